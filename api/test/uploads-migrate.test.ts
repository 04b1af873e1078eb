import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createTestApp } from './helpers';
import { startBucket, type TestBucket } from './s3';

/**
 * `npm run uploads:to-s3` (modules/uploads/migrate-cli.ts) as an operator runs it, against a real
 * S3-protocol server: every upload of UPLOAD_DIR lands in the bucket under the same name, verified;
 * a second run copies nothing; an object that differs is written again; what is not an upload is
 * left; with the bucket down it fails saying to run it again, and the next run completes; a node
 * on the bucket then serves the moved files at their old URLs.
 */
const API = path.resolve(__dirname, '..');
let bucket: TestBucket;
let dir: string;

beforeAll(async () => {
  bucket = await startBucket();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lpk-uploads-migrate-'));
}, 60_000);

afterAll(async () => {
  await bucket?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function run(env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/uploads/migrate-cli.ts'], {
      cwd: API,
      env: {
        ...process.env,
        NODE_ENV: '',
        // The bucket needs the shared database in the configuration (the command itself opens none).
        DATABASE_URL: 'postgres://app@127.0.0.1:1/unused',
        ...bucket.server.env,
        UPLOAD_DIR: dir,
        UPLOAD_STORE: 'folder',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`uploads:to-s3 did not end:\n${stdout}\n${stderr}`));
    }, 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const hex = (n: number, c = 'a') => `${n.toString(16).padStart(2, '0')}${c.repeat(30)}`;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function object(key: string): Promise<Buffer | null> {
  try {
    const got = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.connection.bucket, Key: key }));
    return Buffer.from(await got.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

test('moves UPLOAD_DIR into the bucket: verified, idempotent, resumable after an outage; a node on the bucket serves the old URLs', async () => {
  const files = new Map<string, Buffer>();
  const write = async (relative: string, bytes: Buffer) => {
    await fs.mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await fs.writeFile(path.join(dir, relative), bytes);
  };
  for (let i = 0; i < 12; i += 1) files.set(`avatars/${hex(i)}.webp`, Buffer.from(`RIFF avatar ${i}`));
  for (let i = 0; i < 5; i += 1) files.set(`institutes/${hex(i, 'b')}.webp`, Buffer.from(`RIFF photo ${i}`));
  files.set(`reports/${hex(1, 'c')}.pdf`, Buffer.from('%PDF-1.7 report'));
  for (const [relative, bytes] of files) await write(relative, bytes);
  // Not uploads: a temporary file of a write in progress, a stray file, a folder the server never had.
  await write(`avatars/.${hex(99)}.webp.1.tmp`, Buffer.from('partial'));
  await write('avatars/notes.txt', Buffer.from('hello'));
  await write(`certificates/${hex(1)}.webp`, Buffer.from('old'));
  // One object is there already (an earlier, interrupted run), one with other bytes (written again).
  const put = (key: string, body: Buffer) => bucket.client.send(new PutObjectCommand({ Bucket: bucket.connection.bucket, Key: key, Body: body }));
  await put(`uploads/avatars/${hex(0)}.webp`, files.get(`avatars/${hex(0)}.webp`)!);
  await put(`uploads/avatars/${hex(1)}.webp`, Buffer.from('damaged'));

  // The bucket is down: nothing can be copied, the command says so and ends with 1.
  await bucket.server.stop();
  let down;
  try {
    down = await run();
  } finally {
    await bucket.server.restart();
  }
  expect(down.code).toBe(1);
  expect(down.stdout).toContain('total: 18 files, 0 copied, 0 already in the bucket, 18 failed');
  expect(down.stdout).toContain('could not be reached');
  expect(down.stderr).toContain('18 file(s) not in the bucket: run the command again');

  const first = await run();
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.stdout).toContain(`copying the uploads of ${dir} to s3://lpk-test/uploads/ at ${bucket.server.endpoint}`);
  expect(first.stdout).toContain('avatars: 12 files, 11 copied, 1 already in the bucket, 0 failed');
  expect(first.stdout).toContain('institutes: 5 files, 5 copied, 0 already in the bucket, 0 failed');
  expect(first.stdout).toContain('reports: 1 files, 1 copied, 0 already in the bucket, 0 failed');
  expect(first.stdout).toContain('total: 18 files, 17 copied, 1 already in the bucket, 0 failed');
  expect(first.stdout).toContain('unset UPLOAD_STORE=folder');
  expect(await bucket.keys('uploads/')).toEqual([...files.keys()].map((relative) => `uploads/${relative}`).sort());
  for (const [relative, bytes] of files) expect(sha((await object(`uploads/${relative}`))!)).toBe(sha(bytes));
  // The folder is left as it was.
  expect((await fs.readdir(path.join(dir, 'avatars'))).length).toBe(14);

  const again = await run({ UPLOAD_STORE: '' });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('total: 18 files, 0 copied, 18 already in the bucket, 0 failed');
  expect(again.stdout).toContain('every upload is in the bucket.');

  // A node on the bucket serves them at the URLs the database holds.
  const node = await createTestApp(bucket.uploadConfig());
  try {
    const served = await node.app.inject({ method: 'GET', url: `/storage/avatars/${hex(3)}.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('RIFF avatar 3');
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await node.app.inject({ method: 'GET', url: `/storage/reports/${hex(1, 'c')}.pdf` })).statusCode).toBe(404);
  } finally {
    await node.close();
  }
}, 180_000);

test('without S3_BUCKET it exits 78 saying what to set', async () => {
  const result = await run({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', UPLOAD_STORE: '' });
  expect(result.code).toBe(78);
  expect(result.stderr).toContain('S3_BUCKET is not set');
}, 60_000);
