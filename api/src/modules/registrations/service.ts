import {
  CERTIFICATE_ISSUED_ON,
  canStaffMove,
  canWithdraw,
  isLive,
  isRegistrationStatus,
  staffMayAccess,
  statusLabelKey,
  type RegistrationStatus,
} from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow } from '../../db/schema';
import { HttpError, fieldError, notFound, type FieldErrors } from '../../lib/http-error';
import { lockActiveLpk } from '../../plugins/access';
import { nowIso } from '../../lib/time';
import type { Translate } from '../../i18n';
import { issueCertificate } from '../certificates/service';
import type { MailService } from '../mail';
import { mailNewRegistration, mailStatusChange } from '../notifications/registrations';
import { consentScopeFor } from './consent';
import { isUniqueViolation } from '../../db/errors';
import {
  findJobOwner,
  findRegistration,
  findRegistrationAt,
  findRegistrationOf,
  insertEvent,
  insertRegistration,
  instituteStatus,
  pageOfUser,
  statusesWithLpk,
  updateStatusFrom,
} from './queries';

/**
 * The registration use cases (docs/architecture.md section 2), on the state machine of
 * contracts/src/registration: register, read and withdraw one's own; staff find and move the
 * registrations of their LPK.
 */

const alreadyRegistered = () => fieldError('lpk_id', 'registrations.already_registered', undefined, 'registrations.already_registered');

export interface CreateInput {
  lpk_id: number;
  job_id?: number | null | undefined;
}

/**
 * Registers a caregiver with an LPK after explicit consent: checks the LPK and job, refuses a
 * second live registration with the same LPK, and stores the registration with its first
 * history event in one transaction.
 */
export async function createRegistration(db: Db, mail: Pick<MailService, 'enqueue'>, userId: number, input: CreateInput): Promise<RegistrationRow> {
  const errors: FieldErrors = {};
  const lpkStatus = await instituteStatus(db, input.lpk_id);
  if (lpkStatus === undefined) errors.lpk_id = [{ key: 'registrations.lpk_unknown' }];
  // Suspended by the operator: no new registrations (issue 23).
  else if (lpkStatus === 'suspended') errors.lpk_id = [{ key: 'registrations.lpk_suspended' }];
  if (input.job_id != null) {
    const job = await findJobOwner(db, input.job_id);
    if (!job) errors.job_id = [{ key: 'registrations.job_unknown' }];
    else if (job.lpk_id !== input.lpk_id) errors.job_id = [{ key: 'registrations.job_other_lpk' }];
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'errors.validation', errors);

  const existing = await statusesWithLpk(db, userId, input.lpk_id);
  if (existing.some((r) => isLive(r.status))) throw alreadyRegistered();

  const at = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await insertRegistration(trx, {
        userId,
        lpkId: input.lpk_id,
        jobId: input.job_id ?? null,
        status: 'pending',
        consentScope: JSON.stringify(consentScopeFor(input.lpk_id)),
        at,
      });
      // The LPK's staff are told by mail, with the registration (both or neither).
      await mailNewRegistration(mail, trx, row);
      return row;
    });
  } catch (error) {
    // Two requests racing: the partial unique index (migration 0002) lets only one through.
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}

/** One page of a caregiver's own registrations, newest first. */
export function listOwnRegistrations(db: Db, userId: number, page: number, perPage: number): Promise<{ rows: RegistrationRow[]; total: number }> {
  return pageOfUser(db, userId, page, perPage);
}

/** One of the caregiver's own registrations; another user's is indistinguishable from none. */
export async function findOwnRegistration(db: Db, userId: number, id: number): Promise<RegistrationRow> {
  const row = await findRegistrationOf(db, userId, id);
  if (!row) throw notFound('registrations.not_found');
  return row;
}

/**
 * A registration LPK staff may see: at their own LPK and not withdrawn. Anything else is a 404,
 * so staff cannot even learn that a registration exists elsewhere or was withdrawn.
 */
export async function findStaffRegistration(db: Db, lpkId: number, id: number): Promise<RegistrationRow> {
  const row = await findRegistrationAt(db, lpkId, id);
  if (!row || !staffMayAccess(row.status)) throw notFound('registrations.not_found');
  return row;
}

/**
 * Changes the status from `from` to `to` only if nobody changed it meanwhile (conditional
 * update), appends the history event, issues the certificate on `registered`, and writes what
 * `also` adds (a mail) in the same transaction. `first` runs before anything is written, in the
 * transaction: a staff move checks there that the operator has not suspended the LPK (locked).
 */
async function applyMove(
  db: Db,
  row: RegistrationRow,
  to: RegistrationStatus,
  actorUserId: number,
  note: string | null,
  onConflict: (current: RegistrationRow | undefined) => HttpError,
  also?: (trx: Db, updated: RegistrationRow) => Promise<void>,
  first?: (trx: Db) => Promise<void>,
): Promise<RegistrationRow> {
  const at = nowIso();
  return db.transaction().execute(async (trx) => {
    await first?.(trx);
    const updated = await updateStatusFrom(trx, row.id, row.status, to, at);
    if (!updated) throw onConflict(await findRegistration(trx, row.id));
    await insertEvent(trx, { registrationId: row.id, status: to, note, actorUserId, at });
    if (to === CERTIFICATE_ISSUED_ON) await issueCertificate(trx, row.id, at);
    await also?.(trx, updated);
    return updated;
  });
}

/** The caregiver withdraws: allowed until the registration is closed (rejected or withdrawn). */
export async function withdrawRegistration(db: Db, userId: number, id: number, t: Translate): Promise<{ before: RegistrationRow; after: RegistrationRow }> {
  const row = await findOwnRegistration(db, userId, id);
  const refuse = (status: string) => {
    const params = { status: t(statusLabelKey(status)) };
    return new HttpError(422, 'registrations.cannot_withdraw', { status: [{ key: 'registrations.cannot_withdraw', params }] }, undefined, params);
  };
  if (!canWithdraw(row.status)) throw refuse(row.status);
  const after = await applyMove(db, row, 'withdrawn', userId, null, (current) => refuse(current?.status ?? 'withdrawn'));
  return { before: row, after };
}

export interface MoveInput {
  lpkId: number;
  actorUserId: number;
  registrationId: number;
  to: RegistrationStatus;
  note: string | null;
}

/**
 * LPK staff move a registration of their LPK along the state machine (the caregiver is told by
 * mail); any other move is a 422; while the operator has suspended the LPK, a 403 (checked under a
 * lock in the move's transaction: plugins/access.ts, lockActiveLpk).
 */
export async function moveRegistration(
  db: Db,
  mail: Pick<MailService, 'enqueue'>,
  input: MoveInput,
  t: Translate,
): Promise<{ before: RegistrationRow; after: RegistrationRow }> {
  const row = await findStaffRegistration(db, input.lpkId, input.registrationId);
  const refuse = (from: string) => {
    const params = { from: t(statusLabelKey(from)), to: t(statusLabelKey(input.to)) };
    return new HttpError(422, 'applicants.invalid_move', { status: [{ key: 'applicants.invalid_move', params }] }, undefined, params);
  };
  const from = row.status;
  if (!isRegistrationStatus(from) || !canStaffMove(from, input.to)) throw refuse(from);
  const after = await applyMove(
    db,
    row,
    input.to,
    input.actorUserId,
    input.note,
    (current) => {
      if (!current || !staffMayAccess(current.status)) return notFound('registrations.not_found');
      return refuse(current.status);
    },
    (trx, updated) => mailStatusChange(mail, trx, updated),
    // The route's guard refused a suspended LPK; a suspension committed since is caught here (issue 32).
    (trx) => lockActiveLpk(trx, input.lpkId),
  );
  return { before: row, after };
}
