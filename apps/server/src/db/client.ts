import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

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
};

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite: in `dataDir/pglite`, or in memory when
 * `dataDir` is null (tests).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Database {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db as never, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** True when a database error is a unique-constraint violation (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return findPgCode(error) === '23505';
}

/** True when a database error is a foreign-key violation (PostgreSQL code 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return findPgCode(error) === '23503';
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
