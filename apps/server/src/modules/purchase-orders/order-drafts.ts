import type { SupplyKind } from '@tenderdesk/domain/gst';
import { paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { splitTax } from '@tenderdesk/domain/order-tax';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { suppliers } from '../../db/schema/suppliers';
import { tenderItems, type tenders } from '../../db/schema/tenders';
import type { AwardedSupplier } from '../../shared/awarded-lines';
import { readTenderBuyerIdentity } from '../../shared/buyer-identity';
import { supplierParty, supplyKindOf } from './order-parties';
import { linesOf, type OrderRecord } from './order-rows';

/* A Draft of the award for one supplier, shared by generation and reissue. */

/** The HSN/SAC code of each awarded line's tender item (issue 20), by tender item id. */
async function hsnSacOf(tx: Tx, awarded: AwardedSupplier): Promise<Map<string, string | null>> {
  const ids = awarded.lines.flatMap((line) => (line.tenderItemId ? [line.tenderItemId] : []));
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: tenderItems.id, hsnSac: tenderItems.hsnSac })
    .from(tenderItems)
    .where(inArray(tenderItems.id, ids));
  return new Map(rows.map((row) => [row.id, row.hsnSac]));
}

/** A Draft for one awarded supplier (lines and totals from its awarded quotation lines). */
export async function insertDraft(
  tx: Tx,
  caller: Caller,
  tender: typeof tenders.$inferSelect,
  awarded: AwardedSupplier,
  extra: { replacesId?: string; terms?: Partial<OrderRecord> } = {},
): Promise<OrderRecord | null> {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, awarded.supplierId));
  if (!supplier) return null;
  const totals = priceQuotation(awarded.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })));
  const party = supplierParty(supplier);
  // The GST split as the settings and the supplier stand now (issue 20); issue decides it again.
  const kind = supplyKindOf(await readTenderBuyerIdentity(tx, tender.id), party, supplier);
  const split = splitTax(
    totals.lines.map((line, index) => ({
      lineTotal: paiseToDecimal(line.lineTotal),
      gstRate: awarded.lines[index]?.gstRate ?? 0,
    })),
    kind,
  );
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      tenderId: tender.id,
      supplierId: supplier.id,
      quotationId: awarded.quotationId,
      projectCode: tender.projectCode,
      projectTitle: tender.projectTitle,
      projectName: tender.projectName,
      organisation: tender.organisation,
      supplierName: supplier.companyName,
      supplierDetails: party,
      total: paiseToDecimal(totals.total),
      gstTotal: paiseToDecimal(split.paise.summary.tax),
      totalWithGst: paiseToDecimal(split.paise.summary.total),
      createdBy: caller.id,
      replacesId: extra.replacesId ?? null,
      deliveryTerms: extra.terms?.deliveryTerms ?? '',
      paymentTerms: extra.terms?.paymentTerms ?? '',
      deliveryAddress: extra.terms?.deliveryAddress ?? '',
      deliveryDate: extra.terms?.deliveryDate ?? null,
      notes: extra.terms?.notes ?? '',
    })
    // The live (not Cancelled) order of this tender and supplier exists already: nothing to add.
    .onConflictDoNothing()
    .returning();
  if (!order) return null;
  // The lines copy the tender item's HSN/SAC code: the order keeps it if the tender changes later.
  const codes = await hsnSacOf(tx, awarded);
  await tx.insert(purchaseOrderLines).values(
    awarded.lines.map((line, position) => ({
      orderId: order.id,
      position,
      quotationLineId: line.id,
      itemCode: line.itemCode,
      itemName: line.itemName,
      partNo: line.partNo,
      manufacturer: line.manufacturer,
      uom: line.uom,
      hsnSac: line.tenderItemId ? (codes.get(line.tenderItemId) ?? null) : null,
      qty: line.qty,
      unitPrice: line.unitPrice,
      gstRate: line.gstRate,
      lineTotal: paiseToDecimal(totals.lines[position]?.lineTotal ?? 0),
      gstAmount: paiseToDecimal(split.paise.lines[position]?.tax ?? 0),
    })),
  );
  return order;
}

/**
 * Stores an order's GST under `kind` (at issue): each line's tax and the order's totals, so lists
 * and reports read the same figures as the document. Answers the totals' columns.
 */
export async function storeSplit(tx: Tx, orderId: string, kind: SupplyKind) {
  const lines = await linesOf(tx, orderId);
  const split = splitTax(lines, kind);
  for (const [index, line] of lines.entries()) {
    const tax = paiseToDecimal(split.paise.lines[index]?.tax ?? 0);
    if (toPaise(line.gstAmount) !== toPaise(tax))
      await tx
        .update(purchaseOrderLines)
        .set({ gstAmount: tax })
        .where(and(eq(purchaseOrderLines.id, line.id), eq(purchaseOrderLines.orderId, orderId)));
  }
  return {
    total: paiseToDecimal(split.paise.summary.taxable),
    gstTotal: paiseToDecimal(split.paise.summary.tax),
    totalWithGst: paiseToDecimal(split.paise.summary.total),
    updatedAt: sql`now()`,
  };
}
