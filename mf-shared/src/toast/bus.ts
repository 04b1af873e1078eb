/** The toast bus: anything may raise a toast; the shell's toaster renders the list. */
export type ToastKind = 'error' | 'success';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it dismisses itself. */
  duration: number;
}

export type ToastListener = (items: readonly ToastItem[]) => void;

/** docs/product.md section 9: error toasts stay 5000 ms. */
export const ERROR_TOAST_MS = 5000;
export const SUCCESS_TOAST_MS = 3000;

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<ToastListener>();

function emit(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of [...listeners]) listener(items);
}

function show(kind: ToastKind, message: string, duration: number): ToastItem {
  const item: ToastItem = { id: nextId++, kind, message, duration };
  emit([...items, item]);
  timers.set(
    item.id,
    setTimeout(() => dismiss(item.id), duration),
  );
  return item;
}

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (items.some((item) => item.id === id)) emit(items.filter((item) => item.id !== id));
}

function clearAll(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (items.length) emit([]);
}

export const toast = Object.freeze({
  error: (message: string, durationMs: number = ERROR_TOAST_MS) => show('error', message, durationMs),
  success: (message: string, durationMs: number = SUCCESS_TOAST_MS) => show('success', message, durationMs),
  dismiss,
  clear: clearAll,
  /** The toasts on screen now (same array until something changes). */
  list: (): readonly ToastItem[] => items,
  subscribe(listener: ToastListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
});
