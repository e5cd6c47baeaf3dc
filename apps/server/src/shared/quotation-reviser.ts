import { paiseToDecimal } from '@tenderdesk/domain/money';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { quotationLines, quotationRevisions, quotations } from '../db/schema/quotations';

/*
 * A quotation re-priced by the buyer's process rather than by its supplier: a settled negotiation
 * round (settle-negotiations.ts, decision 049) or a closed reverse auction (close-auctions.ts,
 * decision 050). The earlier version is kept in quotation_revisions, tagged with what replaced it
 * (`{ round }` or `{ auctionId }`), the lines get their new unit prices (GST rates, quantities and
 * everything else unchanged), and the totals are priced again by the domain, exactly.
 */

type QuotationRow = typeof quotations.$inferSelect;
export type RevisedLine = typeof quotationLines.$inferSelect;

const amount = (decimal: string) => Number(decimal);

/** The earlier version of a quotation as its revision keeps it, with what replaced it (`tag`). */
function revisionPayload(
  quotation: QuotationRow,
  lines: readonly RevisedLine[],
  tag: Record<string, unknown>,
) {
  const priced = priceQuotation(lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  return {
    ...tag,
    items: lines.map((line, index) => ({
      itemCode: line.itemCode,
      itemName: line.itemName,
      partNo: line.partNo,
      manufacturer: line.manufacturer,
      uom: line.uom,
      qty: amount(line.qty),
      unitPrice: amount(line.unitPrice),
      gstRate: line.gstRate,
      total: amount(line.lineTotal),
      gstAmount: amount(paiseToDecimal(priced.lines[index]?.gst ?? 0)),
    })),
    total: amount(quotation.total),
    gstTotal: amount(paiseToDecimal(priced.gstTotal)),
    totalWithGst: amount(quotation.totalWithGst),
    notes: quotation.notes,
    reference: quotation.reference,
    deliveryDays: quotation.deliveryDays,
    validUntil: quotation.validUntil,
    submittedAt: quotation.submittedAt.toISOString(),
    updatedAt: quotation.updatedAt.toISOString(),
    revision: quotation.revision,
  };
}

export type QuotationRevision = {
  /** What replaced the earlier version, kept in its revision: `{ round }` or `{ auctionId }`. */
  tag: Record<string, unknown>;
  /** The supplier recorded as the revision's author (`quotation_revisions.replaced_by`). */
  replacedBy: string | null;
  /** The new unit price of each line (in the lines' order), as exact decimals. */
  unitPrices: (lines: readonly RevisedLine[]) => string[];
};

export type RevisedQuotation = {
  quotationId: string;
  supplierId: string;
  earlierTotal: string;
  total: string;
  earlierTotalWithGst: string;
  totalWithGst: string;
};

/**
 * Makes a new revision of the quotation with the unit prices `revision.unitPrices` gives its lines:
 * the row locked, the earlier version kept, lines and totals written. Runs in the caller's
 * transaction (the settle or the close, with its audit event).
 */
export async function reviseQuotation(
  tx: Tx,
  quotationId: string,
  revision: QuotationRevision,
): Promise<RevisedQuotation> {
  const [quotation] = await tx.select().from(quotations).where(eq(quotations.id, quotationId)).for('update');
  if (!quotation) throw new Error('revised quotation vanished');
  const lines = await tx
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotation.id))
    .orderBy(asc(quotationLines.position));
  const given = revision.unitPrices(lines);
  const unitPrices = lines.map((line, index) => given[index] ?? line.unitPrice);
  const priced = priceQuotation(
    lines.map((line, index) => ({
      qty: line.qty,
      unitPrice: unitPrices[index] ?? line.unitPrice,
      gstRate: line.gstRate as GstRate,
    })),
  );
  await tx.insert(quotationRevisions).values({
    quotationId: quotation.id,
    revision: quotation.revision,
    payload: revisionPayload(quotation, lines, revision.tag),
    replacedBy: revision.replacedBy,
  });
  if (lines.length > 0) {
    const values = lines.map(
      (line, index) =>
        sql`(${line.id}::uuid, ${unitPrices[index]}::numeric, ${paiseToDecimal(priced.lines[index]?.lineTotal ?? 0)}::numeric)`,
    );
    await tx.execute(sql`update ${quotationLines} set unit_price = v.unit_price, line_total = v.line_total
      from (values ${sql.join(values, sql`, `)}) as v(id, unit_price, line_total)
      where ${quotationLines.id} = v.id`);
  }
  const total = paiseToDecimal(priced.total);
  const totalWithGst = paiseToDecimal(priced.totalWithGst);
  await tx
    .update(quotations)
    .set({ total, totalWithGst, revision: quotation.revision + 1, updatedAt: sql`now()` })
    .where(eq(quotations.id, quotation.id));
  return {
    quotationId: quotation.id,
    supplierId: quotation.supplierId,
    earlierTotal: quotation.total,
    total,
    earlierTotalWithGst: quotation.totalWithGst,
    totalWithGst,
  };
}
