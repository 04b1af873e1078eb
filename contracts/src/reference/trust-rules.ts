import type { PrimarySourceKey } from './sources';

/**
 * What a person should know about what may and may not be charged on the way to work in Japan,
 * shown next to every fee check (/lpk/:id) and given by the assistant, each rule with the primary
 * sources it rests on (./sources.ts, with publisher, title, date and address). Worded as guidance:
 * what each source says and what to ask, not legal advice (TRUST_GUIDANCE_NOTE says so on the page).
 *
 * Readers: mf-public's FeeCheck (the fee check on /lpk/:id), the assistant's knowledge, and
 * contracts/src/rules/listing-fees.ts, which refuses a listed fee item of a FORBIDDEN_FEE_KINDS kind.
 */

export const TRUST_RULE_IDS = ['no_placement_cost', 'no_deposit_or_penalty', 'passport_stays_with_you'] as const;
export type TrustRuleId = (typeof TRUST_RULE_IDS)[number];

export interface TrustRule {
  id: TrustRuleId;
  /** A short heading and the guidance itself, per language. */
  title: { id: string; en: string };
  guidance: { id: string; en: string };
  sources: readonly PrimarySourceKey[];
}

export const TRUST_RULES: readonly TrustRule[] = [
  {
    id: 'no_placement_cost',
    title: { id: 'Biaya penempatan tidak dibebankan kepada pekerja migran', en: 'Migrant workers are not charged placement costs' },
    guidance: {
      id: 'UU 18/2017 Pasal 30 menyatakan Pekerja Migran Indonesia tidak dapat dibebani biaya penempatan. Peraturan BP2MI 9/2020 membebaskan biaya penempatan — antara lain tiket, visa kerja, pelatihan kerja dan sertifikat kompetensi — untuk sepuluh jabatan, di antaranya pengasuh lanjut usia. Biaya kursus di LPK tidak otomatis biaya penempatan: tanyakan untuk apa setiap biaya, apakah pemberi kerja sudah menanggungnya, dan minta kuitansi. Pembayaran "uang terima kasih" agar ditempatkan patut ditanyakan dan dilaporkan.',
      en: 'Law 18/2017 Article 30 says Indonesian migrant workers cannot be charged placement costs (what a placement fee pays for). BP2MI Regulation 9/2020 frees ten job types — among them carers of the elderly — from placement costs, including tickets, the work visa, job training and the competence certificate. An LPK course fee is not by itself a placement cost: ask what each fee pays for, whether the employer already bears it, and ask for a receipt. A "thank-you money" payment for being placed is one to question and report.',
    },
    sources: ['uu_18_2017_placement_costs', 'perban_bp2mi_9_2020'],
  },
  {
    id: 'no_deposit_or_penalty',
    title: { id: 'Tidak ada uang jaminan atau perjanjian denda', en: 'No deposit and no penalty contract' },
    guidance: {
      id: 'Untuk magang teknis, undang-undang Jepang melarang perjanjian yang menetapkan denda atau ganti rugi bila kontrak tidak dijalankan, dengan peserta maupun keluarganya (Pasal 47). Untuk Specified Skilled Worker, syarat masuk Jepang menyatakan pemohon dan keluarganya tidak boleh dikelola uang atau hartanya, baik sebagai uang jaminan maupun dengan nama lain, dan tidak boleh ada perjanjian denda. Uang jaminan "supaya tidak kabur" termasuk di dalamnya.',
      en: 'For technical intern training, the Japanese law forbids contracts fixing a penalty or damages for not completing the contract, with the trainee or their family (Article 47). For Specified Skilled Workers, the landing criteria say neither the applicant nor their family may have money or property held, whether as a deposit or under any other name, and that there may be no penalty contract. A deposit "so you don\'t run away" is one of these.',
    },
    sources: ['titp_act_protection', 'ssw_landing_criteria_deposit'],
  },
  {
    id: 'passport_stays_with_you',
    title: { id: 'Paspor tetap Anda pegang', en: 'Your passport stays with you' },
    guidance: {
      id: 'Untuk magang teknis, pihak yang menyelenggarakan atau mengawasi magang tidak boleh menyimpan paspor atau kartu izin tinggal (zairyu card) peserta, dan tidak boleh membatasi kebebasan keluar atau kehidupan pribadinya tanpa alasan yang sah (Pasal 48).',
      en: "For technical intern training, those running or supervising the training may not keep the trainee's passport or residence card, nor unduly restrict their going out or private life (Article 48).",
    },
    sources: ['titp_act_protection'],
  },
];

/** The line that goes with the rules wherever they show. */
export const TRUST_GUIDANCE_NOTE = {
  id: 'Ini panduan dari isi sumber resmi yang dikutip, bukan nasihat hukum. Bila ragu, tanyakan kepada saluran resmi.',
  en: 'This is guidance drawn from the official sources cited, not legal advice. When in doubt, ask an official channel.',
} as const;

/**
 * Kinds of charge a listing may not carry, each with the rule that says why:
 * - `deposit`: a deposit or guarantee money ("uang jaminan"), held "so you don't run away";
 * - `thank_you_money`: "uang terima kasih", a payment for being placed;
 * - `penalty`: a penalty or damages for leaving ("denda", "ganti rugi").
 */
export const FORBIDDEN_FEE_KINDS = ['deposit', 'thank_you_money', 'penalty'] as const;
export type ForbiddenFeeKind = (typeof FORBIDDEN_FEE_KINDS)[number];

export const FORBIDDEN_FEE_RULE: Record<ForbiddenFeeKind, TrustRuleId> = {
  deposit: 'no_deposit_or_penalty',
  thank_you_money: 'no_placement_cost',
  penalty: 'no_deposit_or_penalty',
};

/**
 * Phrases of each kind, matched on a label folded by `foldFeeLabel` (lower case, accents and
 * punctuation gone, single spaces), as whole words. "jaminan" alone is a deposit unless it is
 * social or health security ("jaminan sosial", "jaminan kesehatan"), which a worker may pay.
 */
const PATTERNS: Record<ForbiddenFeeKind, readonly RegExp[]> = {
  deposit: [
    /\bjaminan\b(?! (sosial|kesehatan|hari tua|kecelakaan|kematian|pensiun))/,
    /\bdeposit\w*\b/,
    /\bguarantee\b/,
    /\bsecurity (money|bond)\b/,
    /\bbond\b/,
    /\bcollateral\b/,
    /\bagunan\b/,
    /\buang titipan\b/,
    /保証金/,
  ],
  thank_you_money: [/\bterima ?kasih\b/, /\bthank(s| you)?\b/, /\bpelicin\b/, /\bgratitude\b/],
  penalty: [/\bpenal(ti|ty|ties)\b/, /\bdenda\b/, /\bganti rugi\b/, /\bfines?\b/, /\b(liquidated )?damages\b/, /\bkompensasi kabur\b/, /違約金/],
};

/** A label as the matcher reads it. */
export function foldFeeLabel(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The forbidden kind a fee item's label names (in Indonesian or English), or null. */
export function forbiddenFeeKind(label: string): ForbiddenFeeKind | null {
  const folded = foldFeeLabel(label);
  if (!folded) return null;
  for (const kind of FORBIDDEN_FEE_KINDS) {
    if (PATTERNS[kind].some((re) => re.test(folded))) return kind;
  }
  return null;
}
