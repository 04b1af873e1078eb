import { dateTimeFormat, intlLocale, numberFormat, setLanguage } from '../src';
import { warmIntl } from '../src/i18n/intl-locale';

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

describe('warmIntl: the locale data loaded in an idle moment', () => {
  const idle = window.requestIdleCallback;
  afterEach(() => {
    window.requestIdleCallback = idle;
    jest.restoreAllMocks();
  });

  it('builds a number and a date formatter of the language when the browser is idle, not at once', () => {
    const queued: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => queued.push(callback));
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    warmIntl('en');
    expect(numbers).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    queued[0]!({ didTimeout: false, timeRemaining: () => 50 });
    expect(numbers).toHaveBeenCalledWith('en-GB');
    expect(dates).toHaveBeenCalledWith('en-GB', expect.objectContaining({ dateStyle: 'long' }));
  });

  it('waits for a timer where the browser has no idle callback (Safari)', () => {
    jest.useFakeTimers();
    try {
      // @ts-expect-error: a browser without requestIdleCallback
      window.requestIdleCallback = undefined;
      const numbers = jest.spyOn(Intl, 'NumberFormat');
      warmIntl('id');
      expect(numbers).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(numbers).toHaveBeenCalledWith('id-ID');
    } finally {
      jest.useRealTimers();
    }
  });
});
