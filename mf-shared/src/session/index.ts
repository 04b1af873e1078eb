import { clear, getSession, getToken, getUser, isLoggedIn, replaceToken, replaceUser, setSession, subscribe, updateUser } from './store';

export type { SessionListener, SessionState } from './store';
export { STORAGE_KEYS } from './keys';
export { clear, getSession, getToken, getUser, isLoggedIn, replaceToken, replaceUser, setSession, subscribe, updateUser };

/** The session store as one object: `session.getToken()`, `session.subscribe(...)`. */
export const session = Object.freeze({
  getSession,
  getToken,
  getUser,
  isLoggedIn,
  setSession,
  replaceToken,
  updateUser,
  replaceUser,
  clear,
  subscribe,
});
