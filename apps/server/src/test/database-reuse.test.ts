import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openFreshDatabase, pgliteEnginesStarted } from './database';

/**
 * Decisions 055 and 063: a test file's database is handed to the next file emptied back to the
 * migrated state (PGlite keeps its engine, PostgreSQL its database). Either way the next file must
 * see exactly what the migrations left.
 */
const rows = async (database: Awaited<ReturnType<typeof openFreshDatabase>>, query: string) =>
  (await database.db.execute(sql.raw(query))) as unknown as { rows?: Record<string, unknown>[] } & Record<
    string,
    unknown
  >[];
const firstRow = async (database: Awaited<ReturnType<typeof openFreshDatabase>>, query: string) => {
  const result = await rows(database, query);
  return (result.rows ?? result)[0] ?? {};
};

const COUNTS = `select
  (select count(*) from categories)::int as categories,
  (select count(*) from audit_events)::int as audit,
  (select count(*) from document_types)::int as "documentTypes",
  (select count(*) from pg_indexes where indexname = 'td_reuse_probe')::int as probes`;

describe('a test database after another file used it', () => {
  it('holds only what the migrations left: rows, seeds and sequences', async () => {
    const first = await openFreshDatabase();
    const migrated = await firstRow(first, COUNTS);
    const sequence = await firstRow(first, `select nextval('purchase_request_number_seq')::int as n`);
    await first.db.execute(sql`insert into categories (name) values ('Left behind')`);
    await first.db.execute(sql`delete from document_types`);
    await first.close();

    const second = await openFreshDatabase();
    expect(await firstRow(second, COUNTS)).toEqual(migrated);
    expect(migrated.documentTypes).toBeGreaterThan(0);
    expect(await firstRow(second, `select nextval('purchase_request_number_seq')::int as n`)).toEqual(
      sequence,
    );
    await second.close();
  });

  it('is not handed on when the file changed the schema', async () => {
    const first = await openFreshDatabase();
    await first.db.execute(sql.raw('create index td_reuse_probe on categories (created_at)'));
    const started = pgliteEnginesStarted();
    await first.close();

    const second = await openFreshDatabase();
    expect((await firstRow(second, COUNTS)).probes).toBe(0);
    if (second.kind === 'pglite') expect(pgliteEnginesStarted()).toBe(started + 1);
    else expect(second.url).not.toBe(first.url);
    await second.close();
  });

  it('keeps one PGlite engine from file to file', async () => {
    const first = await openFreshDatabase();
    if (first.kind !== 'pglite') return first.close();
    await first.close();
    const started = pgliteEnginesStarted();
    const second = await openFreshDatabase();
    expect(pgliteEnginesStarted()).toBe(started);
    await second.close();
  });

  it('keeps one PostgreSQL database from file to file, and ends what a file left connected', async () => {
    const first = await openFreshDatabase();
    if (first.kind !== 'postgres' || !first.url) return first.close();
    // A second pool on the same database, left open (a test's second server process).
    const other = postgres(first.url, { max: 1, onnotice: () => {} });
    const backend = async () => (await other<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]?.pid;
    const before = await backend();
    await first.close();
    // Its connection was ended (postgres.js opens a new one for the next query).
    expect(await backend()).not.toBe(before);
    await other.end();

    const second = await openFreshDatabase();
    expect(second.url).toBe(first.url);
    await second.close();
  });
});
