import type { Page } from '@tenderdesk/domain/paging';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { type EmailStatus, emailOutbox } from '../../db/schema/mail';

/** One outgoing email as the admin sees it: never its body (a reset email's body is a key). */
export type EmailRow = {
  _id: string;
  kind: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};

const select = (db: Db) =>
  db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .$dynamic();

type Row = Awaited<ReturnType<typeof select>>[number];

/**
 * The outbox, newest first (index `(status, created_at, id)`). Every module enqueues and the
 * worker moves emails between statuses, so totals are counted on every page, never reused.
 */
const emailList = definePagedList({
  name: 'email_outbox',
  table: emailOutbox,
  id: emailOutbox.id,
  filters: {},
  optional: { status: (status) => eq(emailOutbox.status, status) },
  search: [],
  sorts: { createdAt: emailOutbox.createdAt },
  select,
  toItem: (row: Row): EmailRow => ({
    _id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }),
  countTtlMs: 0,
});

/** GET /api/admin/emails: the outbox, newest first, of one status or all. */
export async function listEmails(
  db: Db,
  query: { status?: EmailStatus | undefined; page: number; pageSize: number },
): Promise<Page<EmailRow>> {
  const { status, page, pageSize } = query;
  return emailList.page(db, {}, { page, pageSize, sort: '-createdAt' }, { optional: { status } });
}
