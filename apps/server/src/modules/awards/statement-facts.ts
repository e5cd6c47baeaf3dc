import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import { formatDocumentDay } from '@tenderdesk/domain/document-format';
import { documentText } from '@tenderdesk/domain/document-text';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { toPaise } from '@tenderdesk/domain/money';

/*
 * What a committee reads off the comparative statement besides the figures (issue 20): each
 * supplier's rank on the total, delivery, validity and GST rate, and which lines are awarded to
 * whom. Worked out once here, so the XLSX and the PDF say the same; no money is computed (ranks
 * order the comparison's totals).
 *
 * Ranks: L1, L2, ... by the grand total with GST, lowest first, among the quotations that price
 * every tender item (among all of them when none does: the same pool as the comparison's lowest
 * total); equal totals share a rank and the next rank skips (L1, L1, L3). A quotation outside the
 * pool has no rank ("–", it does not price every item).
 * GST rate: the supplier's one rate ("18%"), or "Mixed (5%, 18%)" when its lines differ; the rate
 * of each line is then in the quotation itself, not repeated per cell.
 */

export type SupplierFacts = {
  /** 'L1', 'L2', ... or '–' outside the ranked pool. */
  rank: string;
  delivery: string;
  validity: string;
  gstRate: string;
  /** Awarded as a whole quotation. */
  awardedWhole: boolean;
  /** Per tender item (the items' order): this supplier's line is the awarded one. */
  awardedLines: boolean[];
};

export type StatementFacts = {
  suppliers: SupplierFacts[];
  /** Per tender item: the suppliers with its lowest unit price ('' when not marked). */
  lowestBy: string[];
  /** Per tender item: the supplier it is awarded to ('' when none). */
  awardedTo: string[];
};

export const NO_RANK = '–';

type Words = (typeof documentText)['statement'];

const days = (count: number | null, words: Words) => (count === null ? NO_RANK : words.days(count));

/** "18%", "Mixed (5%, 18%)", or '–' when nothing is quoted. */
function gstRateOf(rates: readonly number[], words: Words): string {
  const distinct = [...new Set(rates)].sort((a, b) => a - b);
  if (distinct.length === 0) return NO_RANK;
  if (distinct.length === 1) return `${distinct[0]}%`;
  return words.mixedRates(distinct.map((rate) => `${rate}%`).join(', '));
}

/** Competition ranks ("L1, L1, L3") by total with GST within the pool. */
function ranksOf(comparison: ComparisonView): string[] {
  const { suppliers } = comparison;
  const anyComplete = suppliers.some((supplier) => supplier.complete);
  const totals = suppliers.map((supplier) =>
    anyComplete && !supplier.complete ? null : toPaise(supplier.totalWithGst),
  );
  return totals.map((total) => {
    if (total === null) return NO_RANK;
    const lower = totals.filter((other) => other !== null && other < total).length;
    return `L${lower + 1}`;
  });
}

/** The facts in `locale`'s words and days (English unless told: the XLSX's). */
export function statementFacts(
  comparison: ComparisonView,
  award: SelectedQuotationView | null,
  locale: Locale = 'en',
): StatementFacts {
  const words = inLocale(documentText, locale).statement;
  const byLine = award?.mode === 'lines';
  const awardedLineIds = new Set(byLine ? award.items.map((line) => line.lineId) : []);
  const ranks = ranksOf(comparison);
  const suppliers = comparison.suppliers.map((supplier, index): SupplierFacts => {
    const rates = supplier.cells.flatMap((cell) => (cell.quoted ? [cell.gstRate] : []));
    const awardedWhole = !byLine && supplier.selected;
    return {
      rank: ranks[index] ?? NO_RANK,
      delivery: days(supplier.deliveryDays, words),
      validity: supplier.validUntil ? formatDocumentDay(supplier.validUntil, locale) : NO_RANK,
      gstRate: gstRateOf([...rates, ...supplier.extraLines.map((line) => line.gstRate)], words),
      awardedWhole,
      awardedLines: supplier.cells.map(
        (cell) => cell.quoted && (awardedWhole || awardedLineIds.has(cell.lineId)),
      ),
    };
  });
  const names = (pick: (index: number, item: number) => boolean) =>
    comparison.items.map((_, item) =>
      comparison.suppliers
        .filter((_, index) => pick(index, item))
        .map((supplier) => supplier.supplierName)
        .join(', '),
    );
  return {
    suppliers,
    lowestBy: names((index, item) => {
      const cell = comparison.suppliers[index]?.cells[item];
      return !!cell?.quoted && cell.lowest;
    }),
    awardedTo: names((index, item) => !!suppliers[index]?.awardedLines[item]),
  };
}
