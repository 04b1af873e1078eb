/**
 * mf-shared: the contract every micro-frontend shares, one instance at run time (Module
 * Federation singleton). See docs/front-end.md.
 */
export { DEFAULT_CONFIG, getConfig } from './config';
export type { RuntimeConfig } from './config';
export * from './session';
export * from './toast';
export * from './i18n';
export * from './realtime';
export * from './api';
export * from './query';
export * from './messages';
export { useSession, useToasts } from './react/hooks';
export * from './ui';
export * from './forms';
