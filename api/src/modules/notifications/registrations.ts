import type { RegistrationStatus } from 'contracts';
import type { Db } from '../../db/database';
import type { RegistrationRow } from '../../db/schema';
import type { MailService } from '../mail';
import { lpkName, recipientById, staffOf } from './recipients';

type Mail = Pick<MailService, 'enqueue'>;

/**
 * Registration mails, written in the transaction of the change (registrations/service.ts):
 * the caregiver is told of a status staff set, each staff member of the LPK of a new registration.
 * They name the LPK and the status, never the applicant (docs/mail.md, data protection).
 */

/** To the caregiver: their registration has a new status. */
export async function mailStatusChange(mail: Mail, db: Db, registration: RegistrationRow): Promise<void> {
  const caregiver = await recipientById(db, registration.user_id);
  if (!caregiver) return;
  await mail.enqueue(db, {
    template: 'registration_status',
    to: caregiver.email,
    locale: caregiver.locale,
    userId: caregiver.id,
    data: {
      name: caregiver.full_name,
      registration_id: registration.id,
      lpk_name: await lpkName(db, registration.lpk_id),
      status: registration.status as RegistrationStatus,
    },
  });
}

/** To every staff member of the LPK: someone registered. */
export async function mailNewRegistration(mail: Mail, db: Db, registration: RegistrationRow): Promise<void> {
  const staff = await staffOf(db, registration.lpk_id);
  if (staff.length === 0) return;
  const name = await lpkName(db, registration.lpk_id);
  for (const member of staff) {
    await mail.enqueue(db, {
      template: 'new_registration',
      to: member.email,
      locale: member.locale,
      userId: member.id,
      data: { name: member.full_name, registration_id: registration.id, lpk_name: name },
    });
  }
}
