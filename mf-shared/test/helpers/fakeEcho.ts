/** Moved: mf-shared/testing (`createFakeEcho`, `useFakeRealtime`). Kept until every test imports it from there. */
export { createFakeEcho, type FakeEcho } from '../../testing';
