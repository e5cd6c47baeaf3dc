import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonSupplier } from '@tenderdesk/domain/comparison';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import { createPdf, pdfBuffer } from '../../pdf/document';
import { hsnSacLabel, type StatementData } from './statement';
import { auctionSectionsPdf } from './statement-auction-pdf';
import { evaluationSectionsPdf } from './statement-evaluation-pdf';
import type { SupplierFacts } from './statement-facts';
import { BLUE, type Column, GREEN, HEAD, LEFT, RIGHT, ROW, StatementCanvas } from './statement-pdf-canvas';
import { signatureBlock } from './statement-pdf-sections';

/*
 * The comparative statement as a PDF (decision 035), A4 landscape. Thirty suppliers do not fit
 * across a page, so the suppliers are printed in bands of SUPPLIERS_PER_BAND: each band repeats the
 * items down the side with its suppliers' unit price and line total, page after page, and ends with
 * their totals, rank, delivery, validity and GST rate. Each line's lowest unit price reads "L1" on
 * green; an awarded line's total (every line of a whole award) reads "✔" on blue. A summary of
 * every supplier by rank, the lines suppliers added, the award's margins and the signature block
 * follow. Every page repeats the buyer (logo, legal name), the tender, the band, the legend and
 * "Page n of m" (statement-pdf-canvas.ts draws).
 */

const SUPPLIERS_PER_BAND = 3;
const words = statementMessages;

/** Amounts as rupees, memoised (bounded): Intl formatting was a tenth of the render. */
const formatted = new Map<number, string>();
const rupees = (value: number) => {
  let text = formatted.get(value);
  if (text === undefined) {
    if (formatted.size > 100_000) formatted.clear();
    text = formatRupees(toPaise(value));
    formatted.set(value, text);
  }
  return text;
};

/** Rows laid out between two turns of the event loop. */
const YIELD_EVERY_ROWS = 8;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The item columns down the side of every band. */
const FIXED: Column[] = [
  { label: '#', width: 20, align: 'right' },
  { label: 'Item code', width: 56, align: 'left' },
  { label: 'Item', width: 134, align: 'left' },
  { label: 'UoM', width: 32, align: 'left' },
  { label: 'Qty', width: 40, align: 'right' },
];
const FIXED_WIDTH = FIXED.reduce((sum, column) => sum + column.width, 0);
const SUPPLIER_WIDTH = (RIGHT - LEFT - FIXED_WIDTH) / SUPPLIERS_PER_BAND;
const PRICE_WIDTH = SUPPLIER_WIDTH * 0.47;
const TOTAL_WIDTH = SUPPLIER_WIDTH - PRICE_WIDTH;

/** Lowest total and awarded, as the marks of a supplier. */
export const marksOf = (supplier: ComparisonSupplier) =>
  [supplier.lowestTotal ? words.lowestTotal : '', supplier.selected ? words.awarded : '']
    .filter(Boolean)
    .join(', ');

/** A band: its suppliers and where they are in the comparison. */
type Band = { suppliers: readonly ComparisonSupplier[]; start: number };

/** A band's two header rows: the item columns, and each supplier over its unit price and line total. */
function bandHeader(canvas: StatementCanvas, data: StatementData, band: Band) {
  let x = LEFT;
  for (const column of FIXED) {
    canvas.cell(column.label, x, column.width, {
      bold: true,
      fill: HEAD,
      height: ROW * 2,
      align: column.align,
    });
    x += column.width;
  }
  band.suppliers.forEach((supplier, position) => {
    const whole = data.facts.suppliers[band.start + position]?.awardedWhole;
    const name = whole ? `✔ ${supplier.supplierName}` : supplier.supplierName;
    canvas.cell(name, x, SUPPLIER_WIDTH, { bold: true, fill: whole ? BLUE : HEAD, align: 'center' });
    canvas.y += ROW;
    canvas.cell('Unit price', x, PRICE_WIDTH, { bold: true, fill: HEAD, align: 'right' });
    canvas.cell('Line total', x + PRICE_WIDTH, TOTAL_WIDTH, { bold: true, fill: HEAD, align: 'right' });
    canvas.y -= ROW;
    x += SUPPLIER_WIDTH;
  });
  canvas.y += ROW * 2;
}

/** The items down the side with the band's prices, the lowest price of each item marked. */
async function bandRows(canvas: StatementCanvas, data: StatementData, band: Band) {
  const header = () => bandHeader(canvas, data, band);
  for (const [index, item] of data.comparison.items.entries()) {
    // Laying out a page is synchronous work on the server's thread: let other requests in
    // between rows, so a long statement does not stall the portal (decision 041).
    if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await yieldToEventLoop();
    canvas.ensure(ROW, header);
    let x = LEFT;
    // The code before the name, so a narrow column that cuts a long name keeps the code.
    const name = item.hsnSac ? `${hsnSacLabel(item)} · ${item.itemName}` : item.itemName;
    const values = [String(index + 1), item.itemCode, name, item.uom, String(item.qty)];
    FIXED.forEach((column, position) => {
      canvas.cell(values[position] ?? '', x, column.width, { align: column.align });
      x += column.width;
    });
    band.suppliers.forEach((supplier, position) => {
      const quote = supplier.cells[index];
      if (quote?.quoted) {
        const price = rupees(quote.unitPrice);
        canvas.cell(quote.lowest ? `L1 ${price}` : price, x, PRICE_WIDTH, {
          align: 'right',
          bold: quote.lowest,
          ...(quote.lowest ? { fill: GREEN } : {}),
        });
        const awarded = data.facts.suppliers[band.start + position]?.awardedLines[index];
        const total = rupees(quote.lineTotal);
        canvas.cell(awarded ? `✔ ${total}` : total, x + PRICE_WIDTH, TOTAL_WIDTH, {
          align: 'right',
          ...(awarded ? { fill: BLUE, bold: true } : {}),
        });
      } else {
        canvas.cell(words.notQuoted, x, SUPPLIER_WIDTH, { align: 'center' });
      }
      x += SUPPLIER_WIDTH;
    });
    canvas.y += ROW;
  }
}

/** The band's totals under its suppliers; the lowest total with GST marked. */
function bandTotals(canvas: StatementCanvas, data: StatementData, band: Band) {
  const items = data.comparison.items.length;
  const totals: [string, (supplier: ComparisonSupplier) => string, boolean][] = [
    ['Total (before GST)', (supplier) => rupees(supplier.total), false],
    ['GST', (supplier) => rupees(supplier.gstTotal), false],
    ['Total with GST', (supplier) => rupees(supplier.totalWithGst), true],
    ['Items quoted', (supplier) => `${supplier.quotedItems} of ${items}`, false],
  ];
  for (const [label, value, marked] of totals) {
    canvas.ensure(ROW, () => bandHeader(canvas, data, band));
    canvas.cell(label, LEFT, FIXED_WIDTH, { bold: true, align: 'right' });
    let x = LEFT + FIXED_WIDTH;
    for (const supplier of band.suppliers) {
      const lowest = marked && supplier.lowestTotal;
      const mark = marked ? marksOf(supplier) : '';
      const fill = lowest ? { fill: GREEN } : {};
      canvas.cell(mark, x, PRICE_WIDTH, { align: 'center', bold: true, ...fill });
      canvas.cell(value(supplier), x + PRICE_WIDTH, TOTAL_WIDTH, { align: 'right', bold: true, ...fill });
      x += SUPPLIER_WIDTH;
    }
    canvas.y += ROW;
  }
  bandFacts(canvas, data, band);
}

/** The band's rank, delivery, validity and GST rate rows, each across its supplier's two columns. */
function bandFacts(canvas: StatementCanvas, data: StatementData, band: Band) {
  const rows: [string, (facts: SupplierFacts) => string][] = [
    ['Rank (total with GST)', (facts) => facts.rank],
    ['Delivery', (facts) => facts.delivery],
    ['Valid until', (facts) => facts.validity],
    ['GST rate', (facts) => facts.gstRate],
  ];
  for (const [label, value] of rows) {
    canvas.ensure(ROW, () => bandHeader(canvas, data, band));
    canvas.cell(label, LEFT, FIXED_WIDTH, { bold: true, align: 'right' });
    band.suppliers.forEach((_, position) => {
      const facts = data.facts.suppliers[band.start + position];
      const x = LEFT + FIXED_WIDTH + position * SUPPLIER_WIDTH;
      canvas.cell(facts ? value(facts) : '', x, SUPPLIER_WIDTH, {
        align: 'center',
        bold: label.startsWith('Rank'),
      });
    });
    canvas.y += ROW;
  }
}

/** The items × suppliers bands, each starting a page. */
async function supplierBands(canvas: StatementCanvas, data: StatementData) {
  const { suppliers } = data.comparison;
  const bands = Math.ceil(suppliers.length / SUPPLIERS_PER_BAND);
  for (let b = 0; b < bands; b++) {
    const start = b * SUPPLIERS_PER_BAND;
    const band = { suppliers: suppliers.slice(start, start + SUPPLIERS_PER_BAND), start };
    canvas.band = `Suppliers ${start + 1}–${start + band.suppliers.length} of ${suppliers.length}${
      bands > 1 ? ` (part ${b + 1} of ${bands})` : ''
    }`;
    if (b === 0) canvas.pageHeader();
    else canvas.newPage();
    bandHeader(canvas, data, band);
    await bandRows(canvas, data, band);
    bandTotals(canvas, data, band);
  }
}

const SUMMARY_COLUMNS: Column[] = [
  { label: '#', width: 20, align: 'right' },
  { label: 'Supplier', width: 140, align: 'left' },
  { label: 'Rank', width: 28, align: 'center' },
  { label: 'Quoted', width: 50, align: 'right' },
  { label: 'Total before GST', width: 92, align: 'right' },
  { label: 'GST', width: 66, align: 'right' },
  { label: 'Total with GST', width: 84, align: 'right' },
  { label: 'Delivery', width: 46, align: 'left' },
  { label: 'Valid until', width: 58, align: 'left' },
  { label: 'GST rate', width: 92, align: 'left' },
  { label: 'Marks', width: RIGHT - LEFT - 676, align: 'left' },
];

/** The rank's number, unranked last; the comparison's order among equals. */
const rankOrder = (rank: string | undefined) =>
  rank?.startsWith('L') ? Number(rank.slice(1)) : Number.MAX_SAFE_INTEGER;

/** The summary of every supplier by rank (# is its place in the bands), on a page of its own. */
function summary(canvas: StatementCanvas, data: StatementData) {
  const { items, suppliers } = data.comparison;
  canvas.band = 'Summary, by rank';
  canvas.newPage();
  const header = () => canvas.headerRow(SUMMARY_COLUMNS);
  header();
  const order = suppliers
    .map((supplier, index) => ({ supplier, index, facts: data.facts.suppliers[index] }))
    .sort((a, b) => rankOrder(a.facts?.rank) - rankOrder(b.facts?.rank) || a.index - b.index);
  for (const { supplier, index, facts } of order) {
    canvas.ensure(ROW, header);
    canvas.row(
      [
        String(index + 1),
        supplier.supplierName,
        facts?.rank ?? '',
        `${supplier.quotedItems} of ${items.length}`,
        rupees(supplier.total),
        rupees(supplier.gstTotal),
        rupees(supplier.totalWithGst),
        facts?.delivery ?? '',
        facts?.validity ?? '',
        facts?.gstRate ?? '',
        marksOf(supplier),
      ],
      SUMMARY_COLUMNS,
      supplier.lowestTotal ? { fill: GREEN } : facts?.awardedWhole ? { fill: BLUE } : {},
    );
  }
}

const EXTRA_COLUMNS: Column[] = [
  { label: 'Supplier', width: 200, align: 'left' },
  { label: 'Item code', width: 80, align: 'left' },
  { label: 'Item (added by the supplier)', width: 222, align: 'left' },
  { label: 'Qty', width: 60, align: 'right' },
  { label: 'Unit price', width: 100, align: 'right' },
  { label: 'Line total', width: 100, align: 'right' },
];

/** The lines suppliers added (no tender item), if any. */
function extraLines(canvas: StatementCanvas, data: StatementData) {
  const extras = data.comparison.suppliers.flatMap((supplier) =>
    supplier.extraLines.map((line) => ({ supplier: supplier.supplierName, line })),
  );
  if (extras.length === 0) return;
  const header = () => canvas.headerRow(EXTRA_COLUMNS);
  canvas.band = 'Lines added by suppliers';
  canvas.y += ROW;
  canvas.ensure(ROW * 2, () => {});
  header();
  for (const { supplier, line } of extras) {
    canvas.ensure(ROW, header);
    canvas.row(
      [
        supplier,
        line.itemCode,
        line.itemName,
        String(line.qty),
        rupees(line.unitPrice),
        rupees(line.lineTotal),
      ],
      EXTRA_COLUMNS,
    );
  }
}

/** The margin table's columns; awarded by line, a Supplier column is carved out of the item's. */
function marginColumns(byLine: boolean): Column[] {
  return [
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
}

/** The award's lines with their margins, and its totals. */
function awardMargins(canvas: StatementCanvas, award: SelectedQuotationView) {
  const byLine = award.mode === 'lines';
  const columns = marginColumns(byLine);
  const header = () => canvas.headerRow(columns);
  canvas.band = 'Award with margins';
  canvas.y += ROW;
  canvas.ensure(ROW * 3, () => {});
  canvas.title(`${words.awarded}: ${award.supplierName}, with margins`);
  header();
  for (const line of award.items) {
    canvas.ensure(ROW, header);
    canvas.row(
      [
        line.itemCode,
        line.itemName,
        ...(byLine ? [line.supplierName] : []),
        rupees(line.total),
        line.marginType === 'Percentage' ? `${line.marginValue}%` : rupees(line.marginValue),
        rupees(line.marginAmount),
        rupees(line.priceWithMargin),
      ],
      columns,
    );
  }
  const totals: [string, number][] = [
    ['Total (before GST)', award.total],
    ['Margin total', award.marginTotal],
    ['Grand total with margins', award.grandTotal],
  ];
  for (const [label, value] of totals) {
    canvas.ensure(ROW, header);
    canvas.row(['', label, '', '', '', ...(byLine ? [''] : []), rupees(value)], columns, { bold: true });
  }
}

export async function statementPdf(data: StatementData): Promise<Buffer> {
  const { tender } = data.comparison;
  const doc = createPdf({ title: `${words.title} ${tender.projectCode}`, layout: 'landscape' });
  const canvas = new StatementCanvas(doc, data);
  await supplierBands(canvas, data);
  summary(canvas, data);
  extraLines(canvas, data);
  if (data.award) awardMargins(canvas, data.award);
  evaluationSectionsPdf(canvas, data);
  await auctionSectionsPdf(canvas, data);
  signatureBlock(canvas);
  canvas.pageNumbers();
  return pdfBuffer(doc);
}
