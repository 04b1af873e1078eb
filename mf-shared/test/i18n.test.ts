import { COMMON_NS, addResources, commonEn, commonId, getLanguage, i18n, setLanguage, t } from '../src';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object' ? keysOf(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

afterEach(async () => {
  localStorage.clear();
  await setLanguage('id');
});

describe('i18n', () => {
  it('has the same keys in id and en, none empty', () => {
    expect(keysOf(commonId).sort()).toEqual(keysOf(commonEn).sort());
    for (const key of keysOf(commonId)) {
      expect(i18n.getResource('id', COMMON_NS, key)).toEqual(expect.stringMatching(/\S/));
      expect(i18n.getResource('en', COMMON_NS, key)).toEqual(expect.stringMatching(/\S/));
    }
  });

  it("carries docs/product.md section 8's messages", async () => {
    await setLanguage('id');
    expect(t('errors.login_failed')).toBe('Login gagal. Silakan coba lagi.');
    expect(t('errors.registration_failed')).toBe('Pendaftaran gagal. Silakan coba lagi.');
    expect(t('errors.password_mismatch')).toBe('Password tidak cocok. Silakan periksa kembali.');
    await setLanguage('en');
    expect(t('errors.invalid_callback_url')).toBe('Invalid callback URL');
    expect(t('errors.generic')).toBe('An error occurred. Please try again.');
    expect(t('errors.session_expired')).toBe('Session expired. Please login again.');
    expect(t('errors.not_authorized')).toBe('You are not authorized.');
    expect(t('errors.token_expired')).toBe('Token expired. Please login again.');
    expect(t('errors.network')).toBe('Network error. Please check your internet connection.');
    expect(t('errors.server')).toBe('Server error. Please try again later.');
    expect(t('errors.fallback')).toBe('Error');
    expect(t('errors.request_failed')).toBe('Request failed');
    expect(t('success.login')).not.toBe('success.login');
    expect(t('success.registration')).not.toBe('success.registration');
  });

  it('has each user message of docs/product.md section 8 in both languages, translated (not copied)', () => {
    const messages = [
      'login_failed',
      'registration_failed',
      'password_mismatch',
      'invalid_callback_url',
      'generic',
      'session_expired',
      'not_authorized',
      'token_expired',
      'network',
      'server',
    ];
    for (const key of messages) {
      const id = i18n.getResource('id', COMMON_NS, `errors.${key}`) as unknown;
      const en = i18n.getResource('en', COMMON_NS, `errors.${key}`) as unknown;
      expect([key, typeof id, typeof en]).toEqual([key, 'string', 'string']);
      expect([key, id]).not.toEqual([key, en]);
    }
    expect(commonEn.errors).toEqual(
      expect.objectContaining({
        login_failed: 'Login failed. Please try again.',
        registration_failed: 'Registration failed. Please try again.',
        password_mismatch: 'Passwords do not match. Please check again.',
      }),
    );
    expect(commonId.errors).toEqual(
      expect.objectContaining({
        invalid_callback_url: 'URL callback tidak valid.',
        generic: 'Terjadi kesalahan. Silakan coba lagi.',
        session_expired: 'Sesi berakhir. Silakan login kembali.',
        not_authorized: 'Anda tidak memiliki akses.',
        token_expired: 'Token kedaluwarsa. Silakan login kembali.',
        network: 'Kesalahan jaringan. Silakan periksa koneksi internet Anda.',
        server: 'Terjadi kesalahan server. Silakan coba lagi nanti.',
      }),
    );
  });

  it('defaults to Indonesian with English as fallback', () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    expect(getLanguage()).toBe('id');
    expect(document.documentElement.lang).toBe('id');
  });

  it('setLanguage saves lpk_lang and sets <html lang>', async () => {
    await setLanguage('en');
    expect(localStorage.getItem('lpk_lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    await expect(setLanguage('fr' as 'en')).rejects.toThrow('unsupported language');
    expect(localStorage.getItem('lpk_lang')).toBe('en');
  });

  it('restores the saved language on load, and ignores an unknown one', () => {
    localStorage.setItem('lpk_lang', 'en');
    document.documentElement.lang = '';
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('../src/i18n')>('../src/i18n');
      expect(fresh.getLanguage()).toBe('en');
      expect(fresh.t('errors.server')).toBe('Server error. Please try again later.');
    });
    expect(document.documentElement.lang).toBe('en');
    localStorage.setItem('lpk_lang', 'xx');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('../src/i18n')>('../src/i18n');
      expect(fresh.getLanguage()).toBe('id');
    });
    expect(document.documentElement.lang).toBe('id');
  });

  it('follows a language switch in another tab', async () => {
    localStorage.setItem('lpk_lang', 'en');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lpk_lang', newValue: 'en', storageArea: localStorage }));
    await Promise.resolve();
    expect(getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("adds a remote's namespace in both languages", async () => {
    addResources('public', { id: { hello: 'Halo' }, en: { hello: 'Hello' } });
    await setLanguage('id');
    expect(t('hello', { ns: 'public' })).toBe('Halo');
    await setLanguage('en');
    expect(t('public:hello')).toBe('Hello');
  });
});
