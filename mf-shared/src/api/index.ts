export { REQUEST_TIMEOUT_MS, api, loadClient as loadHttpClient } from './client';
export { earlyKey, hasEarlyAnswers } from './early';
export { ApiError, errorStatus, isRetryable } from './errors';
export type { ApiErrorKind } from './errors';
export {
  PROFILE_KEY,
  avatarUrl,
  changePassword,
  getProfile,
  getProfileSection,
  profileQuery,
  profileSectionQuery,
  login,
  logout,
  register,
  saveProfileSection,
  updateProfile,
  uploadAvatar,
} from './endpoints';
export { getData, postData, request } from './request';
export type { Answer } from './request';
export type { Query } from './query';
export { currentFullPath, isLoginPath, loginUrl, navigate, setNavigator } from './navigation';
export type { Navigator } from './navigation';
export * from './types';
