import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of DATABASE_URL when TEST_DB=postgres. Dropped again on close.
 */
export async function openFreshDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `td_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: null });
    await database.migrate();
    return {
      ...database,
      // Another pool on the same database (a second server process, in the outbox tests).
      url: url.toString(),
      close: async () => {
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const database = openDatabase({ dataDir: null });
  await database.migrate();
  return database;
}
