import { call, DEMO, login, registerCaregiver } from './helpers';
import { connected, echoFor, once, sleep, type Stack, startStack, until } from './realtime-helpers';

/**
 * Messages between a caregiver and the staff of an LPK they registered with (one thread per
 * registration), over the real API on the real database, with live delivery through Echo.
 */
let stack: Stack;
let staff1: string;
let staff2: string;

beforeAll(async () => {
  stack = await startStack();
  staff1 = await login(stack.app, DEMO.staff1);
  staff2 = await login(stack.app, DEMO.staff2);
});
afterAll(() => stack?.close());

async function caregiverWithRegistration(lpkId = 1) {
  const caregiver = await registerCaregiver(stack.app);
  const created = await call(stack.app, 'POST', '/api/lpk/registrations', { token: caregiver.token, body: { lpk_id: lpkId, consent: true } });
  if (created.status !== 201) throw new Error(`registration failed: ${created.status} ${JSON.stringify(created.body)}`);
  return { ...caregiver, registrationId: created.body.data.id as number };
}

const send = (token: string | undefined, body: unknown, lang?: string, headers?: Record<string, string>) =>
  call(stack.app, 'POST', '/api/lpk/messages', { token, body, ...(lang ? { lang } : {}), ...(headers ? { headers } : {}) });

async function messageCount(): Promise<number> {
  const row = await stack.app.db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('authentication', () => {
  test('401 without a token', async () => {
    expect((await call(stack.app, 'GET', '/api/lpk/messages', { lang: 'en' })).body).toEqual({ status: 'error', message: 'Unauthenticated.' });
    expect((await send(undefined, { registration_id: 1, body: 'x' })).status).toBe(401);
  });
});

describe('a conversation', () => {
  test('caregiver writes, staff sees it unread, opens it (marks read), answers; both lists stay right', async () => {
    const c = await caregiverWithRegistration(1);

    let threads = await call(stack.app, 'GET', '/api/lpk/messages', { token: c.token });
    expect(threads.status).toBe(200);
    const mine = threads.body.data.items.find((t: { registration_id: number }) => t.registration_id === c.registrationId);
    expect(mine).toMatchObject({
      status: 'pending',
      lpk: { id: 1, name: expect.any(String) },
      caregiver: { id: c.user.id },
      last_message: null,
      unread_count: 0,
    });

    const sent = await send(c.token, { registration_id: c.registrationId, body: '  Selamat pagi, kapan jadwal tes?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Pesan terkirim.');
    expect(sent.body.data).toMatchObject({
      registration_id: c.registrationId,
      body: 'Selamat pagi, kapan jadwal tes?',
      side: 'caregiver',
      sender: { id: c.user.id, full_name: 'Rina Kartika', role: 'caregiver' },
      read_at: null,
    });

    threads = await call(stack.app, 'GET', '/api/lpk/messages', { token: staff1 });
    const forStaff = threads.body.data.items.find((t: { registration_id: number }) => t.registration_id === c.registrationId);
    expect(forStaff).toMatchObject({ unread_count: 1, last_message: { body: 'Selamat pagi, kapan jadwal tes?', side: 'caregiver' } });
    // The caregiver's own message is not unread for them.
    threads = await call(stack.app, 'GET', '/api/lpk/messages', { token: c.token });
    expect(threads.body.data.items.find((t: { registration_id: number }) => t.registration_id === c.registrationId).unread_count).toBe(0);

    const opened = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: staff1 });
    expect(opened.status).toBe(200);
    expect(opened.body.data.meta).toMatchObject({ total: 1, marked_read: 1 });
    expect(opened.body.data.items[0].read_at).toEqual(expect.any(String));

    threads = await call(stack.app, 'GET', '/api/lpk/messages', { token: staff1 });
    expect(threads.body.data.items.find((t: { registration_id: number }) => t.registration_id === c.registrationId).unread_count).toBe(0);

    const reply = await send(staff1, { registration_id: c.registrationId, body: 'Tes hari Senin, pukul 09.00 WIB.' }, 'en');
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Message sent.');
    expect(reply.body.data).toMatchObject({ side: 'staff', sender: { role: 'lpk_staff' } });

    threads = await call(stack.app, 'GET', '/api/lpk/messages', { token: c.token });
    const after = threads.body.data.items.find((t: { registration_id: number }) => t.registration_id === c.registrationId);
    expect(after).toMatchObject({ unread_count: 1, last_message: { body: 'Tes hari Senin, pukul 09.00 WIB.', side: 'staff' } });

    const thread = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: c.token, lang: 'en' });
    expect(thread.body.message).toBe('Conversation.');
    expect(thread.body.data.items.map((m: { side: string }) => m.side)).toEqual(['caregiver', 'staff']);
    expect(thread.body.data.meta.marked_read).toBe(1);
  });

  test('threads: a caregiver sees one per live registration; staff only their LPK\u2019s', async () => {
    const c = await registerCaregiver(stack.app);
    const r1 = await call(stack.app, 'POST', '/api/lpk/registrations', { token: c.token, body: { lpk_id: 1, consent: true } });
    const r2 = await call(stack.app, 'POST', '/api/lpk/registrations', { token: c.token, body: { lpk_id: 2, consent: true } });
    await send(c.token, { registration_id: r1.body.data.id, body: 'Halo LPK 1' });
    const list = await call(stack.app, 'GET', '/api/lpk/messages', { token: c.token });
    expect(list.body.data.items.map((t: { registration_id: number }) => t.registration_id)).toEqual([r1.body.data.id, r2.body.data.id]);
    expect(list.body.data.meta).toMatchObject({ page: 1, total: 2 });

    const forStaff2 = await call(stack.app, 'GET', '/api/lpk/messages', { token: staff2 });
    const ids = forStaff2.body.data.items.map((t: { registration_id: number }) => t.registration_id);
    expect(ids).toContain(r2.body.data.id);
    expect(ids).not.toContain(r1.body.data.id);
  });

  test('unicode and injection-looking text are stored verbatim', async () => {
    const c = await caregiverWithRegistration(1);
    const bodies = [
      'こんにちは、介護の仕事について 🙏',
      "'; DROP TABLE messages; --",
      '<script>alert(1)</script>',
      'Baris satu\nBaris dua\tTab',
      'x'.repeat(2000),
    ];
    for (const body of bodies) expect((await send(c.token, { registration_id: c.registrationId, body })).body.data.body).toBe(body);
    const thread = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: c.token });
    expect(thread.body.data.items.map((m: { body: string }) => m.body)).toEqual(bodies);
  });

  test('paging: newest page first, each page in chronological order', async () => {
    const c = await caregiverWithRegistration(1);
    for (let i = 1; i <= 7; i += 1) await send(c.token, { registration_id: c.registrationId, body: `pesan ${i}` });
    const page1 = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}&per_page=3`, { token: staff1 });
    expect(page1.body.data.items.map((m: { body: string }) => m.body)).toEqual(['pesan 5', 'pesan 6', 'pesan 7']);
    expect(page1.body.data.meta).toMatchObject({ page: 1, per_page: 3, total: 7 });
    const page3 = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}&per_page=3&page=3`, { token: staff1 });
    expect(page3.body.data.items.map((m: { body: string }) => m.body)).toEqual(['pesan 1']);
  });
});

describe('access', () => {
  test('other caregivers and other LPKs get 404 and cannot write', async () => {
    const c = await caregiverWithRegistration(1);
    const stranger = await registerCaregiver(stack.app);
    const before = await messageCount();
    for (const token of [stranger.token, staff2]) {
      const read = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token, lang: 'en' });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('Conversation not found.');
      expect((await send(token, { registration_id: c.registrationId, body: 'Halo' })).status).toBe(404);
    }
    expect((await send(c.token, { registration_id: 99999999, body: 'Halo' })).status).toBe(404);
    expect(await messageCount()).toBe(before);
  });

  test('after withdrawal: no sending (422), the LPK loses the thread (404), the caregiver keeps their history', async () => {
    const c = await caregiverWithRegistration(1);
    await send(c.token, { registration_id: c.registrationId, body: 'Sebelum mundur' });
    expect((await call(stack.app, 'DELETE', `/api/lpk/registrations/${c.registrationId}`, { token: c.token })).status).toBe(200);

    const before = await messageCount();
    const refused = await send(c.token, { registration_id: c.registrationId, body: 'Sesudah mundur' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ registration_id: ['Pendaftaran ini sudah ditutup; pesan tidak dapat dikirim lagi.'] });
    expect((await send(staff1, { registration_id: c.registrationId, body: 'Halo?' })).status).toBe(404);
    expect((await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: staff1 })).status).toBe(404);
    expect(await messageCount()).toBe(before);

    const own = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: c.token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ status: 'withdrawn', items: [{ body: 'Sebelum mundur' }] });
    const list = await call(stack.app, 'GET', '/api/lpk/messages', { token: c.token });
    expect(list.body.data.items.map((t: { registration_id: number }) => t.registration_id)).not.toContain(c.registrationId);
  });

  test('after rejection: the LPK loses the thread (404 to read and write), the caregiver keeps it read-only', async () => {
    const c = await caregiverWithRegistration(1);
    await send(c.token, { registration_id: c.registrationId, body: 'Sebelum ditolak' });
    expect((await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: staff1 })).status).toBe(200);
    expect(
      (await call(stack.app, 'POST', `/api/lpk/institution/registrations/${c.registrationId}/status`, { token: staff1, body: { status: 'rejected' } })).status,
    ).toBe(200);

    const before = await messageCount();
    const read = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: staff1, lang: 'en' });
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('Conversation not found.');
    expect((await send(staff1, { registration_id: c.registrationId, body: 'Maaf' }, 'en')).status).toBe(404);
    const staffList = await call(stack.app, 'GET', '/api/lpk/messages?per_page=100', { token: staff1 });
    expect(staffList.body.data.items.map((t: { registration_id: number }) => t.registration_id)).not.toContain(c.registrationId);

    const refused = await send(c.token, { registration_id: c.registrationId, body: 'Kenapa?' }, 'en');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.registration_id).toEqual(['This registration is closed; messages can no longer be sent.']);
    expect(await messageCount()).toBe(before);
    const own = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: c.token });
    expect(own.body.data).toMatchObject({ status: 'rejected', items: [{ body: 'Sebelum ditolak' }] });
  });
});

describe('audit', () => {
  const auditOf = async (token: string, lang = 'en') =>
    (await call(stack.app, 'GET', '/api/lpk/me/audit', { token, lang })).body.data.items as Array<{
      action: string;
      description: string;
      actor: { full_name: string } | null;
      lpk: { id: number } | null;
      registration_id: number;
    }>;

  test("every staff read of messages is in the caregiver's audit log; the caregiver's own reads are not", async () => {
    const c = await caregiverWithRegistration(1);
    await send(c.token, { registration_id: c.registrationId, body: 'Halo, saya ingin bertanya.' });
    await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: c.token });
    await call(stack.app, 'GET', '/api/lpk/messages', { token: c.token });
    expect(await auditOf(c.token)).toEqual([]);

    await call(stack.app, 'GET', '/api/lpk/messages?per_page=100', { token: staff1 });
    expect(await auditOf(c.token)).toEqual([
      expect.objectContaining({
        action: 'messages.listed',
        description: 'Saw your conversation in the conversation list',
        lpk: expect.objectContaining({ id: 1 }),
        registration_id: c.registrationId,
      }),
    ]);
    const opened = await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: staff1 });
    expect(opened.status).toBe(200);
    const log = await auditOf(c.token);
    expect(log[0]).toMatchObject({
      action: 'messages.read',
      description: 'Read your conversation with the LPK',
      actor: { full_name: 'Budi Santoso' },
      registration_id: c.registrationId,
    });
    expect((await auditOf(c.token, 'id'))[0]!.description).toBe('Membaca percakapan Anda dengan LPK');

    // A refused read (another LPK) shows nothing and records nothing.
    expect((await call(stack.app, 'GET', `/api/lpk/messages?registration_id=${c.registrationId}`, { token: staff2 })).status).toBe(404);
    expect(await auditOf(c.token)).toHaveLength(2);
  });
});

describe('validation', () => {
  test.each([
    ['missing body', { registration_id: 'REG' }, 'body'],
    ['empty body', { registration_id: 'REG', body: '' }, 'body'],
    ['whitespace body', { registration_id: 'REG', body: ' \n\t ' }, 'body'],
    ['body over 2000 characters', { registration_id: 'REG', body: 'x'.repeat(2001) }, 'body'],
    ['body as a number', { registration_id: 'REG', body: 12345 }, 'body'],
    ['body as an object', { registration_id: 'REG', body: { text: 'hi' } }, 'body'],
    ['body with a NUL character', { registration_id: 'REG', body: 'a\u0000b' }, 'body'],
    ['body with a control character', { registration_id: 'REG', body: 'bell\u0007' }, 'body'],
    ['missing registration_id', { body: 'Halo' }, 'registration_id'],
    ['registration_id text', { registration_id: 'abc', body: 'Halo' }, 'registration_id'],
    ['registration_id negative', { registration_id: -1, body: 'Halo' }, 'registration_id'],
    ['registration_id fraction', { registration_id: 1.5, body: 'Halo' }, 'registration_id'],
    ['registration_id boolean', { registration_id: true, body: 'Halo' }, 'registration_id'],
    ['registration_id injection', { registration_id: '1 OR 1=1', body: 'Halo' }, 'registration_id'],
  ])('422 for %s, nothing stored', async (_what, input, field) => {
    const c = await caregiverWithRegistration(1);
    const body = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === 'REG' ? c.registrationId : v]));
    const before = await messageCount();
    const res = await send(c.token, body, 'en');
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toBe('The given data was invalid.');
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await messageCount()).toBe(before);
  });

  test('422 messages in Indonesian by default', async () => {
    const c = await caregiverWithRegistration(1);
    const res = await send(c.token, { registration_id: c.registrationId, body: 'x'.repeat(2001) });
    expect(res.body.errors?.body).toEqual(['Maksimal 2000 karakter.']);
  });

  test.each(['registration_id=abc', 'registration_id=0', 'per_page=1000', 'page=0'])('GET with %s -> 422', async (query) => {
    const c = await registerCaregiver(stack.app);
    expect((await call(stack.app, 'GET', `/api/lpk/messages?${query}`, { token: c.token })).status).toBe(422);
  });
});

describe('live delivery', () => {
  test('MessageSent reaches the other side\u2019s channel within one second, and not the sending socket', async () => {
    const c = await caregiverWithRegistration(1);
    const caregiverEcho = echoFor(stack, c.token);
    const staffEcho = echoFor(stack, staff1);
    try {
      const toCaregiver: Array<{ message: { body: string; side: string } }> = [];
      const toStaff: Array<{ message: { body: string }; registration_id: number }> = [];
      await once((cb) =>
        caregiverEcho
          .private(`App.Models.User.${c.user.id}`)
          .subscribed(() => cb(undefined))
          .listen('MessageSent', (e: (typeof toCaregiver)[number]) => toCaregiver.push(e)),
      );
      await once((cb) =>
        staffEcho
          .private('lpk.1')
          .subscribed(() => cb(undefined))
          .listen('MessageSent', (e: (typeof toStaff)[number]) => toStaff.push(e)),
      );
      const caregiverSocket = await connected(caregiverEcho);

      let started = Date.now();
      await send(c.token, { registration_id: c.registrationId, body: 'Apakah ada asrama?' }, undefined, { 'x-socket-id': caregiverSocket });
      await until(() => toStaff.length === 1, 1_000, 'staff got it');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(toStaff[0]).toMatchObject({ registration_id: c.registrationId, message: { body: 'Apakah ada asrama?' } });

      started = Date.now();
      await send(staff1, { registration_id: c.registrationId, body: 'Ada, gratis.' });
      await until(() => toCaregiver.length === 1, 1_000, 'caregiver got the answer');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(toCaregiver[0]!.message).toMatchObject({ body: 'Ada, gratis.', side: 'staff' });
      await sleep(100);
      // The caregiver's own message was not echoed back to the socket that sent it.
      expect(toCaregiver).toHaveLength(1);
    } finally {
      caregiverEcho.disconnect();
      staffEcho.disconnect();
    }
  });
});
