import { messages } from '@tenderdesk/domain/messages';
import { count, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { files } from '../../db/schema/files';
import { interests, tenderFiles, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { invalidateTenderLists } from './list-tenders';
import { kindNotFound, lockTender, type TenderKind } from './tender-rows';

async function countInterests(db: DbOrTx, tenderId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(interests).where(eq(interests.tenderId, tenderId));
  return row?.n ?? 0;
}

/**
 * DELETE /api/tenders/{id} and DELETE /api/tenders/drafts/{id}. A tender suppliers have answered
 * keeps its history: 409. Otherwise the tender, its items, its file rows and the stored files go in
 * one transaction, with the audit event.
 */
export async function deleteTender(db: DbOrTx, caller: Caller, id: string, kind: TenderKind): Promise<void> {
  if (!isUuid(id)) throw kindNotFound(kind);
  const answered = async () => conflict(messages.tender.answered(await countInterests(db, id), 0));
  await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        // Find, locked: FOR UPDATE conflicts with the key-share lock an interest insert takes on the
        // tender, so the count below cannot go stale before the delete.
        const row = await lockTender(tx, id, kind);
        // Check.
        const interested = await countInterests(tx, id);
        if (interested > 0) throw conflict(messages.tender.answered(interested, 0));
        // Change: items and file rows go with the tender (ON DELETE CASCADE); then the files.
        const owned = await tx
          .select({ fileId: tenderFiles.fileId })
          .from(tenderFiles)
          .where(eq(tenderFiles.tenderId, id));
        const fileIds = owned.map((file) => file.fileId);
        await tx.delete(tenders).where(eq(tenders.id, id));
        if (fileIds.length > 0) await tx.delete(files).where(inArray(files.id, fileIds));
        await recordAudit(tx, caller, {
          action: 'tender.delete',
          entity: 'tender',
          entityId: id,
          changes: {
            projectCode: row.projectCode,
            projectName: row.projectName,
            status: row.status,
            files: fileIds.length,
          },
        });
      }),
    // The interests' ON DELETE RESTRICT key is the last word should one slip in anyway.
    { foreignKey: answered },
  );
  invalidateTenderLists(db);
}
