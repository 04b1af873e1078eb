import { call, DEMO, login, registerCaregiver } from './helpers';
import { withMail } from './mail-helpers';
import { startInbox, type Inbox } from './maildev';
import { countRows, createStaff, move, register } from './registrations-fixtures';
import { echoFor, once, until, type EchoClient, type Stack, startStack } from './realtime-helpers';
import { multipart, pngOf } from './helpers/uploads';
import { programOf, vacancyInput } from './lpk-admin-fixtures';

/**
 * A suspension freezes the LPK's work, visibly (issue 32; docs/lpk-join.md). While the operator
 * has suspended an LPK its staff and admins read registrations and messages and answer messages;
 * moving a registration (and so issuing a certificate), changing the listing, its photos and
 * vacancies, and inviting staff are 403 naming the suspension and its reason, and change nothing
 * (the caregiver is not mailed). The admins are mailed on suspend and on reinstate (MailDev);
 * the LPK's own channel carries `LpkStatusChanged` to a real pusher-js client; reinstating
 * restores everything. SQLite and, with DATABASE_URL, PostgreSQL.
 */
const LPK = 6;
const REASON = 'Biaya pendaftaran di luar ketentuan dilaporkan';
let inbox: Inbox;
let stack: Stack;
const clients: EchoClient[] = [];
const app = () => stack.app;

let operator: string;
let staff: { token: string; id: number };
let adminId: { token: string; email: string };
let adminEn: { token: string; email: string };
/** A caregiver who wrote to the LPK, and one who did not; both registered (pending). */
let wrote: { token: string; email: string; registrationId: number };
let silent: { token: string; email: string; registrationId: number };
/** A vacancy the admin published before the suspension. */
let jobId: number;

async function adminOf(lpkId: number, locale: 'id' | 'en') {
  const account = await registerCaregiver(app());
  await app().db.updateTable('users').set({ role: 'lpk_admin', lpk_id: lpkId, locale }).where('id', '=', account.user.id).execute();
  return { token: account.token, email: account.email };
}

async function applicant() {
  const caregiver = await registerCaregiver(app());
  const registration = await register(app(), caregiver.token, { lpk_id: LPK, consent: true });
  expect(registration.status).toBe(201);
  return { token: caregiver.token, email: caregiver.email, registrationId: registration.body.data.id as number };
}

/** Mails written to `address` (the outbox: what will be sent, whether or not it has been yet). */
async function outboxTo(address: string): Promise<string[]> {
  const rows = await app().db.selectFrom('mail_outbox').select('template').where('to_address', '=', address.toLowerCase()).orderBy('id').execute();
  return rows.map((r) => r.template);
}

async function vacancyBody() {
  return vacancyInput({ pathway: await programOf(app(), LPK) });
}

async function uploadPhoto(token: string, lang: string) {
  const { payload, contentType } = multipart([{ name: 'photo', filename: 'photo.png', type: 'image/png', data: await pngOf(500, 400) }]);
  const res = await app().inject({
    method: 'POST',
    url: '/api/lpk/institution/listing/photos',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': lang, accept: 'application/json' },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { message: string } };
}

const suspend = (reason = REASON) => call(app(), 'POST', `/api/lpk/operator/institutes/${LPK}/suspend`, { token: operator, body: { reason } });
const reinstate = () => call(app(), 'POST', `/api/lpk/operator/institutes/${LPK}/reinstate`, { token: operator, body: { reason: 'Biaya sudah dikembalikan' } });

const MESSAGE_ID = `LPK Anda sedang ditangguhkan oleh operator platform (alasan: ${REASON}). Selama penangguhan Anda hanya dapat membaca pendaftaran dan pesan serta membalas pesan.`;
const MESSAGE_EN = `Your LPK is suspended by the platform operator (reason: ${REASON}). While it is suspended you can only read registrations and messages and answer messages.`;

beforeAll(async () => {
  inbox = await startInbox();
  stack = await startStack({ config: withMail(inbox) });
  operator = await login(app(), DEMO.operator);
  staff = await createStaff(app(), LPK, `staf.suspensi.${Date.now()}@lpk6.example.id`);
  adminId = await adminOf(LPK, 'id');
  adminEn = await adminOf(LPK, 'en');
  wrote = await applicant();
  silent = await applicant();
  expect(
    (await call(app(), 'POST', '/api/lpk/messages', { token: wrote.token, body: { registration_id: wrote.registrationId, body: 'Berapa biaya asramanya?' } }))
      .status,
  ).toBe(201);
  const published = await call(app(), 'POST', '/api/lpk/institution/vacancies', { token: adminId.token, body: await vacancyBody() });
  expect(published.status).toBe(201);
  jobId = published.body.data.id as number;
});
afterAll(async () => {
  clients.splice(0).forEach((c) => c.disconnect());
  await stack?.close();
  await inbox?.close();
});

test('GET /institution/lpk: staff and admins read their LPK’s standing; caregivers are refused', async () => {
  for (const token of [staff.token, adminId.token]) {
    const res = await call(app(), 'GET', '/api/lpk/institution/lpk', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: LPK, listing_status: 'listed', suspended_at: null, suspension_reason: null });
  }
  expect((await call(app(), 'GET', '/api/lpk/institution/lpk', { token: wrote.token })).status).toBe(403);
  expect((await call(app(), 'GET', '/api/lpk/institution/lpk')).status).toBe(401);
});

describe('while suspended', () => {
  let statusEvents: Array<{ id: number; listing_status: string; suspension_reason: string | null }>;
  let echo: EchoClient;

  beforeAll(async () => {
    // The staff member's console is open: a real pusher-js client on the LPK's channel.
    echo = echoFor(stack, staff.token);
    clients.push(echo);
    statusEvents = [];
    await once((cb) =>
      echo
        .private(`lpk.${LPK}`)
        .subscribed(() => cb(undefined))
        .listen('LpkStatusChanged', (e: (typeof statusEvents)[number]) => statusEvents.push(e)),
    );
    const started = Date.now();
    const res = await suspend();
    expect(res.status).toBe(200);
    await until(() => statusEvents.length === 1, 2_000, 'LpkStatusChanged (suspended)');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('the staff console hears it live, with the reason, and GET /institution/lpk says so', async () => {
    expect(statusEvents[0]).toMatchObject({ id: LPK, listing_status: 'suspended', suspension_reason: REASON });
    const res = await call(app(), 'GET', '/api/lpk/institution/lpk', { token: staff.token });
    expect(res.body.data).toMatchObject({ listing_status: 'suspended', suspension_reason: REASON, suspended_at: expect.any(String) });
  });

  test('each admin is mailed, in their language, with the reason and what is frozen; staff are not', async () => {
    const id = await inbox.waitFor((m) => m.to === adminId.email && m.subject.includes('ditangguhkan'));
    expect(id.text).toContain(`Alasan: ${REASON}`);
    expect(id.text).toContain('status pendaftaran tidak dapat diubah');
    expect(id.text).toContain('https://lpk.test/admin/institution');
    const en = await inbox.waitFor((m) => m.to === adminEn.email && m.subject.includes('is suspended by the operator'));
    expect(en.text).toContain(`Reason: ${REASON}`);
    expect((await outboxTo(adminId.email)).filter((t) => t === 'lpk_suspension')).toHaveLength(1);
    const staffEmail = (await app().db.selectFrom('users').select('email').where('id', '=', staff.id).executeTakeFirstOrThrow()).email;
    expect((await outboxTo(staffEmail)).filter((t) => t === 'lpk_suspension')).toEqual([]);
  });

  test('moving a registration is 403 naming the suspension and its reason (id and en); nothing changes, no certificate, the caregiver is not mailed', async () => {
    const eventsBefore = await countRows(app(), 'registration_events', 'registration_id', wrote.registrationId);
    const mailsBefore = await outboxTo(wrote.email);
    for (const [token, lang, message] of [
      [staff.token, 'id', MESSAGE_ID],
      [adminEn.token, 'en', MESSAGE_EN],
    ] as const) {
      for (const to of ['registered', 'rejected']) {
        const res = await move(app(), token, wrote.registrationId, to, 'Diterima', lang);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(message);
      }
    }
    const row = await app().db.selectFrom('registrations').select('status').where('id', '=', wrote.registrationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await countRows(app(), 'registration_events', 'registration_id', wrote.registrationId)).toBe(eventsBefore);
    expect(await countRows(app(), 'certificates', 'registration_id', wrote.registrationId)).toBe(0);
    expect(await outboxTo(wrote.email)).toEqual(mailsBefore);
  });

  test('the listing, photos, vacancies and staff invitations are 403 for the admin and change nothing', async () => {
    const listing = await call(app(), 'GET', '/api/lpk/institution/listing', { token: adminEn.token });
    expect(listing.status).toBe(200);
    const vacanciesBefore = await app().db.selectFrom('jobs').select(['id', 'title_id', 'closed_at']).where('lpk_id', '=', LPK).orderBy('id').execute();
    const invitationsBefore = await app().db.selectFrom('staff_invitations').select('id').where('lpk_id', '=', LPK).execute();
    const vacancy = await vacancyBody();
    const refused = [
      await call(app(), 'PUT', '/api/lpk/institution/listing', {
        token: adminEn.token,
        body: { ...listing.body.data, description_en: 'Changed while suspended' },
        lang: 'en',
      }),
      await call(app(), 'POST', '/api/lpk/institution/vacancies', { token: adminEn.token, body: vacancy, lang: 'en' }),
      await call(app(), 'POST', '/api/lpk/institution/staff/invitations', { token: adminEn.token, body: { email: 'baru@example.id' }, lang: 'en' }),
      await uploadPhoto(adminEn.token, 'en'),
    ];
    refused.push(await call(app(), 'PUT', `/api/lpk/institution/vacancies/${jobId}`, { token: adminEn.token, body: vacancy, lang: 'en' }));
    refused.push(await call(app(), 'POST', `/api/lpk/institution/vacancies/${jobId}/reopen`, { token: adminEn.token, body: {}, lang: 'en' }));
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGE_EN);
    }
    expect((await call(app(), 'GET', '/api/lpk/institution/listing', { token: adminEn.token })).body.data).toEqual(listing.body.data);
    expect(await app().db.selectFrom('jobs').select(['id', 'title_id', 'closed_at']).where('lpk_id', '=', LPK).orderBy('id').execute()).toEqual(
      vacanciesBefore,
    );
    expect(await app().db.selectFrom('staff_invitations').select('id').where('lpk_id', '=', LPK).execute()).toEqual(invitationsBefore);
    expect(await outboxTo('baru@example.id')).toEqual([]);
  });

  test('reads stay: the list, an applicant, the threads and a thread', async () => {
    for (const url of [
      '/api/lpk/institution/registrations',
      `/api/lpk/institution/registrations/${wrote.registrationId}`,
      '/api/lpk/institution/listing',
      '/api/lpk/institution/vacancies',
      '/api/lpk/institution/staff',
      '/api/lpk/messages',
      `/api/lpk/messages?registration_id=${wrote.registrationId}`,
    ]) {
      const res = await call(app(), 'GET', url, { token: staff.token });
      expect([url, res.status]).toEqual([url, 200]);
    }
    const list = await call(app(), 'GET', '/api/lpk/institution/registrations', { token: staff.token });
    expect(list.body.data.items.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([wrote.registrationId, silent.registrationId]));
  });

  test('staff answer a caregiver who wrote (delivered live); they cannot open a conversation (403)', async () => {
    const messages: Array<{ message: { body: string } }> = [];
    echo.private(`lpk.${LPK}`).listen('MessageSent', (e: (typeof messages)[number]) => messages.push(e));
    const answer = await call(app(), 'POST', '/api/lpk/messages', {
      token: staff.token,
      body: { registration_id: wrote.registrationId, body: 'Rp 500.000 per bulan.' },
    });
    expect(answer.status).toBe(201);
    await until(() => messages.some((m) => m.message.body === 'Rp 500.000 per bulan.'), 2_000, 'MessageSent on the LPK channel');

    const opened = await call(app(), 'POST', '/api/lpk/messages', {
      token: staff.token,
      body: { registration_id: silent.registrationId, body: 'Halo, ada promo biaya!' },
      lang: 'en',
    });
    expect(opened.status).toBe(403);
    expect(opened.body.message).toBe(
      'Your LPK is suspended by the platform operator: you can only answer an applicant who wrote to you, not start a conversation.',
    );
    const thread = await call(app(), 'GET', `/api/lpk/messages?registration_id=${silent.registrationId}`, { token: silent.token });
    expect(thread.body.data.items).toEqual([]);
    // The caregiver may still write; then staff may answer.
    expect(
      (await call(app(), 'POST', '/api/lpk/messages', { token: silent.token, body: { registration_id: silent.registrationId, body: 'Halo?' } })).status,
    ).toBe(201);
    expect(
      (await call(app(), 'POST', '/api/lpk/messages', { token: staff.token, body: { registration_id: silent.registrationId, body: 'Halo, Bu.' } })).status,
    ).toBe(201);
  });

  describe('reinstated', () => {
    beforeAll(async () => {
      const res = await reinstate();
      expect(res.status).toBe(200);
      await until(() => statusEvents.length === 2, 2_000, 'LpkStatusChanged (reinstated)');
    });

    test('the console hears it live and each admin is mailed', async () => {
      expect(statusEvents[1]).toMatchObject({ id: LPK, listing_status: 'listed', suspension_reason: null, suspended_at: null });
      await inbox.waitFor((m) => m.to === adminId.email && m.subject.includes('diaktifkan kembali'));
      const en = await inbox.waitFor((m) => m.to === adminEn.email && m.subject.includes('is reinstated'));
      expect(en.text).not.toContain('Reason:');
      expect((await outboxTo(adminEn.email)).filter((t) => t === 'lpk_suspension')).toHaveLength(2);
    });

    test('everything works again: a move (the caregiver is mailed, the certificate issued), a vacancy, a new conversation', async () => {
      const moved = await move(app(), staff.token, wrote.registrationId, 'registered');
      expect(moved.status).toBe(200);
      expect(await countRows(app(), 'certificates', 'registration_id', wrote.registrationId)).toBe(1);
      expect(await outboxTo(wrote.email)).toContain('registration_status');
      expect((await call(app(), 'POST', '/api/lpk/institution/vacancies', { token: adminEn.token, body: await vacancyBody() })).status).toBe(201);
      const fresh = await applicant();
      expect(
        (await call(app(), 'POST', '/api/lpk/messages', { token: staff.token, body: { registration_id: fresh.registrationId, body: 'Selamat datang.' } }))
          .status,
      ).toBe(201);
    });
  });
});

test('a suspension without a stored reason (an older row) still names the suspension', async () => {
  const other = 8;
  const otherStaff = await createStaff(app(), other, `staf.lama.${Date.now()}@lpk8.example.id`);
  await app().db.updateTable('institutes').set({ listing_status: 'suspended', suspension_reason: null }).where('id', '=', other).execute();
  try {
    const res = await call(app(), 'POST', '/api/lpk/institution/registrations/999999/status', {
      token: otherStaff.token,
      body: { status: 'registered' },
      lang: 'en',
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your LPK is suspended by the platform operator. While it is suspended you can only read registrations and messages and answer messages.',
    );
  } finally {
    await app().db.updateTable('institutes').set({ listing_status: 'listed' }).where('id', '=', other).execute();
  }
});
