import { chooseVersion, overrideFrom } from './select';

const rollout = { stable: '1.0.0', canary: { version: '1.1.0-canary', percent: 100 } };

describe('choosing a remote version', () => {
  it('takes ?mf-public=<version> over stable and canary', () => {
    expect(chooseVersion('mf-public', { stable: '1.0.0' }, { seed: 'a', search: '?mf-public=0.9.0' })).toEqual({ version: '0.9.0', reason: 'override' });
    expect(chooseVersion('mf-public', rollout, { seed: 'a', search: '?x=1&mf-public=1.0.0' })).toEqual({ version: '1.0.0', reason: 'override' });
  });

  it('ignores an override meant for the other remote or that is not a version', () => {
    expect(overrideFrom('?mf-account=2.0.0', 'mf-public')).toBeNull();
    expect(overrideFrom('?mf-public=../../evil', 'mf-public')).toBeNull();
    expect(overrideFrom('?mf-public=', 'mf-public')).toBeNull();
    expect(chooseVersion('mf-public', { stable: '1.0.0' }, { seed: 'a', search: '?mf-public=%2F%2Fevil.example' }).version).toBe('1.0.0');
  });

  it('skips a canary or override that already failed in this session', () => {
    const failed = new Set(['mf-public@1.1.0-canary']);
    expect(chooseVersion('mf-public', rollout, { seed: 'a', failed })).toEqual({ version: '1.0.0', reason: 'stable' });
    expect(chooseVersion('mf-public', rollout, { seed: 'a', failed, search: '?mf-public=1.1.0-canary' })).toEqual({ version: '1.0.0', reason: 'stable' });
  });

  it('uses stable when there is no canary', () => {
    expect(chooseVersion('mf-public', { stable: '1.0.0', canary: null }, { seed: 'a' })).toEqual({ version: '1.0.0', reason: 'stable' });
  });
});
