/**
 * `npm run demo:remove` (or `node dist/db/seed/remove-cli.js` in api/ of a deployment): deletes the
 * demo accounts (their addresses in seed/accounts.ts) and what hangs off them, from the database
 * the API's DATABASE_URL / PG_SCHEMA / SQLITE_PATH name. A production node refuses to start while
 * any is there (docs/deploying.md). Exit code 0 when none is left, 1 with the reason otherwise.
 */
import { loadConfig } from '../../config';
import { Uploads } from '../../modules/uploads/storage';
import { uploadStoreFor } from '../../modules/uploads/store';
import { createDb } from '../database';
import { demoAccountsIn, removeDemoAccounts } from './demo-accounts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    const removed = await removeDemoAccounts(db, { uploads: new Uploads(uploadStoreFor(config)), log: (line) => console.error(line) });
    if (removed.length === 0) console.log('no demo account in this database: nothing removed');
    for (const account of removed)
      console.log(`removed ${account.email} (${account.role}${account.registrations ? `, ${account.registrations} registrations` : ''})`);
    const left = await demoAccountsIn(db);
    if (left.length) throw new Error(`demo accounts still present: ${left.join(', ')}`);
    if (removed.some((account) => account.role === 'operator'))
      console.log('the demo operator is gone: make the first operator with `npm run operator:create -- <email>`');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
