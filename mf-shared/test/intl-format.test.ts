import { dateTimeFormat, intlLocale, numberFormat, setLanguage } from '../src';

describe('Intl formatters in the reader language', () => {
  afterEach(async () => {
    await setLanguage('id');
  });

  it('formats in the current language and follows a switch', async () => {
    await setLanguage('id');
    expect(numberFormat().format(1234567)).toBe('1.234.567');
    await setLanguage('en');
    expect(numberFormat().format(1234567)).toBe('1,234,567');
    expect(intlLocale()).toBe('en-GB');
  });

  it('takes an explicit language over the current one', async () => {
    await setLanguage('en');
    expect(dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, 'id').format(new Date(Date.UTC(2026, 11, 7)))).toBe(
      '7 Desember 2026',
    );
  });

  it('builds one formatter per language and options, not one per value', () => {
    const jpy = { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 } as const;
    expect(numberFormat(jpy, 'id')).toBe(numberFormat({ ...jpy }, 'id'));
    expect(numberFormat(jpy, 'en')).not.toBe(numberFormat(jpy, 'id'));
    expect(numberFormat({ maximumFractionDigits: 1 }, 'id')).not.toBe(numberFormat({ maximumFractionDigits: 2 }, 'id'));
    expect(dateTimeFormat({ dateStyle: 'medium' }, 'en')).toBe(dateTimeFormat({ dateStyle: 'medium' }, 'en'));
  });
});
