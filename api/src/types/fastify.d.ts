import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import type { Language, Translate } from '../i18n';
import type { Broadcaster } from '../realtime/broadcaster';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** preHandler: 401 unless a valid bearer token is present; sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 403 unless the authenticated user is LPK staff. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** Laravel-style event broadcasting to Echo clients (src/realtime/broadcaster.ts). */
    broadcaster: Broadcaster;
  }
  interface FastifyRequest {
    lang: Language;
    t: Translate;
    /** Set by `authenticate`. */
    user: UserRow | null;
    /** Id of the personal access token used for this request. */
    tokenId: number | null;
    /** When that token was issued: the sign-in this request's session began with. */
    sessionCreatedAt: string | null;
  }
}
