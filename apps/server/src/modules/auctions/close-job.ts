import type { FastifyBaseLogger } from 'fastify';
import type { JobRunHook } from '../../core/job-run';
import type { Db } from '../../db/client';
import { closeDueAuctions } from '../../shared/close-auctions';
import type { Notifier } from '../../shared/notify';
import { createPeriodicJob, type PeriodicJob } from '../../shared/periodic-job';

/*
 * The reverse auctions' closing job (issue 22, decision 050): every second, in every server
 * process, one indexed query (auctions_due_idx) finds the auctions past their end; each is claimed
 * by exactly one process (`update ... where closed_at is null ... returning`, shared/close-auctions.ts)
 * and closed there. The first read after the end closes it too, so nothing waits on this job.
 */

export type AuctionCloseJob = PeriodicJob;

/** Runs `closeDueAuctions` every `intervalMs` (1 s by default). Stopping waits for the run in flight. */
export function createAuctionCloseJob(input: {
  db: Db;
  notifier: Notifier;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  /** Told of every run (the metrics' hook, decision 056). */
  onRun?: JobRunHook;
}): AuctionCloseJob {
  return createPeriodicJob({
    done: 'reverse auctions closed',
    failed: 'closing reverse auctions failed',
    key: 'auctions',
    intervalMs: input.intervalMs ?? 1_000,
    run: async () => (await closeDueAuctions(input.db, input.notifier)).length,
    log: input.log,
    onRun: input.onRun,
  });
}
