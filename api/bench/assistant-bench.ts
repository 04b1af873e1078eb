/**
 * Assistant benchmark (`npm run bench:assistant`): every question of assistant-questions.json
 * is asked through POST /api/lpk/assistant of the real API (in process, Fastify inject) on the
 * demo catalogue (in-memory SQLite), in BENCH_ROUNDS rounds after one warm-up round. Reported:
 *   correct    share of questions whose answer has the expected kind, contains every expected
 *              fact and links every expected source (date, institute or vacancy filter included)
 *   invented   answers stating a number that neither the knowledge, the question nor the rows
 *              linked from the answer contain; institute names ("LPK X Y") not in the database
 *   latency    p50 / p95 / max of one question, over every measured round
 * Targets (offline, the default without ASSISTANT_LLM_*): correct >= 85 %, nothing invented,
 * p95 < 300 ms; the process exits with 1 when one is missed. With ASSISTANT_LLM_URL/_MODEL/_KEY
 * set the same run measures the model path. BENCH_VERBOSE=1 prints every answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import type { Language } from '../src/i18n';
import type { Program } from 'contracts';
import { PROGRAM_COLUMNS, provinceKey } from '../src/modules/catalogue/columns';
import { formatDay, formatIdr, formatNumber } from '../src/modules/assistant/format';
import { buildPassages } from '../src/modules/assistant/knowledge/passages';
import { numbersIn } from '../src/modules/assistant/numbers';
import type { AnswerKind, Source } from '../src/modules/assistant/types';

interface Expectation {
  kind: AnswerKind | AnswerKind[];
  facts?: string[];
  sources?: string[];
  dates?: string[];
  lpk?: { provinces?: string[]; city?: string; dormitory?: 0 | 1; feeBelow?: number; feeMax?: number; program?: Program };
  job?: { prefecture?: string; pathway?: string; experience?: string };
  lpkName?: string;
}

interface Question {
  id: string;
  lang: Language;
  q: string;
  expect: Expectation;
}

interface Answer {
  answer: string;
  sources: Source[];
  kind: AnswerKind;
  mode: string;
}

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const VERBOSE = process.env.BENCH_VERBOSE === '1';
const TARGET = { correct: 0.85, p95Ms: 300 };

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function ask(app: FastifyInstance, q: Question): Promise<{ ms: number; status: number; body: Answer }> {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/lpk/assistant', headers: { 'accept-language': q.lang }, payload: { message: q.q } });
  const ms = performance.now() - started;
  return { ms, status: res.statusCode, body: (res.json() as { data: Answer }).data };
}

async function institute(app: FastifyInstance, id: number) {
  return app.db.selectFrom('institutes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Why the answer is not the expected one ([] = correct). */
async function check(app: FastifyInstance, q: Question, a: Answer, today: string): Promise<string[]> {
  const problems: string[] = [];
  const e = q.expect;
  const kinds = Array.isArray(e.kind) ? e.kind : [e.kind];
  if (!kinds.includes(a.kind)) problems.push(`kind ${a.kind}, expected ${kinds.join('|')}`);
  for (const fact of e.facts ?? []) if (!norm(a.answer).includes(norm(fact))) problems.push(`fact missing: ${fact}`);
  for (const url of e.sources ?? []) if (!a.sources.some((s) => s.url.startsWith(url))) problems.push(`source missing: ${url}`);
  for (const date of e.dates ?? []) if (!a.sources.some((s) => s.kind === 'fact' && s.date === date)) problems.push(`no source dated ${date}`);
  const lpkIds = a.sources
    .map((s) => /^\/lpk\/(\d+)$/.exec(s.url)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  if (e.lpk) {
    if (!lpkIds.length) problems.push('no institute linked');
    for (const id of lpkIds) {
      const row = await institute(app, id);
      const f = e.lpk;
      const ok =
        row !== undefined &&
        (!f.provinces || f.provinces.map(provinceKey).includes(row.province_key)) &&
        (!f.city || row.city === f.city) &&
        (f.dormitory === undefined || row.has_dormitory === f.dormitory) &&
        (f.feeBelow === undefined || row.registration_fee < f.feeBelow) &&
        (f.feeMax === undefined || row.registration_fee <= f.feeMax) &&
        (!f.program || row[PROGRAM_COLUMNS[f.program]] === 1);
      if (!ok) problems.push(`/lpk/${id} does not match the filter`);
    }
  }
  if (e.lpkName) {
    const row = await app.db.selectFrom('institutes').select('id').where('name', '=', e.lpkName).executeTakeFirst();
    if (!row || !lpkIds.includes(row.id)) problems.push(`${e.lpkName} not linked`);
  }
  if (e.job) {
    const jobs = a.sources.map((s) => /^\/job-detail\/(\d+)\/(\d+)$/.exec(s.url)).filter((m): m is RegExpExecArray => m !== null);
    if (!jobs.length) problems.push('no vacancy linked');
    for (const m of jobs) {
      const row = await app.db.selectFrom('jobs').selectAll().where('id', '=', Number(m[1])).executeTakeFirst();
      const f = e.job;
      const ok =
        row !== undefined &&
        row.lpk_id === Number(m[2]) &&
        row.deadline >= today &&
        (!f.prefecture || row.prefecture === f.prefecture) &&
        (!f.pathway || row.pathway === f.pathway) &&
        (!f.experience || row.experience === f.experience);
      if (!ok) problems.push(`${m[0]} does not match the filter`);
    }
  }
  return problems;
}

/** Everything an answer may take a number from: the knowledge, the question, the rows it links, how many it links. */
async function knownTexts(app: FastifyInstance, q: Question, a: Answer, knowledge: Record<Language, string[]>): Promise<string[]> {
  const texts = [...knowledge[q.lang], q.q, String(a.sources.length)];
  for (const source of a.sources) {
    texts.push(source.title, source.date ?? '');
    const lpk = /^\/lpk\/(\d+)$/.exec(source.url);
    if (lpk) {
      const row = await institute(app, Number(lpk[1]));
      if (row) texts.push(row.name, row.city, formatIdr(row.registration_fee, q.lang), String(row.training_months), String(row.rating), String(row.pass_rate));
    }
    const job = /^\/job-detail\/(\d+)\/(\d+)$/.exec(source.url);
    if (job) {
      const row = await app.db.selectFrom('jobs').selectAll().where('id', '=', Number(job[1])).executeTakeFirst();
      if (row)
        texts.push(row.title_id, row.title_en, row.city, formatNumber(row.monthly_salary_jpy, q.lang), row.jlpt_required, formatDay(row.deadline, q.lang));
    }
  }
  // Counts of matching rows the answer may state ("I found 12 LPKs"): the database's own counts for the expected filters.
  const f = q.expect.lpk;
  if (f) {
    let query = app.db.selectFrom('institutes');
    if (f.provinces) query = query.where('province_key', 'in', f.provinces.map(provinceKey));
    if (f.city) query = query.where('city', '=', f.city);
    if (f.dormitory !== undefined) query = query.where('has_dormitory', '=', f.dormitory);
    if (f.feeBelow !== undefined) query = query.where('registration_fee', '<', f.feeBelow);
    if (f.feeMax !== undefined) query = query.where('registration_fee', '<=', f.feeMax);
    if (f.program) query = query.where(PROGRAM_COLUMNS[f.program], '=', 1);
    const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    texts.push(String(row.n));
  }
  const j = q.expect.job;
  if (j) {
    let query = app.db.selectFrom('jobs').where('deadline', '>=', new Date().toISOString().slice(0, 10));
    if (j.prefecture) query = query.where('prefecture', '=', j.prefecture);
    if (j.pathway) query = query.where('pathway', '=', j.pathway as 'titp');
    if (j.experience) query = query.where('experience', '=', j.experience as 'experienced');
    const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    texts.push(String(row.n));
  }
  return texts;
}

async function main(): Promise<void> {
  const file = path.join(__dirname, 'assistant-questions.json');
  const { questions } = JSON.parse(fs.readFileSync(file, 'utf8')) as { questions: Question[] };
  const app = await buildApp({
    logger: false,
    config: { databaseUrl: undefined, sqlitePath: ':memory:', seedDemo: true, rateLimit: { enabled: false, limits: DEFAULT_RATE_LIMITS } },
  });
  const today = new Date().toISOString().slice(0, 10);
  const options = { exchangeRate: app.config.exchangeRate, chatUrl: app.config.site.chatUrl };
  const knowledge: Record<Language, string[]> = {
    id: buildPassages('id', options).flatMap((p) => [p.title, p.text, ...p.sources.map((s) => `${s.title} ${s.date ?? ''}`)]),
    en: buildPassages('en', options).flatMap((p) => [p.title, p.text, ...p.sources.map((s) => `${s.title} ${s.date ?? ''}`)]),
  };
  const dbNames = new Set((await app.db.selectFrom('institutes').select('name').execute()).map((r) => r.name));

  for (const q of questions) await ask(app, q); // warm-up
  const latencies: number[] = [];
  const answers = new Map<string, Answer>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of questions) {
      const { ms, status, body } = await ask(app, q);
      if (status !== 200) throw new Error(`${q.id}: HTTP ${status}`);
      latencies.push(ms);
      if (round === 0) answers.set(q.id, body);
    }
  }

  let correct = 0;
  let inventedAnswers = 0;
  const inventedNumbers: string[] = [];
  const inventedNames: string[] = [];
  const modes = new Set<string>();
  for (const q of questions) {
    const a = answers.get(q.id)!;
    modes.add(a.mode);
    const problems = await check(app, q, a, today);
    const known = new Set<string>();
    for (const text of await knownTexts(app, q, a, knowledge)) for (const n of numbersIn(text)) known.add(n);
    const numbers = [...numbersIn(a.answer)].filter((n) => !known.has(n));
    const names = [...a.answer.matchAll(/LPK(?: \p{Lu}[\p{L}\p{N}]+){2,}/gu)].map((m) => m[0]).filter((name) => !dbNames.has(name));
    if (numbers.length || names.length) inventedAnswers += 1;
    inventedNumbers.push(...numbers.map((n) => `${q.id}: ${n}`));
    inventedNames.push(...names.map((n) => `${q.id}: ${n}`));
    if (!problems.length) correct += 1;
    if (problems.length || VERBOSE) {
      console.log(`${problems.length ? 'WRONG' : 'ok   '} [${q.lang}] ${q.id}: ${q.q}`);
      for (const p of problems) console.log(`        - ${p}`);
      if (VERBOSE || problems.length) {
        console.log(`        answer (${a.kind}, ${a.mode}): ${a.answer.replace(/\n/g, ' / ').slice(0, 400)}`);
        console.log(`        sources: ${a.sources.map((s) => `${s.url}${s.date ? ` (${s.date})` : ''}`).join(', ')}`);
      }
    }
  }
  await app.close();

  const sorted = [...latencies].sort((x, y) => x - y);
  const share = correct / questions.length;
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const byLang = (lang: Language) => questions.filter((q) => q.lang === lang).length;
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log('');
  console.log(
    `assistant bench: ${questions.length} questions (${byLang('id')} id, ${byLang('en')} en), mode ${[...modes].join('+')}, ${ROUNDS} rounds after a warm-up`,
  );
  console.log(`correct with the right sources: ${correct}/${questions.length} = ${pct(share)} (target >= ${pct(TARGET.correct)})`);
  console.log(
    `invented: ${inventedAnswers} answers; numbers not in the knowledge: ${inventedNumbers.length}${inventedNumbers.length ? ` (${inventedNumbers.join('; ')})` : ''}; LPK names not in the database: ${inventedNames.length}${inventedNames.length ? ` (${inventedNames.join('; ')})` : ''}`,
  );
  console.log(
    `latency per question: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (target p95 < ${TARGET.p95Ms} ms)`,
  );
  const met = share >= TARGET.correct && inventedAnswers === 0 && p95 < TARGET.p95Ms;
  console.log(met ? 'targets met' : 'TARGETS MISSED');
  process.exitCode = met ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
