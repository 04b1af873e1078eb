import { z } from 'zod';

/** Remote names and versions as the rollout manifest spells them (shell/src/rollout/manifest.ts). */
export const REMOTE_NAME = /^mf-[a-z][a-z0-9-]{0,62}$/;
export const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** The shell's beacon: `{ remote, version, reason }` when a remote version failed to load. */
export const failureReportSchema = z.object({
  remote: z.string().regex(REMOTE_NAME),
  version: z.string().regex(VERSION),
  reason: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((v) => (v ? v.slice(0, 500) : null)),
});

export type FailureReport = z.output<typeof failureReportSchema>;

/** `GET /rollout/failures?remote=mf-public` narrows the counts to one remote. */
export const failureQuerySchema = z.object({
  remote: z.string().regex(REMOTE_NAME).optional(),
});
