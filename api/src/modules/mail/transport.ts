import nodemailer from 'nodemailer';

/**
 * Sending over SMTP (nodemailer, SMTP_URL) through a pool of up to SMTP_MAX_CONNECTIONS
 * connections (nodemailer's `pool`): the worker hands it several mails at once and each goes over
 * the next free connection, without a connection and a login per mail. A connection the server
 * closed (a restart, an idle time-out) is replaced by the pool on the next mail. Every failure
 * comes back as a rejected promise or an 'error' event that is logged: nothing from the SMTP
 * client can end the process.
 */

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries: a mail sent twice (an answer lost) is one mail to the recipient's server. */
  messageId: string;
  /** When it was written (the outbox row's creation), so a retry carries the same Date. */
  date: Date;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Whether the server answers and accepts our login now (connects, greets, authenticates; sends nothing). */
  reachable(): Promise<boolean>;
  close(): void;
}

/** Why a mail did not go: `permanent` when the server refused this mail for good (retrying cannot help). */
export class SendFailure extends Error {
  constructor(
    /** What on-call reads: the client's error code and the SMTP reply code, never an address. */
    readonly kind: string,
    message: string,
    readonly permanent: boolean,
    /** No SMTP reply at all (refused, timed out, not SMTP): the server, not this mail. */
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/** nodemailer's error fields. */
interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

/**
 * A refused recipient or message with a 5xx reply is permanent (550 no such mailbox, 552 too
 * big, 554 refused); a refused login (535) is not: it is the configuration, and the mails wait
 * until someone fixes it. Connection failures, time-outs and 4xx replies are tried again.
 */
export function classify(error: unknown): SendFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  const code = typeof e.code === 'string' ? e.code : 'ERROR';
  const reply = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const permanent = reply !== undefined && reply >= 500 && reply < 600 && (code === 'EENVELOPE' || code === 'EMESSAGE');
  const kind = printable(reply === undefined ? code : `${code} ${reply}`).slice(0, 40);
  const message = typeof e.message === 'string' ? e.message : String(error);
  return new SendFailure(kind, printable(message), permanent, reply === undefined);
}

/**
 * An error's text as it may be stored and logged: a peer's reply can hold anything (NUL bytes,
 * which PostgreSQL text refuses; terminal escapes), so control characters become spaces.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').slice(0, 500);
}

/** Mails one pooled connection carries before it is replaced (nodemailer's maxMessages). */
const MESSAGES_PER_CONNECTION = 500;

export function smtpTransport(url: string, onError: (error: unknown) => void, options: { maxConnections: number }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections,
    maxMessages: MESSAGES_PER_CONNECTION,
    // nodemailer waits 2 minutes for a connection by default; a worker round must not hang that long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  transporter.on('error', onError);
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          date: mail.date,
          headers: mail.headers,
        });
      } catch (error) {
        throw classify(error);
      }
    },
    async reachable() {
      try {
        return (await transporter.verify()) === true;
      } catch {
        return false;
      }
    },
    close: () => transporter.close(),
  };
}
