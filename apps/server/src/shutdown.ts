import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/** What runs beside the HTTP server: started once it listens, stopped before the database closes. */
export type Background = { start: () => void; stop: () => Promise<void> };

export type ShutdownOptions = {
  /** The most the whole shutdown may take: requests and job runs still going then are cut. */
  graceMs: number;
  /** How long the server keeps accepting and serving as before, not ready, before it stops listening. */
  drainMs: number;
};

/** Resolves true when `work` settles within `ms`, false when the time runs out first. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  const settled = work.then(
    () => true,
    () => true,
  );
  const late = sleep(Math.max(0, ms), false, { signal: timer.signal }).catch(() => false);
  const done = await Promise.race([settled, late]);
  timer.abort();
  return done;
}

/**
 * A graceful stop (decision 056), on SIGTERM or SIGINT:
 *
 * 1. /api/ready answers 503 (a proxy stops sending new work); the background jobs take no new run,
 *    and the run in flight goes on.
 * 2. For `drainMs` everything else goes on as before: connections stay open and are served, so a
 *    proxy has time to notice, and no client is pushed to open new connections meanwhile.
 * 3. The listener closes: a new connection is refused. Every answer from then on closes its
 *    connection (`Connection: close`), a connection idle for a second is closed, requests in flight
 *    (an upload, an export, a slow client) finish, and open event streams end (preClose hooks).
 *    No connection is closed while its client may be sending on it (plugins/lifecycle.ts).
 * 4. Whatever is still open `graceMs` after the signal is cut, and logged.
 * 5. The database closes once the requests and the job runs are over; then the process exits 0
 *    (1 when something failed on the way).
 */
export function createShutdown(input: {
  app: FastifyInstance;
  database: Database;
  background: Background;
  options: ShutdownOptions;
  exit?: (code: number) => void;
}) {
  const { app, database, background, options } = input;
  const exit = input.exit ?? ((code: number) => process.exit(code));
  let started: Promise<void> | null = null;

  async function run(signal: string) {
    const deadline = Date.now() + options.graceMs;
    const left = () => deadline - Date.now();
    app.lifecycle.beginShutdown();
    app.log.info({ graceMs: options.graceMs, drainMs: options.drainMs }, `${signal} received, shutting down`);
    const jobs = background.stop();
    await sleep(Math.min(options.drainMs, options.graceMs));
    app.lifecycle.closeConnectionsGently();
    const http = app.close();
    if (!(await within(http, left()))) {
      const cut = await new Promise<number>((resolve) =>
        app.server.getConnections((_error, count) => resolve(count)),
      );
      app.log.warn({ connections: cut }, 'shutdown grace over: closing the connections still open');
      app.server.closeAllConnections();
      // Closed connections let the server close; its onClose hooks get a little more time.
      if (!(await within(http, 5_000))) app.log.warn('the HTTP server did not finish closing');
    }
    if (!(await within(jobs, left()))) app.log.warn('shutdown grace over: a background job run is cut');
    await database.close();
    app.log.info('shut down');
  }

  return (signal: string): Promise<void> => {
    started ??= run(signal).then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
    return started;
  };
}
