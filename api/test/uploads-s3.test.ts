import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { Uploads } from '../src/modules/uploads/storage';
import { FolderUploadStore, S3UploadStore, UploadStoreUnavailable, type UploadStore } from '../src/modules/uploads/store';
import { call, createTestApp, registerCaregiver, type TestApp } from './helpers';
import { multipart, pngOf } from './helpers/uploads';
import { startBucket, type TestBucket } from './s3';

/**
 * User files on S3 (issue 35) against a real S3-protocol server (scripts/s3-server.cjs): the store
 * itself on a folder and on the bucket; avatars and listing photos uploaded through one node served
 * by another that shares only the bucket; deletions remove the objects; the private folder is never
 * served; and an S3 outage mid-run answers 503 (localised) on uploads and reads, writes nothing
 * half, keeps the process up, and uploads work again once S3 is back. SQLite and PostgreSQL.
 */
let bucket: TestBucket;
let a: TestApp;
let b: TestApp;
const tmp: string[] = [];

const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lpk-uploads-s3-'));
  tmp.push(dir);
  return dir;
};

beforeAll(async () => {
  bucket = await startBucket();
  // Two nodes: their own database (SQLite) or schema, their own UPLOAD_DIR; only the bucket is shared.
  a = await createTestApp({ ...bucket.uploadConfig(), uploadDir: await tempDir() });
  b = await createTestApp({ ...bucket.uploadConfig(), uploadDir: await tempDir() });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await bucket?.close();
  for (const dir of tmp) await fs.rm(dir, { recursive: true, force: true });
});

const NAME = (c: string) => `${c.repeat(32)}.webp`;

describe.each([
  ['folder', async (): Promise<UploadStore> => new FolderUploadStore(await tempDir())],
  ['s3', async (): Promise<UploadStore> => new S3UploadStore({ ...bucket.connection, prefix: `store-${Date.now()}/` })],
])('the upload store (%s)', (kind, make) => {
  let store: UploadStore;
  beforeAll(async () => {
    store = await make();
  });

  test('put, get (stream, type, length, ETag, Last-Modified), exists, list, delete', async () => {
    const bytes = Buffer.from('RIFF....WEBPdata');
    expect(store.kind).toBe(kind);
    expect(await store.get('avatars', NAME('a'))).toBeNull();
    expect(await store.exists('avatars', NAME('a'))).toBe(false);
    await store.put('avatars', NAME('a'), bytes, 'image/webp');
    await store.put('reports', `${'b'.repeat(32)}.pdf`, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await store.exists('avatars', NAME('a'))).toBe(true);
    const got = await store.get('avatars', NAME('a'));
    expect(got).toMatchObject({ contentType: 'image/webp', length: bytes.length, etag: expect.stringMatching(/^".+"$/) });
    expect(got!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const chunks: Buffer[] = [];
    for await (const chunk of got!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await store.list('avatars')).toEqual([NAME('a')]);
    expect(await store.list('reports')).toEqual([`${'b'.repeat(32)}.pdf`]);
    expect((await store.get('reports', `${'b'.repeat(32)}.pdf`))?.contentType).toBe('application/pdf');

    await store.delete('avatars', NAME('a'));
    await store.delete('avatars', NAME('a')); // deleting what is gone is no error
    expect(await store.get('avatars', NAME('a'))).toBeNull();
    expect(await store.list('avatars')).toEqual([]);
  });

  test('a name the server would not choose is never written, read or deleted', async () => {
    for (const name of ['../x.webp', 'x.webp', `${'a'.repeat(32)}.png`, `.${'a'.repeat(32)}.webp`]) {
      await expect(store.put('avatars', name, Buffer.from('x'), 'image/webp')).rejects.toThrow(/does not fit/);
      expect(await store.get('avatars', name)).toBeNull();
      expect(await store.exists('avatars', name)).toBe(false);
    }
    await expect(store.put('reports', `${'a'.repeat(32)}.html`, Buffer.from('<script>'), 'text/html')).rejects.toThrow(/does not fit/);
  });
});

async function uploadAvatar(t: TestApp, token: string, lang = 'id') {
  const { payload, contentType } = multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', data: await pngOf(300, 300) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lpk/profile/avatar',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': lang, accept: 'application/json' },
    payload,
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { message: string; data?: { avatar_url: string } } };
}

async function uploadPhoto(t: TestApp, token: string, lang = 'id') {
  const { payload, contentType } = multipart([{ name: 'photo', filename: 'photo.png', type: 'image/png', data: await pngOf(500, 400) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/lpk/institution/listing/photos',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': lang, accept: 'application/json' },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { message: string; data?: { photos: { id: number; url: string }[] } } };
}

/** A signed-in admin of seeded LPK `lpkId`. */
async function adminOf(t: TestApp, lpkId: number) {
  const account = await registerCaregiver(t.app);
  await t.app.db.updateTable('users').set({ role: 'lpk_admin', lpk_id: lpkId }).where('id', '=', account.user.id).execute();
  return account;
}

const avatarOf = async (t: TestApp, id: number) => (await t.app.db.selectFrom('users').select('avatar').where('id', '=', id).executeTakeFirst())?.avatar;
const keyOf = (url: string) => `uploads${url.slice('/storage'.length)}`;

describe('uploads on S3 through the API', () => {
  test('an avatar uploaded through node A is an object of the bucket (nothing on A’s disk) and node B serves it with the same headers', async () => {
    const { token, user } = await registerCaregiver(a.app);
    const res = await uploadAvatar(a, token);
    expect(res.status).toBe(200);
    const url = res.body.data!.avatar_url;
    expect(url).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await bucket.keys('uploads/avatars/')).toContain(keyOf(url));
    await expect(fs.readdir(path.join(a.app.config.uploadDir, 'avatars'))).rejects.toThrow();
    const head = await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.connection.bucket, Key: keyOf(url) }));
    expect(head).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' });

    const fromA = await a.app.inject({ method: 'GET', url });
    const fromB = await b.app.inject({ method: 'GET', url });
    for (const served of [fromA, fromB]) {
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${path.basename(url)}"`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-length']).toBe(String(head.ContentLength));
      expect(served.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    }
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    // The same validator on every node: a browser's copy from A is current on B.
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect((await b.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(fromA.headers.etag) } })).statusCode).toBe(304);
    const headB = await b.app.inject({ method: 'HEAD', url });
    expect(headB.statusCode).toBe(200);
    expect(headB.headers['content-length']).toBe(String(head.ContentLength));
    expect(await avatarOf(a, user.id)).toBe(url);

    // Replacing it deletes the old object: no orphan in the bucket.
    const again = await uploadAvatar(a, token);
    expect(again.status).toBe(200);
    const keys = await bucket.keys('uploads/avatars/');
    expect(keys).toContain(keyOf(again.body.data!.avatar_url));
    expect(keys).not.toContain(keyOf(url));
    expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  test('deleting a listing photo deletes its object: gone from both nodes', async () => {
    const admin = await adminOf(a, 2);
    const added = await uploadPhoto(a, admin.token);
    expect(added.status).toBe(201);
    const photo = added.body.data!.photos.at(-1)!;
    expect(await bucket.keys('uploads/institutes/')).toContain(keyOf(photo.url));
    expect((await b.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);

    const removed = await call(a.app, 'DELETE', `/api/lpk/institution/listing/photos/${photo.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(await bucket.keys('uploads/institutes/')).not.toContain(keyOf(photo.url));
    for (const node of [a, b]) expect((await node.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });

  test('deleting an account deletes its avatar object', async () => {
    const { token, user, password } = await registerCaregiver(a.app);
    const url = (await uploadAvatar(a, token)).body.data!.avatar_url;
    expect(await bucket.keys('uploads/avatars/')).toContain(keyOf(url));
    const deleted = await call(a.app, 'DELETE', '/api/lpk/me', { token, body: { password } });
    expect(deleted.status).toBe(200);
    expect(await avatarOf(a, user.id)).toBeUndefined();
    expect(await bucket.keys('uploads/avatars/')).not.toContain(keyOf(url));
    expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  test('the private folder (report attachments) is never served by /storage, nor is any key outside the public folders', async () => {
    const name = await a.app.uploads.save('reports', Buffer.from('%PDF-1.7 private'), '.pdf');
    const image = await a.app.uploads.save('reports', await pngOf(100, 100), '.png');
    expect(await bucket.keys('uploads/reports/')).toEqual(expect.arrayContaining([`uploads/reports/${name}`, `uploads/reports/${image}`]));
    expect(await a.app.uploads.store.exists('reports', name)).toBe(true);
    for (const url of [`/storage/reports/${name}`, `/storage/reports/${image}`, `/storage/../reports/${name}`, '/storage/avatars/', '/storage/']) {
      for (const node of [a, b]) {
        const res = await node.app.inject({ method: 'GET', url });
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.body).not.toContain('PDF');
      }
    }
    await a.app.uploads.remove('reports', name);
    await a.app.uploads.remove('reports', image);
    expect(await bucket.keys('uploads/reports/')).toEqual([]);
  });
});

describe('an S3 outage mid-run', () => {
  test('uploads and reads answer 503 (localised, Retry-After), nothing is half-written, the node stays up; once S3 is back uploads work again', async () => {
    const caregiver = await registerCaregiver(a.app);
    const avatar = (await uploadAvatar(a, caregiver.token)).body.data!.avatar_url;
    const admin = await adminOf(a, 4);
    const photo = (await uploadPhoto(a, admin.token)).body.data!.photos.at(-1)!;
    const photosOf = async () =>
      (await a.app.db.selectFrom('institute_photos').select(['id', 'file']).where('lpk_id', '=', 4).orderBy('id').execute()).map((r) => r.file);
    const photosBefore = await photosOf();
    const keysBefore = await bucket.keys('uploads/');

    await bucket.server.stop();
    try {
      const failed = await uploadAvatar(a, caregiver.token);
      expect(failed.status).toBe(503);
      expect(failed.body.message).toBe('Penyimpanan berkas sedang tidak dapat dijangkau. Tidak ada yang disimpan; silakan coba lagi sebentar lagi.');
      expect(failed.headers['retry-after']).toBe('30');
      const failedEn = await uploadAvatar(a, caregiver.token, 'en');
      expect(failedEn.body.message).toBe('File storage cannot be reached right now. Nothing was saved; please try again shortly.');
      expect(await avatarOf(a, caregiver.user.id)).toBe(avatar);

      // Reading is a 503 too, never a 500, on either node.
      for (const node of [a, b]) {
        const read = await node.app.inject({ method: 'GET', url: avatar, headers: { accept: 'application/json' } });
        expect(read.statusCode).toBe(503);
        expect(read.headers['retry-after']).toBe('30');
      }

      // A photo is neither added (no row pointing at a missing object) nor removed (its row stays with its object).
      const photoFailed = await uploadPhoto(a, admin.token, 'en');
      expect(photoFailed.status).toBe(503);
      expect(photoFailed.body.message).toBe('File storage cannot be reached right now. Nothing was saved; please try again shortly.');
      const removeFailed = await call(a.app, 'DELETE', `/api/lpk/institution/listing/photos/${photo.id}`, { token: admin.token });
      expect(removeFailed.status).toBe(503);
      expect(await photosOf()).toEqual(photosBefore);

      // An account is not deleted without its avatar: refused, the account is still there.
      const deleteFailed = await call(a.app, 'DELETE', '/api/lpk/me', { token: caregiver.token, body: { password: caregiver.password } });
      expect(deleteFailed.status).toBe(503);
      expect(await avatarOf(a, caregiver.user.id)).toBe(avatar);

      // The node is up and answers what needs no storage.
      expect((await a.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      expect((await call(a.app, 'GET', '/api/lpk/profile', { token: caregiver.token })).status).toBe(200);
      await expect(a.app.uploads.store.get('avatars', path.basename(avatar))).rejects.toBeInstanceOf(UploadStoreUnavailable);
    } finally {
      await bucket.server.restart();
    }

    // Nothing was written while S3 was down, and nothing is left over.
    expect(await bucket.keys('uploads/')).toEqual(keysBefore);
    const ok = await uploadAvatar(a, caregiver.token);
    expect(ok.status).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: ok.body.data!.avatar_url })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404); // the replaced one is gone
    expect((await call(a.app, 'DELETE', `/api/lpk/institution/listing/photos/${photo.id}`, { token: admin.token })).status).toBe(200);
    expect(await bucket.keys('uploads/institutes/')).not.toContain(keyOf(photo.url));
  }, 60_000);
});

describe('an S3 bucket that hangs (accepts connections, answers nothing)', () => {
  test('an upload answers 503 after the idle time-out instead of waiting for the bucket, and works once it answers again', async () => {
    // A node whose S3 requests give up after 500 ms of silence (8 s in production), tried twice.
    const hung = await createTestApp({
      uploads: { store: 's3', s3: { ...bucket.connection, prefix: 'uploads/', requestTimeoutMs: 500 } },
      uploadDir: await tempDir(),
    });
    const caregiver = await registerCaregiver(hung.app);
    process.kill(bucket.server.pid!, 'SIGSTOP');
    try {
      const started = Date.now();
      const failed = await uploadAvatar(hung, caregiver.token, 'en');
      expect(failed.status).toBe(503);
      expect(failed.body.message).toBe('File storage cannot be reached right now. Nothing was saved; please try again shortly.');
      expect(Date.now() - started).toBeLessThan(10_000); // 2 tries of 500 ms, not the minutes a hung socket would hold it
      expect(await avatarOf(hung, caregiver.user.id)).toBeNull();
    } finally {
      process.kill(bucket.server.pid!, 'SIGCONT');
    }
    // The bucket may still store the bytes it had buffered when it resumes: an object no row names
    // (the account's avatar stayed empty above), never a row naming a missing object.
    expect((await uploadAvatar(hung, caregiver.token)).status).toBe(200);
    await hung.close();
  }, 60_000);
});

test('Uploads.removeUrl leaves alone what is not one of its public files', async () => {
  const uploads = new Uploads(new FolderUploadStore(await tempDir()));
  for (const url of [
    null,
    undefined,
    '',
    'https://example.com/a.webp',
    '/storage/reports/x.pdf',
    `/storage/avatars/${'a'.repeat(32)}.png`,
    '/storage/avatars/../../etc/passwd',
  ]) {
    expect(await uploads.removeUrl(url)).toBe(false);
  }
  expect(await uploads.removeUrl(`/storage/avatars/${'a'.repeat(32)}.webp`)).toBe(true);
});
