import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { addSplits, gstSplit } from '@tenderdesk/domain/order-tax';
import { type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { tenders } from '../../db/schema/tenders';
import {
  type AwardedLineRow,
  awardedLines,
  awardedSupplierTotals,
  type TenderAward,
} from '../../shared/awarded-lines';
import {
  buyerStateCode,
  placeOfSupply,
  supplierTaxColumns,
  supplierTaxFacts,
} from '../../shared/place-of-supply';
import { amount, marginsOf, priceLines } from './award-rows';

/*
 * The award as GET /api/tenders/{tenderId}/selected-quotation shows it (decisions 026, 033): the
 * whole award's quotation, or the lines awarded by line, with their margins and totals. The
 * answer of the award's and the margin's writes too.
 */

type AwardedLine = AwardedLineRow & { supplierId: string; supplierName: string };
type Priced = ReturnType<typeof priceLines>;

/** Each awarded line with its total and margin. */
function selectedItems(lines: readonly AwardedLine[], { totals, selection }: Priced) {
  return lines.map((line, index) => {
    const priced = selection.lines[index];
    const total = totals.lines[index]?.lineTotal ?? 0;
    return {
      lineId: line.id,
      itemCode: line.itemCode,
      itemName: line.itemName,
      partNo: line.partNo,
      manufacturer: line.manufacturer,
      uom: line.uom,
      qty: Number(line.qty),
      unitPrice: Number(line.unitPrice),
      gstRate: line.gstRate,
      total: amount(total),
      totalPrice: amount(total),
      marginType: priced?.marginType ?? 'Percentage',
      marginValue: Number(priced?.marginValue ?? '0'),
      marginAmount: amount(priced?.marginAmount ?? 0),
      priceWithMargin: amount(priced?.priceWithMargin ?? total),
      tenderItemId: line.tenderItemId,
      quotationId: line.quotationId,
      supplierId: line.supplierId,
      supplierName: line.supplierName,
    };
  });
}

/** Each awarded supplier's GST split by its place of supply (issue 20), and their sum. */
async function splitOf(
  db: DbOrTx,
  tenderId: string,
  award: TenderAward,
): Promise<SelectedQuotationView['gstSplit']> {
  const ids = award.suppliers.map((supplier) => supplier.supplierId);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: suppliers.id, ...supplierTaxColumns })
          .from(suppliers)
          .where(inArray(suppliers.id, ids));
  const buyerState = await buyerStateCode(db, tenderId);
  const bySupplier = award.suppliers.map((supplier) => {
    const row = rows.find((candidate) => candidate.id === supplier.supplierId);
    const kind = placeOfSupply(buyerState, supplierTaxFacts(row ?? { state: '' }));
    const priced = priceQuotation(
      supplier.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })),
    );
    const lines = priced.lines.map((line, index) => ({
      lineTotal: paiseToDecimal(line.lineTotal),
      gstRate: supplier.lines[index]?.gstRate ?? 0,
    }));
    return { supplierId: supplier.supplierId, ...gstSplit(lines, kind) };
  });
  return { ...addSplits(bySupplier), bySupplier };
}

/** The view of the tender's award, or null when nothing is awarded. */
export async function selectedView(db: DbOrTx, tenderId: string): Promise<SelectedQuotationView | null> {
  const award = await awardedLines(db, tenderId);
  if (award.mode === null) return null;
  const [tender] = await db
    .select({
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      projectName: tenders.projectName,
      organisation: tenders.organisation,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  if (!tender) return null;
  const quotationIds = award.suppliers.map((supplier) => supplier.quotationId);
  const quotationRows = await db.select().from(quotations).where(inArray(quotations.id, quotationIds));
  const first = quotationRows[0];
  if (!first) return null;
  const priced = priceLines(award.lines, await marginsOf(db, tenderId));
  const { totals, selection } = priced;
  const whole = award.mode === 'quotation';
  const names = award.suppliers.map((supplier) => supplier.supplierName);
  const latest = quotationRows.reduce((a, b) => (b.submittedAt > a.submittedAt ? b : a), first);
  return {
    mode: award.mode,
    _id: whole ? first.id : tenderId,
    tenderId,
    quotationId: whole ? first.id : tenderId,
    ...tender,
    supplierId: award.suppliers.length === 1 ? (award.suppliers[0]?.supplierId ?? '') : '',
    supplierName: names.join(', '),
    submittedAt: latest.submittedAt.toISOString(),
    selectedAt: (award.selectedAt ?? new Date()).toISOString(),
    selectedBy: award.selectedBy,
    items: selectedItems(award.lines, priced),
    suppliers: awardedSupplierTotals(award),
    notes: whole ? first.notes : '',
    reference: whole ? first.reference : null,
    deliveryDays: whole ? first.deliveryDays : null,
    validUntil: whole ? first.validUntil : null,
    total: amount(totals.total),
    gstTotal: amount(totals.gstTotal),
    totalWithGst: amount(totals.totalWithGst),
    marginTotal: amount(selection.marginTotal),
    grandTotal: amount(selection.grandTotal),
    gstSplit: await splitOf(db, tenderId, award),
  };
}
