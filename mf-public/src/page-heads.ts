/**
 * The routes whose first screenful is a heading and a lead paragraph: static text, or the name and
 * place of the institute or vacancy of the URL (filled in by the API host). The build writes
 * their markup, in both languages, into page-heads.json (scripts/webpack/page-heads.cjs); the API
 * host puts the requested route's head into index.html, so it paints before any JavaScript runs
 * (the Largest Contentful Paint of these pages). The screens render the same elements and classes
 * (page-heads.test.tsx checks each screen against its entry here), styled by page-heads.css.
 *
 * Only the i18n modules holding these strings are imported: the build runs this file in Node.
 */
import './screens/about/i18n';
import './screens/compare/i18n';
import './screens/jobs/i18n';
import './screens/legal/i18n';
import './screens/job-detail/i18n';
import './screens/lpk-detail/i18n';
import './screens/login/i18n';
import './screens/register/i18n';
import './screens/search/i18n';
import './screens/forgot-password/i18n';
import './screens/reset-password/i18n';
import './screens/verify-email/i18n';
import './screens/unsubscribe/i18n';

export const NAMESPACE = 'public';

/**
 * `catalogue`: `.container.catalogue-page` > h1 + p.catalogue-lead; `auth`: `.auth-page` > `.auth-card`
 * > h1 + p.auth-card__intro; `legal`: `.container.catalogue-page.prose` > h1 + p.catalogue-muted (the
 * date) + p (the introduction) + its sections (the whole text). Data heads, filled by the API host from the institute or vacancy of the
 * URL: `institute` (back link, name, city and province, the register button and its note),
 * `job` (back link, title, LPK, city and prefecture) and `search` (a catalogue head whose title
 * holds the text query of the URL).
 */
export type PageHeadEntry = (
  | { layout: 'catalogue' | 'auth'; path: string; title: string; lead: string }
  | { layout: 'search'; path: '/search/:query'; title: string; lead: string }
  | { layout: 'legal'; path: string; title: string; lead: string; intro: string; sections: string }
  | { layout: 'institute'; path: '/lpk/:id'; back: string; register: string; note: string }
  | { layout: 'job'; path: '/job-detail/:id/:lpkId'; back: string }
) & {
  /**
   * The GETs the screen sends first at this route (for a visitor, the URL without a query), with
   * the route's `:name`s; `[]` when it sends none. The page's early script starts them while the
   * code downloads and the screen takes their answers (mf-shared's early answers); undeclared,
   * the shell loads its HTTP client at once. page-heads.test.tsx checks them against the requests
   * the screen really sends.
   */
  firstGets?: readonly string[];
  /**
   * The screen the route renders, as routes.tsx imports it (`jobs/ExperiencedScreen` for
   * `import('./screens/jobs/ExperiencedScreen')`): the build names its chunks, with those of the
   * remote's `./app`, and the API host preloads them from the page (the code's chain then starts
   * with the page, not after the shell has run).
   */
  screen?: string;
};

const FACTS = '/api/lpk/facts';
const jobsOf = (experience?: 'experienced' | 'inexperienced') => `/api/lpk/jobs?${experience ? `experience=${experience}&` : ''}page=1&per_page=12`;
/** The search's first page as api/catalogue.ts `institutesQuery` asks for it: a card's fields only. */
const searchOf = (query?: string) => `/api/lpk/institutes?${query ? `q=${query}&` : ''}page=1&per_page=12&view=card`;

export const PAGE_HEADS: readonly PageHeadEntry[] = [
  {
    layout: 'catalogue',
    path: '/',
    title: 'experienced.title',
    lead: 'experienced.lead',
    firstGets: [jobsOf('experienced'), FACTS],
    screen: 'jobs/ExperiencedScreen',
  },
  {
    layout: 'catalogue',
    path: '/experienced',
    title: 'experienced.title',
    lead: 'experienced.lead',
    firstGets: [jobsOf('experienced'), FACTS],
    screen: 'jobs/ExperiencedScreen',
  },
  {
    layout: 'catalogue',
    path: '/inexperienced',
    title: 'inexperienced.title',
    lead: 'inexperienced.lead',
    firstGets: [jobsOf('inexperienced'), FACTS],
    screen: 'jobs/InexperiencedScreen',
  },
  { layout: 'catalogue', path: '/jobs', title: 'jobs.title', lead: 'jobs.lead', firstGets: [jobsOf(), FACTS], screen: 'jobs/JobsScreen' },
  {
    layout: 'catalogue',
    path: '/search',
    title: 'search.title',
    lead: 'search.lead',
    firstGets: [searchOf()],
    screen: 'search/SearchScreen',
  },
  {
    layout: 'search',
    path: '/search/:query',
    screen: 'search/SearchScreen',
    title: 'search.title_query',
    lead: 'search.lead',
    firstGets: [searchOf(':query')],
  },
  { layout: 'catalogue', path: '/about', title: 'about.title', lead: 'about.lead', firstGets: [FACTS], screen: 'about/AboutScreen' },
  { layout: 'catalogue', path: '/side-by-side-lpk', title: 'compare.title', lead: 'compare.lead', screen: 'compare/CompareScreen' },
  {
    layout: 'legal',
    path: '/privacy-policy',
    screen: 'legal/PrivacyScreen',
    title: 'privacy.title',
    lead: 'legal.updated',
    intro: 'privacy.intro',
    sections: 'privacy.sections',
    firstGets: [],
  },
  {
    layout: 'legal',
    path: '/terms',
    title: 'terms.title',
    lead: 'legal.updated',
    intro: 'terms.intro',
    sections: 'terms.sections',
    firstGets: [],
    screen: 'legal/TermsScreen',
  },
  { layout: 'auth', path: '/login', title: 'login.title', lead: 'login.intro', firstGets: [], screen: 'login/LoginScreen' },
  { layout: 'auth', path: '/register', title: 'register.title', lead: 'register.intro', firstGets: [], screen: 'register/RegisterScreen' },
  // The pages the links of our mails open. /reset-password and /verify-email first POST the link's
  // token (no GET to ask early): undeclared, the shell loads the HTTP client at once.
  { layout: 'auth', path: '/forgot-password', title: 'forgot.title', lead: 'forgot.intro', firstGets: [], screen: 'forgot-password/ForgotPasswordScreen' },
  { layout: 'auth', path: '/reset-password', title: 'reset.title', lead: 'reset.intro', screen: 'reset-password/ResetPasswordScreen' },
  { layout: 'auth', path: '/verify-email', title: 'verifyEmail.title', lead: 'verifyEmail.intro', screen: 'verify-email/VerifyEmailScreen' },
  { layout: 'auth', path: '/unsubscribe', title: 'unsubscribe.title', lead: 'unsubscribe.intro', firstGets: [], screen: 'unsubscribe/UnsubscribeScreen' },
  {
    layout: 'institute',
    path: '/lpk/:id',
    screen: 'lpk-detail/LpkDetailScreen',
    back: 'lpk.back',
    register: 'lpk.register',
    note: 'lpk.register_note',
    firstGets: ['/api/lpk/institutes/:id', '/api/lpk/institutes/:id/reviews?page=1', FACTS],
  },
  {
    layout: 'job',
    path: '/job-detail/:id/:lpkId',
    back: 'job_detail.back',
    firstGets: ['/api/lpk/jobs/:id?lpk_id=:lpkId'],
    screen: 'job-detail/JobDetailScreen',
  },
];
