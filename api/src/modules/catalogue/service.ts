import type { ComparedInstitute, Facts, InstituteDetail, InstituteSearch, JobDetail, JobSearch, JobSummary, Page } from 'contracts';
import type { Db } from '../../db/database';
import type { Language, Translate } from '../../i18n';
import { HttpError, fieldError } from '../../lib/http-error';
import { success } from '../../plugins/envelope';
import { catalogueCache, type CachedAnswer, type CacheSettings, type CatalogueCache } from './cache';
import type { ExchangeRate } from './facts';
import { cachedFeeStats, presentFeeCheck, presentFeeCheckSummary } from './fee-stats';
import { cachedAnswer } from './http-cache';
import { presentComparison, presentFacts, presentInstitute, presentInstituteCard, presentInstituteDetail, presentJob, presentJobDetail } from './present';
import { countJobs, findInstitute, findJob, institutesByIds, jobCounts, jobsOfInstitute, photosOfInstitute, searchJobs } from './queries';
import { countInstitutes, filterKey, pageKey, searchInstitutes } from './search';
import { cachedCatalogueStats } from './stats';

const today = () => new Date().toISOString().slice(0, 10);

const pageMeta = (page: number, perPage: number, total: number) => ({ page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) });

/** Who asks: the labels' language and its translator. */
export interface Reader {
  t: Translate;
  lang: Language;
}

export interface CatalogueOptions {
  exchangeRate: ExchangeRate;
  /** The search cache's settings (CATALOGUE_CACHE_*, config/catalogue.ts); the defaults when absent. */
  cache?: CacheSettings;
}

export interface SearchContext {
  /** Whether this client takes gzip (computed anyway when the cache keeps the answer). */
  acceptsGzip: boolean;
  /** The request's URL as sent (path and query): remembered with the answer's key (`answerSeenBefore`). */
  url?: string;
  /** Where a failing background refresh is reported (the request's log). */
  onRefreshError: (error: unknown) => void;
}

/**
 * The public catalogue's use cases (docs/architecture.md section 2): institute search (cached),
 * comparison and detail, vacancies and the facts of the salary simulation.
 */
export function catalogueService(db: Db, options: CatalogueOptions) {
  const cache = catalogueCache(db, options.cache);
  const inflight = new Map<string, Promise<CachedAnswer>>();
  const stats = cachedCatalogueStats(db);

  return {
    /**
     * Search. The whole answer is cached (serialised JSON and its gzip encoding) under the
     * normalised query and the language, and the total under the filters alone (paging through a
     * result set counts once). A value computed while an invalidation happened is not stored.
     */
    async searchInstitutes(
      search: InstituteSearch,
      reader: Reader,
      context: SearchContext,
    ): Promise<{ answer: CachedAnswer; state: 'HIT' | 'STALE' | 'MISS' }> {
      const key = pageKey(search, reader.lang);
      if (context.url !== undefined && cache.enabled) {
        const request = `${reader.lang} ${context.url}`;
        if (!cache.urls.has(request)) cache.urls.set(request, key);
      }
      const cached = cache.pages.get(key);
      if (cached !== undefined) return { answer: cached, state: 'HIT' };
      // Read before a refresh may store a fresh value: only an expired entry in its grace period.
      const stale = cache.pages.getStale(key);

      // Single flight: concurrent misses of one key (a popular search whose entry just expired)
      // share one computation instead of all querying the database. The generation is part of the
      // flight key: a request after an invalidation never joins an older computation.
      const flightKey = `${cache.pages.generation}#${key}`;
      let pending = inflight.get(flightKey);
      if (!pending) {
        pending = computeSearch(db, cache, search, reader, cache.enabled || context.acceptsGzip).finally(() => inflight.delete(flightKey));
        // Also handled here so that a failing background refresh is logged, not left unhandled.
        pending.catch(context.onRefreshError);
        inflight.set(flightKey, pending);
      }
      // Stale-while-revalidate: an expired entry still in its grace period answers at once.
      if (stale !== undefined) return { answer: stale, state: 'STALE' };
      return { answer: await pending, state: 'MISS' };
    },

    /**
     * The fresh cached answer of a search request seen before (the same URL in the same language),
     * found without parsing its query again; undefined when there is none (the route then parses,
     * validates and searches as usual).
     */
    answerSeenBefore(lang: Language, url: string): CachedAnswer | undefined {
      const key = cache.urls.get(`${lang} ${url}`);
      return key === undefined ? undefined : cache.pages.getIfFresh(key);
    },

    /** Two to four institutes side by side, in the order asked. An unknown id is a 422 on `ids`. */
    async compareInstitutes(ids: readonly number[], { t, lang }: Reader): Promise<{ items: ComparedInstitute[] }> {
      const byId = new Map((await institutesByIds(db, ids)).map((row) => [row.id, row]));
      const missing = ids.filter((id) => !byId.has(id));
      if (missing.length) throw fieldError('ids', 'catalogue.ids_unknown', { ids: missing.join(', ') });
      const counts = await jobCounts(db, ids);
      return { items: ids.map((id) => presentComparison(byId.get(id)!, counts.get(id) ?? 0, t, lang)) };
    },

    /** An institute with its vacancies; 404 when the id is unknown (or not an id). */
    async institute(id: number | undefined, { t, lang }: Reader): Promise<InstituteDetail> {
      const row = id === undefined ? undefined : await findInstitute(db, id);
      if (!row) throw new HttpError(404, 'catalogue.institute_not_found');
      const day = today();
      const [jobRows, photos, feeStats] = await Promise.all([jobsOfInstitute(db, row.id), photosOfInstitute(db, row.id), cachedFeeStats(db, cache)]);
      const jobs = jobRows.map((job) => presentJob(job, t, lang, day));
      const detail = presentInstituteDetail(row, jobs, t, lang, photos);
      return { ...detail, fee_check: presentFeeCheck(detail.fees.total, detail.programs, feeStats, t, lang) };
    },

    async searchJobs(search: JobSearch, { t, lang }: Reader): Promise<Page<JobSummary>> {
      const total = await countJobs(db, search);
      const offset = (search.page - 1) * search.perPage;
      const rows = offset < total ? await searchJobs(db, search) : [];
      const day = today();
      return { items: rows.map((row) => presentJob(row, t, lang, day)), meta: pageMeta(search.page, search.perPage, total) };
    },

    /** 404 when the id is unknown, or when `lpkId` is given and the vacancy belongs to another LPK. */
    async job(id: number | undefined, lpkId: number | undefined, { t, lang }: Reader): Promise<JobDetail> {
      const row = id === undefined ? undefined : await findJob(db, id);
      if (!row || (lpkId !== undefined && row.lpk_id !== lpkId)) throw new HttpError(404, 'catalogue.job_not_found');
      return presentJobDetail(row, t, lang, today(), options.exchangeRate);
    },

    async facts({ t, lang }: Reader): Promise<Facts> {
      return presentFacts(t, lang, options.exchangeRate, await stats());
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

/** One page of results as a cacheable answer; stored unless an invalidation happened meanwhile. */
async function computeSearch(db: Db, cache: CatalogueCache, search: InstituteSearch, { t, lang }: Reader, wantGzip: boolean): Promise<CachedAnswer> {
  const pagesGeneration = cache.pages.generation;
  const feeStats = await cachedFeeStats(db, cache);
  const countKey = filterKey(search);
  let total = cache.counts.get(countKey);
  if (total === undefined) {
    const countsGeneration = cache.counts.generation;
    total = await countInstitutes(db, search, { feeStats });
    cache.counts.set(countKey, total, countsGeneration);
  }
  const offset = (search.page - 1) * search.perPage;
  const rows = offset < total ? await searchInstitutes(db, search, { feeStats }) : [];
  const json = JSON.stringify(
    success({
      items: rows.map((row) => {
        const item = search.view === 'card' ? presentInstituteCard(row, t, lang) : presentInstitute(row, t, lang);
        return { ...item, fee_check: presentFeeCheckSummary(item.registration_fee, item.programs, feeStats, t, lang) };
      }),
      meta: pageMeta(search.page, search.perPage, total),
    }),
  );
  const answer = cachedAnswer(json, wantGzip);
  cache.pages.set(pageKey(search, lang), answer, pagesGeneration);
  return answer;
}
