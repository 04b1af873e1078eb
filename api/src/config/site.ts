import type { AppConfig } from './app-config';
import type { Env } from './env';
import { text } from './variable-types';

/** The front end served on the API's origin (modules/site). */
export const siteVariables = {
  STATIC_DIR: text(undefined),
  PUBLIC_API_URL: text(''),
  PUBLIC_WS_HOST: text(''),
  CHAT_URL: text('https://wa.me/6281100002026'),
  GTM_ID: text(''),
};

export function siteSection(env: Env): AppConfig['site'] {
  return { staticDir: env.STATIC_DIR, apiBaseUrl: env.PUBLIC_API_URL, wsHost: env.PUBLIC_WS_HOST, chatUrl: env.CHAT_URL, gtmId: env.GTM_ID };
}
