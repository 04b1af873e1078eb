import {
  FEE_CHECK_MIN_PEERS,
  FORBIDDEN_FEE_RULE,
  PRIMARY_SOURCES,
  TRUST_RULES,
  feeVerdict,
  forbiddenFeeItems,
  forbiddenFeeKind,
  listingFeeCheck,
  medianRanks,
  p90Rank,
  primarySource,
  type ProgramFeeStats,
} from '../src';

/** The fee check's verdict (rules/fee-check.ts) and the forbidden fee items (reference/trust-rules.ts, rules/listing.ts). */

const stats = (program: ProgramFeeStats['program'], peers: number, p90: number, median = p90 / 2): ProgramFeeStats => ({ program, peers, median, p90 });

describe('ranks', () => {
  test.each([
    [1, [1, 1], 1],
    [2, [1, 2], 2],
    [5, [3, 3], 5],
    [10, [5, 6], 9],
    [11, [6, 6], 10],
    [20, [10, 11], 18],
    [21, [11, 11], 19],
  ])('%i peers: median ranks %j, p90 rank %i', (peers, median, p90) => {
    expect(medianRanks(peers)).toEqual(median);
    expect(p90Rank(peers)).toBe(p90);
  });
});

describe('feeVerdict', () => {
  const s = stats('ssw', 10, 10_000_000);
  test.each([
    [0, 'within'],
    [10_000_000, 'within'],
    [10_000_001, 'above'],
    [15_000_000, 'above'],
    [15_000_001, 'far_above'],
  ] as const)('%i against a p90 of 10 million: %s', (total, verdict) => {
    expect(feeVerdict(total, s)).toBe(verdict);
  });
  test('fewer than the minimum peers, or no figures: too few to compare', () => {
    expect(feeVerdict(1, stats('ssw', FEE_CHECK_MIN_PEERS - 1, 10))).toBe('too_few');
    expect(feeVerdict(1, stats('ssw', FEE_CHECK_MIN_PEERS, 10))).toBe('within');
    expect(feeVerdict(1, undefined)).toBe('too_few');
  });
});

describe('listingFeeCheck', () => {
  const byProgram = { titp: stats('titp', 30, 8_000_000), ssw: stats('ssw', 40, 12_000_000), language: stats('language', 2, 1_000_000) };
  test('judged by the program with the widest usual range it teaches', () => {
    expect(listingFeeCheck(11_000_000, ['titp', 'ssw'], byProgram)).toEqual({ verdict: 'within', basis: byProgram.ssw });
    expect(listingFeeCheck(11_000_000, ['titp'], byProgram)).toEqual({ verdict: 'above', basis: byProgram.titp });
  });
  test('a program with too few peers is not a basis; none comparable: too few, no basis', () => {
    expect(listingFeeCheck(500_000, ['language'], byProgram)).toEqual({ verdict: 'too_few', basis: null });
    expect(listingFeeCheck(500_000, ['language', 'titp'], byProgram).basis).toBe(byProgram.titp);
    expect(listingFeeCheck(500_000, [], byProgram)).toEqual({ verdict: 'too_few', basis: null });
  });
});

describe('forbidden fee items', () => {
  test.each([
    ['Uang jaminan', 'deposit'],
    ['UANG JAMINAN keberangkatan', 'deposit'],
    ['Dana jaminan', 'deposit'],
    ['Deposit', 'deposit'],
    ['Security deposit', 'deposit'],
    ['Guarantee money', 'deposit'],
    ['Uang titipan', 'deposit'],
    ['保証金', 'deposit'],
    ['Uang terima kasih', 'thank_you_money'],
    ['Uang terimakasih', 'thank_you_money'],
    ['Thank-you money', 'thank_you_money'],
    ['Uang pelicin', 'thank_you_money'],
    ['Denda', 'penalty'],
    ['Penalti jika berhenti', 'penalty'],
    ['Penalty', 'penalty'],
    ['Ganti rugi kabur', 'penalty'],
    ['Fine for leaving', 'penalty'],
  ] as const)('"%s" is %s', (label, kind) => {
    expect(forbiddenFeeKind(label)).toBe(kind);
  });

  test.each([
    'Jaminan sosial (BPJS Ketenagakerjaan)',
    'Jaminan kesehatan',
    'Biaya visa',
    'Medical check-up',
    'Asuransi perjalanan',
    'Transportasi lokal',
    'Paspor',
    '',
  ])('"%s" is allowed', (label) => {
    expect(forbiddenFeeKind(label)).toBeNull();
  });

  test('forbiddenFeeItems names each item, its kind, its rule and its message', () => {
    const found = forbiddenFeeItems([
      { key: 'training', amount: 1 } as { key: string; label?: string },
      { key: 'other', label: '  Uang jaminan ' },
      { key: 'other', label: 'Buku tambahan' },
    ]);
    expect(found).toEqual([
      { index: 1, label: 'Uang jaminan', kind: 'deposit', rule: 'no_deposit_or_penalty', message: 'labels.institution.fee_forbidden.deposit' },
    ]);
  });

  test('every rule cites sources that carry a publisher, an address and a date checked', () => {
    for (const rule of TRUST_RULES) {
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const key of rule.sources) {
        expect(PRIMARY_SOURCES[key]).toBeDefined();
        expect(primarySource(key)).toMatchObject({ publisher: expect.any(String), url: expect.stringMatching(/^https:\/\//), checked: expect.any(String) });
      }
    }
    for (const rule of Object.values(FORBIDDEN_FEE_RULE)) expect(TRUST_RULES.map((r) => r.id)).toContain(rule);
  });
});
