import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FAILED_KEY, LOADED_KEY } from './failures';
import { FAILURE_BEACON_URL, LOAD_BEACON_URL, loadRemoteApp, resetLoaderForTests } from './loader';
import { resolveRollout } from './start';

// The Module Federation runtime loads scripts into a real page; here it stands in for the network:
// which entry URLs exist and what their ./app gives.
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const lifecycles = (tag: string) => ({ tag, bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
const CANARY = '/remotes/mf-public/1.1.0-canary/remoteEntry.js';
const STABLE = '/remotes/mf-public/1.0.0/remoteEntry.js';

/** Entries that load, by URL; any other URL fails like a missing script. */
function serve(entries: Record<string, unknown>) {
  let current = '';
  jest.mocked(registerRemotes).mockImplementation((remotes) => {
    current = (remotes[0] as { entry: string }).entry;
  });
  jest.mocked(loadRemote).mockImplementation(async () => {
    if (current in entries) return entries[current];
    throw new Error(`ScriptExternalLoadError: ${current}`);
  });
}

function pageView(manifest: unknown, search = '') {
  window.__LPK_ROLLOUT__ = Promise.resolve(resolveRollout(manifest, { search, local: window.localStorage, session: window.sessionStorage }));
}

const canaryEverywhere = { schema: 1, remotes: { 'mf-public': { stable: '1.0.0', canary: { version: '1.1.0-canary', percent: 100 } } } };
const beacons: Blob[] = [];
const loadBeacons: Blob[] = [];

/** The JSON bodies of the beacons sent so far. */
async function sent(list: Blob[] = beacons): Promise<Array<Record<string, string>>> {
  const texts = await Promise.all(
    list.map(
      (blob) =>
        new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.readAsText(blob);
        }),
    ),
  );
  return texts.map((t) => JSON.parse(t) as Record<string, string>);
}

beforeEach(() => {
  resetLoaderForTests();
  jest.mocked(registerRemotes).mockClear();
  jest.mocked(loadRemote).mockClear();
  window.sessionStorage.clear();
  beacons.length = 0;
  loadBeacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      if (url === LOAD_BEACON_URL) loadBeacons.push(body);
      else if (url === FAILURE_BEACON_URL) beacons.push(body);
      else return false;
      return true;
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('loading a remote for this page view', () => {
  it('loads the canary a browser was given and says so in window.__LPK_VERSIONS__', async () => {
    serve({ [CANARY]: lifecycles('canary'), [STABLE]: lifecycles('stable') });
    pageView(canaryEverywhere);
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'canary' });
    expect(window.__LPK_VERSIONS__).toEqual({ 'mf-public': '1.1.0-canary' });
    expect(beacons).toEqual([]);
  });

  it('reports a canary that loaded once per browser session (the failure share of the automatic stop), never stable', async () => {
    serve({ [CANARY]: lifecycles('canary'), [STABLE]: lifecycles('stable') });
    pageView(canaryEverywhere);
    await loadRemoteApp('mf-public');
    expect(await sent(loadBeacons)).toEqual([{ remote: 'mf-public', version: '1.1.0-canary' }]);
    expect(JSON.parse(window.sessionStorage.getItem(LOADED_KEY) ?? '[]')).toEqual(['mf-public@1.1.0-canary']);
    // The next page view of the session: loaded again, not reported again.
    resetLoaderForTests();
    pageView(canaryEverywhere);
    await loadRemoteApp('mf-public');
    expect(loadBeacons).toHaveLength(1);
    // Stable loads are not reported.
    resetLoaderForTests();
    pageView({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } });
    await loadRemoteApp('mf-public');
    expect(loadBeacons).toHaveLength(1);
  });

  it('falls back to stable when the canary fails, remembers it for the session and reports it', async () => {
    serve({ [STABLE]: lifecycles('stable') });
    pageView(canaryEverywhere);
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
    expect(window.__LPK_VERSIONS__).toEqual({ 'mf-public': '1.0.0' });
    expect(JSON.parse(window.sessionStorage.getItem(FAILED_KEY) ?? '[]')).toEqual(['mf-public@1.1.0-canary']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf-public@1.1.0-canary'));
    expect(await sent()).toEqual([{ remote: 'mf-public', version: '1.1.0-canary', reason: `ScriptExternalLoadError: ${CANARY}` }]);
    // The second registration replaces the failed container.
    expect(jest.mocked(registerRemotes).mock.calls.map((c) => [c[0][0], c[1]])).toEqual([
      [{ name: 'mf_public', entry: CANARY }, { force: false }],
      [{ name: 'mf_public', entry: STABLE }, { force: true }],
    ]);

    // The next page view of this session goes straight to stable.
    resetLoaderForTests();
    pageView(canaryEverywhere);
    jest.mocked(registerRemotes).mockClear();
    await loadRemoteApp('mf-public');
    expect(jest.mocked(registerRemotes).mock.calls.map((c) => c[0][0])).toEqual([{ name: 'mf_public', entry: STABLE }]);
  });

  it('treats an ./app without lifecycles as a failed canary', async () => {
    serve({ [CANARY]: { default: 42 }, [STABLE]: { default: lifecycles('stable') } });
    pageView(canaryEverywhere);
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
  });

  it('falls back from a forced version that does not exist', async () => {
    serve({ [STABLE]: lifecycles('stable') });
    pageView({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } }, '?mf-public=9.9.9');
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
    expect((await sent())[0]).toMatchObject({ remote: 'mf-public', version: '9.9.9' });
  });

  it('throws (so the shell shows its fallback panel) when stable fails, reported once, and loads again on retry', async () => {
    serve({});
    pageView({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } });
    await expect(loadRemoteApp('mf-public')).rejects.toThrow('ScriptExternalLoadError');
    expect((await sent()).map((b) => b.version)).toEqual(['1.0.0']);
    expect(window.sessionStorage.getItem(FAILED_KEY)).toBeNull();

    serve({ [STABLE]: lifecycles('stable') });
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
  });

  it('throws when both the canary and stable fail, reporting both', async () => {
    serve({});
    pageView(canaryEverywhere);
    await expect(loadRemoteApp('mf-public')).rejects.toThrow(STABLE);
    expect((await sent()).map((b) => b.version)).toEqual(['1.1.0-canary', '1.0.0']);
  });

  it('before stable loads, forgets the failed canary instance and the shared modules it provided that never loaded', async () => {
    // What a canary built for React ^20 leaves behind in the runtime's globals when it fails.
    const fromShell = { from: 'shell' };
    const inUse = { from: 'mf_public', loaded: true }; // loaded before the failure: another remote may use it
    const shareScope = { default: { react: { '19.3.1': fromShell }, 'react-router': { '7.18.5': { from: 'mf_public' } }, i18next: { '26.7.2': inUse } } };
    const federation = {
      __INSTANCES__: [
        { options: { name: 'shell' }, shareScopeMap: shareScope },
        { options: { name: 'mf_public' }, shareScopeMap: shareScope },
      ],
      __SHARE__: { 'shell:1.0.0': shareScope },
    };
    Object.assign(globalThis, { __FEDERATION__: federation });
    serve({ [STABLE]: lifecycles('stable') });
    jest.mocked(registerRemotes).mockImplementationOnce(() => undefined); // the canary registration
    jest.mocked(loadRemote).mockImplementationOnce(async () => {
      throw new Error('Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_public which needs ^20.0.0');
    });
    try {
      pageView(canaryEverywhere);
      expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
      expect(federation.__INSTANCES__.map((i) => i.options.name)).toEqual(['shell']);
      expect(shareScope.default).toEqual({ react: { '19.3.1': fromShell }, 'react-router': {}, i18next: { '26.7.2': inUse } });
    } finally {
      delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
    }
  });
});
