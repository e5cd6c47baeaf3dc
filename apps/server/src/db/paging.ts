import { type ListQuery, type Page, parseSort } from '@tenderdesk/domain/paging';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The server half of the paging contract (`packages/domain/src/paging.ts`): one page of a list,
 * searched, sorted with an id tie-breaker, and its total, for any table.
 *
 * What a page costs, whatever its number:
 * - every statement is prepared (parsed and planned once per connection, one round trip);
 * - the page is read as ids first (from an index ending with the id, so no row is fetched for
 *   what is skipped), then only those rows are joined to what the list shows;
 * - a deep page is read from the far end (reverse order) when that skips fewer rows, so the
 *   last page costs what the first does;
 * - the total is counted only when it is not known: a short first page is its own total, and a
 *   count is kept for COUNT_TTL_MS per list, filter and search (writers call `invalidateCounts`;
 *   another server process may show a total that is up to that old);
 * - the search is an escaped ILIKE over the given columns, served by trigram indexes (pg_trgm).
 */

/** How long a counted total is reused. */
export const COUNT_TTL_MS = 5_000;
/** Distinct filter-and-search totals kept per list (searches are many; the oldest go first). */
const MAX_CACHED_COUNTS = 1_000;

/** `%` and `_` typed by the user are literal characters, not wildcards (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type PagedListSpec<Field extends string, Filter extends string, Row, Item> = {
  /** Unique: names the prepared statements. */
  name: string;
  /** The table the list pages over, and its unique id (the tie-breaker of every sort). */
  table: PgTable;
  id: PgColumn;
  /** Equality filters, each a column compared with the value given per call (e.g. a status). */
  filters: Record<Filter, PgColumn>;
  /** A fixed condition every row of the list meets (e.g. an `exists`), besides the filters. */
  where?: SQL;
  /** Columns (or expressions) searched with a case-insensitive `%q%`. */
  search: readonly (PgColumn | SQL)[];
  /** The sort key of each field; index `(filters..., key, id)` for cheap pages. */
  sorts: Record<Field, PgColumn | SQL>;
  /** The rows the list shows: the table and its joins, without where or order. */
  select: (db: Db) => PgSelect;
  toItem: (row: Row) => Item;
};

export type PagedList<Field extends string, Filter extends string, Item> = {
  page: (
    db: Db,
    filters: Record<Filter, string | number | boolean>,
    query: ListQuery<Field | `-${Field}`>,
  ) => Promise<Page<Item>>;
  /** Forgets the counted totals: call after a write that adds, removes or moves rows of the list. */
  invalidateCounts: (db: Db) => void;
};

type Params = Record<string, unknown>;
type Prepared = { execute: (params: Params) => Promise<unknown[]> };
type CachedCount = { total: number; expires: number };

/** Defines a paged list once (module level); its statements are prepared per database on first use. */
export function definePagedList<Field extends string, Filter extends string, Row, Item>(
  spec: PagedListSpec<Field, Filter, Row, Item>,
): PagedList<Field, Filter, Item> {
  const statements = new WeakMap<Db, Map<string, Prepared>>();
  const counts = new WeakMap<Db, Map<string, CachedCount>>();
  const filterNames = Object.keys(spec.filters) as Filter[];

  function where(searching: boolean): SQL | undefined {
    const conditions: (SQL | undefined)[] = filterNames.map((name) =>
      eq(spec.filters[name], sql.placeholder(name)),
    );
    if (spec.where) conditions.push(spec.where);
    if (searching) conditions.push(or(...spec.search.map((column) => ilike(column, sql.placeholder('q')))));
    return and(...conditions);
  }

  function statement(db: Db, key: string, build: () => Prepared): Prepared {
    let byKey = statements.get(db);
    if (!byKey) {
      byKey = new Map();
      statements.set(db, byKey);
    }
    let prepared = byKey.get(key);
    if (!prepared) {
      prepared = build();
      byKey.set(key, prepared);
    }
    return prepared;
  }

  /**
   * A statement is prepared (planned once, generically: see db/client.ts) unless it searches: the
   * best plan for a search depends on the text (a rare word: the trigram index; a common one: walk
   * the sort index), so searches are planned with their values each time.
   */
  function finish(query: { prepare: (name: string) => unknown }, key: string, searching: boolean): Prepared {
    return (searching ? query : query.prepare(`${spec.name}_${key}`)) as Prepared;
  }

  /**
   * Ids of one page in `inner` order, read from the sort's index alone (an array subquery, so
   * even a generic plan fetches just those rows by primary key), then the rows the list shows in
   * the displayed order.
   */
  function pageStatement(db: Db, field: Field, descending: boolean, reversed: boolean, searching: boolean) {
    const key = `page_${field}_${descending ? 'desc' : 'asc'}${reversed ? '_rev' : ''}${searching ? '_q' : ''}`;
    return statement(db, key, () => {
      const sortKey = spec.sorts[field];
      const order = (down: boolean) => (down ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)]);
      const ids = db
        .select({ id: spec.id })
        .from(spec.table)
        .where(where(searching))
        .orderBy(...order(descending !== reversed))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      const rows = spec
        .select(db)
        .where(sql`${spec.id} = any(array(${ids}))`)
        .orderBy(...order(descending));
      return finish(rows, key, searching);
    });
  }

  function countStatement(db: Db, searching: boolean) {
    const key = `count${searching ? '_q' : ''}`;
    return statement(db, key, () =>
      finish(db.select({ n: count() }).from(spec.table).where(where(searching)), key, searching),
    );
  }

  function countCache(db: Db): Map<string, CachedCount> {
    let cache = counts.get(db);
    if (!cache) {
      cache = new Map();
      counts.set(db, cache);
    }
    return cache;
  }

  function rememberCount(db: Db, key: string, total: number) {
    const cache = countCache(db);
    cache.delete(key);
    if (cache.size >= MAX_CACHED_COUNTS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { total, expires: Date.now() + COUNT_TTL_MS });
  }

  function knownCount(db: Db, key: string): number | undefined {
    const cached = countCache(db).get(key);
    if (!cached) return undefined;
    if (cached.expires > Date.now()) return cached.total;
    countCache(db).delete(key);
    return undefined;
  }

  return {
    invalidateCounts: (db) => counts.delete(db),
    page: async (db, filters, query) => {
      const { field, descending } = parseSort<Field>(query.sort);
      const searching = Boolean(query.q);
      const params: Params = { ...filters };
      if (searching) params.q = `%${escapeLike(query.q ?? '')}%`;
      const countKey = JSON.stringify([filterNames.map((name) => filters[name]), searching ? query.q : null]);
      const offset = (query.page - 1) * query.pageSize;
      const countRows = async () => {
        const [row] = (await countStatement(db, searching).execute(params)) as { n: number }[];
        const total = Number(row?.n ?? 0);
        rememberCount(db, countKey, total);
        return total;
      };

      let total = knownCount(db, countKey);
      // Past the first page the total decides which end to read from, so it is needed first.
      if (total === undefined && offset > 0) total = await countRows();

      let rows: Row[] = [];
      if (total === undefined || offset < total) {
        // Rows to skip from the start, or from the end when reading backwards.
        const fromEnd = total === undefined ? offset : total - offset - query.pageSize;
        const reversed = total !== undefined && fromEnd < offset;
        rows = (await pageStatement(db, field, descending, reversed, searching).execute({
          ...params,
          limit: reversed ? Math.min(query.pageSize, (total ?? 0) - offset) : query.pageSize,
          offset: reversed ? Math.max(0, fromEnd) : offset,
        })) as Row[];
        // A first page that is not full holds everything there is.
        if (total === undefined && rows.length < query.pageSize) {
          total = rows.length;
          rememberCount(db, countKey, total);
        }
      }
      total ??= await countRows();
      return { data: rows.map(spec.toItem), total, page: query.page, pageSize: query.pageSize };
    },
  };
}
