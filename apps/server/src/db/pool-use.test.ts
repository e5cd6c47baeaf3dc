import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/database';
import type { Database } from './client';
import { inTransaction } from './transaction';

/*
 * The pool's use as /metrics reports it (decision 056), on the real driver: a transaction holds a
 * connection until it ends, statements beyond the pool's size wait, and everything is given back.
 */

let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

/** A transaction that holds its connection until `release` is called. */
function heldTransaction() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = () => {};
  const inside = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = inTransaction(database.db, async (tx) => {
    await tx.execute(sql`select 1`);
    started();
    await held;
  });
  return { inside, release, done };
}

describe('the pool use', () => {
  it('is empty at rest', () => {
    const use = database.poolUse();
    expect(use).toEqual({ size: database.kind === 'pglite' ? 1 : 10, inUse: 0, waiting: 0 });
  });

  it('counts a transaction as long as it holds its connection, and statements beyond the size as waiting', async () => {
    const { size } = database.poolUse();
    const transactions = Array.from({ length: size }, heldTransaction);
    let statement: Promise<unknown> = Promise.resolve();
    try {
      // PGlite runs one transaction at a time: with its size of 1, there is one.
      await Promise.all(transactions.map((transaction) => transaction.inside));
      expect(database.poolUse()).toEqual({ size, inUse: size, waiting: 0 });
      // Drizzle starts a statement when it is awaited; then it waits for a connection.
      statement = database.db.execute(sql`select 1`).then((result) => result);
      await expect
        .poll(() => database.poolUse(), { timeout: 30_000 })
        .toEqual({ size, inUse: size, waiting: 1 });
    } finally {
      for (const transaction of transactions) transaction.release();
      await Promise.all(transactions.map((transaction) => transaction.done));
      await statement;
    }
    expect(database.poolUse()).toEqual({ size, inUse: 0, waiting: 0 });
  });

  it('gives back the connection of a statement that fails', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(database.poolUse().inUse).toBe(0);
  });
});
