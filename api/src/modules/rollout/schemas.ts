import { z } from 'zod';
import { sanitiseText } from 'contracts';

/**
 * The remotes the shell loads (shell/src/routing/paths.ts: PUBLIC_REMOTE, ACCOUNT_REMOTE). A
 * report about any other name is refused: the counts are read by release owners and the
 * release tool, and nothing else may fill the table.
 */
export const KNOWN_REMOTES = ['mf-public', 'mf-account'] as const;
export type KnownRemote = (typeof KNOWN_REMOTES)[number];

/** Versions as the build and the rollout manifest spell them (shell/src/rollout/manifest.ts). */
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** Longest reason accepted, and the part of it kept. */
export const REASON_MAX_INPUT = 2000;
export const REASON_MAX_STORED = 500;

/**
 * The shell's beacon: `{ remote, version, reason }` when a remote version failed to load. The
 * reason is the browser's error message (free text the page does not control): it is kept as
 * one bounded line, with control, bidirectional-override and piled-up combining characters
 * replaced (contracts/src/rules/text.ts `sanitiseText`), so what the release tool prints is what was reported.
 */
export const failureReportSchema = z.object({
  remote: z.enum(KNOWN_REMOTES),
  version: z.string().regex(VERSION),
  reason: z
    .string()
    .max(REASON_MAX_INPUT)
    .optional()
    .nullable()
    .transform((v) => (v ? sanitiseText(v, REASON_MAX_STORED) || null : null)),
});

export type FailureReport = z.output<typeof failureReportSchema>;

/** `GET /rollout/failures?remote=mf-public` narrows the counts to one remote. */
export const failureQuerySchema = z.object({
  remote: z.enum(KNOWN_REMOTES).optional(),
});
