/**
 * The objects mf-account's fake API answers with (contracts/src/http), one builder per contract
 * object with one set of defaults, shared by the screen tests (fixtures.test.ts parses them with
 * the contracts' schemas). The default LPK is LPK Sakura Mandiri (id 1, Bandung); the default user
 * is the caregiver Siti Rahma (id 7), mf-shared's catalogue user with every field the API sends.
 */
import {
  CERTIFICATE_TYPES,
  JLPT_LEVELS,
  PROFILE_SECTIONS,
  PROVINCES,
  QUESTION_IDS,
  QUESTIONS,
  certificateTypeKey,
  questionChoiceKey,
  questionTextKey,
  type Listing,
  type OperatorApplication,
  type Registration,
  type SectionKey,
  type SectionPath,
  type User,
  type Vacancy,
} from 'contracts';
import { makeUser as makeCatalogueUser } from 'mf-shared/test/helpers/fixtures';

/** The caregiver Siti Rahma as the API presents her (contracts' `user`): verified, with a password of her own. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    ...makeCatalogueUser({ full_name: 'Siti Rahma', phone: '+6281234567890', referral_code: 'SITI2026' }),
    locale: 'id',
    created_at: '2026-01-02T08:00:00.000Z',
    has_password: true,
    email_verified_at: '2026-01-02T08:05:00.000Z',
    ...overrides,
  };
}

/** The user the profile screens' tests are signed in as (their saved sections are hers). */
export const DEMO_USER: User = makeUser({ full_name: 'Siti Rahayu', email: 'siti@demo.test', referral_code: 'SITI-7' });

/** A registration at LPK Sakura Mandiri, pending since 10 January 2026 (no job unless given). */
export function makeRegistration(overrides: Partial<Registration> = {}): Registration {
  return {
    id: 31,
    lpk_id: 1,
    lpk: { id: 1, name: 'LPK Sakura Mandiri', city: 'Bandung', province: 'Jawa Barat' },
    job_id: null,
    job: null,
    status: 'pending',
    history: [{ status: 'pending', at: '2026-01-10T08:00:00.000Z', note: null, actor: null }],
    consent: {
      at: '2026-01-10T08:00:00.000Z',
      scope: {
        version: '2026-01',
        account_fields: ['full_name', 'email', 'phone', 'avatar'],
        profile_sections: ['ktp', 'education', 'family', 'additional_info', 'quiz', 'essay'],
        lpk_id: 1,
      },
    },
    certificate: null,
    created_at: '2026-01-10T08:00:00.000Z',
    updated_at: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

/** LPK Sakura Mandiri's vacancy 5 as a registration names it ("Kaigo staff, Osaka"). */
export const OSAKA_JOB: NonNullable<Registration['job']> = {
  id: 5,
  lpk_id: 1,
  title: 'Kaigo staff, Osaka',
  title_id: 'Staf kaigo, Osaka',
  title_en: 'Kaigo staff, Osaka',
  prefecture: 'Osaka',
  city: 'Osaka',
  monthly_salary_jpy: 210000,
  experience: 'inexperienced',
  pathway: 'ssw',
  jlpt_required: 'N4',
  deadline: '2026-06-30',
};

/** A registration for OSAKA_JOB. */
export function makeJobRegistration(overrides: Partial<Registration> = {}): Registration {
  return makeRegistration({ job_id: OSAKA_JOB.id, job: OSAKA_JOB, ...overrides });
}

/** LPK Sakura Mandiri's listing as its admin edits it (GET /institution/listing): one photo, fees of 7 million. */
export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 1,
    name: 'LPK Sakura Mandiri',
    province: 'Jawa Barat',
    city: 'Bandung',
    description_id: 'Pusat pelatihan perawat lansia di Bandung dengan laboratorium perawatan.',
    description_en: 'A care-worker training centre in Bandung with a care lab.',
    programs: ['ssw', 'language'],
    fees: {
      items: [
        { key: 'registration', amount: 1_000_000 },
        { key: 'training', amount: 6_000_000 },
      ],
      instalments: false,
    },
    has_dormitory: false,
    dormitory: null,
    training_months: 6,
    contact: {
      phone: '022-123456',
      whatsapp: '0812-3456-7890',
      email: 'info@sakura.example.id',
      website: '',
      office_hours: { days: 'mon_fri', open: '08:00', close: '16:00' },
    },
    registration_fee: 7_000_000,
    fee_level: 'medium',
    photos: [{ id: 4, url: '/storage/institutes/0123456789abcdef0123456789abcdef.webp', width: 1600, height: 1067 }],
    can_edit: true,
    ...overrides,
  };
}

/** An open vacancy of LPK Sakura Mandiri in Sakai (Osaka) as its admin sees it (GET /institution/vacancies). */
export function makeVacancy(overrides: Partial<Vacancy> = {}): Vacancy {
  return {
    id: 70,
    lpk_id: 1,
    title_id: 'Perawat lansia – Panti Sakura',
    title_en: 'Care worker – Sakura Home',
    facility_type: 'tokuyo',
    prefecture: 'Osaka',
    city: 'Sakai',
    monthly_salary_jpy: 215_000,
    experience: 'inexperienced',
    pathway: 'ssw',
    jlpt_required: 'N4',
    deadline: '2099-01-31',
    openings: 2,
    description_id: 'Membantu penghuni panti.',
    description_en: 'Help residents with daily care.',
    requirements_id: [],
    requirements_en: [],
    benefits_id: [],
    benefits_en: [],
    working_hours: { per_week: 40, night_shifts: false },
    state: 'open',
    closed_at: null,
    created_at: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending application for a new LPK, LPK Harapan Bogor (id 2), as the operator's queue lists it; not in the registry. */
export function makeOperatorApplication(overrides: Partial<OperatorApplication> = {}): OperatorApplication {
  return {
    id: 2,
    kind: 'new',
    status: 'pending',
    name: 'LPK Harapan Bogor',
    licence_number: 'KEP.2/32.73/2021',
    province: 'Jawa Barat',
    city: 'Bogor',
    institute_id: null,
    decision_reason: null,
    decided_at: null,
    created_at: '2026-11-27T02:00:00.000Z',
    address: 'Jl. Pajajaran 12',
    programs: ['ssw'],
    sending_org: true,
    contact_name: 'Rina Kusuma',
    email: 'rina@example.id',
    phone: '+6281234567890',
    document: { type: 'application/pdf', bytes: 20480 },
    registry: { result: 'no_match', differences: [], entry: null, imported_at: null },
    claimed: null,
    ...overrides,
  };
}

/** The choices the API adds to the answers of the KTP and Japanese sections (labels: their i18n keys; the screens keep their own). */
const SECTION_OPTIONS: Partial<Record<SectionKey, () => object>> = {
  ktp: () => ({ provinces: PROVINCES.map((p) => ({ code: p.code, name: p.name })) }),
  quiz: () => ({
    questions: QUESTION_IDS.map((id) => ({
      id,
      text: questionTextKey(id),
      choices: QUESTIONS[id].map((value) => ({ value, label: questionChoiceKey(id, value) })),
    })),
    certificate_types: CERTIFICATE_TYPES.map((value) => ({ value, label: certificateTypeKey(value) })),
    levels: [...JLPT_LEVELS],
  }),
};

/** The GET / POST answer's data of the profile section at `path` (contracts' profileSectionRoutes): `section` null is not filled in yet. */
export function sectionAnswer(path: SectionPath, section: object | null, completeness = 0) {
  const options = SECTION_OPTIONS[PROFILE_SECTIONS.find((s) => s.path === path)!.key];
  return { section, completeness, updated_at: section ? '2026-01-01T00:00:00Z' : null, ...(options ? { options: options() } : {}) };
}
