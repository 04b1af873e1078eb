/**
 * mf-account's fake API (issue 36): one set of handlers for every screen test, keyed by method and
 * path, with default answers, each answer checked against its contract (mf-shared/test/helpers/fakeApi.ts).
 *
 *   const api = fakeApi();                                   // at the top of a test file
 *   api.use('GET /api/lpk/reports/mine', ok({ items }));     // one route's answer, for this test
 *   api.use('POST /api/lpk/reports', (call) => ...);         // or computed from the request
 *   api.requests('POST /api/lpk/reports')[0]!.body;          // what the screen sent
 */
import { fakeApiForFile, type FakeApi } from '../../../mf-shared/test/helpers/fakeApi';
import { ACCOUNT_ROUTES } from './routes';

export { NO_COMPLETENESS } from './routes';
export * from './fixtures';

export { fail, ok, type Answer, type Call, type FakeApi, type Reply } from '../../../mf-shared/test/helpers/fakeApi';

/** Starts mf-account's fake API for this test file (see mf-shared/test/helpers/fakeApi.ts). */
export function fakeApi(): FakeApi {
  return fakeApiForFile(ACCOUNT_ROUTES);
}
