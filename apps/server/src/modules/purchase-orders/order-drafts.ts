import { paiseToDecimal } from '@tenderdesk/domain/money';
import type { PurchaseOrderParty } from '@tenderdesk/domain/purchase-orders';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Tx } from '../../db/client';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders';
import { suppliers } from '../../db/schema/suppliers';
import type { tenders } from '../../db/schema/tenders';
import type { AwardedSupplier } from '../../shared/awarded-lines';
import type { OrderRecord } from './order-rows';

/* A Draft of the award for one supplier, shared by generation and reissue. */

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
  const party: PurchaseOrderParty = {
    name: supplier.companyName,
    address: supplier.address,
    city: supplier.city,
    state: supplier.state,
    postalCode: supplier.postalCode,
    country: supplier.country,
    telephone: supplier.telephone,
    email: supplier.contactEmailAddress || supplier.emailAddress,
    contactName: `${supplier.firstName} ${supplier.lastName}`.trim(),
  };
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
      gstTotal: paiseToDecimal(totals.gstTotal),
      totalWithGst: paiseToDecimal(totals.totalWithGst),
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
      qty: line.qty,
      unitPrice: line.unitPrice,
      gstRate: line.gstRate,
      lineTotal: paiseToDecimal(totals.lines[position]?.lineTotal ?? 0),
      gstAmount: paiseToDecimal(totals.lines[position]?.gst ?? 0),
    })),
  );
  return order;
}
