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
