import type { FastifyBaseLogger } from 'fastify';
import { type JobRunHook, observeRun } from '../core/job-run';

/*
 * A job every server process runs on the server's clock (the closing reminders, the document
 * expiry reminders, the reverse auctions' closing): `run` every `intervalMs`, the first at once.
 * Each job's own work claims what it does in the database, so as many processes as run it, each
 * thing is done once; a run that fails is logged and the next one goes on. Stopping waits for the
 * run in flight.
 */

export type PeriodicJob = {
  start: () => void;
  /** One run now: how many things it did (logged when any). */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
};

export function createPeriodicJob(input: {
  /** What it does, for the log: "closing reminders sent" / "closing reminders failed". */
  done: string;
  failed: string;
  intervalMs: number;
  /** One run: what it did, counted (and logged under `key`). */
  run: () => Promise<number>;
  key: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Told of every run, timed, and whether it failed (the metrics' hook). */
  onRun?: JobRunHook | undefined;
}): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  // Every run in flight, the timer's and any runOnce() a caller made: stop() waits for them all.
  const running = new Set<Promise<number>>();
  let stopped = true;

  const runOnce = async () => {
    const run = observeRun(input.run, input.onRun);
    running.add(run);
    try {
      const n = await run;
      if (n > 0) input.log?.info({ [input.key]: n }, input.done);
      return n;
    } finally {
      running.delete(run);
    }
  };
  const tick = async () => {
    try {
      await runOnce();
    } catch (error) {
      input.log?.error({ err: error }, input.failed);
    }
    if (!stopped) timer = setTimeout(() => void tick(), input.intervalMs);
  };
  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(() => void tick(), 0);
    },
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled(running);
    },
  };
}
