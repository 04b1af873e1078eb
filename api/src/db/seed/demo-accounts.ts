import { ConfigError } from '../../lib/config-error';
import { deleteAccountData } from '../../modules/account/queries';
import type { Uploads } from '../../modules/uploads/storage';
import type { Db } from '../database';
import { scrubDeletedData } from '../scrub';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_ALUMNI_EMAILS } from './reviews';

/**
 * The demo accounts (seed/accounts.ts) have passwords anyone can read in README, an operator
 * among them; the demo alumni (seed/reviews.ts) carry invented reviews, which a real visitor must
 * never take for real ones. A production node refuses to start while the database holds any of
 * them (app.ts), and `npm run demo:remove` deletes them (the alumni's reviews go with them, and the
 * LPKs' ratings are put right).
 */

/** The addresses of the demo accounts with published passwords. */
const SIGN_IN_EMAILS: readonly string[] = DEMO_ACCOUNTS.map((account) => account.email);

/** The addresses of every demo account: the ones with published passwords, then the invented alumni. */
export const DEMO_EMAILS: readonly string[] = [...SIGN_IN_EMAILS, ...DEMO_ALUMNI_EMAILS];

/** The command that deletes them (named in the refusal, docs/deploying.md). */
export const DEMO_REMOVE_COMMAND = 'npm run demo:remove';

/** Which demo accounts the database holds (their addresses, in the seed's order). */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'in', [...DEMO_EMAILS])
    .execute();
  const present = new Set(rows.map((row) => row.email));
  return DEMO_EMAILS.filter((email) => present.has(email));
}

/** Stops a production start (exit 78, ConfigError) while any demo account is in the database, naming them and the command that removes them. */
export async function refuseDemoAccounts(db: Db): Promise<void> {
  const present = await demoAccountsIn(db);
  if (present.length === 0) return;
  const published = present.filter((email) => SIGN_IN_EMAILS.includes(email));
  const alumni = present.filter((email) => DEMO_ALUMNI_EMAILS.includes(email));
  const parts = [
    published.length ? `demo accounts whose passwords are published: ${published.join(', ')}` : '',
    alumni.length ? `invented demo alumni whose reviews are not real: ${alumni.join(', ')}` : '',
  ].filter(Boolean);
  throw new ConfigError(
    `The database holds ${parts.join('; and ')}. A production node does not start with them. ` +
      `Remove them with \`${DEMO_REMOVE_COMMAND}\` (with this node's DATABASE_URL), then make the first operator with \`npm run operator:create -- <email>\` (docs/deploying.md).`,
  );
}

export interface RemovedDemoAccount {
  email: string;
  role: string;
  /** Registrations that went with the account (a caregiver's applications). */
  registrations: number;
}

/**
 * Deletes every demo account and what hangs off it, as an account deletion does
 * (modules/account/queries.ts deleteAccountData: sessions, profile, registrations with their
 * history and certificates, mail, audit rows about it; what other people keep loses its link to
 * the account), then scrubs the freed rows from SQLite's files and removes their avatar files.
 * The demo catalogue (institutes, vacancies) is not touched. Sessions of the removed accounts end
 * with them: the real-time server closes their sockets when it next checks its tokens.
 */
export async function removeDemoAccounts(db: Db, options: { uploads?: Uploads; log?: (message: string) => void } = {}): Promise<RemovedDemoAccount[]> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'avatar'])
    .where('email', 'in', [...DEMO_EMAILS])
    .orderBy('id')
    .execute();
  const removed: RemovedDemoAccount[] = [];
  for (const account of accounts) {
    const registrations = await deleteAccountData(db, account.id);
    removed.push({ email: account.email, role: account.role, registrations: registrations.length });
    if (options.uploads) {
      await options.uploads
        .removeUrl(account.avatar)
        .catch((error: unknown) => options.log?.(`avatar of ${account.email} not removed: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
  if (removed.length) await scrubDeletedData(db);
  return removed;
}
