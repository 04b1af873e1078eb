import type { InstituteDetail, JobDetail } from 'contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { translator, type Language } from '../../i18n';
import type { CatalogueService } from '../catalogue/service';
import { isListed } from '../catalogue/visibility';
import { compareIds, type SiteRoute } from './site-routes';

/**
 * What the server HTML of a page tells a search engine (docs/architecture.md, "Found by search
 * engines"): its <title>, meta description, canonical URL on APP_URL, `hreflang` alternates, and
 * for an institute and an open vacancy their schema.org structured data (JSON-LD).
 *
 * Language: the site keeps the reader's choice in the browser, and a URL may name one with
 * `?lang=en` (the shell's early script takes it: shell/src/rollout/early.ts). So a page has two
 * URLs, `/lpk/7` (Indonesian, the default: also `x-default`) and `/lpk/7?lang=en`; each is its
 * own canonical, both are listed as alternates, and the server HTML of each is written in its
 * language (`<html lang>`, title, description, structured data).
 */
export interface SeoHead {
  lang: Language;
  title: string;
  description: string;
  /** The page's own URL in this language (absolute); null for a page not to be indexed. */
  canonical: string | null;
  /** Its URL in each language (absolute); x-default is the Indonesian one. */
  alternates: Record<Language, string> | null;
  /** `noindex` for the pages a search engine has no use for (a link's landing page, the account area, a 404). */
  noindex: boolean;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
}

export interface SeoContext {
  db: Db;
  catalogue: CatalogueService;
  /** APP_URL without a trailing slash. */
  appUrl: string;
  /** Where the API's relative URLs (photos) are served from; '' = the site's own origin. */
  apiBaseUrl: string;
}

/** Most characters of a meta description (search engines show about this many). */
export const DESCRIPTION_MAX = 160;
/** The comparison takes at most this many institutes (contracts COMPARE_MAX). */
const COMPARE_MAX = 4;

/** The URLs of a path in both languages (absolute on APP_URL). */
export function languageUrls(appUrl: string, path: string): Record<Language, string> {
  return { id: `${appUrl}${path}`, en: `${appUrl}${path}?lang=en` };
}

/** Whitespace collapsed, cut at a word before `max` characters (with "…"). */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** "LPK Sakura Mandiri, Bandung": the listing's name with "LPK" first and its city when the name lacks it. */
export function instituteLabel(name: string, city: string): string {
  const named = /^lpk\b/i.test(name.trim()) ? name.trim() : `LPK ${name.trim()}`;
  return city && !named.toLowerCase().includes(city.toLowerCase()) ? `${named}, ${city}` : named;
}

const integer: Record<Language, Intl.NumberFormat> = { id: new Intl.NumberFormat('id-ID'), en: new Intl.NumberFormat('en-GB') };
const longDate: Record<Language, Intl.DateTimeFormat> = {
  id: new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};
const day = (iso: string, lang: Language) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? longDate[lang].format(new Date(`${iso}T00:00:00Z`)) : iso);

/**
 * The head of a route in a language, or null when the URL names nothing public (an unknown,
 * draft or suspended institute, a vacancy not of that LPK, a comparison of such an id): a 404.
 */
export async function seoFor(route: SiteRoute, lang: Language, search: string, context: SeoContext): Promise<SeoHead | null> {
  const t = translator(lang);
  const brand = t('site.brand');
  const titled = (title: string) => `${title} · ${brand}`;
  const plain = (key: string, params?: Record<string, unknown>, path: string | null = null): SeoHead => ({
    lang,
    title: titled(t(`site.pages.${key}.title`, params)),
    description: t(`site.pages.${key}.description`, params),
    canonical: path === null ? null : languageUrls(context.appUrl, path)[lang],
    alternates: path === null ? null : languageUrls(context.appUrl, path),
    noindex: path === null,
    jsonLd: [],
  });
  const reader = { t, lang };
  switch (route.kind) {
    case 'account':
      return plain('account');
    case 'referral':
      return plain('register');
    case 'search':
      return route.query ? plain('search_query', { query: clip(route.query, 60) }) : plain('search');
    case 'static': {
      if (route.page.key === 'compare') {
        const ids = compareIds(search, COMPARE_MAX);
        const listed = await Promise.all(ids.map((id) => isListed(context.db, id)));
        if (!listed.every(Boolean)) return null;
      }
      return plain(route.page.key, undefined, route.page.index ? (route.page.canonical ?? route.page.path) : null);
    }
    case 'institute': {
      const institute = await orNull(context.catalogue.institute(route.id, reader));
      if (!institute) return null;
      const path = `/lpk/${institute.id}`;
      const label = instituteLabel(institute.name, institute.city);
      const fallback = t('site.institute.description', { name: label, city: institute.city, province: institute.province });
      const description = clip(institute.description || fallback);
      return {
        lang,
        title: titled(t('site.institute.title', { name: label })),
        description,
        canonical: languageUrls(context.appUrl, path)[lang],
        alternates: languageUrls(context.appUrl, path),
        noindex: false,
        jsonLd: [educationalOrganization(institute, label, description, languageUrls(context.appUrl, path)[lang], context)],
      };
    }
    case 'job': {
      const job = await orNull(context.catalogue.job(route.id, route.lpkId, reader));
      if (!job) return null;
      const path = `/job-detail/${job.id}/${job.lpk_id}`;
      const fields = {
        title: job.title,
        prefecture: job.prefecture,
        city: job.city,
        lpk_name: job.lpk_name,
        salary: integer[lang].format(job.monthly_salary_jpy),
        deadline: day(job.deadline, lang),
      };
      const description = clip(job.description || t('site.job.description', fields));
      const posted = await context.db.selectFrom('jobs').select('created_at').where('id', '=', job.id).executeTakeFirst();
      const url = languageUrls(context.appUrl, path)[lang];
      return {
        lang,
        title: titled(t('site.job.title', fields)),
        description,
        canonical: url,
        alternates: languageUrls(context.appUrl, path),
        noindex: false,
        // A closed vacancy's page stays (its applicants follow it), but it is no job posting any more.
        jsonLd: job.is_open ? [jobPosting(job, description, posted?.created_at ?? null, url, lang, context)] : [],
      };
    }
  }
}

/** The head of the not-found page. */
export function notFoundHead(lang: Language): SeoHead {
  const t = translator(lang);
  return {
    lang,
    title: `${t('site.pages.not_found.title')} · ${t('site.brand')}`,
    description: t('site.pages.not_found.description'),
    canonical: null,
    alternates: null,
    noindex: true,
    jsonLd: [],
  };
}

async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** A URL the API answered relative to its host, made absolute. */
function absolute(relative: string, context: SeoContext): string {
  try {
    return new URL(relative, `${context.apiBaseUrl || context.appUrl}/`).toString();
  } catch {
    return `${context.appUrl}${relative}`;
  }
}

/** schema.org EducationalOrganization of an institute's page: what the listing shows, nothing more. */
export function educationalOrganization(institute: InstituteDetail, name: string, description: string, url: string, context: SeoContext): object {
  const contact = institute.contact;
  const sameAs = contact.website && /^https?:\/\//i.test(contact.website) ? [contact.website] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${context.appUrl}/lpk/${institute.id}#organization`,
    name,
    url,
    description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.address || institute.address,
      addressLocality: institute.city,
      addressRegion: institute.province,
      addressCountry: 'ID',
    },
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(institute.founded_year ? { foundingDate: String(institute.founded_year) } : {}),
    ...(institute.photos?.[0] ? { image: absolute(institute.photos[0].url, context) } : {}),
    identifier: { '@type': 'PropertyValue', propertyID: 'Izin LPK', value: institute.licence.number },
  };
}

/**
 * schema.org JobPosting of an open vacancy, with what Google's job-posting guidelines require
 * (title, description, datePosted, hiringOrganization, jobLocation) and recommend (validThrough:
 * the end of the deadline's day in Japan, employmentType, baseSalary in JPY per month, identifier).
 */
export function jobPosting(job: JobDetail, description: string, createdAt: string | null, url: string, lang: Language, context: SeoContext): object {
  const listItems = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '');
  const body = [
    job.description ? `<p>${escapeHtml(job.description)}</p>` : `<p>${escapeHtml(description)}</p>`,
    listItems(job.requirements),
    listItems(job.benefits),
  ].join('');
  const posted = createdAt && !Number.isNaN(Date.parse(createdAt)) ? new Date(createdAt).toISOString() : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: body,
    url,
    inLanguage: lang,
    ...(posted ? { datePosted: posted } : {}),
    // The deadline is a calendar day: applications are taken until its end, Japan time.
    validThrough: `${job.deadline}T23:59:59+09:00`,
    employmentType: 'FULL_TIME',
    identifier: { '@type': 'PropertyValue', name: job.lpk_name, value: String(job.id) },
    hiringOrganization: {
      '@type': 'EducationalOrganization',
      '@id': `${context.appUrl}/lpk/${job.lpk_id}#organization`,
      name: instituteLabel(job.institute.name, job.institute.city),
      sameAs: `${context.appUrl}/lpk/${job.lpk_id}`,
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.city, addressRegion: job.prefecture, addressCountry: 'JP' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: { '@type': 'QuantitativeValue', value: job.monthly_salary_jpy, unitText: 'MONTH' },
    },
    ...(job.openings > 0 ? { totalJobOpenings: job.openings } : {}),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON for a `<script type="application/ld+json">`: nothing in it can end the element or a comment (`<` as \u003c). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the head written in: `<html lang>`, the title and meta description replaced
 * (or added), then the robots rule, canonical, alternates and structured data before `</head>`.
 */
export function withSeoHead(html: string, head: SeoHead): string {
  const attribute = (text: string) => escapeHtml(text);
  let out = html.replace(/<html\b([^>]*)>/i, (_whole, attributes: string) => {
    const rest = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${head.lang}"${rest}>`;
  });
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${attribute(head.description)}" />`;
  const tags: string[] = [];
  if (/<title>[\s\S]*?<\/title>/i.test(out)) out = out.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  else tags.push(title);
  if (/<meta\s+name="description"[^>]*>/i.test(out)) out = out.replace(/<meta\s+name="description"[^>]*>/i, () => description);
  else tags.push(description);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${attribute(head.canonical)}" />`);
  if (head.alternates) {
    tags.push(`<link rel="alternate" hreflang="id" href="${attribute(head.alternates.id)}" />`);
    tags.push(`<link rel="alternate" hreflang="en" href="${attribute(head.alternates.en)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${attribute(head.alternates.id)}" />`);
  }
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  if (!out.includes('</head>')) return out;
  return out.replace('</head>', () => `${tags.join('')}</head>`);
}
