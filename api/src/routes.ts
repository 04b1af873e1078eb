import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/routes';

/** Every API module, mounted under /api/lpk (SPEC.md section 7, DESIGN.md section 2). */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(authRoutes);
    },
    { prefix: '/api/lpk' },
  );
}
