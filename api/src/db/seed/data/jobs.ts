import { FACILITY_TYPES, JLPT_BY_PATHWAY, type Experience, type Pathway, type Program, type WageFigure } from 'contracts';
import { AVERAGE_MONTHLY_PAY, MINIMUM_WAGE, MONTHLY_HOURS, minimumHourlyWage } from '../../../modules/catalogue/facts';
import type { JobDetailsJson } from '../../../modules/catalogue/types';
import type { NewJob } from '../../schema';
import { FACILITY_NAMES, PREFECTURES } from './japan';
import { createRng, type Rng } from './random';

/**
 * Generator of vacancies at Japanese care facilities. Monthly gross wages are derived from the
 * section-6 figures (facts.ts): the average pay of the pathway, a regional factor and the
 * experience, never below the FY2025 minimum wage for ~173 hours a month. Each vacancy records
 * the figures, their source and date in `details.wage_basis`. Employers are not named.
 */
export interface JobOwner {
  id: number;
  programs: readonly Program[];
}

export interface GenerateJobsOptions {
  seed?: number;
  /** Seeding date; deadlines fall 14 to 120 days after it. */
  today?: Date;
}

const DAY_MS = 86_400_000;

/** Average monthly pay a pathway's wage starts from. Kaigo Fukushishi has no survey figure: SSW kaigo plus a 10% certification allowance (estimate). */
function baseWage(pathway: Pathway): { value: number; figure: WageFigure } {
  const figure = (key: string, value: number): WageFigure => ({
    key,
    value,
    unit: 'JPY/month',
    source: AVERAGE_MONTHLY_PAY.source,
    date: AVERAGE_MONTHLY_PAY.date,
  });
  switch (pathway) {
    case 'titp':
      return { value: AVERAGE_MONTHLY_PAY.titp, figure: figure('average_monthly_pay.titp', AVERAGE_MONTHLY_PAY.titp) };
    case 'ssw':
      return { value: AVERAGE_MONTHLY_PAY.ssw_kaigo, figure: figure('average_monthly_pay.ssw_kaigo', AVERAGE_MONTHLY_PAY.ssw_kaigo) };
    case 'kaigo_fukushishi':
      return { value: Math.round(AVERAGE_MONTHLY_PAY.ssw_kaigo * 1.1), figure: figure('average_monthly_pay.ssw_kaigo', AVERAGE_MONTHLY_PAY.ssw_kaigo) };
  }
}

/** The monthly gross wage of a vacancy and the figures it comes from. */
export function deriveWage(
  pathway: Pathway,
  experience: Experience,
  prefecture: string,
  payFactor: number,
  jitter: number,
): { wage: number; figures: WageFigure[] } {
  const base = baseWage(pathway);
  const experienceFactor = experience === 'experienced' ? 1.04 : 0.98;
  const estimate = base.value * payFactor * experienceFactor * (1 + jitter);
  const hourly = minimumHourlyWage(prefecture);
  const floor = Math.ceil((hourly.value * MONTHLY_HOURS) / 500) * 500;
  const wage = Math.max(Math.round(estimate / 500) * 500, floor);
  return {
    wage,
    figures: [
      base.figure,
      {
        key: hourly.basis === 'prefecture' ? `minimum_wage.fy2025.${prefecture.toLowerCase()}` : 'minimum_wage.fy2025.lowest',
        value: hourly.value,
        unit: 'JPY/hour',
        source: MINIMUM_WAGE.fy2025.source,
        date: MINIMUM_WAGE.fy2025.date,
      },
    ],
  };
}

function choosePathway(rng: Rng): { pathway: Pathway; experience: Experience } {
  const pathway = rng.weighted([
    { value: 'titp' as const, weight: 40 },
    { value: 'ssw' as const, weight: 40 },
    { value: 'kaigo_fukushishi' as const, weight: 20 },
  ]).value;
  // Kaigo Fukushishi needs 3 years of care work; TITP takes mostly newcomers; SSW both.
  const experience: Experience =
    pathway === 'kaigo_fukushishi'
      ? 'experienced'
      : pathway === 'titp'
        ? rng.chance(0.15)
          ? 'experienced'
          : 'inexperienced'
        : rng.chance(0.5)
          ? 'experienced'
          : 'inexperienced';
  return { pathway, experience };
}

const REQUIREMENTS: Record<Pathway, { id: string[]; en: string[] }> = {
  titp: {
    id: [
      'Usia 18 tahun ke atas, sehat jasmani dan rohani',
      'Bahasa Jepang setara JLPT N4 saat berangkat (N3 diharapkan pada tahun ke-2)',
      'Lulus pelatihan kaigo dasar di LPK',
    ],
    en: [
      'Aged 18 or over, in good physical and mental health',
      'Japanese at JLPT N4 level on entry (N3 expected in year 2)',
      'Completed basic kaigo training at the LPK',
    ],
  },
  ssw: {
    id: ['Lulus ujian keterampilan perawatan (kaigo) SSW', 'Lulus ujian bahasa Jepang perawatan', 'JFT-Basic atau JLPT N4'],
    en: ['Passed the SSW nursing care skills test', 'Passed the nursing care Japanese test', 'JFT-Basic or JLPT N4'],
  },
  kaigo_fukushishi: {
    id: [
      'Lulus ujian nasional Kaigo Fukushishi (atau siap mengikuti ujian tahun ini)',
      'Bahasa Jepang setara JLPT N2',
      'Pengalaman kerja perawatan minimal 3 tahun dan kursus 450 jam',
    ],
    en: [
      'Passed the Kaigo Fukushishi national exam (or sitting it this year)',
      'Japanese at JLPT N2 level',
      'At least 3 years of care work and the 450-hour course',
    ],
  },
};

const BENEFITS: readonly { id: string; en: string }[] = [
  { id: 'Asrama disediakan (sewa dipotong dari gaji)', en: 'Dormitory provided (rent deducted from pay)' },
  { id: 'Tunjangan transportasi', en: 'Commuting allowance' },
  { id: 'Bonus dua kali setahun', en: 'Bonus twice a year' },
  { id: 'Tunjangan shift malam', en: 'Night-shift allowance' },
  { id: 'Cuti tahunan berbayar', en: 'Paid annual leave' },
  { id: 'Asuransi kesehatan, pensiun dan ketenagakerjaan Jepang', en: 'Japanese health, pension and employment insurance' },
  { id: 'Dukungan belajar untuk ujian Kaigo Fukushishi', en: 'Study support for the Kaigo Fukushishi exam' },
  { id: 'Tiket pesawat keberangkatan ditanggung', en: 'Outbound flight paid' },
];

/** Generates `count` vacancies spread over the given institutes (each job's pathway is one its LPK teaches). */
export function generateJobs(count: number, owners: readonly JobOwner[], options: GenerateJobsOptions = {}): NewJob[] {
  const rng = createRng(options.seed ?? 7_102_025);
  const today = options.today ?? new Date();
  const startOfDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const createdAt = today.toISOString();
  const out: NewJob[] = [];
  const teaching = new Map<Pathway, JobOwner[]>();
  for (const owner of owners) {
    for (const program of owner.programs) {
      if (program === 'language') continue;
      const list = teaching.get(program) ?? [];
      list.push(owner);
      teaching.set(program, list);
    }
  }

  for (let index = 0; index < count; index += 1) {
    let { pathway, experience } = choosePathway(rng);
    // The first vacancies go to institutes 1 and 2 (the demo staff accounts), then any LPK teaching the pathway.
    const candidates = teaching.get(pathway) ?? [];
    let owner = index < 8 ? owners[index % 2] : candidates.length ? rng.pick(candidates) : rng.pick(owners);
    if (!owner) throw new Error('generateJobs needs at least one institute');
    if (!owner.programs.includes(pathway)) {
      const taught = owner.programs.find((p): p is Pathway => p !== 'language');
      if (taught) {
        pathway = taught;
        if (pathway === 'kaigo_fukushishi') experience = 'experienced';
      } else owner = rng.pick(owners);
    }

    const location = rng.pick(PREFECTURES);
    const city = rng.pick(location.cities);
    const facility = rng.pick(FACILITY_TYPES);
    const name = FACILITY_NAMES[facility];
    const { wage, figures } = deriveWage(pathway, experience, location.prefecture, location.payFactor, rng.next() * 0.06 - 0.03);
    const nightShifts = facility !== 'day_service' && rng.chance(0.8);
    const benefits = rng.sample(BENEFITS, rng.int(3, 5));
    const deadline = new Date(startOfDay + rng.int(14, 120) * DAY_MS).toISOString().slice(0, 10);
    const openings = rng.int(1, 8);

    const roleId = experience === 'experienced' ? 'Perawat lansia (kaigo) berpengalaman' : 'Perawat lansia (kaigo)';
    const roleEn = experience === 'experienced' ? 'Experienced care worker (kaigo)' : 'Care worker (kaigo)';
    const details: JobDetailsJson = {
      description: {
        id: `${roleId} untuk ${name.id} di ${city}, ${location.prefecture}. Tugas meliputi bantuan makan, mandi dan mobilitas, rekreasi bersama penghuni serta pencatatan perawatan harian dalam bahasa Jepang. ${
          nightShifts ? 'Termasuk shift malam bergilir.' : 'Hanya shift siang.'
        } Lowongan ini disalurkan melalui LPK mitra; ${openings} posisi tersedia.`,
        en: `${roleEn} for a ${name.en} in ${city}, ${location.prefecture}. Duties include help with meals, bathing and mobility, recreation with residents and keeping daily care records in Japanese. ${
          nightShifts ? 'Includes rotating night shifts.' : 'Day shifts only.'
        } The vacancy is offered through the partner LPK; ${openings} ${openings === 1 ? 'position' : 'positions'} open.`,
      },
      requirements: REQUIREMENTS[pathway],
      benefits: { id: benefits.map((b) => b.id), en: benefits.map((b) => b.en) },
      working_hours: { per_week: 40, night_shifts: nightShifts },
      wage_basis: { method: 'estimate', pathway, figures },
      fictional: true,
    };

    out.push({
      lpk_id: owner.id,
      title_id: `${roleId} – ${name.id}, ${city}`,
      title_en: `${roleEn} – ${name.en}, ${city}`,
      facility_type: facility,
      prefecture: location.prefecture,
      city,
      monthly_salary_jpy: wage,
      experience,
      pathway,
      jlpt_required: JLPT_BY_PATHWAY[pathway],
      deadline,
      openings,
      details: JSON.stringify(details),
      created_at: createdAt,
    });
  }
  return out;
}
