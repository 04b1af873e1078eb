import { createInstance } from '@module-federation/enhanced/runtime';
import { forgetContainer } from './federation-runtime';

/**
 * The real federation runtime (no mock): the private state forgetContainer edits must be where
 * and as it expects. When an upgrade of @module-federation/enhanced moves or reshapes it, this
 * fails, before a canary's failure could leave stable unable to load in a browser.
 */
type Runtime = {
  __INSTANCES__: Array<{ options: { name: string }; shareScopeMap: Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>> }>;
};
const runtime = () => (globalThis as unknown as { __FEDERATION__: Runtime }).__FEDERATION__;

function containerProviding(name: string, pkg: string, version: string) {
  return createInstance({
    name,
    remotes: [],
    shared: { [pkg]: { version, get: () => Promise.resolve(() => ({ pkg, version })), shareConfig: { singleton: true, requiredVersion: `^${version}` } } },
  });
}

test('the runtime keeps instances and their shared modules where forgetContainer looks, and forgetting removes them', () => {
  containerProviding('mf_public', 'fake-router', '7.0.0');
  containerProviding('mf_account', 'fake-i18n', '25.0.0');

  // The shape the adapter relies on.
  const instances = runtime().__INSTANCES__;
  const failed = instances.find((i) => i.options.name === 'mf_public');
  expect(failed).toBeDefined();
  expect(failed!.shareScopeMap.default!['fake-router']!['7.0.0']).toMatchObject({ from: 'mf_public' });
  expect(failed!.shareScopeMap.default!['fake-router']!['7.0.0']!.loaded).toBeFalsy();

  forgetContainer('mf_public');

  expect(runtime().__INSTANCES__.map((i) => i.options.name)).not.toContain('mf_public');
  for (const instance of runtime().__INSTANCES__) {
    expect(instance.shareScopeMap.default?.['fake-router']?.['7.0.0']).toBeUndefined();
  }
  // The other container and what it provides stay.
  const other = runtime().__INSTANCES__.find((i) => i.options.name === 'mf_account');
  expect(other?.shareScopeMap.default!['fake-i18n']!['25.0.0']).toMatchObject({ from: 'mf_account' });
});

test('a shared module that did load stays: the other remote may be running it', () => {
  const instance = containerProviding('mf_public_loaded', 'fake-react', '19.0.0');
  const entry = (instance as unknown as Runtime['__INSTANCES__'][number]).shareScopeMap.default!['fake-react']!['19.0.0']!;
  entry.loaded = true;
  forgetContainer('mf_public_loaded');
  expect(runtime().__INSTANCES__.map((i) => i.options.name)).not.toContain('mf_public_loaded');
  expect(entry).toMatchObject({ from: 'mf_public_loaded', loaded: true });
});
