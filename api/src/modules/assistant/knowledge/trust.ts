import {
  FEE_CHECK_MIN_PEERS,
  FEE_FAR_ABOVE_FACTOR,
  OFFICIAL_CHANNELS,
  OFFICIAL_CHANNEL_KEYS,
  PRIMARY_SOURCES,
  PROGRAMS,
  REPORT_CATEGORIES,
  REPORT_STATUSES,
  REVIEW_EDIT_DAYS,
  REVIEW_RATING_THRESHOLD,
  REVIEW_REGISTERED_DAYS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  TRUST_GUIDANCE_NOTE,
  TRUST_RULES,
  comparable,
  reportCategoryLabelKey,
  reportStatusLabelKey,
  type OfficialChannelKey,
  type PrimarySourceKey,
  type ProgramFeeStats,
  type TrustRuleId,
} from 'contracts';
import { translator, type Language } from '../../../i18n';
import type { FeeStats } from '../../catalogue/fee-stats';
import { formatDecimal, formatIdr, formatNumber, joinList } from '../format';
import { assistantTranslator, fill } from '../messages';
import type { Passage, Source } from '../types';
import { TRUST_COPY } from './trust-copy';

/**
 * The assistant's knowledge of the trust features (issue 34; docs/trust.md): the fee check's
 * method, what may and may not be charged (contracts/src/reference/trust-rules.ts, each rule with
 * its primary sources), how a licence is verified here, how reviews work, how to report and the
 * official channels (contracts/src/reference/sources.ts OFFICIAL_CHANNELS), and where the official
 * Japanese tests are taken (the legitimate way the fraud refusals point to). A rule's source is
 * linked to its own public text (`url`) with the date it took effect; a channel to its own site
 * with the month its details were checked.
 */

/** The site's pages these passages link to. */
export const TRUST_PAGE_URLS = {
  feeCheck: '/search?fee_check=within',
  search: '/search',
  dashboard: '/admin/dashboard',
} as const;

/** The passage of each charging rule, by the rule's id. */
export const RULE_PASSAGE: Readonly<Record<TrustRuleId, string>> = {
  no_placement_cost: 'trust.rule.no_placement_cost',
  no_deposit_or_penalty: 'trust.rule.no_deposit_or_penalty',
  passport_stays_with_you: 'trust.rule.passport_stays_with_you',
};

/** A primary source as an answer's source: its title, its own public text and the date it took effect. */
export function ruleSource(key: PrimarySourceKey, lang: Language): Source {
  const source = PRIMARY_SOURCES[key] as { title: string; title_lang: Language | 'ja'; date: string; url?: string };
  return {
    title: source.title,
    url: source.url ?? '/about',
    kind: 'fact',
    date: source.date,
    ...(source.title_lang === lang ? {} : { title_lang: source.title_lang }),
  };
}

/** An official channel as an answer's source (its own site; the month its details were checked). */
function channelSource(key: OfficialChannelKey, lang: Language): Source | undefined {
  const channel = OFFICIAL_CHANNELS[key] as { name: Record<Language, string>; url?: string; checked: string };
  return channel.url ? { title: channel.name[lang], url: channel.url, kind: 'fact', date: channel.checked } : undefined;
}

/** The official channels in words: name, numbers and what each takes. */
export function channelsText(lang: Language): string {
  const c = TRUST_COPY[lang];
  return OFFICIAL_CHANNEL_KEYS.map((key) => {
    const channel = OFFICIAL_CHANNELS[key] as {
      name: Record<Language, string>;
      scope: Record<Language, string>;
      phone?: string;
      phone_from_abroad?: string;
    };
    const phones = [channel.phone, channel.phone_from_abroad ? fill(c.from_abroad, { phone: channel.phone_from_abroad }) : undefined].filter(Boolean);
    return `- ${channel.name[lang]}${phones.length ? ` (${phones.join(', ')})` : ''}: ${channel.scope[lang]}`;
  }).join('\n');
}

/** Every official channel that has a site of its own, as sources. */
export function channelSources(lang: Language): Source[] {
  return OFFICIAL_CHANNEL_KEYS.map((key) => channelSource(key, lang)).filter((s): s is Source => s !== undefined);
}

/** A label inside a sentence: its first letter in lower case ("Baru" -> "baru"). */
const inSentence = (label: string) => label.charAt(0).toLocaleLowerCase() + label.slice(1);

/**
 * The fee check's figures now, per program, in words (catalogue/fee-stats.ts, the same cached
 * figures the pages show): median, 90th percentile and how many listed LPKs teach it.
 */
export function feeFigures(stats: FeeStats, lang: Language): string {
  const c = TRUST_COPY[lang];
  const a = assistantTranslator(lang);
  const line = (s: ProgramFeeStats) =>
    fill(comparable(s) ? c.fee_figure : c.fee_figure_too_few, {
      program: a(`program_short.${s.program}`),
      median: formatIdr(s.median, lang),
      p90: formatIdr(s.p90, lang),
      peers: formatNumber(s.peers, lang),
    });
  const lines = PROGRAMS.map((program) => stats[program]).filter((s): s is ProgramFeeStats => s !== undefined && s.peers > 0);
  return fill(c.fee_figures, { list: lines.map(line).join('; ') });
}

export function buildTrustPassages(lang: Language): Passage[] {
  const w: TrustWording = { lang, c: TRUST_COPY[lang], t: translator(lang), page: (title, url) => ({ title, url, kind: 'page' }) };
  // Every trust passage is answered through its topic only (topics.ts): their words would match unrelated questions.
  return [...feePassages(w), ...reviewAndReportPassages(w), ...testPassages(w)].map((p) => ({ ...p, lang, topicOnly: true }));
}

/** What the trust passages are worded with: the language, its copy and translator, and a page as a source. */
interface TrustWording {
  lang: Language;
  c: (typeof TRUST_COPY)[Language];
  t: ReturnType<typeof translator>;
  page: (title: string, url: string) => Source;
}

/** A trust passage before its language (and topic-only mark) is set. */
type Draft = Omit<Passage, 'lang' | 'topicOnly'>;

/** The fee check's method, each charging rule, what a listing refuses, and how a licence is verified. */
function feePassages({ lang, c, page }: TrustWording): Draft[] {
  const rules = TRUST_RULES.map((rule): Draft => ({
    id: RULE_PASSAGE[rule.id],
    title: rule.title[lang],
    text: rule.guidance[lang],
    keywords: 'biaya boleh dilarang jaminan deposit denda paspor penempatan',
    sources: rule.sources.map((key) => ruleSource(key, lang)),
  }));
  const feeCheck: Draft = {
    id: 'trust.fee_check',
    title: c.fee_check_title,
    text: fill(c.fee_check, { min: FEE_CHECK_MIN_PEERS, factor: formatDecimal(FEE_FAR_ABOVE_FACTOR, lang) }),
    keywords: 'kisaran umum median persentil biaya wajar cek',
    sources: [page(c.page_fee_check, TRUST_PAGE_URLS.feeCheck)],
  };
  return [
    feeCheck,
    ...rules,
    {
      id: 'trust.listing_refuses',
      title: c.listing_refuses_title,
      text: `${c.listing_refuses} ${TRUST_GUIDANCE_NOTE[lang]}`,
      keywords: 'rincian biaya jaminan denda terima kasih',
      sources: [page(c.page_search, TRUST_PAGE_URLS.search)],
    },
    {
      id: 'trust.licence',
      title: c.licence_title,
      text: c.licence,
      keywords: 'izin lisensi verifikasi registri kemnaker resmi',
      sources: [page(c.page_search, TRUST_PAGE_URLS.search), ...[channelSource('kemnaker', lang)].filter((s): s is Source => s !== undefined)],
    },
  ];
}

/** How reviews work, how to report an LPK, and the official channels. */
function reviewAndReportPassages({ lang, c, t, page }: TrustWording): Draft[] {
  return [
    {
      id: 'trust.reviews',
      title: c.reviews_title,
      text: fill(c.reviews, {
        registered_days: REVIEW_REGISTERED_DAYS,
        text_min: formatNumber(REVIEW_TEXT_MIN, lang),
        text_max: formatNumber(REVIEW_TEXT_MAX, lang),
        edit_days: REVIEW_EDIT_DAYS,
        threshold: REVIEW_RATING_THRESHOLD,
      }),
      keywords: 'ulasan review alumni terverifikasi penilaian',
      sources: [page(c.page_search, TRUST_PAGE_URLS.search)],
    },
    {
      id: 'trust.report',
      title: c.report_title,
      text: fill(c.report, {
        categories: joinList(
          REPORT_CATEGORIES.map((key) => inSentence(t(reportCategoryLabelKey(key)))),
          c.or,
        ),
        statuses: REPORT_STATUSES.map((key) => inSentence(t(reportStatusLabelKey(key)))).join(', '),
      }),
      keywords: 'lapor laporan pengaduan kategori dasbor',
      sources: [page(c.page_dashboard, TRUST_PAGE_URLS.dashboard)],
    },
    {
      id: 'trust.channels',
      title: c.channels_title,
      text: `${c.channels_intro}\n${channelsText(lang)}`,
      keywords: 'saluran resmi pengaduan hotline kp2mi bp2mi kemnaker disnaker',
      sources: channelSources(lang),
    },
  ];
}

/** Where the official Japanese tests are taken, and a lost certificate. */
function testPassages({ c }: TrustWording): Draft[] {
  return [
    {
      id: 'tests.official',
      title: c.tests_title,
      text: c.tests,
      keywords: 'jlpt jft daftar ujian jadwal prometric sertifikat',
      sources: [
        { title: c.source_jlpt, url: OFFICIAL_TESTS.jlpt, kind: 'page' },
        { title: c.source_jft, url: OFFICIAL_TESTS.jft, kind: 'page' },
      ],
    },
    {
      id: 'tests.certificate_lost',
      title: c.certificate_lost_title,
      text: c.certificate_lost,
      keywords: 'sertifikat hilang rusak terbit ulang jlpt',
      sources: [{ title: c.source_jlpt_reissue, url: OFFICIAL_TESTS.jlptReissue, kind: 'page' }],
    },
  ];
}

/**
 * The organisers' own pages of the two Japanese tests the pathways accept (checked 2026-11): the
 * JLPT (the Japan Foundation and JEES; abroad, through a local host institution in each test
 * city) and its certificate reissue for tests taken outside Japan; the JFT-Basic (the Japan
 * Foundation; computer-based, booked through Prometric).
 */
export const OFFICIAL_TESTS = {
  jlpt: 'https://www.jlpt.jp/e/',
  jlptReissue: 'https://www.jlpt.jp/e/certificate/other.html',
  jft: 'https://www.jpf.go.jp/jft-basic/',
} as const;
