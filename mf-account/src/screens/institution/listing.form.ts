import {
  FEE_ITEMS,
  forbiddenFeeItems,
  listingBody,
  type FeeItem,
  type ForbiddenFeeItem,
  type Listing,
  type ListingInput,
  type OfficeDays,
  type Program,
} from 'contracts';
import { numeric } from 'mf-shared/forms';

/** PUT /api/lpk/institution/listing: the listing form (rules: contracts' listingBody). */

export const listingSchema = listingBody;

/**
 * The form's values, shaped as the body: numbers as typed (empty = none), one amount per fee item
 * in FEE_ITEMS' order (the body lists only the items with an amount; `label` is the name of the
 * `other` item, sent with it alone), the dormitory's details kept
 * while the box is unticked (the body then has none).
 */
export interface ListingValues {
  description_id: string;
  description_en: string;
  programs: Program[];
  fees: { items: { key: FeeItem; amount: string; label: string }[]; instalments: boolean };
  has_dormitory: boolean;
  dormitory: { capacity: string; monthly_fee_idr: string; separate_by_gender: boolean };
  training_months: string;
  contact: {
    phone: string;
    whatsapp: string;
    email: string;
    website: string;
    office_hours: { days: OfficeDays; open: string; close: string };
  };
}

export function listingValues(listing: Listing): ListingValues {
  const item = (key: FeeItem) => listing.fees.items.find((i) => i.key === key);
  return {
    description_id: listing.description_id,
    description_en: listing.description_en,
    programs: listing.programs,
    fees: {
      items: FEE_ITEMS.map((key) => ({ key, amount: String(item(key)?.amount ?? ''), label: item(key)?.label ?? '' })),
      instalments: listing.fees.instalments,
    },
    has_dormitory: listing.has_dormitory,
    dormitory: {
      capacity: listing.dormitory ? String(listing.dormitory.capacity) : '',
      monthly_fee_idr: listing.dormitory ? String(listing.dormitory.monthly_fee_idr) : '',
      separate_by_gender: listing.dormitory?.separate_by_gender ?? false,
    },
    training_months: String(listing.training_months),
    contact: {
      phone: listing.contact.phone,
      whatsapp: listing.contact.whatsapp,
      email: listing.contact.email,
      website: listing.contact.website,
      office_hours: { days: listing.contact.office_hours.days, open: listing.contact.office_hours.open, close: listing.contact.office_hours.close },
    },
  };
}

/** The fee items the body lists: those with an amount, in FEE_ITEMS' order. */
const sentFees = (v: ListingValues) => v.fees.items.filter((item) => item.amount.trim() !== '');

/** Numbers as typed: the schema says what is wrong with anything else. */
export function listingPayload(v: ListingValues): ListingInput {
  const { dormitory: d, contact: c } = v;
  const h = c.office_hours;
  return {
    description_id: v.description_id,
    description_en: v.description_en,
    programs: v.programs,
    fees: {
      items: sentFees(v).map(({ key, amount, label }) => ({ key, amount: numeric(amount) as number, ...(key === 'other' ? { label } : {}) })),
      instalments: v.fees.instalments,
    },
    has_dormitory: v.has_dormitory,
    dormitory: v.has_dormitory
      ? { capacity: numeric(d.capacity) as number, monthly_fee_idr: numeric(d.monthly_fee_idr) as number, separate_by_gender: d.separate_by_gender }
      : null,
    training_months: numeric(v.training_months) as number,
    contact: { phone: c.phone, whatsapp: c.whatsapp, email: c.email, website: c.website, office_hours: { days: h.days, open: h.open, close: h.close } },
  };
}

/**
 * The field of a body path: the n-th fee item sent is the amount of its item (or the name, for the
 * `other` item's name); the dormitory as a
 * whole is its capacity (the first of its fields); any other path is the field of that name.
 */
export function listingFieldOf(path: string, v: ListingValues): string {
  const fee = /^fees\.items\.(\d+)(?:\.(\w+)|$)/.exec(path);
  if (fee) {
    const key = sentFees(v)[Number(fee[1])]?.key;
    return key ? `fees.items.${FEE_ITEMS.indexOf(key)}.${fee[2] === 'label' ? 'label' : 'amount'}` : 'fees.items';
  }
  return path === 'dormitory' ? 'dormitory.capacity' : path;
}

/** The sum of the amounts typed (what the body's total will be). */
export const feeTotal = (items: readonly { amount: string }[] | undefined): number => (items ?? []).reduce((sum, item) => sum + (Number(item.amount) || 0), 0);

/**
 * The fee items the listing may not carry, as typed (contracts' forbiddenFeeItems, the check the
 * API makes): shown while the admin types, before anything is saved.
 */
export const forbiddenTyped = (items: readonly { key: FeeItem; label: string }[] | undefined): ForbiddenFeeItem[] =>
  forbiddenFeeItems((items ?? []).filter((item) => item.key === 'other'));
