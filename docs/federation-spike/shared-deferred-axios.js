// Stand-in for mf-shared: one i18next instance, one axios client, one session store.
import i18next from 'i18next';
import axiosStatic from 'axios';

const LANG_KEY = 'lpk_lang';
const TOKEN_KEY = 'lpk_token';
const USER_KEY = 'lpk_user';

// ---- session store -------------------------------------------------------
const listeners = new Set();
let snapshot = read();
function read() {
  let user = null;
  try { user = JSON.parse(localStorage.getItem(USER_KEY) || 'null'); } catch { user = null; }
  return { token: localStorage.getItem(TOKEN_KEY), user, lang: localStorage.getItem(LANG_KEY) || 'id' };
}
function emit() { snapshot = read(); listeners.forEach((l) => l(snapshot)); }
export const session = {
  get: () => snapshot,
  subscribe(fn) { listeners.add(fn); return () => listeners.delete(fn); },
  login(token, user) { localStorage.setItem(TOKEN_KEY, token); localStorage.setItem(USER_KEY, JSON.stringify(user)); emit(); },
  logout() { localStorage.removeItem(TOKEN_KEY); localStorage.removeItem(USER_KEY); emit(); },
  setLang(lang) { localStorage.setItem(LANG_KEY, lang); emit(); },
};
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => { if ([TOKEN_KEY, USER_KEY, LANG_KEY].includes(e.key)) emit(); });
}

// ---- i18n ----------------------------------------------------------------
export const i18n = i18next.createInstance();
i18n.init({
  lng: snapshot.lang,
  fallbackLng: 'id',
  supportedLngs: ['id', 'en'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  resources: {
    id: { common: { home: 'Beranda', jobs: 'Lowongan', about: 'Tentang', login: 'Masuk', language: 'English' } },
    en: { common: { home: 'Home', jobs: 'Jobs', about: 'About', login: 'Log in', language: 'Bahasa Indonesia' } },
  },
});
i18n.on('languageChanged', (lng) => { document.documentElement.lang = lng; session.setLang(lng); });

// ---- API client ----------------------------------------------------------
function createApi(axios) {
  const api = axios.create({
    baseURL: '/api',
    timeout: 10000,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });
  api.interceptors.request.use((config) => {
    const { token } = session.get();
    if (token) config.headers.Authorization = `Bearer ${token}`;
    config.headers['Accept-Language'] = i18n.language;
    return config;
  });
  api.interceptors.response.use(
    (res) => {
      if (res.data && res.data.status === 'error') return Promise.reject(Object.assign(new Error(res.data.message), { response: res }));
      return res.data;
    },
    (err) => {
      if (err.response && err.response.status === 401) session.logout();
      return Promise.reject(err);
    },
  );
  return api;
}

// __DEFER_AXIOS__ (a build-time constant of the spike): load axios with the first request instead of
// with the first page. Same API (get/post/put/patch/delete/request return promises).
let apiPromise;
const lazyApi = () => (apiPromise ||= import(/* webpackChunkName: "axios" */ 'axios').then((m) => createApi(m.default)));
export const api = typeof __DEFER_AXIOS__ !== 'undefined' && __DEFER_AXIOS__
  ? Object.fromEntries(['request', 'get', 'delete', 'head', 'post', 'put', 'patch'].map((k) => [k, (...a) => lazyApi().then((x) => x[k](...a))]))
  : createApi(axiosStatic);
