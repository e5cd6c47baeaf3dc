import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import { createPdf, PDF_FONTS, pdfBuffer } from '../../pdf/document';
import { formatGeneratedAt, type StatementData } from './statement';

/*
 * The comparative statement as a PDF (decision 035), A4 landscape. Thirty suppliers do not fit
 * across a page, so the suppliers are printed in bands of SUPPLIERS_PER_BAND: each band repeats the
 * items down the side with its suppliers' unit price and line total, page after page, and ends with
 * their totals. A summary of every supplier (totals, lowest, award), the lines suppliers added and
 * the award's margins follow. Every page repeats the tender, the band and "Page n of m".
 */

const SUPPLIERS_PER_BAND = 3;
const LEFT = 40;
const RIGHT = 802;
const TOP = 36;
const BOTTOM = 552;
const ROW = 13;
const FONT_SIZE = 7.5;
const GREEN = '#c6efce';
const HEAD = '#e7ecf3';
const GRID = '#b0b7c3';
const words = statementMessages;

const rupees = (value: number) => formatRupees(toPaise(value));

type Column = { label: string; width: number; align: 'left' | 'right' | 'center' };

/** Rows laid out between two turns of the event loop. */
const YIELD_EVERY_ROWS = 8;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function statementPdf(data: StatementData): Promise<Buffer> {
  const { comparison, award } = data;
  const { tender, items, suppliers } = comparison;
  const doc = createPdf({
    title: `${words.title} ${tender.projectCode}`,
    layout: 'landscape',
  });
  let y = TOP;
  let band = '';

  const fit = (text: string, width: number, size = FONT_SIZE) => {
    // No DejaVu glyph is wider than 0.8 em at these sizes: short texts need no measuring.
    if (text.length * size * 0.8 <= width || doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const cell = (
    text: string,
    x: number,
    width: number,
    options: { align?: Column['align']; bold?: boolean; fill?: string; height?: number } = {},
  ) => {
    const height = options.height ?? ROW;
    if (options.fill) doc.rect(x, y, width, height).fill(options.fill);
    doc.rect(x, y, width, height).lineWidth(0.4).stroke(GRID);
    doc
      .font(options.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(FONT_SIZE)
      .fillColor('#111827');
    doc.text(fit(text, width - 6), x + 3, y + (height - FONT_SIZE) / 2 - 1, {
      width: width - 6,
      align: options.align ?? 'left',
      lineBreak: false,
    });
  };

  const pageHeader = () => {
    y = TOP;
    doc.font(PDF_FONTS.bold).fontSize(12).fillColor('#111827');
    doc.text(
      fit(`${words.title}: ${tender.projectCode} — ${tender.projectTitle}`, RIGHT - LEFT, 12),
      LEFT,
      y,
      {
        lineBreak: false,
      },
    );
    y += 17;
    doc.font(PDF_FONTS.regular).fontSize(8).fillColor('#374151');
    const line = [
      tender.organisation,
      tender.projectName,
      `Published ${formatPortalDay(tender.publishingDate)}, closing ${formatPortalDay(tender.closingDate)}`,
      `${words.awarded}: ${award ? award.supplierName : words.none}`,
      `Generated ${formatGeneratedAt(data.generatedAt, data.timeZone)} by ${data.generatedBy}`,
    ].join('  ·  ');
    doc.text(fit(line, RIGHT - LEFT, 8), LEFT, y, { lineBreak: false });
    y += 12;
    if (band) {
      doc.font(PDF_FONTS.bold).fontSize(8).fillColor('#1f2937');
      doc.text(band, LEFT, y, { lineBreak: false });
      y += 13;
    } else {
      y += 4;
    }
  };
  const newPage = () => {
    doc.addPage();
    pageHeader();
  };
  const ensure = (height: number, header: () => void) => {
    if (y + height > BOTTOM) {
      newPage();
      header();
    }
  };

  // The items × suppliers bands.
  const fixed: Column[] = [
    { label: '#', width: 20, align: 'right' },
    { label: 'Item code', width: 56, align: 'left' },
    { label: 'Item', width: 134, align: 'left' },
    { label: 'UoM', width: 32, align: 'left' },
    { label: 'Qty', width: 40, align: 'right' },
  ];
  const fixedWidth = fixed.reduce((sum, column) => sum + column.width, 0);
  const supplierWidth = (RIGHT - LEFT - fixedWidth) / SUPPLIERS_PER_BAND;
  const priceWidth = supplierWidth * 0.47;
  const totalWidth = supplierWidth - priceWidth;
  const bands = Math.ceil(suppliers.length / SUPPLIERS_PER_BAND);

  for (let b = 0; b < bands; b++) {
    const start = b * SUPPLIERS_PER_BAND;
    const group = suppliers.slice(start, start + SUPPLIERS_PER_BAND);
    band = `Suppliers ${start + 1}–${start + group.length} of ${suppliers.length}${
      bands > 1 ? ` (part ${b + 1} of ${bands})` : ''
    }`;
    if (b === 0) pageHeader();
    else newPage();

    const tableHeader = () => {
      let x = LEFT;
      for (const column of fixed) {
        cell(column.label, x, column.width, { bold: true, fill: HEAD, height: ROW * 2, align: column.align });
        x += column.width;
      }
      for (const supplier of group) {
        cell(supplier.supplierName, x, supplierWidth, { bold: true, fill: HEAD, align: 'center' });
        y += ROW;
        cell('Unit price', x, priceWidth, { bold: true, fill: HEAD, align: 'right' });
        cell('Line total', x + priceWidth, totalWidth, { bold: true, fill: HEAD, align: 'right' });
        y -= ROW;
        x += supplierWidth;
      }
      y += ROW * 2;
    };
    tableHeader();

    for (const [index, item] of items.entries()) {
      // Laying out a page is synchronous work on the server's thread: let other requests in
      // between rows, so a long statement does not stall the portal (decision 041).
      if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await yieldToEventLoop();
      ensure(ROW, tableHeader);
      let x = LEFT;
      const values = [String(index + 1), item.itemCode, item.itemName, item.uom, String(item.qty)];
      fixed.forEach((column, position) => {
        cell(values[position] ?? '', x, column.width, { align: column.align });
        x += column.width;
      });
      for (const supplier of group) {
        const quote = supplier.cells[index];
        if (quote?.quoted) {
          cell(rupees(quote.unitPrice), x, priceWidth, {
            align: 'right',
            bold: quote.lowest,
            ...(quote.lowest ? { fill: GREEN } : {}),
          });
          cell(rupees(quote.lineTotal), x + priceWidth, totalWidth, { align: 'right' });
        } else {
          cell(words.notQuoted, x, supplierWidth, { align: 'center' });
        }
        x += supplierWidth;
      }
      y += ROW;
    }

    const totals: [string, (supplier: (typeof group)[number]) => string, boolean][] = [
      ['Total (before GST)', (supplier) => rupees(supplier.total), false],
      ['GST', (supplier) => rupees(supplier.gstTotal), false],
      ['Total with GST', (supplier) => rupees(supplier.totalWithGst), true],
      ['Items quoted', (supplier) => `${supplier.quotedItems} of ${items.length}`, false],
    ];
    for (const [label, value, marked] of totals) {
      ensure(ROW, tableHeader);
      cell(label, LEFT, fixedWidth, { bold: true, align: 'right' });
      let x = LEFT + fixedWidth;
      for (const supplier of group) {
        const lowest = marked && supplier.lowestTotal;
        const mark = marked
          ? [lowest ? words.lowestTotal : '', supplier.selected ? words.awarded : '']
              .filter(Boolean)
              .join(', ')
          : '';
        cell(mark, x, priceWidth, { align: 'center', bold: true, ...(lowest ? { fill: GREEN } : {}) });
        cell(value(supplier), x + priceWidth, totalWidth, {
          align: 'right',
          bold: true,
          ...(lowest ? { fill: GREEN } : {}),
        });
        x += supplierWidth;
      }
      y += ROW;
    }
  }

  // The summary of every supplier.
  band = 'Summary';
  newPage();
  const summaryColumns: Column[] = [
    { label: '#', width: 22, align: 'right' },
    { label: 'Supplier', width: 250, align: 'left' },
    { label: 'Items quoted', width: 70, align: 'right' },
    { label: 'Total (before GST)', width: 110, align: 'right' },
    { label: 'GST', width: 90, align: 'right' },
    { label: 'Total with GST', width: 110, align: 'right' },
    { label: 'Marks', width: RIGHT - LEFT - 652, align: 'left' },
  ];
  const row = (values: string[], columns: Column[], options: { bold?: boolean; fill?: string } = {}) => {
    let x = LEFT;
    columns.forEach((column, index) => {
      cell(values[index] ?? '', x, column.width, { align: column.align, ...options });
      x += column.width;
    });
    y += ROW;
  };
  const summaryHeader = () =>
    row(
      summaryColumns.map((column) => column.label),
      summaryColumns,
      { bold: true, fill: HEAD },
    );
  summaryHeader();
  suppliers.forEach((supplier, index) => {
    ensure(ROW, summaryHeader);
    const marks = [supplier.lowestTotal ? words.lowestTotal : '', supplier.selected ? words.awarded : '']
      .filter(Boolean)
      .join(', ');
    row(
      [
        String(index + 1),
        supplier.supplierName,
        `${supplier.quotedItems} of ${items.length}`,
        rupees(supplier.total),
        rupees(supplier.gstTotal),
        rupees(supplier.totalWithGst),
        marks,
      ],
      summaryColumns,
      supplier.lowestTotal ? { fill: GREEN } : {},
    );
  });

  const extras = suppliers.flatMap((supplier) =>
    supplier.extraLines.map((line) => ({ supplier: supplier.supplierName, line })),
  );
  if (extras.length > 0) {
    const extraColumns: Column[] = [
      { label: 'Supplier', width: 200, align: 'left' },
      { label: 'Item code', width: 80, align: 'left' },
      { label: 'Item (added by the supplier)', width: 222, align: 'left' },
      { label: 'Qty', width: 60, align: 'right' },
      { label: 'Unit price', width: 100, align: 'right' },
      { label: 'Line total', width: 100, align: 'right' },
    ];
    const extraHeader = () =>
      row(
        extraColumns.map((column) => column.label),
        extraColumns,
        { bold: true, fill: HEAD },
      );
    y += ROW;
    ensure(ROW * 2, () => {});
    extraHeader();
    for (const { supplier, line } of extras) {
      ensure(ROW, extraHeader);
      row(
        [
          supplier,
          line.itemCode,
          line.itemName,
          String(line.qty),
          rupees(line.unitPrice),
          rupees(line.lineTotal),
        ],
        extraColumns,
      );
    }
  }

  if (award) {
    // Awarded by line: each line names its supplier, in a column carved out of the item's.
    const byLine = award.mode === 'lines';
    const marginColumns: Column[] = [
      { label: 'Item code', width: 80, align: 'left' },
      ...(byLine
        ? ([
            { label: 'Item', width: 142, align: 'left' },
            { label: 'Supplier', width: 120, align: 'left' },
          ] as Column[])
        : ([{ label: 'Item', width: 262, align: 'left' }] as Column[])),
      { label: 'Line total', width: 110, align: 'right' },
      { label: 'Margin', width: 90, align: 'right' },
      { label: 'Margin amount', width: 100, align: 'right' },
      { label: 'Price with margin', width: 120, align: 'right' },
    ];
    const marginHeader = () =>
      row(
        marginColumns.map((column) => column.label),
        marginColumns,
        { bold: true, fill: HEAD },
      );
    y += ROW;
    ensure(ROW * 3, () => {});
    doc.font(PDF_FONTS.bold).fontSize(9).fillColor('#111827');
    doc.text(`${words.awarded}: ${award.supplierName}, with margins`, LEFT, y, { lineBreak: false });
    y += ROW + 2;
    marginHeader();
    for (const line of award.items) {
      ensure(ROW, marginHeader);
      row(
        [
          line.itemCode,
          line.itemName,
          ...(byLine ? [line.supplierName] : []),
          rupees(line.total),
          line.marginType === 'Percentage' ? `${line.marginValue}%` : rupees(line.marginValue),
          rupees(line.marginAmount),
          rupees(line.priceWithMargin),
        ],
        marginColumns,
      );
    }
    const summary: [string, number][] = [
      ['Total (before GST)', award.total],
      ['Margin total', award.marginTotal],
      ['Grand total with margins', award.grandTotal],
    ];
    for (const [label, value] of summary) {
      ensure(ROW, marginHeader);
      row(['', label, '', '', '', ...(byLine ? [''] : []), rupees(value)], marginColumns, { bold: true });
    }
  }

  // "Page n of m" on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // Below the margin pdfkit would otherwise start a new page.
    doc.font(PDF_FONTS.regular).fontSize(7).fillColor('#6b7280');
    doc.text(`Page ${index + 1} of ${range.count}`, LEFT, 566, {
      width: RIGHT - LEFT,
      align: 'right',
      lineBreak: false,
    });
  }
  return pdfBuffer(doc);
}
