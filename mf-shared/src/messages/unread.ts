import { actsAsStaff } from 'contracts';
import { useEffect } from 'react';
import { getData } from '../api/request';
import { getQueryData, invalidate } from '../query/cache';
import { useInvalidateOn, useQuery } from '../query/useQuery';
import { useSession } from '../react/hooks';

/** What GET /api/lpk/messages gives per thread, as far as the count reads it. */
interface ThreadPage {
  items: { unread_count: number }[];
  meta: { total: number };
}

/** Query key of the unread count (under `['messages']`, so invalidating the messages reloads it). */
export const UNREAD_KEY = ['messages', 'unread'] as const;
const PER_PAGE = 100;
/** A staff member with more threads than this reads the exact count on /admin/messages. */
const MAX_PAGES = 10;
const MESSAGE_SENT = 'MessageSent';

async function fetchTotal(signal: AbortSignal): Promise<number> {
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await getData<ThreadPage>('/api/lpk/messages', { page, per_page: PER_PAGE }, { silent: true, signal });
    for (const thread of data.items) total += Number(thread.unread_count) || 0;
    if (page * PER_PAGE >= data.meta.total) break;
  }
  return total;
}

/**
 * Reads the unread count again from the API where it is shown (a screen calls it after marking
 * a thread read); elsewhere it is only marked stale.
 */
export function refreshUnread(): Promise<void> {
  return invalidate(UNREAD_KEY);
}

/** The last unread count read (0 before any, or after logout). */
export function getUnreadCount(): number {
  return getQueryData<number>(UNREAD_KEY) ?? 0;
}

const onFocus = (): void => {
  void refreshUnread();
};
const onVisible = (): void => {
  if (document.visibilityState === 'visible') void refreshUnread();
};

/**
 * The number of unread messages of the logged-in user (0 when logged out or not yet known), kept
 * live while shown: a new message on the user's channel (and, for staff, the LPK's), the window
 * regaining focus, a thread read. Logout clears it (the query cache follows the session).
 */
export function useUnreadMessages(): number {
  const { token, user } = useSession();
  const signedIn = token !== null && user !== null;
  const count = useQuery(signedIn ? UNREAD_KEY : null, fetchTotal);
  useInvalidateOn(signedIn ? `App.Models.User.${user.id}` : null, MESSAGE_SENT, [UNREAD_KEY]);
  // Staff hear their applicants' messages on the LPK's channel.
  useInvalidateOn(signedIn && actsAsStaff(user) ? `lpk.${user.lpk_id}` : null, MESSAGE_SENT, [UNREAD_KEY]);
  useEffect(() => {
    if (!signedIn) return undefined;
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);
  return signedIn ? (count.data ?? 0) : 0;
}
