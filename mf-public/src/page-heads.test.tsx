/**
 * The pre-rendered page heads (page-heads.ts, built by scripts/webpack/page-heads.cjs) are what the
 * screens render first: the same root element and classes, and as its first children the same
 * heading and lead, in both languages. Were a screen to change its head, the text painted before
 * the JavaScript would no longer be the text the screen shows.
 */
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { clearQueries, earlyKey, i18n } from 'mf-shared';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ok, startTestApi, type TestApi } from '../test/helpers/catalogue/apiServer';
import { makeComparedInstitute, makeFacts, makeJobDetail } from 'mf-shared/test/helpers/fixtures';
import { PAGE_HEADS } from './page-heads';
import { PublicRoutes } from './routes';

// The build's own output (scripts/webpack/page-heads.cjs runs esbuild, which needs plain Node, not jsdom).
const built = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '-e',
      'process.stdout.write(JSON.stringify(require(process.argv[1]).buildPageHeads(process.argv[2], "app-mf-public")))',
      path.join(__dirname, '..', '..', 'scripts', 'webpack', 'page-heads.cjs'),
      __dirname,
    ],
    { encoding: 'utf8' },
  ),
) as { css: string; heads: Record<string, { id: string; en: string; data?: 'institute' | 'job' | 'query'; firstGets?: string[] }> };

/** The institute and the vacancy the data heads are tried with, as the API answers them. */
const INSTITUTE = { ...makeComparedInstitute({ id: 7, name: 'LPK Sakura <Malang>', city: 'Malang', province: 'Jawa Timur' }), jobs: [] };
const JOB = makeJobDetail({ id: 46, lpk_id: 24, title: 'Caregiver & helper, Kobe', lpk_name: 'LPK Hotaru Kupang', city: 'Kobe', prefecture: 'Hyogo' });

/** A URL of the route, and the fields the API host fills a data head with (as api/src/modules/site does). */
function sample(route: string): { url: string; fields: Record<string, string | number> } {
  if (route === '/lpk/:id') return { url: '/lpk/7', fields: { id: INSTITUTE.id, name: INSTITUTE.name, city: INSTITUTE.city, province: INSTITUTE.province } };
  if (route === '/job-detail/:id/:lpkId')
    return { url: '/job-detail/46/24', fields: { title: JOB.title, lpk_name: JOB.lpk_name, city: JOB.city, prefecture: JOB.prefecture } };
  if (route === '/search/:query') return { url: '/search/Malang%20%3Cbaru%3E', fields: { query: 'Malang <baru>' } };
  return { url: route, fields: {} };
}

/** A first GET of a route with the `:name`s of `route` taken from `url`. */
function filledGet(template: string, route: string, url: string): string {
  const names = route.split('/');
  const values = url.split('/');
  return template.replace(/:(\w+)/g, (whole, name: string) => decodeURIComponent(values[names.indexOf(`:${name}`)] ?? whole));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi((url) => {
    if (url.pathname === '/api/lpk/institutes/7') return ok(INSTITUTE);
    if (url.pathname === '/api/lpk/jobs/46') return ok(JOB);
    if (url.pathname === '/api/lpk/facts') return ok(makeFacts());
    // The lists answer empty: no failure, so no retry lands in a later test's requests.
    if (url.pathname === '/api/lpk/jobs' || url.pathname === '/api/lpk/institutes') return ok({ items: [], meta: { page: 1, per_page: 12, total: 0 } });
    // Every other data call fails: the heads are shown whatever it does.
    return { status: 503, body: { status: 'error', message: 'down' } };
  });
});
afterAll(() => api.close());
afterEach(async () => {
  clearQueries();
  await act(() => i18n.changeLanguage('id'));
});

test('the build writes a head for every declared route, in both languages, with its CSS', () => {
  expect(Object.keys(built.heads).sort()).toEqual(PAGE_HEADS.map((head) => head.path).sort());
  expect(built.css).toContain('.catalogue-lead');
  expect(built.css).toContain('.auth-card__intro');
  expect(built.heads['/lpk/:id']?.data).toBe('institute');
  expect(built.heads['/job-detail/:id/:lpkId']?.data).toBe('job');
  expect(built.heads['/search/:query']?.data).toBe('query');
});

test('the build writes each route’s first GETs', () => {
  for (const head of PAGE_HEADS) expect(built.heads[head.path]?.firstGets).toEqual(head.firstGets);
});

describe.each(PAGE_HEADS.filter((head) => head.firstGets).map((head) => [head.path] as const))('%s', (route) => {
  test('the first GETs declared are those the screen sends', async () => {
    const { url } = sample(route);
    const before = api.requests().length;
    const view = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <PublicRoutes />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const declared = PAGE_HEADS.find((head) => head.path === route)!.firstGets!.map((template) => {
      const get = new URL(filledGet(template, route, url), 'http://api.test');
      return earlyKey(get.pathname, get.searchParams);
    });
    const sent = () =>
      [
        ...new Set(
          api
            .requests()
            .slice(before)
            .map((get) => earlyKey(get.pathname, get.searchParams)),
        ),
      ].sort();
    await waitFor(() => expect(sent()).toEqual([...declared].sort()));
    // Nothing else follows in the first moments (a later GET would not be asked early); the answers
    // that arrive meanwhile render inside act, and the screen goes before any later one lands.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent()).toEqual([...declared].sort());
    act(() => view.unmount());
  });
});

describe.each(PAGE_HEADS.flatMap((head) => (['id', 'en'] as const).map((lang) => [head.path, lang] as const)))('%s (%s)', (route, lang) => {
  test('the screen renders the pre-rendered head first', async () => {
    await act(() => i18n.changeLanguage(lang));
    const { url, fields } = sample(route);
    const expected = document.createElement('div');
    expected.innerHTML = built.heads[route]![lang].replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => escapeHtml(String(fields[name])));
    const root = expected.firstElementChild as HTMLElement;
    const title = root.querySelector('h1') as HTMLElement;

    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <PublicRoutes />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: title.textContent ?? '' });
    const rendered = heading.closest(
      root.className
        .split(' ')
        .map((c) => `.${c}`)
        .join(''),
    );
    expect(rendered).not.toBeNull();
    expect(container.contains(rendered)).toBe(true);
    expect(rendered!.tagName).toBe(root.tagName);
    // The lead follows the heading.
    const lead = title.nextElementSibling as HTMLElement;
    expect(heading.nextElementSibling?.tagName).toBe('P');
    expect(heading.nextElementSibling).toHaveClass(lead.className);
    expect(heading.nextElementSibling).toHaveTextContent(lead.textContent ?? '', { normalizeWhitespace: true });
    // Every other text of the head is on the page, in the same kind of element with the same classes.
    for (const element of Array.from(root.querySelectorAll('a, span, p, h2')).filter((e) => e !== lead)) {
      const selector = [element.tagName.toLowerCase(), ...Array.from(element.classList).map((c) => `.${c}`)].join('');
      const texts = Array.from(rendered!.querySelectorAll(selector)).map((e) => e.textContent?.replace(/\s+/g, ' ').trim());
      expect(texts).toContain(element.textContent?.trim());
    }
  });
});
