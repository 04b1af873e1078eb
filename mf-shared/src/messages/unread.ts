import { useSyncExternalStore } from 'react';
import { api } from '../api/client';
import type { Envelope } from '../api/types';
import { listenPrivate } from '../realtime/subscriptions';
import { getSession, subscribe as subscribeSession, type SessionState } from '../session/store';

/** What GET /api/lpk/messages gives per thread, as far as this store reads it. */
interface ThreadCount {
  unread_count: number;
}

interface ThreadPage {
  items: ThreadCount[];
  meta: { page: number; per_page: number; total: number };
}

const PER_PAGE = 100;
/** A staff member with more threads than this reads the exact count on /admin/messages. */
const MAX_PAGES = 10;
const MESSAGE_SENT = 'MessageSent';

let count = 0;
const listeners = new Set<() => void>();
/** Who the running store follows (null: not running). */
let running: { key: string; stop: () => void } | null = null;
/** Bumped on every stop, so an answer for a previous user is dropped. */
let generation = 0;
let inFlight: Promise<void> | null = null;
let again = false;

function setCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of [...listeners]) listener();
}

async function fetchTotal(): Promise<number> {
  let total = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await api.get<Envelope<ThreadPage>>('/api/lpk/messages', { params: { page, per_page: PER_PAGE }, silent: true });
    const data = response.data.data;
    if (!data) break;
    for (const thread of data.items) total += Number(thread.unread_count) || 0;
    if (page * PER_PAGE >= data.meta.total) break;
  }
  return total;
}

/**
 * Reads the unread count again from the API (a screen calls it after marking a thread read).
 * Logged out or before anyone shows the count: nothing to do.
 */
export function refreshUnread(): Promise<void> {
  if (!running) return Promise.resolve();
  if (inFlight) {
    again = true;
    return inFlight;
  }
  const started = generation;
  inFlight = fetchTotal()
    .then((total) => {
      if (started === generation) setCount(total);
    })
    .catch(() => {
      // Offline or signed out meanwhile: the last count stays until the next refresh.
    })
    .finally(() => {
      inFlight = null;
      if (again && started === generation) {
        again = false;
        void refreshUnread();
      }
    });
  return inFlight;
}

const onFocus = (): void => {
  void refreshUnread();
};
const onVisible = (): void => {
  if (document.visibilityState === 'visible') void refreshUnread();
};

function keyOf(state: SessionState): string | null {
  if (!state.token || !state.user) return null;
  return `${state.user.id}:${state.user.role}:${state.user.lpk_id ?? ''}`;
}

function start(state: SessionState): void {
  const user = state.user!;
  const stops = [listenPrivate(`App.Models.User.${user.id}`, MESSAGE_SENT, onFocus)];
  // Staff hear their applicants' messages on the LPK's channel.
  if (user.role === 'lpk_staff' && user.lpk_id !== null) stops.push(listenPrivate(`lpk.${user.lpk_id}`, MESSAGE_SENT, onFocus));
  if (typeof window !== 'undefined') {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
  }
  running = {
    key: keyOf(state)!,
    stop: () => {
      for (const stop of stops) stop();
      if (typeof window !== 'undefined') {
        window.removeEventListener('focus', onFocus);
        document.removeEventListener('visibilitychange', onVisible);
      }
    },
  };
  void refreshUnread();
}

function stop(): void {
  generation += 1;
  again = false;
  inFlight = null;
  running?.stop();
  running = null;
}

/** Runs while someone shows the count and a user is logged in; logout clears it. */
function follow(state: SessionState): void {
  const key = keyOf(state);
  if (!key) {
    stop();
    setCount(0);
    return;
  }
  if (listeners.size === 0) return;
  if (running?.key === key) return;
  stop();
  setCount(0);
  start(state);
}

subscribeSession(follow);

/** The number of unread messages of the logged-in user (0 when logged out or not yet known). */
export function getUnreadCount(): number {
  return count;
}

/** Calls `listener` when the count changes; the first subscriber starts the store, the last stops it. */
export function subscribeUnread(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) follow(getSession());
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

const serverCount = (): number => 0;

/** The unread count, kept live (new messages, window focus, threads read) while mounted. */
export function useUnreadMessages(): number {
  return useSyncExternalStore(subscribeUnread, getUnreadCount, serverCount);
}
