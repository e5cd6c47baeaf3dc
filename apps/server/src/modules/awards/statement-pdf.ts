import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonSupplier } from '@tenderdesk/domain/comparison';
import { documentText } from '@tenderdesk/domain/document-text';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
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
 * "Page n of m" (statement-pdf-canvas.ts draws). In the reader's language (issue 26): the
 * document's words from `documentText` (the canvas's `words`), the data as entered.
 */

const SUPPLIERS_PER_BAND = 3;

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

type Words = StatementCanvas['words'];

/** The item columns down the side of every band. */
const fixedColumns = (label: Words['columns']): Column[] => [
  { label: label.number, width: 20, align: 'right' },
  { label: label.itemCode, width: 56, align: 'left' },
  { label: label.item, width: 134, align: 'left' },
  { label: label.uom, width: 32, align: 'left' },
  { label: label.qty, width: 40, align: 'right' },
];
const FIXED_WIDTH = fixedColumns(documentText.statement.columns).reduce(
  (sum, column) => sum + column.width,
  0,
);
const SUPPLIER_WIDTH = (RIGHT - LEFT - FIXED_WIDTH) / SUPPLIERS_PER_BAND;
const PRICE_WIDTH = SUPPLIER_WIDTH * 0.47;
const TOTAL_WIDTH = SUPPLIER_WIDTH - PRICE_WIDTH;

/** Lowest total and awarded, as the marks of a supplier (in the statement's words: English unless told). */
export const marksOf = (supplier: ComparisonSupplier, words: typeof statementMessages = statementMessages) =>
  [supplier.lowestTotal ? words.lowestTotal : '', supplier.selected ? words.awarded : '']
    .filter(Boolean)
    .join(', ');

/** A band: its suppliers and where they are in the comparison. */
type Band = { suppliers: readonly ComparisonSupplier[]; start: number };

/** A band's two header rows: the item columns, and each supplier over its unit price and line total. */
function bandHeader(canvas: StatementCanvas, data: StatementData, band: Band) {
  const label = canvas.words.columns;
  let x = LEFT;
  for (const column of fixedColumns(label)) {
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
    canvas.cell(label.unitPrice, x, PRICE_WIDTH, { bold: true, fill: HEAD, align: 'right' });
    canvas.cell(label.lineTotal, x + PRICE_WIDTH, TOTAL_WIDTH, { bold: true, fill: HEAD, align: 'right' });
    canvas.y -= ROW;
    x += SUPPLIER_WIDTH;
  });
  canvas.y += ROW * 2;
}

/** The items down the side with the band's prices, the lowest price of each item marked. */
async function bandRows(canvas: StatementCanvas, data: StatementData, band: Band) {
  const header = () => bandHeader(canvas, data, band);
  const fixed = fixedColumns(canvas.words.columns);
  for (const [index, item] of data.comparison.items.entries()) {
    // Laying out a page is synchronous work on the server's thread: let other requests in
    // between rows, so a long statement does not stall the portal (decision 041).
    if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await yieldToEventLoop();
    canvas.ensure(ROW, header);
    let x = LEFT;
    // The code before the name, so a narrow column that cuts a long name keeps the code.
    const name = item.hsnSac ? `${hsnSacLabel(item)} · ${item.itemName}` : item.itemName;
    const values = [String(index + 1), item.itemCode, name, item.uom, String(item.qty)];
    fixed.forEach((column, position) => {
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
        canvas.cell(canvas.statementWords.notQuoted, x, SUPPLIER_WIDTH, { align: 'center' });
      }
      x += SUPPLIER_WIDTH;
    });
    canvas.y += ROW;
  }
}

/** The band's totals under its suppliers; the lowest total with GST marked. */
function bandTotals(canvas: StatementCanvas, data: StatementData, band: Band) {
  const items = data.comparison.items.length;
  const { words } = canvas;
  const totals: [string, (supplier: ComparisonSupplier) => string, boolean][] = [
    [words.rows.totalBeforeGst, (supplier) => rupees(supplier.total), false],
    [words.rows.gst, (supplier) => rupees(supplier.gstTotal), false],
    [words.rows.totalWithGst, (supplier) => rupees(supplier.totalWithGst), true],
    [words.rows.itemsQuoted, (supplier) => words.quotedOf(supplier.quotedItems, items), false],
  ];
  for (const [label, value, marked] of totals) {
    canvas.ensure(ROW, () => bandHeader(canvas, data, band));
    canvas.cell(label, LEFT, FIXED_WIDTH, { bold: true, align: 'right' });
    let x = LEFT + FIXED_WIDTH;
    for (const supplier of band.suppliers) {
      const lowest = marked && supplier.lowestTotal;
      const mark = marked ? marksOf(supplier, canvas.statementWords) : '';
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
  const label = canvas.words.rows;
  const rows: [string, (facts: SupplierFacts) => string, boolean][] = [
    [label.rank, (facts) => facts.rank, true],
    [label.delivery, (facts) => facts.delivery, false],
    [label.validUntil, (facts) => facts.validity, false],
    [label.gstRate, (facts) => facts.gstRate, false],
  ];
  for (const [label, value, rank] of rows) {
    canvas.ensure(ROW, () => bandHeader(canvas, data, band));
    canvas.cell(label, LEFT, FIXED_WIDTH, { bold: true, align: 'right' });
    band.suppliers.forEach((_, position) => {
      const facts = data.facts.suppliers[band.start + position];
      const x = LEFT + FIXED_WIDTH + position * SUPPLIER_WIDTH;
      canvas.cell(facts ? value(facts) : '', x, SUPPLIER_WIDTH, {
        align: 'center',
        bold: rank,
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
    const last = start + band.suppliers.length;
    canvas.band =
      bands > 1
        ? canvas.words.bandPart(start + 1, last, suppliers.length, b + 1, bands)
        : canvas.words.band(start + 1, last, suppliers.length);
    if (b === 0) canvas.pageHeader();
    else canvas.newPage();
    bandHeader(canvas, data, band);
    await bandRows(canvas, data, band);
    bandTotals(canvas, data, band);
  }
}

const summaryColumns = (label: Words['columns']): Column[] => [
  { label: label.number, width: 20, align: 'right' },
  { label: label.supplier, width: 140, align: 'left' },
  { label: label.rank, width: 28, align: 'center' },
  { label: label.quoted, width: 50, align: 'right' },
  { label: label.totalBeforeGst, width: 92, align: 'right' },
  { label: label.gst, width: 66, align: 'right' },
  { label: label.totalWithGst, width: 84, align: 'right' },
  { label: label.delivery, width: 46, align: 'left' },
  { label: label.validUntil, width: 58, align: 'left' },
  { label: label.gstRate, width: 92, align: 'left' },
  { label: label.marks, width: RIGHT - LEFT - 676, align: 'left' },
];

/** The rank's number, unranked last; the comparison's order among equals. */
const rankOrder = (rank: string | undefined) =>
  rank?.startsWith('L') ? Number(rank.slice(1)) : Number.MAX_SAFE_INTEGER;

/** The summary of every supplier by rank (# is its place in the bands), on a page of its own. */
function summary(canvas: StatementCanvas, data: StatementData) {
  const { items, suppliers } = data.comparison;
  const { words } = canvas;
  const columns = summaryColumns(words.columns);
  canvas.band = words.summary;
  canvas.newPage();
  const header = () => canvas.headerRow(columns);
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
        words.quotedOf(supplier.quotedItems, items.length),
        rupees(supplier.total),
        rupees(supplier.gstTotal),
        rupees(supplier.totalWithGst),
        facts?.delivery ?? '',
        facts?.validity ?? '',
        facts?.gstRate ?? '',
        marksOf(supplier, canvas.statementWords),
      ],
      columns,
      supplier.lowestTotal ? { fill: GREEN } : facts?.awardedWhole ? { fill: BLUE } : {},
    );
  }
}

const extraColumns = (label: Words['columns']): Column[] => [
  { label: label.supplier, width: 200, align: 'left' },
  { label: label.itemCode, width: 80, align: 'left' },
  { label: label.itemAdded, width: 222, align: 'left' },
  { label: label.qty, width: 60, align: 'right' },
  { label: label.unitPrice, width: 100, align: 'right' },
  { label: label.lineTotal, width: 100, align: 'right' },
];

/** The lines suppliers added (no tender item), if any. */
function extraLines(canvas: StatementCanvas, data: StatementData) {
  const extras = data.comparison.suppliers.flatMap((supplier) =>
    supplier.extraLines.map((line) => ({ supplier: supplier.supplierName, line })),
  );
  if (extras.length === 0) return;
  const columns = extraColumns(canvas.words.columns);
  const header = () => canvas.headerRow(columns);
  canvas.band = canvas.words.extraLines;
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
      columns,
    );
  }
}

/** The margin table's columns; awarded by line, a Supplier column is carved out of the item's. */
function marginColumns(byLine: boolean, label: Words['columns']): Column[] {
  return [
    { label: label.itemCode, width: 80, align: 'left' },
    ...(byLine
      ? ([
          { label: label.item, width: 142, align: 'left' },
          { label: label.supplier, width: 120, align: 'left' },
        ] as Column[])
      : ([{ label: label.item, width: 262, align: 'left' }] as Column[])),
    { label: label.lineTotal, width: 110, align: 'right' },
    { label: label.margin, width: 90, align: 'right' },
    { label: label.marginAmount, width: 100, align: 'right' },
    { label: label.priceWithMargin, width: 120, align: 'right' },
  ];
}

/** The award's lines with their margins, and its totals. */
function awardMargins(canvas: StatementCanvas, award: SelectedQuotationView) {
  const byLine = award.mode === 'lines';
  const { words } = canvas;
  const columns = marginColumns(byLine, words.columns);
  const header = () => canvas.headerRow(columns);
  canvas.band = words.margins;
  canvas.y += ROW;
  canvas.ensure(ROW * 3, () => {});
  canvas.title(words.awardedWithMargins(canvas.statementWords.awarded, award.supplierName));
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
    [words.rows.totalBeforeGst, award.total],
    [words.rows.marginTotal, award.marginTotal],
    [words.rows.grandTotal, award.grandTotal],
  ];
  for (const [label, value] of totals) {
    canvas.ensure(ROW, header);
    canvas.row(['', label, '', '', '', ...(byLine ? [''] : []), rupees(value)], columns, { bold: true });
  }
}

export async function statementPdf(data: StatementData): Promise<Buffer> {
  const { tender } = data.comparison;
  const title = inLocale(statementMessages, data.locale).title;
  const doc = createPdf({ title: `${title} ${tender.projectCode}`, layout: 'landscape' });
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
