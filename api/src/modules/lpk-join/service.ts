import { LPK_JOIN_EVENTS, lpkApplyFields, lpkInstituteFields, phone as phoneSchema, type LicenceDocumentType } from 'contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { LpkApplicationRow, UserRow } from '../../db/schema';
import { HttpError, type FieldErrors } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { issuesToFieldErrors } from '../../lib/validation';
import type { Broadcaster } from '../../realtime/broadcaster';
import { enqueueVerification } from '../auth/email-verification';
import { isCommonPassword, hashPassword } from '../auth/passwords';
import { emailTaken, insertUser } from '../auth/queries';
import { issueToken } from '../auth/tokens';
import type { MailService } from '../mail';
import { licenceKey } from '../registry/licence';
import { uniqueReferralCode } from '../users/referral';
import type { ApplyForm } from './form';

/**
 * Apply to list an LPK, or claim a listed one (issue 23): a pending `lpk_admin` account (lpk_id
 * null until the operator approves), the application and its document, and the mail verifying the
 * account's address (the outbox: sent with the application, issue 33), in one transaction; then
 * signed in, and the operators told at once (`LpkApplicationSubmitted` on private-operators).
 * Bad input changes nothing: every field is checked before anything is written.
 */

/** The real-time channel every operator listens on. */
export const OPERATORS_CHANNEL = 'private-operators';

export interface Applied {
  token: string;
  user: UserRow;
  application: LpkApplicationRow;
}

async function validate(db: Db, form: ApplyForm) {
  const parsed = lpkApplyFields.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const phone = checkPhone(form, errors);
  if (parsed.success && isCommonPassword(parsed.data.password) && !errors.password) errors.password = [{ key: 'auth.password_common' }];
  if (parsed.success && (await emailTaken(db, parsed.data.email))) errors.email = [{ key: 'lpk_join.email_taken' }];
  if (!form.document) errors.document = [{ key: 'validation.required' }];
  if (!parsed.success || !phone.success || Object.keys(errors).length) throw new HttpError(422, 'lpk_join.submit_failed', errors);
  return { ...parsed.data, phone: phone.data, document: form.document! };
}

/** The phone must be a valid Indonesian number (normalised); its message joins the others. */
function checkPhone(form: ApplyForm, errors: FieldErrors) {
  const phone = phoneSchema.safeParse(form.fields.phone ?? '');
  if (!phone.success && !errors.phone) errors.phone = issuesToFieldErrors(phone.error.issues).body ?? [{ key: 'labels.person.phone_invalid' }];
  return phone;
}

type ApplicationInput = Omit<ReturnType<typeof lpkInstituteFields.parse>, 'phone'> & {
  email: string;
  phone: string;
  document: NonNullable<ApplyForm['document']>;
};

/** The application and its document (inside the caller's transaction). */
async function insertApplication(trx: Db, userId: number, input: ApplicationInput, claimed: { id: number } | undefined, now: string) {
  const application = await trx
    .insertInto('lpk_applications')
    .values({
      user_id: userId,
      kind: claimed ? 'claim' : 'new',
      institute_id: claimed?.id ?? null,
      name: input.name,
      licence_number: input.licence_number,
      licence_key: licenceKey(input.licence_number),
      province: input.province,
      city: input.city,
      address: input.address,
      programs: JSON.stringify(input.programs),
      sending_org: input.sending_org ? 1 : 0,
      contact_name: input.contact_name,
      email: input.email,
      phone: input.phone,
      document_type: input.document.type satisfies LicenceDocumentType,
      document_bytes: input.document.bytes.length,
      status: 'pending',
      decision_reason: null,
      decided_by: null,
      decided_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('lpk_application_documents').values({ application_id: application.id, content: input.document.bytes }).execute();
  return application;
}

/** The listed (or suspended) institute with this licence number, if any: the application is then a claim. */
export async function instituteWithLicence(db: Db, licenceNumber: string) {
  return db
    .selectFrom('institutes')
    .select(['id', 'name', 'province'])
    .where(sql<string>`upper(replace(licence_number, ' ', ''))`, '=', licenceKey(licenceNumber))
    .orderBy('id')
    .executeTakeFirst();
}

export async function apply(
  deps: { db: Db; broadcaster: Broadcaster; mail: Pick<MailService, 'createLink' | 'enqueue' | 'wake'> },
  form: ApplyForm,
  client: { lang: string; userAgent?: string },
): Promise<Applied> {
  const { db } = deps;
  const input = await validate(db, form);
  const claimed = await instituteWithLicence(db, input.licence_number);
  const now = nowIso();
  const passwordHash = await hashPassword(input.password);
  const referral = await uniqueReferralCode(db);
  const { user, application } = await db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        full_name: input.contact_name,
        email: input.email,
        phone: input.phone,
        password_hash: passwordHash,
        role: 'lpk_admin',
        lpk_id: null,
        avatar: null,
        referral_code: referral,
        referred_by: null,
        locale: client.lang,
        created_at: now,
        updated_at: now,
      });
      const application = await insertApplication(trx, user.id, { ...input, email: user.email }, claimed, now);
      await enqueueVerification(deps.mail, trx, user, 'signup', client.lang);
      return { user, application };
    })
    .catch((error: unknown) => {
      // Two applications racing for one email: the unique index decides.
      if (/unique/i.test(String(error))) throw new HttpError(422, 'lpk_join.submit_failed', { email: [{ key: 'lpk_join.email_taken' }] });
      throw error;
    });
  deps.mail.wake();
  const token = await issueToken(db, user.id, { userAgent: client.userAgent });
  await deps.broadcaster.event(LPK_JOIN_EVENTS.applicationSubmitted, OPERATORS_CHANNEL, { application_id: application.id, kind: application.kind });
  return { token, user, application };
}

/**
 * A rejected applicant applies again from the same account (its e-mail; no new password): only a
 * pending LPK admin (no LPK yet) whose latest application was rejected. Anyone else: 403 (another
 * role, or an admin who runs an LPK already) or 409 (an application pending or approved).
 */
export async function applyAgain(deps: { db: Db; broadcaster: Broadcaster }, user: UserRow, form: ApplyForm): Promise<LpkApplicationRow> {
  const { db } = deps;
  if (user.role !== 'lpk_admin' || user.lpk_id !== null) throw new HttpError(403, 'lpk_join.reapply_forbidden');
  const latest = await latestApplicationOf(db, user.id);
  if (latest && latest.status !== 'rejected') throw new HttpError(409, 'lpk_join.reapply_pending');
  const parsed = lpkInstituteFields.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const phone = checkPhone(form, errors);
  if (!form.document) errors.document = [{ key: 'validation.required' }];
  if (!parsed.success || !phone.success || Object.keys(errors).length) throw new HttpError(422, 'lpk_join.submit_failed', errors);
  const input: ApplicationInput = { ...parsed.data, email: user.email, phone: phone.data, document: form.document! };
  const claimed = await instituteWithLicence(db, input.licence_number);
  const now = nowIso();
  const application = await db
    .transaction()
    .execute(async (trx) => {
      const again = await latestApplicationOf(trx, user.id);
      if (again && again.status !== 'rejected') throw new HttpError(409, 'lpk_join.reapply_pending');
      return insertApplication(trx, user.id, input, claimed, now);
    })
    .catch((error: unknown) => {
      // A second tab sending at the same moment passed the check above too: the index of one pending
      // application per account (migration 0018) refuses its insert.
      if (isUniqueViolation(error)) throw new HttpError(409, 'lpk_join.reapply_pending');
      throw error;
    });
  await deps.broadcaster.event(LPK_JOIN_EVENTS.applicationSubmitted, OPERATORS_CHANNEL, { application_id: application.id, kind: application.kind });
  return application;
}

/** The user's latest application (an applicant may apply again after a rejection). */
export async function latestApplicationOf(db: Db, userId: number): Promise<LpkApplicationRow | undefined> {
  return db.selectFrom('lpk_applications').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
