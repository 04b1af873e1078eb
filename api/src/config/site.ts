import type { AppConfig } from './app-config';
import type { Env } from './env';
import { integer, text } from './variable-types';

/** The front end served on the API's origin (modules/site). */
export const siteVariables = {
  STATIC_DIR: text(undefined),
  PUBLIC_API_URL: text(''),
  PUBLIC_WS_HOST: text(''),
  // The real-time port as browsers reach it, when a proxy in front answers on another port than PUSHER_PORT (npm run cluster).
  PUBLIC_WS_PORT: integer(undefined, 1, 65_535),
  CHAT_URL: text('https://wa.me/6281100002026'),
  GTM_ID: text(''),
};

export function siteSection(env: Env): AppConfig['site'] {
  return {
    staticDir: env.STATIC_DIR,
    apiBaseUrl: env.PUBLIC_API_URL,
    wsHost: env.PUBLIC_WS_HOST,
    wsPort: env.PUBLIC_WS_PORT,
    chatUrl: env.CHAT_URL,
    gtmId: env.GTM_ID,
  };
}
