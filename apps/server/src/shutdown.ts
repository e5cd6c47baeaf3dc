import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/** What runs beside the HTTP server: started once it listens, stopped before the database closes. */
export type Background = { start: () => void; stop: () => Promise<void> };

export type ShutdownOptions = {
  /** The most the whole shutdown may take: requests and job runs still going then are cut. */
  graceMs: number;
  /** How long the server keeps accepting, answering with `Connection: close`, before it stops. */
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
 * 1. /api/ready answers 503 and every answer carries `Connection: close` (plugins/lifecycle.ts); the
 *    background jobs stop taking new runs, and the run in flight goes on.
 * 2. For `drainMs` the server still accepts and serves: each keep-alive connection in use gets one
 *    more answer, which closes it, so no client sends a request on a connection being closed.
 * 3. The listener closes: new connections are refused; idle connections are closed; requests in
 *    flight (an upload, an export, a slow client) finish. Open event streams end (preClose hooks).
 * 4. Whatever is left when `graceMs` is over since the signal is cut, and logged.
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
