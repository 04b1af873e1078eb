/** Current time as the ISO-8601 UTC string every timestamp column stores. */
export const nowIso = (): string => new Date().toISOString();
