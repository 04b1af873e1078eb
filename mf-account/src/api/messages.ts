import type { Message, Thread, ThreadMessages, ThreadPage } from 'contracts';
import { type QueryDefinition, getData, postData, refreshUnread } from 'mf-shared';

/** Query keys: the threads, and one thread's messages (under `['messages']`, as the unread count). */
export const THREADS_KEY = ['messages', 'threads'] as const;
export const threadKey = (registrationId: number) => ['messages', 'thread', registrationId] as const;

/** GET /api/lpk/messages: one thread per live registration, with the last message and unread count. */
export async function listThreads(signal?: AbortSignal): Promise<Thread[]> {
  return (await getData<ThreadPage>('/api/lpk/messages', { per_page: 50 }, { signal })).items;
}

/**
 * GET /api/lpk/messages?registration_id=: one thread. Opening it marks the other side's messages
 * read, so the unread count (side navigation, header) is read again when some were.
 */
export async function getThread(registrationId: number, signal?: AbortSignal): Promise<ThreadMessages> {
  const thread = await getData<ThreadMessages>('/api/lpk/messages', { registration_id: registrationId, per_page: 100 }, { signal });
  if (thread.meta.marked_read !== 0) void refreshUnread();
  return thread;
}

/** POST /api/lpk/messages. */
export function sendMessage(registrationId: number, body: string): Promise<Message> {
  return postData<Message>('/api/lpk/messages', { registration_id: registrationId, body });
}

/** The conversations, and one conversation's messages oldest first (the API answers the newest page). */
export const threadsQuery: QueryDefinition<Thread[]> = { key: THREADS_KEY, fetch: listThreads };
export const threadQuery = (registrationId: number): QueryDefinition<Message[]> => ({
  key: threadKey(registrationId),
  fetch: async (signal) => {
    const data = await getThread(registrationId, signal);
    return [...data.items].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  },
});
