import { invalidateCatalogue } from '../../modules/catalogue/cache';
import type { Program } from 'contracts';
import type { Db } from '../database';
import type { NewInstitute, NewJob } from '../schema';
import { DEFAULT_SEED, generateInstitutes } from './data/institutes';
import { generateJobs } from './data/jobs';

/** Size of the demo catalogue (docs/architecture.md section 2 asks for at least 40 and 60). */
export const DEMO_INSTITUTES = 48;
export const DEMO_JOBS = 72;

/** Rows per INSERT: 27 columns x 200 rows stays under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

async function insertInstitutes(db: Db, rows: NewInstitute[]): Promise<{ id: number; programs: Program[] }[]> {
  const out: { id: number; programs: Program[] }[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    // Seeded institutes are public (a `draft` is an approved LPK its admin has not yet published).
    const ids = await db
      .insertInto('institutes')
      .values(chunk.map((row) => ({ ...row, listing_status: 'listed' as const })))
      .returning('id')
      .execute();
    // RETURNING order matches VALUES order in both SQLite and PostgreSQL for a single-statement insert.
    ids.forEach((row, k) => out.push({ id: row.id, programs: JSON.parse(chunk[k]!.programs) as Program[] }));
  }
  return out;
}

async function insertJobs(db: Db, rows: NewJob[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('jobs')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/**
 * The demo catalogue: 48 invented institutes in 48 cities of 27 provinces (institutes 1 and 2 are the
 * workplaces of the demo staff accounts) and 72 vacancies with deadlines after today.
 * Deterministic for a given date (seeded PRNG), one transaction, a few milliseconds.
 */
export async function seedCatalogue(db: Db, options: { today?: Date } = {}): Promise<void> {
  const today = options.today ?? new Date();
  await db.transaction().execute(async (trx) => {
    const institutes = await insertInstitutes(trx, generateInstitutes(DEMO_INSTITUTES, { seed: DEFAULT_SEED, now: today }));
    await insertJobs(trx, generateJobs(DEMO_JOBS, institutes, { today }));
  });
  invalidateCatalogue(db);
}

/**
 * `count` synthetic institutes (the benchmark uses 10,000) from the same generator, and
 * `jobs` vacancies (default 1.5 per institute). The first institutes equal the demo catalogue.
 */
export async function seedSyntheticCatalogue(db: Db, count: number, options: { seed?: number; today?: Date; jobs?: number } = {}): Promise<void> {
  const today = options.today ?? new Date();
  await db.transaction().execute(async (trx) => {
    const institutes = await insertInstitutes(trx, generateInstitutes(count, { seed: options.seed ?? DEFAULT_SEED, now: today }));
    await insertJobs(trx, generateJobs(options.jobs ?? Math.max(DEMO_JOBS, Math.round(count * 1.5)), institutes, { today }));
  });
  invalidateCatalogue(db);
}
