import { LIVE_STATUSES } from 'contracts';
import type { Db } from '../../db/database';
import type { MailService } from '../mail';
import { lpkName, recipientById, staffOf, type Recipient } from './recipients';

/**
 * "A message not read within 10 minutes" (the mail worker runs this scan every 30 s on every
 * node): for each live thread with messages of one side unread for `unreadAfterMs`, each
 * recipient on the other side (the caregiver, or every staff member of the LPK) gets one mail,
 * at most one per thread an hour, and never two for the same messages. Messages older than a
 * day are left alone (a node that was down a day does not mail about history).
 *
 * Nodes scanning at once agree through mail_thread_notices: the mail is written in the
 * transaction of a conditional upsert of the thread's notice, which only one of them wins.
 */

const HISTORY_MS = 24 * 60 * 60_000;

interface UnreadThread {
  registration_id: number;
  user_id: number;
  lpk_id: number;
  last_message_id: number;
}

export interface UnreadRules {
  unreadAfterMs: number;
  threadQuietMs: number;
}

/** Live threads with messages of `from` unread since at least `until`, with the newest such message. */
async function unreadThreads(db: Db, from: 'caregiver' | 'staff', until: string, since: string): Promise<UnreadThread[]> {
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('registrations as r', 'r.id', 'm.registration_id')
    .select(['m.registration_id', 'r.user_id', 'r.lpk_id'])
    .select((eb) => eb.fn.max('m.id').as('last_message_id'))
    .where('m.read_at', 'is', null)
    .where('m.created_at', '<=', until)
    .where('m.created_at', '>', since)
    .where('r.status', 'in', [...LIVE_STATUSES])
    .where((eb) =>
      from === 'caregiver'
        ? eb('m.sender_user_id', '=', eb.ref('r.user_id'))
        : eb.or([eb('m.sender_user_id', 'is', null), eb('m.sender_user_id', '!=', eb.ref('r.user_id'))]),
    )
    .groupBy(['m.registration_id', 'r.user_id', 'r.lpk_id'])
    .execute();
  return rows.map((row) => ({ ...row, last_message_id: Number(row.last_message_id) }));
}

/**
 * Claims the thread's notice for a recipient: true when no mail went to them about this thread
 * within `quietMs` and none about these messages (the newest unread one is newer than the last
 * notified). Of nodes racing, one wins (the upsert's condition is checked on the row as committed).
 */
async function claimNotice(db: Db, thread: UnreadThread, recipientId: number, now: number, quietMs: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const quietSince = new Date(now - quietMs).toISOString();
  const row = await db
    .insertInto('mail_thread_notices')
    .values({ registration_id: thread.registration_id, user_id: recipientId, last_message_id: thread.last_message_id, last_sent_at: at })
    .onConflict((oc) =>
      oc
        .columns(['registration_id', 'user_id'])
        .doUpdateSet({ last_message_id: thread.last_message_id, last_sent_at: at })
        .where((eb) =>
          eb.and([eb('mail_thread_notices.last_sent_at', '<=', quietSince), eb('mail_thread_notices.last_message_id', '<', thread.last_message_id)]),
        ),
    )
    .returning('registration_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** One scan: writes the mails due now; returns how many. */
export async function scanUnreadMessages(mail: Pick<MailService, 'enqueue'>, db: Db, now: number, rules: UnreadRules): Promise<number> {
  const until = new Date(now - rules.unreadAfterMs).toISOString();
  const since = new Date(now - HISTORY_MS).toISOString();
  let written = 0;
  for (const from of ['staff', 'caregiver'] as const) {
    for (const thread of await unreadThreads(db, from, until, since)) {
      const recipients: Recipient[] =
        from === 'staff' ? [await recipientById(db, thread.user_id)].filter((r) => r !== undefined) : await staffOf(db, thread.lpk_id);
      if (recipients.length === 0) continue;
      const name = await lpkName(db, thread.lpk_id);
      for (const recipient of recipients) {
        const sent = await db.transaction().execute(async (trx) => {
          if (!(await claimNotice(trx, thread, recipient.id, now, rules.threadQuietMs))) return false;
          const queued = await mail.enqueue(trx, {
            template: 'message_unread',
            to: recipient.email,
            locale: recipient.locale,
            userId: recipient.id,
            data: { name: recipient.full_name, registration_id: thread.registration_id, lpk_name: name, side: from === 'staff' ? 'caregiver' : 'staff' },
          });
          return queued !== null;
        });
        if (sent) written += 1;
      }
    }
  }
  return written;
}
