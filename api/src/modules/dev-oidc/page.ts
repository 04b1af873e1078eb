import { createHash } from 'node:crypto';
import type { Translate } from '../../i18n';
import { MOUNT_PATH } from './provider';

/** A demo identity offered on the sign-in page. */
export interface DemoIdentity {
  name: string;
  email: string;
  /** An account with this email exists in the demo data (signing in links it). */
  existing: boolean;
}

/** The seeded demo caregiver (linked by email on first use) and a person with no account yet. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { name: 'Siti Nurhaliza', email: 'caregiver@demo.test', existing: true },
  { name: 'Rina Wulandari', email: 'rina.wulandari@demo.test', existing: false },
];

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#1f1f1f;line-height:1.5}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:4px dashed #b45309;border-radius:8px}
.badge{display:inline-block;margin:0 0 .5rem;padding:.15rem .5rem;background:#b45309;color:#fff;font-weight:700;font-size:.8rem;letter-spacing:.05em;border-radius:4px}
h1{margin:.25rem 0 .75rem;font-size:1.4rem;line-height:1.25}
fieldset{margin:1rem 0;padding:.75rem 1rem;border:1px solid #a1a1aa;border-radius:6px}
legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;margin:.35rem 0}
.choice input{margin-top:.35rem}
.field{margin:.75rem 0}
.field label{display:block;font-weight:600}
.field input{box-sizing:border-box;width:100%;min-height:44px;padding:.4rem .6rem;border:1px solid #71717a;border-radius:6px;font:inherit}
.hint{margin:.25rem 0 0;color:#52525b;font-size:.9rem}
.error{padding:.5rem .75rem;background:#fef2f2;border:1px solid #b91c1c;color:#991b1b;border-radius:6px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.button{min-height:44px;padding:.5rem 1.25rem;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
.primary{background:#1d4ed8;border:1px solid #1d4ed8;color:#fff}
.secondary{background:#fff;border:1px solid #52525b;color:#1f1f1f}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The pages' Content-Security-Policy: nothing loads but the one inline style (by hash) and the
 * empty icon; forms post to the stand-in itself, and its redirects lead to the app (`appOrigin`,
 * where /auth/callback is).
 */
export function pagePolicy(appOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    // The empty icon (no request for /favicon.ico).
    'img-src data:',
    `form-action 'self' ${appOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function document(lang: string, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SignInPageOptions {
  lang: string;
  t: Translate;
  uid: string;
  /** What was typed, when the page is shown again after a mistake. */
  form?: { identity?: string; email?: string; name?: string; verified?: boolean };
  error?: string;
}

/** The development sign-in: pick a demo identity or type an email, say whether it is verified, sign in or deny. */
export function signInPage({ lang, t, uid, form = {}, error }: SignInPageOptions): string {
  const action = `${MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;
  const chosen = form.identity ?? '0';
  const verified = form.verified ?? true;
  const choice = (value: string, label: string) =>
    `<div class="choice"><input type="radio" name="identity" id="identity-${value}" value="${value}"${chosen === value ? ' checked' : ''}><label for="identity-${value}">${label}</label></div>`;
  const identities = DEMO_IDENTITIES.map((identity, index) =>
    choice(
      String(index),
      `${escapeHtml(identity.name)} — ${escapeHtml(identity.email)} (${escapeHtml(identity.existing ? t('dev_oidc.existing') : t('dev_oidc.new_user'))})`,
    ),
  ).join('\n');
  const body = `<p class="badge">${escapeHtml(t('dev_oidc.badge'))}</p>
<h1>${escapeHtml(t('dev_oidc.title'))}</h1>
<p>${escapeHtml(t('dev_oidc.explanation'))}</p>
<p><strong>${escapeHtml(t('dev_oidc.client'))}</strong></p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login" novalidate>
<fieldset>
<legend>${escapeHtml(t('dev_oidc.identity'))}</legend>
${identities}
${choice('other', escapeHtml(t('dev_oidc.other')))}
</fieldset>
<div class="field"><label for="email">${escapeHtml(t('dev_oidc.email'))}</label><input id="email" name="email" type="email" autocomplete="off" value="${escapeHtml(form.email ?? '')}"></div>
<div class="field"><label for="name">${escapeHtml(t('dev_oidc.name'))}</label><input id="name" name="name" type="text" autocomplete="off" value="${escapeHtml(form.name ?? '')}"></div>
<div class="choice"><input type="checkbox" id="email_verified" name="email_verified" value="1" aria-describedby="email_verified_hint"${verified ? ' checked' : ''}><label for="email_verified">${escapeHtml(t('dev_oidc.email_verified'))}</label></div>
<p class="hint" id="email_verified_hint">${escapeHtml(t('dev_oidc.email_verified_hint'))}</p>
<div class="actions">
<button type="submit" class="primary">${escapeHtml(t('dev_oidc.submit'))}</button>
<button type="submit" class="secondary" formaction="${action}/abort">${escapeHtml(t('dev_oidc.deny'))}</button>
</div>
</form>`;
  return document(lang, t('dev_oidc.title'), body);
}

/** A page that says why the sign-in cannot go on, with a way back to the app's login page. */
export function messagePage({ lang, t, title, message, loginUrl }: { lang: string; t: Translate; title: string; message: string; loginUrl: string }): string {
  const body = `<p class="badge">${escapeHtml(t('dev_oidc.badge'))}</p>
<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p><a class="button secondary" href="${escapeHtml(loginUrl)}">${escapeHtml(t('dev_oidc.back'))}</a></p>`;
  return document(lang, title, body);
}
