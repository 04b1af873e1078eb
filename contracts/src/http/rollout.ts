import { z } from 'zod';
import { VERSION } from '../rollout/manifest';
import { sanitiseText } from '../rules/text';
import { envelope, errorAnswers } from './envelope';

/**
 * Staged rollouts (docs/releasing.md): the shell reports a remote version that failed to load,
 * release owners read the counts per remote version before widening or promoting a canary.
 */

/**
 * The remotes the shell loads (shell/src/routing/paths.ts: PUBLIC_REMOTE, ACCOUNT_REMOTE). A
 * report about any other name is refused: the counts are read by release owners and the
 * release tool, and nothing else may fill the table.
 */
export const KNOWN_REMOTES = ['mf-public', 'mf-account'] as const;
export type KnownRemote = (typeof KNOWN_REMOTES)[number];

/** Versions as the build and the rollout manifest spell them (rollout/manifest.ts). */
export const REMOTE_VERSION = VERSION;

/** Longest reason accepted, and the part of it kept. */
export const REASON_MAX_INPUT = 2000;
export const REASON_MAX_STORED = 500;

/**
 * The shell's beacon: `{ remote, version, reason }` when a remote version failed to load. The
 * reason is the browser's error message (free text the page does not control): it is kept as
 * one bounded line, with control, bidirectional-override and piled-up combining characters
 * replaced (rules/text.ts `sanitiseText`), so what the release tool prints is what was reported.
 */
export const failureReport = z.object({
  remote: z.enum(KNOWN_REMOTES),
  version: z.string().regex(REMOTE_VERSION),
  reason: z
    .string()
    .max(REASON_MAX_INPUT)
    .optional()
    .nullable()
    .transform((v) => (v ? sanitiseText(v, REASON_MAX_STORED) || null : null))
    .describe(`The browser's error message; kept as one line of at most ${REASON_MAX_STORED} characters`),
});

export type FailureReport = z.output<typeof failureReport>;

/**
 * The shell's other beacon: a canary version loaded (once per browser session and version). With
 * the failure reports it gives the canary's failure share, which stops a failing canary by itself
 * (api/src/modules/release/canary-guard.ts).
 */
export const loadReport = z.object({ remote: z.enum(KNOWN_REMOTES), version: z.string().regex(REMOTE_VERSION) });

/** `GET /rollout/failures?remote=mf-public` narrows the counts to one remote. */
export const failureListQuery = z.object({ remote: z.enum(KNOWN_REMOTES).optional() });

/** A remote version's failure count. */
export const failureCount = z
  .object({
    remote: z.string(),
    version: z.string(),
    failures: z.number().int(),
    last_reason: z.string().nullable(),
    first_at: z.string().describe('ISO 8601'),
    last_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'RolloutFailureCount' });

export type FailureCount = z.infer<typeof failureCount>;

/**
 * POST /rollout/failures. No login (the page may not have one); rate-limited per address.
 * `navigator.sendBeacon` posts the same JSON as text/plain (a CORS-safelisted type): accepted.
 * 202 also when the report was dropped (`counted: false`: too many versions tracked already).
 */
export const failureReportRoute = {
  summary: 'Report a remote version that failed to load',
  tags: ['rollout'],
  body: failureReport,
  response: {
    202: envelope(z.object({ remote: z.enum(KNOWN_REMOTES), version: z.string(), counted: z.boolean() })),
    ...errorAnswers(422, 429),
  },
};

/** GET /rollout/failures: counts per remote version, most failures first (Cache-Control: no-store). */
export const failureListRoute = {
  summary: 'Failure counts per remote version',
  tags: ['rollout'],
  querystring: failureListQuery,
  response: { 200: envelope(z.object({ items: z.array(failureCount) })), ...errorAnswers(422) },
};

/** POST /rollout/loads: a canary version loaded in a browser. No login; rate-limited per address as the failures. */
export const loadReportRoute = {
  summary: 'Report a canary version that loaded',
  tags: ['rollout'],
  body: loadReport,
  response: {
    202: envelope(z.object({ remote: z.enum(KNOWN_REMOTES), version: z.string(), counted: z.boolean() })),
    ...errorAnswers(422, 429),
  },
};
