import { mailSettings } from '../modules/mail/settings';
import { resolveAppKey } from '../secrets';
import type { AppConfig } from './app-config';
import type { Env, SectionContext } from './env';
import { appUrlOf } from './server';
import { text, trimmed } from './variable-types';

/** Mail (modules/mail): the SMTP server, the sender, the key that signs mailed links. */
export const mailVariables = {
  SMTP_URL: trimmed(),
  MAIL_FROM: trimmed(),
  APP_KEY: text(undefined),
};

export function mailSection(env: Env, context: SectionContext): Pick<AppConfig, 'mail'> {
  const { production, testing } = context;
  return {
    mail:
      context.overrides.mail ??
      mailSettings(
        { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, appUrl: appUrlOf(env), production },
        // No default: from APP_KEY, else generated once into the secrets file (secrets.ts), as the real-time secret.
        () => resolveAppKey({ secret: env.APP_KEY, production, testing, secretsFile: env.SECRETS_FILE, sqlitePath: env.SQLITE_PATH }),
      ),
  };
}
