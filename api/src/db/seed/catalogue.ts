import type { Db } from '../database';
import { nowIso } from '../../lib/time';
import { foldText } from '../../lib/text';

// TEMPORARY minimal catalogue so the scaffold runs; replaced by the full demo catalogue generator.
export async function seedCatalogue(db: Db): Promise<void> {
  for (const [name, province, city] of [
    ['LPK Sakura Mandiri', 'Jawa Barat', 'Bandung'],
    ['LPK Hikari Nusantara', 'Jawa Timur', 'Surabaya'],
  ] as const) {
    await db
      .insertInto('institutes')
      .values({
        name, province, city, address: 'Jl. Contoh 1', programs: JSON.stringify(['titp']),
        prog_titp: 1, prog_ssw: 0, prog_kaigo_fukushishi: 0, prog_language: 0,
        registration_fee: 4_000_000, fee_level: 'low', has_dormitory: 1, training_months: 6,
        licence_number: 'KEP-1', sending_org_status: 'so', accreditation: 'A', pass_rate: 0.8, rating: 4.5,
        description_id: 'x', description_en: 'x', details: '{}', search_text: foldText(`${name} ${city} ${province}`),
        province_key: foldText(province), created_at: nowIso(),
      })
      .execute();
  }
}
