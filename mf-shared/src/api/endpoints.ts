import { getConfig } from '../config';
import { t } from '../i18n/instance';
import { invalidate } from '../query/cache';
import { connectRealtime, disconnectRealtime } from '../realtime/connection';
import { clear, replaceUser, setSession, updateUser } from '../session/store';
import { toast } from '../toast/bus';
import { navigate } from './navigation';
import { getData, postData, request } from './request';
import type { AvatarAnswer, ProfileAnswer, ProfileInput, SectionAnswerOf, SectionPath } from 'contracts';
import type { QueryDefinition } from '../query/definition';
import type { AuthData, ChangePasswordInput, Envelope, LoginInput, RegisterInput, User } from './types';

/** Query key of GET /api/lpk/profile (`['profile', section]`: a section). */
export const PROFILE_KEY = ['profile'] as const;

function startSession(data: AuthData): void {
  setSession(data.token, data.user);
  // The real-time channel opens after login; a failure there never fails the login.
  connectRealtime().catch((error: unknown) => console.warn('mf-shared: real-time connection failed', error));
}

/** POST /api/lpk/login: saves token and user, opens the real-time connection. */
export async function login(input: LoginInput): Promise<AuthData> {
  const data = await postData<AuthData>('/api/lpk/login', input);
  startSession(data);
  toast.success(t('success.login'));
  return data;
}

/** POST /api/lpk/register: same as login on success. */
export async function register(input: RegisterInput): Promise<AuthData> {
  const data = await postData<AuthData>('/api/lpk/register', input);
  startSession(data);
  toast.success(t('success.registration'));
  return data;
}

/**
 * The real-time connection closed, POST /api/lpk/logout, errors swallowed silently (no toast
 * either); then the session is cleared and the user sent to /login (`redirect: false` to stay).
 */
export async function logout(options: { redirect?: boolean } = {}): Promise<void> {
  // Closed first: the server closes the socket as revoked (4009) once the token is gone, which
  // must not read as "logged out elsewhere" (a session check, a 401) while this logout finishes.
  disconnectRealtime();
  try {
    await request({ method: 'post', url: '/api/lpk/logout', silent: true }, true);
  } catch {
    // docs/product.md section 7: errors swallowed silently.
  }
  clear();
  if (options.redirect !== false) navigate('/login');
}

/** POST /api/lpk/change-password; the envelope carries status and message. */
export async function changePassword(input: ChangePasswordInput): Promise<Envelope<null>> {
  const { message } = await request<null>({ method: 'post', url: '/api/lpk/change-password', data: input }, true);
  return { status: 'success', message, data: null };
}

/** GET /api/lpk/profile. */
export function getProfile(signal?: AbortSignal): Promise<ProfileAnswer> {
  return getData<ProfileAnswer>('/api/lpk/profile', {}, { signal });
}

/**
 * POST /api/lpk/profile: on success the stored user is replaced by the one answered; the cached
 * profile is stale (loaded again where next shown; the form resets itself from the answer).
 */
export async function updateProfile(input: ProfileInput): Promise<User> {
  const { user } = await postData<ProfileAnswer>('/api/lpk/profile', input);
  replaceUser(user);
  void invalidate(PROFILE_KEY, false);
  return user;
}

/** POST /api/lpk/profile/avatar (multipart field `avatar`): on success the stored avatar changes. */
export async function uploadAvatar(file: Blob, filename?: string): Promise<AvatarAnswer> {
  const form = new FormData();
  if (filename === undefined) form.append('avatar', file);
  else form.append('avatar', file, filename);
  // Not JSON: the browser writes the multipart boundary itself.
  const data = await postData<AvatarAnswer>('/api/lpk/profile/avatar', form, { headers: { 'Content-Type': 'multipart/form-data' } });
  updateUser({ avatar: data.avatar_url });
  void invalidate(PROFILE_KEY, false);
  return data;
}

/** GET /api/lpk/profile/{section}. */
export function getProfileSection<P extends SectionPath>(section: P, signal?: AbortSignal): Promise<SectionAnswerOf<P>> {
  return getData<SectionAnswerOf<P>>(`/api/lpk/profile/${section}`, {}, { signal });
}

/** The profile and one of its sections as queries (keys under PROFILE_KEY, so a save invalidates both). */
export const profileQuery: QueryDefinition<ProfileAnswer> = { key: PROFILE_KEY, fetch: (signal) => getProfile(signal) };
export const profileSectionQuery = <P extends SectionPath>(section: P): QueryDefinition<SectionAnswerOf<P>> => ({
  key: [...PROFILE_KEY, section],
  fetch: (signal) => getProfileSection(section, signal),
});

/**
 * POST /api/lpk/profile/{section}: the payload is validated by the section's schema on the server
 * (contracts/src/http/profile). The cached profile (its completeness) and sections become stale:
 * loaded again where next shown (the section's own screen resets its form from the answer).
 */
export async function saveProfileSection<P extends SectionPath>(section: P, payload: unknown): Promise<SectionAnswerOf<P>> {
  const data = await postData<SectionAnswerOf<P>>(`/api/lpk/profile/${section}`, payload);
  void invalidate(PROFILE_KEY, false);
  return data;
}

/**
 * Where to load an avatar from: absolute URLs (http(s), protocol-relative, data:, blob:) as they
 * are, relative ones prefixed with the API host of the run-time configuration.
 */
export function avatarUrl(user: Pick<User, 'avatar'> | string | null | undefined): string | null {
  const avatar = typeof user === 'string' ? user : user?.avatar;
  if (!avatar) return null;
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(avatar)) return avatar;
  return `${getConfig().apiBaseUrl}/${avatar.replace(/^\/+/, '')}`;
}
