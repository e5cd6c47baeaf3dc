import { mailMessages } from '@tenderdesk/domain/mail-messages';
import type { Page } from '@tenderdesk/domain/paging';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { retryFailedEmail } from '../../db/outbox';
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

/** GET /api/admin/emails: the outbox, newest first, of one status or all. */
export async function listEmails(
  db: Db,
  query: { status?: EmailStatus | undefined; page: number; pageSize: number },
): Promise<Page<EmailRow>> {
  const where: SQL | undefined = query.status ? and(eq(emailOutbox.status, query.status)) : undefined;
  const rows = await db
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
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(emailOutbox).where(where);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      status: row.status as EmailStatus,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.nextAttemptAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** POST /api/admin/emails/{id}/retry: a Failed email is due again now, with fresh attempts. */
export async function retryEmail(db: Db, id: string) {
  if (await retryFailedEmail(db, id)) return { message: mailMessages.emails.retried };
  const [row] = await db
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound(mailMessages.emails.notFound);
  throw badRequest(mailMessages.emails.notFailed);
}
