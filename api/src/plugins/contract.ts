import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import * as contracts from 'contracts';
import { API_TAGS, CONTRACT_VERSION } from 'contracts';
import type { FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseInput } from '../lib/validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its schema (the contract test reads it). */
    routeCatalogue: ReadonlyArray<{ method: string; url: string; schema: FastifySchema | undefined }>;
  }
  interface FastifyContextConfig {
    /** The message (i18n key) of this route's 422 when its input does not validate; `errors.validation` by default. */
    invalidMessage?: string;
  }
}

export interface ContractOptions {
  /** Check every JSON answer against its route's response schema (tests): a mismatch is a 500. */
  checkAnswers?: boolean;
}

/**
 * Each route's `operationId` (what a client generator names the call): the name its contract
 * exports it under, without the `Route`/`Schema` ending (`instituteSearchRoute` -> `instituteSearch`).
 * Routes are matched by their summary, which every contract route has and no two share (a route
 * that spreads its contract, `{ ...registerRoute, body }`, keeps it). A route may set its own.
 */
const OPERATION_IDS: ReadonlyMap<string, string> = new Map(
  Object.entries(contracts).flatMap(([name, value]) => {
    const summary = (value as { summary?: unknown } | null)?.summary;
    return /(Route|Schema)$/.test(name) && typeof summary === 'string' ? [[summary, name.replace(/(Route|Schema)$/, '')] as const] : [];
  }),
);

/** What an answer of each status means, for the document's responses (a route's own description wins). */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Success: the envelope with `data`',
  201: 'Created: the envelope with `data`',
  202: 'Accepted: done in the background',
  204: 'Success, no content',
  206: 'Partial content (a range)',
  302: 'Redirect',
  303: 'Redirect (see other)',
  304: 'Not modified',
  400: 'Bad request: the localised reason',
  401: 'Not signed in, or the session ended (`Unauthenticated.`)',
  403: 'Signed in, but not allowed (role, ownership or a suspension)',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflicts with the current state (the localised reason)',
  410: 'Gone: the link or ticket expired, was used or was withdrawn',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Invalid input: localised messages per field in `errors`',
  429: 'Too many requests: retry after `Retry-After` seconds',
  503: 'A dependency is unavailable: retry after `Retry-After` seconds',
};

type OpenApiDocument = { paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>> };

/** Every response of the document described by its status instead of @fastify/swagger's "Default Response". */
function describeResponses<T>(document: T): T {
  for (const operations of Object.values((document as OpenApiDocument).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (!answer.description || answer.description === 'Default Response') answer.description = STATUS_DESCRIPTIONS[status] ?? `HTTP ${status}`;
      }
    }
  }
  return document;
}

/** What the API documents: its own routes, not the site's files nor the stand-in Google provider. */
export const DOCUMENTED = /^\/(?:api\/lpk(?:\/|$)|broadcasting\/auth$|health$)/;

/**
 * The contract plugin: routes declare their request and answer schemas (zod, from the contracts
 * package) and this plugin makes them the validation, the types (fastify-type-provider-zod) and
 * the OpenAPI 3.1 document, served at /api/docs/json and browsable at /api/docs.
 * Invalid input is the localised 422 of lib/validation.ts, field by field.
 */
export default fp<ContractOptions>(
  async (app, options) => {
    const validator =
      (messageKey?: string): FastifySchemaCompiler<z.ZodType> =>
      ({ schema }) =>
      (data) => {
        const parsed = parseInput(schema, data, messageKey);
        return parsed.ok ? { value: parsed.value } : { error: parsed.error };
      };
    app.setValidatorCompiler(validator());
    app.setSerializerCompiler(({ schema, method, url }) => (data) => {
      if (options.checkAnswers) {
        const result = (schema as z.ZodType).safeParse(data);
        if (!result.success) {
          throw new Error(`answer of ${method} ${url} does not match its schema: ${JSON.stringify(result.error.issues.slice(0, 5))}`);
        }
      }
      return JSON.stringify(data);
    });

    const routes: { method: string; url: string; schema: FastifySchema | undefined }[] = [];
    app.decorate('routeCatalogue', routes);
    const operationIds = new Map<string, string>();
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.schema && DOCUMENTED.test(route.url)) nameOperation(route, operationIds);
      // A route's own 422 message (config.invalidMessage), e.g. "Registration failed" for /register.
      const invalidMessage = route.config?.invalidMessage;
      if (invalidMessage && !route.validatorCompiler) route.validatorCompiler = validator(invalidMessage) as RouteOptions['validatorCompiler'];
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, schema: route.schema });
      }
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Kaigo LPK platform API',
          description:
            'The API of the kaigo LPK platform. Every answer is the envelope `{ status, message?, data?, errors? }`; messages are localised by Accept-Language (id, en). Authenticated routes take `Authorization: Bearer <token>`.',
          version: CONTRACT_VERSION,
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        tags: API_TAGS.map((tag) => ({ ...tag })),
      },
      transform: (document) => {
        if (!DOCUMENTED.test(document.url)) return { schema: { ...document.schema, hide: true }, url: document.url };
        return jsonSchemaTransform(document);
      },
      transformObject: (input) => describeResponses(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true, // its own page's CSP (the site's CSP is for the front end)
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'contract', dependencies: ['envelope'] },
);

/** Gives a documented route its operationId (see OPERATION_IDS); two routes may not share one. */
function nameOperation(route: RouteOptions, used: Map<string, string>): void {
  const schema = route.schema as FastifySchema & { operationId?: string; summary?: string };
  if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((method) => method === 'HEAD'))) return;
  const id = schema.operationId ?? (schema.summary === undefined ? undefined : OPERATION_IDS.get(schema.summary));
  if (id === undefined) return; // the contract test names every documented route without one
  const where = `${String(route.method)} ${route.url}`;
  const earlier = used.get(id);
  if (earlier !== undefined && earlier !== where)
    throw new Error(`operationId ${id} of ${where} is already ${earlier}'s: give one of them its own (schema.operationId)`);
  used.set(id, where);
  route.schema = { ...schema, operationId: id } as FastifySchema;
}
