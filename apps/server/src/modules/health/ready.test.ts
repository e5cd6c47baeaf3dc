import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { pendingMigrations } from '../../db/migration-state';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../../test/app';

/*
 * /api/ready (decision 056): ready when the database answers and every migration of the journal is
 * applied; not ready (503) without one or the other, and from the moment shutdown begins. /api/health
 * keeps its shape (spec section 7).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Applied = { id: number; hash: string; created_at: string };
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

describe('/api/ready', () => {
  it('is not ready while a migration of the journal is not applied, then ready', async () => {
    // The newest migration's record taken away: as a database one version behind this code.
    const [newest] = rowsOf<Applied>(
      await ctx.db.execute(
        sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    if (!newest) throw new Error('no migration recorded');
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      expect(await pendingMigrations(ctx.db)).toBe(1);
      const behind = await ctx.call('GET', '/api/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({
        status: 'not-ready',
        reason: 'migrations-pending',
        pendingMigrations: 1,
      });
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`,
      );
    }
    const ready = await ctx.call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('counts every migration as pending on a database never migrated', async () => {
    await ctx.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`);
    try {
      const journal = rowsOf<{ n: number }>(
        await ctx.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations_away`),
      )[0]?.n;
      expect(await pendingMigrations(ctx.db)).toBe(journal);
    } finally {
      await ctx.db.execute(sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`);
    }
  });

  it('is not ready from the moment shutdown begins, while /api/health keeps its answer', async () => {
    ctx.app.lifecycle.beginShutdown();
    const response = await ctx.call('GET', '/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
    // While it drains, connections are kept: answers do not close them.
    expect(response.headers.connection).not.toBe('close');
    const health = await ctx.call('GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: ctx.database.kind });
    // Once the server stops listening, every answer closes its connection.
    ctx.app.lifecycle.closeConnectionsGently();
    const last = await ctx.call('GET', '/api/health');
    expect(last.statusCode).toBe(200);
    expect(last.headers.connection).toBe('close');
  });

  it('is not ready when the database does not answer', async () => {
    // Nothing listens on port 1: every statement fails within the connect timeout.
    const database = openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: null,
      timeouts: { connectMs: 500, statementMs: 1_000 },
    });
    const app = await buildApp({
      config: { jwtSecret: TEST_JWT_SECRET, logLevel: 'silent', webDistDir: undefined },
      database,
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', reason: 'database-unavailable' });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
