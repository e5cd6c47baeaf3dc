import { amountInWordsIn } from '@tenderdesk/domain/amount-in-words';
import { formatDocumentDay, formatDocumentInstantDay } from '@tenderdesk/domain/document-format';
import { documentText } from '@tenderdesk/domain/document-text';
import { stateName } from '@tenderdesk/domain/gst';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { toPaise } from '@tenderdesk/domain/money';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { createPdf, PDF_FONTS, pdfBuffer } from '../../pdf/document';
import { drawLines } from './pdf-lines';
import {
  ACCENT,
  bottomOf,
  buyerName,
  drawPageMarks,
  ensureRoom,
  INK,
  MUTED,
  orderDate,
  RULE,
  rupees,
  type Sheet,
} from './pdf-sheet';

/*
 * A purchase order as a PDF a buyer can book (decision 033, issue 20 item 5): the buyer (legal
 * name, unit address, GSTIN, PAN) and the order's number, date (portal calendar), tender and award
 * at the top; the supplier with its GSTIN and the place of supply; the lines with HSN/SAC and the
 * GST split (pdf-lines.ts); totals with CGST + SGST or IGST and the amount in words; the terms; the
 * authorised signatory. Long orders run to several pages, each with a header (pdf-sheet.ts).
 * In the reader's language (issue 26): the document's own words from `documentText`, days in that
 * language's style, the amount in words in it; the data (names, items, addresses, terms) as entered.
 */

/** The file name of an order's PDF. */
export function orderFileName(order: PurchaseOrderDetail): string {
  return order.number ? `${order.number.replaceAll('/', '-')}.pdf` : `PO-DRAFT-${order._id.slice(0, 8)}.pdf`;
}

/**
 * `timeZone`: the portal's (PORTAL_TIME_ZONE): the order date is the day it was issued there.
 * `logo`: the organisation's logo (PNG or JPEG, checked at upload), drawn above the heading.
 * `locale`: the reader's language (English unless asked).
 */
export async function orderPdf(
  order: PurchaseOrderDetail,
  timeZone: string,
  logo: Buffer | null = null,
  locale: Locale = 'en',
): Promise<Buffer> {
  const text = inLocale(documentText, locale).order;
  const title = order.number ? text.title(order.number) : text.titleDraft;
  const doc = createPdf({ title, author: buyerName(order) });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const sheet: Sheet = {
    doc,
    left,
    width,
    right: left + width,
    y: 0,
    order,
    timeZone,
    locale,
    text,
    continueTable: null,
  };
  drawHeading(sheet, logo);
  drawParties(sheet);
  drawLines(sheet);
  drawTotals(sheet);
  drawTerms(sheet);
  drawSignature(sheet);
  drawPageMarks(sheet);
  return pdfBuffer(doc);
}

/** The order's identity: number, date, tender and award. */
function orderFacts(sheet: Sheet): [string, string][] {
  const { order, timeZone, locale, text } = sheet;
  const award = order.award;
  const awardText =
    award.mode === null
      ? '—'
      : `${award.mode === 'quotation' ? text.awardWhole : text.awardByLine}${
          award.awardedAt ? `, ${formatDocumentInstantDay(award.awardedAt, timeZone, locale)}` : ''
        }`;
  const quotation = [
    award.quotationReference,
    award.quotationSubmittedAt
      ? formatDocumentInstantDay(award.quotationSubmittedAt, timeZone, locale)
      : null,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    [text.orderNo, order.number ?? text.draftNumber],
    [text.orderDate, orderDate(sheet)],
    [text.tender, order.projectCode],
    [text.awarded, awardText],
    [text.quotation, quotation || '—'],
    [text.status, text.statuses[order.status]],
  ];
}

/** Heading: the buyer on the left, the order's identity on the right. */
function drawHeading(sheet: Sheet, logo: Buffer | null) {
  const { doc, left, right, order, text } = sheet;
  if (logo) doc.image(logo, left, doc.page.margins.top, { fit: [160, 40] });
  const top = doc.page.margins.top + (logo ? 50 : 0);
  doc.fillColor(ACCENT).font(PDF_FONTS.bold).fontSize(17).text(text.heading, left, top);
  doc
    .fillColor(INK)
    .font(PDF_FONTS.bold)
    .fontSize(11.5)
    .text(buyerName(order), left, top + 26, { width: 260 });
  doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(INK);
  for (const line of buyerLines(sheet)) doc.text(line, left, doc.y + 1.5, { width: 260 });
  const bottomLeft = doc.y;
  let factY = top + 2;
  for (const [label, value] of orderFacts(sheet)) {
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, right - 245, factY, { width: 62 });
    doc
      .font(PDF_FONTS.bold)
      .fillColor(INK)
      .text(value, right - 183, factY, { width: 183, align: 'right' });
    factY = Math.max(doc.y, factY + 12) + 1;
  }
  sheet.y = Math.max(bottomLeft, factY) + 10;
  doc.moveTo(left, sheet.y).lineTo(right, sheet.y).lineWidth(1.5).strokeColor(ACCENT).stroke();
  sheet.y += 10;
}

/** The buyer's unit, its tax identities and the project, under the buyer's legal name (decision 046). */
function buyerLines({ order, text }: Sheet): string[] {
  const identity = order.buyer.identity;
  const unit = identity?.unit;
  const lines: string[] = [];
  if (identity && identity.legalName !== order.buyer.organisation)
    lines.push(text.forBuyer(order.buyer.organisation));
  if (unit) {
    lines.push(
      `${unit.name}: ${unit.address}`,
      text.unitPlace(unit.city, unit.pincode, unit.stateName, unit.stateCode),
    );
  }
  const ids = [unit?.gstin ? text.gstin(unit.gstin) : '', identity?.pan ? text.pan(identity.pan) : ''];
  if (ids.some(Boolean)) lines.push(ids.filter(Boolean).join('   '));
  lines.push(text.project(order.buyer.projectName));
  return lines;
}

/** The supplier's lines: address, state with its code, GSTIN, contact. */
function supplierLines({ order, text }: Sheet): string[] {
  const supplier = order.supplier;
  const state = supplier.stateCode
    ? text.stateWithCode(stateName(supplier.stateCode) ?? supplier.state, supplier.stateCode)
    : supplier.state;
  const place = [supplier.city, supplier.postalCode].filter(Boolean).join(' ');
  return [
    supplier.address,
    [place, state, supplier.country].filter(Boolean).join(', '),
    supplier.gstin
      ? text.gstin(supplier.gstin)
      : order.supplyKind === 'untaxed'
        ? text.gstinNotRegistered
        : '',
    text.contact(supplier.contactName),
    [supplier.telephone && text.phone(supplier.telephone), supplier.email && text.email(supplier.email)]
      .filter(Boolean)
      .join('   '),
  ].filter((line) => line.trim() !== '');
}

/** Where the goods go, and the place of supply's decision. */
function deliveryLines(sheet: Sheet): string[] {
  const { order, text, locale } = sheet;
  const unit = order.buyer.identity?.unit;
  return [
    order.deliveryAddress || text.deliveryAsAgreed,
    text.deliveryBy(
      order.deliveryDate ? formatDocumentDay(order.deliveryDate, locale) : text.deliveryAsPerTerms,
    ),
    text.tenderLine(order.projectCode, order.projectTitle),
    text.placeOfSupply(unit ? `${unit.stateName} (${unit.stateCode})` : text.placeNotSet),
    text.gst(text.supplyKind[order.supplyKind]),
  ];
}

/** Supplier and delivery, side by side. */
function drawParties(sheet: Sheet) {
  const { doc, left, width, order, text } = sheet;
  const boxWidth = (width - 16) / 2;
  const box = (x: number, heading: string, name: string | null, lines: string[]) => {
    doc
      .font(PDF_FONTS.bold)
      .fontSize(8)
      .fillColor(MUTED)
      .text(heading.toUpperCase(), x, sheet.y, { width: boxWidth });
    let at = sheet.y + 12;
    if (name) {
      doc.font(PDF_FONTS.bold).fontSize(10).fillColor(INK).text(name, x, at, { width: boxWidth });
      at = doc.y + 2;
    }
    doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(INK);
    for (const line of lines) {
      doc.text(line, x, at, { width: boxWidth });
      at = doc.y + 1;
    }
    return at;
  };
  const end = Math.max(
    box(left, text.supplier, order.supplier.name, supplierLines(sheet)),
    box(left + boxWidth + 16, text.deliverTo, null, deliveryLines(sheet)),
  );
  sheet.y = end + 12;
}

/** The totals' rows: taxable value, the split, the total. */
function totalRows({ order, text }: Sheet): [string, string, boolean][] {
  const totals = order.taxTotals;
  const taxes: [string, string, boolean][] =
    order.supplyKind === 'intra'
      ? [
          ['CGST', rupees(totals.cgst), false],
          ['SGST', rupees(totals.sgst), false],
        ]
      : order.supplyKind === 'inter'
        ? [['IGST', rupees(totals.igst), false]]
        : [[text.gstUnregistered, rupees(0), false]];
  return [
    [text.taxableValue, rupees(totals.taxable), false],
    ...taxes,
    [text.total, rupees(totals.total), true],
  ];
}

/** Totals, in figures and in words (kept together on one page). */
function drawTotals(sheet: Sheet) {
  const { doc, left, width, right, order, text, locale } = sheet;
  const rows = totalRows(sheet);
  // The words of the total as the order states them (English: the order's own `amountInWords`).
  const inWords =
    locale === 'en' ? order.amountInWords : amountInWordsIn(toPaise(order.taxTotals.total), locale);
  const words = doc.font(PDF_FONTS.regular).fontSize(9.5).heightOfString(inWords, { width });
  ensureRoom(sheet, rows.length * 14 + words + 40);
  sheet.y += 8;
  for (const [label, value, strong] of rows) {
    if (strong) {
      doc
        .moveTo(right - 260, sheet.y)
        .lineTo(right, sheet.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      sheet.y += 3;
    }
    doc
      .font(strong ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(strong ? 10.5 : 9)
      .fillColor(INK)
      .text(label, right - 260, sheet.y, { width: 140, align: 'right' })
      .text(value, right - 115, sheet.y, { width: 115, align: 'right' });
    sheet.y += strong ? 16 : 13;
  }
  sheet.y += 4;
  doc.font(PDF_FONTS.bold).fontSize(8.5).fillColor(MUTED).text(text.amountInWords, left, sheet.y);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9.5)
    .fillColor(INK)
    .text(inWords, left, doc.y + 2, { width });
  sheet.y = doc.y + 14;
}

/** Terms, notes and the reason of a cancellation. */
function drawTerms(sheet: Sheet) {
  const { doc, left, width, order, text } = sheet;
  const terms: [string, string][] = [
    [text.deliveryTerms, order.deliveryTerms || '—'],
    [text.paymentTerms, order.paymentTerms || '—'],
  ];
  const standing = order.buyer.identity?.terms?.trim();
  if (standing) terms.push([text.conditions, standing]);
  if (order.notes) terms.push([text.notes, order.notes]);
  if (order.cancelReason) terms.push([text.cancelled, order.cancelReason]);
  // The terms and the signature together when they fit on one page (the signature never alone).
  const heights = terms.map(
    ([, value]) =>
      Math.max(
        doc
          .font(PDF_FONTS.regular)
          .fontSize(9)
          .heightOfString(value, { width: width - 110 }),
        12,
      ) + 6,
  );
  const together = heights.reduce((sum, height) => sum + height, 13) + SIGNATURE_HEIGHT;
  ensureRoom(sheet, together <= bottomOf(doc) - doc.page.margins.top - 60 ? together : 30);
  doc.font(PDF_FONTS.bold).fontSize(8).fillColor(MUTED).text(text.terms, left, sheet.y);
  sheet.y += 13;
  for (const [label, value] of terms) {
    const height = doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .heightOfString(value, { width: width - 110 });
    ensureRoom(sheet, height);
    doc.font(PDF_FONTS.bold).fontSize(9).fillColor(INK).text(label, left, sheet.y, { width: 100 });
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .text(value, left + 110, sheet.y, { width: width - 110 });
    sheet.y = Math.max(doc.y, sheet.y + 12) + 6;
  }
}

const SIGNATURE_HEIGHT = 80;

/** "For <buyer>", room to sign, "Authorised Signatory". */
function drawSignature(sheet: Sheet) {
  const { doc, right, order, text } = sheet;
  const boxWidth = 220;
  const x = right - boxWidth;
  ensureRoom(sheet, SIGNATURE_HEIGHT);
  sheet.y += 10;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(9)
    .fillColor(INK)
    .text(text.forBuyer(buyerName(order)), x, sheet.y, { width: boxWidth, align: 'right' });
  sheet.y = doc.y + 36;
  doc
    .moveTo(x + 40, sheet.y)
    .lineTo(right, sheet.y)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  doc
    .font(PDF_FONTS.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text.signatory, x, sheet.y + 4, { width: boxWidth, align: 'right' });
  sheet.y = doc.y + 8;
}
