import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/database';
import { type Database, valuePlannedDb } from './client';

/*
 * Searches are planned with their values (decision 059): on PostgreSQL they run on a pool of their
 * own that keeps PostgreSQL's default plan_cache_mode, while the main pool plans every statement
 * generically; PGlite (one engine, PostgreSQL's default) is its own search handle.
 */

let database: Database;

beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

async function planCacheMode(db: Database['db']): Promise<string> {
  const result = await db.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`);
  const rows = Array.isArray(result) ? result : (result as { rows: { plan_cache_mode: string }[] }).rows;
  return rows[0]?.plan_cache_mode ?? '';
}

describe('the search pool', () => {
  it('plans searches with their values, and everything else generically', async () => {
    const searchDb = valuePlannedDb(database.db);
    if (database.kind === 'postgres') {
      expect(searchDb).not.toBe(database.db);
      expect(await planCacheMode(database.db)).toBe('force_generic_plan');
      expect(await planCacheMode(searchDb)).toBe('auto');
    } else {
      expect(searchDb).toBe(database.db);
      expect(await planCacheMode(searchDb)).toBe('auto');
    }
  });

  it('reads the same database as the main pool', async () => {
    const searchDb = valuePlannedDb(database.db);
    const name = (db: Database['db']) => db.execute<{ db: string }>(sql`select current_database() as db`);
    const rows = (result: unknown) =>
      Array.isArray(result) ? result : (result as { rows: { db: string }[] }).rows;
    expect(rows(await name(searchDb))).toEqual(rows(await name(database.db)));
  });
});
