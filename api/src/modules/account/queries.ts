import { isLpkRole } from 'contracts';
import type { Db } from '../../db/database';
import { invalidateCatalogue } from '../catalogue/cache';
import { deleteReviewsOf } from '../reviews/queries';
import type { UserRow } from '../../db/schema';

/** The reads and the deletion of the user's own data (the audit log's writes: audit.ts). */

/**
 * The visits of staff to a user's data (audit.ts: one entry per visit, each read written), newest
 * first (one page, or all), with the names as recorded and as they are now, and each visit's
 * number of reads and last read.
 */
export async function auditRowsForSubject(db: Db, subjectUserId: number, paging?: { page: number; per_page: number }) {
  let query = db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .leftJoin('institutes as i', 'i.id', 'a.lpk_id')
    .select([
      'a.id',
      'a.action',
      'a.created_at',
      'a.registration_id',
      'a.actor_user_id',
      'a.actor_name',
      'a.actor_role',
      'a.lpk_id',
      'a.lpk_name',
      'u.full_name as current_actor_name',
      'u.role as current_actor_role',
      'i.name as current_lpk_name',
    ])
    .where('a.subject_user_id', '=', subjectUserId)
    .where('a.visit_of', 'is', null)
    .orderBy('a.id', 'desc');
  if (paging) query = query.limit(paging.per_page).offset((paging.page - 1) * paging.per_page);
  const [visits, count] = await Promise.all([
    query.execute(),
    db
      .selectFrom('audit_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_user_id', '=', subjectUserId)
      .where('visit_of', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const later =
    visits.length === 0
      ? []
      : await db
          .selectFrom('audit_logs')
          .select((eb) => ['visit_of', eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last_at')])
          .where(
            'visit_of',
            'in',
            visits.map((v) => v.id),
          )
          .groupBy('visit_of')
          .execute();
  const more = new Map(later.map((row) => [row.visit_of, { n: Number(row.n), lastAt: String(row.last_at) }]));
  const rows = visits.map((visit) => {
    const rest = more.get(visit.id);
    return { ...visit, reads: 1 + (rest?.n ?? 0), last_at: rest?.lastAt ?? visit.created_at };
  });
  return { rows, total: Number(count.n) };
}

export type AuditRow = Awaited<ReturnType<typeof auditRowsForSubject>>['rows'][number];

/** Everything stored about a user that the export lists beside the profile and the audit log. */
export async function exportRows(db: Db, user: UserRow) {
  const [sectionRows, registrationRows, referrals, tokens, staffReads, mails] = await Promise.all([
    db.selectFrom('profile_sections').select(['section', 'data', 'updated_at']).where('user_id', '=', user.id).orderBy('section').execute(),
    db.selectFrom('registrations').selectAll().where('user_id', '=', user.id).orderBy('id', 'asc').execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referred_by', '=', user.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('personal_access_tokens')
      .select(['id', 'name', 'created_at', 'last_used_at', 'device_browser', 'device_os'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    isLpkRole(user.role)
      ? db
          .selectFrom('audit_logs')
          .select(['id', 'action', 'subject_user_id', 'registration_id', 'lpk_id', 'created_at'])
          .where('actor_user_id', '=', user.id)
          .orderBy('id', 'asc')
          .execute()
      : Promise.resolve([]),
    db.selectFrom('mail_outbox').select(['template', 'to_address', 'status', 'created_at', 'sent_at']).where('user_id', '=', user.id).orderBy('id').execute(),
  ]);
  const registrationIds = registrationRows.map((r) => r.id);
  const certificates = registrationIds.length
    ? await db.selectFrom('certificates').selectAll().where('registration_id', 'in', registrationIds).orderBy('id').execute()
    : [];
  // Messages of the user's own registration threads, and any message the user sent (staff).
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'registration_id', 'sender_user_id', 'body', 'read_at', 'created_at'])
    .where((eb) =>
      registrationIds.length ? eb.or([eb('registration_id', 'in', registrationIds), eb('sender_user_id', '=', user.id)]) : eb('sender_user_id', '=', user.id),
    )
    .orderBy('id')
    .execute();
  return { sectionRows, registrationRows, referralCount: Number(referrals.n), tokens, staffReads, certificates, messages, mails };
}

/**
 * Deletes the account and all personal data. The foreign keys cascade (tokens, Google links, profile
 * sections, registrations with their history and certificates, audit rows about the user);
 * the explicit deletes keep that true even where cascades are off. Users this one referred keep
 * their accounts (`referred_by` becomes null); history events they authored as staff keep the
 * event without the actor, and the audit rows of their reads stay in the applicants' logs.
 * Returns the registrations that disappeared, for the real-time notice to their LPKs.
 */
export async function deleteAccountData(db: Db, userId: number): Promise<Array<{ id: number; lpk_id: number }>> {
  let reviewsChanged = false;
  const removed = await db.transaction().execute(async (trx) => {
    // The user's reviews go with the account; each LPK's rating is put right (modules/reviews).
    reviewsChanged = await deleteReviewsOf(trx, userId);
    const registrations = await trx.selectFrom('registrations').select(['id', 'lpk_id']).where('user_id', '=', userId).execute();
    const ids = registrations.map((r) => r.id);
    if (ids.length) {
      await trx.deleteFrom('certificates').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('registration_events').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('mail_thread_notices').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('mail_digest_items').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('registrations').where('id', 'in', ids).execute();
    }
    await trx.updateTable('registration_events').set({ actor_user_id: null }).where('actor_user_id', '=', userId).execute();
    await trx.updateTable('users').set({ referred_by: null }).where('referred_by', '=', userId).execute();
    // The user's own audit log goes; the rows of reads they made as staff stay in the
    // applicants' logs, with the name recorded at the read and no account behind it.
    await trx.deleteFrom('audit_logs').where('subject_user_id', '=', userId).execute();
    await trx.updateTable('audit_logs').set({ actor_user_id: null }).where('actor_user_id', '=', userId).execute();
    await trx.deleteFrom('profile_sections').where('user_id', '=', userId).execute();
    // Mail: the outbox (addresses, names) and the links, preferences and notices of the account.
    await trx.deleteFrom('mail_outbox').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mail_links').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mail_preferences').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mail_thread_notices').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mail_digest_items').where('user_id', '=', userId).execute();
    await trx.deleteFrom('mail_digests').where('user_id', '=', userId).execute();
    await trx.deleteFrom('oidc_link_tickets').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    await trx.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return registrations;
  });
  if (reviewsChanged) await invalidateCatalogue(db);
  return removed;
}
