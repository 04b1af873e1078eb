import type { UserRole } from 'contracts';
import type { AppConfig } from '../config';
import type { OwnLpkOptions } from '../plugins/access';
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
    /** preHandler: 403 unless the authenticated user is staff (or the approved admin) of an LPK (plugins/access.ts). */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 403 unless the authenticated user has one of these roles (plugins/access.ts). */
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: staff or admin of an LPK; `manage`: its admin only; `publish`: its admin while listed (plugins/access.ts). */
    requireOwnLpk: (options?: OwnLpkOptions) => (request: FastifyRequest) => Promise<void>;
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
