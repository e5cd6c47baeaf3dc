import { negotiatedLineProblem } from '@tenderdesk/domain/evaluation';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { type Paise, toPaise } from '@tenderdesk/domain/money';
import { exactDecimal, GST_RATES, type GstRate, priceQuotation } from '@tenderdesk/domain/quotations';
import { bidsText } from '@tenderdesk/domain/ui/bids';
import type { NegotiationForSupplier, NegotiationLine } from './bid-types';

/*
 * A negotiation offer as typed (issue 21, contract section D): a new unit price per quoted item,
 * defaulting to the earlier one, never higher; the totals computed as the server computes them
 * (the domain's priceQuotation, each line's GST rate unchanged).
 */

/** Typed unit prices by item code. */
export type OfferDraft = Record<string, string>;
export type OfferErrors = Record<string, string>;

/** The form's starting values: the offer already sent, else the earlier prices. */
export function offerDraftOf(negotiation: Pick<NegotiationForSupplier, 'lines'>): OfferDraft {
  const draft: OfferDraft = {};
  for (const line of negotiation.lines) draft[line.itemCode] = line.offeredUnitPrice ?? line.earlierUnitPrice;
  return draft;
}

/** A line's price as it would be sent: the typed one, or the earlier one when left blank. */
function effectivePrice(line: NegotiationLine, draft: OfferDraft): string | null {
  const typed = (draft[line.itemCode] ?? '').trim();
  if (typed === '') return exactDecimal(line.earlierUnitPrice);
  return exactDecimal(typed);
}

const rateOf = (rate: number): GstRate =>
  ((GST_RATES as readonly number[]).includes(rate) ? rate : 0) as GstRate;

export type OfferTotals = {
  /** Each line's total before GST, by item code (null: its price is not a price). */
  lines: Record<string, Paise | null>;
  /** Null while any price is not a price. */
  total: Paise | null;
  gstTotal: Paise | null;
  totalWithGst: Paise | null;
};

/** The offer's totals with the domain's exact money rules, as typed. */
export function offerTotals(
  negotiation: Pick<NegotiationForSupplier, 'lines'>,
  draft: OfferDraft,
): OfferTotals {
  const lines: Record<string, Paise | null> = {};
  const priced: { qty: string; unitPrice: string; gstRate: GstRate }[] = [];
  let complete = true;
  for (const line of negotiation.lines) {
    const price = effectivePrice(line, draft);
    if (price === null) {
      lines[line.itemCode] = null;
      complete = false;
      continue;
    }
    const one = priceQuotation([{ qty: String(line.qty), unitPrice: price, gstRate: rateOf(line.gstRate) }]);
    lines[line.itemCode] = one.total;
    priced.push({ qty: String(line.qty), unitPrice: price, gstRate: rateOf(line.gstRate) });
  }
  if (!complete) return { lines, total: null, gstTotal: null, totalWithGst: null };
  const totals = priceQuotation(priced);
  return { lines, total: totals.total, gstTotal: totals.gstTotal, totalWithGst: totals.totalWithGst };
}

/** The server's refusals, on their lines: a price that is not one, or one above the earlier price. */
export function checkOffer(
  negotiation: Pick<NegotiationForSupplier, 'lines'>,
  draft: OfferDraft,
): OfferErrors {
  const errors: OfferErrors = {};
  const earlier = new Map<string, Paise>();
  const offered: { itemCode: string; unitPrice: string }[] = [];
  for (const line of negotiation.lines) {
    const price = effectivePrice(line, draft);
    if (price === null) {
      errors[line.itemCode] = evaluationMessages.offerPriceInvalid(line.itemCode);
      continue;
    }
    earlier.set(line.itemCode, toPaise(line.earlierUnitPrice));
    offered.push({ itemCode: line.itemCode, unitPrice: price });
  }
  // One line at a time through the domain's rule, so every higher price is named.
  for (const line of offered) {
    const problem = negotiatedLineProblem(earlier, [line]);
    if (problem?.kind === 'higher') errors[line.itemCode] = evaluationMessages.offerHigher(line.itemCode);
  }
  return errors;
}

/** The body of PUT .../negotiation-offer: every quoted item with its price (blank: the earlier one). */
export function offerPayload(
  negotiation: Pick<NegotiationForSupplier, 'lines'>,
  draft: OfferDraft,
): { items: { itemCode: string; unitPrice: string }[] } {
  return {
    items: negotiation.lines.map((line) => ({
      itemCode: line.itemCode,
      unitPrice: effectivePrice(line, draft) ?? (draft[line.itemCode] ?? '').trim(),
    })),
  };
}

/**
 * The item a refusal names (offerHigher, offerUnknownItem, the price check), or null; the server
 * answers in the language asked for (`locale`), English for a client that asks none.
 */
export function itemOfMessage(
  message: string,
  negotiation: Pick<NegotiationForSupplier, 'lines'>,
  locale: Locale = 'en',
): string | null {
  const said = [evaluationMessages, inLocale(evaluationMessages, locale)];
  const line = negotiation.lines.find((candidate) =>
    said
      .flatMap((text) => [
        text.offerHigher(candidate.itemCode),
        text.offerUnknownItem(candidate.itemCode),
        text.offerPriceInvalid(candidate.itemCode),
      ])
      .includes(message),
  );
  return line?.itemCode ?? null;
}

/** The server's clock minus the device's, from an answer's Date header (0 when it has none). */
export function serverOffsetOf(dateHeader: string | null, receivedAt: number): number {
  if (!dateHeader) return 0;
  const server = Date.parse(dateHeader);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds left until the deadline on the server's clock (never below 0). */
export function timeLeftMs(deadline: string, deviceNow: number, serverOffsetMs: number): number {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - (deviceNow + serverOffsetMs));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown: `2 days 03:04:05`, `1 day 00:00:09`, `03:04:05` (`text`: `bidsText` in the language on screen). */
export function formatTimeLeft(ms: number, text: Pick<typeof bidsText, 'daysLeft'> = bidsText): string {
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? text.daysLeft(days, clock) : clock;
}
