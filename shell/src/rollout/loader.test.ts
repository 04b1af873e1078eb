import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FAILED_KEY, LOADED_KEY } from './failures';
import { FAILURE_BEACON_URL, LOAD_BEACON_URL, loadRemoteApp, resetLoaderForTests } from './loader';
import { resolveRollout, rolloutGlobal } from './start';

// The real federation runtime runs the shell's rollout plugin; only the network is stood in for:
// which entry URLs exist and what their ./app gives (a runtime plugin's loadEntry hook). Each page
// view has its own runtime and its own URL prefix (the runtime keeps loaded entries by URL for the
// life of the page, here the test file's).
const lifecycles = (tag: string) => ({ tag, bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });
const CANARY = '/remotes/mf-public/1.1.0-canary/remoteEntry.js';
const STABLE = '/remotes/mf-public/1.0.0/remoteEntry.js';

let entries: Record<string, unknown> = {};
let requested: string[] = [];

/** Entries that load, by URL; any other URL fails like a missing script. */
function serve(served: Record<string, unknown>): void {
  entries = served;
}

const network: ModuleFederationRuntimePlugin = {
  name: 'test-network',
  loadEntry({ remoteInfo }) {
    const url = new URL(remoteInfo.entry, window.location.origin).pathname.replace(/^\/view\d+/, '');
    requested.push(url);
    if (!(url in entries)) return Promise.reject(new Error(`ScriptExternalLoadError: ${url}`));
    const app = entries[url];
    return { init: () => Promise.resolve(), get: () => () => Promise.resolve(app) };
  },
};

let runtimes = 0;
/** A page view: a fresh federation runtime (the shell's build starts one), the rollout resolved for this browser. */
function pageView(manifest: object, search = '') {
  resetLoaderForTests();
  runtimes += 1;
  init({ name: `shell_${runtimes}`, remotes: [], plugins: [network] });
  const here = { ...manifest, baseUrl: `/view${runtimes}/remotes` };
  rolloutGlobal().resolved = Promise.resolve(resolveRollout(here, { search, local: window.localStorage, session: window.sessionStorage }));
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
  requested = [];
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
  it('loads the canary a browser was given and says so in window.__LPK_ROLLOUT__.versions', async () => {
    serve({ [CANARY]: lifecycles('canary'), [STABLE]: lifecycles('stable') });
    pageView(canaryEverywhere);
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'canary' });
    expect(window.__LPK_ROLLOUT__?.versions).toEqual({ 'mf-public': '1.1.0-canary' });
    expect(requested).toEqual([CANARY]);
    expect(beacons).toEqual([]);
  });

  it('reports a canary that loaded once per browser session (the failure share of the automatic stop), never stable', async () => {
    serve({ [CANARY]: lifecycles('canary'), [STABLE]: lifecycles('stable') });
    pageView(canaryEverywhere);
    await loadRemoteApp('mf-public');
    expect(await sent(loadBeacons)).toEqual([{ remote: 'mf-public', version: '1.1.0-canary' }]);
    expect(JSON.parse(window.sessionStorage.getItem(LOADED_KEY) ?? '[]')).toEqual(['mf-public@1.1.0-canary']);
    // The next page view of the session: loaded again, not reported again.
    pageView(canaryEverywhere);
    await loadRemoteApp('mf-public');
    expect(loadBeacons).toHaveLength(1);
    // Stable loads are not reported.
    pageView({ schema: 1, remotes: { 'mf-public': { stable: '1.0.0' } } });
    await loadRemoteApp('mf-public');
    expect(loadBeacons).toHaveLength(1);
  });

  it('falls back to stable when the canary fails, remembers it for the session and reports it', async () => {
    serve({ [STABLE]: lifecycles('stable') });
    pageView(canaryEverywhere);
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
    expect(window.__LPK_ROLLOUT__?.versions).toEqual({ 'mf-public': '1.0.0' });
    expect(JSON.parse(window.sessionStorage.getItem(FAILED_KEY) ?? '[]')).toEqual(['mf-public@1.1.0-canary']);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf-public@1.1.0-canary'));
    expect(await sent()).toEqual([{ remote: 'mf-public', version: '1.1.0-canary', reason: `ScriptExternalLoadError: ${CANARY}` }]);
    expect(requested).toEqual([CANARY, STABLE]);

    // The next page view of this session goes straight to stable.
    requested = [];
    pageView(canaryEverywhere);
    await loadRemoteApp('mf-public');
    expect(requested).toEqual([STABLE]);
  });

  it('treats an ./app without lifecycles as a failed canary', async () => {
    serve({ [CANARY]: { default: 42 }, [STABLE]: { default: lifecycles('stable') } });
    pageView(canaryEverywhere);
    expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
    expect((await sent())[0]).toMatchObject({ version: '1.1.0-canary', reason: 'mf-public: ./app does not export single-spa lifecycles' });
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
    expect(requested).toEqual([STABLE, STABLE]);
  });

  it('throws when both the canary and stable fail, reporting both', async () => {
    serve({});
    pageView(canaryEverywhere);
    await expect(loadRemoteApp('mf-public')).rejects.toThrow(STABLE);
    expect((await sent()).map((b) => b.version)).toEqual(['1.1.0-canary', '1.0.0']);
  });

  it('throws when the rollout manifest cannot be read, and reads it again on retry', async () => {
    serve({ [STABLE]: lifecycles('stable') });
    pageView({ schema: 1, remotes: {} });
    rolloutGlobal().resolved = Promise.reject(new Error('rollout manifest: HTTP 503'));
    await expect(loadRemoteApp('mf-public')).rejects.toThrow('HTTP 503');
    expect(rolloutGlobal().resolved).toBeUndefined();
    const manifest = { schema: 1, baseUrl: `/view${runtimes}/remotes`, remotes: { 'mf-public': { stable: '1.0.0' } } };
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(manifest) }));
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      expect(await loadRemoteApp('mf-public')).toMatchObject({ tag: 'stable' });
      expect(fetchMock).toHaveBeenCalledWith('/rollout.json', expect.anything());
    } finally {
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });
});
