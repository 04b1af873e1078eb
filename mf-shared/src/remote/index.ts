export { createRemoteApp, prerenderedHead, takeFirstData } from './createRemoteApp';
export type { RemoteApp, RemoteAppOptions } from './createRemoteApp';
