import { mailPreferencesBody, type MailPreference, type MailPreferencesBody } from 'contracts';
import { type QueryDefinition, getData, request } from 'mf-shared';

/**
 * The notification mails of /admin/settings. (The verification banner's calls are in
 * verification.ts: the banner is on every page, and this module brings the contract's zod schema.)
 */

/** Query key of GET /api/lpk/mail/preferences. */
export const MAIL_PREFERENCES_KEY = ['mail', 'preferences'] as const;

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

/** The user's mail notification preferences. */
export const mailPreferencesQuery: QueryDefinition<MailPreference[]> = { key: MAIL_PREFERENCES_KEY, fetch: getMailPreferences };
