import { boqMessages } from './boq-messages';
import { paiseToDecimal, toPaise } from './money';
import { exactDecimal, GST_RATES, type GstRate, priceQuotation, readQuotation } from './quotations';
import { problemText, type SheetProblem } from './sheet-import';

/*
 * A supplier's priced BoQ (bill of quantities; issue 23 item 2). The server writes the tender's
 * items into a workbook (this layout), the supplier types unit prices and GST rates, and the upload
 * is read back here: each row is matched to its item by serial number, checked with the quotation's
 * own rules (quotations.ts), and priced by the domain (money.ts), never by the file's formulas.
 * The workbook carries a checksum of the item list (`boqChecksumText`, hashed by the server) so a
 * file downloaded before an addendum changed the items is refused rather than mis-read.
 */

/** The visible sheet and the hidden one (tender id, checksum). */
export const BOQ_SHEET = 'BoQ';
export const BOQ_META_SHEET = 'BoQ data';
/** The layout's version, in the hidden sheet (a later layout can still refuse an older file by it). */
export const BOQ_VERSION = '1';

/** The columns, in order (1-based numbers in the sheet), with their headers. */
export const BOQ_COLUMNS = [
  ['slNo', 'Sl. No.'],
  ['itemCode', 'Item code'],
  ['itemName', 'Item name'],
  ['partNo', 'Part no.'],
  ['manufacturer', 'Manufacturer'],
  ['hsnSac', 'HSN/SAC'],
  ['uom', 'Unit'],
  ['qty', 'Quantity'],
  ['unitPrice', 'Unit price (₹)'],
  ['gstRate', 'GST rate (%)'],
  ['lineTotal', 'Line total (₹)'],
  ['gstAmount', 'GST (₹)'],
  ['totalWithGst', 'Total with GST (₹)'],
] as const;
export type BoqColumn = (typeof BOQ_COLUMNS)[number][0];

/** A column's 1-based number in the sheet. */
export const boqColumnNumber = (column: BoqColumn): number =>
  BOQ_COLUMNS.findIndex(([key]) => key === column) + 1;
export const boqColumnHeader = (column: BoqColumn): string =>
  BOQ_COLUMNS.find(([key]) => key === column)?.[1] ?? column;

/** Rows 1 and 2: the tender's number and name; row 4: the header; items from row 5. */
export const BOQ_HEADER_ROW = 4;
export const boqItemRow = (position: number) => BOQ_HEADER_ROW + 1 + position;

/** A tender item as the BoQ shows it (and as the checksum covers it). */
export type BoqItem = {
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  hsnSac: string | null;
  /** The quantity, a decimal string or number (at most 2 decimals). */
  qty: string | number;
};

/**
 * The canonical text of a tender's item list, in order: every identifying field and the quantity
 * (as its exact decimal). Hashed (sha256) into the workbook; any change to an item's code, name,
 * part, maker, unit, HSN/SAC or quantity, or to the items' order or number, changes it.
 */
export function boqChecksumText(items: readonly BoqItem[]): string {
  const rows = items.map((item) => [
    item.itemCode.trim(),
    item.itemName.trim(),
    item.partNo.trim(),
    item.manufacturer.trim(),
    item.uom.trim(),
    (item.hsnSac ?? '').trim(),
    exactDecimal(item.qty) ?? String(item.qty),
  ]);
  return `tenderdesk-boq-v${BOQ_VERSION}\n${JSON.stringify(rows)}`;
}

/** A row of the uploaded sheet as read (text cells): its row number and the cells that matter. */
export type BoqSheetRow = { row: number; slNo: string; itemCode: string; unitPrice: string; gstRate: string };

/** One tender item's price as read: null when the row leaves its price empty (not quoted). */
export type BoqPrice = { unitPrice: string; gstRate: GstRate } | null;

export type BoqRead = { prices: BoqPrice[]; problems: SheetProblem[] };

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A GST rate typed as 18, 18%, 18.0; null when not one of the portal's rates. */
export function readGstRate(text: string): GstRate | null {
  const trimmed = text.replace(/%$/, '').trim();
  if (!/^\d+(\.0+)?$/.test(trimmed)) return null;
  const rate = Number(trimmed);
  return (GST_RATES as readonly number[]).includes(rate) ? (rate as GstRate) : null;
}

/**
 * A unit price of ₹0 or more with at most 2 decimals (a free item is priced 0, as in the typed form:
 * quotations.ts), as its exact decimal; null otherwise.
 */
export function readUnitPrice(text: string): string | null {
  const decimal = exactDecimal(text.replace(/^₹\s*/, '').replace(/,/g, ''));
  return decimal !== null && toPaise(decimal) >= 0 ? decimal : null;
}

function readPrice(row: BoqSheetRow, problems: SheetProblem[]): BoqPrice {
  const priceText = row.unitPrice.trim();
  if (priceText === '') return null;
  const unitPrice = readUnitPrice(priceText);
  const at = (column: BoqColumn, message: string) =>
    problems.push({ row: row.row, column: boqColumnHeader(column), message });
  if (unitPrice === null) at('unitPrice', boqMessages.unitPriceInvalid(priceText));
  const rateText = row.gstRate.trim();
  const gstRate = rateText === '' ? null : readGstRate(rateText);
  if (rateText === '') at('gstRate', boqMessages.gstRateRequired);
  else if (gstRate === null) at('gstRate', boqMessages.gstRateInvalid(rateText, GST_RATES));
  return unitPrice === null || gstRate === null ? null : { unitPrice, gstRate };
}

const isEmptyRow = (row: BoqSheetRow) =>
  [row.slNo, row.itemCode, row.unitPrice, row.gstRate].every((cell) => cell.trim() === '');

/**
 * Reads the sheet's rows against the tender's items: each row is the item of its serial number
 * (its code must still be that item's); an item without its row is missing, a row that is no item
 * (a serial number out of range or repeated) is extra; every price and GST rate is checked. The
 * problems name the sheet's row and the column's header.
 */
export function readBoqRows(items: readonly BoqItem[], rows: readonly BoqSheetRow[]): BoqRead {
  const problems: SheetProblem[] = [];
  const prices: BoqPrice[] = items.map(() => null);
  const seen = new Set<number>();
  const codeHeader = boqColumnHeader('itemCode');
  for (const row of rows) {
    if (isEmptyRow(row)) continue;
    const serial = /^\d+$/.test(row.slNo.trim()) ? Number(row.slNo.trim()) : 0;
    const item = items[serial - 1];
    if (!item || seen.has(serial)) {
      problems.push({ row: row.row, column: boqColumnHeader('slNo'), message: boqMessages.extraRow });
      continue;
    }
    seen.add(serial);
    if (!sameCode(row.itemCode, item.itemCode)) {
      problems.push({ row: row.row, column: codeHeader, message: boqMessages.codeChanged(item.itemCode) });
      continue;
    }
    prices[serial - 1] = readPrice(row, problems);
  }
  items.forEach((item, position) => {
    if (!seen.has(position + 1)) {
      problems.push({
        row: boqItemRow(position),
        column: codeHeader,
        message: boqMessages.missingRow(item.itemCode),
      });
    }
  });
  problems.sort((a, b) => a.row - b.row);
  return { prices, problems };
}

/** One line of the upload's answer: the item, its price (null: not quoted) and its amounts. */
export type BoqLine = {
  position: number;
  itemCode: string;
  /** The tender's quantity now (an addendum may have changed it since the form was opened). */
  qty: string;
  unitPrice: string | null;
  gstRate: GstRate | null;
  /** Exact 2-decimal amounts (null when not quoted). */
  lineTotal: number | null;
  gstAmount: number | null;
};

/** The upload's answer: each item's price, and the totals, all computed by the domain. */
export type BoqPrefill = {
  lines: BoqLine[];
  priced: number;
  total: number;
  gstTotal: number;
  totalWithGst: number;
};

const amount = (paise: number) => Number(paiseToDecimal(paise));

/**
 * The prefill of the quotation form: each item with its price and amounts, and the totals, priced
 * exactly (priceQuotation). Null when the priced lines break the quotation's own bounds (the
 * reader's problem text is then the answer).
 */
export function boqPrefill(
  items: readonly BoqItem[],
  prices: readonly BoqPrice[],
): { ok: true; value: BoqPrefill } | { ok: false; message: string } {
  const priced = items.flatMap((item, position) => {
    const price = prices[position];
    return price ? [{ position, item, price }] : [];
  });
  if (priced.length === 0) return { ok: false, message: boqMessages.noPrices };
  const check = readQuotation({
    items: priced.map(({ item, price }) => ({ ...item, hsnSac: undefined, ...price })),
  });
  if (!check.ok) return { ok: false, message: check.problem.message };
  const totals = priceQuotation(priced.map(({ item, price }) => ({ qty: String(item.qty), ...price })));
  const byPosition = new Map(priced.map((entry, index) => [entry.position, totals.lines[index]]));
  const lines = items.map((item, position): BoqLine => {
    const price = prices[position] ?? null;
    const money = byPosition.get(position);
    return {
      position,
      itemCode: item.itemCode,
      qty: exactDecimal(item.qty) ?? String(item.qty),
      unitPrice: price?.unitPrice ?? null,
      gstRate: price?.gstRate ?? null,
      lineTotal: money ? amount(money.lineTotal) : null,
      gstAmount: money ? amount(money.gst) : null,
    };
  });
  return {
    ok: true,
    value: {
      lines,
      priced: priced.length,
      total: amount(totals.total),
      gstTotal: amount(totals.gstTotal),
      totalWithGst: amount(totals.totalWithGst),
    },
  };
}

/** The problems as the one 400 message: a heading, then a line per problem (at most `limit`). */
export function boqProblemsText(problems: readonly SheetProblem[], limit = 20): string {
  const shown = problems.slice(0, limit).map(problemText);
  const more = problems.length > limit ? [boqMessages.moreProblems(problems.length - limit)] : [];
  return [boqMessages.problems(problems.length), ...shown, ...more].join('\n');
}
