import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../i18n';
import { Pagination } from './Pagination';

export interface ReviewPagesProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/**
 * The pages of a list of alumni reviews, worded once for both remotes (common strings,
 * `review_pages.*`): the LPK's public page (mf-public) and the LPK's and the operator's lists
 * (mf-account). Nothing is shown for a single page.
 */
export function ReviewPages({ page, lastPage, onPage }: ReviewPagesProps) {
  const { t } = useTranslation(COMMON_NS);
  if (lastPage <= 1) return null;
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      onPage={onPage}
      labels={{
        label: t('review_pages.label'),
        first: t('review_pages.first'),
        previous: t('review_pages.previous'),
        next: t('review_pages.next'),
        last: t('review_pages.last'),
        status: t('review_pages.status', { page, last: lastPage }),
      }}
    />
  );
}
