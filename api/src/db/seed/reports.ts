import type { Db } from '../database';

/**
 * One closed report (issue 34, part 3), so a new user sees how reporting works: the demo caregiver
 * (caregiver@demo.test) reported institute 3 for asking a "guarantee" that its listing does not
 * show; the operator reviewed it and closed it. Her dashboard shows it as closed; the operator's
 * queue has it under that LPK with its history (a status change, a note, the close) and the matching
 * rows of the operator's audit log. No attachment.
 */
const LPK_ID = 3;
const DAY = 24 * 60 * 60 * 1000;

export async function seedReports(db: Db): Promise<void> {
  const reporter = await db.selectFrom('users').select('id').where('email', '=', 'caregiver@demo.test').executeTakeFirst();
  const operator = await db.selectFrom('users').select(['id', 'full_name']).where('email', '=', 'operator@demo.test').executeTakeFirst();
  const institute = await db.selectFrom('institutes').select('id').where('id', '=', LPK_ID).executeTakeFirst();
  if (!reporter || !operator || !institute) return;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
  const report = await db
    .insertInto('lpk_reports')
    .values({
      reporter_user_id: reporter.id,
      institute_id: institute.id,
      registration_id: null,
      category: 'deposit_or_guarantee',
      body: 'Saat survei ke kantor LPK, staf meminta "uang jaminan" Rp 5.000.000 supaya saya tidak mengundurkan diri. Biaya ini tidak tercantum di halaman LPK dan tidak ada kuitansi resmi.',
      attachment_key: null,
      attachment_type: null,
      attachment_bytes: null,
      status: 'closed',
      locale: 'id',
      created_at: at(21),
      updated_at: at(12),
      status_changed_at: at(12),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const history = [
    { daysAgo: 20, kind: 'status' as const, status: 'in_review', note: null, action: 'report.status_changed' as const },
    {
      daysAgo: 15,
      kind: 'note' as const,
      status: null,
      note: 'LPK dihubungi: mengakui permintaan itu dan mengembalikan uangnya; biaya jaminan dihapus dari formulir pendaftarannya.',
      action: 'report.noted' as const,
    },
    { daysAgo: 12, kind: 'status' as const, status: 'closed', note: 'Pelapor mengonfirmasi uangnya sudah kembali.', action: 'report.status_changed' as const },
  ];
  for (const step of history) {
    const createdAt = at(step.daysAgo);
    await db
      .insertInto('lpk_report_events')
      .values({
        report_id: report.id,
        actor_user_id: operator.id,
        actor_name: operator.full_name,
        kind: step.kind,
        status: step.status,
        note: step.note,
        created_at: createdAt,
      })
      .execute();
    await db
      .insertInto('operator_audit')
      .values({
        actor_user_id: operator.id,
        actor_name: operator.full_name,
        action: step.action,
        application_id: null,
        lpk_id: institute.id,
        reason: step.status,
        created_at: createdAt,
        client_address: null,
        report_id: report.id,
      })
      .execute();
  }
}
