import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { eq } from 'drizzle-orm';
import { badRequest, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { retryFailedEmail } from '../../db/outbox';
import { emailOutbox } from '../../db/schema/mail';
import { inTransaction } from '../../db/transaction';

/** POST /api/admin/emails/{id}/retry: a Failed email is due again now, with fresh attempts. */
export async function retryEmail(db: DbOrTx, id: string) {
  return inTransaction(db, async (tx) => {
    if (await retryFailedEmail(tx, id)) return { message: mailMessages.emails.retried };
    const [row] = await tx
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id));
    if (!row) throw notFound(mailMessages.emails.notFound);
    throw badRequest(mailMessages.emails.notFailed);
  });
}
