/**
 * The page the API host serves for a route names the API GETs the route's screen sends first, in
 * `<meta name="lpk-early-get" content="/api/...">` elements before its first script (and
 * `<meta name="lpk-first-gets-named">` once they are all named); the shell's
 * inline early script starts them while the code downloads, and mf-shared hands their answers to
 * the screen (docs/architecture.md, "First paint").
 */
export const EARLY_GET_META = 'lpk-early-get';
/**
 * Present when the route's first GETs are all named (possibly none): without it (a route the
 * remote declares nothing for), the screen's first GETs are unknown and the shell loads its HTTP
 * client at once.
 */
export const FIRST_GETS_NAMED_META = 'lpk-first-gets-named';

/**
 * The id of the `<script type="application/json">` in which the API host hands a first screen's
 * answers to the remote (docs/architecture.md, "First paint"): `{ path, search, answers: { id, en } }`,
 * each language's answers a list of `[query key, data]` that the screen's markup was rendered with.
 * The remote puts them into the query cache before its first render, which then draws the same DOM.
 */
export const FIRST_DATA_ID = 'lpk-first-data';

/** What the script element of FIRST_DATA_ID holds. */
export interface FirstData {
  path: string;
  search: string;
  answers: Record<'id' | 'en', [unknown[], unknown][]>;
}
