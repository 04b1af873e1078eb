export type { SessionListener, SessionState } from './store';
export { STORAGE_KEYS } from './keys';
export { clear, getSession, getToken, getUser, isLoggedIn, replaceToken, replaceUser, setSession, subscribe, updateUser } from './store';
export { endingSession, isEndingSession } from './ending';
