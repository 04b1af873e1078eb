import { STORAGE_KEYS } from 'mf-shared/src/session/keys';

jest.mock('./start', () => ({ fetchRollout: () => Promise.resolve({ remotes: {} }), rolloutGlobal: () => ({ versions: {} }) }));
jest.mock('mf-shared/src/api/early', () => ({ startEarlyGets: jest.fn() }));
jest.mock('mf-shared/src/i18n/intl-locale', () => ({ warmIntl: jest.fn() }));

/** Runs the page's early script (early.ts) as index.html does, at `url`. */
function runEarly(url: string): void {
  window.history.replaceState(null, '', url);
  document.documentElement.lang = 'id';
  jest.isolateModules(() => {
    jest.requireActual('./early');
  });
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the early script and the language of the URL', () => {
  it('a link naming English (?lang=en, the hreflang alternate) shows the page in English and saves the choice', () => {
    runEarly('/lpk/7?lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('en');
  });

  it('?lang=id wins over a saved English; an unknown value changes nothing', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'en');
    runEarly('/lpk/7?lang=id');
    expect(document.documentElement.lang).toBe('id');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('id');
    window.localStorage.setItem(STORAGE_KEYS.lang, 'en');
    runEarly('/lpk/7?lang=fr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('without ?lang= the saved choice stays, and Indonesian without one', () => {
    runEarly('/about');
    expect(document.documentElement.lang).toBe('id');
    window.localStorage.setItem(STORAGE_KEYS.lang, 'en');
    runEarly('/about');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the early script and the locale data', () => {
  it('loads the locale data of the page language while main.js downloads', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'en');
    runEarly('/jobs');
    const { warmIntl } = jest.requireMock<{ warmIntl: jest.Mock }>('mf-shared/src/i18n/intl-locale');
    expect(warmIntl).toHaveBeenLastCalledWith('en');
    runEarly('/jobs?lang=id');
    expect(warmIntl).toHaveBeenLastCalledWith('id');
  });
});
