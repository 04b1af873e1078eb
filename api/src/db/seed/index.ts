import type { Db } from '../database';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';

/** Fills an empty database with the demo catalogue and accounts (docs/architecture.md section 2). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('institutes').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedCatalogue(db);
  await seedAccounts(db);
  return true;
}
