import { z } from 'zod';
import { REMOTE_NAME, VERSION } from '../rollout/manifest';
import { envelope, errorAnswers } from './envelope';

/**
 * The release API (docs/releasing.md, "From a team's CI"): what `npm run release` does on the
 * server's machine, over HTTP with a deploy token (`Authorization: Bearer lpkd_...`). A token acts
 * on its own remote only (401 without a live token, 403 for another remote). Refusals are the error
 * envelope with the reason in `message` and one line per failed check in `errors.release`.
 */

const remoteParam = z.string().regex(REMOTE_NAME).describe('A remote name (mf-public, mf-account)');
const versionParam = z.string().regex(VERSION).describe('A version as built (letters, digits, . + _ -)');

export const releaseRemoteParams = z.object({ remote: remoteParam });
export const releaseVersionParams = z.object({ remote: remoteParam, version: versionParam });

const percent = z.union([z.number(), z.string().max(10)]).describe('0 to 100 (a number, or text such as "50%")');

export const canaryBody = z.object({ version: versionParam, percent });
export const percentBody = z.object({ percent });
export const promoteBody = z.object({ version: versionParam.optional() }).optional().default({});
export const rollbackBody = z.object({}).optional().default({});

/** One remote's rollout as the release tool shows it. */
export const releaseRemoteStatus = z
  .object({
    remote: z.string(),
    stable: z.string(),
    canary: z.object({ version: z.string(), percent: z.number(), since: z.string().nullable() }).nullable(),
    previous: z.string().nullable(),
    published: z.array(z.string()),
    /** Per version served (stable, canary): why it could not be served, localised; empty when fine. */
    problems: z.record(z.string(), z.array(z.string())),
    /** The running canary's reports counted by the automatic stop (distinct networks since it started, within the window). */
    canary_reports: z.object({ loads: z.number().int(), failures: z.number().int(), since: z.string() }).nullable(),
    /** The last automatic stop, when nothing has changed since: what stopped, when and why. */
    stopped: z.object({ version: z.string().nullable(), at: z.string(), reason: z.string() }).nullable(),
  })
  .meta({ id: 'ReleaseRemoteStatus' });

export const releaseStatus = z.object({
  store: z.enum(['folder', 'database', 's3']).describe('Where versions and the rollout state live'),
  updated_at: z.string().nullable(),
  remotes: z.array(releaseRemoteStatus),
  /** The automatic stop's settings. */
  canary_stop: z.object({ enabled: z.boolean(), percent: z.number(), min_loads: z.number().int(), window_minutes: z.number() }),
});

export const releaseLogEntry = z
  .object({
    id: z.number().int(),
    at: z.string().describe('ISO 8601'),
    actor: z.string().describe("The deploy token's name, `local:<user>` (the tool on the server's machine) or `automatic`"),
    remote: z.string().nullable(),
    command: z.string().describe('publish, canary, percent, promote, rollback, auto-stop'),
    version: z.string().nullable(),
    stable_before: z.string().nullable(),
    stable_after: z.string().nullable(),
    canary_after: z.string().nullable().describe('e.g. "1.1.0 at 50 %"'),
    result: z.enum(['ok', 'refused']),
    message: z.string().nullable(),
  })
  .meta({ id: 'ReleaseLogEntry' });

export const releaseHistoryQuery = z.object({
  remote: remoteParam.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  before: z.coerce.number().int().min(1).optional().describe('Entries older than this id (paging back)'),
});

const commandAnswer = envelope(z.object({ message: z.string(), remote: releaseRemoteStatus }));
const refusals = errorAnswers(401, 403, 404, 409, 422, 429, 503);

export const releaseStatusRoute = {
  summary: 'The rollout of every remote, with the versions served checked',
  tags: ['release'],
  security: [{ bearer: [] }],
  response: { 200: envelope(releaseStatus), ...errorAnswers(401, 503) },
};

export const releaseHistoryRoute = {
  summary: "The release log, newest first (a deploy token: its own remote's)",
  tags: ['release'],
  security: [{ bearer: [] }],
  querystring: releaseHistoryQuery,
  response: { 200: envelope(z.object({ items: z.array(releaseLogEntry) })), ...errorAnswers(401, 403, 422, 503) },
};

export const releasePublishRoute = {
  summary: 'Publish a version: the body is its build folder as a .tar.gz, checked whole before anything is stored',
  tags: ['release'],
  security: [{ bearer: [] }],
  consumes: ['application/gzip'],
  params: releaseVersionParams,
  response: { 201: commandAnswer, ...refusals, ...errorAnswers(413, 415) },
};

export const releaseCanaryRoute = {
  summary: 'Start (or replace) a canary at a percentage',
  tags: ['release'],
  security: [{ bearer: [] }],
  params: releaseRemoteParams,
  body: canaryBody,
  response: { 200: commandAnswer, ...refusals },
};

export const releasePercentRoute = {
  summary: "Change the running canary's percentage",
  tags: ['release'],
  security: [{ bearer: [] }],
  params: releaseRemoteParams,
  body: percentBody,
  response: { 200: commandAnswer, ...refusals },
};

export const releasePromoteRoute = {
  summary: 'The canary (or the version named) becomes stable',
  tags: ['release'],
  security: [{ bearer: [] }],
  params: releaseRemoteParams,
  body: promoteBody,
  response: { 200: commandAnswer, ...refusals },
};

export const releaseRollbackRoute = {
  summary: 'Stop the canary; without one, stable goes back to the previous version',
  tags: ['release'],
  security: [{ bearer: [] }],
  params: releaseRemoteParams,
  body: rollbackBody,
  response: { 200: commandAnswer, ...refusals },
};

export type ReleaseRemoteStatus = z.infer<typeof releaseRemoteStatus>;
export type ReleaseStatus = z.infer<typeof releaseStatus>;
export type ReleaseLogEntry = z.infer<typeof releaseLogEntry>;
