import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { QuotedTender } from '@tenderdesk/domain/awards';
import { marginDecimal, priceSelection } from '@tenderdesk/domain/awards';
import type { ComparisonSupplier } from '@tenderdesk/domain/comparison';
import { formatRupees, type MarginType, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import type { GstSplitView } from '@tenderdesk/domain/order-tax';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { QuotationView, ReceivedQuotationRow } from '@tenderdesk/domain/quotations';
import { portalZoneName } from '@tenderdesk/domain/tender-rules';
import { awardsText } from '@tenderdesk/domain/ui/awards';
import { formatDay, formatInstantDay, portalTimeZone } from '../../lib/portal-time';

/*
 * The pure rules of the award screens (/quotationReceived, /compareQuotation,
 * /selectedQuotationView; issue 10, decision 026): money as the server sent it, the quotation text
 * read, the search over a page, the tender kept in the address, the Select buttons' labels and
 * confirmations, and the margin checked and previewed with the domain's own arithmetic.
 */

/**
 * An amount the server sent (an exact 2-decimal number) as ₹ with Indian grouping. The number is
 * only read back to its paise (no arithmetic), so the figure shown is the server's.
 */
export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return formatRupees(toPaise(amount));
}

/** A quantity as stored: 2 decimals, Indian grouping ("1,250.00"). */
export function quantity(qty: number): string {
  if (!Number.isFinite(qty)) return String(qty);
  const [whole = '0', fraction = '00'] = paiseToDecimal(toPaise(qty)).split('.');
  return `${Number(whole).toLocaleString('en-IN')}.${fraction}`;
}

/** What a quotation's JSON text holds: priced lines, a sealed placeholder, or free text. */
export type ReadQuotation =
  | { kind: 'priced'; view: QuotationView }
  | { kind: 'sealed'; opensOn: string | null }
  | { kind: 'raw'; text: string };

/** Reads the `quotation` text of the admin calls (decision 025; sealed: decision 026). */
export function readQuotationText(text: string): ReadQuotation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'raw', text };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'raw', text };
  const body = parsed as Record<string, unknown>;
  if (body.sealed === true) {
    return { kind: 'sealed', opensOn: typeof body.opensOn === 'string' ? body.opensOn : null };
  }
  if (!Array.isArray(body.items) || body.items.length === 0) return { kind: 'raw', text };
  return { kind: 'priced', view: parsed as QuotationView };
}

/** What a received row shows besides its names: the total with GST or the sealed date, revised, selected. */
export function receivedSummary(row: ReceivedQuotationRow) {
  const read = readQuotationText(row.quotation);
  const sealed = row.sealed === true || read.kind === 'sealed';
  const opensOn = row.opensOn ?? (read.kind === 'sealed' ? read.opensOn : null);
  const view = read.kind === 'priced' ? read.view : null;
  const revised = row.revision > 1;
  return {
    sealed,
    opensOn,
    totalWithGst: sealed || !view ? null : view.totalWithGst,
    revised,
    revisedAt: revised ? (view?.updatedAt ?? null) : null,
    selected: row.selected === true,
  };
}

/** The search over the page on screen: project, organisation or supplier, any case. */
export function matchesReceived(row: ReceivedQuotationRow, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [row.projectName, row.organisation, row.supplierName].some((text) => text.toLowerCase().includes(q));
}

/** The address parameter holding the chosen tender, so a reload or a shared link keeps it. */
export const TENDER_PARAM = 'tender';

/** The tender in the address, or '' (anything but a plain id is ignored). */
export function readTenderParam(params: URLSearchParams): string {
  const value = (params.get(TENDER_PARAM) ?? '').trim();
  return /^[\w-]{1,64}$/.test(value) ? value : '';
}

/** The address's parameters with the tender set (or removed); other parameters are kept. */
export function writeTenderParam(params: URLSearchParams, tenderId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tenderId) next.set(TENDER_PARAM, tenderId);
  else next.delete(TENDER_PARAM);
  return next;
}

/** The dropdown's option text (spec section 2): the project code and the project title. */
export function tenderOptionLabel(tender: Pick<QuotedTender, 'projectCode' | 'projectTitle'>): string {
  return `${tender.projectCode} – ${tender.projectTitle}`;
}

/** 'n of m items quoted' (`t`: the screen's texts in the language on screen; English by default). */
export function quotedItemsText(quoted: number, items: number, t = awardsText): string {
  return t.quotedItems(quoted, items);
}

/** What a supplier's Select button reads and asks, given the current award. */
export type SelectPlan = {
  label: 'Select' | 'Selected' | 'Change award';
  /** True on the awarded supplier (nothing to do). */
  current: boolean;
  /** The confirmation's question. */
  confirm: string;
  /** Send `{replace: true}`: another quotation is awarded. */
  replace: boolean;
};

/** A plan's label as the key of its text (`awardsText.planLabel`). */
export const PLAN_LABEL_KEY = {
  Select: 'select',
  Selected: 'selected',
  'Change award': 'changeAward',
} as const satisfies Record<SelectPlan['label'], keyof typeof awardsText.planLabel>;

/** The texts a plan's question is made of, in the language on screen (English by default). */
export type PlanTexts = {
  award: typeof awardMessages;
  orders: typeof purchaseOrderMessages;
  ui: typeof awardsText;
};

const ENGLISH_PLAN_TEXTS: PlanTexts = { award: awardMessages, orders: purchaseOrderMessages, ui: awardsText };

export function selectPlan(
  supplier: Pick<ComparisonSupplier, 'quotationId' | 'supplierName'>,
  suppliers: readonly Pick<ComparisonSupplier, 'quotationId' | 'supplierName'>[],
  selectedQuotationId: string | null,
  awardMode: 'quotation' | 'lines' | null = selectedQuotationId ? 'quotation' : null,
  texts: PlanTexts = ENGLISH_PLAN_TEXTS,
): SelectPlan {
  if (selectedQuotationId === supplier.quotationId) {
    return { label: 'Selected', current: true, confirm: '', replace: false };
  }
  if (awardMode === 'lines') {
    // Awarded by line (decision 033): a whole quotation replaces the line awards, once confirmed.
    return {
      label: 'Change award',
      current: false,
      confirm: texts.orders.lineAwardsExist,
      replace: true,
    };
  }
  if (selectedQuotationId) {
    const from =
      suppliers.find((entry) => entry.quotationId === selectedQuotationId)?.supplierName ??
      texts.ui.anotherSupplier;
    return {
      label: 'Change award',
      current: false,
      confirm: texts.award.confirmChange(from, supplier.supplierName),
      replace: true,
    };
  }
  return {
    label: 'Select',
    current: false,
    confirm: texts.award.confirmSelect(supplier.supplierName),
    replace: false,
  };
}

/**
 * A refusal of an award that a confirmation lifts (decision 033): the tender is awarded by line, or
 * draft orders would be discarded. The server's message is the question; the answer sends `replace`.
 * Other 409s (sealed, issued orders, not approved) are final. The server answers in the language on
 * screen: `orders` is the catalogue in it (issue 26), and English is recognised too.
 */
export function asksToReplace(
  status: number,
  message: string,
  orders: typeof purchaseOrderMessages = purchaseOrderMessages,
): boolean {
  if (status !== 409) return false;
  const sources = orders === purchaseOrderMessages ? [orders] : [purchaseOrderMessages, orders];
  if (sources.some((source) => message === source.lineAwardsExist)) return true;
  // The count is the message's first number (at its start in English, not in every language).
  const count = Number(/\d+/.exec(message)?.[0] ?? Number.NaN);
  return Number.isInteger(count) && sources.some((source) => message === source.draftsExist(count));
}

/** The margin typed on a line: its message before sending, or the exact decimal to send. */
export function checkMargin(
  input: string,
  m: typeof awardMessages = awardMessages,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = marginDecimal(input);
  return value === null ? { ok: false, message: m.marginValueInvalid } : { ok: true, value: value };
}

/**
 * A live preview of an unsaved margin (the domain's priceSelection, so it matches what the server
 * will answer); null while the input cannot be read. Saved figures are always the server's.
 */
export function marginPreview(
  lineTotal: number,
  marginType: MarginType,
  input: string,
): { marginAmount: number; priceWithMargin: number } | null {
  const value = marginDecimal(input);
  if (value === null || !Number.isFinite(lineTotal)) return null;
  const [line] = priceSelection([
    { total: toPaise(lineTotal), margin: { marginType, marginValue: value } },
  ]).lines;
  if (!line) return null;
  return {
    marginAmount: Number(paiseToDecimal(line.marginAmount)),
    priceWithMargin: Number(paiseToDecimal(line.priceWithMargin)),
  };
}

/** The margin value as the input shows it: the saved value with 2 decimals, '0' for none. */
export function marginInputText(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value === 0) return '0';
  return paiseToDecimal(toPaise(value));
}

/** What the award screens read of a tender's closing (decision 039). */
type ClosingState = {
  closingDate: string;
  closed: boolean;
  closedEarlyAt?: string;
  closedEarlyReason?: string;
};

/**
 * While a tender is open, when its award becomes possible: "Award opens after 30 Nov 2026 (closes
 * at midnight IST)."; null once it is closed (awards wait for the close).
 */
export function awardOpensText(tender: ClosingState, m: typeof awardMessages = awardMessages): string | null {
  if (tender.closed) return null;
  return m.awardOpensAfter(formatDay(tender.closingDate), portalZoneName(portalTimeZone()));
}

/**
 * The comparison's closing line: the day it really closed ("Closed early on 20 Nov 2026" when the
 * buyer closed it before its planned day, else "Closed on <closing day>"), empty while it is open.
 */
export function closedOnText(tender: ClosingState, t = awardsText): string {
  if (tender.closedEarlyAt) return t.closedEarlyOn(formatInstantDay(tender.closedEarlyAt));
  return tender.closed ? t.closedOn(formatDay(tender.closingDate)) : '';
}

/** "Closed early on 26 Nov 2026: reason" of a tender closed early, else null. */
export function closedEarlyNote(
  tender: ClosingState,
  m: typeof awardMessages = awardMessages,
): string | null {
  if (!tender.closedEarlyAt) return null;
  return m.closedEarly(formatInstantDay(tender.closedEarlyAt), tender.closedEarlyReason ?? '');
}

/**
 * A supplier's GST by its place of supply (issue 20): CGST + SGST within the buying unit's state,
 * IGST between states, none from a supplier that is not a regular registrant.
 */
export function gstSplitText(split: GstSplitView, t = awardsText): string {
  if (split.supplyKind === 'intra') return `CGST ${rupees(split.cgst)} + SGST ${rupees(split.sgst)}`;
  if (split.supplyKind === 'inter') return `IGST ${rupees(split.igst)}`;
  return t.noGst;
}
