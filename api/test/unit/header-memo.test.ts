import { rememberedPerHeader } from '../../src/lib/header-memo';

describe('a header value remembered', () => {
  test('is computed once per value, and answers the same each time', () => {
    const compute = jest.fn((value: string) => value.includes('gzip'));
    const allowed = rememberedPerHeader(compute);
    expect([allowed('gzip, br'), allowed('gzip, br'), allowed('br'), allowed('br')]).toEqual([true, true, false, false]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  test('keeps at most `max` values: any other is computed each time', () => {
    const compute = jest.fn((value: string) => value.length);
    const lengthOf = rememberedPerHeader(compute, 2);
    for (const value of ['a', 'bb', 'ccc', 'ccc', 'a']) lengthOf(value);
    // 'a' and 'bb' kept; 'ccc' (over the bound) computed both times.
    expect(compute.mock.calls.map(([value]) => value)).toEqual(['a', 'bb', 'ccc', 'ccc']);
  });
});
