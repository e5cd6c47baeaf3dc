import { type ListQuery, type Page, parseSort } from '@tenderdesk/domain/paging';
import { and, asc, count, desc, eq, ilike, is, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgColumn, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

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

/** How long a counted total is reused. */
export const COUNT_TTL_MS = 5_000;
/** Distinct filter-and-search totals kept per list (searches are many; the oldest go first). */
const MAX_CACHED_COUNTS = 1_000;

/** `%` and `_` typed by the user are literal characters, not wildcards (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

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

type Params = Record<string, unknown>;
type Prepared = { execute: (params: Params) => Promise<unknown[]> };
type CachedCount = { total: number; expires: number };

/** The statements of one list, prepared once per database and kind (sort, direction, conditions). */
class StatementCache {
  #byDb = new WeakMap<Db, Map<string, Prepared>>();

  get(db: Db, key: string, build: () => Prepared): Prepared {
    let byKey = this.#byDb.get(db);
    if (!byKey) {
      byKey = new Map();
      this.#byDb.set(db, byKey);
    }
    let prepared = byKey.get(key);
    if (!prepared) {
      prepared = build();
      byKey.set(key, prepared);
    }
    return prepared;
  }
}

/** Counted totals of one list per database, filter and search, each kept for `ttl` ms. */
class CountCache {
  #byDb = new WeakMap<DbOrTx, Map<string, CachedCount>>();

  constructor(private readonly ttl: number) {}

  #of(db: Db): Map<string, CachedCount> {
    let cache = this.#byDb.get(db);
    if (!cache) {
      cache = new Map();
      this.#byDb.set(db, cache);
    }
    return cache;
  }

  remember(db: Db, key: string, total: number) {
    if (this.ttl <= 0) return;
    const cache = this.#of(db);
    cache.delete(key);
    if (cache.size >= MAX_CACHED_COUNTS) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { total, expires: Date.now() + this.ttl });
  }

  known(db: Db, key: string): number | undefined {
    const cached = this.#of(db).get(key);
    if (!cached) return undefined;
    if (cached.expires > Date.now()) return cached.total;
    this.#of(db).delete(key);
    return undefined;
  }

  forget(db: DbOrTx) {
    if (!this.#byDb.delete(db)) this.#byDb = new WeakMap();
  }
}

/** One call's shape: what decides the statement (search, optional conditions given) and its values. */
type Call = { searching: boolean; applied: string[]; params: Params; countKey: string };

/** A list's spec with its caches, as the functions below read it (types loosened once, here). */
type List = {
  spec: PagedListSpec<string, string, unknown, unknown, string>;
  statements: StatementCache;
  counts: CountCache;
  filterNames: string[];
  optional: Record<string, (value: Placeholder) => SQL>;
  optionNames: string[];
};

function whereOf(list: List, call: Call): SQL | undefined {
  const { spec } = list;
  const conditions: (SQL | undefined)[] = list.filterNames.map((name) =>
    eq(spec.filters[name] as PgColumn, sql.placeholder(name)),
  );
  for (const name of call.applied) conditions.push(list.optional[name]?.(sql.placeholder(name)));
  if (spec.where) conditions.push(spec.where);
  if (call.searching)
    conditions.push(or(...spec.search.map((column) => ilike(column, sql.placeholder('q')))));
  return and(...conditions);
}

/** The part of a statement's name that its conditions decide. */
function conditionKey(list: List, call: Call): string {
  const applied = call.applied.map((name) => list.optionNames.indexOf(name)).join('_');
  return `${applied ? `_o${applied}` : ''}${call.searching ? '_q' : ''}`;
}

/**
 * A statement is prepared (planned once, generically: see db/client.ts) unless it searches: the
 * best plan for a search depends on the text (a rare word: the trigram index; a common one: walk
 * the sort index), so searches are planned with their values each time.
 */
function finish(
  list: List,
  query: { prepare: (name: string) => unknown },
  key: string,
  searching: boolean,
): Prepared {
  return (searching ? query : query.prepare(`${list.spec.name}_${key}`)) as Prepared;
}

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
  return list.statements.get(db, key, () => {
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
  const statement = list.statements.get(db, key, () =>
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

function callOf(
  list: List,
  filters: Record<string, string | number | boolean>,
  q: string | undefined,
  options: PageOptions<string> | undefined,
): Call {
  const given = options?.optional ?? {};
  const applied = list.optionNames.filter((name) => given[name] !== undefined);
  const searching = Boolean(q);
  const params: Params = { ...options?.params, ...filters };
  for (const name of applied) params[name] = given[name];
  if (searching) params.q = `%${escapeLike(q ?? '')}%`;
  const countKey = JSON.stringify([
    list.filterNames.map((name) => filters[name]),
    applied.map((name) => [name, given[name]]),
    searching ? q : null,
  ]);
  return { searching, applied, params, countKey };
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
  return list.statements.get(db, key, () => {
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

/** The rows of one batch's ids, in the sort's order. */
function batchRowsStatement(list: List, db: Db, sort: { field: string; descending: boolean }) {
  const { field, descending } = sort;
  const key = `batch_rows_${field}_${descending ? 'desc' : 'asc'}`;
  return list.statements.get(db, key, () => {
    const { spec } = list;
    const sortKey = spec.sorts[field] as PgColumn;
    const rows = spec
      .select(db)
      .where(sql`${spec.id} = any(cast(${sql.placeholder('ids')} as ${sql.raw(spec.id.getSQLType())}[]))`)
      .orderBy(...(descending ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)]));
    return finish(list, rows, key, false);
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
  const rows = batchRowsStatement(list, db, sort);
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

/** Defines a paged list once (module level); its statements are prepared per database on first use. */
export function definePagedList<
  Field extends string,
  Filter extends string,
  Row,
  Item,
  Option extends string = never,
>(spec: PagedListSpec<Field, Filter, Row, Item, Option>): PagedList<Field, Filter, Item, Option> {
  const optional = (spec.optional ?? {}) as Record<string, (value: Placeholder) => SQL>;
  const list: List = {
    spec: spec as unknown as List['spec'],
    statements: new StatementCache(),
    counts: new CountCache(spec.countTtlMs ?? COUNT_TTL_MS),
    filterNames: Object.keys(spec.filters),
    optional,
    optionNames: Object.keys(optional),
  };
  return {
    invalidateCounts: (db) => list.counts.forget(db),
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
