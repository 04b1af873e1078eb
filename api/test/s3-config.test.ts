import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

/**
 * The bucket's variables (config/s3.ts, issue 35): a configuration that cannot work is refused at
 * start with a message naming the variable, and a production start exits 78 with it; a good one
 * puts uploads in the bucket under their own prefix (UPLOAD_STORE=folder keeps them in UPLOAD_DIR).
 */
const GOOD = {
  DATABASE_URL: 'postgres://app@db.example.id/lpk',
  S3_BUCKET: 'lpk-files',
  S3_ENDPOINT: 'https://s3.example.id',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('S3 configuration', () => {
  test('a good bucket: uploads in it under uploads/, release files under remotes/, path style with an own endpoint', () => {
    const config = loadConfig(GOOD);
    expect(config.uploads).toEqual({
      store: 's3',
      s3: {
        bucket: 'lpk-files',
        region: 'us-east-1',
        endpoint: 'https://s3.example.id',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: true,
        prefix: 'uploads/',
      },
    });
    expect(config.release.s3).toMatchObject({ bucket: 'lpk-files', prefix: 'remotes/' });
    expect(loadConfig({ ...GOOD, UPLOAD_STORE: 'folder' }).uploads.store).toBe('folder');
    expect(loadConfig({ ...GOOD, S3_UPLOAD_PREFIX: 'prod/uploads/', S3_REGION: 'auto' }).uploads.s3).toMatchObject({ prefix: 'prod/uploads/', region: 'auto' });
    // On AWS (no endpoint), with the SDK's own credentials (an instance role): virtual-hosted style.
    const aws = loadConfig({ DATABASE_URL: GOOD.DATABASE_URL, S3_BUCKET: 'lpk-files', S3_REGION: 'ap-southeast-3' });
    expect(aws.uploads.s3).toMatchObject({ endpoint: undefined, accessKeyId: undefined, forcePathStyle: false, region: 'ap-southeast-3' });
    // Nothing set: the folder, as before.
    expect(loadConfig({}).uploads).toEqual({ store: 'folder', s3: undefined });
  });

  test.each([
    ['an endpoint without a bucket', 'S3_BUCKET', { S3_BUCKET: '' }, /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/],
    ['keys without a bucket', 'S3_BUCKET', { S3_BUCKET: '', S3_ENDPOINT: '' }, /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/],
    [
      'UPLOAD_STORE=s3 without a bucket',
      'S3_BUCKET',
      { S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', UPLOAD_STORE: 's3' },
      /UPLOAD_STORE=s3 needs S3_BUCKET/,
    ],
    ['half of the keys (no secret)', 'S3_SECRET_ACCESS_KEY', { S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY is not set but its pair is/],
    ['half of the keys (no key id)', 'S3_ACCESS_KEY_ID', { S3_ACCESS_KEY_ID: '' }, /S3_ACCESS_KEY_ID is not set but its pair is/],
    ['an endpoint that is not a URL', 'S3_ENDPOINT', { S3_ENDPOINT: 's3.example.id:9000' }, /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/],
    ['an endpoint that is not even a URL', 'S3_ENDPOINT', { S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT is not a URL/],
    ['an endpoint with another scheme', 'S3_ENDPOINT', { S3_ENDPOINT: 'ftp://s3.example.id' }, /http:\/\/ or https:\/\//],
    ['an endpoint naming the bucket in its path', 'S3_ENDPOINT', { S3_ENDPOINT: 'https://s3.example.id/lpk-files' }, /without a path or query/],
    ['an endpoint with credentials', 'S3_ENDPOINT', { S3_ENDPOINT: 'https://key:secret@s3.example.id' }, /must not carry credentials/],
    ['a bucket name S3 refuses', 'S3_BUCKET', { S3_BUCKET: 'LPK_Files' }, /S3_BUCKET is not a bucket name/],
    ['a region that is not one', 'S3_REGION', { S3_REGION: 'Asia Jakarta' }, /S3_REGION is not a region name/],
    [
      'an upload prefix without its slash',
      'S3_UPLOAD_PREFIX',
      { S3_UPLOAD_PREFIX: 'uploads' },
      /S3_UPLOAD_PREFIX must be one or more path segments ending in "\/"/,
    ],
    ['an upload prefix out of the bucket', 'S3_UPLOAD_PREFIX', { S3_UPLOAD_PREFIX: '../uploads/' }, /path segments/],
    ['uploads inside the release prefix', 'S3_UPLOAD_PREFIX', { S3_UPLOAD_PREFIX: 'remotes/uploads/' }, /S3_UPLOAD_PREFIX and S3_PREFIX overlap/],
    ['the bucket without the shared database', 'S3_BUCKET', { DATABASE_URL: '' }, /S3_BUCKET needs DATABASE_URL/],
  ])('%s is refused, naming %s', (_what, variable, change, message) => {
    let error: unknown;
    try {
      loadConfig({ ...GOOD, ...change });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(`${variable}: `);
    expect((error as Error).message).toMatch(message);
    // A secret is never repeated in the message.
    expect((error as Error).message).not.toContain('secret-example');
  });

  test('a production start with a bad bucket configuration exits 78 naming the variable', async () => {
    const api = path.resolve(__dirname, '..');
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: api,
        env: { ...process.env, NODE_ENV: 'production', ...GOOD, S3_ACCESS_KEY_ID: '', PORT: '0', PUSHER_PORT: '0', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`the API did not stop:\n${stderr}`));
      }, 60_000);
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stderr });
      });
    });
    expect(run.code).toBe(78);
    expect(run.stderr).toMatch(/S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is not set but its pair is/);
  }, 60_000);
});
