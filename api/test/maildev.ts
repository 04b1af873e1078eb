/**
 * A real SMTP catcher for the tests: MailDev in its own process on free ports
 * (scripts/maildev.cjs), read through its REST API (`GET /api/email`), never a mocked nodemailer.
 *
 *   const inbox = await startInbox();
 *   const t = await createTestApp(mailConfig(inbox));
 *   const mail = await inbox.waitFor((m) => m.to === 'rina@example.id');
 */
import { startMailDev, type MailDevProcess } from '../../scripts/maildev.cjs';

/** A mail as MailDev's REST API lists it, with the fields tests read. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  /** The first recipient's address. */
  to: string;
  headers: Record<string, string>;
  time: string;
}

interface RestMail {
  id: string;
  subject?: string;
  text?: string;
  html?: string;
  time?: string;
  to?: { address: string }[];
  envelope?: { to?: { address: string }[] };
  headers?: Record<string, string>;
}

export interface Inbox {
  process: MailDevProcess;
  smtpUrl: string;
  /** Every mail caught so far, oldest first. */
  list(): Promise<CaughtMail[]>;
  /** Mails to one address. */
  to(address: string): Promise<CaughtMail[]>;
  /** The first mail matching, waiting for it to arrive (polling the REST API). */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The raw message (every header as sent). */
  source(id: string): Promise<string>;
  /** One header of the raw message (unfolded), or undefined. */
  header(id: string, name: string): Promise<string | undefined>;
  clear(): Promise<void>;
  close(): Promise<void>;
}

function caught(mail: RestMail): CaughtMail {
  return {
    id: mail.id,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
    to: (mail.envelope?.to?.[0]?.address ?? mail.to?.[0]?.address ?? '').toLowerCase(),
    headers: mail.headers ?? {},
    time: mail.time ?? '',
  };
}

/** A MailDev of this test file, on free ports (closed with the inbox). */
export async function startInbox(): Promise<Inbox> {
  return inboxOf(await startMailDev());
}

/** The inbox of a MailDev already running (the browser tests' one: scripts/e2e/global-setup.cjs). */
export function inboxOf(maildev: MailDevProcess): Inbox {
  const api = `${maildev.webUrl}/api`;
  const list = async (): Promise<CaughtMail[]> => {
    const response = await fetch(`${api}/email`);
    if (!response.ok) throw new Error(`MailDev GET /api/email: ${response.status}`);
    return ((await response.json()) as RestMail[]).map(caught);
  };
  const source = async (id: string) => (await fetch(`${api}/email/${encodeURIComponent(id)}/source`)).text();
  return {
    process: maildev,
    smtpUrl: maildev.smtpUrl,
    list,
    to: async (address) => (await list()).filter((mail) => mail.to === address.toLowerCase()),
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await list()).find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no such mail within ${timeoutMs} ms; caught: ${JSON.stringify((await list()).map((m) => [m.to, m.subject]))}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    source,
    async header(id, name) {
      const raw = await source(id);
      const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
      const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
      const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
      return line?.slice(name.length + 1).trim();
    },
    async clear() {
      await fetch(`${api}/email/all`, { method: 'DELETE' });
    },
    close: () => maildev.close(),
  };
}

/** The first link of a mail's text that starts with `prefix` (the text part lists the action's address). */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link ${prefix}… in the mail "${mail.subject}":\n${mail.text}`);
  return found;
}

/** The token query parameter of a mailed link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
