/**
 * The page the API host serves for a route names the API GETs the route's screen sends first, in
 * `<meta name="lpk-early-get" content="/api/...">` elements before its first script; the shell's
 * inline early script starts them while the code downloads, and mf-shared hands their answers to
 * the screen (docs/architecture.md, "First paint").
 */
export const EARLY_GET_META = 'lpk-early-get';
