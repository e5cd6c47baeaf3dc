import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { formatInstantDay, formatPortalDay } from '@tenderdesk/domain/portal-time';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { createPdf, PDF_FONTS, pdfBuffer } from '../../pdf/document';

/*
 * A purchase order as a PDF fit to send (decision 033): the buyer and order number at the top,
 * supplier and delivery details, the lines with GST, totals in figures and in words, the terms,
 * and a signature block; long orders continue on further pages with the table header repeated
 * and "Page x of y" at the foot. Amounts are the stored exact figures, formatted for India.
 */

const rupees = (value: number) => formatRupees(toPaise(value));
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const SHADE = '#f0f4f8';
const ACCENT = '#1c4f82';

type Column = { label: string; width: number; align: 'left' | 'right' };
const COLUMNS: Column[] = [
  { label: '#', width: 22, align: 'right' },
  { label: 'Item', width: 170, align: 'left' },
  { label: 'UoM', width: 36, align: 'left' },
  { label: 'Qty', width: 46, align: 'right' },
  { label: 'Unit price', width: 70, align: 'right' },
  { label: 'GST', width: 34, align: 'right' },
  { label: 'GST amount', width: 64, align: 'right' },
  { label: 'Amount', width: 73, align: 'right' },
];

/** The file name of an order's PDF. */
export function orderFileName(order: PurchaseOrderDetail): string {
  return order.number ? `${order.number.replaceAll('/', '-')}.pdf` : `PO-DRAFT-${order._id.slice(0, 8)}.pdf`;
}

type Doc = ReturnType<typeof createPdf>;

/** The page being drawn: its frame and the current height, which each section moves down. */
type Sheet = { doc: Doc; left: number; width: number; right: number; y: number };

/** Where the content of a page ends (above the footer). */
const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom - 30;

/** A new page when `height` more does not fit on this one. */
function ensureRoom(sheet: Sheet, height: number) {
  if (sheet.y + height > bottomOf(sheet.doc)) {
    sheet.doc.addPage();
    sheet.y = sheet.doc.page.margins.top;
  }
}

/** `timeZone`: the portal's (PORTAL_TIME_ZONE): the order date is the day it was issued there. */
export async function orderPdf(order: PurchaseOrderDetail, timeZone: string): Promise<Buffer> {
  const title = order.number ? `Purchase order ${order.number}` : 'Purchase order (draft)';
  const doc = createPdf({ title, author: order.buyer.organisation });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const sheet: Sheet = { doc, left, width, right: left + width, y: 0 };
  drawHeading(sheet, order, timeZone);
  drawParties(sheet, order);
  drawLines(sheet, order);
  drawTotals(sheet, order);
  drawTerms(sheet, order);
  drawSignature(sheet, order);
  drawPageMarks(sheet, order);
  return pdfBuffer(doc);
}

/** Heading: the buyer on the left, the order's identity on the right. */
function drawHeading(sheet: Sheet, order: PurchaseOrderDetail, timeZone: string) {
  const { doc, left, right } = sheet;
  doc.fillColor(ACCENT).font(PDF_FONTS.bold).fontSize(18).text('PURCHASE ORDER', left, 40);
  const identity = order.buyer.identity;
  doc
    .fillColor(INK)
    .font(PDF_FONTS.bold)
    .fontSize(12)
    .text(identity?.legalName || order.buyer.organisation, left, 66, { width: 300 });
  doc.font(PDF_FONTS.regular).fontSize(9).fillColor(MUTED);
  for (const line of buyerLines(order)) doc.text(line, left, doc.y + 2, { width: 300 });
  const facts: [string, string][] = [
    ['Order no.', order.number ?? 'DRAFT (not issued)'],
    ['Order date', order.issuedAt ? formatInstantDay(order.issuedAt, timeZone) : '—'],
    ['Tender', order.projectCode],
    ['Status', order.status],
  ];
  let factY = 44;
  for (const [label, value] of facts) {
    doc
      .font(PDF_FONTS.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, right - 220, factY, { width: 80 });
    doc
      .font(PDF_FONTS.bold)
      .fillColor(INK)
      .text(value, right - 140, factY, { width: 140, align: 'right' });
    factY += 14;
  }
  sheet.y = Math.max(doc.y, factY) + 12;
  doc.moveTo(left, sheet.y).lineTo(right, sheet.y).lineWidth(1.5).strokeColor(ACCENT).stroke();
  sheet.y += 12;
}

/** The buyer's unit, its tax identities and the project, under the buyer's legal name (decision 046). */
function buyerLines(order: PurchaseOrderDetail): string[] {
  const identity = order.buyer.identity;
  const unit = identity?.unit;
  const lines: string[] = [];
  if (identity && identity.legalName !== order.buyer.organisation)
    lines.push(`For ${order.buyer.organisation}`);
  if (unit) {
    lines.push(
      unit.address,
      `${unit.city} ${unit.pincode}, ${unit.stateName} (state code ${unit.stateCode})`,
    );
  }
  const ids = [unit?.gstin ? `GSTIN: ${unit.gstin}` : '', identity?.pan ? `PAN: ${identity.pan}` : ''];
  if (ids.some(Boolean)) lines.push(ids.filter(Boolean).join('   '));
  lines.push(`Project: ${order.buyer.projectName}`);
  return lines;
}

/** Supplier and delivery, side by side. */
function drawParties(sheet: Sheet, order: PurchaseOrderDetail) {
  const { doc, left, width } = sheet;
  const boxWidth = (width - 16) / 2;
  const supplier = order.supplier;
  const place = [supplier.city, supplier.state, supplier.postalCode].filter(Boolean).join(', ');
  const supplierLines = [
    supplier.address,
    place,
    supplier.country,
    `Contact: ${supplier.contactName}`,
    `Phone: ${supplier.telephone}`,
    `Email: ${supplier.email}`,
  ].filter((line) => line.trim() !== '');
  const deliveryLines = [
    order.deliveryAddress || 'As agreed with the buyer',
    `Delivery by: ${order.deliveryDate ? formatPortalDay(order.deliveryDate) : 'As per the delivery terms'}`,
    `Tender: ${order.projectCode} — ${order.projectTitle}`,
  ];
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
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor(INK);
    for (const line of lines) {
      doc.text(line, x, at, { width: boxWidth });
      at = doc.y + 1;
    }
    return at;
  };
  const end = Math.max(
    box(left, 'Supplier', supplier.name, supplierLines),
    box(left + boxWidth + 16, 'Deliver to', null, deliveryLines),
  );
  sheet.y = end + 14;
}

/** The table's header row (repeated on every page the lines continue on). */
function drawTableHeader(sheet: Sheet) {
  const { doc, left, width } = sheet;
  doc.rect(left, sheet.y, width, 18).fill(SHADE);
  let x = left;
  doc.font(PDF_FONTS.bold).fontSize(8).fillColor(INK);
  for (const column of COLUMNS) {
    doc.text(column.label, x + 3, sheet.y + 5, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  sheet.y += 18;
}

/** The lines, a new page (with the header again) when one does not fit. */
function drawLines(sheet: Sheet, order: PurchaseOrderDetail) {
  drawTableHeader(sheet);
  for (const [index, line] of order.lines.entries()) drawLine(sheet, line, index);
}

function drawLine(sheet: Sheet, line: PurchaseOrderDetail['lines'][number], index: number) {
  const { doc, left, right } = sheet;
  const described = [
    line.itemName,
    [line.itemCode, line.partNo, line.manufacturer].filter(Boolean).join(' · '),
  ];
  doc.font(PDF_FONTS.regular).fontSize(8.5);
  const itemWidth = (COLUMNS[1]?.width ?? 170) - 6;
  const height =
    doc.heightOfString(described[0] ?? '', { width: itemWidth }) +
    doc.fontSize(7.5).heightOfString(described[1] ?? '', { width: itemWidth }) +
    8;
  if (sheet.y + height > bottomOf(doc)) {
    doc.addPage();
    sheet.y = doc.page.margins.top;
    drawTableHeader(sheet);
  }
  const y = sheet.y;
  const cells = [
    String(index + 1),
    '',
    line.uom,
    line.qty.toLocaleString('en-IN', { maximumFractionDigits: 2 }),
    rupees(line.unitPrice),
    `${line.gstRate}%`,
    rupees(line.gstAmount),
    rupees(line.lineTotal),
  ];
  let x = left;
  COLUMNS.forEach((column, at) => {
    if (at === 1) {
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8.5)
        .fillColor(INK)
        .text(described[0] ?? '', x + 3, y + 4, { width: itemWidth });
      doc
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(described[1] ?? '', x + 3, doc.y, { width: itemWidth });
    } else {
      doc
        .font(PDF_FONTS.regular)
        .fontSize(8.5)
        .fillColor(INK)
        .text(cells[at] ?? '', x + 3, y + 4, { width: column.width - 6, align: column.align });
    }
    x += column.width;
  });
  sheet.y += height;
  doc.moveTo(left, sheet.y).lineTo(right, sheet.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** Totals, in figures and in words. */
function drawTotals(sheet: Sheet, order: PurchaseOrderDetail) {
  const { doc, left, width, right } = sheet;
  const totals: [string, string, boolean][] = [
    ['Total before GST', rupees(order.total), false],
    ['GST', rupees(order.gstTotal), false],
    ['Total with GST', rupees(order.totalWithGst), true],
  ];
  ensureRoom(sheet, 120);
  sheet.y += 8;
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(strong ? 10.5 : 9)
      .fillColor(INK)
      .text(label, right - 260, sheet.y, { width: 140, align: 'right' })
      .text(value, right - 115, sheet.y, { width: 115, align: 'right' });
    sheet.y += strong ? 16 : 13;
  }
  sheet.y += 4;
  doc.font(PDF_FONTS.bold).fontSize(9).fillColor(MUTED).text('Amount in words', left, sheet.y);
  doc
    .font(PDF_FONTS.regular)
    .fontSize(9.5)
    .fillColor(INK)
    .text(order.amountInWords, left, doc.y + 2, { width });
  sheet.y = doc.y + 14;
}

/** Terms, notes and the reason of a cancellation. */
function drawTerms(sheet: Sheet, order: PurchaseOrderDetail) {
  const { doc, left, width } = sheet;
  const terms: [string, string][] = [
    ['Delivery terms', order.deliveryTerms || '—'],
    ['Payment terms', order.paymentTerms || '—'],
  ];
  if (order.notes) terms.push(['Notes', order.notes]);
  if (order.cancelReason) terms.push(['Cancelled', order.cancelReason]);
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

function drawSignature(sheet: Sheet, order: PurchaseOrderDetail) {
  const { doc, right } = sheet;
  ensureRoom(sheet, 60);
  sheet.y += 30;
  doc
    .moveTo(right - 180, sheet.y)
    .lineTo(right, sheet.y)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  doc
    .font(PDF_FONTS.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `Authorised signatory, ${order.buyer.identity?.legalName || order.buyer.organisation}`,
      right - 180,
      sheet.y + 4,
      {
        width: 180,
        align: 'right',
      },
    );
}

/** Marks (a Draft's or a Cancelled order's) and page numbers on every page. */
function drawPageMarks(sheet: Sheet, order: PurchaseOrderDetail) {
  const { doc, left, width } = sheet;
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    if (order.status === 'Draft' || order.status === 'Cancelled') {
      doc.save();
      doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc
        .font(PDF_FONTS.bold)
        .fontSize(72)
        .fillColor('#d64545')
        .fillOpacity(0.12)
        .text(order.status.toUpperCase(), 0, doc.page.height / 2 - 40, {
          width: doc.page.width,
          align: 'center',
        });
      doc.restore();
      doc.fillOpacity(1);
    }
    const footY = doc.page.height - doc.page.margins.bottom - 12;
    doc
      .font(PDF_FONTS.regular)
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `${order.number ?? 'Draft purchase order'} · Page ${page - range.start + 1} of ${range.count}`,
        left,
        footY,
        { width, align: 'center', lineBreak: false },
      );
  }
}
