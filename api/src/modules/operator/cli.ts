/**
 * `npm run operator:create -- <email> [--name "Full Name"] [--lang id|en]` (or
 * `node dist/modules/operator/cli.js <email>` in api/ of a deployment): makes an operator
 * account with no usable password and mails it a one-use link, valid 24 hours, that sets one
 * (create-operator.ts; docs/deploying.md). Reads the API's own variables (DATABASE_URL,
 * APP_URL, APP_KEY, SMTP_URL, ...) and applies pending migrations first. Without SMTP_URL no mail
 * goes out: the link is printed instead. Exit code 0 when the account was made, 1 with the reason
 * otherwise (an address that already has an account is refused, nothing changed).
 */
import { loadConfig } from '../../config';
import { createDb, ensurePgSchema, migrateToLatest } from '../../db/database';
import { createOperator, OperatorCreateError } from './create-operator';

const USAGE = 'usage: npm run operator:create -- <email> [--name "Full Name"] [--lang id|en]';

function parseArgs(args: string[]): { email: string; name?: string; locale?: 'id' | 'en' } {
  let email: string | undefined;
  let name: string | undefined;
  let locale: 'id' | 'en' | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--name') name = args[++i];
    else if (arg === '--lang') {
      const lang = args[++i];
      if (lang !== 'id' && lang !== 'en') throw new OperatorCreateError(`--lang is id or en. ${USAGE}`);
      locale = lang;
    } else if (!arg.startsWith('--') && email === undefined) email = arg;
    else throw new OperatorCreateError(`unexpected argument "${arg}". ${USAGE}`);
  }
  if (!email) throw new OperatorCreateError(USAGE);
  return { email, ...(name !== undefined ? { name } : {}), ...(locale ? { locale } : {}) };
}

async function main(): Promise<void> {
  const input = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.databaseUrl && config.pgSchema) await ensurePgSchema(config.databaseUrl, config.pgSchema);
  const db = createDb(config);
  try {
    await migrateToLatest(db, config.databaseUrl ? config.pgSchema : undefined);
    const created = await createOperator({ db, appUrl: config.appUrl, appKey: config.mail.appKey }, input);
    console.log(`operator account created: ${created.email} (id ${created.userId}), no password yet`);
    if (config.mail.smtpUrl) {
      console.log(`a one-use link to set its password (valid until ${created.expiresAt}) is in the mail outbox: a running API node sends it within seconds`);
    } else {
      console.log('SMTP_URL is not set: no mail goes out. Open this one-use link to set the password');
      console.log(`(valid until ${created.expiresAt}):`);
      console.log(created.link);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof OperatorCreateError ? error.message : error instanceof Error ? error.message : error);
  process.exit(1);
});
