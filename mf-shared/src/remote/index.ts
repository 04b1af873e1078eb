export { createRemoteApp, prerenderedHead } from './createRemoteApp';
export type { RemoteApp, RemoteAppOptions } from './createRemoteApp';
