import { mailSettings } from '../modules/mail/settings';
import { resolveAppKey } from '../secrets';
import type { AppConfig } from './app-config';
import type { Env, SectionContext } from './env';
import { appUrlOf } from './server';
import { count, integer, text, trimmed } from './variable-types';

/** Mail (modules/mail): the SMTP server, the sender, the key that signs mailed links, the SMTP pool, the digest's interval. */
export const mailVariables = {
  SMTP_URL: trimmed(),
  MAIL_FROM: trimmed(),
  APP_KEY: text(undefined),
  /** Unset: MAIL_DEFAULTS.maxConnections (5). */
  SMTP_MAX_CONNECTIONS: integer(undefined, 1, 100),
  /** Unset: MAIL_DEFAULTS.digestMs (15 minutes); 0 sends each scan's arrivals at once. */
  MAIL_DIGEST_MINUTES: count(24 * 60),
};

export function mailSection(env: Env, context: SectionContext): Pick<AppConfig, 'mail'> {
  const { production, testing } = context;
  return {
    mail:
      context.overrides.mail ??
      mailSettings(
        {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          appUrl: appUrlOf(env),
          production,
          maxConnections: env.SMTP_MAX_CONNECTIONS,
          digestMinutes: env.MAIL_DIGEST_MINUTES,
        },
        // No default: from APP_KEY, else generated once into the secrets file (secrets.ts), as the real-time secret.
        () => resolveAppKey({ secret: env.APP_KEY, production, testing, secretsFile: env.SECRETS_FILE, sqlitePath: env.SQLITE_PATH }),
      ),
  };
}
