import type { FastifyBaseLogger } from 'fastify';
import { type JobRunHook, observeRun } from '../core/job-run';
import type { Db } from '../db/client';
import { type ClaimedEmail, claimDueEmails, markEmailAttemptFailed, markEmailSent } from '../db/outbox';
import { describeSendError, type MailTransport } from './transport';

export type MailWorkerOptions = {
  /** How often to look for due emails when the last look found none. */
  pollMs: number;
  /** Emails claimed at once. */
  batchSize: number;
  /** How long a claim lasts; an email still Sending after it is claimed again (crashed worker). */
  leaseMs: number;
  /** Attempts before an email is Failed. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
};

/**
 * Defaults: a look every 2 s, leases of 2 minutes (well past the transport's 30 s timeouts), and
 * 5 attempts spaced 1, 2, 4, 8 minutes apart (Failed about a quarter of an hour after the first).
 */
export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  pollMs: 2_000,
  batchSize: 10,
  leaseMs: 120_000,
  maxAttempts: 5,
  retryBaseMs: 60_000,
  maxRetryDelayMs: 60 * 60_000,
};

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: base × 2^(attempts − 1). */
export function retryDelayMs(
  attempts: number,
  options: Pick<MailWorkerOptions, 'retryBaseMs' | 'maxRetryDelayMs'>,
) {
  return Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), options.maxRetryDelayMs);
}

export type MailWorker = {
  /** Starts polling. */
  start: () => void;
  /** Claims and sends one batch now; resolves with how many were claimed. */
  runOnce: () => Promise<number>;
  /** Stops polling and waits for the batch in flight (SIGTERM, tests). */
  stop: () => Promise<void>;
};

/**
 * The mail worker (decision 027): claims due emails from the outbox in short transactions
 * (`claimDueEmails`: FOR UPDATE SKIP LOCKED, a lease), sends each outside any transaction, then
 * marks it Sent, or schedules a retry with exponential back-off, or Failed after the last attempt.
 * Any number of workers, in one process or many, may run against one database.
 */
export function createMailWorker(input: {
  db: Db;
  transport: MailTransport;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  options?: Partial<MailWorkerOptions>;
  /** Told of every batch: timed, and whether claiming or recording failed (the metrics' hook). */
  onRun?: JobRunHook;
}): MailWorker {
  const { db, transport, log } = input;
  const options = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...input.options };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function deliver(email: ClaimedEmail) {
    try {
      await transport.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
      });
      await markEmailSent(db, email.id);
      log?.info({ emailId: email.id, kind: email.kind, attempt: email.attempts }, 'email sent');
    } catch (error) {
      const reason = describeSendError(error);
      const last = email.attempts >= options.maxAttempts;
      const retryIn = last ? null : retryDelayMs(email.attempts, options);
      await markEmailAttemptFailed(db, email.id, reason, retryIn);
      const details = { emailId: email.id, kind: email.kind, attempt: email.attempts, reason };
      if (last) log?.error(details, 'email failed after its last attempt');
      else log?.warn({ ...details, retryInMs: retryIn }, 'email attempt failed, will retry');
    }
  }

  async function batch(): Promise<number> {
    const claimed = await claimDueEmails(db, options.batchSize, options.leaseMs);
    for (const email of claimed) await deliver(email);
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    // One batch at a time per worker; a second caller waits for the one in flight.
    running ??= observeRun(batch, input.onRun).finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      timer = null;
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log?.error({ err: error }, 'mail worker could not claim or record emails');
      }
      // A full batch: there may be more due at once.
      schedule(claimed >= options.batchSize ? 0 : options.pollMs);
    }, delay);
    timer.unref?.();
  }

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}
