export { createRemoteApp } from './createRemoteApp';
export type { RemoteApp, RemoteAppOptions } from './createRemoteApp';
