import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { closeDueAuctions } from '../../shared/close-auctions';
import type { Notifier } from '../../shared/notify';

/*
 * The reverse auctions' closing job (issue 22, decision 050): every second, in every server
 * process, one indexed query (auctions_due_idx) finds the auctions past their end; each is claimed
 * by exactly one process (`update ... where closed_at is null ... returning`, shared/close-auctions.ts)
 * and closed there. The first read after the end closes it too, so nothing waits on this job.
 */

export type AuctionCloseJob = {
  start: () => void;
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Runs `closeDueAuctions` every `intervalMs` (1 s by default). Stopping waits for the run in flight. */
export function createAuctionCloseJob(input: {
  db: Db;
  notifier: Notifier;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
}): AuctionCloseJob {
  const intervalMs = input.intervalMs ?? 1_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<string[]> | null = null;
  let stopped = true;

  const runOnce = async () => {
    running = closeDueAuctions(input.db, input.notifier);
    try {
      const closed = await running;
      if (closed.length > 0) input.log?.info({ auctions: closed }, 'reverse auctions closed');
      return closed.length;
    } finally {
      running = null;
    }
  };
  const tick = async () => {
    try {
      await runOnce();
    } catch (error) {
      input.log?.error({ err: error }, 'closing reverse auctions failed');
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
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
      await running?.catch(() => undefined);
    },
  };
}
