import type { DbOrTx } from './client';
import { withCompiledRows } from './row-mapper';

/**
 * A statement built once per database handle (or transaction) and then only executed: Drizzle
 * builds a query's SQL text anew on every `await` (a fifth of a small request's CPU under load),
 * and PostgreSQL parses and plans an unprepared statement on every run. A prepared statement skips
 * both (postgres.js prepares it once per connection, by its text; the pool plans it generically,
 * see db/client.ts). So only statements whose best plan does not depend on the values are prepared
 * (a lookup by key, a join on it); searches are not (decision 015). Decision 059. A prepared
 * select's rows are mapped by a function compiled for its columns (db/row-mapper.ts, decision 067).
 *
 *   const supplierById = preparedPerDb((db) =>
 *     db.select().from(suppliers).where(eq(suppliers.id, sql.placeholder('id'))).prepare('supplier_by_id'));
 *   const [row] = await supplierById(db).execute({ id });
 */
export function preparedPerDb<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = withCompiledRows(build(db));
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
