import { and, asc, desc, eq, ilike, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, valuePlannedDb } from './client';
import type { PagedListSpec, PageOptions } from './paging';
import type { CensusCache } from './paging-census';
import { withCompiledRows } from './row-mapper';

/*
 * The pieces of a paged list (db/paging.ts) that its page, count, census and batch statements share:
 * the list with its caches, one call's shape, its where clause and its prepared statements.
 */

/** How long a counted total is reused. */
export const COUNT_TTL_MS = 5_000;
/** Distinct filter-and-search totals kept per list (searches are many; the oldest go first). */
export const MAX_CACHED_COUNTS = 1_000;

/** `%` and `_` typed by the user are literal characters, not wildcards (backslash is LIKE's escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type Params = Record<string, unknown>;
export type Prepared = { execute: (params: Params) => Promise<unknown[]> };
type CachedCount = { total: number; expires: number };

/** The statements of one list, prepared once per database and kind (sort, direction, conditions). */
export class StatementCache {
  #byDb = new WeakMap<Db, Map<string, Prepared>>();

  /**
   * The statement `key` of `db`, built on first use with the handle it runs on: a search's on the
   * pool that plans with the values (db/client.ts `valuePlannedDb`, decision 059), the others on
   * `db`, whose pool plans them once, generically.
   */
  get(db: Db, key: string, searching: boolean, build: (runsOn: Db) => Prepared): Prepared {
    const runsOn = searching ? valuePlannedDb(db) : db;
    let byKey = this.#byDb.get(runsOn);
    if (!byKey) {
      byKey = new Map();
      this.#byDb.set(runsOn, byKey);
    }
    let prepared = byKey.get(key);
    if (!prepared) {
      prepared = build(runsOn);
      byKey.set(key, prepared);
    }
    return prepared;
  }
}

/** Counted totals of one list per database, filter and search, each kept for `ttl` ms. */
export class CountCache {
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
export type Call = { searching: boolean; applied: string[]; params: Params; countKey: string };

/** A list's spec with its caches, as the functions below read it (types loosened once, here). */
export type List = {
  spec: PagedListSpec<string, string, unknown, unknown, string>;
  statements: StatementCache;
  counts: CountCache;
  censuses: CensusCache;
  filterNames: string[];
  optional: Record<string, (value: Placeholder) => SQL>;
  optionNames: string[];
};

export function whereOf(list: List, call: Call): SQL | undefined {
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
export function conditionKey(list: List, call: Call): string {
  const applied = call.applied.map((name) => list.optionNames.indexOf(name)).join('_');
  return `${applied ? `_o${applied}` : ''}${call.searching ? '_q' : ''}`;
}

/**
 * A statement is prepared (planned once, generically: see db/client.ts) unless it searches: the
 * best plan for a search depends on the text (a rare word: the trigram index; a common one: walk
 * the sort index), so searches run unprepared on the pool that plans with the values.
 */
export function finish(
  list: List,
  query: { prepare: (name: string) => unknown },
  key: string,
  searching: boolean,
): Prepared {
  return (searching ? query : withCompiledRows(query.prepare(`${list.spec.name}_${key}`))) as Prepared;
}

export function callOf(
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

/** The rows of the given ids (`{id,...}`), in the sort's order: an export's batch, a search's page. */
export function rowsByIdsStatement(list: List, db: Db, sort: { field: string; descending: boolean }) {
  const { field, descending } = sort;
  const key = `batch_rows_${field}_${descending ? 'desc' : 'asc'}`;
  return list.statements.get(db, key, false, (db) => {
    const { spec } = list;
    const sortKey = spec.sorts[field] as PgColumn;
    const rows = spec
      .select(db)
      .where(sql`${spec.id} = any(cast(${sql.placeholder('ids')} as ${sql.raw(spec.id.getSQLType())}[]))`)
      .orderBy(...(descending ? [desc(sortKey), desc(spec.id)] : [asc(sortKey), asc(spec.id)]));
    return finish(list, rows, key, false);
  });
}
