import { getProfile, replaceUser, request } from 'mf-shared';

/**
 * The calls of the "verify your email" banner (layout/VerifyEmailBanner.tsx), which every page of
 * the area shows: nothing here imports a schema (the layout's chunk stays small).
 */

/**
 * POST /api/lpk/email/verification: the verification link again, to the account's address. Silent:
 * the banner says how it went (sent, already verified, or wait: the 429's words).
 */
export async function resendVerification(): Promise<string | undefined> {
  return (await request<null>({ method: 'post', url: '/api/lpk/email/verification', silent: true }, true)).message;
}

/** The account as the API has it now (the address verified elsewhere): the stored user is replaced. */
export async function refreshUser(): Promise<void> {
  replaceUser((await getProfile()).user);
}
