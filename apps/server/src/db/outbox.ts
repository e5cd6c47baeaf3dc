import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { type EmailStatus, emailOutbox } from './schema/mail';

/** One email to send: plain text and HTML, to one address. */
export type OutgoingEmail = {
  /** What it is about ('password-reset', later the notification kinds). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * Queues an email in the outbox. Call it with the transaction that makes the change the email is
 * about, so both land or neither (decision 027); a mail worker delivers it after the commit.
 */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned nothing');
  return row.id;
}

/** A row a worker has claimed: what it needs to send it and to record the outcome. */
export type ClaimedEmail = {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attempts: number;
};

type ClaimedRow = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/**
 * Claims up to `limit` due emails for one worker, in one statement (its own short transaction):
 * Pending rows whose time has come, and Sending rows whose lease ran out (their worker died).
 * `FOR UPDATE SKIP LOCKED` lets concurrent workers, in this process or another, each take
 * different rows without waiting for one another; the claimed rows become Sending with a lease of
 * `leaseMs` and one more attempt.
 */
export async function claimDueEmails(db: DbOrTx, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const result = await db.execute(sql`
    with due as (
      select id from ${emailOutbox}
      where (status = 'Pending' and next_attempt_at <= now())
         or (status = 'Sending' and locked_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update ${emailOutbox} as o
       set status = 'Sending',
           attempts = o.attempts + 1,
           locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
      from due
     where o.id = due.id
    returning o.id, o.kind, o.to_address, o.subject, o.text_body, o.html_body, o.attempts`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as ClaimedRow[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    toAddress: row.to_address,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    attempts: Number(row.attempts),
  }));
}

/** The email went out. */
export async function markEmailSent(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`
    update ${emailOutbox}
       set status = 'Sent', sent_at = now(), locked_until = null, last_error = null
     where id = ${id} and status = 'Sending'`);
}

/**
 * The attempt failed: Pending again after `retryInMs`, or Failed when `retryInMs` is null (no
 * attempt left). `error` is already short and free of secrets.
 */
export async function markEmailAttemptFailed(
  db: DbOrTx,
  id: string,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const status: EmailStatus = retryInMs === null ? 'Failed' : 'Pending';
  await db.execute(sql`
    update ${emailOutbox}
       set status = ${status},
           last_error = ${error},
           locked_until = null,
           next_attempt_at = now() + ${retryInMs ?? 0}::int * interval '1 millisecond'
     where id = ${id} and status = 'Sending'`);
}

/** A Failed email is due again now, with a fresh set of attempts. False when it is not Failed. */
export async function retryFailedEmail(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'Pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} = 'Failed'`)
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** What the outbox holds not yet sent (decision 056, /metrics). */
export type OutboxBacklog = {
  /** Pending and Sending rows: emails still to be delivered. */
  backlog: number;
  /** Seconds since the oldest of them was queued; 0 when there is none. */
  oldestAgeSeconds: number;
  /** Failed rows: out of attempts, sent again only when an admin retries them. */
  failed: number;
};

/** The outbox's unsent rows, counted by the status index (email_outbox_status_created_idx). */
export async function outboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  const result = await db.execute(sql`
    select count(*) filter (where status <> 'Failed')::int as backlog,
           coalesce(extract(epoch from now() - min(created_at) filter (where status <> 'Failed')), 0)::float8
             as oldest_age_seconds,
           count(*) filter (where status = 'Failed')::int as failed
      from ${emailOutbox}
     where status in ('Pending', 'Sending', 'Failed')`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    backlog: number;
    oldest_age_seconds: number;
    failed: number;
  }[];
  const row = rows[0];
  return {
    backlog: Number(row?.backlog ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldest_age_seconds ?? 0)),
    failed: Number(row?.failed ?? 0),
  };
}
