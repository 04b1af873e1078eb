import { ConfigError } from '../../lib/config-error';

/**
 * Mail settings (config/mail.ts reads the variables; docs/configuration.md lists them): SMTP_URL,
 * MAIL_FROM, APP_KEY, SMTP_MAX_CONNECTIONS (the SMTP pool) and MAIL_DIGEST_MINUTES (the
 * new-registration digest). The rest of the worker's timing is not configurable from the
 * environment: the values below are the product's rules (tests pass others through
 * `loadConfig`'s overrides).
 */
export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://...; unset = no sending (mails wait in the outbox; refused with NODE_ENV=production). */
  smtpUrl: string | undefined;
  /** The sender of every mail: `Name <address>`. */
  from: string;
  /** The domain of the Message-IDs (the sender's). */
  messageIdDomain: string;
  /** Signs the links sent by mail (links.ts). */
  appKey: string;
  /** How often the worker looks for due mails (it is also woken when a request enqueues one). */
  pollMs: number;
  /** How often the worker looks for messages left unread (notifications). */
  scanMs: number;
  /** A message unread this long mails its recipient. */
  unreadAfterMs: number;
  /** At most one unread-message mail per thread and recipient in this time. */
  threadQuietMs: number;
  /** A mail not sent after this long is marked failed (and logged). */
  giveUpAfterMs: number;
  /** SMTP connections this node keeps open and sends over at once (nodemailer's pool). */
  maxConnections: number;
  /** At most one new-registration digest per staff member in this time (notifications/registrations.ts). */
  digestMs: number;
  /** The worker's clock (tests move it; the default is the wall clock). */
  clock: () => number;
}

export const MAIL_DEFAULTS = {
  pollMs: 2_000,
  scanMs: 30_000,
  unreadAfterMs: 10 * 60_000,
  threadQuietMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  maxConnections: 5,
  digestMs: 15 * 60_000,
} as const;

/** The product's name as senders show it. */
export const SENDER_NAME = 'Kaigo LPK';

/** `user@domain` inside `Name <user@domain>` or alone; undefined when it is not an address. */
function addressOf(from: string): string | undefined {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from) ?? /^([^<>\s@]+@[^<>\s@]+)$/.exec(from.trim());
  return match?.[1];
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

export interface MailSources {
  smtpUrl: string | undefined;
  from: string | undefined;
  appUrl: string;
  production: boolean;
  /** SMTP_MAX_CONNECTIONS (unset: MAIL_DEFAULTS). */
  maxConnections?: number | undefined;
  /** MAIL_DIGEST_MINUTES (unset: MAIL_DEFAULTS). */
  digestMinutes?: number | undefined;
}

/** The mail settings from the environment's values; throws when they cannot work (named, with the reason). */
export function mailSettings(sources: MailSources, appKey: () => string): MailSettings {
  const { smtpUrl, production } = sources;
  if (!smtpUrl && production) {
    throw new ConfigError(
      'SMTP_URL is not set. With NODE_ENV=production mail must go out (password resets, address verification): set SMTP_URL=smtp://user:password@host:587 (or smtps://...:465).',
    );
  }
  if (smtpUrl) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.id:587.');
  }
  const from = sources.from ?? `${SENDER_NAME} <no-reply@${hostOf(sources.appUrl)}>`;
  const address = addressOf(from);
  if (!address) throw new ConfigError(`MAIL_FROM must be an address, "Name <user@domain>" or "user@domain" (it is "${from}").`);
  return {
    smtpUrl,
    from,
    messageIdDomain: address.slice(address.lastIndexOf('@') + 1),
    appKey: appKey(),
    ...MAIL_DEFAULTS,
    maxConnections: sources.maxConnections ?? MAIL_DEFAULTS.maxConnections,
    digestMs: sources.digestMinutes === undefined ? MAIL_DEFAULTS.digestMs : sources.digestMinutes * 60_000,
    clock: Date.now,
  };
}
