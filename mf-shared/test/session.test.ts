import { STORAGE_KEYS, clear, getSession, getToken, getUser, isLoggedIn, replaceToken, setSession, subscribe, updateUser, type SessionState } from '../src';
import { makeUser } from './helpers/fixtures';

const user = makeUser({ id: 3, full_name: 'Budi Santoso', email: 'budi@example.test', avatar: '/storage/avatars/3.webp', referral_code: 'BUDI3' });

beforeEach(() => {
  localStorage.clear();
  clear();
});

/** What another tab writing localStorage looks like here. */
function fromOtherTab(key: string | null, newValue: string | null): void {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('session store', () => {
  it('uses the keys lpk_token, lpk_user (JSON) and lpk_lang', () => {
    expect(STORAGE_KEYS).toEqual({ token: 'lpk_token', user: 'lpk_user', lang: 'lpk_lang' });
    setSession('9|tok', user);
    expect(localStorage.getItem('lpk_token')).toBe('9|tok');
    expect(JSON.parse(localStorage.getItem('lpk_user') ?? '')).toEqual(user);
    expect(getToken()).toBe('9|tok');
    expect(getUser()).toEqual(user);
    expect(isLoggedIn()).toBe(true);
  });

  it('replaceToken keeps the user; updateUser merges; clear removes token and user', () => {
    setSession('9|tok', user);
    replaceToken('10|new');
    expect(getToken()).toBe('10|new');
    expect(getUser()).toEqual(user);
    updateUser({ full_name: 'Budi S.' });
    expect(getUser()).toEqual({ ...user, full_name: 'Budi S.' });
    localStorage.setItem('lpk_lang', 'en');
    clear();
    expect(getToken()).toBeNull();
    expect(getUser()).toBeNull();
    expect(localStorage.getItem('lpk_token')).toBeNull();
    expect(localStorage.getItem('lpk_user')).toBeNull();
    expect(localStorage.getItem('lpk_lang')).toBe('en');
    updateUser({ full_name: 'nobody' });
    expect(localStorage.getItem('lpk_user')).toBeNull();
  });

  it('treats a corrupted stored user as logged out', () => {
    for (const bad of ['{not json', '"a string"', '42', 'null', '[1,2]']) {
      localStorage.setItem('lpk_token', '9|tok');
      localStorage.setItem('lpk_user', bad);
      expect(getSession()).toEqual({ token: null, user: null });
      expect(isLoggedIn()).toBe(false);
    }
  });

  it('keeps the same snapshot object while nothing changes', () => {
    setSession('9|tok', user);
    expect(getSession()).toBe(getSession());
  });

  it('notifies subscribers until they unsubscribe', () => {
    const seen: SessionState[] = [];
    const unsubscribe = subscribe((state) => seen.push(state));
    setSession('9|tok', user);
    replaceToken('10|new');
    clear();
    unsubscribe();
    setSession('11|late', user);
    expect(seen.map((s) => s.token)).toEqual(['9|tok', '10|new', null]);
  });

  it('follows other tabs through the storage event', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribe((state) => seen.push(state.token));
    fromOtherTab('lpk_user', JSON.stringify(user));
    fromOtherTab('lpk_token', '12|other-tab');
    expect(getToken()).toBe('12|other-tab');
    expect(getUser()).toEqual(user);
    fromOtherTab('lpk_token', null);
    expect(getToken()).toBeNull();
    fromOtherTab('lpk_token', '13|again');
    fromOtherTab(null, null); // localStorage.clear() in the other tab
    fromOtherTab('unrelated', 'x');
    unsubscribe();
    expect(seen).toEqual([null, '12|other-tab', null, '13|again', null]);
  });
});
