import { addendumText } from '@tenderdesk/domain/clarification-messages';
import { addendumClosingFloor } from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { TENDER_FILE_KINDS, type Tender } from '@tenderdesk/domain/tenders';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { files } from '../../db/schema/files';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import type { TenderUpload } from './files';
import { issueAddendum } from './issue-addendum';
import { invalidateTenderLists } from './list-tenders';
import { type FilePlan, planFiles, replaceContents } from './tender-contents';
import {
  addendumNote,
  buyingUnitOf,
  constraintAnswers,
  parseTenderInput,
  questionsClose,
  resolveSupplyCategory,
  type TenderInput,
  tenderValues,
} from './tender-form';
import {
  kindNotFound,
  loadTender,
  loadTenderFiles,
  loadTenderItems,
  lockTender,
  type TenderKind,
  type TenderOptions,
} from './tender-rows';

/*
 * PUT /api/tenders/{id} (a published tender) and PUT /api/tenders/drafts/{id} (a draft): every
 * field again, the items replaced, files kept unless listed in removeScopeOfWork / removeRfq, and
 * the sent files appended. Each kind must keep at least one file. Removed files are deleted. An
 * edit of a published tender issues an addendum (decision 028). Find (locked) → check → change with
 * the addendum and the audit event → the lists' totals forgotten.
 */

type TenderRow = Awaited<ReturnType<typeof lockTender>>;
type TenderValues = ReturnType<typeof tenderValues> & {
  sealed: boolean;
  questionsCloseAt: Date | null;
  buyingUnitId: string | null;
};

/** The edit's new values, checked against the tender before it (400s on their fields). */
function checkedValues(
  before: TenderRow,
  kind: TenderKind,
  input: TenderInput,
  upload: TenderUpload,
  categoryId: string,
  timeZone: string,
): Omit<TenderValues, 'buyingUnitId'> {
  const questionsCloseAt = questionsClose(
    upload,
    input.fields.closingDate,
    before.questionsCloseAt,
    timeZone,
  );
  if (kind === 'Published') {
    // The 2-day rule: an addendum close to (or after) closing moves the closing date out.
    const floor = addendumClosingFloor(input.fields.closingDate, portalToday(timeZone));
    if (floor) throw badRequest(addendumText.tooClose(formatPortalDay(floor)), 'closingDate');
  }
  return { ...tenderValues(input.fields, categoryId), sealed: before.sealed, questionsCloseAt };
}

/** Sealing is free on a draft and fixed once published (decision 026); absent: unchanged. */
function checkedSealed(before: TenderRow, kind: TenderKind, input: TenderInput): boolean {
  const sealed = input.fields.sealed ?? before.sealed;
  if (kind === 'Published' && sealed !== before.sealed)
    throw badRequest(messages.tender.sealedFixed, 'sealed');
  return sealed;
}

/** The tender.update audit event: the fields' from/to, and how many items and files. */
async function auditUpdate(
  tx: Tx,
  caller: Caller,
  before: TenderRow,
  values: TenderValues,
  input: TenderInput,
  plan: FilePlan,
) {
  const { questionsCloseAt, ...rest } = values;
  await recordAudit(tx, caller, {
    action: 'tender.update',
    entity: 'tender',
    entityId: before.id,
    changes: {
      ...diffFields(
        {
          projectCode: before.projectCode,
          projectName: before.projectName,
          organisation: before.organisation,
          projectTitle: before.projectTitle,
          categoryId: before.categoryId,
          projectScope: before.projectScope,
          publishingDate: before.publishingDate,
          closingDate: before.closingDate,
          sealed: before.sealed,
          questionsCloseAt: before.questionsCloseAt?.toISOString() ?? null,
          buyingUnitId: before.buyingUnitId,
        },
        { ...rest, questionsCloseAt: questionsCloseAt?.toISOString() ?? null },
      ),
      items: input.items.length,
      filesRemoved: plan.removedFileIds.length,
      filesAdded: input.added.scopeOfWork.length + input.added.rfq.length,
    },
  });
}

export async function updateTender(
  db: DbOrTx,
  caller: Caller,
  id: string,
  kind: TenderKind,
  upload: TenderUpload,
  { timeZone, notifier }: TenderOptions,
): Promise<Tender> {
  if (!isUuid(id)) throw kindNotFound(kind);
  const input = parseTenderInput(upload, false);
  const category = await resolveSupplyCategory(db, input.fields.supplyCategory);
  const tender = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        // Find, locked: another edit, a publish or a close queues behind this one.
        const before = await lockTender(tx, id, kind);
        // Check. Editing a published tender issues an addendum: its note is required (decision 028).
        const note = kind === 'Published' ? addendumNote(upload) : null;
        const checked = checkedValues(before, kind, input, upload, category.id, timeZone);
        const oldItems = await loadTenderItems(tx, id);
        const current = await loadTenderFiles(tx, id);
        const plan = planFiles(current, input);
        const buyingUnitId = await buyingUnitOf(tx, upload, before.buyingUnitId);
        const values = { ...checked, sealed: checkedSealed(before, kind, input), buyingUnitId };
        // Change: the row, its items and files, the addendum, then the removed files and the audit.
        await tx
          .update(tenders)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(tenders.id, id));
        await replaceContents(tx, id, input, plan);
        if (note !== null) {
          await issueAddendum(tx, caller, notifier, {
            note,
            before,
            values,
            category,
            oldItems,
            newItems: input.items,
            removedFiles: current
              .filter((file) => plan.removedFileIds.includes(file.fileId))
              .map((file) => file.originalName),
            addedFiles: TENDER_FILE_KINDS.flatMap((fileKind) =>
              input.added[fileKind].map((file) => file.originalName),
            ),
          });
        }
        if (plan.removedFileIds.length > 0)
          await tx.delete(files).where(inArray(files.id, plan.removedFileIds));
        await auditUpdate(tx, caller, before, values, input, plan);
        return loadTender(tx, id, timeZone);
      }),
    constraintAnswers(input.fields.projectCode),
  );
  if (!tender) throw kindNotFound(kind);
  // A renamed tender may now match other searches than before.
  invalidateTenderLists(db);
  return tender;
}
