import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  /** The load failed (mf-shared already showed a toast with the reason). */
  failed: boolean;
  loading: boolean;
  reload: () => void;
  /** Local updates (live events, answers of a change) without reloading. */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * Runs `load` on mount (and on `reload`), keeping the answer; an answer that arrives after
 * unmount or after a newer load started is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, enabled = true): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(enabled);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return undefined;
    }
    let current = true;
    setLoading(true);
    setFailed(false);
    loadRef.current().then(
      (value) => {
        if (!current) return;
        setData(value);
        setLoading(false);
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, failed, loading, reload, setData };
}
