import { paiseToDecimal } from '@tenderdesk/domain/money';
import { type GstRate, priceQuotation, type QuotationView } from '@tenderdesk/domain/quotations';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenderAddenda } from '../../db/schema/clarifications';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotationLines, quotations, tenderAwards } from '../../db/schema/quotations';
import { tenderItems } from '../../db/schema/tenders';
import type { Notifier } from '../../shared/notify';

/*
 * What every quotation call shows of a stored quotation (decision 025): its view as JSON text, the
 * saved answer, the addendum and revision fields, and the award markers of the list queries.
 * Shared by the quotation use cases of this module (submit, revise, confirm and the lists).
 */

export type QuotationOptions = { timeZone: string; notifier: Notifier };

/** The most rows a list answers (newest first). */
export const MAX_QUOTATION_ROWS = 500;

export type QuotationRow = typeof quotations.$inferSelect;
/** A quotation line with its tender item's HSN/SAC code (issue 20; null: none, or an added line). */
export type LineRow = typeof quotationLines.$inferSelect & { hsnSac: string | null };

export const num = (decimal: string) => Number(decimal);

/** A stored quotation as its view (the calls send it as a JSON string). */
export function toView(row: QuotationRow, lines: readonly LineRow[]): QuotationView {
  const priced = priceQuotation(lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  return {
    items: lines.map((line, index) => {
      const { lineTotal, gst } = priced.lines[index] ?? { lineTotal: 0, gst: 0 };
      return {
        itemCode: line.itemCode,
        itemName: line.itemName,
        partNo: line.partNo,
        manufacturer: line.manufacturer,
        uom: line.uom,
        hsnSac: line.hsnSac,
        qty: num(line.qty),
        unitPrice: num(line.unitPrice),
        gstRate: line.gstRate,
        totalPrice: num(paiseToDecimal(lineTotal)),
        total: num(paiseToDecimal(lineTotal)),
        gstAmount: num(paiseToDecimal(gst)),
      };
    }),
    total: num(row.total),
    gstTotal: num(paiseToDecimal(priced.gstTotal)),
    totalWithGst: num(row.totalWithGst),
    notes: row.notes,
    reference: row.reference,
    deliveryDays: row.deliveryDays,
    validUntil: row.validUntil,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revision: row.revision,
  };
}

/** The lines of each quotation, in their order, in one query. */
export async function linesOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, LineRow[]>> {
  const byQuotation = new Map<string, LineRow[]>();
  if (ids.length === 0) return byQuotation;
  const found = await db
    .select({ line: quotationLines, hsnSac: tenderItems.hsnSac })
    .from(quotationLines)
    .leftJoin(tenderItems, eq(tenderItems.id, quotationLines.tenderItemId))
    .where(inArray(quotationLines.quotationId, [...ids]))
    .orderBy(asc(quotationLines.quotationId), asc(quotationLines.position));
  for (const { line, hsnSac } of found) {
    const row = { ...line, hsnSac };
    const list = byQuotation.get(row.quotationId) ?? [];
    list.push(row);
    byQuotation.set(row.quotationId, list);
  }
  return byQuotation;
}

/** The quotation JSON text of each row, in one query for all their lines. */
export async function viewsOf(db: DbOrTx, rows: readonly QuotationRow[]): Promise<Map<string, string>> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, JSON.stringify(toView(row, lines.get(row.id) ?? []))]));
}

export type QuotationSaved = {
  _id: string;
  tenderId: string;
  supplierId: string;
  revision: number;
  submittedAt: string;
  updatedAt: string;
  total: number;
  totalWithGst: number;
  quotation: string;
};

/** The answer of a submit or a revision. */
export async function saved(tx: DbOrTx, row: QuotationRow): Promise<QuotationSaved> {
  const views = await viewsOf(tx, [row]);
  return {
    _id: row.id,
    tenderId: row.tenderId,
    supplierId: row.supplierId,
    revision: row.revision,
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    total: num(row.total),
    totalWithGst: num(row.totalWithGst),
    quotation: views.get(row.id) ?? '',
  };
}

/** The number of a tender's latest addendum (0: none; decision 028), as a column expression. */
// Written out in full: drizzle may leave columns unqualified, and a bare `tender_id` inside the
// subquery would be the addendum's own.
export const latestAddendum =
  sql<number>`(select coalesce(max(a.number), 0) from tender_addenda a where a.tender_id = "quotations"."tender_id")`.mapWith(
    Number,
  );

/** The latest addendum of one tender. */
export async function latestAddendumOf(tx: DbOrTx, tenderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${tenderAddenda.number}), 0)`.mapWith(Number) })
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, tenderId));
  return row?.n ?? 0;
}

/** Addendum fields of a row: pending while the quotation predates the latest addendum. */
export const addendumOf = (seen: number, latest: number) => ({
  addendumPending: seen < latest,
  latestAddendum: latest,
});

/** Whether the quotation row is its tender's award (tender_awards left-joined on the quotation). */
export const isAwarded = sql<boolean>`${tenderAwards.tenderId} is not null`.mapWith(Boolean);

/** Whether any line of the quotation row is awarded (award by line, decision 033; issue 18). */
export const hasAwardedLines =
  sql<boolean>`exists (select 1 from ${tenderLineAwards} where ${tenderLineAwards.quotationId} = ${quotations.id})`.mapWith(
    Boolean,
  );

/** Whether a quotation was revised after it was sent, and when last. */
export function revisionOf(quotation: { revision: number; updatedAt: Date }) {
  const revised = quotation.revision > 1;
  return { revised, revisedAt: revised ? quotation.updatedAt.toISOString() : null };
}
