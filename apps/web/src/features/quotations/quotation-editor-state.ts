import { messages } from '@tenderdesk/domain/messages';
import { formatRupees, type Paise, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import type { MyQuotationRow } from '@tenderdesk/domain/quotations';
import {
  GST_RATES,
  type GstRate,
  priceQuotation,
  QUOTATION_LIMITS,
  type QuotationView,
  readQuotation,
} from '@tenderdesk/domain/quotations';
import type { TenderItem } from '@tenderdesk/domain/tender-rules';
import { formatDay, formatInstantDay } from '../../lib/portal-time';

/*
 * The supplier's priced quotation editor without a browser (spec sections 2, 3 and 5; decision
 * 025): its lines, what is sent, the totals (exact paise, domain quotations.ts), the checks of the
 * domain's reader placed on their inputs, and the server's 400 field mapped back to an input.
 */

/** The text columns of a line, in the table's order (their headers: `quotationsText.lineLabels`). */
export const LINE_TEXT_FIELDS = ['itemCode', 'itemName', 'partNo', 'manufacturer', 'uom'] as const;
export type LineTextField = (typeof LINE_TEXT_FIELDS)[number];
export type LineField = LineTextField | 'qty' | 'unitPrice' | 'gstRate';

/** One line as typed: every value a string, so nothing typed is rounded or lost. */
export type EditorLine = {
  key: string;
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  qty: string;
  unitPrice: string;
  gstRate: string;
  /** Prefilled from one of the tender's items (a blank price means "not quoted"). */
  fromTender: boolean;
  /** The tender item's HSN/SAC code (issue 20): shown beside the line, never sent ('' when none). */
  hsnSac: string;
};

export type EditorState = {
  lines: EditorLine[];
  notes: string;
  reference: string;
  deliveryDays: string;
  validUntil: string;
};

/** Errors by key: `lineKey(key, field)` for a line's input, else `items`, `notes`, `reference`... */
export type EditorErrors = Record<string, string>;

export const lineErrorKey = (key: string, field: LineField) => `line:${key}:${field}`;

let sequence = 0;
const newKey = () => `l${++sequence}`;

/** The tender's quantity as typed text: 4 -> "4", 12.5 -> "12.5". */
function qtyText(qty: number | string): string {
  const text = String(qty);
  return text === 'NaN' ? '' : text;
}

const priceText = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export function lineFromTenderItem(item: Pick<TenderItem, LineTextField | 'qty' | 'hsnSac'>): EditorLine {
  return {
    key: newKey(),
    itemCode: item.itemCode,
    itemName: item.itemName,
    partNo: item.partNo,
    manufacturer: item.manufacturer,
    uom: item.uom,
    qty: qtyText(item.qty),
    unitPrice: '',
    gstRate: '18',
    fromTender: true,
    hsnSac: item.hsnSac ?? '',
  };
}

/** '+ Add Item': a blank line of quantity 1 (spec section 5); its price is typed by the supplier. */
export function blankLine(): EditorLine {
  return {
    key: newKey(),
    itemCode: '',
    itemName: '',
    partNo: '',
    manufacturer: '',
    uom: '',
    qty: '1',
    unitPrice: '',
    gstRate: '18',
    fromTender: false,
    hsnSac: '',
  };
}

/** A new quotation: one line per tender item, prices blank. */
export function newQuotationState(items: readonly TenderItem[]): EditorState {
  return {
    lines: items.length ? items.map(lineFromTenderItem) : [blankLine()],
    notes: '',
    reference: '',
    deliveryDays: '',
    validUntil: '',
  };
}

/** The stored quotation (a JSON string rendered by the server), or null when it is not one. */
export function readStoredQuotation(text: string): QuotationView | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || !Array.isArray((value as QuotationView).items)) {
      return null;
    }
    return value as QuotationView;
  } catch {
    return null;
  }
}

type StoredItem = QuotationView['items'][number];

function lineFromStored(item: StoredItem, fromTender: boolean): EditorLine {
  return {
    key: newKey(),
    itemCode: item.itemCode ?? '',
    itemName: item.itemName ?? '',
    partNo: item.partNo ?? '',
    manufacturer: item.manufacturer ?? '',
    uom: item.uom ?? '',
    qty: qtyText(item.qty),
    unitPrice: priceText(item.unitPrice),
    gstRate: String(item.gstRate ?? 0),
    fromTender,
    hsnSac: item.hsnSac ?? '',
  };
}

/**
 * Editing: the tender's items in their order, each with the stored line of the same item code (any
 * case) when there is one, else unpriced; then the lines the supplier added. Notes and extras kept.
 */
export function editQuotationState(stored: QuotationView, items: readonly TenderItem[]): EditorState {
  const left = [...stored.items];
  const lines: EditorLine[] = items.map((item) => {
    const code = item.itemCode.trim().toLowerCase();
    const at = left.findIndex((line) => (line.itemCode ?? '').trim().toLowerCase() === code);
    if (at < 0) return lineFromTenderItem(item);
    const [match] = left.splice(at, 1);
    // The code is the tender's as it is now (an addendum may have changed it).
    return { ...lineFromStored(match as StoredItem, true), hsnSac: item.hsnSac ?? '' };
  });
  lines.push(...left.map((item) => lineFromStored(item, false)));
  return {
    lines: lines.length ? lines : [blankLine()],
    notes: stored.notes ?? '',
    reference: stored.reference ?? '',
    deliveryDays:
      stored.deliveryDays === null || stored.deliveryDays === undefined ? '' : String(stored.deliveryDays),
    validUntil: stored.validUntil ?? '',
  };
}

/** A line is quoted once its unit price is typed; a blank price is "not quoted", never zero. */
export const isPriced = (line: EditorLine) => line.unitPrice.trim() !== '';

/** A line the supplier added and left entirely blank is dropped silently. */
const isBlankAdded = (line: EditorLine) =>
  !line.fromTender && !isPriced(line) && LINE_TEXT_FIELDS.every((field) => line[field].trim() === '');

/** The tender's items left without a price (shown beside the totals). */
export function notQuotedCount(state: EditorState): number {
  return state.lines.filter((line) => line.fromTender && !isPriced(line)).length;
}

const rateOf = (text: string): GstRate => {
  const rate = Number(text);
  return ((GST_RATES as readonly number[]).includes(rate) ? rate : 0) as GstRate;
};

export type EditorTotals = {
  /** Per line (by key): its total before GST, or null when not quoted. */
  lines: Record<string, Paise | null>;
  total: Paise;
  gstTotal: Paise;
  totalWithGst: Paise;
};

/**
 * The totals as the user types, with the domain's exact paise arithmetic (spec section 5: a
 * non-numeric quantity counts as 1, a non-numeric price as 0). Null when an amount is beyond the
 * exact range (the reader then refuses it by name).
 */
export function editorTotals(state: EditorState): EditorTotals | null {
  const priced = state.lines.filter(isPriced);
  try {
    const result = priceQuotation(
      priced.map((line) => ({ qty: line.qty, unitPrice: line.unitPrice, gstRate: rateOf(line.gstRate) })),
    );
    const lines: Record<string, Paise | null> = {};
    for (const line of state.lines) lines[line.key] = null;
    priced.forEach((line, index) => {
      lines[line.key] = result.lines[index]?.lineTotal ?? null;
    });
    return { lines, total: result.total, gstTotal: result.gstTotal, totalWithGst: result.totalWithGst };
  } catch {
    return null;
  }
}

/** An amount for the screen: ₹ with Indian grouping, or a dash when it cannot be computed. */
export const rupees = (paise: Paise | null | undefined) =>
  paise === null || paise === undefined ? '—' : formatRupees(paise);

/** A stored amount (an exact 2-decimal number) for the screen. */
export function storedRupees(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  try {
    return formatRupees(toPaise(value));
  } catch {
    return '—';
  }
}

/** The spec's payload (section 3) as sent: priced lines only; the server recomputes every total. */
export type QuotationPayload = {
  items: {
    itemCode: string;
    itemName: string;
    partNo: string;
    manufacturer: string;
    uom: string;
    qty: string;
    unitPrice: string;
    gstRate: number;
    totalPrice: number;
    total: number;
  }[];
  total: number;
  notes: string;
  reference: string | null;
  deliveryDays: number | string | null;
  validUntil: string | null;
  submittedAt: string;
};

export type Checked =
  | { ok: true; payload: QuotationPayload; sentKeys: string[] }
  | { ok: false; errors: EditorErrors; first: string };

const LINE_MESSAGES: Partial<Record<LineField, (line: number) => string>> = {
  qty: messages.quotation.qtyInvalid,
  unitPrice: messages.quotation.unitPriceInvalid,
  gstRate: messages.quotation.gstRateInvalid,
};

const STAND_IN = { qty: '1', unitPrice: '0', gstRate: 0 };
const EXTRA_FIELDS = ['notes', 'reference', 'deliveryDays', 'validUntil'] as const;

const amountNumber = (paise: Paise | null | undefined) => (paise == null ? 0 : Number(paiseToDecimal(paise)));

/**
 * Checks the editor with the domain's reader before anything is sent: every problem of every line
 * on its own input (numbered as the screen numbers lines), then the quotation's own fields.
 */
export function checkQuotation(state: EditorState, now: Date = new Date()): Checked {
  const errors: EditorErrors = {};
  const sent: EditorLine[] = [];
  state.lines.forEach((line, index) => {
    if (isBlankAdded(line)) return;
    if (!isPriced(line)) {
      if (!line.fromTender)
        errors[lineErrorKey(line.key, 'unitPrice')] = messages.quotation.priceRequired(index + 1);
      return;
    }
    const read = readQuotation({ items: [toItem(line)] });
    if (!read.ok) {
      const field = /^items\[0\]\.(\w+)$/.exec(read.problem.field)?.[1] as LineField | undefined;
      if (field) {
        const message = LINE_MESSAGES[field];
        errors[lineErrorKey(line.key, field)] = message ? message(index + 1) : read.problem.message;
        return;
      }
    }
    sent.push(line);
  });
  const totals = editorTotals(state);
  const payload: QuotationPayload = {
    items: sent.map((line) => {
      const total = amountNumber(totals?.lines[line.key]);
      return { ...toItem(line), totalPrice: total, total };
    }),
    total: amountNumber(totals?.total),
    notes: state.notes,
    reference: state.reference.trim() || null,
    deliveryDays: state.deliveryDays.trim() === '' ? null : state.deliveryDays.trim(),
    validUntil: state.validUntil.trim() || null,
    submittedAt: now.toISOString(),
  };
  // The quotation's own fields are checked whatever the lines hold (with a stand-in line).
  for (const field of EXTRA_FIELDS) {
    const extra = readQuotation({ items: [STAND_IN], [field]: payload[field] });
    if (!extra.ok) errors[extra.problem.field] = extra.problem.message;
  }
  if (Object.keys(errors).length === 0) {
    if (sent.length === 0) {
      errors.items = messages.quotation.noPricedLines;
    } else {
      const read = readQuotation(payload);
      if (!read.ok)
        errors[read.problem.field.startsWith('items') ? 'items' : read.problem.field] = read.problem.message;
    }
  }
  const first = firstErrorKey(state, errors);
  if (first) return { ok: false, errors, first };
  const deliveryDays = payload.deliveryDays === null ? null : Number(payload.deliveryDays);
  return { ok: true, payload: { ...payload, deliveryDays }, sentKeys: sent.map((line) => line.key) };
}

function toItem(line: EditorLine) {
  return {
    itemCode: line.itemCode.trim(),
    itemName: line.itemName.trim(),
    partNo: line.partNo.trim(),
    manufacturer: line.manufacturer.trim(),
    uom: line.uom.trim(),
    qty: line.qty.trim(),
    unitPrice: line.unitPrice.trim(),
    gstRate: rateOf(line.gstRate),
  };
}

const FIELD_ORDER: LineField[] = [...LINE_TEXT_FIELDS, 'qty', 'unitPrice', 'gstRate'];
const OWN_FIELDS = ['items', 'notes', 'reference', 'deliveryDays', 'validUntil'];

/** The first error in the screen's order (lines, then the quotation's fields), to move the focus to. */
export function firstErrorKey(state: EditorState, errors: EditorErrors): string | undefined {
  for (const line of state.lines) {
    for (const field of FIELD_ORDER) {
      const key = lineErrorKey(line.key, field);
      if (errors[key]) return key;
    }
  }
  return OWN_FIELDS.find((field) => errors[field]);
}

/**
 * A server 400's `field` (e.g. `items[1].unitPrice`, counted over the lines sent) as the editor's
 * error key; null when it names nothing on the screen.
 */
export function serverErrorKey(field: string | undefined, sentKeys: readonly string[]): string | null {
  if (!field) return null;
  const match = /^items\[(\d+)\]\.(\w+)$/.exec(field);
  if (match) {
    const key = sentKeys[Number(match[1])];
    const name = match[2] as LineField;
    if (key && FIELD_ORDER.includes(name)) return lineErrorKey(key, name);
    return 'items';
  }
  if (/^items(\[\d+\])?$/.test(field) || field === 'quotation') return 'items';
  return OWN_FIELDS.includes(field) ? field : null;
}

/** Whether the editor holds anything a close would lose. */
export function sameState(a: EditorState, b: EditorState): boolean {
  const strip = (state: EditorState) =>
    JSON.stringify({ ...state, lines: state.lines.map(({ key: _key, ...line }) => line) });
  return strip(a) === strip(b);
}

/** A field's limit on the screen, so a text the reader would refuse cannot be typed. */
export const TEXT_LIMITS = {
  line: QUOTATION_LIMITS.text,
  notes: QUOTATION_LIMITS.notes,
  reference: QUOTATION_LIMITS.reference,
};

/** Why Edit is off for a row, or null when it is on (spec section 4; decision 026). */
export function editBlockOf(row: MyQuotationRow): string | null {
  if (row.status !== 'Approved') return messages.quotation.notApproved;
  if (row.selected) return messages.quotation.selected;
  if (row.awardedLines) return messages.quotation.linesAwarded;
  if (row.isClosed && row.closedEarlyAt)
    return messages.tender.closedEarlyOn(formatInstantDay(row.closedEarlyAt), row.closedEarlyReason ?? '');
  if (row.isClosed) return messages.quotation.closed(formatDay(row.closingDate));
  return null;
}

/** My Quotations' browser-side search (query already lower-cased). */
export function matchesQuotation(row: MyQuotationRow, query: string): boolean {
  return [row.projectCode, row.projectTitle, row.status].some((text) =>
    (text ?? '').toLowerCase().includes(query),
  );
}
