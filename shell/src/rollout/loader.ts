import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { rememberFailure, rememberLoad } from './failures';
import { forgetContainer } from './federation-runtime';
import { fetchRollout, type ResolvedRemote, type Rollout } from './start';

/** Module Federation container name of a remote: `mf-public` -> `mf_public`. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** Where load failures are counted per remote version (api: POST /api/lpk/rollout/failures). */
export const FAILURE_BEACON_URL = '/api/lpk/rollout/failures';
/** Where canary loads are counted (api: POST /api/lpk/rollout/loads): the failure share's other half. */
export const LOAD_BEACON_URL = '/api/lpk/rollout/loads';

let rollout: Promise<Rollout> | null = null;

/** The rollout of this page view: the early script's, or fetched now (tests, dev). */
export function currentRollout(): Promise<Rollout> {
  if (!rollout) {
    rollout = (window.__LPK_ROLLOUT__ ?? fetchRollout()).catch((error: unknown) => {
      rollout = null; // a retry fetches again
      window.__LPK_ROLLOUT__ = undefined;
      throw error;
    });
  }
  return rollout;
}

/** Forgets this page view's rollout and loaded remotes (tests). */
export function resetLoaderForTests(): void {
  rollout = null;
  registered.clear();
  window.__LPK_VERSIONS__ = {};
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Tells the console and the API that a remote version failed to load. The body goes as
 * text/plain (a type `sendBeacon` may send without a preflight); the API reads it as JSON.
 */
export function reportFailure(remote: ResolvedRemote, version: string, error: unknown): void {
  const reason = reasonOf(error);
  const role = version === remote.stable ? 'stable' : remote.reason;
  console.error(`[shell] ${remote.remote}@${version} (${role}) failed to load: ${reason}`);
  beacon(FAILURE_BEACON_URL, { remote: remote.remote, version, reason: reason.slice(0, 500) });
}

/**
 * Tells the API that the canary this browser was given loaded, once per browser session and
 * version: with the failure reports, the canary's failure share (a failing canary stops itself).
 */
function reportCanaryLoad(remote: string, version: string): void {
  if (!rememberLoad(storageOrNull(), remote, version)) return;
  beacon(LOAD_BEACON_URL, { remote, version });
}

function storageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The body goes as text/plain (a type `sendBeacon` may send without a preflight); the API reads it as JSON. */
function beacon(url: string, payload: Record<string, string>): void {
  const body = JSON.stringify(payload);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
    void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, keepalive: true }).catch(() => undefined);
  } catch {
    // Reporting never breaks the page.
  }
}

function isLifecycles(value: unknown): value is LifeCycles {
  const v = value as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function' && typeof v.bootstrap !== 'undefined';
}

const registered = new Set<string>();

/**
 * Registers `entry` as the remote's container (replacing a version registered before: the
 * runtime forgets the old container and its modules) and loads its `./app`.
 */
async function loadEntry(remote: string, entry: string): Promise<LifeCycles> {
  const name = containerName(remote);
  if (registered.has(remote)) forgetContainer(name);
  registerRemotes([{ name, entry }], { force: registered.has(remote) });
  registered.add(remote);
  const exposed = await loadRemote<LifeCycles | { default?: LifeCycles }>(`${name}/app`);
  const lifecycles = isLifecycles(exposed) ? exposed : (exposed as { default?: LifeCycles } | null)?.default;
  if (!isLifecycles(lifecycles)) throw new Error(`${remote}: ./app does not export single-spa lifecycles`);
  return lifecycles;
}

/** Event on window when a remote version has loaded (the footer shows what runs: layout/footer/RemoteVersions). */
export const VERSIONS_EVENT = 'lpk:versions';

function recordLoaded(remote: string, version: string): void {
  window.__LPK_VERSIONS__ = { ...window.__LPK_VERSIONS__, [remote]: version };
  window.dispatchEvent(new Event(VERSIONS_EVENT));
}

/**
 * Loads a remote's `./app` for the version this browser was given. A canary (or forced version)
 * that fails — missing file, script error, a shared singleton it cannot accept — falls back to
 * stable in the same page view, is remembered for the session (the next page views go straight
 * to stable) and reported. A failing stable version is reported and throws (the caller shows the
 * fallback panel with retry).
 */
export async function loadRemoteApp(remote: string): Promise<LifeCycles> {
  const { remotes } = await currentRollout();
  const resolved = remotes[remote];
  if (!resolved) throw new Error(`${remote} is not in the rollout manifest`);
  const tried = resolved.version;
  try {
    const app = await loadEntry(remote, resolved.entry);
    recordLoaded(remote, tried);
    if (resolved.reason === 'canary') reportCanaryLoad(remote, tried);
    return app;
  } catch (error) {
    reportFailure(resolved, tried, error);
    if (tried === resolved.stable) throw error;
    rememberFailure(window.sessionStorage, remote, tried);
    console.warn(`[shell] ${remote}: falling back from ${tried} to stable ${resolved.stable}`);
    resolved.version = resolved.stable;
    resolved.entry = resolved.stableEntry;
    resolved.reason = 'stable';
  }
  try {
    const app = await loadEntry(remote, resolved.stableEntry);
    recordLoaded(remote, resolved.stable);
    return app;
  } catch (error) {
    reportFailure(resolved, resolved.stable, error);
    throw error;
  }
}

/** The version each remote runs (or will run) in this page view. */
export async function loadedVersions(): Promise<Record<string, string>> {
  const { remotes } = await currentRollout();
  return Object.fromEntries(Object.entries(remotes).map(([name, r]) => [name, r.version]));
}

declare global {
  interface Window {
    /** Remote -> version loaded in this page view (support and browser tests read it). */
    __LPK_VERSIONS__?: Record<string, string>;
  }
}
