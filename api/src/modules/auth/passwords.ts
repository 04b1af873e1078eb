import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import pLimit from 'p-limit';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (4 threads by default), which file reads (static files,
 * avatars) and DNS need too. A login flood would fill the pool's queue with hashes and every file
 * would wait behind them, so at most a few hashes run at once (PASSWORD_HASH_CONCURRENCY, default 2;
 * app.ts sets it) and the rest wait in this queue, off the pool.
 */
let currentConcurrency = 2;
let limit = pLimit(currentConcurrency);
let completed = 0;

/** Sets how many hashes/verifications may run at once on this node (takes effect for new calls). */
export function setPasswordHashConcurrency(concurrency: number): void {
  const wanted = Math.max(1, Math.floor(concurrency));
  if (wanted === currentConcurrency) return;
  currentConcurrency = wanted;
  limit = pLimit(currentConcurrency);
}

/** What the hashing queue is doing: running now, waiting, and finished since start. */
export function passwordHashingStats(): { active: number; pending: number; completed: number; concurrency: number } {
  return { active: limit.activeCount, pending: limit.pendingCount, completed, concurrency: currentConcurrency };
}

function bounded<T>(work: () => Promise<T>): Promise<T> {
  return limit(() => work().finally(() => (completed += 1)));
}

export const hashPassword = (plain: string) => bounded(() => argon2.hash(plain, HASH_OPTIONS));

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await bounded(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyVerify(plain: string): Promise<boolean> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash.then((h) => verifyPassword(h, plain));
}

/** ~49,000 most common passwords (zxcvbn-ts common dictionary), compared case-insensitively. */
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** Whether `plain` is a common password (refused as a new password: auth/schemas.ts). */
export function isCommonPassword(plain: string): boolean {
  return COMMON.has(plain.toLowerCase());
}
