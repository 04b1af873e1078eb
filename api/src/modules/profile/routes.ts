import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { fieldError } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { validate } from '../../lib/validation';
import { success } from '../../plugins/envelope';
import { verifyPassword } from '../auth/passwords';
import { hasPassword, requireRecentSignIn } from '../auth/reauth';
import { revokeOtherTokens } from '../auth/tokens';
import { multipartOptions, readSingleFile } from '../uploads/multipart';
import { presentUser } from '../users/present';
import { replaceAvatar } from './avatar';
import { sectionCompleteness } from './completeness';
import { profileUpdateSchema } from './schemas';
import { SECTIONS } from './sections';
import { completenessOf, getSection, getSections, saveSection, type StoredSection } from './store';

/**
 * The caregiver's own profile (docs/product.md section 7):
 * GET/POST /profile, GET/POST /profile/<section> for the six sections, POST /profile/avatar.
 * Multipart parsing is registered here, for this module's routes only.
 */
const profileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, multipartOptions);
  const auth = { preHandler: app.authenticate };

  app.get('/profile', auth, async (request) => {
    const user = request.user!;
    const sections = await getSections(app.db, user.id);
    return success({ user: presentUser(user), completeness: completenessOf(sections) });
  });

  /**
   * Changing the login email takes the current password (checked before anything else, so a
   * stolen session can neither take the account over nor probe which emails exist; an account
   * created through Google without a password of its own: a sign-in within the last 10 minutes),
   * and ends every other session of the account (with their real-time sockets).
   */
  app.post('/profile', auth, async (request) => {
    const { current_password: currentPassword, ...input } = validate(profileUpdateSchema, request.body);
    const user = request.user!;
    const emailChanges = input.email !== undefined && input.email !== user.email;
    if (emailChanges) {
      if (hasPassword(user)) {
        if (!currentPassword) throw fieldError('current_password', 'profile.email_password_required');
        if (!(await verifyPassword(user.password_hash, currentPassword))) throw fieldError('current_password', 'auth.current_password_wrong');
      } else {
        // An account created through Google, without a password of its own: a fresh sign-in instead.
        requireRecentSignIn(request);
      }
      const taken = await app.db.selectFrom('users').select('id').where('email', '=', input.email!).where('id', '!=', user.id).executeTakeFirst();
      if (taken) throw fieldError('email', 'auth.email_taken');
    }
    const updated = await app.db
      .updateTable('users')
      .set({ ...input, updated_at: nowIso() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // Two accounts racing for one email: the unique index decides.
        if (/unique/i.test(String(error))) throw fieldError('email', 'auth.email_taken');
        throw error;
      });
    if (emailChanges) await app.broadcaster.terminateTokens(await revokeOtherTokens(app.db, user.id, request.tokenId!));
    return success({ user: presentUser(updated) }, request.t('profile.updated'));
  });

  for (const definition of SECTIONS) {
    const answer = (stored: StoredSection | null, t: (key: string) => string) => ({
      section: stored?.data ?? null,
      completeness: sectionCompleteness(definition, stored?.data ?? null),
      updated_at: stored?.updated_at ?? null,
      ...(definition.options ? { options: definition.options(t) } : {}),
    });

    app.get(`/profile/${definition.path}`, auth, async (request) => {
      const stored = await getSection(app.db, request.user!.id, definition.key);
      return success(answer(stored, request.t));
    });

    app.post(`/profile/${definition.path}`, auth, async (request) => {
      const data = validate(definition.schema, request.body);
      const stored = await saveSection(app.db, request.user!.id, definition.key, data);
      return success(answer(stored, request.t), request.t('profile.section_saved'));
    });
  }

  app.post('/profile/avatar', auth, async (request) => {
    const file = await readSingleFile(request, 'avatar');
    const updated = await replaceAvatar(app.db, app.config.uploadDir, request.user!.id, file.bytes, request.log);
    request.log.info({ userId: updated.id, bytes: file.bytes.length }, 'avatar replaced');
    return success({ avatar_url: updated.avatar, user: presentUser(updated) }, request.t('profile.avatar_updated'));
  });
};

export default profileRoutes;
