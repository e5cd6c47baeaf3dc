import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client';
import { migrationsFolder } from './client';

/**
 * The migrations this server's code was built for (decision 056): the hash Drizzle's migrator
 * records for each entry of `migrations/meta/_journal.json` (a SHA-256 of its SQL file), read once.
 */
let expected: readonly string[] | undefined;
function expectedHashes(folder: string): readonly string[] {
  if (folder !== migrationsFolder) return readMigrationFiles({ migrationsFolder: folder }).map((m) => m.hash);
  expected ??= readMigrationFiles({ migrationsFolder }).map((m) => m.hash);
  return expected;
}

/**
 * How many of the journal's migrations the database has not applied: each is looked up by its hash
 * in Drizzle's `drizzle.__drizzle_migrations`, the table the migrator fills. The whole journal when
 * that table does not exist yet (a database never migrated). Throws when the database does not answer.
 */
export async function pendingMigrations(db: Db, folder = migrationsFolder): Promise<number> {
  const hashes = expectedHashes(folder);
  const result = await db.execute(sql`
    select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  const present = rowsOf<{ present: boolean }>(result)[0]?.present;
  if (!present) return hashes.length;
  const applied = new Set(
    rowsOf<{ hash: string }>(await db.execute(sql`select hash from drizzle.__drizzle_migrations`)).map(
      (row) => row.hash,
    ),
  );
  return hashes.filter((hash) => !applied.has(hash)).length;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
