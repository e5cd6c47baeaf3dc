import { awardMessages } from './award-messages';
import type { AwardedSupplierTotals, AwardMode } from './line-awards';
import { applyMarginPaise, type MarginType, type Paise, paiseToDecimal, sumPaise, toPaise } from './money';
import type { GstSplitView, TaxTotalsView } from './order-tax';
import { listQuerySchema } from './paging';
import { sortKeys } from './paging-rules';
import type { QuotationLineView } from './quotations';

/*
 * The award of a tender and the buyer's margins (spec sections 3, 4, 5 and 7; issue 10; decision
 * 026). One quotation is selected per tender (stored on the server); a margin is kept per line of
 * the selected quotation: a percentage adds that percent of the line total, a fixed amount adds the
 * amount, each rounded half up to the paisa (money.ts). Margins are added before GST.
 */

export const MARGIN_TYPES = ['Percentage', 'Fixed Amount'] as const satisfies readonly MarginType[];
export const DEFAULT_MARGIN_TYPE: MarginType = 'Percentage';
/** The largest margin value accepted (a percentage of 10,00,000 % or ₹10^12 is a typing slip). */
export const MARGIN_VALUE_MAX = 999_999_999_999.99;

export type MarginInput = {
  itemCode: string;
  marginType: MarginType;
  /** Exact decimal string, at most 2 decimals, >= 0. */
  marginValue: string;
  /** Optional: the quotation line's id, when two lines share an item code. */
  lineId: string | null;
};

export type MarginParse = { ok: true; value: MarginInput } | { ok: false; field: string; message: string };

/** Reads the body of POST /api/tenders/{tenderId}/update-margin. */
export function readMargin(body: unknown): MarginParse {
  const text = awardMessages;
  const fail = (field: string, message: string): MarginParse => ({ ok: false, field, message });
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return fail('itemCode', text.itemRequired);
  const input = body as Record<string, unknown>;
  const itemCode = typeof input.itemCode === 'string' ? input.itemCode.trim() : '';
  if (itemCode === '' || itemCode.length > 500) return fail('itemCode', text.itemRequired);
  const type =
    input.marginType === undefined || input.marginType === null ? DEFAULT_MARGIN_TYPE : input.marginType;
  if (typeof type !== 'string' || !(MARGIN_TYPES as readonly string[]).includes(type)) {
    return fail('marginType', text.marginTypeInvalid);
  }
  const value = marginDecimal(input.marginValue);
  if (value === null) return fail('marginValue', text.marginValueInvalid);
  let lineId: string | null = null;
  if (input.lineId !== undefined && input.lineId !== null && input.lineId !== '') {
    if (typeof input.lineId !== 'string') return fail('lineId', text.itemNotQuoted);
    lineId = input.lineId.trim().toLowerCase();
  }
  return { ok: true, value: { itemCode, marginType: type as MarginType, marginValue: value, lineId } };
}

/** A margin value: a number or numeric string >= 0 with at most 2 decimals, as "12.50"; else null. */
export function marginDecimal(value: unknown): string | null {
  let textValue: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    textValue = String(value);
  } else if (typeof value === 'string') textValue = value.trim();
  else return null;
  // At most 12 whole digits (MARGIN_VALUE_MAX), checked before parsing: a longer number would
  // leave the exact range of toPaise (a RangeError, not a refusal).
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(textValue)) return null;
  const paise = toPaise(textValue);
  if (Number.isNaN(paise) || paise > toPaise(MARGIN_VALUE_MAX)) return null;
  return paiseToDecimal(paise);
}

/** A line's margin (its value typed as `Value`) and the amounts it gives. */
export type LineMargin<Value> = {
  marginType: MarginType;
  marginValue: Value;
  marginAmount: Paise;
  priceWithMargin: Paise;
};

/** A selected line's margin and price with it, computed in paise from its line total (`total`). */
export type MarginedLine = Pick<QuotationLineView, 'total'> & LineMargin<string>;

/** Prices one line with its margin (none: Percentage, 0). */
export function marginLine(
  total: Paise,
  margin?: { marginType: MarginType; marginValue: string } | null,
): MarginedLine {
  const marginType = margin?.marginType ?? DEFAULT_MARGIN_TYPE;
  const marginValue = margin?.marginValue ?? '0.00';
  const priceWithMargin = applyMarginPaise(total, marginType, marginValue);
  return { total, marginType, marginValue, marginAmount: priceWithMargin - total, priceWithMargin };
}

/** Every line with its margin, the margin total and the grand total with margins. */
export function priceSelection(
  lines: readonly { total: Paise; margin?: { marginType: MarginType; marginValue: string } | null }[],
): { lines: MarginedLine[]; total: Paise; marginTotal: Paise; grandTotal: Paise } {
  const priced = lines.map((line) => marginLine(line.total, line.margin));
  const total = sumPaise(priced.map((line) => line.total));
  const marginTotal = sumPaise(priced.map((line) => line.marginAmount));
  return { lines: priced, total, marginTotal, grandTotal: sumPaise([total, marginTotal]) };
}

/**
 * A line of the selected quotation: the quotation's line (item-line.ts; its line total under the
 * spec's names `total` and `totalPrice`, without the GST amount) with its margin, and where it comes
 * from (the tender item, the quotation and supplier: several when awarded by line).
 */
export type SelectedLineView = Omit<QuotationLineView, 'gstAmount'> &
  LineMargin<number> & {
    lineId: string;
    tenderItemId: string | null;
    quotationId: string;
    supplierId: string;
    supplierName: string;
  };

/**
 * GET /api/tenders/{tenderId}/selected-quotation: the spec's fields (projectName, organisation,
 * supplierName, submittedAt, items with total, marginType, marginValue, notes) plus the award and
 * every figure with margins. Amounts are exact 2-decimal numbers.
 */
export type SelectedQuotationView = {
  /**
   * `quotation`: one quotation awarded whole (the spec's view). `lines`: awarded by line (decision
   * 033): `_id` and `quotationId` are the tender's id, `supplierName` the suppliers' names joined,
   * `supplierId` '' when several; each item names its own supplier and quotation.
   */
  mode: AwardMode;
  _id: string;
  tenderId: string;
  quotationId: string;
  projectCode: string;
  projectTitle: string;
  projectName: string;
  organisation: string;
  supplierId: string;
  supplierName: string;
  submittedAt: string;
  selectedAt: string;
  selectedBy: string | null;
  items: SelectedLineView[];
  /** Per awarded supplier (one for a whole award): its lines and totals before margins. */
  suppliers: AwardedSupplierTotals[];
  notes: string;
  reference: string | null;
  deliveryDays: number | null;
  validUntil: string | null;
  /** Before GST and margins (the quotation's `total`). */
  total: number;
  gstTotal: number;
  totalWithGst: number;
  marginTotal: number;
  /** total + marginTotal. */
  grandTotal: number;
  /**
   * The awarded lines' GST split (issue 20): each awarded supplier's by its place of supply, and
   * their sum (before margins).
   */
  gstSplit: TaxTotalsView & { bySupplier: (GstSplitView & { supplierId: string })[] };
};

/** The sorts of GET /api/tenders/quoted (newest publishing date first by default). */
export const QUOTED_TENDER_SORTS = sortKeys(['publishingDate', 'closingDate', 'projectName'] as const);
export const quotedTendersQuerySchema = listQuerySchema(QUOTED_TENDER_SORTS, '-publishingDate');
export type QuotedTendersQuery = ReturnType<typeof quotedTendersQuerySchema.parse>;

/**
 * The sorts of GET /api/tenders/quotations, the received quotations (newest first by default; its
 * query schema lives with the route, which keeps the list's page of 200 when none is asked).
 */
export const RECEIVED_QUOTATION_SORTS = sortKeys(['submittedAt'] as const);
export type ReceivedQuotationSort = (typeof RECEIVED_QUOTATION_SORTS)[number];

/**
 * A row of GET /api/tenders/quoted: a tender with at least one quotation from an approved supplier
 * (the tender dropdowns of /compareQuotation and /selectedQuotationView), and its award if any.
 */
export type QuotedTender = {
  _id: string;
  projectCode: string;
  projectTitle: string;
  projectName: string;
  organisation: string;
  publishingDate: string;
  closingDate: string;
  isClosed: boolean;
  /** When a buyer closed it early (decision 039), that instant and the reason. */
  closedEarlyAt?: string;
  closedEarlyReason?: string;
  sealed: boolean;
  /** Quotations from approved suppliers. */
  quotations: number;
  selectedQuotationId: string | null;
  selectedSupplierName: string | null;
  /** How the tender is awarded, if it is (decision 033): then the selected view has something to show. */
  awardMode: AwardMode | null;
};
