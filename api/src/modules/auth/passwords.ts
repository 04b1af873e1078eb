import argon2 from 'argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/** argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string) => argon2.hash(plain, HASH_OPTIONS);

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
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

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function isCommonPassword(plain: string): boolean {
  return COMMON.has(plain.toLowerCase());
}

/** The password rules of SPEC.md section 5, enforced on the server, each with its own message. */
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX)
  .superRefine((value, ctx) => {
    const fail = (key: string) => ctx.addIssue({ code: 'custom', message: key });
    if (value.length < PASSWORD_MIN) fail('auth.password_min');
    if (!/\p{Lu}/u.test(value)) fail('auth.password_upper');
    if (!/\p{Ll}/u.test(value)) fail('auth.password_lower');
    if (!/\p{Nd}/u.test(value)) fail('auth.password_digit');
    if (!/[^\p{L}\p{N}\s]/u.test(value)) fail('auth.password_special');
    if (isCommonPassword(value)) fail('auth.password_common');
  });
