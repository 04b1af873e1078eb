/**
 * The first screenful of a public route, rendered by the API host with react-dom/server
 * (docs/architecture.md, "First paint"): the very components the remote renders, compiled into the
 * host at build time (scripts/webpack/first-screen.cjs), never code a team uploaded. The host
 * answers the screen's GETs from its own routes; the markup goes into index.html and the answers
 * beside it, so the remote's first render takes them (mf-shared/src/remote) and draws the same DOM.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter, matchPath } from 'react-router-dom';
import { hashKey } from 'mf-shared/src/query/cache';
import { i18n } from 'mf-shared';
import { AssistantOnServer } from '../features/assistant';
import { registerPublicStrings } from '../i18n';
import AboutScreen from '../screens/about/AboutScreen';
import JobDetailScreen from '../screens/job-detail/JobDetailScreen';
import ExperiencedScreen from '../screens/jobs/ExperiencedScreen';
import InexperiencedScreen from '../screens/jobs/InexperiencedScreen';
import JobsScreen from '../screens/jobs/JobsScreen';
import LpkDetailScreen from '../screens/lpk-detail/LpkDetailScreen';
import SearchScreen from '../screens/search/SearchScreen';
import { beginRender, endRender, withHostGet, type HostGet } from './server-query';

/** The routes whose first screen the host renders with its data (as in routes.tsx). */
export const FIRST_SCREENS: readonly { path: string; Screen: ComponentType }[] = [
  { path: '/', Screen: ExperiencedScreen },
  { path: '/experienced', Screen: ExperiencedScreen },
  { path: '/inexperienced', Screen: InexperiencedScreen },
  { path: '/jobs', Screen: JobsScreen },
  { path: '/search', Screen: SearchScreen },
  { path: '/search/:query', Screen: SearchScreen },
  { path: '/lpk/:id', Screen: LpkDetailScreen },
  { path: '/job-detail/:id/:lpkId', Screen: JobDetailScreen },
  { path: '/about', Screen: AboutScreen },
];

export interface FirstScreen {
  /** The screen's markup, as the remote renders it with these answers. */
  html: string;
  /** The answers it was rendered with: `[query key, data]`, for the remote's query cache. */
  queries: [unknown[], unknown][];
}

let registered = false;

/** The rendering's passes: each may reveal a query that depends on an answer of the last. */
const MAX_PASSES = 3;

/**
 * The first screen of `url` (path and query) in `lang`, its GETs answered by `get`; null when the
 * route has no first screen here or a GET did not succeed (the page then keeps its plain head).
 */
export async function renderFirstScreen(url: string, lang: 'id' | 'en', get: HostGet): Promise<FirstScreen | null> {
  const pathname = url.split('?')[0] ?? '/';
  const found = FIRST_SCREENS.find((screen) => matchPath(screen.path, pathname));
  if (!found) return null;
  if (!registered) {
    registerPublicStrings();
    registered = true;
  }
  const answers = new Map<string, { key: readonly unknown[]; data: unknown }>();
  const { Screen, path } = found;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // Synchronous from here to endRender: no other render can interleave (the language too: its
    // resources are in memory, so changeLanguage switches at once; its promise is not waited for).
    void i18n.changeLanguage(lang);
    if (i18n.language !== lang) return null;
    const state = beginRender(answers as never);
    let html: string;
    try {
      html = renderToString(
        <I18nextProvider i18n={i18n}>
          <StaticRouter location={url}>
            <AssistantOnServer>
              <Routes>
                <Route path={path} element={<Screen />} />
              </Routes>
            </AssistantOnServer>
          </StaticRouter>
        </I18nextProvider>,
      );
    } finally {
      endRender();
    }
    if (state.wanted.size === 0) return { html, queries: Array.from(answers.values(), ({ key, data }) => [[...key], data]) };
    const loaded = await withHostGet(get, () =>
      Promise.all(
        Array.from(state.wanted.values(), async ({ key, load }) => {
          try {
            return { key, data: await load(new AbortController().signal) };
          } catch {
            return null;
          }
        }),
      ),
    );
    if (loaded.some((answer) => answer === null)) return null;
    for (const answer of loaded) if (answer) answers.set(hashKey(answer.key), answer);
  }
  return null;
}
