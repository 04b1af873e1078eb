export { REQUEST_TIMEOUT_MS, api } from './client';
export { ApiError } from './errors';
export type { ApiErrorKind } from './errors';
export {
  avatarUrl,
  changePassword,
  getProfile,
  getProfileSection,
  login,
  logout,
  register,
  saveProfileSection,
  updateProfile,
  uploadAvatar,
} from './endpoints';
export { currentFullPath, isLoginPath, loginUrl, navigate, setNavigator } from './navigation';
export type { Navigator } from './navigation';
export * from './types';
