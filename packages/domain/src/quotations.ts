import { catalogue } from './i18n/catalogue';
import type { ItemLine, ItemText } from './item-line';
import { messages } from './messages';
import {
  lineTotalPaise,
  MAX_QUOTATION_TOTAL_PAISE,
  type Paise,
  paiseToDecimal,
  sumPaise,
  toPaise,
} from './money';

/*
 * A supplier's quotation for a tender (spec sections 3 and 5; decision 025). Clients send it as a
 * JSON string; the server reads the lines and recomputes every total with exact paise arithmetic
 * (money.ts): totals a client sends (totalPrice, total, totalWithGst, submittedAt) are ignored.
 */

/** The GST rates a line may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Bounds on a quotation's text. */
export const QUOTATION_LIMITS = {
  lines: 500,
  text: 500,
  notes: 5000,
  reference: 100,
};

/**
 * Revisions of one quotation accepted per minute (decision 041): more answer 429. Each revision
 * notifies the buyers, so a runaway client would otherwise flood them.
 */
export const QUOTATION_REVISIONS_PER_MINUTE = 10;

export type QuotationLineInput = ItemText & {
  /** Exact decimal strings, at most 2 decimals. */
  qty: string;
  unitPrice: string;
  gstRate: GstRate;
};

export type QuotationInput = {
  items: QuotationLineInput[];
  notes: string;
  reference: string | null;
  deliveryDays: number | null;
  validUntil: string | null;
};

export type QuotationProblem = { field: string; message: string };
export type QuotationParse = { ok: true; value: QuotationInput } | { ok: false; problem: QuotationProblem };

const quotationText = messages.quotation;

/**
 * A line's text fields, as the quotation's messages name them mid-sentence ("The item code on line
 * 2 ..."): registered in the catalogue (issue 26; Hindi in `i18n/hi/tender-labels.ts`).
 */
export const QUOTATION_FIELD_LABELS = catalogue('quotationFieldLabel', {
  itemCode: 'item code',
  itemName: 'item name',
  partNo: 'part number',
  manufacturer: 'manufacturer',
  uom: 'unit of measure',
} as const);

const TEXT_FIELDS = Object.entries(QUOTATION_FIELD_LABELS) as [keyof typeof QUOTATION_FIELD_LABELS, string][];

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** A number or numeric string with at most 2 decimals, as its canonical decimal string; else null. */
export function exactDecimal(value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return null;
  // Below 10^12 (12 whole digits) before parsing: longer text would make toPaise throw.
  if (!DECIMAL.test(text) || (text.split('.')[0] ?? '').length > 12) return null;
  const paise = toPaise(text);
  return Number.isNaN(paise) || paise >= 1e14 ? null : paiseToDecimal(paise);
}

function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : undefined;

/** Reads a parsed quotation payload: the first problem, naming its field, or the clean input. */
export function readQuotation(payload: unknown): QuotationParse {
  const fail = (field: string, message: string): QuotationParse => ({
    ok: false,
    problem: { field, message },
  });
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return fail('quotation', quotationText.unreadable);
  }
  const body = payload as Record<string, unknown>;
  if (!Array.isArray(body.items) || body.items.length === 0) return fail('items', quotationText.noItems);
  if (body.items.length > QUOTATION_LIMITS.lines) return fail('items', quotationText.tooManyItems);
  const items: QuotationLineInput[] = [];
  for (const [index, raw] of body.items.entries()) {
    const line = index + 1;
    const at = `items[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return fail(at, quotationText.lineInvalid(line));
    const item = raw as Record<string, unknown>;
    const texts: Record<string, string> = {};
    for (const [key, label] of TEXT_FIELDS) {
      const value = optionalText(item[key]);
      if (value === undefined || value === null || value.length > QUOTATION_LIMITS.text) {
        return fail(`${at}.${key}`, quotationText.fieldInvalid(line, label));
      }
      texts[key] = value;
    }
    const qty = exactDecimal(item.qty);
    if (qty === null || toPaise(qty) < 100) return fail(`${at}.qty`, quotationText.qtyInvalid(line));
    const unitPrice = exactDecimal(item.unitPrice);
    if (unitPrice === null) return fail(`${at}.unitPrice`, quotationText.unitPriceInvalid(line));
    const rate =
      item.gstRate === undefined || item.gstRate === null || item.gstRate === '' ? 0 : Number(item.gstRate);
    if (!(GST_RATES as readonly number[]).includes(rate) || typeof item.gstRate === 'boolean') {
      return fail(`${at}.gstRate`, quotationText.gstRateInvalid(line));
    }
    items.push({
      itemCode: texts.itemCode ?? '',
      itemName: texts.itemName ?? '',
      partNo: texts.partNo ?? '',
      manufacturer: texts.manufacturer ?? '',
      uom: texts.uom ?? '',
      qty,
      unitPrice,
      gstRate: rate as GstRate,
    });
  }
  if (!withinStoredBounds(items)) return fail('items', quotationText.totalTooLarge);
  const notes = optionalText(body.notes);
  if (notes === undefined || notes === null || notes.length > QUOTATION_LIMITS.notes) {
    return fail('notes', quotationText.notesInvalid);
  }
  const reference = optionalText(body.reference);
  if (reference === undefined || reference === null || reference.length > QUOTATION_LIMITS.reference) {
    return fail('reference', quotationText.referenceInvalid);
  }
  let deliveryDays: number | null = null;
  if (body.deliveryDays !== undefined && body.deliveryDays !== null && body.deliveryDays !== '') {
    const days = typeof body.deliveryDays === 'string' ? Number(body.deliveryDays.trim()) : body.deliveryDays;
    if (typeof days !== 'number' || !Number.isSafeInteger(days) || days < 0 || days > 100_000) {
      return fail('deliveryDays', quotationText.deliveryDaysInvalid);
    }
    deliveryDays = days;
  }
  let validUntil: string | null = null;
  if (body.validUntil !== undefined && body.validUntil !== null && body.validUntil !== '') {
    if (typeof body.validUntil !== 'string' || !isRealDate(body.validUntil.trim())) {
      return fail('validUntil', quotationText.validUntilInvalid);
    }
    validUntil = body.validUntil.trim();
  }
  return { ok: true, value: { items, notes, reference: reference || null, deliveryDays, validUntil } };
}

/**
 * Whether the total before GST stays within MAX_QUOTATION_TOTAL_PAISE (money.ts; decision 041),
 * computed in BigInt with the same half-up rounding as priceQuotation, so every accepted quotation
 * can be priced, stored and summed exactly (its total with GST too, at any GST rate).
 */
function withinStoredBounds(items: readonly QuotationLineInput[]): boolean {
  let total = 0n;
  for (const item of items) {
    total += (BigInt(toPaise(item.qty)) * BigInt(toPaise(item.unitPrice)) + 50n) / 100n;
    if (total > BigInt(MAX_QUOTATION_TOTAL_PAISE)) return false;
  }
  return true;
}

/** JSON text to a quotation: unreadable text names `quotation`. */
export function parseQuotationText(text: string): QuotationParse {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { ok: false, problem: { field: 'quotation', message: quotationText.unreadable } };
  }
  return readQuotation(payload);
}

export type PricedLine = { lineTotal: Paise; gst: Paise };
export type QuotationTotals = { lines: PricedLine[]; total: Paise; gstTotal: Paise; totalWithGst: Paise };

/** GST on a line total: total x rate / 100, rounded half up to the paisa. */
export function gstPaise(lineTotal: Paise, rate: number): Paise {
  const product = BigInt(lineTotal) * BigInt(rate);
  return Number((product + 50n) / 100n);
}

/**
 * Every total, exactly: line total = qty x unit price (half up, 2 dp), total = their sum (before
 * GST, the spec's `total`), GST per line = line total x rate / 100 (half up), totalWithGst.
 */
export function priceQuotation(
  items: readonly Pick<QuotationLineInput, 'qty' | 'unitPrice' | 'gstRate'>[],
): QuotationTotals {
  const lines = items.map((item) => {
    const lineTotal = lineTotalPaise(item.qty, item.unitPrice);
    return { lineTotal, gst: gstPaise(lineTotal, item.gstRate) };
  });
  const total = sumPaise(lines.map((line) => line.lineTotal));
  const gstTotal = sumPaise(lines.map((line) => line.gst));
  return { lines, total, gstTotal, totalWithGst: sumPaise([total, gstTotal]) };
}

/**
 * A quotation's line as its JSON carries it: the item row of item-line.ts, its line total under the
 * spec's two names ("items[] (the item fields plus unitPrice and totalPrice or total)"). Both
 * aliases hold the same amount, `ItemLine['lineTotal']`; read it with `quotedLineTotal`.
 */
export type QuotationLineView = Omit<ItemLine, 'lineTotal'> & {
  /** The line total before GST (the spec's name; = `total`). */
  totalPrice: number;
  /** The line total before GST (the spec's other name; = `totalPrice`). */
  total: number;
};

/** A quotation's line as the one item row (its line total under the name the other lines use). */
export function quotedItemLine(line: QuotationLineView): ItemLine {
  return { ...line, lineTotal: quotedLineTotal(line) };
}

/** The line total of a quotation's line (stored quotations may carry either alias). */
export function quotedLineTotal(line: Pick<QuotationLineView, 'totalPrice' | 'total'>): number {
  return line.totalPrice ?? line.total;
}

/** A quotation as the calls show it (then sent as a JSON string): amounts as exact 2-dp numbers. */
export type QuotationView = {
  items: QuotationLineView[];
  total: number;
  gstTotal: number;
  totalWithGst: number;
  notes: string;
  reference: string | null;
  deliveryDays: number | null;
  validUntil: string | null;
  submittedAt: string;
  updatedAt: string;
  revision: number;
};

/** A quotation sent before the tender's latest addendum, until its supplier confirms or revises (decision 028). */
export type AddendumFields = { addendumPending: boolean; latestAddendum: number };

/** A row of GET /api/tenders/supplier/{supplierId}/quotations (spec section 3; decision 026 adds the rest). */
export type MyQuotationRow = AddendumFields & {
  _id: string;
  tenderId: string;
  projectCode: string;
  projectTitle: string;
  publishingDate: string;
  closingDate: string;
  /** The tender has closed (or was closed early): no more revisions. */
  isClosed: boolean;
  /** When the buyer closed it early (decision 039), that instant and the reason. */
  closedEarlyAt?: string;
  closedEarlyReason?: string;
  /** The buyer awarded the tender to this quotation: no more revisions. */
  selected: boolean;
  /** The buyer awarded some of this quotation's lines (award by line): no more revisions either (issue 18). */
  awardedLines: boolean;
  status: string;
  /** JSON text of a QuotationView. */
  quotation: string;
};

/** Whether a row's prices are hidden (a sealed tender still open) and the day they open (decision 026). */
export type SealedFields = {
  sealed: boolean;
  opensOn: string | null;
  /**
   * Two envelopes (issue 21): the supplier was not qualified; its prices stay sealed for ever.
   * The server always sends it (false otherwise).
   */
  disqualified?: boolean;
};

/** A row of GET /api/tenders/quotations (decision 025; `sealed`, `opensOn`, `selected`: decision 026). */
export type ReceivedQuotationRow = SealedFields &
  AddendumFields & {
    _id: string;
    tenderId: string;
    projectName: string;
    organisation: string;
    supplierId: string;
    supplierName: string;
    submittedAt: string;
    status: string;
    revision: number;
    /** This quotation is its tender's award. */
    selected: boolean;
    /** JSON text of a QuotationView, or of the sealed placeholder while prices are hidden. */
    quotation: string;
  };

/** A row of GET /api/tenders/{tenderId}/quotations. */
export type TenderQuotationRow = SealedFields &
  AddendumFields & {
    _id: string;
    supplierId: string;
    supplierName: string;
    quotation: string;
    revised: boolean;
    revisedAt: string | null;
    selected: boolean;
  };

/** GET /api/tenders/{tenderId}/supplier/{supplierId}/quotation. */
export type SupplierQuotationDetail = ReceivedQuotationRow & { revised: boolean; revisedAt: string | null };
