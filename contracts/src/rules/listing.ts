import { FORBIDDEN_FEE_RULE, forbiddenFeeKind, type ForbiddenFeeKind, type TrustRuleId } from '../reference/trust-rules';

/**
 * An LPK's listing status (docs/lpk-join.md, "Approve" and "What a suspension freezes") and when a listing is complete enough to publish.
 * - `draft`: approved by the operator, not yet completed and published by its admin; not public
 *   (absent from search, detail, comparison, vacancies, the assistant, page heads and the sitemap).
 * - `listed`: public (the architecture's `public` (docs/architecture.md); the wire keeps the name it had before drafts, so
 *   a remote built against an older minor version still reads it).
 * - `suspended`: by the operator; not public, its staff read and answer messages, nothing else.
 * A new LPK starts as `draft`; its admin publishes it (POST /institution/listing/publish) once
 * `listingGaps` finds nothing missing. A claim of a listed LPK keeps it listed.
 */
export const LISTING_STATUSES = ['draft', 'listed', 'suspended'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Shortest description, per language, a published listing has (the listing form's rule). */
export const LISTING_DESCRIPTION_MIN = 20;

/** What publishing reads of a listing (the stored one, as GET /institution/listing answers it). */
export interface ListingCompleteness {
  description_id: string;
  description_en: string;
  programs: readonly string[];
  /** The total of the fee items (IDR). */
  registration_fee: number;
  training_months: number;
  contact: { phone: string; whatsapp: string; email: string };
}

/** A missing part of a listing: the field (a path of the listing body) and its message key. */
export interface ListingGap {
  field: 'description_id' | 'description_en' | 'programs' | 'fees.items' | 'training_months' | 'contact.phone' | 'contact.whatsapp' | 'contact.email';
  key: string;
}

/**
 * What the listing still lacks before it may be published, in the form's order: one entry per
 * field (none: complete). The API answers each as a field error of its 422; the admin's screen
 * lists the same words.
 */
export function listingGaps(listing: ListingCompleteness): ListingGap[] {
  const gaps: ListingGap[] = [];
  const missing = (field: ListingGap['field'], key: string) => gaps.push({ field, key: `labels.institution.missing.${key}` });
  if (listing.description_id.trim().length < LISTING_DESCRIPTION_MIN) missing('description_id', 'description_id');
  if (listing.description_en.trim().length < LISTING_DESCRIPTION_MIN) missing('description_en', 'description_en');
  if (!listing.programs.length) missing('programs', 'programs');
  if (!(listing.registration_fee > 0)) missing('fees.items', 'fees');
  if (!(listing.training_months >= 1)) missing('training_months', 'training_months');
  if (!listing.contact.phone.trim()) missing('contact.phone', 'phone');
  if (!listing.contact.whatsapp.trim()) missing('contact.whatsapp', 'whatsapp');
  if (!listing.contact.email.trim()) missing('contact.email', 'email');
  return gaps;
}

/** A fee item a listing may not carry: where it is, its name as written, its kind and the rule that forbids it. */
export interface ForbiddenFeeItem {
  index: number;
  label: string;
  kind: ForbiddenFeeKind;
  rule: TrustRuleId;
  /** The refusal's message key (labels.institution.fee_forbidden.<kind>), worded with `{{label}}`. */
  message: string;
}

/**
 * The named fee items (`other`, with the LPK's own words) that name a charge the rules forbid: a
 * deposit or guarantee money, "thank-you money", a penalty (reference/trust-rules.ts). The listing
 * body refuses each one (contracts/src/http/institution.ts), so the API and the admin's form refuse
 * the same items with the same words.
 */
export function forbiddenFeeItems(items: readonly { key: string; label?: string | undefined }[]): ForbiddenFeeItem[] {
  const found: ForbiddenFeeItem[] = [];
  items.forEach((item, index) => {
    if (!item.label) return;
    const kind = forbiddenFeeKind(item.label);
    if (kind) found.push({ index, label: item.label.trim(), kind, rule: FORBIDDEN_FEE_RULE[kind], message: `labels.institution.fee_forbidden.${kind}` });
  });
  return found;
}
