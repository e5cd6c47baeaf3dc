import { messages } from '@tenderdesk/domain/messages';
import type { QuotationInput } from '@tenderdesk/domain/quotations';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { priceSalt } from '../../shared/sealing';
import { forgetReceivedTotals } from './list-received-quotations';
import { latestAddendumOf, type QuotationOptions, type QuotationSaved, saved } from './quotation-view';
import {
  approvedInterest,
  assertTechnicalPart,
  lineValues,
  notifyBuyers,
  readPayload,
} from './quotation-writes';

/*
 * POST /api/suppliers/{tenderId}/supplier/{supplierId}/quotation (decision 025): a supplier
 * approved for a published, open tender sends its one quotation (the unique index decides under
 * concurrency); the lines are priced with exact paise arithmetic, audited in the same
 * transaction, and the buyers are notified.
 */

/** The quotation text of the body (400 unless a non-empty string), then the tender id (404). */
function readSubmission(text: unknown, tenderId: string): QuotationInput {
  if (typeof text !== 'string') throw badRequest(messages.quotation.unreadable, 'quotation');
  if (text.trim() === '') throw badRequest(messages.quotation.empty, 'quotation');
  if (!isUuid(tenderId)) throw notFound(messages.tender.notFound);
  return readPayload(text);
}

/** Inserts the quotation and its lines, and its audit event. */
async function insertQuotation(
  tx: Tx,
  caller: Caller,
  ids: { tenderId: string; supplierId: string; interestId: string },
  input: QuotationInput,
  sealed: boolean,
) {
  const { tenderId, supplierId } = ids;
  const quotationId = crypto.randomUUID();
  const lines = await lineValues(tx, tenderId, quotationId, input);
  const [row] = await tx
    .insert(quotations)
    .values({
      id: quotationId,
      ...ids,
      notes: input.notes,
      reference: input.reference,
      deliveryDays: input.deliveryDays,
      validUntil: input.validUntil,
      total: lines.total,
      totalWithGst: lines.totalWithGst,
      addendumSeen: await latestAddendumOf(tx, tenderId),
    })
    .returning();
  if (!row) throw new Error('quotation insert returned nothing');
  await tx.insert(quotationLines).values(lines.values);
  await recordAudit(tx, caller, {
    action: 'quotation.submit',
    entity: 'quotation',
    entityId: quotationId,
    changes: {
      tenderId,
      supplierId,
      lines: lines.values.length,
      total: lines.total,
      totalWithGst: lines.totalWithGst,
      ...(sealed ? priceSalt() : {}),
    },
  });
  return row;
}

/** POST /api/suppliers/{tenderId}/supplier/{supplierId}/quotation. */
export async function submitQuotation(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  text: unknown,
  options: QuotationOptions,
): Promise<QuotationSaved> {
  const input = readSubmission(text, tenderId);
  const id = supplierId.toLowerCase();
  const answer = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const tender = await approvedInterest(tx, tenderId, id, options);
        const { interestId, sealed } = tender;
        const [existing] = await tx
          .select({ id: quotations.id })
          .from(quotations)
          .where(eq(quotations.interestId, interestId));
        if (existing) throw conflict(messages.quotation.already);
        await assertTechnicalPart(tx, tender, tenderId, id);
        const row = await insertQuotation(
          tx,
          caller,
          { tenderId, supplierId: id, interestId },
          input,
          sealed,
        );
        await notifyBuyers(tx, options.notifier, 'quotation.received', tenderId, id);
        return saved(tx, row);
      }),
    { unique: () => conflict(messages.quotation.already) },
  );
  forgetReceivedTotals(db);
  return answer;
}
