import './zod-jitless'; // first: before any remote's schema is built
export { createRemoteApp, prerenderedHead, takeFirstData } from './createRemoteApp';
export type { RemoteApp, RemoteAppOptions } from './createRemoteApp';
