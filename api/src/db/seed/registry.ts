import { invalidateCatalogue } from '../../modules/catalogue/cache';
import { importSampleIfEmpty } from '../../modules/registry/service';
import { nowIso } from '../../lib/time';
import type { Db } from '../database';

/** The demo institutes the operator has verified against the registry: those the sample registry lists (1 to 6). */
export const VERIFIED_DEMO_INSTITUTES = [1, 2, 3, 4, 5, 6];

/**
 * The sample registry (api/registry/lpk-registry-sample.csv), and the demo institutes it lists
 * verified: their licence number made the registry's (the generated numbers carry the current
 * year) and `licence_verified_at` set. The other demo institutes stay unverified (self-declared).
 */
export async function seedRegistry(db: Db): Promise<void> {
  await importSampleIfEmpty(db);
  const entries = await db.selectFrom('lpk_registry').select(['licence_number', 'name']).execute();
  const now = nowIso();
  const institutes = await db.selectFrom('institutes').select(['id', 'name', 'details']).where('id', 'in', VERIFIED_DEMO_INSTITUTES).execute();
  for (const institute of institutes) {
    const entry = entries.find((e) => e.name === institute.name);
    if (!entry) continue;
    const details = JSON.parse(institute.details) as { licences?: { lpk_permit?: { number?: string } } };
    if (details.licences?.lpk_permit) details.licences.lpk_permit.number = entry.licence_number;
    await db
      .updateTable('institutes')
      .set({ licence_number: entry.licence_number, licence_verified_at: now, details: JSON.stringify(details) })
      .where('id', '=', institute.id)
      .execute();
  }
  invalidateCatalogue(db);
}
