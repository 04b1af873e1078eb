import type { UserRow } from '../../db/schema';
import { unusableLink, type MailService } from '../mail';
import { linksSince } from '../mail/links';
import { hashPassword } from './passwords';
import { userByEmail, userById } from './queries';
import { startSession, type AuthDeps, type Client } from './service';

/**
 * Password reset (docs/mail.md): "Forgot password?" mails a one-use link valid 60 minutes to an
 * account's address, with the same answer whether or not an account has it (and no mail when
 * none has), given after the same work (one lookup) and before the mail is written; the link
 * sets a new password, ends every session of the account (their sockets close with 4009 on every
 * node) and signs the user in here. Using a link, or changing the password (service.ts), ends
 * every other reset link of the account. Only the sha256 of the link's token is stored
 * (mail/links.ts).
 */

export const RESET_LINK_TTL_MS = 60 * 60_000;
/** Reset mails per address an hour: more are not sent (the answer stays the same). */
export const RESET_LINKS_PER_HOUR = 3;
const HOUR = 60 * 60_000;

type Mail = Pick<MailService, 'createLink' | 'enqueue' | 'findLink' | 'useLink' | 'now' | 'wake'>;

export interface ResetDeps extends AuthDeps {
  mail: Mail;
}

/**
 * forgot-password before it answers: the one lookup of the address, the same for an address with
 * an account and one without (nothing is written, no other statement runs, the answer is the
 * same). What it returns writes the link and its mail; the route runs it after the answer has gone
 * (AfterAnswer), so neither the answer nor its timing tells whether the address has an account.
 * A database that cannot be reached still fails the lookup (503: the user knows to try again).
 */
export async function lookUpPasswordReset(deps: ResetDeps, email: string, lang: string): Promise<() => Promise<void>> {
  const user = await userByEmail(deps.db, email);
  return () => sendPasswordReset(deps, user, lang);
}

/** Sends a reset link to the account, if there is one (in the language of the request: the person asking reads it); at most RESET_LINKS_PER_HOUR. */
async function sendPasswordReset(deps: ResetDeps, user: UserRow | undefined, lang: string): Promise<void> {
  const { db, mail } = deps;
  if (!user) {
    deps.log.info({}, 'password reset asked for an unknown address: nothing sent');
    return;
  }
  const recent = await linksSince(db, user.id, 'password_reset', mail.now() - HOUR);
  if (recent.count >= RESET_LINKS_PER_HOUR) {
    deps.log.warn({ userId: user.id }, 'password reset: too many links this hour, none sent');
    return;
  }
  await db.transaction().execute(async (trx) => {
    const link = await mail.createLink(trx, { purpose: 'password_reset', userId: user.id, email: user.email, ttlMs: RESET_LINK_TTL_MS });
    await mail.enqueue(trx, { template: 'password_reset', to: user.email, locale: lang, userId: user.id, data: { name: user.full_name, link } });
  });
  mail.wake();
  deps.log.info({ userId: user.id }, 'password reset link sent');
}

/**
 * Work a route does after its answer has gone (onResponse): one task after the other per key (the
 * reset mails of one address, so that the hourly count sees the link written before), every
 * failure logged and never thrown, and the app's close waits for what is still running.
 */
export class AfterAnswer {
  private readonly chains = new Map<string, Promise<void>>();

  run(key: string, task: () => Promise<void>, log: Pick<AuthDeps['log'], 'error'>, what: string): void {
    const chain = (this.chains.get(key) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what}: failed after the answer`))
      .finally(() => {
        if (this.chains.get(key) === chain) this.chains.delete(key);
      });
    this.chains.set(key, chain);
  }

  /** Waits for every task queued so far (the app closing, a test). */
  async settled(): Promise<void> {
    while (this.chains.size) await Promise.all([...this.chains.values()]);
  }
}

/** The reset link of a token and its account, or the 410 saying why it cannot be used. */
async function usableResetLink(deps: ResetDeps, token: string) {
  const lookup = await deps.mail.findLink(deps.db, 'password_reset', token);
  if (lookup.state !== 'valid') throw unusableLink(lookup);
  const user = lookup.link.user_id === null ? undefined : await userById(deps.db, lookup.link.user_id);
  // The account changed its address since: a link sent to the old one no longer resets it.
  if (!user || user.email !== lookup.link.email) throw unusableLink({ state: 'invalid' });
  return { link: lookup.link, user };
}

/** Whether a reset link can be used, before the new password is typed. */
export async function checkPasswordReset(deps: ResetDeps, token: string): Promise<{ expires_at: string }> {
  const { link } = await usableResetLink(deps, token);
  return { expires_at: link.expires_at };
}

/**
 * A new password with a reset link: the link is used (once), the password set, the address
 * verified (the link proved it), every session of the account ended with its sockets; then a new
 * session here.
 */
export async function resetPassword(deps: ResetDeps, input: { token: string; password: string }, client: Client): Promise<{ token: string; user: UserRow }> {
  const { link, user } = await usableResetLink(deps, input.token);
  const passwordHash = await hashPassword(input.password);
  const at = new Date(deps.mail.now()).toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if (!(await deps.mail.useLink(trx, link))) return undefined;
    const updated = await trx
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        has_password: 1,
        email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)),
        updated_at: at,
      }))
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const ended = await trx.deleteFrom('personal_access_tokens').where('user_id', '=', user.id).returning('id').execute();
    return { updated, ended: ended.map((row) => row.id) };
  });
  if (!outcome) throw unusableLink({ state: 'used' });
  // Every session ends, on every node; then this browser is signed in.
  await deps.broadcaster.terminateTokens(outcome.ended);
  await deps.throttle.succeeded(user.email, client.ip);
  deps.log.info({ userId: user.id, sessionsEnded: outcome.ended.length }, 'password reset');
  return { token: await startSession(deps, outcome.updated, client), user: outcome.updated };
}
