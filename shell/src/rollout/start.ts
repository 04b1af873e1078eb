import { browserSeed, type SeedStorage } from './bucket';
import { readFailures, type SessionLikeStorage } from './failures';
import { entryUrl, validateManifest, type RolloutManifest } from 'contracts';
import { chooseVersion, type Choice } from './select';

export interface ResolvedRemote extends Choice {
  remote: string;
  entry: string;
  stable: string;
  stableEntry: string;
}

export interface Rollout {
  manifest: RolloutManifest;
  remotes: Record<string, ResolvedRemote>;
}

export const ROLLOUT_URL = '/rollout.json';

/** Every remote's version for this page view, from a manifest. Throws on an invalid manifest. */
export function resolveRollout(manifest: unknown, env: { search: string; local: SeedStorage | null; session: SessionLikeStorage | null }): Rollout {
  const problems = validateManifest(manifest);
  if (problems.length) throw new Error(`invalid rollout manifest: ${problems.join('; ')}`);
  const valid = manifest as RolloutManifest;
  const seed = browserSeed(env.local);
  const failed = readFailures(env.session);
  const remotes: Record<string, ResolvedRemote> = {};
  for (const [remote, rollout] of Object.entries(valid.remotes)) {
    const choice = chooseVersion(remote, rollout, { seed, search: env.search, failed });
    remotes[remote] = {
      ...choice,
      remote,
      entry: entryUrl(valid, remote, choice.version),
      stable: rollout.stable,
      stableEntry: entryUrl(valid, remote, rollout.stable),
    };
  }
  return { manifest: valid, remotes };
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Fetches `/rollout.json` (no-cache) and resolves it for this browser. */
export async function fetchRollout(fetchImpl: typeof fetch = fetch): Promise<Rollout> {
  const response = await fetchImpl(ROLLOUT_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`rollout manifest: HTTP ${response.status}`);
  return resolveRollout(await response.json(), {
    search: window.location.search,
    local: storage('localStorage'),
    session: storage('sessionStorage'),
  });
}

/**
 * The shell's one global (`window.__LPK_ROLLOUT__`, docs/front-end.md): the page's early script
 * (rollout/early.ts, inlined into index.html) starts the rollout in `resolved` before main.js
 * arrives; the shell records in `versions` the version each remote runs in this page view (the
 * footer, support and the browser tests read it).
 */
export interface RolloutGlobal {
  resolved?: Promise<Rollout>;
  versions: Record<string, string>;
}

/** This page's rollout global, created when missing. */
export function rolloutGlobal(): RolloutGlobal {
  window.__LPK_ROLLOUT__ ??= { versions: {} };
  return window.__LPK_ROLLOUT__;
}

declare global {
  interface Window {
    __LPK_ROLLOUT__?: RolloutGlobal;
  }
}
