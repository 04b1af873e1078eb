import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { translator, type Language } from '../../i18n';
import { escapeLike, listingFeeCheck, LOW_FEE_BELOW, MEDIUM_FEE_UP_TO, PROGRAMS, type Experience, type Pathway, type Program } from 'contracts';
import { PROGRAM_COLUMNS, provinceKey } from '../catalogue/columns';
import { AVERAGE_MONTHLY_PAY } from '../catalogue/facts';
import { withinUsualRange, type FeeStats } from '../catalogue/fee-stats';
import { JOB_LIST_COLUMNS } from '../catalogue/queries';
import { listedOnly } from '../catalogue/visibility';
import { formatDay, formatDecimal, formatIdr, formatNumber, joinList } from './format';
import { provincesByDistance } from './places';
import type { JobFilters, LpkFilters } from './intents';
import { PAGE_URLS } from './knowledge/passages';
import { assistantTranslator } from './messages';
import type { Draft, Source } from './types';

/**
 * Answers read from the database: institutes matching the filters of a question, institutes by
 * name, and open vacancies. Every institute and vacancy named comes from a row, with its link
 * (/lpk/{id}, /job-detail/{id}/{lpk_id}); nothing is named that the query did not return.
 */

/** Most rows put into one answer (the search page linked beside it has them all). */
export const MAX_ROWS = 5;

const INSTITUTE_COLUMNS = [
  'id',
  'name',
  'province',
  'city',
  'programs',
  'registration_fee',
  'has_dormitory',
  'training_months',
  'rating',
  'pass_rate',
] as const;

/** The filters as queried: `usualRange` is the fee-check condition of `usualFees`, made from the fee figures (fee-stats.ts). */
type Query = LpkFilters & { usualRange?: Expression<SqlBool> };
type Filters = Omit<Query, 'sort' | 'place' | 'nearest'>;

function conditions(eb: ExpressionBuilder<Database, 'institutes'>, f: Filters): Expression<SqlBool> {
  // Only public institutes (a draft or suspended one is out of every public answer: catalogue/visibility.ts).
  const list: Expression<SqlBool>[] = [listedOnly];
  if (f.provinces?.length) list.push(eb('province_key', 'in', f.provinces.map(provinceKey)));
  if (f.city) list.push(eb('city', '=', f.city));
  if (f.dormitory !== undefined) list.push(eb('has_dormitory', '=', f.dormitory));
  if (f.program) list.push(eb(PROGRAM_COLUMNS[f.program], '=', 1));
  if (f.lowFee) list.push(eb('registration_fee', '<', LOW_FEE_BELOW));
  if (f.fee?.below !== undefined) list.push(eb('registration_fee', '<', f.fee.below));
  if (f.fee?.max !== undefined) list.push(eb('registration_fee', '<=', f.fee.max));
  if (f.fee?.above !== undefined) list.push(eb('registration_fee', '>', f.fee.above));
  if (f.fee?.min !== undefined) list.push(eb('registration_fee', '>=', f.fee.min));
  if (f.usualRange) list.push(f.usualRange);
  return eb.and(list);
}

type InstituteRow = {
  id: number;
  name: string;
  province: string;
  city: string;
  programs: string;
  registration_fee: number;
  has_dormitory: number;
  training_months: number;
  rating: number;
  pass_rate: number;
};

const SORT_COLUMN = { price: ['registration_fee', 'asc'], rating: ['rating', 'desc'], pass_rate: ['pass_rate', 'desc'] } as const;

async function findInstitutes(db: Db, f: Query): Promise<{ total: number; rows: InstituteRow[] }> {
  const base = db.selectFrom('institutes').where((eb) => conditions(eb, f));
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const [column, direction] = SORT_COLUMN[f.sort];
  const rows = base.select(INSTITUTE_COLUMNS).orderBy(column, direction).orderBy('id', 'asc');
  return { total: Number(count.n), rows: (await rows.limit(MAX_ROWS).execute()) as InstituteRow[] };
}

/**
 * When a province has no institute matching the filters: those of the nearest provinces that
 * have some (by the distance between capitals), nearest first, at most MAX_ROWS.
 */
async function nearestInstitutes(db: Db, f: Query, province: string): Promise<{ rows: InstituteRow[]; provinces: string[] }> {
  const { provinces: _asked, city: _city, ...rest } = f;
  const counts = await db
    .selectFrom('institutes')
    .where((eb) => conditions(eb, rest))
    .select(['province', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('province')
    .execute();
  const has = new Set(counts.filter((c) => Number(c.n) > 0).map((c) => c.province));
  const chosen: string[] = [];
  let rows = 0;
  for (const { province: p } of provincesByDistance(province)) {
    if (!has.has(p)) continue;
    chosen.push(p);
    rows += Number(counts.find((c) => c.province === p)!.n);
    if (rows >= MAX_ROWS) break;
  }
  if (!chosen.length) return { rows: [], provinces: [] };
  const found = (await db
    .selectFrom('institutes')
    .where((eb) => conditions(eb, { ...rest, provinces: chosen }))
    .select(INSTITUTE_COLUMNS)
    .execute()) as InstituteRow[];
  const order = new Map(chosen.map((p, i) => [p, i]));
  const [column, direction] = SORT_COLUMN[f.sort];
  const sign = direction === 'asc' ? 1 : -1;
  found.sort((x, y) => order.get(x.province)! - order.get(y.province)! || sign * (x[column] - y[column]) || x.id - y.id);
  return { rows: found.slice(0, MAX_ROWS), provinces: chosen };
}

function programsOf(json: string): Program[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? PROGRAMS.filter((p) => value.includes(p)) : [];
  } catch {
    return [];
  }
}

/**
 * The conditions of a question a row does not meet (a low fee, fee bounds, a dormitory or none, a
 * program), worded as the criteria word them: what a "closest" answer says beside each row.
 */
function unmetConditions(row: InstituteRow, f: LpkFilters, lang: Language): string[] {
  const a = assistantTranslator(lang);
  const fee = row.registration_fee;
  const unmet: string[] = [];
  if (f.lowFee && fee >= LOW_FEE_BELOW) unmet.push(a('answer.attr_fee_low', { amount: formatIdr(LOW_FEE_BELOW, lang) }));
  if (f.fee?.below !== undefined && fee >= f.fee.below) unmet.push(a('answer.attr_fee_below', { amount: formatIdr(f.fee.below, lang) }));
  if (f.fee?.max !== undefined && fee > f.fee.max) unmet.push(a('answer.attr_fee_max', { amount: formatIdr(f.fee.max, lang) }));
  if (f.fee?.above !== undefined && fee <= f.fee.above) unmet.push(a('answer.attr_fee_above', { amount: formatIdr(f.fee.above, lang) }));
  if (f.fee?.min !== undefined && fee < f.fee.min) unmet.push(a('answer.attr_fee_min', { amount: formatIdr(f.fee.min, lang) }));
  if (f.dormitory === 1 && !row.has_dormitory) unmet.push(a('answer.attr_dorm'));
  if (f.dormitory === 0 && row.has_dormitory) unmet.push(a('answer.attr_no_dorm'));
  if (f.city && row.city !== f.city) unmet.push(a('answer.attr_place', { place: f.place ?? f.city }));
  if (f.program && !programsOf(row.programs).includes(f.program)) unmet.push(a('answer.criteria_program', { program: a(`program_short.${f.program}`) }).trim());
  return unmet;
}

/** Of each kind of "closest" (any fee here; a low fee elsewhere in the province), at most this many when both exist. */
const CLOSEST_EACH = 3;

async function provinceOfCity(db: Db, city: string): Promise<string | undefined> {
  const row = await db.selectFrom('institutes').select('province').where('city', '=', city).executeTakeFirst();
  return row?.province;
}

/** The fee check's verdict of a row, as its page words it ("Cek biaya: dalam kisaran umum."); nothing when too few LPKs compare. */
function feeCheckOf(row: InstituteRow, fees: FeeStats, lang: Language): string {
  const { verdict } = listingFeeCheck(row.registration_fee, programsOf(row.programs), fees);
  if (verdict === 'too_few') return '';
  const label = translator(lang)(`labels.catalogue.fee_verdict.${verdict}`);
  return ` ${assistantTranslator(lang)('answer.lpk_fee_check', { verdict: label.charAt(0).toLocaleLowerCase() + label.slice(1) })}`;
}

function instituteLine(row: InstituteRow, lang: Language, fees: FeeStats, withPassRate = false, unmet: readonly string[] = []): string {
  const a = assistantTranslator(lang);
  const passRate = withPassRate ? ` ${a('answer.lpk_pass_rate', { rate: formatDecimal(row.pass_rate, lang) })}` : '';
  const feeCheck = feeCheckOf(row, fees, lang);
  const misses = unmet.length ? ` ${a('answer.lpk_unmet', { list: joinList(unmet, a('answer.and')) })}` : '';
  return `- ${a('answer.lpk_line', {
    name: row.name,
    city: row.city,
    province: row.province,
    fee: formatIdr(row.registration_fee, lang),
    dormitory: a(row.has_dormitory ? 'answer.dorm_yes' : 'answer.dorm_no'),
    programs: joinList(
      programsOf(row.programs).map((p) => a(`program_short.${p}`)),
      a('answer.and'),
    ),
    months: row.training_months,
  })}${feeCheck}${passRate}${misses}`;
}

const lpkSource = (row: { id: number; name: string }): Source => ({ title: row.name, url: `/lpk/${row.id}`, kind: 'lpk' });

/** The search page with the same filters, as far as its URL can say them. */
function searchUrl(f: LpkFilters): string {
  const params = new URLSearchParams();
  if (f.provinces?.length === 1) params.set('province', f.provinces[0]!);
  if (f.dormitory !== undefined) params.set('dormitory', String(f.dormitory));
  if (f.program) params.set('program', f.program);
  const ceiling = f.lowFee ? LOW_FEE_BELOW : (f.fee?.below ?? (f.fee?.max === undefined ? undefined : f.fee.max + 1));
  const floor = f.fee?.above ?? f.fee?.min;
  if (ceiling !== undefined && ceiling <= LOW_FEE_BELOW && floor === undefined) params.set('fee', 'low');
  else if (floor !== undefined && floor >= MEDIUM_FEE_UP_TO && ceiling === undefined) params.set('fee', 'high');
  if (f.usualFees) params.set('fee_check', 'within');
  if (f.sort === 'price') params.set('sort', 'price_asc');
  // The search sorts by fee only; a list by pass rate links the same filters (the answer has the order).
  const path = f.city ? `/search/${encodeURIComponent(f.city)}` : PAGE_URLS.search;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function criteria(f: LpkFilters, lang: Language): string {
  const a = assistantTranslator(lang);
  let out = '';
  if (f.program) out += a('answer.criteria_program', { program: a(`program_short.${f.program}`) });
  if (f.place) out += a('answer.criteria_place', { place: f.place });
  const attributes: string[] = [];
  if (f.dormitory === 1) attributes.push(a('answer.attr_dorm'));
  if (f.lowFee) attributes.push(a('answer.attr_fee_low', { amount: formatIdr(LOW_FEE_BELOW, lang) }));
  if (f.fee?.below !== undefined) attributes.push(a('answer.attr_fee_below', { amount: formatIdr(f.fee.below, lang) }));
  if (f.fee?.max !== undefined) attributes.push(a('answer.attr_fee_max', { amount: formatIdr(f.fee.max, lang) }));
  if (f.fee?.above !== undefined) attributes.push(a('answer.attr_fee_above', { amount: formatIdr(f.fee.above, lang) }));
  if (f.fee?.min !== undefined) attributes.push(a('answer.attr_fee_min', { amount: formatIdr(f.fee.min, lang) }));
  if (f.usualFees) attributes.push(a('answer.attr_usual_fees'));
  if (attributes.length) out += a('answer.criteria_with', { list: joinList(attributes, a('answer.and')) });
  if (f.dormitory === 0) out += a('answer.criteria_no_dorm');
  return out;
}

function instituteDraft(
  lang: Language,
  fees: FeeStats,
  intro: string,
  rows: InstituteRow[],
  search: Source,
  more: boolean,
  withPassRate = false,
  unmet: (row: InstituteRow) => string[] = () => [],
): Draft {
  const a = assistantTranslator(lang);
  const lines = rows.map((row) => instituteLine(row, lang, fees, withPassRate, unmet(row)));
  const answer = [intro, ...lines, ...(more ? [a('answer.lpk_more')] : [])].join('\n');
  return {
    lang,
    kind: 'lpk',
    answer,
    sources: [...rows.map(lpkSource), search],
    passages: [{ title: search.title, text: intro }, ...rows.map((row, i) => ({ title: row.name, text: lines[i]!.slice(2) }))],
    useModel: true,
  };
}

const SHOWN_KEYS = {
  price: ['answer.lpk_shown_price', 'answer.lpk_all_price'],
  rating: ['answer.lpk_shown_rating', 'answer.lpk_all_rating'],
  pass_rate: ['answer.lpk_shown_pass_rate', 'answer.lpk_all_pass_rate'],
} as const;

/**
 * Institutes matching the filters: the best rated (cheapest, best pass rate) few, with links and
 * each one's fee check (`fees`: the cached figures of catalogue/fee-stats.ts).
 * None in the place asked: those of the nearest provinces; none with a dormitory: those without,
 * said so (a "do they have a dormitory?" gets its answer).
 */
export async function instituteList(db: Db, asked: LpkFilters, lang: Language, fees: FeeStats): Promise<Draft> {
  const a = assistantTranslator(lang);
  const f: Query = asked.usualFees ? { ...asked, usualRange: withinUsualRange(fees) } : asked;
  const { total, rows } = await findInstitutes(db, f);
  const search: Source = { title: a('page.search_filtered'), url: searchUrl(f), kind: 'page' };
  const which = criteria(f, lang);
  const withPassRate = f.sort === 'pass_rate';
  if (total === 0) {
    const none = a('answer.lpk_none_short', { criteria: which });
    // "Murah" that nothing meets with the rest: said so, and the closest (every other condition
    // kept, cheapest first), each saying what it does not meet; never a dearer one passed off as cheap.
    if (f.lowFee) {
      const anyFee = await findInstitutes(db, { ...f, lowFee: undefined, sort: 'price' });
      // Asked for a city: those meeting every other condition elsewhere in its province come next.
      const province = f.city ? await provinceOfCity(db, f.city) : undefined;
      const elsewhere = province ? (await findInstitutes(db, { ...f, city: undefined, provinces: [province], sort: 'price' })).rows : [];
      if (anyFee.total > 0 || elsewhere.length) {
        const rows = [...anyFee.rows.slice(0, elsewhere.length ? CLOSEST_EACH : MAX_ROWS), ...elsewhere].slice(0, MAX_ROWS);
        const intro = `${none} ${a('answer.lpk_closest')}`;
        const all: Source = { title: a('page.search_filtered'), url: searchUrl({ ...f, lowFee: undefined, sort: 'price' }), kind: 'page' };
        return instituteDraft(lang, fees, intro, rows, all, false, withPassRate, (row) => unmetConditions(row, f, lang));
      }
    }
    if (f.provinces?.length === 1) {
      const near = await nearestInstitutes(db, f, f.provinces[0]!);
      if (near.rows.length) {
        const intro = `${none} ${a('answer.lpk_nearest', { provinces: joinList(near.provinces, a('answer.and')) })}`;
        const nearSearch: Source = {
          title: a('page.search_filtered'),
          url: searchUrl({ ...f, provinces: [near.provinces[0]!], place: near.provinces[0]! }),
          kind: 'page',
        };
        return instituteDraft(lang, fees, intro, near.rows, nearSearch, false, withPassRate);
      }
    }
    if (f.dormitory === 1) {
      const without = await findInstitutes(db, { ...f, dormitory: undefined });
      if (without.total > 0) {
        const intro = `${none} ${a('answer.lpk_without_dorm', { criteria: criteria({ ...f, dormitory: undefined }, lang) })}`;
        const all: Source = { title: a('page.search_filtered'), url: searchUrl({ ...f, dormitory: undefined }), kind: 'page' };
        return instituteDraft(lang, fees, intro, without.rows, all, without.total > without.rows.length, withPassRate);
      }
    }
    return { lang, kind: 'lpk', answer: a('answer.lpk_none', { criteria: which }), sources: [search], passages: [], useModel: false };
  }
  const [shownKey, allKey] = SHOWN_KEYS[f.sort];
  const shown = total > rows.length ? a(shownKey, { n: rows.length }) : a(allKey);
  const intro = total === 1 ? a('answer.lpk_found_one', { criteria: which }) : a('answer.lpk_found', { count: total, criteria: which, shown });
  return instituteDraft(lang, fees, intro, rows, search, total > rows.length, withPassRate);
}

/**
 * Institutes whose name (or city/province) holds every word given: at most MAX_ROWS, best rated
 * first. Undefined when none matches.
 */
export async function institutesNamed(db: Db, words: readonly string[], shown: string, lang: Language, fees: FeeStats): Promise<Draft | undefined> {
  const a = assistantTranslator(lang);
  const rows = (await db
    .selectFrom('institutes')
    .where(listedOnly)
    .where((eb) => eb.and(words.map((w) => sql<SqlBool>`${eb.ref('search_text')} like ${`%${escapeLike(w)}%`} escape '\\'`)))
    .select(INSTITUTE_COLUMNS)
    .orderBy('rating', 'desc')
    .orderBy('id', 'asc')
    .limit(MAX_ROWS)
    .execute()) as InstituteRow[];
  if (!rows.length) return undefined;
  const search: Source = { title: a('page.search'), url: `/search/${encodeURIComponent(words.join(' '))}`, kind: 'page' };
  return instituteDraft(lang, fees, a('answer.lpk_named', { name: shown }), rows, search, false);
}

type JobRow = {
  id: number;
  lpk_id: number;
  title_id: string;
  title_en: string;
  prefecture: string;
  city: string;
  monthly_salary_jpy: number;
  experience: string;
  pathway: string;
  jlpt_required: string;
  deadline: string;
  lpk_name: string;
};

function jobsUrl(f: JobFilters): string {
  if (f.experience === 'inexperienced' && !f.prefecture && !f.pathway) return PAGE_URLS.beginnerVacancies;
  if (f.experience === 'experienced' && !f.prefecture && !f.pathway) return PAGE_URLS.experienced;
  const params = new URLSearchParams();
  if (f.pathway) params.set('pathway', f.pathway);
  if (f.prefecture) params.set('prefecture', f.prefecture);
  const query = params.toString();
  return query ? `${PAGE_URLS.jobs}?${query}` : PAGE_URLS.jobs;
}

/** Open vacancies (deadline today or later) matching the filters, closing soonest first. */
export async function jobList(db: Db, f: JobFilters, lang: Language, today: string): Promise<Draft> {
  const a = assistantTranslator(lang);
  const t = translator(lang);
  const base = db
    .selectFrom('jobs')
    .innerJoin('institutes', 'institutes.id', 'jobs.lpk_id')
    .where((eb) => {
      const list: Expression<SqlBool>[] = [eb('jobs.deadline', '>=', today), eb('jobs.closed_at', 'is', null), listedOnly];
      if (f.experience) list.push(eb('jobs.experience', '=', f.experience));
      if (f.pathway) list.push(eb('jobs.pathway', '=', f.pathway));
      if (f.prefecture) list.push(sql<SqlBool>`lower(${eb.ref('jobs.prefecture')}) = ${f.prefecture.toLowerCase()}`);
      return eb.and(list);
    });
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const rows = (await base
    .select([...JOB_LIST_COLUMNS, 'institutes.name as lpk_name'])
    .orderBy('jobs.deadline', 'asc')
    .orderBy('jobs.id', 'asc')
    .limit(MAX_ROWS)
    .execute()) as JobRow[];

  let which = '';
  if (f.pathway) which += a('answer.job_criteria_pathway', { pathway: a(`program_short.${f.pathway}`) });
  if (f.experience === 'inexperienced') which += a('answer.job_criteria_beginner');
  if (f.experience === 'experienced') which += a('answer.job_criteria_experienced');
  if (f.prefecture) which += a('answer.criteria_place', { place: f.prefecture });
  const list: Source = { title: a(Object.keys(f).length ? 'page.jobs_filtered' : 'page.jobs'), url: jobsUrl(f), kind: 'page' };
  if (total === 0) return { lang, kind: 'job', answer: a('answer.job_none', { criteria: which }), sources: [list], passages: [], useModel: false };

  const lines = rows.map(
    (row) =>
      `- ${a('answer.job_line', {
        title: lang === 'id' ? row.title_id : row.title_en,
        prefecture: row.prefecture,
        pathway: a(`program_short.${row.pathway as Pathway}`),
        experience: a(`experience_short.${row.experience as Experience}`),
        salary: formatNumber(row.monthly_salary_jpy, lang),
        jlpt: row.jlpt_required,
        deadline: formatDay(row.deadline, lang),
        lpk: row.lpk_name,
      })}`,
  );
  const shown = total > rows.length ? a('answer.job_shown', { n: rows.length }) : a('answer.job_all');
  const intro = total === 1 ? a('answer.job_found_one', { criteria: which }) : a('answer.job_found', { count: total, criteria: which, shown });
  const note = t('catalogue.facts.wage_estimate');
  return {
    lang,
    kind: 'job',
    answer: [intro, ...lines, note].join('\n'),
    sources: [
      ...rows.map((row): Source => ({
        title: `${lang === 'id' ? row.title_id : row.title_en} (${row.lpk_name})`,
        url: `/job-detail/${row.id}/${row.lpk_id}`,
        kind: 'job',
      })),
      list,
      {
        title: AVERAGE_MONTHLY_PAY.source,
        url: PAGE_URLS.salary,
        kind: 'fact',
        date: AVERAGE_MONTHLY_PAY.date,
        ...(AVERAGE_MONTHLY_PAY.source_lang === lang ? {} : { title_lang: AVERAGE_MONTHLY_PAY.source_lang }),
      },
    ],
    passages: [
      { title: list.title, text: intro },
      ...rows.map((row, i) => ({ title: lang === 'id' ? row.title_id : row.title_en, text: lines[i]!.slice(2) })),
      { title: list.title, text: note },
    ],
    useModel: true,
  };
}

/** The cities the catalogue has, for reading "LPK di Bandung"; re-read at most once a minute. */
export function cityList(db: Db, ttlMs = 60_000): () => Promise<string[]> {
  let cached: { at: number; cities: Promise<string[]> } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at > ttlMs) {
      const cities = db
        .selectFrom('institutes')
        .select('city')
        .distinct()
        .execute()
        .then((rows) => rows.map((r) => r.city));
      cached = { at: now, cities };
      cities.catch(() => {
        cached = undefined;
      });
    }
    return cached.cities;
  };
}
