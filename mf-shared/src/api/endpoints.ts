import type { AxiosRequestConfig } from 'axios';
import { getConfig } from '../config';
import { t } from '../i18n/instance';
import { connectRealtime, disconnectRealtime } from '../realtime/connection';
import { clear, replaceUser, setSession, updateUser } from '../session/store';
import { toast } from '../toast/bus';
import { api } from './client';
import { ApiError } from './errors';
import { navigate } from './navigation';
import type {
  AuthData,
  AvatarData,
  ChangePasswordInput,
  Envelope,
  LoginInput,
  ProfileData,
  ProfileInput,
  ProfileSection,
  RegisterInput,
  SectionData,
  User,
} from './types';

async function post<T>(url: string, payload?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await api.post<Envelope<T>>(url, payload, config)).data;
}

async function get<T>(url: string, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await api.get<Envelope<T>>(url, config)).data;
}

function dataOf<T>(body: Envelope<T>): T {
  if (body.data === undefined || body.data === null) throw new ApiError('envelope', t('errors.generic'), undefined, body);
  return body.data;
}

function startSession(data: AuthData): void {
  setSession(data.token, data.user);
  // The real-time channel opens after login; a failure there never fails the login.
  connectRealtime().catch((error: unknown) => console.warn('mf-shared: real-time connection failed', error));
}

/** POST /api/lpk/login: saves token and user, opens the real-time connection. */
export async function login(input: LoginInput): Promise<AuthData> {
  const data = dataOf(await post<AuthData>('/api/lpk/login', input));
  startSession(data);
  toast.success(t('success.login'));
  return data;
}

/** POST /api/lpk/register: same as login on success. */
export async function register(input: RegisterInput): Promise<AuthData> {
  const data = dataOf(await post<AuthData>('/api/lpk/register', input));
  startSession(data);
  toast.success(t('success.registration'));
  return data;
}

/**
 * POST /api/lpk/logout, errors swallowed silently (no toast either); then the session is
 * cleared, the real-time connection closed and the user sent to /login (`redirect: false` to stay).
 */
export async function logout(options: { redirect?: boolean } = {}): Promise<void> {
  try {
    await post<null>('/api/lpk/logout', undefined, { silent: true });
  } catch {
    // docs/product.md section 7: errors swallowed silently.
  }
  clear();
  disconnectRealtime();
  if (options.redirect !== false) navigate('/login');
}

/** POST /api/lpk/change-password; the envelope carries status and message. */
export function changePassword(input: ChangePasswordInput): Promise<Envelope<null>> {
  return post<null>('/api/lpk/change-password', input);
}

/** GET /api/lpk/profile. */
export async function getProfile(): Promise<ProfileData> {
  return dataOf(await get<ProfileData>('/api/lpk/profile'));
}

/** POST /api/lpk/profile: on success the stored user is replaced by the one answered. */
export async function updateProfile(input: ProfileInput): Promise<User> {
  const { user } = dataOf(await post<ProfileData>('/api/lpk/profile', input));
  replaceUser(user);
  return user;
}

/** POST /api/lpk/profile/avatar (multipart field `avatar`): on success the stored avatar changes. */
export async function uploadAvatar(file: Blob, filename?: string): Promise<AvatarData> {
  const form = new FormData();
  if (filename === undefined) form.append('avatar', file);
  else form.append('avatar', file, filename);
  // Not JSON: the browser writes the multipart boundary itself.
  const data = dataOf(await post<AvatarData>('/api/lpk/profile/avatar', form, { headers: { 'Content-Type': 'multipart/form-data' } }));
  updateUser({ avatar: data.avatar_url });
  return data;
}

/** GET /api/lpk/profile/{section}. */
export async function getProfileSection<T = Record<string, unknown>>(section: ProfileSection): Promise<SectionData<T>> {
  return dataOf(await get<SectionData<T>>(`/api/lpk/profile/${section}`));
}

/** POST /api/lpk/profile/{section}. */
export async function saveProfileSection<T = Record<string, unknown>>(section: ProfileSection, payload: T): Promise<SectionData<T>> {
  return dataOf(await post<SectionData<T>>(`/api/lpk/profile/${section}`, payload));
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
