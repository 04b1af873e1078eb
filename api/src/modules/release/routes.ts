import {
  releaseCanaryRoute,
  releaseHistoryRoute,
  releasePercentRoute,
  releasePromoteRoute,
  releasePublishRoute,
  releaseRollbackRoute,
  releaseStatusRoute,
} from 'contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { success } from '../../plugins/envelope';
import { unpackArchive } from './archive';
import { ReleaseRefusal } from './errors';
import { readLog } from './log';
import type { ReleaseCommand, ReleaseService } from './service';
import { releaseStatus } from './status';
import { resolveToken, type DeployToken } from './tokens';

/** A refusal as the API answers it: the reason as the message, one line per failed check under `errors.release`. */
function asHttpError(refusal: ReleaseRefusal): HttpError {
  const errors = refusal.problems.length
    ? { release: refusal.problems.map((p) => ({ key: `release.${refusal.problemGroup}.${p.key}`, ...(p.params ? { params: p.params } : {}) })) }
    : undefined;
  return new HttpError(refusal.status, `release.${refusal.key}`, errors, undefined, refusal.params);
}

async function refusalsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReleaseRefusal) throw asHttpError(error);
    throw error;
  }
}

function serviceOf(app: FastifyInstance): ReleaseService {
  const service = app.release.service;
  if (!service) throw new HttpError(503, 'release.no_store');
  return service;
}

/** The deploy token of a request (401 without a live one); with `remote`, one for that remote (else 403). */
async function deployToken(app: FastifyInstance, request: FastifyRequest, remote?: string): Promise<DeployToken> {
  const token = await resolveToken(app.db, request.headers.authorization);
  if (!token) throw new HttpError(401, 'release.token_invalid');
  if (remote !== undefined && token.remote !== remote)
    throw new HttpError(403, 'release.token_remote', undefined, undefined, { allowed: token.remote, remote });
  return token;
}

/**
 * The release API (docs/releasing.md, "From a team's CI"): every command of `npm run release`,
 * authorised by a deploy token of the remote it acts on. Schemas: contracts/src/http/release.ts.
 * The token itself is never logged (the Authorization header is redacted): its id and name are.
 */
const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // A version's build folder as .tar.gz; its size is bounded before it is read (413 past it).
  app.addContentTypeParser(
    ['application/gzip', 'application/x-gzip'],
    { parseAs: 'buffer', bodyLimit: app.config.release.archive.maxBytes },
    (_request, body, done) => done(null, body),
  );

  const run = async (request: FastifyRequest, token: DeployToken, command: ReleaseCommand) => {
    const service = serviceOf(app);
    request.log.info({ release_token: token.id, release_actor: token.name, remote: command.remote, command: command.command }, 'release command');
    return refusalsAsHttp(async () => {
      const outcome = await service.run(command, { name: token.name, tokenId: token.id });
      const status = await releaseStatus(service, app.release.guard, app.db, request.lang, command.remote);
      return success({ message: outcome.message, remote: status.remotes[0]! });
    });
  };

  app.get('/release/status', { schema: releaseStatusRoute }, async (request, reply) => {
    await deployToken(app, request);
    reply.header('Cache-Control', 'no-store');
    const service = serviceOf(app);
    return success(await refusalsAsHttp(() => releaseStatus(service, app.release.guard, app.db, request.lang)));
  });

  app.get('/release/history', { schema: releaseHistoryRoute }, async (request, reply) => {
    const token = await deployToken(app, request, request.query.remote);
    serviceOf(app);
    reply.header('Cache-Control', 'no-store');
    const items = await readLog(app.db, { remote: token.remote, limit: request.query.limit, before: request.query.before });
    return success({ items: items.map(({ token_id: _id, ...entry }) => entry) });
  });

  app.post('/release/:remote/versions/:version', { schema: releasePublishRoute }, async (request, reply) => {
    const { remote, version } = request.params;
    const token = await deployToken(app, request, remote);
    serviceOf(app);
    const archive = request.body as unknown;
    if (!Buffer.isBuffer(archive)) throw new HttpError(415, 'errors.unsupported_media_type');
    const files = await refusalsAsHttp(() => unpackArchive(archive, app.config.release.archive));
    const answer = await run(request, token, { command: 'publish', remote, version, files });
    return reply.code(201).send(answer);
  });

  app.post('/release/:remote/canary', { schema: releaseCanaryRoute }, async (request) => {
    const token = await deployToken(app, request, request.params.remote);
    return run(request, token, { command: 'canary', remote: request.params.remote, version: request.body.version, percent: request.body.percent });
  });

  app.post('/release/:remote/percent', { schema: releasePercentRoute }, async (request) => {
    const token = await deployToken(app, request, request.params.remote);
    return run(request, token, { command: 'percent', remote: request.params.remote, percent: request.body.percent });
  });

  app.post('/release/:remote/promote', { schema: releasePromoteRoute }, async (request) => {
    const token = await deployToken(app, request, request.params.remote);
    return run(request, token, { command: 'promote', remote: request.params.remote, ...(request.body.version ? { version: request.body.version } : {}) });
  });

  app.post('/release/:remote/rollback', { schema: releaseRollbackRoute }, async (request) => {
    const token = await deployToken(app, request, request.params.remote);
    return run(request, token, { command: 'rollback', remote: request.params.remote });
  });
};

export default releaseRoutes;
