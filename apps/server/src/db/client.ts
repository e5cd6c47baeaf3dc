import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { claimForOpening } from './data-dir-lock';
import { countedPglite, countedPostgres, createPoolCounter, type PoolUse } from './pool-use';

/** Both drivers expose the same PostgreSQL query builder; features only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle is usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` starts another from. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * LISTEN on a channel: `onMessage` gets each NOTIFY's payload, from any connection and, on
   * PostgreSQL, any server process (delivered at the notifying transaction's commit). PostgreSQL
   * listens on one dedicated connection of its own; PGlite in this process. Answers the unlisten.
   */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The connections in use and the work waiting for one, now (db/pool-use.ts; /metrics). */
  poolUse: () => PoolUse;
};

/** Defaults of DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS (config.ts). */
export const DEFAULT_DATABASE_TIMEOUTS = { connectMs: 5_000, statementMs: 15_000 };

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Connections per server process. Each request holds one only for a statement or two (prepared,
 * one round trip each), so a few more than the database server's cores keep it busy without
 * making it juggle idle backends; several processes share one PostgreSQL, so keep
 * processes x pool under its max_connections (100 by default).
 */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The PostgreSQL advisory lock the migrations run under (decision 058): any fixed number will do,
 * as long as every version of the server uses the same one ("TDMIGR" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x54444d494752;

/**
 * Runs the migrations on `client` (a pool of one connection, ended here) while holding
 * MIGRATION_LOCK_KEY. Several server processes starting at once on one database would otherwise
 * each read "nothing applied yet" and run the same migrations: one wins, the others fail on a
 * duplicate in PostgreSQL's catalog (the `drizzle` schema or a table created twice) and exit.
 * Under the lock the first migrates and the others wait, then find every migration applied and go
 * on. The lock belongs to the session (released with the connection, even when this process
 * dies), so it and every migration statement share the one connection. The wait has no statement
 * timeout: it lasts as long as the other process's migration, whose statements have theirs.
 */
async function migrateUnderLock(client: postgres.Sql): Promise<void> {
  try {
    await client.unsafe('set statement_timeout = 0');
    await client.unsafe(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await client.unsafe('reset statement_timeout');
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client.unsafe(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Connections per server process for searches, which are planned with their values: the main pool
 * plans every statement generically (`plan_cache_mode = force_generic_plan`), unprepared ones too,
 * and a generic plan cannot tell a rare word (the trigram index) from a common one (walk the sort
 * index): it took the trigram index for a search matching a tenth of 100,000 suppliers, 50 ms a
 * page (decision 059). This pool keeps PostgreSQL's default, under which an unprepared statement is
 * planned with its values every time.
 */
export const SEARCH_POOL_SIZE = 3;

const valuePlanned = new WeakMap<Db, Db>();

/**
 * The handle whose statements are planned with their values (searches, db/paging.ts): on
 * PostgreSQL the search pool of `db`'s database; otherwise `db` itself (PGlite plans as
 * PostgreSQL does by default).
 */
export function valuePlannedDb(db: Db): Db {
  return valuePlanned.get(db) ?? db;
}

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite: in `dataDir/pglite`, or in memory when
 * `dataDir` is null (tests).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number | undefined;
  /** PostgreSQL only: connection and statement timeouts (milliseconds); see DATABASE_*_TIMEOUT_MS. */
  timeouts?: { connectMs: number; statementMs: number } | undefined;
  /** PGlite only: start from this dumped data directory (the tests' migrated snapshot) instead of initdb. */
  loadDataDir?: Blob | undefined;
}): Database {
  if (options.databaseUrl) {
    const { connectMs, statementMs } = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    // Statements run through Drizzle's .prepare() are parsed once per connection (postgres.js
    // keeps them by text) and planned once: a generic plan, instead of PostgreSQL's default of
    // re-planning with the values whenever the generic plan's estimate looks worse (a LIMIT given
    // as a parameter always does). The setting holds for unnamed statements too: every statement
    // of this pool is planned without looking at its values, so the searches, whose best plan
    // depends on them, run on a pool of their own (SEARCH_POOL_SIZE, decision 059).
    // A server that is down or unreachable fails requests within connectMs (then 503) instead of
    // leaving them hanging; a runaway statement or an abandoned transaction is ended by PostgreSQL.
    const limits = {
      statement_timeout: statementMs,
      idle_in_transaction_session_timeout: Math.max(statementMs * 2, 60_000),
    };
    const common = { prepare: true, onnotice: () => {}, connect_timeout: connectMs / 1000 };
    const client = postgres(options.databaseUrl, {
      ...common,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      connection: { plan_cache_mode: 'force_generic_plan', ...limits },
    });
    const searchClient = postgres(options.databaseUrl, {
      ...common,
      max: SEARCH_POOL_SIZE,
      connection: limits,
    });
    const pool = createPoolCounter(options.poolSize ?? DEFAULT_POOL_SIZE);
    const db = drizzlePostgres(countedPostgres(client, pool), { casing: 'snake_case' }) as unknown as Db;
    valuePlanned.set(db, drizzlePostgres(searchClient, { casing: 'snake_case' }) as unknown as Db);
    const url = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      poolUse: pool.use,
      migrate: () => migrateUnderLock(postgres(url, { ...common, max: 1, connection: limits })),
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), searchClient.end({ timeout: 5 })]);
      },
      listen: async (channel, onMessage) => {
        const { unlisten } = await client.listen(channel, (payload) => onMessage(payload));
        return unlisten;
      },
    };
  }
  if (!options.dataDir) return pgliteDatabase(newPglite(undefined, options.loadDataDir));
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // Names this process as the data directory's user until it closes; refuses one open in another
  // live process (decision 057).
  const release = claimForOpening(options.dataDir);
  const database = pgliteDatabase(newPglite(dir, options.loadDataDir));
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        release();
      }
    },
  };
}

/** A PGlite engine in `dir` (in memory without), started from `loadDataDir` when given. */
export function newPglite(dir: string | undefined, loadDataDir?: Blob): PGlite {
  // pg_trgm backs the lists' search indexes (migration 0002), as on PostgreSQL.
  // (Options go in the one argument: PGlite ignores a second one when the first is undefined.)
  return new PGlite({ dataDir: dir, extensions: { pg_trgm }, loadDataDir });
}

/**
 * PGlite as this process shares it (decision 060): each statement and transaction first lets the
 * event loop turn. PGlite answers in this thread without any I/O, so one statement's promise
 * resolved straight into the next: a run of statements (a 10 MB file's 160 pieces, an export's
 * batches) kept the process from even reading other requests until it ended, seconds on end. A
 * turn costs microseconds; the other requests' statements then queue behind one statement, not the
 * whole run. A proxy: the engine itself is handed on from test file to test file.
 */
function takingTurns(client: PGlite): PGlite {
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const query = (async (...args: Parameters<PGlite['query']>) => {
    await nextTurn();
    return client.query(...args);
  }) as PGlite['query'];
  const exec = (async (...args: Parameters<PGlite['exec']>) => {
    await nextTurn();
    return client.exec(...args);
  }) as PGlite['exec'];
  const transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await nextTurn();
    return client.transaction(...args);
  }) as PGlite['transaction'];
  const own: Record<PropertyKey, unknown> = { query, exec, transaction };
  return new Proxy(client, {
    get: (target, property) => {
      if (property in own) return own[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The Database of a PGlite engine already made (openDatabase's; the tests keep one per worker). */
export function pgliteDatabase(client: PGlite): Database {
  // One engine runs one statement at a time: a pool of one.
  const pool = createPoolCounter(1);
  const db = drizzlePglite(countedPglite(takingTurns(client), pool), {
    casing: 'snake_case',
  }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    poolUse: pool.use,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

/** The installed PGlite's version (its package.json, found above its entry point: not exported). */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? '';
    } catch {}
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('@electric-sql/pglite/package.json not found');
    dir = parent;
  }
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return findPgCode(error) === '23505';
}

/**
 * True when a database error is a foreign-key violation: 23503, or 23001 (restrict_violation), which
 * an ON DELETE RESTRICT key raises when a referenced row is deleted.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = findPgCode(error);
  return code === '23503' || code === '23001';
}

/**
 * True when PostgreSQL ended the transaction to break a deadlock (40P01) or a serialization
 * conflict (40001): the whole transaction may be run again.
 */
export function isRetryableConflict(error: unknown): boolean {
  const code = findPgCode(error);
  return code === '40P01' || code === '40001';
}

function findPgCode(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
