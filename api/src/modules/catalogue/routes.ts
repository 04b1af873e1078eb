import type { FastifyPluginAsync } from 'fastify';
import factsRoutes from './facts.routes';
import instituteRoutes from './institutes.routes';
import jobRoutes from './jobs.routes';

/**
 * The public catalogue: institute search, detail and comparison, vacancies, and the facts of the
 * salary simulation. No login needed. The JPY->IDR rate comes from the configuration (JPY_IDR_RATE).
 */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const { exchangeRate } = app.config;
  await app.register(instituteRoutes);
  await app.register(jobRoutes, { exchangeRate });
  await app.register(factsRoutes, { exchangeRate });
};

export default catalogueRoutes;
