import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/database';
import type { Database } from './client';
import { inTransaction, TRANSACTION_ATTEMPTS } from './transaction';

/* Retries of deadlock victims and serialization failures (decision 041). */

let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(() => database.close());

/** A driver error as drizzle wraps it: the SQLSTATE on the cause. */
const pgError = (code: string) => Object.assign(new Error('failed query'), { cause: { code } });

describe('inTransaction', () => {
  it('runs a transaction ended by a deadlock (40P01) or serialization failure (40001) again', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const answer = await inTransaction(database.db, async (tx) => {
        runs++;
        await tx.execute(sql`select 1`);
        if (runs === 1) throw pgError(code);
        return 'done';
      });
      expect(answer).toBe('done');
      expect(runs).toBe(2);
    }
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} runs, and never retries other errors or a savepoint`, async () => {
    let runs = 0;
    await expect(
      inTransaction(database.db, async () => {
        runs++;
        throw pgError('40P01');
      }),
    ).rejects.toThrow('failed query');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    runs = 0;
    await expect(
      inTransaction(database.db, async () => {
        runs++;
        throw pgError('23505');
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
    runs = 0;
    let outer = 0;
    await expect(
      inTransaction(database.db, async (tx) => {
        outer++;
        await inTransaction(tx, async () => {
          runs++;
          throw new Error('not retried');
        });
      }),
    ).rejects.toThrow('not retried');
    expect([outer, runs]).toEqual([1, 1]);
  });
});
