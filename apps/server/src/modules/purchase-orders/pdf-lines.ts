import { formatDocumentQuantity } from '@tenderdesk/domain/document-format';
import type { SupplyKind } from '@tenderdesk/domain/gst';
import type { PurchaseOrderLine } from '@tenderdesk/domain/purchase-orders';
import { PDF_FONTS } from '../../pdf/document';
import { bottomOf, type Doc, figure, INK, MUTED, newPage, RULE, SHADE, type Sheet } from './pdf-sheet';

/*
 * The lines of an order's PDF (issue 20 item 5): No, Item, HSN/SAC, Qty, Unit, Rate, Taxable
 * value, GST %, CGST and SGST (within a state) or IGST (between states), Total. Each row is as tall
 * as its tallest cell and moves whole to the next page when it does not fit, so a page break never
 * splits a line; the table's header is drawn again on every page the lines continue on.
 */

type Cell = (line: PurchaseOrderLine, index: number) => string;
type Column = { key: string; label: string; width: number; align: 'left' | 'right'; cell: Cell };

/** The columns for a supply kind, the Item column taking the width the tax columns leave. */
export function columnsFor(
  kind: SupplyKind,
  tableWidth: number,
  sheet: Pick<Sheet, 'text' | 'locale'>,
): Column[] {
  const label = sheet.text.columns;
  const qty = (value: number) => formatDocumentQuantity(value, sheet.locale);
  const fixed: Column[] = [
    { key: 'no', label: label.no, width: 20, align: 'right', cell: (_line, index) => String(index + 1) },
    { key: 'item', label: label.item, width: 0, align: 'left', cell: (line) => line.itemName },
    { key: 'hsn', label: label.hsn, width: 48, align: 'left', cell: (line) => line.hsnSac ?? '' },
    { key: 'qty', label: label.qty, width: 38, align: 'right', cell: (line) => qty(line.qty) },
    { key: 'unit', label: label.unit, width: 30, align: 'left', cell: (line) => line.uom },
    { key: 'rate', label: label.rate, width: 54, align: 'right', cell: (line) => figure(line.unitPrice) },
    {
      key: 'taxable',
      label: label.taxable,
      width: 60,
      align: 'right',
      cell: (line) => figure(line.lineTotal),
    },
  ];
  const taxes: Column[] =
    kind === 'untaxed'
      ? []
      : [
          {
            key: 'rateGst',
            label: label.rateGst,
            width: 28,
            align: 'right',
            cell: (line) => `${line.gstRate}%`,
          },
          ...(kind === 'intra'
            ? ([
                {
                  key: 'cgst',
                  label: label.cgst,
                  width: 50,
                  align: 'right',
                  cell: (line) => figure(line.cgst),
                },
                {
                  key: 'sgst',
                  label: label.sgst,
                  width: 50,
                  align: 'right',
                  cell: (line) => figure(line.sgst),
                },
              ] satisfies Column[])
            : ([
                {
                  key: 'igst',
                  label: label.igst,
                  width: 56,
                  align: 'right',
                  cell: (line) => figure(line.igst),
                },
              ] satisfies Column[])),
        ];
  const total: Column = {
    key: 'total',
    label: label.total,
    width: 62,
    align: 'right',
    cell: (line) => figure(line.lineTotal + line.gstAmount),
  };
  const columns = [...fixed, ...taxes, total];
  const used = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.key === 'item' ? { ...column, width: tableWidth - used } : column));
}

const PAD = 3;
const FONT_SIZE = 7.5;
const CODE_SIZE = 6.5;

const codes = (line: PurchaseOrderLine) =>
  [line.itemCode, line.partNo, line.manufacturer].filter(Boolean).join(' · ');

/** The height of a row: its tallest cell, the Item cell with the codes under the name. */
function rowHeight(doc: Doc, columns: readonly Column[], line: PurchaseOrderLine, index: number) {
  let height = 0;
  for (const column of columns) {
    const width = column.width - PAD * 2;
    doc.font(PDF_FONTS.regular).fontSize(FONT_SIZE);
    let cell = doc.heightOfString(column.cell(line, index) || ' ', { width });
    if (column.key === 'item' && codes(line))
      cell += doc.fontSize(CODE_SIZE).heightOfString(codes(line), { width });
    height = Math.max(height, cell);
  }
  return height + PAD * 2 + 2;
}

function drawHeader(sheet: Sheet, columns: readonly Column[]) {
  const { doc, left, width } = sheet;
  doc.font(PDF_FONTS.bold).fontSize(FONT_SIZE);
  const height =
    Math.max(
      ...columns.map((column) => doc.heightOfString(column.label, { width: column.width - PAD * 2 })),
    ) +
    PAD * 2 +
    2;
  doc.rect(left, sheet.y, width, height).fill(SHADE);
  let x = left;
  doc.fillColor(INK);
  for (const column of columns) {
    doc.text(column.label, x + PAD, sheet.y + PAD + 1, {
      width: column.width - PAD * 2,
      align: column.align,
    });
    x += column.width;
  }
  sheet.y += height;
}

function drawRow(
  sheet: Sheet,
  columns: readonly Column[],
  line: PurchaseOrderLine,
  index: number,
  height: number,
) {
  const { doc, left, right } = sheet;
  const y = sheet.y;
  let x = left;
  for (const column of columns) {
    const width = column.width - PAD * 2;
    doc
      .font(column.key === 'total' ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(FONT_SIZE)
      .fillColor(INK)
      .text(column.cell(line, index), x + PAD, y + PAD + 1, { width, align: column.align });
    if (column.key === 'item' && codes(line))
      doc
        .fontSize(CODE_SIZE)
        .fillColor(MUTED)
        .text(codes(line), x + PAD, doc.y, { width });
    x += column.width;
  }
  sheet.y += height;
  doc.moveTo(left, sheet.y).lineTo(right, sheet.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

/** The table: its header, then each line whole on a page (a new page, header again, when it does not fit). */
export function drawLines(sheet: Sheet) {
  const { doc, order } = sheet;
  const columns = columnsFor(order.supplyKind, sheet.width, sheet);
  sheet.continueTable = () => drawHeader(sheet, columns);
  if (sheet.y + 60 > bottomOf(doc)) newPage(sheet);
  else drawHeader(sheet, columns);
  for (const [index, line] of order.lines.entries()) {
    const height = rowHeight(doc, columns, line, index);
    if (sheet.y + height > bottomOf(doc)) newPage(sheet);
    drawRow(sheet, columns, line, index, height);
  }
  sheet.continueTable = null;
}
