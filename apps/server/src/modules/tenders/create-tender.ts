import { randomUUID } from 'node:crypto';
import { TENDER_FILE_KINDS, type Tender } from '@tenderdesk/domain/tenders';
import type { Caller } from '../../core/caller';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { linkPurchaseRequest, purchaseRequestReference } from '../../shared/purchase-request-link';
import type { TenderUpload } from './files';
import { invalidateTenderLists } from './list-tenders';
import { insertItems, writeFileRows } from './tender-contents';
import {
  buyingUnitOf,
  constraintAnswers,
  parseTenderInput,
  questionsClose,
  resolveSupplyCategory,
  tenderValues,
} from './tender-form';
import { loadTender, type TenderOptions } from './tender-rows';

/*
 * POST /api/tenders/add: a new tender, as a Draft, with its items and files (decision 022), and
 * the Approved purchase request it answers linked (decision 032), and the buying unit it names
 * (issue 20; none: the default unit). Check the form → insert with its
 * audit event in one transaction (the project code's uniqueness is the database's) → the lists'
 * totals forgotten.
 */
export async function createTender(
  db: DbOrTx,
  caller: Caller,
  upload: TenderUpload,
  { timeZone }: Pick<TenderOptions, 'timeZone'>,
): Promise<Tender> {
  const input = parseTenderInput(upload, true);
  const questionsCloseAt = questionsClose(upload, input.fields.closingDate, null, timeZone);
  const category = await resolveSupplyCategory(db, input.fields.supplyCategory);
  const purchaseRequestId = purchaseRequestReference(upload.fields.purchaseRequestId);
  const id = randomUUID();
  const values = tenderValues(input.fields, category.id);
  const sealed = input.fields.sealed ?? false;
  const tender = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const buyingUnitId = await buyingUnitOf(tx, upload, null);
        await tx.insert(tenders).values({
          id,
          ...values,
          buyingUnitId,
          sealed,
          questionsCloseAt,
          status: 'Draft',
          readyToPublish: false,
          createdBy: caller.id,
        });
        await insertItems(tx, id, input.items);
        for (const kind of TENDER_FILE_KINDS) await writeFileRows(tx, id, kind, [], input.added[kind]);
        await recordAudit(tx, caller, {
          action: 'tender.create',
          entity: 'tender',
          entityId: id,
          changes: {
            ...values,
            ...(buyingUnitId ? { buyingUnitId } : {}),
            sealed,
            status: 'Draft',
            items: input.items.length,
            scopeOfWork: input.added.scopeOfWork.length,
            rfq: input.added.rfq.length,
            ...(purchaseRequestId ? { purchaseRequestId } : {}),
          },
        });
        if (purchaseRequestId) await linkPurchaseRequest(tx, caller, purchaseRequestId, id);
        return loadTender(tx, id, timeZone);
      }),
    constraintAnswers(input.fields.projectCode),
  );
  if (!tender) throw new Error('tender vanished after insert');
  invalidateTenderLists(db);
  return tender;
}
