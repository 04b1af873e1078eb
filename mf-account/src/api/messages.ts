import { getData, postData } from './http';
import type { MessageView, Paged, ThreadMessages, ThreadView } from './types';

/** GET /api/lpk/messages: one thread per live registration, with the last message and unread count. */
export async function listThreads(): Promise<ThreadView[]> {
  return (await getData<Paged<ThreadView>>('/api/lpk/messages', { per_page: 50 })).items;
}

/** GET /api/lpk/messages?registration_id=: one thread (opening it marks the other side's messages read). */
export function getThread(registrationId: number): Promise<ThreadMessages> {
  return getData<ThreadMessages>('/api/lpk/messages', { registration_id: registrationId, per_page: 100 });
}

/** POST /api/lpk/messages. */
export function sendMessage(registrationId: number, body: string): Promise<MessageView> {
  return postData<MessageView>('/api/lpk/messages', { registration_id: registrationId, body });
}
