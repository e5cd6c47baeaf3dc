import type { AwardedSupplierTotals, AwardMode } from '@tenderdesk/domain/line-awards';
import { type Paise, paiseToDecimal } from '@tenderdesk/domain/money';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { purchaseOrders, tenderLineAwards } from '../db/schema/purchase-orders';
import { quotationLines, quotations, tenderAwards } from '../db/schema/quotations';
import { suppliers } from '../db/schema/suppliers';
import { tenderItems } from '../db/schema/tenders';

/*
 * What a tender's award gives each supplier, whichever way it was awarded (decision 033): the
 * whole quotation (tender_awards: every line of it) or by line (tender_line_awards: one line per
 * tender item). Purchase orders, the selected-quotation view and reports read the award only
 * through here.
 */

export type AwardedLineRow = typeof quotationLines.$inferSelect;

export type AwardedSupplier = {
  supplierId: string;
  supplierName: string;
  quotationId: string;
  /** In the quotation's order (whole award) or the tender items' order (by line). */
  lines: AwardedLineRow[];
};

export type TenderAward = {
  mode: AwardMode | null;
  selectedAt: Date | null;
  selectedBy: string | null;
  suppliers: AwardedSupplier[];
  /** Every awarded line once, in the quotation's order (whole) or the tender items' order (by line). */
  lines: (AwardedLineRow & { supplierId: string; supplierName: string })[];
};

/** Each awarded supplier's line count and totals (exact, money.ts through priceQuotation). */
export function awardedSupplierTotals(award: TenderAward): AwardedSupplierTotals[] {
  return award.suppliers.map((supplier) => {
    const totals = priceQuotation(
      supplier.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })),
    );
    return {
      supplierId: supplier.supplierId,
      supplierName: supplier.supplierName,
      quotationId: supplier.quotationId,
      lines: supplier.lines.length,
      total: amount(totals.total),
      gstTotal: amount(totals.gstTotal),
      totalWithGst: amount(totals.totalWithGst),
    };
  });
}

const amount = (paise: Paise) => Number(paiseToDecimal(paise));

/** The awarded lines per supplier (empty, mode null, when nothing is awarded). */
export async function awardedLines(db: DbOrTx, tenderId: string): Promise<TenderAward> {
  const [whole] = await db
    .select({
      quotationId: tenderAwards.quotationId,
      selectedAt: tenderAwards.selectedAt,
      selectedBy: tenderAwards.selectedBy,
      supplierId: quotations.supplierId,
      supplierName: suppliers.companyName,
    })
    .from(tenderAwards)
    .innerJoin(quotations, eq(quotations.id, tenderAwards.quotationId))
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(eq(tenderAwards.tenderId, tenderId));
  if (whole) {
    const lines = await db
      .select()
      .from(quotationLines)
      .where(eq(quotationLines.quotationId, whole.quotationId))
      .orderBy(asc(quotationLines.position));
    return {
      mode: 'quotation',
      selectedAt: whole.selectedAt,
      selectedBy: whole.selectedBy,
      suppliers: [
        {
          supplierId: whole.supplierId,
          supplierName: whole.supplierName,
          quotationId: whole.quotationId,
          lines,
        },
      ],
      lines: lines.map((line) => ({
        ...line,
        supplierId: whole.supplierId,
        supplierName: whole.supplierName,
      })),
    };
  }
  const rows = await db
    .select({
      line: quotationLines,
      supplierId: tenderLineAwards.supplierId,
      supplierName: suppliers.companyName,
      quotationId: tenderLineAwards.quotationId,
      selectedAt: tenderLineAwards.selectedAt,
      selectedBy: tenderLineAwards.selectedBy,
    })
    .from(tenderLineAwards)
    .innerJoin(quotationLines, eq(quotationLines.id, tenderLineAwards.quotationLineId))
    .innerJoin(tenderItems, eq(tenderItems.id, tenderLineAwards.tenderItemId))
    .innerJoin(suppliers, eq(suppliers.id, tenderLineAwards.supplierId))
    .where(eq(tenderLineAwards.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
  if (rows.length === 0) return { mode: null, selectedAt: null, selectedBy: null, suppliers: [], lines: [] };
  const bySupplier = new Map<string, AwardedSupplier>();
  let latest = rows[0];
  for (const row of rows) {
    if (latest && row.selectedAt > latest.selectedAt) latest = row;
    const entry = bySupplier.get(row.supplierId) ?? {
      supplierId: row.supplierId,
      supplierName: row.supplierName,
      quotationId: row.quotationId,
      lines: [],
    };
    entry.lines.push(row.line);
    bySupplier.set(row.supplierId, entry);
  }
  return {
    mode: 'lines',
    selectedAt: latest?.selectedAt ?? null,
    selectedBy: latest?.selectedBy ?? null,
    suppliers: [...bySupplier.values()],
    lines: rows.map((row) => ({ ...row.line, supplierId: row.supplierId, supplierName: row.supplierName })),
  };
}

/** Whether a quotation holds an award (whole, or one of its lines): then it cannot be revised. */
export async function isQuotationAwarded(db: DbOrTx, quotationId: string): Promise<boolean> {
  const [whole] = await db
    .select({ tenderId: tenderAwards.tenderId })
    .from(tenderAwards)
    .where(eq(tenderAwards.quotationId, quotationId));
  if (whole) return true;
  const [line] = await db
    .select({ id: tenderLineAwards.tenderItemId })
    .from(tenderLineAwards)
    .where(eq(tenderLineAwards.quotationId, quotationId))
    .limit(1);
  return line !== undefined;
}

/** Whether a tender is awarded, whole or by line: then it takes no more interest or questions (decision 039). */
export async function isTenderAwarded(db: DbOrTx, tenderId: string): Promise<boolean> {
  const [whole] = await db
    .select({ tenderId: tenderAwards.tenderId })
    .from(tenderAwards)
    .where(eq(tenderAwards.tenderId, tenderId));
  if (whole) return true;
  const [line] = await db
    .select({ id: tenderLineAwards.tenderItemId })
    .from(tenderLineAwards)
    .where(eq(tenderLineAwards.tenderId, tenderId))
    .limit(1);
  return line !== undefined;
}

/** The tender's orders that freeze its award (Issued or Acknowledged) and the Drafts a change would discard. */
export async function orderState(db: DbOrTx, tenderId: string): Promise<{ issued: number; drafts: number }> {
  const rows = await db
    .select({ status: purchaseOrders.status, n: count() })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenderId, tenderId), ne(purchaseOrders.status, 'Cancelled')))
    .groupBy(purchaseOrders.status);
  let issued = 0;
  let drafts = 0;
  for (const row of rows) {
    if (row.status === 'Draft') drafts += row.n;
    else issued += row.n;
  }
  return { issued, drafts };
}

/** Deletes the tender's Draft orders (an award change makes them stale); answers their ids. */
export async function discardDraftOrders(db: DbOrTx, tenderId: string): Promise<string[]> {
  const rows = await db
    .delete(purchaseOrders)
    .where(and(eq(purchaseOrders.tenderId, tenderId), eq(purchaseOrders.status, 'Draft')))
    .returning({ id: purchaseOrders.id });
  return rows.map((row) => row.id);
}
