import { PassThrough } from 'node:stream';
import negotiate from '@fastify/accept-negotiator';
import { assistantRoute } from 'contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../plugins/envelope';
import { routeLimit } from '../../plugins/rate-limit';
import { Assistant } from './assistant';
import { respond } from './model';
import { sseFrame } from './sse';

/**
 * POST /assistant: `{ message, history? }` -> `{ answer, sources: [{title, url, kind, date?}],
 * kind, mode }` in the envelope, or the same as server-sent events (sse.ts) when the client
 * asks for `text/event-stream`. No login needed; a bearer token, when sent and valid, makes the
 * rate limit count per account instead of per address (`assistant` in config/rate-limits.ts).
 * Schema (both content types documented): contracts/src/http/assistant.ts.
 */
const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.assistant;
  const assistant = new Assistant(app.db, {
    exchangeRate: app.config.exchangeRate,
    chatUrl: app.config.site.chatUrl,
    cache: app.config.catalogueCache,
  });

  /** The caller's account when a valid bearer token comes with the question; anonymous otherwise (never a 401). */
  const identify = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    try {
      await app.authenticate(request);
    } catch {
      request.user = null;
    }
  };

  // Counted after `identify` (per account when signed in) but before the body is validated: refused questions count too.
  const rateLimit = routeLimit(app, 'assistant', 'preValidation');

  app.post('/assistant', { schema: assistantRoute, preValidation: identify, config: rateLimit ? { rateLimit } : {} }, async (request, reply) => {
    const { message, history } = request.body;
    const draft = await assistant.draft(message, history, request.lang);
    const onFallback = (reason: string) => request.log.warn({ reason }, 'assistant: offline answer instead of the model');

    if (negotiate(request.headers.accept ?? '', ['application/json', 'text/event-stream']) !== 'text/event-stream') {
      const answer = await respond(draft, message, history, { settings: config.model, onFallback });
      return success(answer);
    }

    const stream = new PassThrough();
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').header('x-accel-buffering', 'no');
    // The text/event-stream answer of the schema, written as it is produced (the typed reply takes the whole body only).
    void (reply as FastifyReply).send(stream);
    stream.write(sseFrame('sources', { sources: draft.sources, kind: draft.kind }));
    try {
      const answer = await respond(draft, message, history, {
        settings: config.model,
        signal: gone.signal,
        onFallback,
        emit: (event, text) => stream.write(sseFrame(event, { text })),
      });
      stream.end(sseFrame('done', answer));
    } catch (error) {
      request.log.error({ err: error }, 'assistant stream failed');
      stream.end(sseFrame('error', { message: request.t('errors.server') }));
    }
    return reply;
  });
};

export default assistantRoutes;
