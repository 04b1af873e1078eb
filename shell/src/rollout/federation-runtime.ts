/**
 * The one place the shell reaches into the Module Federation runtime's private state
 * (`globalThis.__FEDERATION__`), which its public API does not let us change: after a version of
 * a remote failed to load, before another version of it loads in the same page. Its test
 * (federation-runtime.test.ts) runs the real runtime and fails when an upgrade moves or reshapes
 * these globals, so the fallback to stable cannot break silently.
 */

type ShareScopeMap = Record<string, Record<string, Record<string, { from?: string; loaded?: boolean } | undefined>>>;

interface FederationGlobal {
  __FEDERATION__?: {
    __INSTANCES__?: Array<{ options?: { name?: string }; shareScopeMap?: ShareScopeMap }>;
    __SHARE__?: Record<string, ShareScopeMap | undefined>;
  };
}

/**
 * Forgets what a failed version of a container left in the federation runtime before another
 * version of it is loaded in the same page: its instance (the next remoteEntry.js, same container
 * name, would reuse it and inherit its share requirements) and the shared modules it provided
 * (the next version would pick them, loaded-first, and run them inside the failed build). Seen
 * with a canary built for React ^20: without this, stable 1.0.0 failed too ("needs ^20.0.0")
 * because it took the canary's react-router. The runtime's own `registerRemotes({ force })`
 * keeps both as soon as the failed build started loading one of its shared modules.
 */
export function forgetContainer(name: string): void {
  const federation = (globalThis as FederationGlobal).__FEDERATION__;
  if (!federation) return;
  const maps = [...Object.values(federation.__SHARE__ ?? {}), ...(federation.__INSTANCES__ ?? []).map((i) => i.shareScopeMap)];
  for (const map of maps) {
    for (const packages of Object.values(map ?? {})) {
      for (const versions of Object.values(packages)) {
        for (const [version, shared] of Object.entries(versions)) {
          // One that did load may be in use by the other remote: it stays (and keeps working).
          if (shared?.from === name && !shared.loaded) delete versions[version];
        }
      }
    }
  }
  const instances = federation.__INSTANCES__ ?? [];
  for (let i = instances.length - 1; i >= 0; i -= 1) {
    if (instances[i]?.options?.name === name) instances.splice(i, 1);
  }
}
