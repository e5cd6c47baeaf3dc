import { formatDocumentInstantDay } from '@tenderdesk/domain/document-format';
import type { documentText } from '@tenderdesk/domain/document-text';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { type createPdf, PDF_FONTS } from '../../pdf/document';

/*
 * The page frame of an order's PDF (issue 20 item 5): the sheet being drawn, its colours, and what
 * every page carries: a header naming the order and the buyer (the first page's is the full one,
 * pdf.ts), the draft or cancelled mark and "Page n of m" at the foot.
 */

export type Doc = ReturnType<typeof createPdf>;

/** The page being drawn: its frame and the current height, which each section moves down. */
export type Sheet = {
  doc: Doc;
  left: number;
  width: number;
  right: number;
  y: number;
  order: PurchaseOrderDetail;
  timeZone: string;
  /** The reader's language, and the document's words in it (`documentText.order`). */
  locale: Locale;
  text: (typeof documentText)['order'];
  /** Drawn under the running header of each page the lines continue on (the table's header). */
  continueTable: (() => void) | null;
};

export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';
export const SHADE = '#f0f4f8';
export const ACCENT = '#1c4f82';

/** ₹1,23,456.78 (totals). */
export const rupees = (value: number) => formatRupees(toPaise(value));
/** 1,23,456.78 (table cells, whose headers say ₹). */
export const figure = (value: number) => rupees(value).replace('₹', '');

/** The order's date: the day it was issued in the portal's calendar (PORTAL_TIME_ZONE). */
export const orderDate = ({ order, timeZone, locale, text }: Sheet) =>
  order.issuedAt ? formatDocumentInstantDay(order.issuedAt, timeZone, locale) : text.notIssued;

/** The buyer's name on documents: its legal name once the organisation settings name it. */
export const buyerName = (order: PurchaseOrderDetail) =>
  order.buyer.identity?.legalName || order.buyer.organisation;

/** Where the content of a page ends (above the footer). */
export const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom - 24;

/** A new page: the running header, then the table's header when the lines continue. */
export function newPage(sheet: Sheet) {
  sheet.doc.addPage();
  sheet.y = sheet.doc.page.margins.top;
  drawRunningHeader(sheet);
  sheet.continueTable?.();
}

/** A new page when `height` more does not fit on this one. */
export function ensureRoom(sheet: Sheet, height: number) {
  if (sheet.y + height > bottomOf(sheet.doc)) newPage(sheet);
}

/** The header of every page after the first: the order, its date, the buyer and its GSTIN. */
function drawRunningHeader(sheet: Sheet) {
  const { doc, left, right, width, order, text } = sheet;
  const number = order.number ?? text.draftNumber;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(11)
    .fillColor(ACCENT)
    .text(text.runningHeading(number), left, sheet.y, { width: width * 0.6, lineBreak: false });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(text.orderDateLine(orderDate(sheet)), left, sheet.y + 15, { width: width * 0.6 });
  const gstin = order.buyer.identity?.unit?.gstin;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(9)
    .fillColor(INK)
    .text(buyerName(order), right - 260, sheet.y, { width: 260, align: 'right' });
  doc
    .font(PDF_FONTS.regular)
    .fontSize(8)
    .fillColor(MUTED)
    .text(gstin ? text.gstin(gstin) : order.projectCode, right - 260, doc.y + 1, {
      width: 260,
      align: 'right',
    });
  sheet.y = Math.max(doc.y, sheet.y + 26) + 6;
  doc.moveTo(left, sheet.y).lineTo(right, sheet.y).lineWidth(1).strokeColor(ACCENT).stroke();
  sheet.y += 8;
}

/** Marks (a Draft's or a Cancelled order's) and "Page n of m" on every page. */
export function drawPageMarks(sheet: Sheet) {
  const { doc, left, width, order, text } = sheet;
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    if (order.status === 'Draft' || order.status === 'Cancelled')
      drawWatermark(doc, text.watermark[order.status]);
    const footY = doc.page.height - doc.page.margins.bottom - 10;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text.footer(order.number ?? text.draftOrder, page - range.start + 1, range.count), left, footY, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** The mark, as written ("DRAFT", "CANCELLED"; upper case is the English's own). */
function drawWatermark(doc: Doc, mark: string) {
  doc.save();
  doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
  doc
    .font(PDF_FONTS.bold)
    .fontSize(72)
    .fillColor('#d64545')
    .fillOpacity(0.12)
    .text(mark, 0, doc.page.height / 2 - 40, { width: doc.page.width, align: 'center' });
  doc.restore();
  doc.fillOpacity(1);
}
