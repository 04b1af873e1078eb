import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Loads `load(signal)` whenever `key` changes; a newer request cancels the older one, so a
 * slow answer never overwrites a newer one. `reload` runs it again (the retry button).
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> & { reload: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', data: undefined, error: undefined });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** HTTP status of a failed call (ApiError from mf-shared), if any. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
