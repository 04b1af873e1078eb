import multipart from '@fastify/multipart';
import { profileAvatarRoute, profileRoute, profileSectionRoutes, profileUpdateRoute } from 'contracts';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { requireRecentSignIn } from '../auth/reauth';
import { multipartOptions, readSingleFile } from '../uploads/multipart';
import { presentUser } from '../users/present';
import { presentProfile, presentSection } from './present';
import { SECTIONS } from './sections';
import { getSection, getSections, replaceAvatar, saveSection, updateProfile } from './service';

/**
 * The caregiver's own profile (docs/product.md section 7):
 * GET/POST /profile, GET/POST /profile/<section> for the six sections, POST /profile/avatar.
 * Schemas: contracts/src/http/profile. Multipart parsing is registered here, for this module's routes only.
 */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, multipartOptions);
  const auth = { preValidation: app.authenticate };

  app.get('/profile', { ...auth, schema: profileRoute }, async (request) => {
    const user = request.user!;
    return success(presentProfile(user, await getSections(app.db, user.id)));
  });

  app.post('/profile', { ...auth, schema: profileUpdateRoute }, async (request) => {
    const session = { user: request.user!, tokenId: request.tokenId!, requireRecentSignIn: () => requireRecentSignIn(request) };
    const updated = await updateProfile(app.db, app.broadcaster, app.mail, session, request.body);
    return success({ user: presentUser(updated) }, request.t('profile.updated'));
  });

  // One handler for the six sections: their schemas differ, so these routes are registered
  // untyped (the body is still validated by its schema; the answers are checked in tests).
  const sections = app.withTypeProvider<FastifyTypeProviderDefault>();
  for (const definition of SECTIONS) {
    const schemas = profileSectionRoutes[definition.key];

    sections.get(`/profile/${definition.path}`, { ...auth, schema: schemas.get }, async (request) => {
      const stored = await getSection(app.db, request.user!.id, definition.key);
      return success(presentSection(definition, stored, request.t));
    });

    sections.post(`/profile/${definition.path}`, { ...auth, schema: schemas.post }, async (request) => {
      const stored = await saveSection(app.db, request.user!.id, definition.key, request.body);
      return success(presentSection(definition, stored, request.t), request.t('profile.section_saved'));
    });
  }

  app.post('/profile/avatar', { ...auth, schema: profileAvatarRoute }, async (request) => {
    const file = await readSingleFile(request, 'avatar');
    const updated = await replaceAvatar(app.db, app.uploads, request.user!.id, file.bytes, request.log);
    request.log.info({ userId: updated.id, bytes: file.bytes.length }, 'avatar replaced');
    return success({ avatar_url: updated.avatar, user: presentUser(updated) }, request.t('profile.avatar_updated'));
  });
};

export default profileRoutes;
