/**
 * Fuzz-style robustness: a few hundred random bodies per POST route, as JSON and as form data.
 * Whatever arrives, the API answers in the envelope with a 4xx/2xx status — never a 500, never a
 * stack trace or SQL text.
 */
import { call, createTestApp, DEMO, login, rateLimits, registerCaregiver, type TestApp } from './helpers';

const BODIES_PER_ROUTE = Number(process.env.FUZZ_BODIES ?? 250);

/** Deterministic PRNG (mulberry32) so a failure can be replayed with FUZZ_SEED. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const rand = prng(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const FIELD_NAMES = [
  'full_name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'current_password',
  'referral_code',
  'agree',
  'lpk_id',
  'job_id',
  'consent',
  'status',
  'note',
  'registration_id',
  'body',
  'locale',
  'nik',
  'birth_date',
  'sex',
  'history',
  'members',
  'emergency_contact',
  'height_cm',
  'weight_kg',
  'blood_type',
  'japanese_certificates',
  'answers',
  'work_history',
  'motivation',
  'province',
  'religion',
  'marital_status',
  'socket_id',
  'channel_name',
  '__proto__',
  'constructor',
  'id',
  'role',
  'user_id',
];
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  '\u202e',
  '🙂'.repeat(50),
  'ß'.repeat(300),
  'a'.repeat(70_000),
  'null',
  'true',
  '1e309',
  '-1',
  '0',
  '99999999999999999999',
  '2026-02-30',
  'NaN',
  'caregiver@demo.test',
  'Kaigo#Jepang2026',
  'pending',
  'approved',
  'private-App.Models.User.1',
  '123.456',
  'N1',
  'A',
  'female',
];

function randomValue(depth: number): unknown {
  const r = rand();
  if (r < 0.3) return pick(NASTY_STRINGS);
  if (r < 0.4) return Math.floor(rand() * 2 ** 31) * (rand() < 0.5 ? -1 : 1);
  if (r < 0.45) return pick([0, 1, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308]);
  if (r < 0.55) return rand() < 0.5;
  if (r < 0.6) return null;
  if (r < 0.8 && depth < 3) return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(depth + 1));
  if (depth < 3) return randomObject(depth + 1);
  return pick(NASTY_STRINGS);
}

function randomObject(depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(rand() * 8);
  for (let i = 0; i < n; i += 1) out[rand() < 0.85 ? pick(FIELD_NAMES) : `k${Math.floor(rand() * 1000)}`] = randomValue(depth);
  return out;
}

function randomBody(): { payload: string; contentType: string } {
  const r = rand();
  if (r < 0.08) return { payload: pick(['{', '[1,2', 'null', '"x"', '42', '[]', '{"a":}', '\u0000']), contentType: 'application/json' };
  if (r < 0.2) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(randomObject())) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { payload: JSON.stringify(randomObject()), contentType: 'application/json' };
}

type Who = 'none' | 'caregiver' | 'staff';
/** Every POST route of the API, with whom to call it as. */
const POST_ROUTES: Array<[string, Who]> = [
  ['/api/lpk/register', 'none'],
  ['/api/lpk/login', 'none'],
  ['/api/lpk/change-password', 'caregiver'],
  ['/api/lpk/profile', 'caregiver'],
  ['/api/lpk/profile/ktp', 'caregiver'],
  ['/api/lpk/profile/education', 'caregiver'],
  ['/api/lpk/profile/family', 'caregiver'],
  ['/api/lpk/profile/additional-info', 'caregiver'],
  ['/api/lpk/profile/quiz', 'caregiver'],
  ['/api/lpk/profile/essay', 'caregiver'],
  ['/api/lpk/profile/avatar', 'caregiver'],
  ['/api/lpk/registrations', 'caregiver'],
  ['/api/lpk/institution/registrations/1/status', 'staff'],
  ['/api/lpk/messages', 'caregiver'],
  ['/broadcasting/auth', 'caregiver'],
];

let t: TestApp;
const tokens: Record<Who, string | undefined> = { none: undefined, caregiver: undefined, staff: undefined };

beforeAll(async () => {
  // This test floods every route on purpose and wants validation, not 429s: no login throttle
  // and no rate limiter (both have tests of their own).
  t = await createTestApp({ rateLimit: rateLimits({ login_failures: { max: 100_000, windowSeconds: 60 } }, false) });
  tokens.caregiver = (await registerCaregiver(t.app)).token;
  tokens.staff = await login(t.app, DEMO.staff1);
  // A live registration at LPK 1 so the staff status route has something to refuse moves on.
  await call(t.app, 'POST', '/api/lpk/registrations', { token: tokens.caregiver, body: { lpk_id: 1, consent: true } });
});
afterAll(() => t.close());

test.each(POST_ROUTES)(`random bodies to POST %s never give a 500 (seed ${seed})`, async (url, who) => {
  const statuses = new Map<number, number>();
  for (let i = 0; i < BODIES_PER_ROUTE; i += 1) {
    const { payload, contentType } = randomBody();
    const headers: Record<string, string> = { 'content-type': contentType, 'accept-language': rand() < 0.5 ? 'en' : 'id' };
    const token = tokens[who];
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500 || !/^\s*\{/.test(res.body) || /at .+\.(ts|js):\d+|SQLITE_|syntax error|relation "/i.test(res.body)) {
      throw new Error(`POST ${url} with ${contentType} ${payload.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 500)}`);
    }
    const json = res.json() as { status?: string };
    expect(['success', 'error']).toContain(json.status);
  }
  // The route really validated: most random bodies were refused as client errors.
  const clientErrors = [...statuses].filter(([s]) => s >= 400 && s < 500).reduce((n, [, c]) => n + c, 0);
  expect(clientErrors).toBeGreaterThan(BODIES_PER_ROUTE * 0.5);
});

test('the caregiver account survived the fuzzing unchanged in role', async () => {
  const me = await call(t.app, 'GET', '/api/lpk/profile', { token: tokens.caregiver });
  expect(me.body.data.user.role).toBe('caregiver');
});
