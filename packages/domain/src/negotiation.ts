import { negotiatedLineProblem } from './evaluation';
import { evaluationMessages } from './evaluation-messages';
import { type Paise, paiseToDecimal, toPaise } from './money';
import { exactDecimal } from './quotations';

/*
 * A negotiation round (issue 21 item 5, decision 049): after the prices are open the buyer invites
 * suppliers to lower their prices by a deadline. Offers are sealed until then; the first buyer read
 * after the deadline settles the round, each offer becoming a new revision of its quotation. The
 * shapes the API answers and the offer's rules; zod-free (schemas: negotiation-schemas.ts).
 * Amounts are exact decimal strings ("12345.60"), instants ISO strings.
 */

/** An invited supplier of a round, as the buyer reads it: its offer's totals only once settled. */
export type RoundInvitee = {
  supplierId: string;
  companyName: string;
  /** When the supplier last sent its offer (null: none sent); shown before the deadline too. */
  submittedAt: string | null;
  earlierTotal: string;
  earlierTotalWithGst: string;
  /** The offer's totals: null until the round is settled, and when no offer was sent. */
  total: string | null;
  totalWithGst: string | null;
};

/** A negotiation round (Evaluation.rounds, and the comparison's `rounds`). */
export type NegotiationRound = {
  _id: string;
  round: number;
  deadline: string;
  note: string;
  settledAt: string | null;
  invitees: RoundInvitee[];
};

/** A quotation's figures before a settled round that changed it (the comparison's per-supplier `rounds`). */
export type RoundFigures = { round: number; total: string; totalWithGst: string };

/** One quoted line in the supplier's view of its round. */
export type NegotiationLine = {
  itemCode: string;
  itemName: string;
  qty: string;
  uom: string;
  gstRate: number;
  earlierUnitPrice: string;
  /** The price offered in this round (null: no offer sent yet). */
  offeredUnitPrice: string | null;
};

/** The supplier's own latest round (SupplierBid.negotiation, and the offer's answer). */
export type NegotiationForSupplier = {
  roundId: string;
  round: number;
  deadline: string;
  note: string;
  settledAt: string | null;
  /** Offers are still taken (before the deadline, not settled). */
  open: boolean;
  lines: NegotiationLine[];
  earlierTotal: string;
  earlierTotalWithGst: string;
  /** The supplier's own offer's totals (null until it sends one). */
  total: string | null;
  totalWithGst: string | null;
  submittedAt: string | null;
};

/** The answer of an EMD release. */
export type SecurityRelease = {
  tenderId: string;
  supplierId: string;
  kind: 'emd';
  mode: 'paid' | 'exempt';
  releasedAt: string;
  releaseNote: string;
  releasedBy: string;
};

/** The figures of each settled round that changed this supplier's quotation, oldest first. */
export function earlierRoundFigures(rounds: readonly NegotiationRound[], supplierId: string): RoundFigures[] {
  return rounds.flatMap((round) => {
    if (round.settledAt === null) return [];
    const invitee = round.invitees.find((one) => one.supplierId === supplierId);
    if (!invitee || invitee.submittedAt === null) return [];
    return [{ round: round.round, total: invitee.earlierTotal, totalWithGst: invitee.earlierTotalWithGst }];
  });
}

/** A quoted line as the offer's rules read it. */
export type EarlierLine = { itemCode: string; unitPrice: string };

export type OfferProblem = { field: string; message: string };

const codeKey = (code: string) => code.trim().toLowerCase();

/**
 * An offer's lines checked against the quotation's lines: each price valid (like a quotation's),
 * each item once and quoted, none above the earlier price (the lowest of the quotation's lines of
 * that item). Answers the new unit price of every quoted line, in the quotation's order (an item
 * left out keeps its earlier price), or the first problem.
 */
export function readOfferLines(
  earlier: readonly EarlierLine[],
  items: readonly { itemCode: string; unitPrice?: unknown }[],
): { ok: true; unitPrices: string[] } | { ok: false; problem: OfferProblem } {
  const fail = (field: string, message: string) => ({ ok: false as const, problem: { field, message } });
  const lowest = new Map<string, Paise>();
  for (const line of earlier) {
    const key = codeKey(line.itemCode);
    const paise = toPaise(line.unitPrice);
    lowest.set(key, Math.min(lowest.get(key) ?? paise, paise));
  }
  const offered = new Map<string, string>();
  for (const [index, item] of items.entries()) {
    const key = codeKey(item.itemCode);
    if (offered.has(key))
      return fail(`items[${index}].itemCode`, evaluationMessages.offerRepeated(item.itemCode));
    const unitPrice = exactDecimal(item.unitPrice);
    if (unitPrice === null)
      return fail(`items[${index}].unitPrice`, evaluationMessages.offerPriceInvalid(item.itemCode));
    const problem = negotiatedLineProblem(lowest, [{ itemCode: key, unitPrice }]);
    if (problem?.kind === 'unknown')
      return fail(`items[${index}].itemCode`, evaluationMessages.offerUnknownItem(item.itemCode));
    if (problem?.kind === 'higher')
      return fail(`items[${index}].unitPrice`, evaluationMessages.offerHigher(item.itemCode));
    offered.set(key, unitPrice);
  }
  return {
    ok: true,
    unitPrices: earlier.map(
      (line) => offered.get(codeKey(line.itemCode)) ?? paiseToDecimal(toPaise(line.unitPrice)),
    ),
  };
}
