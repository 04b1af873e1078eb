import type { Message, Thread, ThreadMessages, ThreadPage } from 'contracts';
import { refreshUnread } from 'mf-shared';
import { getData, postData } from './http';

/** GET /api/lpk/messages: one thread per live registration, with the last message and unread count. */
export async function listThreads(): Promise<Thread[]> {
  return (await getData<ThreadPage>('/api/lpk/messages', { per_page: 50 })).items;
}

/**
 * GET /api/lpk/messages?registration_id=: one thread. Opening it marks the other side's messages
 * read, so the unread count (side navigation, header) is read again when some were.
 */
export async function getThread(registrationId: number): Promise<ThreadMessages> {
  const thread = await getData<ThreadMessages>('/api/lpk/messages', { registration_id: registrationId, per_page: 100 });
  if (thread.meta.marked_read !== 0) void refreshUnread();
  return thread;
}

/** POST /api/lpk/messages. */
export function sendMessage(registrationId: number, body: string): Promise<Message> {
  return postData<Message>('/api/lpk/messages', { registration_id: registrationId, body });
}
