import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './lib/config-error';

/**
 * Secrets that must never have a published default. PUSHER_APP_SECRET signs private and
 * presence channel subscriptions: whoever knows it can listen to any user's channel.
 *
 * Where it comes from, first match wins:
 * 1. a secret the caller passes (loadConfig's overrides; tests pass their own: nothing is
 *    generated or written);
 * 2. the environment (PUSHER_APP_SECRET);
 * 3. NODE_ENV=production: none of the above (or the old published default, or one shorter than
 *    16 characters) is an error and start-up stops (every node of a deployment must be given the
 *    same secret; a generated one would differ per machine);
 * 4. the secrets file: read, or created with a random secret on first start (mode 0600), so
 *    that restarts and every process sharing the data folder agree. It is SECRETS_FILE, or
 *    `secrets.json` beside SQLITE_PATH, or api/data/secrets.json (beside the default SQLite file).
 *    Under tests (NODE_ENV=test, in the given environment or this process's, as jest sets it)
 *    the default api/data/secrets.json is never used: without SECRETS_FILE or SQLITE_PATH the
 *    secret is random for this process and not written anywhere.
 */

const apiRoot = path.resolve(__dirname, '..');
const DEFAULT_FILE = path.join(apiRoot, 'data', 'secrets.json');

/** The default of older versions, published in the README: never accepted in production. */
const PUBLISHED_DEFAULT = 'lpk-local-secret';
const MIN_PRODUCTION_LENGTH = 16;
const FIELD = 'pusher_app_secret';
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/** Secrets made for this process only (tests without a secrets file), by field. */
const processSecrets = new Map<string, string>();

/** Where the secrets come from: the environment's values as config/ read them (ENV_SCHEMA). */
export interface SecretSources {
  /** PUSHER_APP_SECRET. */
  secret?: string | undefined;
  /** NODE_ENV=production. */
  production?: boolean;
  /** NODE_ENV=test (in the given environment or this process's). */
  testing?: boolean;
  /** SECRETS_FILE. */
  secretsFile?: string | undefined;
  /** SQLITE_PATH. */
  sqlitePath?: string | undefined;
}

/** The secrets file of this environment (see above). */
export function secretsFilePath({ secretsFile, sqlitePath }: Pick<SecretSources, 'secretsFile' | 'sqlitePath'>): string {
  if (secretsFile) return path.resolve(secretsFile);
  if (sqlitePath && sqlitePath !== ':memory:' && !sqlitePath.startsWith('file:')) return path.join(path.dirname(path.resolve(sqlitePath)), 'secrets.json');
  return DEFAULT_FILE;
}

export function resolvePusherSecret(sources: SecretSources, given?: string): string {
  return resolveSecret({ variable: 'PUSHER_APP_SECRET', field: FIELD, purpose: 'it signs private and presence channel subscriptions' }, sources, given);
}

/**
 * APP_KEY signs the links sent by mail (verification, password reset, unsubscribe; modules/mail/links.ts):
 * the same rules and the same secrets file as PUSHER_APP_SECRET (field `app_key`), `secret` being APP_KEY.
 */
export function resolveAppKey(sources: SecretSources, given?: string): string {
  return resolveSecret(
    { variable: 'APP_KEY', field: 'app_key', purpose: 'it signs the links sent by mail (password reset, address verification)' },
    sources,
    given,
  );
}

interface SecretSpec {
  /** The environment variable that sets it. */
  variable: string;
  /** Its field in the secrets file. */
  field: string;
  /** What it protects, for the production error. */
  purpose: string;
}

function resolveSecret(spec: SecretSpec, sources: SecretSources, given?: string): string {
  const fromEnv = sources.secret;
  if (sources.production) {
    const explicit = given || fromEnv;
    if (!explicit) {
      throw new ConfigError(
        `${spec.variable} is not set. With NODE_ENV=production it must be set explicitly (the same long random value on every node, e.g. \`openssl rand -hex 32\`): ${spec.purpose}.`,
      );
    }
    if (explicit === PUBLISHED_DEFAULT || explicit.length < MIN_PRODUCTION_LENGTH) {
      throw new ConfigError(
        `${spec.variable} is too weak for NODE_ENV=production: use at least ${MIN_PRODUCTION_LENGTH} random characters, never the published default.`,
      );
    }
    return explicit;
  }
  if (given) return given;
  if (fromEnv) return fromEnv;
  const file = secretsFilePath(sources);
  if (sources.testing && file === DEFAULT_FILE) {
    const made = processSecrets.get(spec.field) ?? randomBytes(32).toString('hex');
    processSecrets.set(spec.field, made);
    return made;
  }
  return loadOrCreateSecret(file, spec.field);
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

function readSecrets(file: string): Record<string, unknown> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw new Error(`Cannot read the secrets file ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    // Never overwritten silently: other processes may be using the secret in it.
    throw new Error(`The secrets file ${file} is not a JSON object. Repair it, or delete it to have new secrets generated.`);
  }
  return parsed as Record<string, unknown>;
}

function usable(value: unknown): value is string {
  return typeof value === 'string' && value.length >= MIN_PRODUCTION_LENGTH;
}

/** Only the owner may read the file; tightened when it was left readable by others. */
function tighten(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch {
    // Not ours to change (another owner, a read-only mount): leave it.
  }
}

function loadOrCreateSecret(file: string, field: string): string {
  const existing = readSecrets(file);
  const current = existing?.[field];
  if (usable(current)) {
    tighten(file);
    return current;
  }
  const secret = randomBytes(32).toString('hex');
  const content = `${JSON.stringify({ ...existing, [field]: secret }, null, 2)}\n`;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o600, flag: 'wx' });
  try {
    fs.chmodSync(temp, 0o600);
    if (existing) {
      // Adding a field to a file that exists: replaced whole, atomically.
      fs.renameSync(temp, file);
      return secret;
    }
    // First start: link() creates the file only if no other process did meanwhile, atomically
    // and whole (a reader never sees half a file).
    try {
      fs.linkSync(temp, file);
      return secret;
    } catch (error) {
      const code = errorCode(error);
      if (code !== 'EEXIST' && !NO_HARD_LINKS.has(code ?? '')) throw error;
      if (code !== 'EEXIST') {
        // A file system without hard links: exclusive create (a reader racing it may see it empty).
        try {
          fs.writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
          return secret;
        } catch (retry) {
          if (errorCode(retry) !== 'EEXIST') throw retry;
        }
      }
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
  // Another process created it first: use theirs.
  const theirs = readSecrets(file)?.[field];
  if (!usable(theirs)) throw new Error(`The secrets file ${file} has no usable ${field}. Repair it, or delete it to have new secrets generated.`);
  return theirs;
}
