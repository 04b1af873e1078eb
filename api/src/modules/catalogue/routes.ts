import type { FastifyPluginAsync } from 'fastify';
import { exchangeRateFromEnv } from './facts';
import factsRoutes from './facts.routes';
import instituteRoutes from './institutes.routes';
import jobRoutes from './jobs.routes';

/**
 * The public catalogue: institute search, detail and comparison, vacancies, and the facts of the
 * salary simulation. No login needed. The JPY->IDR rate is read once from the environment.
 */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const exchangeRate = exchangeRateFromEnv(process.env);
  await app.register(instituteRoutes);
  await app.register(jobRoutes, { exchangeRate });
  await app.register(factsRoutes, { exchangeRate });
};

export default catalogueRoutes;
