import { STORAGE_KEYS } from '../src/session/keys';

type Instance = typeof import('../src/i18n/instance');

/** The i18n instance as a page at `url` starts it (module state is per load). */
function load(url: string): Instance {
  window.history.replaceState(null, '', url);
  let instance: Instance | undefined;
  jest.isolateModules(() => {
    instance = jest.requireActual<Instance>('../src/i18n/instance');
  });
  return instance!;
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language a URL names (?lang=, the hreflang alternates of the server HTML)', () => {
  it('starts in the language of the URL, over the saved one', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'id');
    const i18n = load('/lpk/3?lang=en');
    expect(i18n.getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the saved language when the URL names none or an unknown one', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'en');
    expect(load('/lpk/3?lang=xx').getLanguage()).toBe('en');
    window.localStorage.clear();
    expect(load('/lpk/3').getLanguage()).toBe('id');
  });

  it('switching to the other language drops ?lang= from the URL (a reload keeps the choice), other parameters stay', async () => {
    const i18n = load('/search?q=bandung&lang=en#top');
    await i18n.setLanguage('id');
    expect(window.location.pathname).toBe('/search');
    expect(window.location.search).toBe('?q=bandung');
    expect(window.location.hash).toBe('#top');
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('id');
    expect(load('/search?q=bandung').getLanguage()).toBe('id');
  });
});
