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
