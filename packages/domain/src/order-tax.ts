import { amountInWords } from './amount-in-words';
import { type LineTax, type SupplyKind, type TaxSummary, taxLines } from './gst';
import { catalogue } from './i18n/catalogue';
import { type Paise, paiseToDecimal, toPaise } from './money';

/*
 * The GST split of a priced document (issue 20 item 4): an order's lines (line total before GST,
 * GST rate) taxed by `taxLines` (gst.ts, which states the rounding) for the supply kind the place
 * of supply decided, answered as the API's exact 2-decimal numbers. The order, its PDF and screen,
 * the comparison and the selected quotation all read their split from here.
 */

/** How each supply kind reads on a document. */
export const SUPPLY_KIND_LABELS: Record<SupplyKind, string> = catalogue('supplyKind', {
  intra: 'Intra-state: CGST + SGST',
  inter: 'Inter-state: IGST',
  untaxed: 'No GST: the supplier is not a regular GST registrant',
});

/** One line's taxes, as 2-decimal numbers. */
export type LineTaxView = { cgst: number; sgst: number; igst: number; tax: number };

/** The totals a document prints: taxable value, each tax, all tax, and the total with tax. */
export type TaxTotalsView = {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
};

/** A supplier's (or an order's) split: the supply kind and its totals. */
export type GstSplitView = TaxTotalsView & { supplyKind: SupplyKind };

/** Paise as the API's exact 2-decimal number. */
const asAmount = (paise: Paise) => Number(paiseToDecimal(paise));

const lineView = (tax: LineTax): LineTaxView => ({
  cgst: asAmount(tax.cgst),
  sgst: asAmount(tax.sgst),
  igst: asAmount(tax.igst),
  tax: asAmount(tax.tax),
});

const totalsView = (summary: TaxSummary): TaxTotalsView => ({
  taxable: asAmount(summary.taxable),
  cgst: asAmount(summary.cgst),
  sgst: asAmount(summary.sgst),
  igst: asAmount(summary.igst),
  tax: asAmount(summary.tax),
  total: asAmount(summary.total),
});

export type PricedLine = { lineTotal: number | string; gstRate: number };

/** Every line's taxes, the totals and the total in words, for lines priced before GST. */
export function splitTax(
  lines: readonly PricedLine[],
  kind: SupplyKind,
): {
  lines: LineTaxView[];
  totals: TaxTotalsView;
  /** The same figures in paise, for storing as exact decimals. */
  paise: { lines: LineTax[]; summary: TaxSummary };
  amountInWords: string;
} {
  const taxed = taxLines(
    lines.map((line) => ({ taxable: toPaise(line.lineTotal), rate: line.gstRate })),
    kind,
  );
  return {
    lines: taxed.lines.map(lineView),
    totals: totalsView(taxed.summary),
    paise: taxed,
    amountInWords: amountInWords(taxed.summary.total),
  };
}

/** The split of one supplier's lines with its supply kind (the comparison, the selected quotation). */
export function gstSplit(lines: readonly PricedLine[], kind: SupplyKind): GstSplitView {
  return { supplyKind: kind, ...splitTax(lines, kind).totals };
}

/** Several suppliers' splits added up (an award by line may go to suppliers in different states). */
export function addSplits(splits: readonly TaxTotalsView[]): TaxTotalsView {
  const sum = (pick: (split: TaxTotalsView) => number) =>
    asAmount(splits.reduce((total, split) => total + toPaise(pick(split)), 0));
  return {
    taxable: sum((split) => split.taxable),
    cgst: sum((split) => split.cgst),
    sgst: sum((split) => split.sgst),
    igst: sum((split) => split.igst),
    tax: sum((split) => split.tax),
    total: sum((split) => split.total),
  };
}
