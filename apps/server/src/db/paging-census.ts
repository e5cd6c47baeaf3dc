import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';
import {
  type Call,
  conditionKey,
  finish,
  type List,
  MAX_CACHED_COUNTS,
  type Params,
  rowsByIdsStatement,
  whereOf,
} from './paging-parts';

/*
 * Anchored pages (decision 059), for lists that opt in with `anchored: true`: a census of the list
 * (per filter, search and sort field) counts its rows and keeps the sort key and id of every
 * `step`-th one. A page then starts its index scan at the nearest anchor at or before its first row
 * (`(key, id) >= anchor`) and skips fewer than `step` rows, wherever it lies: the middle page of
 * 100,000 suppliers skips a few dozen index entries instead of 16,000, and a search that matches
 * no row near the start of the sort (a common word, 10 % of the rows) no longer walks past them.
 *
 * The census replaces the count, and is kept like a count (COUNT_TTL_MS; writers invalidate it in
 * this process). Once it has aged, the next call starts a new one in the background and is served
 * the old one meanwhile, so callers never queue behind a census, and one runs at a time per key.
 * What another process wrote shows as it shows in counts: within the time to live, a page's rows
 * may sit a few places off (rows added before its anchor), as with plain offsets between two loads;
 * each page is still a run of the list's current rows in its order.
 */

/**
 * Anchors per census at most (the memory a census holds) and the fewest rows between two. A list of
 * at most MAX_ANCHORS rows keeps every row: its pages are read by id, without a scan (a narrow search).
 */
export const MAX_ANCHORS = 1_000;
export const MIN_ANCHOR_STEP = 20;

/** The row at 1-based position `n` of the ascending sort: its key (as text) and id. */
type Anchor = { n: number; key: string; id: string };
export type Census = { total: number; anchors: Anchor[] };
type Entry = { census?: Census; expires: number; pending?: Promise<Census> };

/** Censuses of one list per database, filter, search and sort field, each kept for `ttl` ms. */
export class CensusCache {
  #byDb = new WeakMap<DbOrTx, Map<string, Entry>>();
  /** Bumped by every invalidation: a census started before one is not kept. */
  #generation = 0;

  constructor(private readonly ttl: number) {}

  #of(db: Db): Map<string, Entry> {
    let entries = this.#byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.#byDb.set(db, entries);
    }
    return entries;
  }

  /** The census of `key`: a fresh one, else an aged one while another is taken, else a new one. */
  async get(db: Db, key: string, take: () => Promise<Census>): Promise<Census> {
    const entries = this.#of(db);
    const entry = entries.get(key);
    if (entry?.census && entry.expires > Date.now()) return entry.census;
    if (entry?.pending) return entry.census ?? entry.pending;
    const generation = this.#generation;
    const pending = take().then(
      (census) => {
        if (generation === this.#generation)
          this.#keep(entries, key, { census, expires: Date.now() + this.ttl });
        else if (entries.get(key)?.pending === pending) entries.delete(key);
        return census;
      },
      (error: unknown) => {
        if (entries.get(key)?.pending === pending) entries.delete(key);
        throw error;
      },
    );
    this.#keep(entries, key, { ...entry, expires: entry?.expires ?? 0, pending });
    if (!entry?.census) return pending;
    // Served the aged census; the new one's failure surfaces at the next call that needs it.
    pending.catch(() => {});
    return entry.census;
  }

  #keep(entries: Map<string, Entry>, key: string, entry: Entry) {
    entries.delete(key);
    if (entries.size >= MAX_CACHED_COUNTS) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  forget(db: DbOrTx) {
    this.#generation++;
    if (!this.#byDb.delete(db)) this.#byDb = new WeakMap();
  }
}

/** The sort key of an anchored list's field: a non-null column (checked when the list is defined). */
const sortColumn = (list: List, field: string) => list.spec.sorts[field] as PgColumn;

/** `(key, id) >= (anchor)`, the anchor's key carried as text and cast back to the column's type. */
function atOrAfterAnchor(list: List, field: string): SQL {
  const sortKey = sortColumn(list, field);
  const cast = (name: string, column: PgColumn) =>
    sql`cast(${sql.placeholder(name)} as ${sql.raw(column.getSQLType())})`;
  return sql`(${sortKey}, ${list.spec.id}) >= (${cast('anchorKey', sortKey)}, ${cast('anchorId', list.spec.id)})`;
}

/**
 * The census statement: every matching row numbered in the ascending sort (an index scan), of which
 * the first and every step-th are answered with the total; step = max(MIN_ANCHOR_STEP,
 * total / MAX_ANCHORS), or 1 (every row) when there are at most MAX_ANCHORS.
 */
function censusStatement(list: List, db: Db, field: string, call: Call) {
  const key = `census_${field}${conditionKey(list, call)}`;
  return list.statements.get(db, key, call.searching, (db) => {
    const { spec } = list;
    const sortKey = sortColumn(list, field);
    const numbered = db
      .select({
        key: sql<string>`cast(${sortKey} as text)`.as('anchor_key'),
        id: sql<string>`${spec.id}`.as('anchor_id'),
        n: sql<number>`row_number() over (order by ${sortKey}, ${spec.id})`.as('n'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(spec.table)
      .where(whereOf(list, call))
      .as('numbered');
    const [min, max] = [sql.raw(String(MIN_ANCHOR_STEP)), sql.raw(String(MAX_ANCHORS))];
    const step = sql`case when ${numbered.total} <= ${max} then 1 else greatest(${min}, ceil(${numbered.total}::numeric / ${max})::int) end`;
    const query = db
      .select({ key: numbered.key, id: numbered.id, n: numbered.n, total: numbered.total })
      .from(numbered)
      .where(sql`(${numbered.n} - 1) % ${step} = 0`)
      .orderBy(numbered.n);
    return finish(list, query, key, call.searching);
  });
}

/** Takes a census of the call's rows in the ascending sort of `field`. */
export async function takeCensus(list: List, db: Db, field: string, call: Call): Promise<Census> {
  const rows = (await censusStatement(list, db, field, call).execute(call.params)) as {
    key: string;
    id: string;
    n: number | string;
    total: number | string;
  }[];
  const total = Number(rows[0]?.total ?? 0);
  return { total, anchors: rows.map((row) => ({ n: Number(row.n), key: row.key, id: row.id })) };
}

/** The last anchor at or before 0-based position `start`, or undefined when it is before the first. */
export function anchorAtOrBefore(census: Census, start: number): Anchor | undefined {
  const { anchors } = census;
  let low = 0;
  let high = anchors.length - 1;
  let found: Anchor | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const anchor = anchors[middle] as Anchor;
    if (anchor.n - 1 <= start) {
      found = anchor;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Ids of `limit` rows of the ascending sort from an anchor (or the start), skipping `offset`. */
function anchoredIds(list: List, db: Db, field: string, call: Call, fromAnchor: boolean) {
  const { spec } = list;
  const sortKey = sortColumn(list, field);
  return db
    .select({ id: spec.id })
    .from(spec.table)
    .where(and(whereOf(list, call), fromAnchor ? atOrAfterAnchor(list, field) : undefined))
    .orderBy(asc(sortKey), asc(spec.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** A page's ids, then in the same statement the rows the list shows, in the displayed order. */
function anchoredPageStatement(
  list: List,
  db: Db,
  sort: { field: string; descending: boolean },
  call: Call,
  fromAnchor: boolean,
) {
  const { field, descending } = sort;
  const key = `anchored_${field}_${descending ? 'desc' : 'asc'}${fromAnchor ? '_at' : ''}${conditionKey(list, call)}`;
  return list.statements.get(db, key, false, (db) => {
    const { spec } = list;
    const sortKey = sortColumn(list, field);
    const order = descending ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)];
    const rows = spec
      .select(db)
      .where(sql`${spec.id} = any(array(${anchoredIds(list, db, field, call, fromAnchor)}))`)
      .orderBy(...order);
    return finish(list, rows, key, false);
  });
}

/**
 * A search's page: its ids alone, planned with the values on the search pool (planning the joins
 * of the rows there too cost more than the page), then its rows by a prepared statement.
 */
async function searchedPage(
  list: List,
  db: Db,
  sort: { field: string; descending: boolean },
  call: Call,
  fromAnchor: boolean,
  params: Params,
): Promise<unknown[]> {
  const key = `anchored_ids_${sort.field}${fromAnchor ? '_at' : ''}${conditionKey(list, call)}`;
  const statement = list.statements.get(db, key, true, (db) =>
    finish(list, anchoredIds(list, db, sort.field, call, fromAnchor), key, true),
  );
  const ids = (await statement.execute(params)) as { id: string }[];
  if (ids.length === 0) return [];
  return rowsByIdsStatement(list, db, sort).execute({
    ...call.params,
    ids: `{${ids.map((row) => row.id).join(',')}}`,
  });
}

/**
 * The rows of a page whose ids a complete census gave, in the displayed order. The list's filters
 * are applied again (a row that left the list since the census is not shown); the search is not
 * (it was matched at most a census's age ago), so the statement is prepared on the main pool.
 */
function rowsOfIdsStatement(list: List, db: Db, sort: { field: string; descending: boolean }, call: Call) {
  const { field, descending } = sort;
  const filtered: Call = { ...call, searching: false };
  const key = `anchored_rows_${field}_${descending ? 'desc' : 'asc'}${conditionKey(list, filtered)}`;
  return list.statements.get(db, key, false, (db) => {
    const { spec } = list;
    const sortKey = sortColumn(list, field);
    const ids = sql`${spec.id} = any(cast(${sql.placeholder('ids')} as ${sql.raw(spec.id.getSQLType())}[]))`;
    const order = descending ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)];
    const rows = spec
      .select(db)
      .where(and(ids, whereOf(list, filtered)))
      .orderBy(...order);
    return finish(list, rows, key, false);
  });
}

/**
 * One page of an anchored list and its total. A descending page is the same rows read ascending
 * from the other end (so one census serves both directions), shown in descending order.
 */
export async function readAnchoredPage(
  list: List,
  db: Db,
  sort: { field: string; descending: boolean },
  call: Call,
  page: { offset: number; pageSize: number },
): Promise<{ rows: unknown[]; total: number }> {
  const census = await list.censuses.get(db, `${call.countKey}|${sort.field}`, () =>
    takeCensus(list, db, sort.field, call),
  );
  const { total } = census;
  if (page.offset >= total) return { rows: [], total };
  const start = sort.descending ? Math.max(0, total - page.offset - page.pageSize) : page.offset;
  const limit = sort.descending ? total - page.offset - start : page.pageSize;
  if (census.anchors.length === total) {
    const ids = census.anchors.slice(start, start + limit).map((anchor) => anchor.id);
    const rows = await rowsOfIdsStatement(list, db, sort, call).execute({
      ...call.params,
      ids: `{${ids.join(',')}}`,
    });
    return { rows, total };
  }
  const anchor = anchorAtOrBefore(census, start);
  const params: Params = { ...call.params, limit, offset: anchor ? start - (anchor.n - 1) : start };
  if (anchor) Object.assign(params, { anchorKey: anchor.key, anchorId: anchor.id });
  const fromAnchor = anchor !== undefined;
  const rows = call.searching
    ? await searchedPage(list, db, sort, call, fromAnchor, params)
    : await anchoredPageStatement(list, db, sort, call, fromAnchor).execute(params);
  return { rows, total };
}
