import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { replacedContainerPlugin, rolloutPlugin } from './plugin';
import { resolveRollout, type ResolvedRemote } from './start';

// The plugin in a real federation runtime (its public API only); the network is a loadEntry hook.
let views = 0;

/** A remoteEntry.js as the runtime sees it: `init` gets the page's share scope, `get` answers `./app`. */
interface Container {
  init: (shareScope: Record<string, Record<string, Shared>>) => Promise<void>;
  get: () => () => Promise<unknown>;
}
type Shared = { from: string; loaded?: boolean; version: string; built?: string };

function page(manifest: object, served: Record<string, unknown>, containers: Record<string, Container> = {}) {
  views += 1;
  const base = `/plugin${views}/remotes`;
  const rollout = resolveRollout({ ...manifest, baseUrl: base }, { search: '', local: null, session: null });
  const loaded: string[] = [];
  const failed: string[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    loadEntry({ remoteInfo }) {
      const url = new URL(remoteInfo.entry, window.location.origin).pathname.slice(base.length);
      if (url in containers) return containers[url] as unknown as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
      if (!(url in served)) return Promise.reject(new Error(`ScriptExternalLoadError: ${url}`));
      return { init: () => Promise.resolve(), get: () => () => Promise.resolve(served[url]) };
    },
  };
  const plugin = rolloutPlugin({
    rollout: () => Promise.resolve(rollout),
    loaded: (remote: ResolvedRemote, version) => loaded.push(`${remote.remote}@${version}`),
    failed: (remote: ResolvedRemote, version, _error, fallback) => failed.push(`${remote.remote}@${version}${fallback ? ' -> stable' : ''}`),
  });
  const federation = createInstance({ name: `host_${views}`, remotes: [], plugins: [network, plugin] });
  return { federation, loaded, failed };
}

const two = {
  schema: 1,
  remotes: { 'mf-public': { stable: '1.0.0', canary: { version: '1.1.0', percent: 100 } }, 'mf-account': { stable: '2.0.0' } },
};

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined)); // the runtime's note on replacing a registration
afterEach(() => jest.restoreAllMocks());

describe('the rollout runtime plugin', () => {
  it('registers each remote at the version the rollout gives it, on its first request', async () => {
    const { federation, loaded, failed } = page(two, { '/mf-public/1.1.0/remoteEntry.js': 'public canary', '/mf-account/2.0.0/remoteEntry.js': 'account' });
    expect(federation.options.remotes).toEqual([]);
    expect(await federation.loadRemote('mf_account/app')).toBe('account');
    expect(await federation.loadRemote('mf_public/app')).toBe('public canary');
    expect(federation.options.remotes.map((r) => r.name).sort()).toEqual(['mf_account', 'mf_public']);
    expect(loaded).toEqual(['mf-account@2.0.0', 'mf-public@1.1.0']);
    expect(failed).toEqual([]);
  });

  it('a failing canary of one remote is replaced by its stable; the other remote stays as it was', async () => {
    const { federation, loaded, failed } = page(two, { '/mf-public/1.0.0/remoteEntry.js': 'public stable', '/mf-account/2.0.0/remoteEntry.js': 'account' });
    expect(await federation.loadRemote('mf_account/app')).toBe('account');
    expect(await federation.loadRemote('mf_public/app')).toBe('public stable');
    expect(failed).toEqual(['mf-public@1.1.0 -> stable']);
    expect(loaded).toEqual(['mf-account@2.0.0', 'mf-public@1.0.0']);
    const entries = federation.options.remotes.map((r) => ('entry' in r ? new URL(r.entry).pathname : ''));
    expect(entries.sort()).toEqual([`/plugin${views}/remotes/mf-account/2.0.0/remoteEntry.js`, `/plugin${views}/remotes/mf-public/1.0.0/remoteEntry.js`]);
  });

  it('leaves requests for containers outside the rollout to the runtime (its own error, nothing reported)', async () => {
    const { federation, loaded, failed } = page(two, {});
    await expect(federation.loadRemote('elsewhere/app')).rejects.toThrow();
    expect(loaded).toEqual([]);
    expect(failed).toEqual([]);
  });
  it("the failed version's unloaded shared modules give way to stable's (same container, same package versions)", async () => {
    // Like a canary built for React ^20: it registered its shared modules, then failed.
    const build = (built: string, fails: boolean): Container => ({
      init: (scope) => {
        const add = (pkg: string, entry: Shared) => {
          scope[pkg] = scope[pkg] ?? {};
          scope[pkg][entry.version] = scope[pkg][entry.version] ?? entry; // the runtime keeps the first of a version
        };
        add('react-router', { from: 'mf_public', version: '7.0.0', built });
        add('i18next', { from: 'mf_public', version: '25.0.0', built, loaded: fails }); // loaded: the other remote may use it
        return Promise.resolve();
      },
      get: () => () => (fails ? Promise.reject(new Error('react needs ^20.0.0')) : Promise.resolve(`public ${built}`)),
    });
    const { federation, loaded, failed } = page(
      two,
      {},
      { '/mf-public/1.1.0/remoteEntry.js': build('canary', true), '/mf-public/1.0.0/remoteEntry.js': build('stable', false) },
    );
    expect(await federation.loadRemote('mf_public/app')).toBe('public stable');
    expect(failed).toEqual(['mf-public@1.1.0 -> stable']);
    expect(loaded).toEqual(['mf-public@1.0.0']);
    const scope = federation.shareScopeMap.default as unknown as Record<string, Record<string, Shared>>;
    expect(scope['react-router']?.['7.0.0']?.built).toBe('stable');
    expect(scope.i18next?.['25.0.0']?.built).toBe('canary');
  });
});

describe('a container whose failed version is replaced', () => {
  const react = (range: string) => ({
    react: { version: '19.3.1', get: () => () => Promise.resolve(() => ({})), shareConfig: { singleton: true, requiredVersion: range } },
  });
  const ranges = (instance: { options: { shared: Record<string, Array<{ shareConfig?: { requiredVersion?: string | false } }>> } }) =>
    instance.options.shared.react?.map((s) => s.shareConfig?.requiredVersion);

  it('the runtime keeps the requirement of the failed build when the next version re-initialises the instance', () => {
    const failed = createInstance({ name: `mf_kept_${views}`, remotes: [], shared: react('^20.0.0') });
    failed.initOptions({ name: failed.name, remotes: [], shared: react('^19.3.1') });
    expect(ranges(failed)).toEqual(['^20.0.0']);
  });

  it('starts the options of the next version afresh, once', () => {
    const replaced = new Set<string>();
    const name = `mf_replaced_${views}`;
    const instance = createInstance({ name, remotes: [], shared: react('^20.0.0'), plugins: [replacedContainerPlugin(replaced)] });
    replaced.add(name);
    instance.initOptions({ name, remotes: [], shared: react('^19.3.1') });
    expect(ranges(instance)).toEqual(['^19.3.1']);
    expect(replaced.has(name)).toBe(false);
    // Later initialisations of the same build (its container's init) add to it as usual.
    instance.initOptions({ name, remotes: [], shared: react('^19.0.0') });
    expect(ranges(instance)).toEqual(['^19.3.1']);
  });
});
