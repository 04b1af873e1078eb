import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import type { ExchangeRate } from './facts';
import { countJobs, findJob, searchJobs } from './jobs';
import { presentJob, presentJobDetail } from './present';
import { jobDetailQuerySchema, jobSearchSchema, parsePathId } from './schemas';

const today = () => new Date().toISOString().slice(0, 10);

/** GET /jobs (vacancies with filters and paging) and /jobs/{id}?lpk_id= (docs/architecture.md section 2). */
const jobRoutes: FastifyPluginAsync<{ exchangeRate: ExchangeRate }> = async (app, options) => {
  app.get('/jobs', async (request) => {
    const search = validate(jobSearchSchema, request.query);
    const total = await countJobs(app.db, search);
    const offset = (search.page - 1) * search.perPage;
    const rows = offset < total ? await searchJobs(app.db, search) : [];
    const day = today();
    return success({
      items: rows.map((row) => presentJob(row, request.t, request.lang, day)),
      meta: { page: search.page, per_page: search.perPage, total, last_page: Math.max(1, Math.ceil(total / search.perPage)) },
    });
  });

  /** 404 when the id is unknown, or when `lpk_id` is given and the vacancy belongs to another LPK. */
  app.get<{ Params: { id: string } }>('/jobs/:id', async (request) => {
    const { lpk_id: lpkId } = validate(jobDetailQuerySchema, request.query);
    const id = parsePathId(request.params.id);
    const row = id === undefined ? undefined : await findJob(app.db, id);
    if (!row || (lpkId !== undefined && row.lpk_id !== lpkId)) throw new HttpError(404, 'catalogue.job_not_found');
    return success(presentJobDetail(row, request.t, request.lang, today(), options.exchangeRate));
  });
};

export default jobRoutes;
