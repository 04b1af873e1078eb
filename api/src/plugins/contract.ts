import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CONTRACT_VERSION } from 'contracts';
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
    app.addHook('onRoute', (route: RouteOptions) => {
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
      },
      transform: (document) => {
        if (!DOCUMENTED.test(document.url)) return { schema: { ...document.schema, hide: true }, url: document.url };
        return jsonSchemaTransform(document);
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true, // its own page's CSP (the site's CSP is for the front end)
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'contract', dependencies: ['envelope'] },
);
