/** Remote versions that failed to load in this browser session (`remote@version`), kept in sessionStorage. */
export const FAILED_KEY = 'lpk_rollout_failed';

export interface SessionLikeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readFailures(storage: SessionLikeStorage | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FAILED_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberFailure(storage: SessionLikeStorage | null, remote: string, version: string): void {
  const failed = readFailures(storage);
  failed.add(`${remote}@${version}`);
  try {
    storage?.setItem(FAILED_KEY, JSON.stringify([...failed]));
  } catch {
    // Storage full or disabled: the fallback still happens for this page view.
  }
}

/** Canary versions whose load this browser session has reported already (`remote@version`). */
export const LOADED_KEY = 'lpk_rollout_loaded';

/** Records a canary load for the session; false when it was recorded before (nothing to report again). */
export function rememberLoad(storage: SessionLikeStorage | null, remote: string, version: string): boolean {
  let loaded: string[] = [];
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LOADED_KEY) ?? '[]');
    if (Array.isArray(parsed)) loaded = parsed.filter((x): x is string => typeof x === 'string');
  } catch {
    // unreadable: start again
  }
  const key = `${remote}@${version}`;
  if (loaded.includes(key)) return false;
  try {
    storage?.setItem(LOADED_KEY, JSON.stringify([...loaded, key].slice(-20)));
  } catch {
    // Storage full or disabled: reported once per page view instead.
  }
  return true;
}
