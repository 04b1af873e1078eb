import type { Db } from '../database';
import { seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedRegistry } from './registry';
import { seedReports } from './reports';
import { seedReviews } from './reviews';

/** Fills an empty database with the demo catalogue, accounts and the sample LPK registry (docs/architecture.md section 2). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('institutes').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedCatalogue(db);
  await seedAccounts(db);
  await seedReviews(db);
  await seedRegistry(db);
  await seedReports(db);
  return true;
}
