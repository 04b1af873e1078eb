import { ABOUT_COPY, FAQ_KEYS, FAQ_SOURCES, PRIMARY_SOURCES, STEP_KEYS, type FaqKey, type SourceTitleLang } from 'contracts';
import { translator, type Language } from '../../../i18n';
import { AVERAGE_MONTHLY_PAY, DEDUCTIONS, EXCHANGE_RATE_RANGE, MINIMUM_WAGE, PATHWAY_FACTS, estimateTakeHome, type ExchangeRate } from '../../catalogue/facts';
import { formatDay, formatIdr, formatNumber, formatPercent, joinList } from '../format';
import { assistantTranslator } from '../messages';
import type { Passage, Source } from '../types';
import { buildTrustPassages } from './trust';

/**
 * The assistant's knowledge, per language: the /about copy (lead, flow, data-sharing promise,
 * every FAQ answer), the pathway and salary figures of catalogue/facts.ts put into the same
 * words the site uses (catalogue messages) with their sources and dates, and short descriptions
 * of the site's own pages. Each passage links to the page (and anchor) that shows it.
 * The institutes and vacancies are not here: they are read from the database per question.
 */

/** Anchors of the pages the passages link to (ids set in mf-public's screens). */
export const PAGE_URLS = {
  about: '/about',
  aboutFlow: '/about#about-flow',
  aboutData: '/about#about-data',
  faq: (key: string) => `/about#faq-${key}`,
  pathways: '/inexperienced#pathways',
  salary: '/inexperienced#salary-simulation',
  beginnerVacancies: '/inexperienced#vacancies',
  search: '/search',
  jobs: '/jobs',
  experienced: '/experienced',
} as const;

/** Search words of each FAQ entry beyond its question and answer (synonyms are added by text.ts). */
const FAQ_KEYWORDS: Record<FaqKey, string> = {
  cost: 'gratis biaya layanan situs bayar',
  share: 'data privasi lihat akses terima siapa',
  salary: 'gaji 20 juta kotor takehome',
  experience: 'pengalaman pemula bisa daftar',
  age: 'usia umur batas tua muda tahun',
  education: 'pendidikan ijazah lulusan sma smp sekolah',
  health: 'kesehatan sehat sakit medical pemeriksaan dokter',
  documents: 'dokumen syarat berkas ktp paspor visa siapkan',
  training: 'lama pelatihan bulan lpk belajar',
  fees: 'biaya lpk pelatihan rincian rendah sedang tinggi',
  choose_lpk: 'pilih lpk bagus terbaik izin akreditasi lembagapengirim lulus',
  family: 'keluarga istri suami anak bawa',
  stay: 'lama tinggal tahun perpanjang visa',
  switch: 'pindah lanjut magang ssw fukushishi ganti jalur',
  exams: 'ujian tes jlpt jft lulus',
  apply: 'daftar lpk cara akun profil',
  withdraw: 'batal tarik pendaftaran',
  certificate: 'sertifikat cek verifikasi kode',
};

export interface KnowledgeOptions {
  exchangeRate: ExchangeRate;
  /** The contact chat (config.site.chatUrl); '' when none is configured. */
  chatUrl: string;
}

export function contactSource(lang: Language, chatUrl: string): Source[] {
  return chatUrl ? [{ title: assistantTranslator(lang)('page.contact'), url: chatUrl, kind: 'contact' }] : [];
}

/** A figure's outside source, linked to the page of the site that shows it; `titleLang` when its title keeps another language than the answer's. */
const fact = (source: string, date: string, url: string, titleLang?: SourceTitleLang): Source => ({
  title: source,
  url,
  kind: 'fact',
  date,
  ...(titleLang ? { title_lang: titleLang } : {}),
});

/** What every group of passages is worded with: the answer's language, its translators and the helpers that cite pages and figures. */
interface Wording {
  lang: Language;
  t: ReturnType<typeof translator>;
  a: ReturnType<typeof assistantTranslator>;
  rate: ExchangeRate;
  /** A yen amount in the language's digits. */
  jpy: (value: number) => string;
  /** A yen amount in rupiah at the exchange rate. */
  idr: (valueJpy: number) => string;
  page: (title: string, url: string) => Source;
  /** A source title's language when it is not the answer's. */
  titleLang: (of: SourceTitleLang) => SourceTitleLang | undefined;
}

/** A passage before its language is set. */
type Draft = Omit<Passage, 'lang'>;

export function buildPassages(lang: Language, options: KnowledgeOptions): Passage[] {
  const rate = options.exchangeRate;
  const w: Wording = {
    lang,
    t: translator(lang),
    a: assistantTranslator(lang),
    rate,
    jpy: (value) => formatNumber(value, lang),
    idr: (valueJpy) => formatIdr(valueJpy * rate.jpy_idr, lang),
    page: (title, url) => ({ title, url, kind: 'page' }),
    titleLang: (of) => (of === lang ? undefined : of),
  };
  const drafts = [...aboutPassages(w), ...pathwayPassages(w), ...payPassages(w), ...rateAndWagePassages(w), ...sitePassages(w, options.chatUrl)];
  // The trust features (fee check, charging rules, licences, reviews, reports, official channels and tests): knowledge/trust.ts.
  return [...drafts.map((p) => ({ ...p, lang })), ...buildTrustPassages(lang)];
}

/** The /about copy: its lead, the flow, the data-sharing promise and every FAQ answer. */
function aboutPassages({ lang, a, page }: Wording): Draft[] {
  const about = ABOUT_COPY[lang].about;
  const faqs = FAQ_KEYS.map((key): Draft => {
    const { q, a: answer } = about.faq[key];
    const rules = (FAQ_SOURCES[key] ?? []).map((source) => {
      const { title, title_lang, date } = PRIMARY_SOURCES[source];
      return fact(title, date, PAGE_URLS.faq(key), title_lang === lang ? undefined : title_lang);
    });
    return { id: `faq.${key}`, title: q, text: answer, keywords: FAQ_KEYWORDS[key], sources: [page(a('page.faq', { q }), PAGE_URLS.faq(key)), ...rules] };
  });
  return [
    {
      id: 'about.lead',
      title: about.title,
      text: about.lead,
      keywords: 'situs layanan platform tentang',
      sources: [page(a('page.about'), PAGE_URLS.about)],
    },
    {
      id: 'about.flow',
      title: about.flow_title,
      text: STEP_KEYS.map((key, i) => `${i + 1}. ${about.steps[key].title}: ${about.steps[key].text}`).join(' '),
      keywords: 'cara daftar akun langkah alur proses',
      sources: [page(a('page.about_flow'), PAGE_URLS.aboutFlow)],
    },
    {
      id: 'about.data',
      title: about.data_title,
      text: about.data_text,
      keywords: 'data privasi bagikan',
      sources: [page(a('page.about_data'), PAGE_URLS.aboutData)],
    },
    ...faqs,
  ];
}

/** The pathways (catalogue/facts.ts PATHWAY_FACTS, worded as the catalogue's messages word them) and the Japanese each asks for. */
function pathwayPassages({ t, a, page, titleLang }: Wording): Draft[] {
  const pathwaysPage = page(a('page.pathways'), PAGE_URLS.pathways);
  const pathwaySources = [PATHWAY_FACTS.titp, PATHWAY_FACTS.ssw_kaigo, PATHWAY_FACTS.kaigo_fukushishi].map((f) =>
    fact(f.source, f.date, PAGE_URLS.pathways, titleLang(f.source_lang)),
  );
  return [
    {
      id: 'pathways',
      title: a('passage.pathways_title'),
      text: a('passage.pathways'),
      keywords: 'jalur titp ssw fukushishi beda bandingkan visa',
      sources: [pathwaysPage],
    },
    {
      id: 'pathway.titp',
      title: a('passage.titp_title'),
      text: t('catalogue.facts.titp'),
      keywords: 'titp magang lama tahun bahasa ikusei diganti',
      sources: [pathwaysPage, pathwaySources[0]!],
    },
    {
      id: 'pathway.ssw',
      title: a('passage.ssw_title'),
      text: t('catalogue.facts.ssw_kaigo'),
      keywords: 'ssw tokutei ujian syarat keluarga lama tahun',
      sources: [pathwaysPage, pathwaySources[1]!],
    },
    {
      id: 'pathway.kaigo_fukushishi',
      title: a('passage.kf_title'),
      text: t('catalogue.facts.kaigo_fukushishi'),
      keywords: 'fukushishi ujian nasional keluarga tinggaltetap perpanjang visa',
      sources: [pathwaysPage, pathwaySources[2]!],
    },
    {
      id: 'japanese',
      title: a('passage.japanese_title'),
      text: a('passage.japanese', {
        titp_entry: PATHWAY_FACTS.titp.jlpt_entry,
        titp_year2: PATHWAY_FACTS.titp.jlpt_year2,
        ssw_entry: PATHWAY_FACTS.ssw_kaigo.jlpt_entry,
        kf_level: PATHWAY_FACTS.kaigo_fukushishi.jlpt_expected,
      }),
      keywords: 'bahasa jepang jlpt jft level n4 n3 n2',
      sources: [pathwaysPage, ...pathwaySources],
    },
  ];
}

/** Pay: the average monthly pay, the deductions and take-home pay of the first two years, and the "20 million" claim. */
function payPassages(w: Wording): Draft[] {
  const { lang, t, a, rate, jpy, idr, page, titleLang } = w;
  const salaryPage = page(a('page.salary'), PAGE_URLS.salary);
  const paySource = fact(AVERAGE_MONTHLY_PAY.source, AVERAGE_MONTHLY_PAY.date, PAGE_URLS.salary, titleLang(AVERAGE_MONTHLY_PAY.source_lang));
  const deductionSource = fact(t('catalogue.facts.source_deductions'), DEDUCTIONS.date, PAGE_URLS.salary);
  return [
    {
      id: 'salary.average',
      title: a('passage.pay_title'),
      text: a('passage.pay', {
        year: AVERAGE_MONTHLY_PAY.date,
        titp: jpy(AVERAGE_MONTHLY_PAY.titp),
        titp_idr: idr(AVERAGE_MONTHLY_PAY.titp),
        ssw: jpy(AVERAGE_MONTHLY_PAY.ssw),
        ssw_idr: idr(AVERAGE_MONTHLY_PAY.ssw),
        ssw_kaigo: jpy(AVERAGE_MONTHLY_PAY.ssw_kaigo),
        ssw_kaigo_idr: idr(AVERAGE_MONTHLY_PAY.ssw_kaigo),
        rate: formatNumber(rate.jpy_idr, lang),
      }),
      keywords: 'gaji rata bulan berapa kotor magang ssw perawat',
      sources: [salaryPage, paySource],
    },
    {
      id: 'salary.deductions',
      title: a('passage.deductions_title'),
      text: deductionsText(w),
      keywords: 'potong pajak asuransi pensiun asrama gaji takehome tahun pertama',
      sources: [salaryPage, deductionSource],
    },
    {
      id: 'salary.take_home',
      title: a('passage.take_home_title'),
      text: t('catalogue.facts.take_home'),
      keywords: 'gaji takehome kotor persen',
      sources: [salaryPage, deductionSource],
    },
    {
      id: 'salary.claim',
      title: a('passage.claim_title'),
      text: t('catalogue.facts.salary_claim'),
      keywords: 'gaji 20 juta kotor takehome benar',
      sources: [salaryPage, paySource],
    },
  ];
}

/** The deductions from the reference gross pay, the dormitory, and the take-home pay of the first and second year. */
function deductionsText({ lang, t, a, rate, jpy }: Wording): string {
  const year1 = estimateTakeHome(DEDUCTIONS.reference_gross_jpy, rate, 1);
  const year2 = estimateTakeHome(DEDUCTIONS.reference_gross_jpy, rate, 2);
  return a('passage.deductions', {
    gross: jpy(DEDUCTIONS.reference_gross_jpy),
    items: joinList(
      DEDUCTIONS.items.map((d) => a('passage.deduction_item', { label: t(`labels.catalogue.deduction.${d.key}`), pct: formatPercent(d.rate, lang) })),
      a('answer.and'),
    ),
    dorm_min: jpy(DEDUCTIONS.dormitory_jpy.min),
    dorm_max: jpy(DEDUCTIONS.dormitory_jpy.max),
    y1_min: jpy(year1.take_home_jpy.min),
    y1_max: jpy(year1.take_home_jpy.max),
    y1_min_idr: formatIdr(year1.take_home_idr.min, lang),
    y1_max_idr: formatIdr(year1.take_home_idr.max, lang),
    y2_min: jpy(year2.take_home_jpy.min),
    y2_max: jpy(year2.take_home_jpy.max),
  });
}

/** The exchange rate the figures use and the minimum wages of the last two fiscal years. */
function rateAndWagePassages({ lang, t, a, rate, jpy, page, titleLang }: Wording): Draft[] {
  const fy25 = MINIMUM_WAGE.fy2025;
  const fy24 = MINIMUM_WAGE.fy2024;
  return [
    {
      id: 'salary.exchange_rate',
      title: a('passage.exchange_title'),
      text: t('catalogue.facts.exchange_rate', { rate: rate.jpy_idr, date: formatDay(rate.date, lang) }),
      keywords: 'kurs yen rupiah',
      sources: [page(a('page.salary'), PAGE_URLS.salary), fact(t('catalogue.facts.source_rate_range'), EXCHANGE_RATE_RANGE.date, PAGE_URLS.salary)],
    },
    {
      id: 'salary.minimum_wage',
      title: a('passage.minimum_wage_title'),
      text: a('passage.minimum_wage', {
        fy25_avg: jpy(fy25.national_average),
        fy25_tokyo: jpy(fy25.prefectures.Tokyo ?? fy25.national_average),
        fy25_low: jpy(fy25.lowest.value),
        fy25_low_where: joinList(fy25.lowest.prefectures, a('answer.and')),
        fy24_avg: jpy(fy24.national_average),
        fy24_tokyo: jpy(fy24.prefectures.Tokyo ?? fy24.national_average),
        fy24_low: jpy(fy24.lowest.value),
        fy24_low_where: joinList(fy24.lowest.prefectures, a('answer.and')),
      }),
      keywords: 'upahminimum gaji jam tokyo prefektur',
      sources: [
        fact(fy25.source, fy25.date, PAGE_URLS.salary, titleLang(fy25.source_lang)),
        fact(fy24.source, fy24.date, PAGE_URLS.salary, titleLang(fy24.source_lang)),
      ],
    },
  ];
}

/** The site's own pages: vacancies, the LPK search and, when one is configured, the contact chat. */
function sitePassages({ lang, a, page }: Wording, chatUrl: string): Draft[] {
  const drafts: Draft[] = [
    {
      id: 'site.jobs',
      title: a('passage.jobs_title'),
      text: a('passage.jobs'),
      keywords: 'lowongan cari kerja prefektur pengalaman',
      sources: [
        page(a('page.jobs'), PAGE_URLS.jobs),
        page(a('page.experienced'), PAGE_URLS.experienced),
        page(a('page.vacancies_beginner'), PAGE_URLS.beginnerVacancies),
      ],
    },
    {
      id: 'site.search',
      title: a('passage.search_title'),
      text: a('passage.search'),
      keywords: 'cari lpk filter provinsi bandingkan',
      sources: [page(a('page.search'), PAGE_URLS.search)],
    },
  ];
  if (chatUrl) {
    drafts.push({
      id: 'site.contact',
      title: a('passage.contact_title'),
      text: a('passage.contact'),
      keywords: 'hubung whatsapp chat tanya tim',
      sources: contactSource(lang, chatUrl),
    });
  }
  return drafts;
}
