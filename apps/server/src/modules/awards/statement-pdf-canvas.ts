import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import { PDF_FONTS } from '../../pdf/document';
import { formatGeneratedAt, type StatementData } from './statement';

/*
 * The drawing pieces of the comparative statement's PDF (statement-pdf.ts): the page geometry, a
 * cell, a row of cells, the header every page repeats and the page breaks. The canvas keeps where
 * the next row goes (`y`) and the band the pages are in.
 */

export const LEFT = 40;
export const RIGHT = 802;
const TOP = 36;
const BOTTOM = 552;
export const ROW = 13;
const FONT_SIZE = 7.5;
export const GREEN = '#c6efce';
export const HEAD = '#e7ecf3';
const GRID = '#b0b7c3';
const words = statementMessages;

export type Column = { label: string; width: number; align: 'left' | 'right' | 'center' };
type CellOptions = { align?: Column['align']; bold?: boolean; fill?: string; height?: number };

export class StatementCanvas {
  /** Where the next row goes. */
  y = TOP;
  /** The band of suppliers (or section) the pages show under their header; '' for none. */
  band = '';

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly data: StatementData,
  ) {}

  /** The text cut with an ellipsis to fit the width. */
  fit(text: string, width: number, size = FONT_SIZE) {
    const { doc } = this;
    // No DejaVu glyph is wider than 0.8 em at these sizes: short texts need no measuring.
    if (text.length * size * 0.8 <= width || doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** One boxed cell at (x, y). */
  cell(text: string, x: number, width: number, options: CellOptions = {}) {
    const { doc, y } = this;
    const height = options.height ?? ROW;
    if (options.fill) doc.rect(x, y, width, height).fill(options.fill);
    doc.rect(x, y, width, height).lineWidth(0.4).stroke(GRID);
    doc
      .font(options.bold ? PDF_FONTS.bold : PDF_FONTS.regular)
      .fontSize(FONT_SIZE)
      .fillColor('#111827');
    doc.text(this.fit(text, width - 6), x + 3, y + (height - FONT_SIZE) / 2 - 1, {
      width: width - 6,
      align: options.align ?? 'left',
      lineBreak: false,
    });
  }

  /** A row of cells from the left edge; the next row goes below. */
  row(values: string[], columns: Column[], options: { bold?: boolean; fill?: string } = {}) {
    let x = LEFT;
    columns.forEach((column, index) => {
      this.cell(values[index] ?? '', x, column.width, { align: column.align, ...options });
      x += column.width;
    });
    this.y += ROW;
  }

  /** The columns' labels as a header row. */
  headerRow(columns: Column[]) {
    this.row(
      columns.map((column) => column.label),
      columns,
      { bold: true, fill: HEAD },
    );
  }

  /** The tender, the award and who generated it, then the band, at the top of a page. */
  pageHeader() {
    const { doc, data } = this;
    const { tender } = data.comparison;
    this.y = TOP;
    doc.font(PDF_FONTS.bold).fontSize(12).fillColor('#111827');
    doc.text(
      this.fit(`${words.title}: ${tender.projectCode} — ${tender.projectTitle}`, RIGHT - LEFT, 12),
      LEFT,
      this.y,
      {
        lineBreak: false,
      },
    );
    this.y += 17;
    doc.font(PDF_FONTS.regular).fontSize(8).fillColor('#374151');
    const line = [
      tender.organisation,
      tender.projectName,
      `Published ${formatPortalDay(tender.publishingDate)}, closing ${formatPortalDay(tender.closingDate)}`,
      `${words.awarded}: ${data.award ? data.award.supplierName : words.none}`,
      `Generated ${formatGeneratedAt(data.generatedAt, data.timeZone)} by ${data.generatedBy}`,
    ].join('  ·  ');
    doc.text(this.fit(line, RIGHT - LEFT, 8), LEFT, this.y, { lineBreak: false });
    this.y += 12;
    if (this.band) {
      doc.font(PDF_FONTS.bold).fontSize(8).fillColor('#1f2937');
      doc.text(this.band, LEFT, this.y, { lineBreak: false });
      this.y += 13;
    } else {
      this.y += 4;
    }
  }

  newPage() {
    this.doc.addPage();
    this.pageHeader();
  }

  /** A new page (with its table's header) unless `height` still fits on this one. */
  ensure(height: number, header: () => void) {
    if (this.y + height > BOTTOM) {
      this.newPage();
      header();
    }
  }

  /** "Page n of m" on every page. */
  pageNumbers() {
    const { doc } = this;
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
  }
}
