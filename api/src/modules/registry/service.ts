import type { RegistryCheck } from 'contracts';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import { readRegistryCsv, type RegistryCsvRow } from './csv';
import { licenceKey, nameKey, provinceKey } from './licence';

/**
 * The official registry of licensed LPKs (lpk_registry, migration 0015; docs/lpk-join.md, "The official registry"): an
 * import replaces the whole list at once (one transaction: a check never sees half a list), and
 * the check of an application compares its licence number, name and province with it.
 */

/** The sample shipped with the repository (api/registry/, from src/ or dist/), imported on first start. */
export const SAMPLE_REGISTRY_CSV = path.resolve(__dirname, '..', '..', '..', 'registry', 'lpk-registry-sample.csv');

/** Imports rows (the last of a duplicated number wins). Returns how many numbers the registry now holds. */
export async function importRegistry(db: Db, rows: readonly RegistryCsvRow[], at = nowIso()): Promise<number> {
  const byKey = new Map<string, RegistryCsvRow>();
  for (const row of rows) byKey.set(licenceKey(row.licence_number), row);
  const values = [...byKey].map(([key, row]) => ({
    licence_key: key,
    licence_number: row.licence_number,
    name: row.name,
    province: row.province,
    status: row.status,
    imported_at: at,
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lpk_registry').execute();
    for (let i = 0; i < values.length; i += 200)
      await trx
        .insertInto('lpk_registry')
        .values(values.slice(i, i + 200))
        .execute();
  });
  return values.length;
}

export async function importRegistryFile(db: Db, file: string): Promise<number> {
  return importRegistry(db, readRegistryCsv(await fs.readFile(file, 'utf8')));
}

/** On first start (an empty registry): the sample. */
export async function importSampleIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('lpk_registry').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await importRegistryFile(db, SAMPLE_REGISTRY_CSV);
  return true;
}

/** Registry statuses that mean "licensed" (anything else, e.g. dicabut/revoked, is shown as it is). */
export function isActiveStatus(status: string): boolean {
  return /^(aktif|active|berlaku|valid)$/i.test(status.trim());
}

/** match: listed with the same name and province; differs: listed under another name or province; no_match: not listed. */
export async function checkAgainstRegistry(db: Db, input: { licence_number: string; name: string; province: string }): Promise<RegistryCheck> {
  const entry = await db.selectFrom('lpk_registry').selectAll().where('licence_key', '=', licenceKey(input.licence_number)).executeTakeFirst();
  if (!entry) {
    const last = await db.selectFrom('lpk_registry').select('imported_at').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return { result: 'no_match', differences: [], entry: null, imported_at: last?.imported_at ?? null };
  }
  const differences: ('name' | 'province')[] = [];
  if (nameKey(entry.name) !== nameKey(input.name)) differences.push('name');
  if (provinceKey(entry.province) !== provinceKey(input.province)) differences.push('province');
  return {
    result: differences.length ? 'differs' : 'match',
    differences,
    entry: { licence_number: entry.licence_number, name: entry.name, province: entry.province, status: entry.status },
    imported_at: entry.imported_at,
  };
}
