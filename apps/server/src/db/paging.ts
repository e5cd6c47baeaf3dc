import { type ListQuery, type Page, parseSort } from '@tenderdesk/domain/paging';
import { and, asc, count, desc, is, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';
import { CensusCache, readAnchoredPage } from './paging-census';
import {
  type Call,
  COUNT_TTL_MS,
  CountCache,
  callOf,
  conditionKey,
  finish,
  type List,
  rowsByIdsStatement,
  StatementCache,
  whereOf,
} from './paging-parts';

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
 *
 * A list may also have optional conditions (a filter the caller may leave out, one end of a date
 * range): each combination of those given is a statement of its own, so every statement stays one
 * plan over the fitting index. A list written by many modules (the audit log, the outbox) that
 * cannot all tell it may turn the reuse of counted totals off (`countTtlMs: 0`).
 */

export { COUNT_TTL_MS, escapeLike } from './paging-parts';

export type PagedListSpec<
  Field extends string,
  Filter extends string,
  Row,
  Item,
  Option extends string = never,
> = {
  /** Unique: names the prepared statements. */
  name: string;
  /** The table the list pages over, and its unique id (the tie-breaker of every sort). */
  table: PgTable;
  id: PgColumn;
  /** Equality filters, each a column compared with the value given per call (e.g. a status). */
  filters: Record<Filter, PgColumn>;
  /**
   * Conditions a call may leave out, each built on the placeholder of its value (e.g. `(from) =>
   * gte(table.at, from)`); a call applies those it gives a value to (not undefined).
   */
  optional?: Record<Option, (value: Placeholder) => SQL>;
  /** A fixed condition every row of the list meets (e.g. an `exists`), besides the filters. */
  where?: SQL;
  /** Columns (or expressions) searched with a case-insensitive `%q%`. */
  search: readonly (PgColumn | SQL)[];
  /** The sort key of each field; index `(filters..., key, id)` for cheap pages. */
  sorts: Record<Field, PgColumn | SQL>;
  /**
   * The rows the list shows: the table and its joins, without where or order. It may use
   * placeholders of its own (`sql.placeholder('timeZone')`), given per call as `params`.
   */
  select: (db: Db) => PgSelect;
  toItem: (row: Row) => Item;
  /** How long a counted total is reused (default COUNT_TTL_MS); 0 counts on every page. */
  countTtlMs?: number;
  /**
   * Pages start at anchors of a census instead of skipping rows (db/paging-census.ts, decision
   * 059): for large lists whose deep pages and common searches must cost what a first page does.
   * Every sort key must be a non-null column, and totals must be reused (countTtlMs above 0).
   */
  anchored?: boolean;
};

/** What a call adds to the filters: the optional conditions it applies, the select's own placeholders. */
export type PageOptions<Option extends string> = {
  optional?: Partial<Record<Option, string | number | boolean | undefined>>;
  params?: Record<string, unknown>;
};

export type PagedList<Field extends string, Filter extends string, Item, Option extends string = never> = {
  page: (
    db: Db,
    filters: Record<Filter, string | number | boolean>,
    query: ListQuery<Field | `-${Field}`>,
    options?: PageOptions<Option>,
  ) => Promise<Page<Item>>;
  /**
   * Forgets the counted totals: call after a write that adds, removes or moves rows of the list.
   * Given a transaction (whose database it cannot tell), it forgets the totals of every database.
   */
  invalidateCounts: (db: DbOrTx) => void;
  /**
   * Every row the same filters, search and sort would page through, in batches of `batchSize`
   * read one at a time as the caller asks for the next (the exports: plugins/list-export.ts): the
   * list's own conditions and order, by keyset (see batchIdsStatement), so an export shows exactly
   * what the pages show, and holds one batch in memory.
   */
  batches: (
    db: Db,
    filters: Record<Filter, string | number | boolean>,
    query: Omit<ListQuery<Field | `-${Field}`>, 'page' | 'pageSize'>,
    batchSize: number,
    options?: PageOptions<Option>,
  ) => AsyncGenerator<Item[]>;
};

/**
 * Ids of one page in `inner` order, read from the sort's index alone (an array subquery, so
 * even a generic plan fetches just those rows by primary key), then the rows the list shows in
 * the displayed order.
 */
function pageStatement(
  list: List,
  db: Db,
  sort: { field: string; descending: boolean },
  reversed: boolean,
  call: Call,
) {
  const { field, descending } = sort;
  const key = `page_${field}_${descending ? 'desc' : 'asc'}${reversed ? '_rev' : ''}${conditionKey(list, call)}`;
  return list.statements.get(db, key, call.searching, (db) => {
    const { spec } = list;
    const sortKey = spec.sorts[field] as PgColumn | SQL;
    const order = (down: boolean) => (down ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)]);
    const ids = db
      .select({ id: spec.id })
      .from(spec.table)
      .where(whereOf(list, call))
      .orderBy(...order(descending !== reversed))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    const rows = spec
      .select(db)
      .where(sql`${spec.id} = any(array(${ids}))`)
      .orderBy(...order(descending));
    return finish(list, rows, key, call.searching);
  });
}

async function countRows(list: List, db: Db, call: Call): Promise<number> {
  const key = `count${conditionKey(list, call)}`;
  const statement = list.statements.get(db, key, call.searching, (db) =>
    finish(
      list,
      db.select({ n: count() }).from(list.spec.table).where(whereOf(list, call)),
      key,
      call.searching,
    ),
  );
  const [row] = (await statement.execute(call.params)) as { n: number }[];
  const total = Number(row?.n ?? 0);
  list.counts.remember(db, call.countKey, total);
  return total;
}

async function readPage(
  list: List,
  db: Db,
  filters: Record<string, string | number | boolean>,
  query: ListQuery<string>,
  options: PageOptions<string> | undefined,
): Promise<Page<unknown>> {
  const sort = parseSort<string>(query.sort);
  const call = callOf(list, filters, query.q, options);
  const offset = (query.page - 1) * query.pageSize;

  if (list.spec.anchored) {
    const { rows, total } = await readAnchoredPage(list, db, sort, call, {
      offset,
      pageSize: query.pageSize,
    });
    return { data: rows.map(list.spec.toItem), total, page: query.page, pageSize: query.pageSize };
  }

  let total = list.counts.known(db, call.countKey);
  // Past the first page the total decides which end to read from, so it is needed first.
  if (total === undefined && offset > 0) total = await countRows(list, db, call);

  let rows: unknown[] = [];
  if (total === undefined || offset < total) {
    // Rows to skip from the start, or from the end when reading backwards.
    const fromEnd = total === undefined ? offset : total - offset - query.pageSize;
    const reversed = total !== undefined && fromEnd < offset;
    rows = await pageStatement(list, db, sort, reversed, call).execute({
      ...call.params,
      limit: reversed ? Math.min(query.pageSize, (total ?? 0) - offset) : query.pageSize,
      offset: reversed ? Math.max(0, fromEnd) : offset,
    });
    // A first page that is not full holds everything there is.
    if (total === undefined && rows.length < query.pageSize) {
      total = rows.length;
      list.counts.remember(db, call.countKey, total);
    }
  }
  total ??= await countRows(list, db, call);
  return { data: rows.map(list.spec.toItem), total, page: query.page, pageSize: query.pageSize };
}

/**
 * An export's batches walk the sort by keyset when its key is a non-null column: each batch's ids
 * are the rows after the last one's (key, id), its key carried as text and cast back to the
 * column's type, so rows added or moved meanwhile never shift a batch (an offset would repeat or
 * skip rows of a list written as it is read, such as the audit log). A computed or nullable key
 * pages by offset.
 */
function batchIdsStatement(
  list: List,
  db: Db,
  sort: { field: string; descending: boolean },
  call: Call,
  following: boolean,
) {
  const { field, descending } = sort;
  const key = `batch_${field}_${descending ? 'desc' : 'asc'}${following ? '_after' : ''}${conditionKey(list, call)}`;
  return list.statements.get(db, key, call.searching, (db) => {
    const { spec } = list;
    const sortKey = spec.sorts[field] as PgColumn;
    const cast = (name: string, column: PgColumn) =>
      sql`cast(${sql.placeholder(name)} as ${sql.raw(column.getSQLType())})`;
    const after = sql`(${sortKey}, ${spec.id}) ${sql.raw(descending ? '<' : '>')} (${cast('lastKey', sortKey)}, ${cast('lastId', spec.id)})`;
    const ids = db
      .select({ id: spec.id, key: sql<string>`cast(${sortKey} as text)` })
      .from(spec.table)
      .where(and(whereOf(list, call), following ? after : undefined))
      .orderBy(...(descending ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)]))
      .limit(sql.placeholder('limit'));
    return finish(list, ids, key, call.searching);
  });
}

async function* readBatches(
  list: List,
  db: Db,
  filters: Record<string, string | number | boolean>,
  query: Omit<ListQuery<string>, 'page' | 'pageSize'>,
  batchSize: number,
  options: PageOptions<string> | undefined,
): AsyncGenerator<unknown[]> {
  const sort = parseSort<string>(query.sort);
  const call = callOf(list, filters, query.q, options);
  const sortKey = list.spec.sorts[sort.field];
  if (!is(sortKey, PgColumn) || !sortKey.notNull) {
    const statement = pageStatement(list, db, sort, false, call);
    for (let offset = 0; ; offset += batchSize) {
      const rows = await statement.execute({ ...call.params, limit: batchSize, offset });
      if (rows.length > 0) yield rows.map(list.spec.toItem);
      if (rows.length < batchSize) return;
    }
  }
  const first = batchIdsStatement(list, db, sort, call, false);
  const next = batchIdsStatement(list, db, sort, call, true);
  const rows = rowsByIdsStatement(list, db, sort);
  let last: { id: string; key: string } | undefined;
  for (;;) {
    const batch = (await (last ? next : first).execute({
      ...call.params,
      ...(last ? { lastKey: last.key, lastId: last.id } : {}),
      limit: batchSize,
    })) as { id: string; key: string }[];
    if (batch.length > 0) {
      const found = await rows.execute({ ...call.params, ids: `{${batch.map((row) => row.id).join(',')}}` });
      yield found.map(list.spec.toItem);
    }
    last = batch[batch.length - 1];
    if (!last || batch.length < batchSize) return;
  }
}

/** An anchored list's sorts are keyset-able columns and its censuses are kept (see `anchored`). */
function assertAnchorable(spec: {
  name: string;
  sorts: Record<string, PgColumn | SQL>;
  countTtlMs?: number;
}) {
  for (const [field, key] of Object.entries(spec.sorts)) {
    if (!is(key, PgColumn) || !key.notNull)
      throw new Error(`${spec.name}: sort ${field} is not a non-null column, so the list cannot be anchored`);
  }
  if (spec.countTtlMs === 0) throw new Error(`${spec.name}: an anchored list must keep its totals`);
}

/** Defines a paged list once (module level); its statements are prepared per database on first use. */
export function definePagedList<
  Field extends string,
  Filter extends string,
  Row,
  Item,
  Option extends string = never,
>(spec: PagedListSpec<Field, Filter, Row, Item, Option>): PagedList<Field, Filter, Item, Option> {
  const optional = (spec.optional ?? {}) as Record<string, (value: Placeholder) => SQL>;
  if (spec.anchored) assertAnchorable(spec);
  const ttl = spec.countTtlMs ?? COUNT_TTL_MS;
  const list: List = {
    spec: spec as unknown as List['spec'],
    statements: new StatementCache(),
    counts: new CountCache(ttl),
    censuses: new CensusCache(ttl),
    filterNames: Object.keys(spec.filters),
    optional,
    optionNames: Object.keys(optional),
  };
  return {
    invalidateCounts: (db) => {
      list.counts.forget(db);
      list.censuses.forget(db);
    },
    page: async (db, filters, query, options) =>
      (await readPage(list, db, filters, query, options as PageOptions<string> | undefined)) as Page<Item>,
    batches: (db, filters, query, batchSize, options) =>
      readBatches(
        list,
        db,
        filters,
        query,
        batchSize,
        options as PageOptions<string> | undefined,
      ) as AsyncGenerator<Item[]>,
  };
}
