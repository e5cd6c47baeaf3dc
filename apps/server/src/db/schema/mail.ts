import { EMAIL_STATUSES } from '@tenderdesk/domain/email-status';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, statusCheck, statusColumn } from './columns';

export { EMAIL_STATUSES, type EmailStatus } from '@tenderdesk/domain/email-status';

/**
 * The email outbox (decision 027). A feature writes its emails here in the transaction of its
 * change (`db/outbox.ts` `enqueueEmail`), and the mail worker (`mail/worker.ts`) of any server
 * process delivers them: it claims due rows with FOR UPDATE SKIP LOCKED, leases them for a while
 * (`locked_until`), sends outside any transaction, and marks them Sent, or Pending again later
 * (exponential back-off), or Failed after the last attempt. A lease that runs out (a crashed
 * process) makes the row due again: delivery is at least once.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /** What the email is about, e.g. 'password-reset'. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    status: statusColumn(EMAIL_STATUSES).notNull().default('Pending'),
    /** Attempts started (counted when a worker claims the row). */
    attempts: integer().notNull().default(0),
    /** When a Pending row is due. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While Sending: the worker's lease; once over, another worker may claim the row again. */
    lockedUntil: timestamp({ withTimezone: true }),
    /** The last failure, short and without secrets (the SMTP server's answer or the network error). */
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    statusCheck('email_outbox_status_check', t.status, EMAIL_STATUSES),
    // The claim query: due Pending rows, and Sending rows whose lease ran out.
    index('email_outbox_pending_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'Pending'`),
    index('email_outbox_sending_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'Sending'`),
    // The admin's list by status, newest first.
    index('email_outbox_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);
