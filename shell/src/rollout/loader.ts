import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { rememberFailure } from './failures';
import { fetchRollout, type ResolvedRemote, type Rollout } from './start';

/** Module Federation container name of a remote: `mf-public` -> `mf_public`. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** Where load failures are counted per remote version (api: POST /api/lpk/rollout/failures). */
export const FAILURE_BEACON_URL = '/api/lpk/rollout/failures';

let rollout: Promise<Rollout> | null = null;

/** The rollout of this page view: the early script's, or fetched now (tests, dev). */
export function currentRollout(): Promise<Rollout> {
  if (!rollout) {
    rollout = (window.__LPK_ROLLOUT__ ?? fetchRollout()).catch((error: unknown) => {
      rollout = null; // a retry fetches again
      throw error;
    });
  }
  return rollout;
}

export function reportFailure(remote: ResolvedRemote, version: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[shell] ${remote.remote}@${version} failed to load (${remote.reason}): ${reason}`);
  const body = JSON.stringify({ remote: remote.remote, version, reason: reason.slice(0, 500) });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(FAILURE_BEACON_URL, blob)) return;
    void fetch(FAILURE_BEACON_URL, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  } catch {
    // Reporting never breaks the page.
  }
}

function isLifecycles(value: unknown): value is LifeCycles {
  const v = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function' && typeof v.bootstrap !== 'undefined';
}

async function loadEntry(remote: string, entry: string, force: boolean): Promise<LifeCycles> {
  const name = containerName(remote);
  registerRemotes([{ name, entry }], { force });
  const exposed = await loadRemote<LifeCycles | { default?: LifeCycles }>(`${name}/app`);
  const lifecycles = isLifecycles(exposed) ? exposed : (exposed as { default?: LifeCycles } | null)?.default;
  if (!isLifecycles(lifecycles)) throw new Error(`${remote}: ./app does not export single-spa lifecycles`);
  return lifecycles;
}

const registered = new Set<string>();

/**
 * Loads a remote's `./app` for the version this browser was given. A canary (or forced version)
 * that fails falls back to stable in the same page view, is remembered for the session and
 * reported. A failing stable version throws (the caller shows the fallback panel).
 */
export async function loadRemoteApp(remote: string): Promise<LifeCycles> {
  const { remotes } = await currentRollout();
  const resolved = remotes[remote];
  if (!resolved) throw new Error(`${remote} is not in the rollout manifest`);
  const force = registered.has(remote);
  registered.add(remote);
  try {
    return await loadEntry(remote, resolved.entry, force);
  } catch (error) {
    if (resolved.version === resolved.stable) {
      reportFailure(resolved, resolved.version, error);
      throw error;
    }
    reportFailure(resolved, resolved.version, error);
    rememberFailure(window.sessionStorage, remote, resolved.version);
    console.warn(`[shell] ${remote}: falling back to stable ${resolved.stable}`);
    resolved.version = resolved.stable;
    resolved.entry = resolved.stableEntry;
    resolved.reason = 'stable';
    return loadEntry(remote, resolved.stableEntry, true);
  }
}

/** The version each remote runs in this page view (shown in the footer, read by tests). */
export async function loadedVersions(): Promise<Record<string, string>> {
  const { remotes } = await currentRollout();
  return Object.fromEntries(Object.entries(remotes).map(([name, r]) => [name, r.version]));
}
