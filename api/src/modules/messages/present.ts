import type { Message, RegistrationStatus, Thread } from 'contracts';
import type { MessageWithSender, ThreadSummaryRow } from './queries';

/** A message as both sides (and the MessageSent event) see it. `caregiverId` is the registration's owner: their messages are the caregiver side. */
export function presentMessage(row: MessageWithSender, caregiverId: number): Message {
  return {
    id: row.id,
    registration_id: row.registration_id,
    body: row.body,
    side: row.sender_user_id !== null && row.sender_user_id === caregiverId ? 'caregiver' : 'staff',
    sender:
      row.sender_user_id === null || row.sender_name === null || row.sender_role === null
        ? null
        : { id: row.sender_user_id, full_name: row.sender_name, avatar: row.sender_avatar, role: row.sender_role },
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

export function presentThread(row: ThreadSummaryRow, lastMessage: MessageWithSender | undefined): Thread {
  return {
    registration_id: row.registration_id,
    status: row.status as RegistrationStatus,
    lpk: { id: row.lpk_id, name: row.lpk_name },
    caregiver: { id: row.caregiver_id, full_name: row.caregiver_name, avatar: row.caregiver_avatar },
    last_message: lastMessage ? presentMessage(lastMessage, row.caregiver_id) : null,
    unread_count: row.unread_count,
    last_activity_at: row.activity_at,
  };
}
