import { awardMessages } from '@tenderdesk/domain/award-messages';
import { readMargin, type SelectedQuotationView } from '@tenderdesk/domain/awards';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { quotationMargins } from '../../db/schema/quotations';
import { inTransaction } from '../../db/transaction';
import { awardedLines } from '../../shared/awarded-lines';
import { lockTender, marginsOf, priceLines, tenderIdOf } from './award-rows';
import { selectedView } from './selected-view';

/**
 * POST /api/tenders/{tenderId}/update-margin: the margin of one line of the awarded quotation (the
 * first line of that item code, any case, or the line `lineId` names). Only that line changes;
 * audited award.margin in the same transaction.
 */
export async function updateMargin(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  body: unknown,
): Promise<SelectedQuotationView> {
  const parsed = readMargin(body);
  if (!parsed.ok) throw badRequest(parsed.message, parsed.field);
  const input = parsed.value;
  const tenderId = tenderIdOf(tenderIdParam);
  return inTransaction(db, async (tx) => {
    await lockTender(tx, tenderId);
    const award = await awardedLines(tx, tenderId);
    if (award.mode === null) throw notFound(awardMessages.noneSelected);
    const lines = award.lines;
    const code = input.itemCode.toLowerCase();
    const ofCode = lines.filter((line) => line.itemCode.trim().toLowerCase() === code);
    const line = input.lineId === null ? ofCode[0] : ofCode.find((entry) => entry.id === input.lineId);
    if (!line) throw notFound(awardMessages.itemNotQuoted);

    const margins = await marginsOf(tx, tenderId);
    const before = margins.get(line.id) ?? null;
    const margin = { marginType: input.marginType, marginValue: input.marginValue };
    try {
      priceLines(lines, new Map(margins).set(line.id, margin));
    } catch (error) {
      if (error instanceof RangeError) throw badRequest(awardMessages.marginTooLarge, 'marginValue');
      throw error;
    }
    await tx
      .insert(quotationMargins)
      .values({ tenderId, quotationLineId: line.id, ...margin, updatedBy: caller.id })
      .onConflictDoUpdate({
        target: [quotationMargins.tenderId, quotationMargins.quotationLineId],
        set: { ...margin, updatedAt: sql`now()`, updatedBy: caller.id },
      });
    await recordAudit(tx, caller, {
      action: 'award.margin',
      entity: 'tender',
      entityId: tenderId,
      changes: {
        quotationId: line.quotationId,
        lineId: line.id,
        itemCode: line.itemCode,
        from: before,
        to: margin,
      },
    });
    const view = await selectedView(tx, tenderId);
    if (!view) throw notFound(awardMessages.noneSelected);
    return view;
  });
}
