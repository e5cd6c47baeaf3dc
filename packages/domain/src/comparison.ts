import type { SupplyKind } from './gst';
import type { ItemFields, ItemLine, ItemPrice, ItemText, LineAmounts } from './item-line';
import { type Paise, paiseToDecimal, toPaise } from './money';
import type { NegotiationRound, RoundFigures } from './negotiation';
import { type GstSplitView, gstSplit } from './order-tax';
import { type GstRate, priceQuotation } from './quotations';

/*
 * The side-by-side comparison of a tender's quotations (issue 10, /compareQuotation; issue 11's
 * comparative statement reuses it): the tender's items down the side, the suppliers across, each
 * cell the unit price and line total, or 'not quoted'. Lines a supplier added (no tender item of
 * that code) are listed apart. Computed once here, so the screen, the statement and the tests agree.
 *
 * Marks: on each tender item, the lowest unit price among the suppliers who quoted it (ties all
 * marked), when at least two did; the lowest grand total with GST among the quotations that price
 * every tender item (among all of them when none does), when there are at least two quotations.
 */

export type ComparisonItemInput = ItemText & {
  id: string;
  /** Exact decimal string. */
  qty: string;
};

export type ComparisonLineInput = ItemText & {
  id: string;
  tenderItemId: string | null;
  /** Exact decimal strings. */
  qty: string;
  unitPrice: string;
  gstRate: number;
};

export type ComparisonQuotationInput = {
  quotationId: string;
  supplierId: string;
  supplierName: string;
  submittedAt: string;
  revised: boolean;
  revisedAt: string | null;
  reference: string | null;
  deliveryDays: number | null;
  validUntil: string | null;
  notes: string;
  lines: readonly ComparisonLineInput[];
  /** What the place of supply decides for this supplier (issue 20); IGST when not given. */
  supplyKind?: SupplyKind;
};

export type ComparisonCell =
  | { quoted: false }
  | (Pick<ItemLine, 'qty'> &
      ItemPrice &
      LineAmounts & {
        quoted: true;
        lineId: string;
        /** The lowest unit price of this item (at least two suppliers quoted it). */
        lowest: boolean;
      });

/** A line a supplier added that matches no tender item: the whole item row. */
export type ComparisonExtraLine = ItemLine & { lineId: string; hsnSac: string | null };

export type ComparisonSupplier = {
  quotationId: string;
  supplierId: string;
  supplierName: string;
  submittedAt: string;
  revised: boolean;
  revisedAt: string | null;
  reference: string | null;
  deliveryDays: number | null;
  validUntil: string | null;
  notes: string;
  /** One per tender item, in the items' order. */
  cells: ComparisonCell[];
  /** Lines the supplier added that match no tender item. */
  extraLines: ComparisonExtraLine[];
  /** Tender items this supplier priced. */
  quotedItems: number;
  /** Every tender item priced. */
  complete: boolean;
  total: number;
  gstTotal: number;
  totalWithGst: number;
  /**
   * The GST split of all its lines (issue 20): CGST + SGST when the supplier is in the buying
   * unit's state, IGST otherwise, none from a supplier that is not a regular registrant.
   */
  gstSplit: GstSplitView;
  /** The lowest grand total with GST (see the marks above). */
  lowestTotal: boolean;
  selected: boolean;
  /** Issue 21: its totals before each settled negotiation round that changed it (the totals above are the latest). */
  rounds?: RoundFigures[];
  /** Issue 24: its scorecard's headline measures over the last 12 months (ratios, null: no data). */
  scorecard?: { winRate: number | null; onTimeDelivery: number | null; acceptanceRate: number | null };
};

export type ComparisonItem = ItemFields & { tenderItemId: string; hsnSac: string | null };

export type ComparisonTender = {
  _id: string;
  projectCode: string;
  projectTitle: string;
  projectName: string;
  organisation: string;
  publishingDate: string;
  closingDate: string;
  sealed: boolean;
  closed: boolean;
  /** When a buyer closed it early (decision 039), that instant and the reason. */
  closedEarlyAt?: string;
  closedEarlyReason?: string;
};

/**
 * GET /api/tenders/{tenderId}/comparison. `quotedBy` always lists who has quoted and when. While a
 * sealed tender is open, `sealed` is true, `suppliers` is empty (no price leaves the server) and
 * `opensOn` is the day the prices open (the day after the closing date, in PORTAL_TIME_ZONE).
 */
export type ComparisonView = {
  tender: ComparisonTender;
  sealed: boolean;
  opensOn: string | null;
  items: ComparisonItem[];
  suppliers: ComparisonSupplier[];
  quotedBy: SealedSupplier[];
  selectedQuotationId: string | null;
  /** How the tender is awarded (decision 033): a whole quotation, by line, or not yet (null). */
  awardMode: 'quotation' | 'lines' | null;
  /** Issue 21: the tender's negotiation rounds (offers' totals only once each round is settled). */
  rounds?: NegotiationRound[];
};

/**
 * A supplier who has quoted a sealed tender: who and when, never prices. `disqualified` (issue 21,
 * only when true): a two-envelope tender's supplier the technical evaluation did not qualify, whose
 * prices stay sealed for ever.
 */
export type SealedSupplier = Pick<
  ComparisonSupplier,
  'quotationId' | 'supplierId' | 'supplierName' | 'submittedAt' | 'revised' | 'revisedAt'
> & { disqualified?: boolean };

const amount = (paise: Paise) => Number(paiseToDecimal(paise));

/** The comparison of open (unsealed) quotations. */
export function compareQuotations(
  items: readonly ComparisonItemInput[],
  quotations: readonly ComparisonQuotationInput[],
  selectedQuotationId: string | null,
): { items: ComparisonItem[]; suppliers: ComparisonSupplier[] } {
  const itemIndex = new Map(items.map((item, index) => [item.id, index]));
  const priced = quotations.map((quotation) => {
    const totals = priceQuotation(
      quotation.lines.map((line) => ({ ...line, gstRate: line.gstRate as GstRate })),
    );
    const cells: (ComparisonCell & { price?: Paise })[] = items.map(() => ({ quoted: false }));
    const extraLines: ComparisonExtraLine[] = [];
    quotation.lines.forEach((line, position) => {
      const { lineTotal, gst } = totals.lines[position] ?? { lineTotal: 0, gst: 0 };
      const index = line.tenderItemId === null ? undefined : itemIndex.get(line.tenderItemId);
      const figures = {
        lineId: line.id,
        qty: Number(line.qty),
        unitPrice: Number(line.unitPrice),
        gstRate: line.gstRate,
        lineTotal: amount(lineTotal),
        gstAmount: amount(gst),
      };
      // A second line for the same tender item is shown apart, so no price is hidden.
      if (index !== undefined && cells[index]?.quoted === false) {
        cells[index] = { quoted: true, ...figures, lowest: false, price: toPaise(line.unitPrice) };
      } else {
        extraLines.push({
          ...figures,
          itemCode: line.itemCode,
          itemName: line.itemName,
          partNo: line.partNo,
          manufacturer: line.manufacturer,
          uom: line.uom,
          hsnSac: line.hsnSac ?? null,
        });
      }
    });
    const quotedItems = cells.filter((cell) => cell.quoted).length;
    return { quotation, totals, cells, extraLines, quotedItems };
  });

  // The lowest unit price per tender item, among at least two quotes.
  items.forEach((_, index) => {
    const quoted = priced.flatMap((entry) => {
      const cell = entry.cells[index];
      return cell?.quoted ? [cell] : [];
    });
    if (quoted.length < 2) return;
    const lowest = Math.min(...quoted.map((cell) => cell.price ?? Number.POSITIVE_INFINITY));
    for (const cell of quoted) cell.lowest = cell.price === lowest;
  });

  // The lowest grand total with GST, among complete quotations (or all when none is complete).
  const complete = priced.filter((entry) => items.length > 0 && entry.quotedItems === items.length);
  const candidates = complete.length > 0 ? complete : priced;
  const lowestTotal =
    priced.length >= 2 ? Math.min(...candidates.map((entry) => entry.totals.totalWithGst)) : Number.NaN;
  const lowestIds = new Set(
    candidates
      .filter((entry) => entry.totals.totalWithGst === lowestTotal)
      .map((entry) => entry.quotation.quotationId),
  );

  return {
    items: items.map((item) => ({
      tenderItemId: item.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      hsnSac: item.hsnSac ?? null,
      qty: Number(item.qty),
    })),
    suppliers: priced.map(({ quotation, totals, cells, extraLines, quotedItems }) => ({
      quotationId: quotation.quotationId,
      supplierId: quotation.supplierId,
      supplierName: quotation.supplierName,
      submittedAt: quotation.submittedAt,
      revised: quotation.revised,
      revisedAt: quotation.revisedAt,
      reference: quotation.reference,
      deliveryDays: quotation.deliveryDays,
      validUntil: quotation.validUntil,
      notes: quotation.notes,
      cells: cells.map(({ price: _price, ...cell }) => cell),
      extraLines,
      quotedItems,
      complete: items.length > 0 && quotedItems === items.length,
      total: amount(totals.total),
      gstTotal: amount(totals.gstTotal),
      totalWithGst: amount(totals.totalWithGst),
      gstSplit: gstSplit(
        totals.lines.map((line, index) => ({
          lineTotal: paiseToDecimal(line.lineTotal),
          gstRate: quotation.lines[index]?.gstRate ?? 0,
        })),
        quotation.supplyKind ?? 'inter',
      ),
      lowestTotal: lowestIds.has(quotation.quotationId),
      selected: quotation.quotationId === selectedQuotationId,
    })),
  };
}
