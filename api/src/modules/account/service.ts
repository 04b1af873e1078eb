import type { AuditLogItem, DataExport, SessionItem, deleteAccountBody } from 'contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { scrubDeletedData } from '../../db/scrub';
import type { Translate } from '../../i18n';
import { fieldError, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { Broadcaster } from '../../realtime/broadcaster';
import { verifyPassword } from '../auth/passwords';
import { hasPassword, requireRecentSignIn, type SessionStart } from '../auth/reauth';
import { listSessions, purgeExpiredTokens, revokeOwnToken, type SessionPolicy } from '../auth/tokens';
import { presentCertificate } from '../certificates/service';
import { deleteAvatarFile, readProfile } from '../profile';
import { removeAttachmentsOf } from '../reports/attachments';
import { myReports } from '../reports/service';
import type { Uploads } from '../uploads/storage';
import { presentRegistrations, type PresentContext } from '../registrations/present';
import { reviewsOf } from '../reviews/service';
import { preferencesOf } from '../mail/preferences';
import { presentUser } from '../users/present';
import { presentAuditItem, presentSession } from './present';
import { auditRowsForSubject, deleteAccountData, exportRows } from './queries';

/** What the account use cases need besides the database: the real-time sockets to close, the session policy, a log. */
export interface AccountDeps {
  db: Db;
  broadcaster: Pick<Broadcaster, 'terminateTokens' | 'terminateUser'>;
  policy: SessionPolicy;
  log: Record<'info' | 'error', (details: object, message: string) => void>;
}

/** My signed-in devices, the current one marked, most recently used first; my expired sessions are cleared on the way. */
export async function mySessions(deps: AccountDeps, t: Translate, userId: number, currentTokenId: number | null): Promise<SessionItem[]> {
  const expired = await purgeExpiredTokens(deps.db, deps.policy, userId);
  if (expired.length) await deps.broadcaster.terminateTokens(expired);
  const rows = await listSessions(deps.db, userId);
  return rows.map((row) => presentSession(t, row, currentTokenId, deps.policy));
}

/** Ends one of my sessions (the current one too: that is a logout); another user's is a 404. */
export async function endMySession(deps: AccountDeps, userId: number, currentTokenId: number | null, id: number): Promise<{ id: number; current: boolean }> {
  if (!(await revokeOwnToken(deps.db, userId, id))) throw notFound('account.sessions.not_found');
  await deps.broadcaster.terminateTokens([id]);
  const current = id === currentTokenId;
  deps.log.info({ userId, tokenId: id, current }, 'session ended');
  return { id, current };
}

/** Who read the user's data, newest first (one page, or all). */
export async function auditOf(
  db: Db,
  t: Translate,
  subjectUserId: number,
  paging?: { page: number; per_page: number },
): Promise<{ items: AuditLogItem[]; total: number }> {
  const { rows, total } = await auditRowsForSubject(db, subjectUserId, paging);
  return { items: rows.map((row) => presentAuditItem(t, row)), total };
}

/**
 * Everything the platform holds about a user (right of access / portability). Never the
 * password hash or token hashes.
 */
export async function buildExport(ctx: PresentContext & { t: Translate }, user: UserRow): Promise<DataExport> {
  const { db } = ctx;
  const [profile, rows, audit] = await Promise.all([readProfile(db, user.id), exportRows(db, user), auditOf(db, ctx.t, user.id)]);
  const registrations = await presentRegistrations(ctx, rows.registrationRows);
  const statusOf = new Map(rows.registrationRows.map((r) => [r.id, r.status]));
  return {
    exported_at: nowIso(),
    user: { ...presentUser(user), updated_at: user.updated_at, was_referred: user.referred_by !== null },
    profile: {
      sections: profile?.sections ?? {},
      completeness: profile?.completeness ?? null,
      /** Stored rows the profile module does not (or no longer) knows, so nothing held is left out. */
      other_sections: rows.sectionRows
        .filter((r) => !profile || !(r.section in profile.sections))
        .map((r) => ({ section: r.section, data: r.data, updated_at: r.updated_at })),
    },
    registrations,
    certificates: rows.certificates.map((c) => ({
      registration_id: c.registration_id,
      ...presentCertificate(c, statusOf.get(c.registration_id) ?? 'pending', ctx.appUrl),
    })),
    messages: rows.messages.map((m) => ({ ...m, from_me: m.sender_user_id === user.id })),
    /** Who at which LPK read this user's data. */
    audit_log: audit.items,
    referrals: { count: rows.referralCount },
    sessions: rows.tokens.map((s) => ({
      id: s.id,
      name: s.name,
      created_at: s.created_at,
      last_used_at: s.last_used_at,
      browser: s.device_browser,
      os: s.device_os,
    })),
    /** For LPK staff: the applicant data reads they made (recorded in applicants' audit logs). */
    staff_reads: rows.staffReads,
    /** The reports of problems with an LPK the user sent (modules/reports). */
    reports: await myReports(db, user.id),
    /** The reviews of LPKs the user wrote (modules/reviews). */
    reviews: await reviewsOf(db, user.id),
    mail: {
      preferences: await preferencesOf(db, user.id, user.role),
      sent: rows.mails.map((m) => ({ template: m.template, to: m.to_address, status: m.status, created_at: m.created_at, sent_at: m.sent_at })),
    },
  };
}

/**
 * Deletes the account and all its personal data, after the password (an account created through
 * Google without a password of its own: a sign-in within the last 10 minutes instead); every
 * token of the account goes with it, its real-time sockets close on every node, the deleted rows
 * are scrubbed from the database files. The avatar file is removed first: when the upload store
 * cannot be reached the deletion is refused (503) and nothing is deleted, so no avatar outlives
 * its account. Returns the registrations that disappeared (their LPKs are told).
 */
export async function deleteMyAccount(
  deps: AccountDeps,
  user: UserRow,
  session: SessionStart,
  input: z.output<typeof deleteAccountBody>,
  uploads: Uploads,
): Promise<Array<{ id: number; lpk_id: number }>> {
  if (hasPassword(user)) {
    if (!input.password) throw fieldError('password', 'validation.required');
    if (!(await verifyPassword(user.password_hash, input.password)))
      throw fieldError('password', 'account.password_wrong', undefined, 'account.password_wrong');
  } else {
    requireRecentSignIn(session);
  }
  await deleteAvatarFile(uploads, user.avatar);
  // The attachments of the user's reports too (the rows go with the account: modules/reports).
  await removeAttachmentsOf(deps.db, uploads, user.id);
  const removed = await deleteAccountData(deps.db, user.id);
  // Every token went with the account: its real-time sockets close on every node.
  await deps.broadcaster.terminateUser(user.id);
  // The deleted rows must not stay readable in the database files either.
  await scrubDeletedData(deps.db).catch((error: unknown) => deps.log.error({ err: error, userId: user.id }, 'database not scrubbed after account deletion'));
  deps.log.info({ userId: user.id, role: user.role, registrations: removed.length }, 'account deleted');
  return removed;
}
