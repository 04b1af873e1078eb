import type { MessageWithSender, Side, ThreadSummaryRow } from './service';

/** A message as both sides (and the MessageSent event) see it. */
export interface MessageJson {
  id: number;
  registration_id: number;
  body: string;
  /** Which side wrote it: the caregiver, or the LPK's staff. */
  side: Side;
  /** null once the sender's account is deleted. */
  sender: { id: number; full_name: string; avatar: string | null; role: 'caregiver' | 'lpk_staff' } | null;
  read_at: string | null;
  created_at: string;
}

export interface ThreadJson {
  registration_id: number;
  status: string;
  lpk: { id: number; name: string };
  caregiver: { id: number; full_name: string; avatar: string | null };
  last_message: MessageJson | null;
  unread_count: number;
  last_activity_at: string;
}

/** `caregiverId` is the registration's owner: their messages are the caregiver side. */
export function presentMessage(row: MessageWithSender, caregiverId: number): MessageJson {
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

export function presentThread(row: ThreadSummaryRow, lastMessage: MessageWithSender | undefined): ThreadJson {
  return {
    registration_id: row.registration_id,
    status: row.status,
    lpk: { id: row.lpk_id, name: row.lpk_name },
    caregiver: { id: row.caregiver_id, full_name: row.caregiver_name, avatar: row.caregiver_avatar },
    last_message: lastMessage ? presentMessage(lastMessage, row.caregiver_id) : null,
    unread_count: row.unread_count,
    last_activity_at: row.activity_at,
  };
}
