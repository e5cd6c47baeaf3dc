const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a syntactically valid uuid. Ids come from URLs and bodies; checking them first means a
 * malformed id answers "not found" like any unknown id, instead of a PostgreSQL cast error (22P02).
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
