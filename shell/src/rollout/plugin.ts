import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ResolvedRemote, Rollout } from './start';

/** Module Federation container name of a remote: `mf-public` -> `mf_public`. */
export function containerName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** What the rollout plugin asks of the page (loader.ts gives the browser's; tests give their own). */
export interface RolloutPluginOptions {
  /** This page view's rollout (the early script's /rollout.json, resolved for this browser). */
  rollout: () => Promise<Rollout>;
  /** Refuses a loaded module that is not what the shell can run (throws): treated as a failed version. */
  accept?: (exposed: unknown, remote: string) => void;
  /** A version of a remote loaded (after a fallback: stable). */
  loaded: (remote: ResolvedRemote, version: string) => void;
  /** A version of a remote failed to load; `fallback` when stable is tried next in this page view. */
  failed: (remote: ResolvedRemote, version: string, error: unknown, fallback: boolean) => void;
}

type Instance = Parameters<NonNullable<ModuleFederationRuntimePlugin['apply']>>[0];

/**
 * Before a container's failed version is replaced: takes the shared modules it registered but did
 * not finish loading out of the page's share scopes (`instance.shareScopeMap`, the runtime's public
 * share table, which the host and every remote container share by reference). The next version
 * registers the same packages at the same versions under the same container name, and the runtime
 * keeps the first entry of a version (`initializeSharing`): stable then took the failed build's
 * module factories, which consume React with that build's range ("needs ^20.0.0"). Also, one of
 * them still loading (no `useIn` yet) makes `registerRemotes(..., { force: true })` stop halfway
 * ("removeRemote failed"), so the runtime's own cleanup of the container would not run. A shared
 * module that did load stays: the other remote may be using it.
 */
export function forgetUnloadedShares(instance: Pick<Instance, 'shareScopeMap'>, container: string): void {
  for (const packages of Object.values(instance.shareScopeMap)) {
    for (const versions of Object.values(packages)) {
      for (const [version, shared] of Object.entries(versions)) {
        if (shared.from === container && !shared.loaded) delete versions[version];
      }
    }
  }
}

/**
 * The shell's rollout as a runtime plugin of the federation runtime (registered through its public
 * API, `registerPlugins`): no remote is in the build, and none is registered up front.
 *
 * - `beforeRequest`: a request for `<container>/<expose>` of a remote in /rollout.json registers that
 *   remote at the version this browser was given (stable, canary by percent, or a `?mf-public=`
 *   override; start.ts chooses) before the runtime matches it.
 * - `onLoad`: the loaded module is checked (`accept`) and the version is reported as loaded.
 * - `errorLoadRemote`: a version other than stable that fails to load (missing file, script error, a
 *   shared singleton it cannot accept, a refused module) is reported, stable is registered in its
 *   place (`registerRemotes(..., { force: true })`: the runtime drops the failed container, its
 *   instance and the shared modules it provided; `forgetUnloadedShares` first takes its unloaded
 *   shared modules out of the share table) and loaded in the same page view. A failing
 *   stable is reported and its error reaches the caller (the shell's fallback panel).
 */
export function rolloutPlugin(options: RolloutPluginOptions, replaced: Set<string> = new Set()): ModuleFederationRuntimePlugin {
  /** container name -> the rollout's remote, the entry registered for it and whether that registration is still usable. */
  const registered = new Map<string, { remote: ResolvedRemote; entry: string; usable: boolean }>();

  const register = (origin: Instance, remote: ResolvedRemote): void => {
    const name = containerName(remote.remote);
    const current = registered.get(name);
    if (current?.usable && current.entry === remote.entry) return;
    // A failed registration (or another version) is replaced: the runtime forgets its container.
    if (current) forgetUnloadedShares(origin, name);
    origin.registerRemotes([{ name, entry: remote.entry }], { force: current !== undefined });
    registered.set(name, { remote, entry: remote.entry, usable: true });
  };

  /** The remote a request id (`mf_public/app`) names, registered by beforeRequest; undefined when it is none of ours. */
  const requested = (id: string) => registered.get(id.split('/')[0] ?? '');

  return {
    name: 'lpk-rollout',
    async beforeRequest(args) {
      const name = args.id.split('/')[0] ?? '';
      const { remotes } = await options.rollout();
      const remote = Object.values(remotes).find((r) => containerName(r.remote) === name);
      if (remote) register(args.origin, remote);
      return args;
    },
    onLoad(args) {
      const remote = requested(args.id)?.remote;
      if (!remote) return undefined;
      options.accept?.(args.exposeModule, remote.remote);
      options.loaded(remote, remote.version);
      return undefined;
    },
    async errorLoadRemote(args) {
      const current = requested(args.id);
      // Failures before a version was chosen (the rollout could not be read) reach the caller as they are.
      if (args.lifecycle !== 'onLoad' || !current?.usable) return undefined;
      current.usable = false;
      const { remote } = current;
      const tried = remote.version;
      const fallback = tried !== remote.stable;
      options.failed(remote, tried, args.error, fallback);
      if (!fallback) return undefined; // the runtime throws the error
      Object.assign(remote, { version: remote.stable, entry: remote.stableEntry, reason: 'stable' });
      replaced.add(containerName(remote.remote));
      // beforeRequest registers stable in place of the failed version; a failing stable throws from here.
      return args.origin.loadRemote(args.id, { from: 'runtime' });
    },
  };
}

/**
 * For every instance of the runtime (registered with `registerGlobalPlugins`): a container whose
 * failed version is being replaced (`replaced`, filled by the rollout plugin) starts its next
 * version's options afresh. The runtime keeps a container's instance by name, and the next
 * remoteEntry.js of the same name re-initialises it, merging its share requirements into the
 * failed build's: a shared package at the same version kept the failed build's range (a canary
 * built for React ^20 then made stable fail too: "needs ^20.0.0"). `beforeInit` is the runtime's
 * hook for an instance's options before they are formed.
 */
export function replacedContainerPlugin(replaced: Set<string>): ModuleFederationRuntimePlugin {
  return {
    name: 'lpk-replaced-container',
    beforeInit(args) {
      if (!replaced.has(args.origin.name) || !args.userOptions.shared) return args;
      replaced.delete(args.origin.name);
      return { ...args, options: { ...args.options, shared: {} } };
    },
  };
}
