/**
 * mf-public's fake API (issue 36): one set of handlers for the screen tests, keyed by method and
 * path, each answer checked against its contract (mf-shared/test/helpers/fakeApi.ts); around every
 * test the session, toasts, navigator and language (Indonesian) are reset (helpers/auth's resetAroundEachTest).
 *
 *   const api = fakeApi();                                       // at the top of a test file
 *   api.use('POST /api/lpk/verify-email', ok({ ... }, 'Done.'));  // one route's answer, for this test
 *   api.requests('POST /api/lpk/verify-email')[0]!.body;         // what the screen sent
 */
import { fakeApiForFile, type FakeApi } from 'mf-shared/test/helpers/fakeApi';
import { resetAroundEachTest } from '../helpers/auth';
import { PUBLIC_ROUTES } from './routes';

export { fail, ok, type Answer, type Call, type FakeApi, type Reply } from 'mf-shared/test/helpers/fakeApi';

/** Starts mf-public's fake API for this test file. */
export function fakeApi(): FakeApi {
  const api = fakeApiForFile(PUBLIC_ROUTES);
  resetAroundEachTest(() => api.url);
  return api;
}
