import { getConfig, getLanguage } from 'mf-shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { leavePage } from './leavePage';
import { newSignInBinding } from './signInBinding';
import './google-button.css';
import './i18n';

/** The API route that starts Google sign-in (the API answers with a redirect to Google). */
export const GOOGLE_START_PATH = '/api/lpk/auth/google/start';

/**
 * Where the button leads: the API's start route, with the page to come back to (a path of this
 * site, already checked by the caller; the API checks it again) and the language for Google's page.
 * `origin`: this page's origin. Google sends the browser back to APP_URL, and only the tab storage
 * that made the binding can finish; when this page is on another origin (127.0.0.1 for localhost),
 * the API answers with APP_URL's /login?google=start instead, which starts the flow from there
 * (startGoogleSignIn, without an origin, so it cannot loop).
 */
export function googleStartUrl(redirect: string | null | undefined, lang: string, binding?: string, origin?: string): string {
  const query = new URLSearchParams();
  if (redirect) query.set('redirect', redirect);
  query.set('lang', lang);
  if (binding) query.set('binding', binding);
  if (origin) query.set('origin', origin);
  return `${getConfig().apiBaseUrl}${GOOGLE_START_PATH}?${query.toString()}`;
}

/** /login?google=start (the API sent a sign-in started on another origin here): start it from this tab, replacing that page in the history. */
export function startGoogleSignIn(redirect: string | null | undefined, lang: string): void {
  leavePage(googleStartUrl(redirect, lang, newSignInBinding()));
}

/** Google's "G", in its four colours, as Google's sign-in button guidelines draw it. */
function GoogleLogo() {
  return (
    <svg className="google-button__logo" viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/**
 * "Masuk dengan Google" / "Sign in with Google", drawn as Google's guidelines ask: white button,
 * grey outline, the "G" on the left, the standard label. A link (a full page load to the API,
 * which sends the browser on to Google); when it is followed (click, Enter, middle click) it first
 * gets this tab's new sign-in binding (signInBinding.ts), so that only this tab can finish.
 */
export function GoogleButton({ redirect }: { redirect?: string | null }) {
  const { t } = useTranslation('public');
  const origin = window.location.origin;
  const bind = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = googleStartUrl(redirect, getLanguage(), newSignInBinding(), origin);
  };
  return (
    <a className="google-button" href={googleStartUrl(redirect, getLanguage(), undefined, origin)} onClick={bind} onAuxClick={bind}>
      <GoogleLogo />
      <span className="google-button__label">{t('auth.google.sign_in')}</span>
    </a>
  );
}

/** The line between the Google button and the email form ("or with your email"). */
export function AuthDivider({ children }: { children: string }) {
  return (
    <p className="auth-divider">
      <span>{children}</span>
    </p>
  );
}
