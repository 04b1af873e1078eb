/**
 * The first screens the API host renders (server.tsx) and the remote that takes them over agree:
 * the answers the server render gathered go into the page under the keys its `useQuery` noted, and
 * those are the keys the screens' query definitions (src/api) ask for in the browser. So the
 * remote, given the page's answers (as takeFirstData gives them), sends none of those GETs again and
 * draws the server's DOM: the lists' pager (mf-shared's) and the institute facts included.
 * (The browser test scripts/e2e/first-screen.e2e.test.ts checks the same on the real build.)
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { clearQueries, i18n, setQueryData } from 'mf-shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ok, startTestApi, type Reply, type TestApi } from '../../test/helpers/catalogue/apiServer';
import { makeComparedInstitute, makeFacts, makeInstituteCard, makeJob, makeJobDetail } from 'mf-shared/test/helpers/fixtures';
import { pageOf } from '../../test/helpers/catalogue/renderScreen';
import { canonical } from '../../test/helpers/canonicalDom';
import { AssistantOnServer } from '../features/assistant';
import { FIRST_SCREENS, renderFirstScreen } from './server';

// What the first-screen build does (scripts/webpack/first-screen.cjs: `mf-shared` is server-shared.ts),
// while a server render runs; the browser's mf-shared otherwise.
const mockOnServer = { now: false };
jest.mock('mf-shared', () => {
  const real = jest.requireActual<Record<string, (...args: unknown[]) => unknown>>('mf-shared');
  const server = jest.requireActual<Record<string, (...args: unknown[]) => unknown>>('./server-query');
  return {
    ...real,
    useQuery: (...args: unknown[]) => (mockOnServer.now ? server.useQuery! : real.useQuery!)(...args),
    getData: (...args: unknown[]) => (mockOnServer.now ? server.getData! : real.getData!)(...args),
  };
});

/** The catalogue as the API answers it: lists of several pages, one institute, one vacancy. */
function answer(url: URL): Reply {
  const page = Number(url.searchParams.get('page') ?? 1);
  switch (url.pathname) {
    case '/api/lpk/facts':
      return ok(makeFacts());
    case '/api/lpk/jobs':
      return ok(pageOf([makeJob(), makeJob({ id: 47, title: 'Caregiver, Osaka', city: 'Osaka', prefecture: 'Osaka' })], page, 40));
    case '/api/lpk/institutes':
      return ok(pageOf([makeInstituteCard(), makeInstituteCard({ id: 2, name: 'LPK Sakura Malang', has_dormitory: false })], page, 40));
    case '/api/lpk/institutes/7':
      return ok({ ...makeComparedInstitute({ id: 7, name: 'LPK Sakura Malang' }), jobs: [makeJob({ lpk_id: 7 })] });
    case '/api/lpk/institutes/7/reviews':
      return ok({
        items: [],
        meta: { page: 1, per_page: 10, total: 0, last_page: 1 },
        summary: { count: 0, averages: null, rating: 4.1, rating_source: 'self_declared', threshold: 3 },
      });
    case '/api/lpk/jobs/46':
      return ok(makeJobDetail());
    default:
      return { status: 404, body: { status: 'error', message: 'Not found' } };
  }
}

/** A URL of each first-screen route (with a page and filters where the list has them). */
const SAMPLES: Record<string, string> = {
  '/': '/',
  '/experienced': '/experienced?page=2',
  '/inexperienced': '/inexperienced',
  '/jobs': '/jobs?page=4',
  '/search': '/search?program=ssw&dormitory=1&page=2',
  '/search/:query': '/search/Bandung',
  '/lpk/:id': '/lpk/7',
  '/job-detail/:id/:lpkId': '/job-detail/46/24',
  '/about': '/about',
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(answer);
});
afterAll(() => api.close());
afterEach(async () => {
  clearQueries();
  await act(() => i18n.changeLanguage('id'));
});

test('every route the host renders is tried here', () => {
  expect(FIRST_SCREENS.map((route) => route.path).sort()).toEqual(Object.keys(SAMPLES).sort());
});

describe.each(FIRST_SCREENS.flatMap(({ path, Screen }) => (['id', 'en'] as const).map((lang) => [SAMPLES[path]!, lang, path, Screen] as const)))(
  '%s (%s)',
  (url, lang, path, Screen) => {
    test("the remote, given the page's answers, asks none of them again and draws the server's DOM", async () => {
      mockOnServer.now = true;
      const first = await renderFirstScreen(url, lang, (pathAndQuery) => Promise.resolve(answer(new URL(pathAndQuery, 'http://api.test')).body)).finally(() => {
        mockOnServer.now = false;
      });
      expect(first).not.toBeNull();
      const server = document.createElement('div');
      server.innerHTML = first!.html;

      // The page carries the answers as JSON; the remote puts them into its query cache before it renders.
      await act(() => i18n.changeLanguage(lang));
      for (const [key, data] of JSON.parse(JSON.stringify(first!.queries)) as [unknown[], unknown][]) setQueryData(key, data);
      const before = api.requests().length;
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            <AssistantOnServer>
              <Routes>
                <Route path={path} element={<Screen />} />
              </Routes>
            </AssistantOnServer>
          </MemoryRouter>
        </I18nextProvider>,
      );
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(canonical(container.querySelector('.container')!)).toBe(canonical(server.querySelector('.container')!));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(
        api
          .requests()
          .slice(before)
          .map((get) => get.pathname),
      ).toEqual([]);
    });
  },
);
