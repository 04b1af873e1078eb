/**
 * mf-shared's test adapters, for the unit tests of the shell and the remotes (never imported by
 * production code): a fake real-time connection in place of the server, so no test mocks one of
 * mf-shared's private modules.
 */
export { createFakeEcho, type FakeEcho } from './src/testing/fake-echo';
export { useFakeRealtime } from './src/testing/realtime';
