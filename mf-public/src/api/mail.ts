import type { AuthSession, ForgotPasswordBody, NotificationKind, ResetPasswordBody } from 'contracts';
import { request } from 'mf-shared';

/**
 * The mail routes the public screens call (api/src/modules/mail, contracts/src/http/mail.ts).
 * Silent: the screens say what went wrong themselves, beside the form (no toast).
 */

export const FORGOT_PASSWORD_PATH = '/api/lpk/forgot-password';
export const RESET_CHECK_PATH = '/api/lpk/reset-password/check';
export const RESET_PASSWORD_PATH = '/api/lpk/reset-password';
export const VERIFY_EMAIL_PATH = '/api/lpk/verify-email';
export const UNSUBSCRIBE_PATH = '/api/lpk/mail/unsubscribe';

/** POST /forgot-password: the answer's message (the same whether or not an account has the address). */
export async function askPasswordReset(body: ForgotPasswordBody): Promise<string | undefined> {
  return (await request<null>({ method: 'post', url: FORGOT_PASSWORD_PATH, data: body, silent: true }, true)).message;
}

/** POST /reset-password/check: whether the link can still be used (410 with the reason otherwise). */
export async function checkResetLink(token: string): Promise<{ expires_at: string }> {
  return (await request<{ expires_at: string }>({ method: 'post', url: RESET_CHECK_PATH, data: { token }, silent: true })).data;
}

/** POST /reset-password: the new password; signed in (the session and the answer's message). */
export function resetPassword(body: ResetPasswordBody): Promise<{ data: AuthSession; message: string | undefined }> {
  return request<AuthSession>({ method: 'post', url: RESET_PASSWORD_PATH, data: body, silent: true });
}

/** POST /verify-email: the address the link was sent to is verified. */
export function verifyEmail(token: string): Promise<{ data: { email: string; email_verified_at: string }; message: string | undefined }> {
  return request<{ email: string; email_verified_at: string }>({ method: 'post', url: VERIFY_EMAIL_PATH, data: { token }, silent: true });
}

/** POST /mail/unsubscribe?token=: that kind of notification mail is off (the message says which). */
export function unsubscribe(token: string): Promise<{ data: { kind: NotificationKind }; message: string | undefined }> {
  return request<{ kind: NotificationKind }>({ method: 'post', url: UNSUBSCRIBE_PATH, params: { token }, data: {}, silent: true });
}
