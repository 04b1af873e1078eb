/**
 * Benchmark only (scripts/bench/mono.webpack.config.js): stands in for shell/src/rollout/loader.ts
 * so the SAME shell code registers the two remotes' single-spa lifecycles compiled into one
 * bundle, without Module Federation. No product code may import a remote like this.
 */
import type { LifeCycles } from 'single-spa';
import * as accountApp from '../../../mf-account/src/app';
import * as publicApp from '../../../mf-public/src/app';

const APPS: Record<string, LifeCycles> = {
  'mf-public': publicApp as unknown as LifeCycles,
  'mf-account': accountApp as unknown as LifeCycles,
};

export async function loadRemoteApp(remote: string): Promise<LifeCycles> {
  const app = APPS[remote];
  if (!app) throw new Error(`${remote} is not part of the one-bundle build`);
  return app;
}

/** The shell loader's event for the footer's versions (shell/src/rollout/loader.ts); never sent here: no remote has a version. */
export const VERSIONS_EVENT = 'lpk:versions';
