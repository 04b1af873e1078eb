/**
 * Run-time configuration, read from `window.__LPK_CONFIG__` (written by the page that hosts the
 * shell, so one build serves every environment). Read on every call: nothing is baked in.
 */
export interface RuntimeConfig {
  /** Origin of the API host; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Host of the Pusher-protocol server; defaults to the page's host name. */
  wsHost: string;
  wsPort: number;
  pusherKey: string;
  /** Link of the floating contact-chat button. */
  chatUrl: string;
  /** Tag-manager container id; '' disables the tag manager. */
  gtmId: string;
}

declare global {
  interface Window {
    __LPK_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: '',
  wsHost: '',
  wsPort: 6001,
  pusherKey: 'lpk-local-key',
  chatUrl: '',
  gtmId: '',
});

export function getConfig(): RuntimeConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.__LPK_CONFIG__;
  const merged: RuntimeConfig = { ...DEFAULT_CONFIG };
  if (fromPage) {
    for (const key of Object.keys(DEFAULT_CONFIG) as (keyof RuntimeConfig)[]) {
      const value = fromPage[key];
      if (value !== undefined && value !== null) (merged as unknown as Record<string, unknown>)[key] = value;
    }
  }
  merged.apiBaseUrl = merged.apiBaseUrl.replace(/\/+$/, '');
  merged.wsPort = Number(merged.wsPort) || DEFAULT_CONFIG.wsPort;
  if (!merged.wsHost && typeof window !== 'undefined') merged.wsHost = window.location.hostname;
  return merged;
}
