import type { FastifyInstance } from 'fastify';
import authRoutes from './modules/auth/routes';
import profileRoutes from './modules/profile/routes';
import messageRoutes from './modules/messages/routes';
import realtimePlugin from './realtime/plugin';
import registrationRoutes from './modules/registrations/routes';
import applicantsRoutes from './modules/applicants/routes';
import institutionRoutes from './modules/institution/routes';
import certificateRoutes from './modules/certificates/routes';
import accountRoutes from './modules/account/routes';
import catalogueRoutes from './modules/catalogue/routes';
import rolloutRoutes from './modules/rollout/routes';
import googleSignIn from './modules/auth/oidc/routes';
import assistantRoutes from './modules/assistant/routes';
import releaseRoutes from './modules/release/routes';
import { mailRoutes } from './modules/mail';
import lpkJoinRoutes from './modules/lpk-join/routes';
import operatorRoutes from './modules/operator/routes';
import reviewRoutes from './modules/reviews/routes';
import reportRoutes from './modules/reports/routes';

/** Every API module, mounted under /api/lpk (docs/product.md section 7, docs/architecture.md section 2). */
export async function registerApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(realtimePlugin); // app.broadcaster + POST /broadcasting/auth, at the root as Laravel serves it
  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(messageRoutes);
      await api.register(registrationRoutes);
      await api.register(applicantsRoutes);
      await api.register(institutionRoutes);
      await api.register(certificateRoutes);
      await api.register(accountRoutes);
      await api.register(catalogueRoutes);
      await api.register(rolloutRoutes);
      await api.register(assistantRoutes);
      await api.register(releaseRoutes);
      await api.register(mailRoutes);
      await api.register(lpkJoinRoutes);
      await api.register(operatorRoutes);
      await api.register(reviewRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api/lpk' },
  );
  await app.register(googleSignIn); // /api/lpk/auth/google/*, and /dev-oidc (the stand-in for Google) in development without Google credentials
}
