import { getConfig } from '../config';

/** Auth headers pusher-js sends to `/broadcasting/auth`. Kept as one mutable object on purpose. */
export interface RealtimeAuthHeaders {
  Authorization: string;
  Accept: string;
  [name: string]: string;
}

/** The Echo options of docs/architecture.md section 3 / docs/product.md section 9, without the Pusher class. */
export interface RealtimeOptions {
  broadcaster: 'pusher';
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  enabledTransports: ['ws'];
  disableStats: boolean;
  authEndpoint: string;
  bearerToken: string;
  auth: { headers: RealtimeAuthHeaders };
}

export function buildRealtimeOptions(token: string): RealtimeOptions {
  const config = getConfig();
  return {
    broadcaster: 'pusher',
    key: config.pusherKey,
    cluster: 'ap1',
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    authEndpoint: `${config.apiBaseUrl}/broadcasting/auth`,
    bearerToken: token,
    auth: { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
  };
}

/**
 * A replaced token: pusher-js reads `auth.headers` (the same object Echo and pusher-js keep) on
 * every channel authorisation, so mutating it makes new subscriptions use the new token.
 */
export function reauthorizeOptions(
  options: { bearerToken?: unknown; auth?: { headers?: Record<string, string> }; userAuthentication?: { headers?: Record<string, string> } },
  token: string,
): void {
  options.bearerToken = token;
  if (!options.auth) options.auth = { headers: {} };
  if (!options.auth.headers) options.auth.headers = {};
  options.auth.headers.Authorization = `Bearer ${token}`;
  // Echo also copies the bearer token into user sign-in headers; keep them in step.
  if (options.userAuthentication?.headers) options.userAuthentication.headers.Authorization = `Bearer ${token}`;
}
