import type { PublicReviewPage } from 'contracts';
import { getData, type QueryDefinition } from 'mf-shared';

/** A public LPK's verified alumni reviews, one page (contracts/src/http/reviews.ts); the section shows a failure itself. */
export const reviewsQuery = (lpkId: number, page: number): QueryDefinition<PublicReviewPage> => ({
  key: ['institute-reviews', lpkId, page],
  fetch: (signal) => getData(`/api/lpk/institutes/${lpkId}/reviews`, { page }, { silent: true, signal }),
});
