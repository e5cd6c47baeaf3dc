import type { Db, DbOrTx, Tx } from './client';

/**
 * Runs `work` in a transaction of its own, or, when `db` already is a transaction, in a savepoint
 * inside it. Write services take a `DbOrTx` and run through this, so a later feature can combine
 * several of them in one transaction (all land or none), while a failure translated by one service
 * (a unique violation turned into a 409) rolls back only that service's savepoint.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  // A transaction's own `transaction()` opens a savepoint; the two signatures differ only in that.
  return (db as Db).transaction(work);
}
