import { withMail } from './mail-helpers';
import { linkIn, startInbox, tokenOf, type Inbox } from './maildev';
import { call, DEMO, login, registerCaregiver } from './helpers';
import { RawClient, startStack, type Stack } from './realtime-helpers';
import { multipart, pngOf } from './helpers/uploads';
import { vacancyInput } from './lpk-admin-fixtures';

/**
 * The LPK admin area (docs/institution.md): who may read and change an LPK's listing, photos,
 * vacancies and staff; every change public at once (search, detail, jobs); staff invitations by
 * mail (read in MailDev) accepted with a new account or into an existing one; removing a staff
 * member ends their access at once (sessions and sockets). SQLite and, with DATABASE_URL, PostgreSQL.
 */
let inbox: Inbox;
let stack: Stack;
const app = () => stack.app;

beforeAll(async () => {
  inbox = await startInbox();
  stack = await startStack({ config: withMail(inbox) });
});
afterAll(async () => {
  await stack?.close();
  await inbox?.close();
});

/** A signed-in account made into `role` of `lpkId` (as the operator's approval or the seed would). */
async function accountAs(role: 'lpk_admin' | 'operator', lpkId: number | null) {
  const account = await registerCaregiver(app());
  await app().db.updateTable('users').set({ role, lpk_id: lpkId }).where('id', '=', account.user.id).execute();
  return account;
}

const LISTING = '/api/lpk/institution/listing';
const VACANCIES = '/api/lpk/institution/vacancies';
const STAFF = '/api/lpk/institution/staff';

const vacancyBody = vacancyInput;

async function uploadPhoto(token: string, bytes: Buffer, lang = 'en') {
  const { payload, contentType } = multipart([{ name: 'photo', filename: 'photo.png', type: 'image/png', data: bytes }]);
  const res = await app().inject({
    method: 'POST',
    url: `${LISTING}/photos`,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': lang },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { data?: { photos: { id: number; url: string }[] }; errors?: Record<string, string[]> } };
}

describe('access', () => {
  test('anonymous 401; caregiver and operator 403 on every route; staff read only (403 on writes); a pending admin cannot publish', async () => {
    expect((await call(app(), 'GET', LISTING)).status).toBe(401);
    const caregiver = await registerCaregiver(app());
    const operator = await accountAs('operator', null);
    for (const token of [caregiver.token, operator.token]) {
      expect((await call(app(), 'GET', LISTING, { token })).status).toBe(403);
      expect((await call(app(), 'GET', VACANCIES, { token })).status).toBe(403);
      expect((await call(app(), 'GET', STAFF, { token })).status).toBe(403);
      expect((await call(app(), 'POST', VACANCIES, { token, body: vacancyBody() })).status).toBe(403);
    }

    const staff = await login(app(), DEMO.staff1);
    const read = await call(app(), 'GET', LISTING, { token: staff });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: 1, can_edit: false });
    expect((await call(app(), 'GET', VACANCIES, { token: staff })).status).toBe(200);
    expect((await call(app(), 'GET', STAFF, { token: staff })).status).toBe(200);
    const refused = await call(app(), 'PUT', LISTING, { token: staff, body: read.body.data, lang: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the LPK admin can do this.');
    expect((await call(app(), 'POST', VACANCIES, { token: staff, body: vacancyBody() })).status).toBe(403);
    expect((await call(app(), 'POST', `${STAFF}/invitations`, { token: staff, body: { email: 'x@example.id' } })).status).toBe(403);
    expect((await uploadPhoto(staff, await pngOf(400, 400))).status).toBe(403);

    const pending = await accountAs('lpk_admin', null);
    const publish = await call(app(), 'POST', VACANCIES, { token: pending.token, body: vacancyBody(), lang: 'id' });
    expect(publish.status).toBe(403);
    expect((await call(app(), 'PUT', LISTING, { token: pending.token, body: read.body.data })).status).toBe(403);
    expect((await call(app(), 'POST', `${STAFF}/invitations`, { token: pending.token, body: { email: 'y@example.id' } })).status).toBe(403);
  });

  test('the demo admin of LPK 1 may edit; an admin of a suspended LPK cannot publish', async () => {
    const demo = await login(app(), DEMO.admin1);
    expect((await call(app(), 'GET', LISTING, { token: demo })).body.data).toMatchObject({ id: 1, can_edit: true });

    const admin = await accountAs('lpk_admin', 5);
    await app().db.updateTable('institutes').set({ listing_status: 'suspended' }).where('id', '=', 5).execute();
    try {
      const refused = await call(app(), 'POST', VACANCIES, { token: admin.token, body: vacancyBody({ pathway: await programOf(5) }), lang: 'en' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Your LPK is suspended by the platform operator. While it is suspended you can only read registrations and messages and answer messages.',
      );
    } finally {
      await app().db.updateTable('institutes').set({ listing_status: 'listed' }).where('id', '=', 5).execute();
    }
  });

  test('an admin reaches only its own LPK: another LPK’s vacancy, photo, invitation or staff member is 404', async () => {
    const admin1 = await accountAs('lpk_admin', 1);
    const admin2 = await accountAs('lpk_admin', 2);
    const other = await call(app(), 'POST', VACANCIES, { token: admin2.token, body: vacancyBody({ pathway: await programOf(2) }) });
    expect(other.status).toBe(201);
    const id = other.body.data.id as number;
    expect((await call(app(), 'PUT', `${VACANCIES}/${id}`, { token: admin1.token, body: vacancyBody() })).status).toBe(404);
    expect((await call(app(), 'POST', `${VACANCIES}/${id}/close`, { token: admin1.token, body: {} })).status).toBe(404);
    expect((await call(app(), 'POST', `${VACANCIES}/${id}/reopen`, { token: admin1.token, body: {} })).status).toBe(404);

    const photo = await uploadPhoto(admin2.token, await pngOf(500, 400));
    expect(photo.status).toBe(201);
    expect((await call(app(), 'DELETE', `${LISTING}/photos/${photo.body.data!.photos[0]!.id}`, { token: admin1.token })).status).toBe(404);

    const staff2 = await login(app(), DEMO.staff2);
    const staff2Id = (await call(app(), 'GET', '/api/lpk/profile', { token: staff2 })).body.data.user.id as number;
    expect((await call(app(), 'DELETE', `${STAFF}/${staff2Id}`, { token: admin1.token })).status).toBe(404);
    expect((await call(app(), 'GET', '/api/lpk/profile', { token: staff2 })).status).toBe(200);

    const invited = await call(app(), 'POST', `${STAFF}/invitations`, { token: admin2.token, body: { email: `lain.${Date.now()}@example.id` } });
    expect(invited.status).toBe(201);
    expect((await call(app(), 'DELETE', `${STAFF}/invitations/${invited.body.data.invitations[0].id}`, { token: admin1.token })).status).toBe(404);
    expect((await call(app(), 'DELETE', `${VACANCIES}/abc`, { token: admin1.token })).status).toBe(404);
  });
});

async function programOf(lpkId: number): Promise<string> {
  const row = await app().db.selectFrom('institutes').select('programs').where('id', '=', lpkId).executeTakeFirstOrThrow();
  return (JSON.parse(row.programs) as string[]).find((p) => p !== 'language')!;
}

describe('listing', () => {
  test('the admin edits the fee breakdown: search (cached), detail and the edit form show it at once; bad input changes nothing', async () => {
    const admin = await accountAs('lpk_admin', 1);
    const before = await call(app(), 'GET', LISTING, { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.res.headers['cache-control']).toBe('no-store');
    const listing = before.body.data;
    const name = listing.name as string;
    // The search answer is cached now.
    const search = () => call(app(), 'GET', `/api/lpk/institutes?q=${encodeURIComponent(name)}`);
    await search();
    expect((await search()).res.headers['x-cache']).toBe('HIT');

    const body = {
      ...listing,
      description_en: 'A training centre in the heart of the city, with a care lab and Japanese teachers.',
      fees: {
        items: [
          { key: 'registration', amount: 1_000_000 },
          { key: 'training', amount: 3_500_000 },
        ],
        instalments: true,
      },
      has_dormitory: true,
      dormitory: { capacity: 40, monthly_fee_idr: 600_000, separate_by_gender: true },
      training_months: 7,
    };
    const saved = await call(app(), 'PUT', LISTING, { token: admin.token, body, lang: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Listing saved; it shows on the public pages now.');
    expect(saved.body.data).toMatchObject({ registration_fee: 4_500_000, fee_level: 'low', training_months: 7, can_edit: true });

    const found = (await search()).body.data.items.find((i: { id: number }) => i.id === 1);
    expect(found).toMatchObject({ registration_fee: 4_500_000, fee_level: 'low', training_months: 7, has_dormitory: true });
    const detail = await call(app(), 'GET', '/api/lpk/institutes/1', { lang: 'en' });
    expect(detail.body.data.fees).toMatchObject({
      total: 4_500_000,
      instalments: true,
      items: [
        { key: 'registration', amount: 1_000_000 },
        { key: 'training', amount: 3_500_000 },
      ],
    });
    expect(detail.body.data.description).toBe(body.description_en);
    expect(detail.body.data.dormitory).toEqual(body.dormitory);
    const cheap = await call(app(), 'GET', '/api/lpk/institutes?fee=low&per_page=50');
    expect(cheap.body.data.items.map((i: { id: number }) => i.id)).toContain(1);

    for (const lang of ['en', 'id']) {
      const bad = await call(app(), 'PUT', LISTING, {
        token: admin.token,
        lang,
        body: { ...body, programs: [], has_dormitory: false, fees: { items: [{ key: 'training', amount: -5 }], instalments: false } },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['programs', 'fees.items.0.amount', 'dormitory']));
    }
    const bad = await call(app(), 'PUT', LISTING, { token: admin.token, lang: 'en', body: { ...body, programs: [] } });
    expect(bad.body.errors?.programs).toEqual(['Choose at least one program.']);
    expect((await call(app(), 'GET', '/api/lpk/institutes/1')).body.data.registration_fee).toBe(4_500_000);
  });

  test('photos: JPEG/PNG/WebP re-encoded to WebP and public; at most six; other files refused; removing one takes it off the page', async () => {
    const admin = await accountAs('lpk_admin', 3);
    const added = await uploadPhoto(admin.token, await pngOf(2400, 1600));
    expect(added.status).toBe(201);
    const photo = added.body.data!.photos[0]!;
    expect(photo).toMatchObject({ width: 1600, height: 1067 });
    const file = await app().inject({ method: 'GET', url: photo.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await call(app(), 'GET', '/api/lpk/institutes/3')).body.data.photos).toEqual([{ url: photo.url, width: 1600, height: 1067 }]);

    const text = await uploadPhoto(admin.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.errors ?? {})).toEqual(['photo']);
    for (let i = 1; i < 6; i += 1) expect((await uploadPhoto(admin.token, await pngOf(400, 400))).status).toBe(201);
    const seventh = await uploadPhoto(admin.token, await pngOf(400, 400));
    expect(seventh.status).toBe(422);
    expect(seventh.body.errors?.photo).toEqual(['There are already 6 photos. Remove one before adding another.']);

    const removed = await call(app(), 'DELETE', `${LISTING}/photos/${photo.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.photos).toHaveLength(5);
    expect((await app().inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await call(app(), 'GET', '/api/lpk/institutes/3')).body.data.photos).toHaveLength(5);
  });
});

describe('vacancies', () => {
  test('publish -> public in jobs, detail and the LPK page at once; the salary floor and the other rules are localised 422s; close and reopen', async () => {
    const admin = await accountAs('lpk_admin', 1);
    const pathway = await programOf(1);
    const created = await call(app(), 'POST', VACANCIES, { token: admin.token, body: vacancyBody({ pathway }), lang: 'en' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Vacancy published; it shows on the job pages now.');
    const id = created.body.data.id as number;
    expect(created.body.data.state).toBe('open');

    const job = await call(app(), 'GET', `/api/lpk/jobs/${id}?lpk_id=1`, { lang: 'en' });
    expect(job.status).toBe(200);
    expect(job.body.data).toMatchObject({
      title: 'Care worker – Sakura Home, Osaka',
      monthly_salary_jpy: 215_000,
      is_open: true,
      requirements: ['JFT-Basic or N4'],
    });
    const jobs = await call(app(), 'GET', '/api/lpk/jobs?lpk_id=1&per_page=50');
    expect(jobs.body.data.items.map((j: { id: number }) => j.id)).toContain(id);
    expect((await call(app(), 'GET', '/api/lpk/institutes/1')).body.data.jobs.map((j: { id: number }) => j.id)).toContain(id);

    // Tokyo's minimum wage is 1,226 yen an hour: 212,098 yen for 173 hours, written the way the
    // answer's language writes numbers (issue 33: an Indonesian page showed "¥212,098").
    for (const [lang, message] of [
      ['en', 'The monthly salary must be at least ¥212,098 in Tokyo (minimum wage 1,226 yen/hour × 173 hours).'],
      ['id', 'Gaji bulanan minimal ¥212.098 di Tokyo (upah minimum 1.226 yen/jam × 173 jam).'],
    ] as const) {
      const low = await call(app(), 'POST', VACANCIES, {
        token: admin.token,
        lang,
        body: vacancyBody({ pathway, prefecture: 'Tokyo', monthly_salary_jpy: 200_000 }),
      });
      expect(low.status).toBe(422);
      expect(low.body.errors?.monthly_salary_jpy).toEqual([message]);
    }
    const past = await call(app(), 'POST', VACANCIES, {
      token: admin.token,
      lang: 'en',
      body: vacancyBody({ pathway, deadline: '2020-01-01', experience: 'inexperienced' }),
    });
    expect(past.body.errors?.deadline).toEqual(['The deadline cannot be before today.']);
    const count = async () => (await call(app(), 'GET', VACANCIES, { token: admin.token })).body.data.items.length as number;
    const n = await count();
    expect((await call(app(), 'POST', VACANCIES, { token: admin.token, body: vacancyBody({ pathway, openings: 0 }) })).status).toBe(422);
    expect(await count()).toBe(n);

    const edited = await call(app(), 'PUT', `${VACANCIES}/${id}`, { token: admin.token, body: vacancyBody({ pathway, monthly_salary_jpy: 230_000 }) });
    expect(edited.status).toBe(200);
    expect((await call(app(), 'GET', `/api/lpk/jobs/${id}`)).body.data.monthly_salary_jpy).toBe(230_000);

    const closed = await call(app(), 'POST', `${VACANCIES}/${id}/close`, { token: admin.token, body: {} });
    expect(closed.body.data.state).toBe('closed');
    expect((await call(app(), 'GET', `/api/lpk/jobs/${id}`)).body.data.is_open).toBe(false);
    const reopened = await call(app(), 'POST', `${VACANCIES}/${id}/reopen`, { token: admin.token, body: {} });
    expect(reopened.body.data.state).toBe('open');
    expect((await call(app(), 'GET', `/api/lpk/jobs/${id}`)).body.data.is_open).toBe(true);
    expect((await call(app(), 'POST', `${VACANCIES}/${id}/reopen`, { token: admin.token, body: {} })).status).toBe(422);
  });
});

describe('staff', () => {
  test('invite by mail -> accept with a new account -> sees the applicants; the link works once; removal ends the sessions and sockets at once', async () => {
    const admin = await accountAs('lpk_admin', 1);
    const email = `dewi.${Date.now()}@example.id`;
    const invited = await call(app(), 'POST', `${STAFF}/invitations`, { token: admin.token, body: { email, locale: 'en' }, lang: 'en' });
    expect(invited.status).toBe(201);
    expect(invited.body.message).toBe(`Invitation sent to ${email}. Its link is valid for 7 days.`);
    expect(invited.body.data.invitations[0]).toMatchObject({ email, state: 'pending' });
    const mail = await inbox.waitFor((m) => m.to === email);
    expect(mail.subject).toMatch(/^Invitation to join the staff of /);
    const token = tokenOf(linkIn(mail, 'https://lpk.test/staff-invitation?token='));
    // Only the hash of the token is kept.
    const stored = await app().db.selectFrom('mail_links').select('token_hash').where('email', '=', email).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const check = await call(app(), 'POST', '/api/lpk/staff-invitation/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({ email, lpk_id: 1, account_exists: false });
    expect(Date.parse(check.body.data.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const weak = await call(app(), 'POST', '/api/lpk/staff-invitation/accept', {
      body: { token, full_name: 'Dewi Staf', password: 'password', password_confirmation: 'password' },
    });
    expect(weak.status).toBe(422);
    const accepted = await call(app(), 'POST', '/api/lpk/staff-invitation/accept', {
      lang: 'en',
      body: { token, full_name: 'Dewi Staf', password: 'Sakura#Staf2026', password_confirmation: 'Sakura#Staf2026' },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.user).toMatchObject({ email, role: 'lpk_staff', lpk_id: 1 });
    expect(accepted.body.data.user.email_verified_at).toEqual(expect.any(String));
    const staffToken = accepted.body.data.token as string;
    expect((await call(app(), 'GET', '/api/lpk/institution/registrations', { token: staffToken })).status).toBe(200);
    const again = await call(app(), 'POST', '/api/lpk/staff-invitation/accept', {
      lang: 'en',
      body: { token, full_name: 'Someone Else', password: 'Sakura#Staf2026', password_confirmation: 'Sakura#Staf2026' },
    });
    expect(again.status).toBe(410);

    const overview = await call(app(), 'GET', STAFF, { token: admin.token });
    const member = overview.body.data.members.find((m: { email: string }) => m.email === email);
    expect(member).toMatchObject({ full_name: 'Dewi Staf', role: 'lpk_staff' });
    expect(overview.body.data.invitations.find((i: { email: string }) => i.email === email).state).toBe('accepted');

    // A live private channel of the staff member closes when they are removed.
    const { client: socket, socketId } = await RawClient.connect(stack.wsPort);
    const channel = 'private-lpk.1';
    const auth = await call(app(), 'POST', '/broadcasting/auth', { token: staffToken, body: { socket_id: socketId, channel_name: channel } });
    socket.send({ event: 'pusher:subscribe', data: { channel, auth: (auth.body as unknown as { auth: string }).auth } });
    await socket.next((f) => f.event === 'pusher_internal:subscription_succeeded');

    const removedAdmin = await call(app(), 'DELETE', `${STAFF}/${admin.user.id}`, { token: admin.token });
    expect(removedAdmin.status).toBe(422);
    const removed = await call(app(), 'DELETE', `${STAFF}/${member.id}`, { token: admin.token, lang: 'en' });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Staff member removed. Their access ends now.');
    expect(removed.body.data.members.map((m: { id: number }) => m.id)).not.toContain(member.id);
    expect((await socket.next((f) => f.event === 'pusher:error', 2_000)).data).toEqual({ code: 4009, message: 'Connection is unauthorized' });
    expect(await socket.closed(2_000)).toBe(4009);
    expect((await call(app(), 'GET', '/api/lpk/institution/registrations', { token: staffToken })).status).toBe(401);
    // Signing in again gives a plain account: no console.
    const back = await login(app(), { email, password: 'Sakura#Staf2026' });
    expect((await call(app(), 'GET', '/api/lpk/institution/registrations', { token: back })).status).toBe(403);
  });

  test('an existing account joins signed in with the invited address; another account cannot; expired and withdrawn links say so', async () => {
    const admin = await accountAs('lpk_admin', 1);
    const person = await registerCaregiver(app());
    const stranger = await registerCaregiver(app());
    await call(app(), 'POST', `${STAFF}/invitations`, { token: admin.token, body: { email: person.email } });
    const mail = await inbox.waitFor((m) => m.to === person.email && m.subject.startsWith('Undangan'));
    const token = tokenOf(linkIn(mail, 'https://lpk.test/staff-invitation?token='));

    expect((await call(app(), 'POST', '/api/lpk/staff-invitation/check', { body: { token } })).body.data.account_exists).toBe(true);
    const anonymous = await call(app(), 'POST', '/api/lpk/staff-invitation/accept', {
      lang: 'en',
      body: { token, full_name: 'Rina', password: 'Sakura#Staf2026', password_confirmation: 'Sakura#Staf2026' },
    });
    expect(anonymous.status).toBe(409);
    expect(anonymous.body.message).toBe('An account with this address exists. Log in with it to accept the invitation.');
    expect((await call(app(), 'POST', '/api/lpk/staff-invitation/join', { token: stranger.token, body: { token } })).status).toBe(403);
    const joined = await call(app(), 'POST', '/api/lpk/staff-invitation/join', { token: person.token, body: { token }, lang: 'en' });
    expect(joined.status).toBe(200);
    expect(joined.body.data.user).toMatchObject({ role: 'lpk_staff', lpk_id: 1 });
    expect((await call(app(), 'GET', '/api/lpk/institution/registrations', { token: person.token })).status).toBe(200);

    // Expired: seven days and a moment later.
    const late = `late.${Date.now()}@example.id`;
    await call(app(), 'POST', `${STAFF}/invitations`, { token: admin.token, body: { email: late } });
    const lateToken = tokenOf(linkIn(await inbox.waitFor((m) => m.to === late), 'https://lpk.test/staff-invitation?token='));
    await app()
      .db.updateTable('mail_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', late)
      .execute();
    const expired = await call(app(), 'POST', '/api/lpk/staff-invitation/check', { body: { token: lateToken }, lang: 'en' });
    expect(expired.status).toBe(410);

    // Withdrawn by the admin.
    const gone = `gone.${Date.now()}@example.id`;
    const sent = await call(app(), 'POST', `${STAFF}/invitations`, { token: admin.token, body: { email: gone } });
    const goneToken = tokenOf(linkIn(await inbox.waitFor((m) => m.to === gone), 'https://lpk.test/staff-invitation?token='));
    const invitationId = sent.body.data.invitations.find((i: { email: string }) => i.email === gone).id as number;
    const revoked = await call(app(), 'DELETE', `${STAFF}/invitations/${invitationId}`, { token: admin.token });
    expect(revoked.body.data.invitations.find((i: { id: number }) => i.id === invitationId).state).toBe('revoked');
    expect((await call(app(), 'POST', '/api/lpk/staff-invitation/check', { body: { token: goneToken } })).status).toBe(410);

    // Already on the staff; staff of another LPK.
    expect((await call(app(), 'POST', `${STAFF}/invitations`, { token: admin.token, body: { email: person.email } })).status).toBe(422);
    expect((await call(app(), 'POST', `${STAFF}/invitations`, { token: admin.token, body: { email: DEMO.staff2.email } })).status).toBe(422);
  });
});
