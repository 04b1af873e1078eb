import { z } from 'zod';
import { changePasswordBody, emptyBody } from './account-bodies';
import { registerBody } from './auth-bodies';
import { googleCompleteBody } from './signup-fields';
import { googleLinkBody, loginBody } from './login-body';
import { envelope, errorAnswers } from './envelope';
import { user, type User } from './user';

/**
 * Accounts, sessions and passwords (api/src/modules/auth): POST /register, /login, /logout,
 * /change-password, and Google sign-in under /auth/google. The request bodies (shared with the
 * forms) are in login-body.ts, signup-fields.ts, auth-bodies.ts and account-bodies.ts.
 */

const TAGS = ['auth'];

/** What the /auth/callback screen forwards of the provider's redirect (each parameter at most 2048 characters). */
const callbackParam = z.string().max(2048).optional();
/**
 * The sign-in's binding to the browser tab that started it: a random value the tab keeps
 * (sessionStorage) and gives to /start, which keeps only its hash with the flow; /callback is
 * accepted only with the same value, so a callback link opened in another browser (login CSRF:
 * an attacker's own sign-in, stopped at the callback and sent to a victim) signs nobody in.
 */
export const SIGN_IN_BINDING_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const googleCallbackBody = z.object({
  binding: callbackParam.describe('The value the tab that started the sign-in keeps (see /start)'),
  code: callbackParam,
  state: callbackParam,
  iss: callbackParam,
  error: callbackParam,
  error_description: callbackParam,
});
const BEARER = [{ bearer: [] }];

/** What login and registration answer: the bearer token and the user. */
export const authSession = z
  .object({
    token: z.string().describe('Bearer token: Authorization: Bearer <token>'),
    user,
  })
  .meta({ id: 'AuthSession' });

/** Signed in through Google: as login answers, and where to go afterwards (a path of this site, or null). */
export const googleSignedIn = authSession.extend({ redirect: z.string().nullable() }).meta({ id: 'GoogleSignedIn' });

/** A new person: what Google gave, and the ticket that completes the account (POST /auth/google/complete). */
export const googleNeedsProfile = z
  .object({
    needs_profile: z.literal(true),
    ticket: z.string(),
    expires_in: z.number().describe('Seconds'),
    profile: z.object({ full_name: z.string(), email: z.string() }),
  })
  .meta({ id: 'GoogleNeedsProfile' });

/**
 * Google's email is that of an account with a password: its password links Google to it (POST
 * /auth/google/link); the account is not entered on Google's word alone.
 */
export const googleNeedsLink = z
  .object({
    needs_link: z.literal(true),
    ticket: z.string(),
    expires_in: z.number().describe('Seconds'),
    account: z.object({ email: z.string() }),
  })
  .meta({ id: 'GoogleNeedsLink' });

export const registerRoute = {
  summary: 'Create a caregiver account (signed in)',
  tags: TAGS,
  body: registerBody,
  response: { 201: envelope(authSession), ...errorAnswers(422, 429) },
};

export const loginRoute = {
  summary: 'Log in with email and password',
  tags: TAGS,
  body: loginBody,
  response: { 200: envelope(authSession), ...errorAnswers(422, 429) },
};

export const logoutRoute = {
  summary: 'End this session (its token stops working)',
  tags: TAGS,
  security: BEARER,
  body: emptyBody,
  response: { 200: envelope(z.null()), ...errorAnswers(401, 422) },
};

export const changePasswordRoute = {
  summary: 'Change the password (or set a first one); every other session ends',
  description:
    'With `current_password` when the account has a password of its own; an account created through Google sets its first password without it, within 10 minutes of signing in (403 after).',
  tags: TAGS,
  security: BEARER,
  body: changePasswordBody,
  response: { 200: envelope(z.null()), ...errorAnswers(401, 403, 422, 429) },
};

export const googleStartRoute = {
  summary: 'Start Google sign-in: a redirect to Google',
  description:
    'A new flow (state, nonce and PKCE verifier kept on the server for 10 minutes) and a 302 to the provider, which sends the browser back to /auth/callback. Without a provider: 302 to /auth/callback?error=unavailable.',
  tags: TAGS,
  querystring: z.object({
    redirect: z.string().optional().catch(undefined).describe('Where to go after signing in (a path of this site; anything else is ignored)'),
    lang: z.string().optional().catch(undefined).describe('id or en: the language of the provider’s pages'),
    binding: z
      .string()
      .regex(SIGN_IN_BINDING_PATTERN)
      .optional()
      .catch(undefined)
      .describe('A random value (32-128 base64url characters) the starting tab keeps; the callback must present it. A flow started without one cannot finish'),
    origin: z
      .string()
      .max(300)
      .optional()
      .catch(undefined)
      .describe(
        'The origin of the page the button is on. When it is not APP_URL’s, no flow is started: the answer is APP_URL’s /login?google=start, which starts it from the tab storage the callback returns to',
      ),
  }),
  response: {
    302: z
      .null()
      .describe('No body: Location is the provider, /auth/callback?error=unavailable, or APP_URL/login?google=start when the page’s origin is not APP_URL’s'),
    ...errorAnswers(429),
  },
};

export const googleCallbackRoute = {
  summary: 'Finish Google sign-in with what the provider sent back',
  description:
    'Signed in (the account linked to the Google identity); or `needs_profile` (a new person: POST /auth/google/complete); or `needs_link` (an account with this email and a password: POST /auth/google/link). 409: the email belongs to an account of another Google identity.',
  tags: TAGS,
  body: googleCallbackBody,
  response: { 200: envelope(z.union([googleSignedIn, googleNeedsProfile, googleNeedsLink])), ...errorAnswers(400, 409, 429) },
};

export const googleLinkRoute = {
  summary: 'Link Google to an existing account with its password (signed in)',
  tags: TAGS,
  body: googleLinkBody,
  response: { 200: envelope(googleSignedIn), ...errorAnswers(400, 422, 429) },
};

export const googleCompleteRoute = {
  summary: 'Create the account of a new Google user (signed in)',
  description: 'Should an account for this person have appeared meanwhile: what the callback would now answer (200).',
  tags: TAGS,
  body: googleCompleteBody,
  response: {
    201: envelope(googleSignedIn),
    200: envelope(z.union([googleSignedIn, googleNeedsLink])),
    ...errorAnswers(400, 409, 422, 429),
  },
};

export type GoogleCallbackBody = z.input<typeof googleCallbackBody>;
export type AuthSession = z.infer<typeof authSession>;
export type GoogleSignedIn = z.infer<typeof googleSignedIn>;
export type GoogleNeedsProfile = z.infer<typeof googleNeedsProfile>;
export type GoogleNeedsLink = z.infer<typeof googleNeedsLink>;
export type Role = User['role'];
