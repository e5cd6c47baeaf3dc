import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, type DbOrTx, isRetryableConflict, type Tx } from './client';

/** How many times a transaction ended by a deadlock or serialization failure is run in all. */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * Runs `work` in a transaction of its own, or, when `db` already is a transaction, in a savepoint
 * inside it. Write services take a `DbOrTx` and run through this, so a later feature can combine
 * several of them in one transaction (all land or none), while a failure translated by one service
 * (a unique violation turned into a 409) rolls back only that service's savepoint.
 *
 * A transaction of its own that PostgreSQL ends as a deadlock victim (40P01) or a serialization
 * failure (40001) is run again, up to TRANSACTION_ATTEMPTS in all, after a short random pause
 * (decision 041). Services take their locks in one order (the tender row first), so this is a
 * safety net, not the rule. A savepoint is never retried: its outer transaction is already
 * aborted, and the outermost `inTransaction` retries the whole.
 */
export async function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  // A transaction's own `transaction()` opens a savepoint; the two signatures differ only in that.
  if (db instanceof PgTransaction) return (db as unknown as Db).transaction(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await (db as Db).transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
