/**
 * contracts: what the API and the front ends agree on, written once (docs/contract.md).
 * The API loads the compiled copy (dist/); webpack and jest read these sources (the `source`
 * export condition). Changes are additive within a major version: a remote built against a newer
 * minor version still works with an API that serves an older one.
 */
export const CONTRACT_VERSION = '1.10.0';
export * from './http';
export * from './rules/text';
export * from './http/fields';
export * from './rules';
export * from './reference';
export * from './registration';
export * from './i18n';
export * from './http/person';
export * from './http/phone';
export * from './http/user';
export * from './http/tags';
export * from './http/profile';
export * from './rules/password';
export * from './site/early-gets';
export * from './rollout/manifest';
