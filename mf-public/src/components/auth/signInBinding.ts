/**
 * The value that binds a Google sign-in to the browser tab that started it (contracts
 * SIGN_IN_BINDING_PATTERN): made when the button is used, kept in this tab's sessionStorage, sent
 * to the API's start route (which keeps its hash) and again with the callback, which is refused
 * without it. A callback link opened in another browser or tab finds none: login CSRF fails.
 */
const KEY = 'lpk_oidc_binding';

function randomValue(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new binding for a sign-in about to start, kept in this tab (a previous one is replaced). */
export function newSignInBinding(): string {
  const value = randomValue();
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Storage refused (private mode quotas): the callback will be refused, as for a foreign link.
  }
  return value;
}

/** The binding this tab kept, if any. */
export function currentSignInBinding(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Forgets it once the callback was sent (a flow is finished, or refused, once). */
export function clearSignInBinding(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
