import { bucketOf, browserSeed, SEED_KEY } from './bucket';

describe('rollout bucket', () => {
  it('is stable for one browser and remote', () => {
    expect(bucketOf('0123456789abcdef', 'mf-public')).toBe(bucketOf('0123456789abcdef', 'mf-public'));
  });

  it('keeps the seed in localStorage', () => {
    const seed = browserSeed(window.localStorage);
    expect(window.localStorage.getItem(SEED_KEY)).toBe(seed);
    expect(browserSeed(window.localStorage)).toBe(seed);
  });
});
