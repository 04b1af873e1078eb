import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { Translate } from '../../i18n';
import { nowIso } from '../../lib/time';
import { presentCertificate } from '../certificates/service';
import { presentRegistrations, type PresentContext } from '../registrations/present';
import { readProfile } from '../profile';
import { presentUser } from '../users/present';
import { listAuditForSubject } from './audit';

/**
 * Everything the platform holds about a user (right of access / portability). Never the
 * password hash or token hashes.
 */
export async function buildExport(ctx: PresentContext & { t: Translate }, user: UserRow) {
  const { db } = ctx;
  const [profile, sectionRows, registrationRows, audit, referrals, tokens, staffReads] = await Promise.all([
    readProfile(db, user.id),
    db.selectFrom('profile_sections').select(['section', 'data', 'updated_at']).where('user_id', '=', user.id).orderBy('section').execute(),
    db.selectFrom('registrations').selectAll().where('user_id', '=', user.id).orderBy('id', 'asc').execute(),
    listAuditForSubject(db, ctx.t, user.id),
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('referred_by', '=', user.id).executeTakeFirstOrThrow(),
    db
      .selectFrom('personal_access_tokens')
      .select(['id', 'name', 'created_at', 'last_used_at', 'device_browser', 'device_os'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    user.role === 'lpk_staff'
      ? db
          .selectFrom('audit_logs')
          .select(['id', 'action', 'subject_user_id', 'registration_id', 'lpk_id', 'created_at'])
          .where('actor_user_id', '=', user.id)
          .orderBy('id', 'asc')
          .execute()
      : Promise.resolve([]),
  ]);
  const registrations = await presentRegistrations(ctx, registrationRows);
  const certificates = registrationRows.length
    ? await db
        .selectFrom('certificates')
        .selectAll()
        .where(
          'registration_id',
          'in',
          registrationRows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  // Messages of the user's own registration threads, and any message the user sent (staff).
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'registration_id', 'sender_user_id', 'body', 'read_at', 'created_at'])
    .where((eb) =>
      registrationRows.length
        ? eb.or([eb('registration_id', 'in', registrationRows.map((r) => r.id)), eb('sender_user_id', '=', user.id)])
        : eb('sender_user_id', '=', user.id),
    )
    .orderBy('id')
    .execute();
  const statusOf = new Map(registrationRows.map((r) => [r.id, r.status]));
  return {
    exported_at: nowIso(),
    user: { ...presentUser(user), updated_at: user.updated_at, was_referred: user.referred_by !== null },
    profile: {
      sections: profile?.sections ?? {},
      completeness: profile?.completeness ?? null,
      /** Stored rows the profile module does not (or no longer) knows, so nothing held is left out. */
      other_sections: sectionRows
        .filter((r) => !profile || !(r.section in profile.sections))
        .map((r) => ({ section: r.section, data: r.data, updated_at: r.updated_at })),
    },
    registrations,
    certificates: certificates.map((c) => ({
      registration_id: c.registration_id,
      ...presentCertificate(c, statusOf.get(c.registration_id) ?? 'pending', ctx.appUrl),
    })),
    messages: messages.map((m) => ({ ...m, from_me: m.sender_user_id === user.id })),
    /** Who at which LPK read this user's data. */
    audit_log: audit.items,
    referrals: { count: Number(referrals.n) },
    sessions: tokens.map((s) => ({ id: s.id, name: s.name, created_at: s.created_at, last_used_at: s.last_used_at, browser: s.device_browser, os: s.device_os })),
    /** For LPK staff: the applicant data reads they made (recorded in applicants' audit logs). */
    staff_reads: staffReads,
  };
}

/**
 * Deletes the account and all personal data. The foreign keys cascade (tokens, Google links, profile
 * sections, registrations with their history and certificates, audit rows about the user);
 * the explicit deletes keep that true even where cascades are off. Users this one referred keep
 * their accounts (`referred_by` becomes null); history events they authored as staff keep the
 * event without the actor, and the audit rows of their reads stay in the applicants' logs.
 * Returns the registrations that disappeared, for the real-time notice to their LPKs.
 */
export async function deleteAccount(db: Db, userId: number): Promise<Array<{ id: number; lpk_id: number }>> {
  return db.transaction().execute(async (trx) => {
    const registrations = await trx.selectFrom('registrations').select(['id', 'lpk_id']).where('user_id', '=', userId).execute();
    const ids = registrations.map((r) => r.id);
    if (ids.length) {
      await trx.deleteFrom('certificates').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('registration_events').where('registration_id', 'in', ids).execute();
      await trx.deleteFrom('registrations').where('id', 'in', ids).execute();
    }
    await trx.updateTable('registration_events').set({ actor_user_id: null }).where('actor_user_id', '=', userId).execute();
    await trx.updateTable('users').set({ referred_by: null }).where('referred_by', '=', userId).execute();
    // The user's own audit log goes; the rows of reads they made as staff stay in the
    // applicants' logs, with the name recorded at the read and no account behind it.
    await trx.deleteFrom('audit_logs').where('subject_user_id', '=', userId).execute();
    await trx.updateTable('audit_logs').set({ actor_user_id: null }).where('actor_user_id', '=', userId).execute();
    await trx.deleteFrom('profile_sections').where('user_id', '=', userId).execute();
    await trx.deleteFrom('oidc_link_tickets').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    await trx.deleteFrom('personal_access_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return registrations;
  });
}
