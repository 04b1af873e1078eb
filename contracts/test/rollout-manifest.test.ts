import { entryUrl, validateManifest } from '../src/rollout/manifest';

const valid = {
  schema: 1,
  baseUrl: '/remotes',
  remotes: { 'mf-public': { stable: '1.0.0', canary: { version: '1.1.0-canary', percent: 10 } }, 'mf-account': { stable: '1.0.0' } },
};

describe('rollout manifest validation', () => {
  it('accepts a manifest with stable versions and an optional canary', () => {
    expect(validateManifest(valid)).toEqual([]);
    expect(validateManifest({ schema: 1, remotes: { 'mf-public': { stable: '2.0.0', canary: null } } })).toEqual([]);
  });

  it('names every problem', () => {
    expect(validateManifest(null)).toEqual(['the manifest is not a JSON object']);
    expect(validateManifest([])).toEqual(['the manifest is not a JSON object']);
    expect(validateManifest({ schema: 2, remotes: {} })).toEqual(['schema must be 1']);
    expect(validateManifest({ schema: 1 })).toEqual(['remotes must be an object']);
    expect(validateManifest({ schema: 1, baseUrl: 'javascript:alert(1)', remotes: {} })).toEqual(['baseUrl must be a path or an http(s) URL']);
    expect(
      validateManifest({
        schema: 1,
        remotes: {
          Public: { stable: '1.0.0' },
          'mf-a': 'x',
          'mf-b': { stable: '../1' },
          'mf-c': { stable: '1.0.0', canary: { version: '1.0.0', percent: 5 } },
          'mf-d': { stable: '1.0.0', canary: { version: '2.0.0', percent: 101 } },
          'mf-e': { stable: '1.0.0', canary: { version: '2.0.0', percent: '5' } },
          'mf-f': { stable: '1.0.0', canary: 'soon' },
        },
      }),
    ).toEqual([
      'Public: not a remote name',
      'mf-a: must be an object',
      'mf-b: stable must be a version',
      'mf-c: canary.version equals stable',
      'mf-d: canary.percent must be a number from 0 to 100',
      'mf-e: canary.percent must be a number from 0 to 100',
      'mf-f: canary must be an object',
    ]);
  });

  it('builds remote entry URLs under the base URL', () => {
    expect(entryUrl(valid, 'mf-public', '1.1.0-canary')).toBe('/remotes/mf-public/1.1.0-canary/remoteEntry.js');
    expect(entryUrl({}, 'mf-public', '1.0.0')).toBe('/remotes/mf-public/1.0.0/remoteEntry.js');
    expect(entryUrl({ baseUrl: 'https://cdn.example/r/' }, 'mf-account', '2.0.0+b1')).toBe('https://cdn.example/r/mf-account/2.0.0%2Bb1/remoteEntry.js');
  });
});
