import { recordDate, todayIso } from '../src';

describe('dates of record: one stated time zone (WIB) on paper and on the web', () => {
  test('an instant is dated in Jakarta: late evening UTC is already the next day', () => {
    expect(recordDate('2026-11-26T18:30:00.000Z', 'id')).toBe('27 November 2026 (WIB)');
    expect(recordDate('2026-11-26T16:59:59.000Z', 'en')).toBe('26 November 2026 (WIB)');
    expect(recordDate('2026-08-16T17:00:00.000Z', 'id')).toBe('17 Agustus 2026 (WIB)');
    expect(recordDate('2026-08-16T17:00:00.000Z', 'en')).toBe('17 August 2026 (WIB)');
  });

  test("today for the forms is eastern Indonesia's date (the latest in the country)", () => {
    expect(todayIso(new Date('2026-11-26T15:00:00.000Z'))).toBe('2026-11-27');
    expect(todayIso(new Date('2026-11-26T14:59:59.000Z'))).toBe('2026-11-26');
  });
});
