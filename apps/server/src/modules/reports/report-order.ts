import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/*
 * The order both reports share (issue 11 items 1-3; decision 034): a page reads the matching ids
 * in the report's order first (from the sort's index, `(status, key, id)`), then only those rows
 * with their figures (definePagedList); an export walks the ids in batches by keyset (the last
 * row's key and id), so a large export never holds more than a batch in memory, on PGlite as on
 * PostgreSQL.
 */

export type ReportOptions = { timeZone: string };

/** Rows an export reads per statement. */
export const EXPORT_BATCH = 500;

export type SortSpec = { key: PgColumn; cast: 'date' | 'text' };
export type Keyset = { key: string; id: string };

export function order(spec: SortSpec, idColumn: PgColumn, descending: boolean) {
  return descending ? [desc(spec.key), desc(idColumn)] : [asc(spec.key), asc(idColumn)];
}

/** Rows after `after` in the report's order (keyset): `(key, id) > (k, i)`, or `<` descending. */
export function after(spec: SortSpec, idColumn: PgColumn, descending: boolean, last: Keyset): SQL {
  const operator = sql.raw(descending ? '<' : '>');
  return sql`(${spec.key}, ${idColumn}) ${operator} (cast(${last.key} as ${sql.raw(spec.cast)}), cast(${last.id} as uuid))`;
}

/** The ids of one batch as a subquery, in their order. */
export function idList(ids: readonly { id: string }[]): SQL {
  return sql`select unnest(cast(${`{${ids.map((row) => row.id).join(',')}}`} as uuid[]))`;
}
