import type { FastifyPluginAsync } from 'fastify';
import { HttpError, fieldError } from '../../lib/http-error';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import type { Language, Translate } from '../../i18n';
import { catalogueCache, type CachedAnswer } from './cache';
import { acceptsGzip, cachedAnswer, sendAnswer } from './http-cache';
import { jobsOfInstitute } from './jobs';
import { presentComparison, presentInstitute, presentInstituteDetail, presentJob } from './present';
import { compareSchema, instituteSearchSchema, parsePathId, type InstituteSearch } from './schemas';
import { countInstitutes, filterKey, pageKey, searchInstitutes } from './search';

const today = () => new Date().toISOString().slice(0, 10);

/** GET /institutes (search), /institutes/compare, /institutes/{id} (docs/architecture.md section 2). */
const instituteRoutes: FastifyPluginAsync = async (app) => {
  const cache = catalogueCache(app.db, app.config.catalogueCache);
  const inflight = new Map<string, Promise<CachedAnswer>>();

  /** One page of results as a cacheable answer; stored unless an invalidation happened meanwhile. */
  async function computeSearch(search: InstituteSearch, t: Translate, lang: Language, wantGzip: boolean): Promise<CachedAnswer> {
    const pagesGeneration = cache.pages.generation;
    const countKey = filterKey(search);
    let total = cache.counts.get(countKey);
    if (total === undefined) {
      const countsGeneration = cache.counts.generation;
      total = await countInstitutes(app.db, search);
      cache.counts.set(countKey, total, countsGeneration);
    }
    const offset = (search.page - 1) * search.perPage;
    const rows = offset < total ? await searchInstitutes(app.db, search) : [];
    const json = JSON.stringify(
      success({
        items: rows.map((row) => presentInstitute(row, t, lang)),
        meta: { page: search.page, per_page: search.perPage, total, last_page: Math.max(1, Math.ceil(total / search.perPage)) },
      }),
    );
    const answer = cachedAnswer(json, wantGzip);
    cache.pages.set(pageKey(search, lang), answer, pagesGeneration);
    return answer;
  }

  /**
   * Search. The whole answer is cached (serialised JSON and its gzip encoding) under the
   * normalised query and the language, and the total under the filters alone (paging through a
   * result set counts once). A value computed while an invalidation happened is not stored.
   */
  app.get('/institutes', async (request, reply) => {
    const search = validate(instituteSearchSchema, request.query);
    const key = pageKey(search, request.lang);
    const cached = cache.pages.get(key);
    if (cached !== undefined) return sendAnswer(request, reply, cached, 'HIT');
    // Read before a refresh may store a fresh value: only an expired entry in its grace period.
    const stale = cache.pages.getStale(key);

    // Single flight: concurrent misses of one key (a popular search whose entry just expired)
    // share one computation instead of all querying the database. The generation is part of the
    // flight key: a request after an invalidation never joins an older computation.
    const flightKey = `${cache.pages.generation}#${key}`;
    let pending = inflight.get(flightKey);
    if (!pending) {
      const wantGzip = cache.enabled || acceptsGzip(request.headers['accept-encoding']);
      pending = computeSearch(search, request.t, request.lang, wantGzip).finally(() => inflight.delete(flightKey));
      // Also handled here so that a failing background refresh is logged, not left unhandled.
      pending.catch((error: unknown) => request.log.error({ err: error }, 'catalogue search refresh failed'));
      inflight.set(flightKey, pending);
    }
    // Stale-while-revalidate: an expired entry still in its grace period answers at once.
    if (stale !== undefined) return sendAnswer(request, reply, stale, 'STALE');
    return sendAnswer(request, reply, await pending, 'MISS');
  });

  /** Two to four institutes side by side, in the order asked. An unknown id is a 422 on `ids`. */
  app.get('/institutes/compare', async (request) => {
    const { ids } = validate(compareSchema, request.query);
    const rows = await app.db.selectFrom('institutes').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw fieldError('ids', 'catalogue.ids_unknown', { ids: missing.join(', ') });
    const counts = await app.db
      .selectFrom('jobs')
      .select(['lpk_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('lpk_id', 'in', ids)
      .groupBy('lpk_id')
      .execute();
    const jobsCount = new Map(counts.map((c) => [c.lpk_id, Number(c.n)]));
    return success({ items: ids.map((id) => presentComparison(byId.get(id)!, jobsCount.get(id) ?? 0, request.t, request.lang)) });
  });

  app.get<{ Params: { id: string } }>('/institutes/:id', async (request) => {
    const id = parsePathId(request.params.id);
    const row = id === undefined ? undefined : await app.db.selectFrom('institutes').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'catalogue.institute_not_found');
    const day = today();
    const jobs = (await jobsOfInstitute(app.db, row.id)).map((job) => presentJob(job, request.t, request.lang, day));
    return success(presentInstituteDetail(row, jobs, request.t, request.lang));
  });
};

export default instituteRoutes;
