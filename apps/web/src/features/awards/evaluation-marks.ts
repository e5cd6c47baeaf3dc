import type { ComparisonSupplier, ComparisonView, SealedSupplier } from '@tenderdesk/domain/comparison';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';

/*
 * What the award screens read of a tender's evaluation (issue 21, contract C and D), all additive
 * to the comparison's shape: negotiated rounds beside a quotation's total, the rows of a
 * two-envelope tender still sealed (no day: the committee opens them), and suppliers disqualified
 * in the technical evaluation, whose prices are never shown.
 */

/** The earlier figures of one settled negotiation round (contract D: `rounds` on a quotation). */
export type EarlierRound = { round: number; total: number | string; totalWithGst: number | string };

/** A comparison supplier with the optional marks of an evaluated tender. */
export type EvaluatedComparisonSupplier = ComparisonSupplier & {
  rounds?: EarlierRound[];
  disqualified?: boolean;
};

type MarkedSealed = SealedSupplier & { disqualified?: boolean };

type EvaluatedView = Omit<ComparisonView, 'tender' | 'suppliers' | 'quotedBy'> & {
  tender: ComparisonView['tender'] & { envelopes?: 'single' | 'two' };
  suppliers: EvaluatedComparisonSupplier[];
  quotedBy: MarkedSealed[];
};

const rupeesOf = (amount: number | string) => {
  const paise = toPaise(amount);
  return Number.isNaN(paise) ? '-' : formatRupees(paise);
};

/**
 * "Round 1: ₹…, earlier ₹…" for each settled round, oldest first: the total with GST after the
 * round (the next round's earlier figure, or the current total after the last) beside the earlier one.
 */
export function roundTotalLines(
  supplier: EvaluatedComparisonSupplier,
  m: typeof evaluationMessages = evaluationMessages,
): string[] {
  const rounds = [...(supplier.rounds ?? [])].sort((a, b) => a.round - b.round);
  return rounds.map((round, at) => {
    const after = rounds[at + 1]?.totalWithGst ?? supplier.totalWithGst;
    return m.roundTotals(round.round, rupeesOf(after), rupeesOf(round.totalWithGst));
  });
}

/** Whether the comparison is of a two-envelope tender (named by the tender, or a sealed view without a day). */
export function isTwoEnvelope(view: ComparisonView): boolean {
  const tender = view.tender as EvaluatedView['tender'];
  if (tender.envelopes) return tender.envelopes === 'two';
  return view.sealed && view.opensOn === null;
}

/** A sealed tender's notice: the day its prices open, or (two envelopes) the committee's opening. */
export function sealedNotice(
  opensOn: string | null,
  withDay: (day: string) => string,
  m: typeof evaluationMessages = evaluationMessages,
): string {
  return opensOn === null ? m.financialSealed : withDay(opensOn);
}

/** A sealed row's short text: "Sealed: prices open on …", or "Sealed until opened by the committee". */
export function sealedRowText(
  opensOn: string | null,
  withDay: (day: string) => string,
  m: typeof evaluationMessages = evaluationMessages,
): string {
  return opensOn === null ? m.sealedShort : withDay(opensOn);
}

/** The suppliers whose prices may be compared (a disqualified one never is). */
export function comparableSuppliers(view: ComparisonView): ComparisonSupplier[] {
  return (view.suppliers as EvaluatedComparisonSupplier[]).filter(
    (supplier) => supplier.disqualified !== true,
  );
}

/**
 * The suppliers disqualified in the technical evaluation, by name: marked so by the server, or,
 * once a two-envelope tender's prices are open, those who quoted but whose prices are not shown.
 */
export function disqualifiedSuppliers(view: ComparisonView): { supplierId: string; supplierName: string }[] {
  const marked = view as EvaluatedView;
  const shown = new Set(comparableSuppliers(view).map((supplier) => supplier.supplierId));
  const found = new Map<string, string>();
  for (const supplier of marked.suppliers) {
    if (supplier.disqualified === true) found.set(supplier.supplierId, supplier.supplierName);
  }
  for (const supplier of marked.quotedBy) {
    const hidden = !view.sealed && isTwoEnvelope(view) && !shown.has(supplier.supplierId);
    if (supplier.disqualified === true || hidden) found.set(supplier.supplierId, supplier.supplierName);
  }
  return [...found].map(([supplierId, supplierName]) => ({ supplierId, supplierName }));
}

/** Whether a sealed row of the comparison is a disqualified supplier's. */
export function isDisqualifiedRow(row: SealedSupplier): boolean {
  return (row as MarkedSealed).disqualified === true;
}
