/** Vocabularies of the catalogue (docs/architecture.md section 2). Labels live in messages.ts. */
export const PROGRAMS = ['titp', 'ssw', 'kaigo_fukushishi', 'language'] as const;
export type Program = (typeof PROGRAMS)[number];

/** The 0/1 column that flags each program, for indexed filtering. */
export const PROGRAM_COLUMNS = {
  titp: 'prog_titp',
  ssw: 'prog_ssw',
  kaigo_fukushishi: 'prog_kaigo_fukushishi',
  language: 'prog_language',
} as const satisfies Record<Program, string>;

export const PATHWAYS = ['titp', 'ssw', 'kaigo_fukushishi'] as const;
export type Pathway = (typeof PATHWAYS)[number];

export const EXPERIENCES = ['experienced', 'inexperienced'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/** Sending-organisation status with the ministry (TITP needs a registered sending organisation). */
export const SENDING_ORG_STATUSES = ['registered', 'in_process', 'not_registered'] as const;
export type SendingOrgStatus = (typeof SENDING_ORG_STATUSES)[number];

/** Accreditation grade of the training institute (A best); `none` = not yet accredited. */
export const ACCREDITATIONS = ['A', 'B', 'C', 'none'] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];

export const SORTS = ['price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];

/** Paging limits of every catalogue list. */
export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 50;
export const PAGE_MAX = 100_000;
export const Q_MAX_CHARS = 100;
