/**
 * Stands in for `mf-shared` when the API host renders a first screen (server.tsx): everything of
 * mf-shared as it is, but `useQuery` reads the answers the host gathered for this render (and notes
 * the ones it lacks), and `getData` asks the host instead of the HTTP client. Bundled by
 * scripts/webpack/first-screen.cjs with `mf-shared` aliased to this file; never in a browser build.
 */
export * from 'mf-shared/src/index';
export { getData, useQuery } from './server-query';
