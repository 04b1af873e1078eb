import { getInstance, registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { rememberFailure, rememberLoad } from './failures';
import { containerName, replacedContainerPlugin, rolloutPlugin } from './plugin';
import { fetchRollout, rolloutGlobal, type ResolvedRemote, type Rollout } from './start';

/** Where load failures are counted per remote version (api: POST /api/lpk/rollout/failures). */
export const FAILURE_BEACON_URL = '/api/lpk/rollout/failures';
/** Where canary loads are counted (api: POST /api/lpk/rollout/loads): the failure share's other half. */
export const LOAD_BEACON_URL = '/api/lpk/rollout/loads';

let rollout: Promise<Rollout> | null = null;

/** The rollout of this page view: the early script's, or fetched now (tests, dev). */
export function currentRollout(): Promise<Rollout> {
  if (!rollout) {
    const global = rolloutGlobal();
    rollout = (global.resolved ?? fetchRollout()).catch((error: unknown) => {
      rollout = null; // a retry fetches again
      global.resolved = undefined;
      throw error;
    });
  }
  return rollout;
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

/** A remote's `./app` as single-spa lifecycles (the module itself or its default export), or null. */
function lifecyclesOf(exposed: unknown): LifeCycles | null {
  if (isLifecycles(exposed)) return exposed;
  const fallback = (exposed as { default?: unknown } | null)?.default;
  return isLifecycles(fallback) ? fallback : null;
}

/** Event on window when a remote version has loaded (the footer shows what runs: layout/footer/RemoteVersions). */
export const VERSIONS_EVENT = 'lpk:versions';

function recordLoaded(remote: ResolvedRemote, version: string): void {
  const global = rolloutGlobal();
  global.versions = { ...global.versions, [remote.remote]: version };
  window.dispatchEvent(new Event(VERSIONS_EVENT));
  if (remote.reason === 'canary') reportCanaryLoad(remote.remote, version);
}

/** Containers whose failed version is being replaced by stable (plugin.ts). */
const replaced = new Set<string>();

/** The shell's rollout plugin (plugin.ts) with this browser's rollout, reports and session memory. */
export function shellRolloutPlugin() {
  return rolloutPlugin(
    {
      rollout: currentRollout,
      accept: (exposed, remote) => {
        if (!lifecyclesOf(exposed)) throw new Error(`${remote}: ./app does not export single-spa lifecycles`);
      },
      loaded: recordLoaded,
      failed: (remote, version, error, fallback) => {
        reportFailure(remote, version, error);
        if (!fallback) return;
        rememberFailure(window.sessionStorage, remote.remote, version);
        console.warn(`[shell] ${remote.remote}: falling back from ${version} to stable ${remote.stable}`);
      },
    },
    replaced,
  );
}

type Federation = NonNullable<ReturnType<typeof getInstance>>;
let federation: Federation | null = null;

/** The page's federation runtime with the rollout plugin registered (once). */
function runtime(): Federation {
  const instance = getInstance();
  if (!instance) throw new Error('the federation runtime has not started');
  if (federation !== instance) {
    // Before any remote's instance exists: the runtime gives global plugins to every instance it makes.
    registerGlobalPlugins([replacedContainerPlugin(replaced)]);
    registerPlugins([shellRolloutPlugin()]);
    federation = instance;
  }
  return instance;
}

/** Forgets this page view's rollout and loaded versions (tests). */
export function resetLoaderForTests(): void {
  rollout = null;
  federation = null;
  rolloutGlobal().versions = {};
}

/**
 * Loads a remote's `./app` for the version this browser was given (the rollout plugin registers it,
 * falls back from a failing canary or forced version to stable in the same page view, remembers
 * the failure for the session and reports it). A failing stable version is reported and throws (the
 * caller shows the fallback panel with retry).
 */
export async function loadRemoteApp(remote: string): Promise<LifeCycles> {
  const exposed = await runtime().loadRemote<unknown>(`${containerName(remote)}/app`);
  const lifecycles = lifecyclesOf(exposed);
  if (!lifecycles) throw new Error(`${remote}: ./app does not export single-spa lifecycles`);
  return lifecycles;
}
