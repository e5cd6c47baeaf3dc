import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

/**
 * How much of the database's connections this process is using (decision 056): `size` connections
 * (the postgres.js pool's max; 1 for PGlite, which runs one statement at a time), `inUse` of them
 * busy, and `waiting` pieces of work asked for beyond them.
 *
 * Neither driver exposes its pool, so the work is counted where Drizzle hands it over: a statement
 * outside a transaction from when it is handed to the driver until it settles, a transaction from
 * `begin` until it commits or rolls back (its statements are the transaction's, not counted again).
 * Up to `size` at once, each has a connection of its own (postgres.js opens one per piece of work
 * before it queues or pipelines); beyond, the rest wait for one.
 */
export type PoolUse = { size: number; inUse: number; waiting: number };

export type PoolCounter = {
  use: () => PoolUse;
  /** Counts `work` until it settles, and hands it back unchanged. */
  track: <T extends PromiseLike<unknown>>(work: T) => T;
};

export function createPoolCounter(size: number): PoolCounter {
  let busy = 0;
  const done = () => {
    busy--;
  };
  return {
    use: () => ({ size, inUse: Math.min(busy, size), waiting: Math.max(0, busy - size) }),
    track: (work) => {
      busy++;
      // The caller awaits `work` itself; this only watches it (and must not leave a rejection unhandled).
      work.then(done, done);
      return work;
    },
  };
}

/**
 * The postgres.js client as Drizzle uses it, counted: `unsafe` (every statement Drizzle runs outside a
 * transaction) and `begin` (a transaction). A postgres.js query is a promise that starts when first
 * awaited; watching it starts it a microtask early, after the caller has chained `.values()`.
 */
export function countedPostgres(client: Sql, counter: PoolCounter): Sql {
  const unsafe: Sql['unsafe'] = (...args) => counter.track(client.unsafe(...args));
  const begin = ((...args: Parameters<Sql['begin']>) =>
    counter.track((client.begin as (...a: unknown[]) => Promise<unknown>)(...args))) as Sql['begin'];
  return new Proxy(client, {
    get: (target, property) => {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, target);
    },
  });
}

type PgliteWork = 'query' | 'exec' | 'transaction';
const PGLITE_WORK: readonly PgliteWork[] = ['query', 'exec', 'transaction'];

/**
 * The PGlite engine as Drizzle uses it, counted: `query`, `exec` and `transaction`. A proxy, not a
 * patched engine: the tests hand one engine from file to file (test/database.ts). PGlite's methods
 * use private fields, so every method runs on the engine itself.
 */
export function countedPglite(client: PGlite, counter: PoolCounter): PGlite {
  const bound = new Map<PropertyKey, unknown>();
  for (const name of PGLITE_WORK) {
    const method = client[name] as (...args: unknown[]) => Promise<unknown>;
    bound.set(name, (...args: unknown[]) => counter.track(method.apply(client, args)));
  }
  return new Proxy(client, {
    get: (target, property) => {
      const known = bound.get(property);
      if (known) return known;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      bound.set(property, method);
      return method;
    },
  });
}
