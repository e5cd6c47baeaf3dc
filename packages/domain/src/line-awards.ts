import { z } from 'zod';
import type { ItemFields, ItemLine } from './item-line';
import { purchaseOrderMessages as text } from './purchase-order-messages';

/*
 * Award by line (issue 12 item 2, decision 033). Beside the whole-quotation award (awards.ts), a
 * buyer may give each tender item to one approved supplier's quoted line. A tender is awarded in
 * one mode at a time: `quotation` (tender_awards) or `lines` (tender_line_awards, one row per
 * item). The award is frozen once a purchase order of the tender is issued.
 */

export type AwardMode = 'quotation' | 'lines';

/** The most lines one PUT may award (a tender has at most this many items). */
export const MAX_LINE_AWARDS = 500;

/** Body of PUT /api/tenders/{tenderId}/line-awards: the whole set of line awards (it replaces the stored one). */
export const lineAwardsBodySchema = z.object(
  {
    lines: z
      .array(
        z.object({
          tenderItemId: z.string({ error: text.itemUnknown }).trim().min(1, text.itemUnknown).max(64),
          quotationLineId: z.string({ error: text.lineUnknown }).trim().min(1, text.lineUnknown).max(64),
        }),
        { error: text.linesRequired },
      )
      .min(1, text.linesRequired)
      .max(MAX_LINE_AWARDS, text.tooManyLines(MAX_LINE_AWARDS)),
    replace: z.boolean().optional(),
  },
  { error: text.linesRequired },
);
export type LineAwardsBody = z.infer<typeof lineAwardsBodySchema>;

/** An awarded line with its figures (amounts are exact 2-decimal numbers). */
export type AwardedLineView = Omit<ItemLine, 'partNo' | 'manufacturer'> & {
  quotationLineId: string;
  quotationId: string;
  supplierId: string;
  supplierName: string;
};

/** One tender item in GET /api/tenders/{tenderId}/line-awards. */
export type LineAwardItem = Pick<ItemFields, 'itemCode' | 'itemName' | 'uom' | 'qty'> & {
  tenderItemId: string;
  /** The tender item's HSN/SAC code (null: none). */
  hsnSac: string | null;
  /** The approved quoted line of lowest unit price (the earliest quotation on a tie); null when none or sealed. */
  lowestLineId: string | null;
  /** The line awarded for this item (either mode), or null. */
  awarded: AwardedLineView | null;
};

/** Per supplier holding awarded lines: what its purchase order would carry. */
export type AwardedSupplierTotals = {
  supplierId: string;
  supplierName: string;
  quotationId: string;
  lines: number;
  total: number;
  gstTotal: number;
  totalWithGst: number;
};

/**
 * GET /api/tenders/{tenderId}/line-awards (also the answer of PUT and DELETE). `mode` null: nothing
 * awarded. `locked`: an order is issued, so the award can no longer change. `draftOrders`: drafts a
 * change would discard (then `replace: true` is needed).
 */
export type LineAwardsView = {
  tenderId: string;
  mode: AwardMode | null;
  sealed: boolean;
  /** The tender's closing day (YYYY-MM-DD) and whether it is closed: awards wait for it (decision 039). */
  closingDate: string;
  closed: boolean;
  /** When a buyer closed it early, that instant and the reason. */
  closedEarlyAt?: string;
  closedEarlyReason?: string;
  locked: boolean;
  draftOrders: number;
  items: LineAwardItem[];
  suppliers: AwardedSupplierTotals[];
  total: number;
  gstTotal: number;
  totalWithGst: number;
  selectedAt: string | null;
  selectedBy: string | null;
};

/**
 * The lowest line per tender item among candidate lines: lowest unit price (in paise), then the
 * earliest quotation (the order given). Pure, so the screen's preselection and the server agree.
 */
export function lowestLinePerItem(
  candidates: readonly { tenderItemId: string | null; lineId: string; unitPricePaise: number }[],
): Map<string, string> {
  const best = new Map<string, { lineId: string; price: number }>();
  for (const line of candidates) {
    if (line.tenderItemId === null) continue;
    const current = best.get(line.tenderItemId);
    if (!current || line.unitPricePaise < current.price)
      best.set(line.tenderItemId, { lineId: line.lineId, price: line.unitPricePaise });
  }
  return new Map([...best].map(([item, entry]) => [item, entry.lineId]));
}
