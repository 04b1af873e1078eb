import { ERROR_TOAST_MS, toast, type ToastItem } from '../src';

beforeEach(() => {
  jest.useFakeTimers();
  toast.clear();
});
afterEach(() => jest.useRealTimers());

describe('toast bus', () => {
  it('an error stays 5000 ms by default, then dismisses itself', () => {
    expect(ERROR_TOAST_MS).toBe(5000);
    const item = toast.error('Gagal');
    expect(item).toEqual(expect.objectContaining({ kind: 'error', message: 'Gagal', duration: 5000 }));
    jest.advanceTimersByTime(4999);
    expect(toast.list()).toEqual([item]);
    jest.advanceTimersByTime(1);
    expect(toast.list()).toEqual([]);
  });

  it('honours a given duration, notifies subscribers and can be dismissed early', () => {
    const seen: (readonly ToastItem[])[] = [];
    const unsubscribe = toast.subscribe((items) => seen.push(items));
    const ok = toast.success('Tersimpan', 1000);
    const bad = toast.error('Gagal', 2000);
    expect(toast.list().map((t) => t.message)).toEqual(['Tersimpan', 'Gagal']);
    jest.advanceTimersByTime(1000);
    expect(toast.list()).toEqual([bad]);
    toast.dismiss(bad.id);
    expect(toast.list()).toEqual([]);
    unsubscribe();
    toast.error('unheard');
    expect(seen.map((items) => items.map((t) => t.id))).toEqual([[ok.id], [ok.id, bad.id], [bad.id], []]);
  });
});
