import { mailPreferencesBody, type MailPreference, type MailPreferencesBody } from 'contracts';
import { getData, getProfile, replaceUser, request } from 'mf-shared';

/** Query key of GET /api/lpk/mail/preferences. */
export const MAIL_PREFERENCES_KEY = ['mail', 'preferences'] as const;

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

/** GET /api/lpk/mail/preferences: the notification mails of the user's role, each on or off. */
export async function getMailPreferences(signal?: AbortSignal): Promise<MailPreference[]> {
  return (await getData<{ items: MailPreference[] }>('/api/lpk/mail/preferences', {}, { signal })).items;
}

/** POST /api/lpk/mail/preferences with the kinds changed (checked with the contract's schema first). */
export async function saveMailPreferences(changes: MailPreferencesBody): Promise<{ items: MailPreference[]; message: string | undefined }> {
  const { data, message } = await request<{ items: MailPreference[] }>({
    method: 'post',
    url: '/api/lpk/mail/preferences',
    data: mailPreferencesBody.parse(changes),
  });
  return { items: data.items, message };
}
