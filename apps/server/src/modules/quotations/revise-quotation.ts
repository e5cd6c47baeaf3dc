import { messages } from '@tenderdesk/domain/messages';
import type { QuotationInput } from '@tenderdesk/domain/quotations';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { quotationLines, quotationRevisions, quotations } from '../../db/schema/quotations';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isQuotationAwarded } from '../../shared/awarded-lines';
import { priceSalt } from '../../shared/sealing';
import {
  latestAddendumOf,
  linesOf,
  type QuotationOptions,
  type QuotationRow,
  type QuotationSaved,
  saved,
  toView,
} from './quotation-view';
import {
  approvedInterest,
  assertTechnicalPart,
  jsonObject,
  lineValues,
  lockTenderShared,
  notifyBuyers,
  readPayload,
} from './quotation-writes';
import { assertRevisionAllowed } from './revision-limit';

/*
 * PUT /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId} (decision 025): the
 * supplier revises its quotation while still approved and the tender open, never once awarded.
 * JSON text re-prices the lines; any other text replaces the notes. The replaced version is kept
 * in quotation_revisions; the revision is audited in the same transaction and the buyers notified.
 */

const missing = () => notFound(messages.quotation.notFound);

/** The revision asked for: new lines (JSON text) or new notes (any other text). */
type Revision = { input: QuotationInput | null; notes: string };

function readRevision(text: unknown, tenderId: string, quotationId: string): Revision {
  if (text !== undefined && text !== null && typeof text !== 'string') {
    throw badRequest(messages.quotation.unreadable, 'quotation');
  }
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') throw badRequest(messages.quotation.empty, 'quotation');
  if (!isUuid(tenderId) || !isUuid(quotationId)) throw missing();
  if (jsonObject(trimmed)) return { input: readPayload(trimmed), notes: trimmed };
  if (trimmed.length > 5000) throw badRequest(messages.quotation.notesInvalid, 'quotation');
  return { input: null, notes: trimmed };
}

/** The supplier's quotation of the tender, locked after the tender (404 when none). */
async function lockQuotation(tx: Tx, tenderId: string, supplierId: string, quotationId: string) {
  await lockTenderShared(tx, tenderId);
  const [before] = await tx
    .select()
    .from(quotations)
    .where(
      and(
        eq(quotations.id, quotationId.toLowerCase()),
        eq(quotations.tenderId, tenderId),
        eq(quotations.supplierId, supplierId),
      ),
    )
    .for('update');
  if (!before) throw missing();
  return before;
}

/** The new values of the quotation row and the audited changes; new lines replace the old ones. */
async function applyRevision(
  tx: Tx,
  before: QuotationRow,
  previousLines: number,
  revision: Revision,
  sealed: boolean,
) {
  const changes: Record<string, unknown> = { revision: { from: before.revision, to: before.revision + 1 } };
  const { input } = revision;
  if (!input) {
    changes.notes = 'replaced';
    return { update: { notes: revision.notes } as Partial<QuotationRow>, changes };
  }
  const lines = await lineValues(tx, before.tenderId, before.id, input);
  await tx.delete(quotationLines).where(eq(quotationLines.quotationId, before.id));
  await tx.insert(quotationLines).values(lines.values);
  changes.lines = { from: previousLines, to: lines.values.length };
  changes.total = { from: before.total, to: lines.total };
  changes.totalWithGst = { from: before.totalWithGst, to: lines.totalWithGst };
  if (sealed) Object.assign(changes, priceSalt());
  const update: Partial<QuotationRow> = {
    notes: input.notes,
    reference: input.reference,
    deliveryDays: input.deliveryDays,
    validUntil: input.validUntil,
    total: lines.total,
    totalWithGst: lines.totalWithGst,
  };
  return { update, changes };
}

/** PUT /api/tenders/{tenderId}/supplier/{supplierId}/quotation/{quotationId}. */
export async function reviseQuotation(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  quotationId: string,
  text: unknown,
  options: QuotationOptions,
): Promise<QuotationSaved> {
  const revision = readRevision(text, tenderId, quotationId);
  const id = supplierId.toLowerCase();
  return inTransaction(db, async (tx) => {
    const before = await lockQuotation(tx, tenderId, id, quotationId);
    // Checked once the interest is locked: an award being written meanwhile (it holds the
    // interest's shared lock) is then visible.
    const tender = await approvedInterest(tx, tenderId, id, options);
    const { sealed } = tender;
    // Awarded whole or by line (decision 033): the awarded prices stay as they were.
    if (await isQuotationAwarded(tx, before.id)) throw conflict(messages.quotation.selected);
    await assertRevisionAllowed(tx, before.id);
    await assertTechnicalPart(tx, tender, tenderId, id);

    const previous = toView(before, (await linesOf(tx, [before.id])).get(before.id) ?? []);
    await tx.insert(quotationRevisions).values({
      quotationId: before.id,
      revision: before.revision,
      payload: previous,
      replacedBy: id,
    });
    const { update, changes } = await applyRevision(tx, before, previous.items.length, revision, sealed);
    const [row] = await tx
      .update(quotations)
      .set({
        ...update,
        revision: before.revision + 1,
        addendumSeen: await latestAddendumOf(tx, tenderId),
        updatedAt: sql`now()`,
      })
      .where(eq(quotations.id, before.id))
      .returning();
    if (!row) throw missing();
    await recordAudit(tx, caller, {
      action: 'quotation.revise',
      entity: 'quotation',
      entityId: before.id,
      changes,
    });

    await notifyBuyers(tx, options.notifier, 'quotation.revised', tenderId, id);
    return saved(tx, row);
  });
}
