import type { AppConfig } from '../../config';

/**
 * The run-time configuration the front end reads (`window.__LPK_CONFIG__`, mf-shared/src/config.ts),
 * written into index.html when it is served, so one build serves every environment.
 */
export function pageConfig(config: AppConfig): Record<string, string | number> {
  return {
    apiBaseUrl: config.site.apiBaseUrl,
    wsHost: config.site.wsHost,
    wsPort: config.pusher.port,
    pusherKey: config.pusher.key,
    chatUrl: config.site.chatUrl,
    gtmId: config.site.gtmId,
  };
}

/** `<script>` that sets the configuration; `<` escaped so no value can close the script. */
export function configScript(config: AppConfig): string {
  const json = JSON.stringify(pageConfig(config)).replace(/</g, '\\u003c');
  return `<script>window.__LPK_CONFIG__=${json}</script>`;
}

export const CONFIG_MARKER = '<!--LPK_CONFIG-->';
