import { FEE_ITEMS, feeLevel, type Listing, type ListingInput, type Program, type listingBody } from 'contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { InstituteRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockActiveLpk } from '../../plugins/access';
import { programFlags } from '../catalogue/columns';
import { presentPhoto } from '../catalogue/present';
import type { InstituteDetailsJson } from '../catalogue/types';
import type { LpkMember } from './access';
import { canEdit } from './access';

/**
 * An LPK's listing as its admin edits it: the institute row and the parts of its `details` JSON
 * the public detail page shows (fees, contact, dormitory). Writes keep the derived columns in
 * step (programs' flags, the total fee and its band) and leave what the LPK does not edit (name,
 * licence, pass rates, facilities) as the registry and the operator set it.
 */

type Details = Partial<InstituteDetailsJson>;

function parseDetails(text: string): Details {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Details) : {};
  } catch {
    return {};
  }
}

async function instituteOf(db: Db, lpkId: number): Promise<InstituteRow> {
  const row = await db.selectFrom('institutes').selectAll().where('id', '=', lpkId).executeTakeFirst();
  if (!row) throw notFound('catalogue.institute_not_found');
  return row;
}

export async function photosOf(db: Db, lpkId: number) {
  return db.selectFrom('institute_photos').select(['id', 'file', 'width', 'height']).where('lpk_id', '=', lpkId).orderBy('position').orderBy('id').execute();
}

function parsePrograms(text: string): Program[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as Program[]) : [];
  } catch {
    return [];
  }
}

/** The listing of the member's LPK, with its photos and whether they may change it. */
export async function readListing(db: Db, member: LpkMember): Promise<Listing> {
  const [row, photos] = await Promise.all([instituteOf(db, member.lpkId), photosOf(db, member.lpkId)]);
  const d = parseDetails(row.details);
  const items = d.fees?.items?.length ? d.fees.items : [{ key: FEE_ITEMS[0], amount: row.registration_fee }];
  return {
    id: row.id,
    name: row.name,
    province: row.province,
    city: row.city,
    description_id: row.description_id,
    description_en: row.description_en,
    programs: parsePrograms(row.programs),
    fees: { items: items.map((i) => ({ key: i.key, amount: i.amount, ...(i.label ? { label: i.label } : {}) })), instalments: d.fees?.instalments ?? false },
    has_dormitory: row.has_dormitory === 1,
    dormitory: row.has_dormitory === 1 ? (d.dormitory ?? null) : null,
    training_months: row.training_months,
    contact: {
      phone: d.contact?.phone ?? '',
      whatsapp: d.contact?.whatsapp ?? '',
      email: d.contact?.email ?? '',
      website: d.contact?.website ?? '',
      office_hours: d.contact?.office_hours ?? { days: 'mon_fri', open: '08:00', close: '16:00' },
    },
    registration_fee: row.registration_fee,
    fee_level: feeLevel(row.registration_fee),
    photos: photos.map((p) => ({ id: p.id, ...presentPhoto(p) })),
    can_edit: canEdit(member),
  };
}

/**
 * Saves the listing of the admin's LPK; the caller invalidates the catalogue. 403 while the
 * operator has suspended the LPK, checked with the institute row locked (it is updated here).
 */
export async function saveListing(db: Db, member: LpkMember, input: z.output<typeof listingBody>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockActiveLpk(trx, member.lpkId, { update: true });
    const row = await instituteOf(trx, member.lpkId);
    const d = parseDetails(row.details);
    const total = input.fees.items.reduce((sum, i) => sum + i.amount, 0);
    const details: Details = {
      ...d,
      fees: { currency: 'IDR', items: input.fees.items, instalments: input.fees.instalments },
      contact: { ...input.contact },
      dormitory: input.has_dormitory ? input.dormitory : null,
    };
    await trx
      .updateTable('institutes')
      .set({
        description_id: input.description_id,
        description_en: input.description_en,
        programs: JSON.stringify(input.programs),
        ...programFlags(input.programs),
        registration_fee: total,
        fee_level: feeLevel(total),
        has_dormitory: input.has_dormitory ? 1 : 0,
        training_months: input.training_months,
        details: JSON.stringify(details),
      })
      .where('id', '=', member.lpkId)
      .execute();
  });
}

export type { ListingInput };
