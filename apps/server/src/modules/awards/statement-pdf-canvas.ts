import { formatDocumentDay, formatDocumentInstant } from '@tenderdesk/domain/document-format';
import { documentText } from '@tenderdesk/domain/document-text';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import { PDF_FONTS } from '../../pdf/document';
import { FastText, type TextStyle } from '../../pdf/fast-text';
import type { StatementData } from './statement';

/*
 * The drawing pieces of the comparative statement's PDF (statement-pdf.ts): the page geometry, a
 * cell, a row of cells, the heading every page repeats and the page breaks. The canvas keeps where
 * the next row goes (`y`) and the band the pages are in. Cells are drawn by `FastText` (pdf/
 * fast-text.ts): text from a glyph cache, and each page's grid as one path written at its end.
 */

export const LEFT = 40;
export const RIGHT = 802;
const TOP = 30;
const BOTTOM = 560;
export const ROW = 12;
const FONT_SIZE = 7.5;
export const GREEN = '#c6efce';
export const BLUE = '#cfe2ff';
export const HEAD = '#e7ecf3';
const GRID = '#b0b7c3';
const INK = '#111827';
const LOGO_BOX = { width: 110, height: 40 };

export type Column = { label: string; width: number; align: 'left' | 'right' | 'center' };
type CellOptions = { align?: Column['align']; bold?: boolean; fill?: string; height?: number };
type Line = { text: string; style: TextStyle; height: number };

const style = (bold: boolean, size: number, color = INK): TextStyle => ({
  font: bold ? PDF_FONTS.bold : PDF_FONTS.regular,
  size,
  color,
});

export class StatementCanvas {
  /** Where the next row goes. */
  y = TOP;
  /** The band of suppliers (or section) the pages show under their header; '' for none. */
  band = '';
  readonly text: FastText;
  /** The document's words in the reader's language (issue 26), and the statement's own. */
  readonly words: (typeof documentText)['statement'];
  readonly statementWords: typeof statementMessages;
  /** This page's cell borders, stroked as one path when the page is done. */
  private grid: [number, number, number, number][] = [];
  /** The heading's lines (the same on every page), laid out once. */
  private readonly heading: Line[];
  private readonly logo: { image: Buffer; width: number; height: number } | null;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly data: StatementData,
  ) {
    this.text = new FastText(doc);
    this.words = inLocale(documentText, data.locale).statement;
    this.statementWords = inLocale(statementMessages, data.locale);
    this.logo = this.openLogo();
    this.heading = this.layoutHeading();
  }

  /** The logo scaled into its box; null when none is set or pdfkit cannot open it. */
  private openLogo() {
    const image = this.data.buyer.logo;
    if (!image) return null;
    try {
      const opened = (
        this.doc as unknown as { openImage(src: Buffer): { width: number; height: number } }
      ).openImage(image);
      const scale = Math.min(LOGO_BOX.width / opened.width, LOGO_BOX.height / opened.height);
      return { image, width: opened.width * scale, height: opened.height * scale };
    } catch {
      return null; // Checked at upload; a statement never fails for its logo.
    }
  }

  /** Splits a text into lines that fit `width` (words longer than a line are cut with an ellipsis). */
  wrap(text: string, width: number, lineStyle: TextStyle, maxLines = 3): string[] {
    const measure = (line: string) => this.text.width(line, lineStyle.font, lineStyle.size);
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || measure(candidate) <= width) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    const kept = lines.slice(0, maxLines);
    if (lines.length > maxLines)
      kept[maxLines - 1] = `${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`;
    return kept.map((one) => this.text.fit(one, width, lineStyle.font, lineStyle.size));
  }

  /** The heading: the buyer, the statement's title, the tender and who generated it, wrapped, never cut. */
  private layoutHeading(): Line[] {
    const { data, words, statementWords } = this;
    const { tender } = data.comparison;
    const width = RIGHT - this.headingLeft();
    const lines = (text: string, lineStyle: TextStyle, height: number, max = 3) =>
      this.wrap(text, width, lineStyle, max).map((one) => ({ text: one, style: lineStyle, height }));
    const day = (value: string) => formatDocumentDay(value, data.locale);
    const details = [
      words.project(tender.projectName),
      words.published(day(tender.publishingDate), day(tender.closingDate)),
      `${statementWords.awarded}: ${data.award ? data.award.supplierName : statementWords.none}`,
      words.generated(formatDocumentInstant(data.generatedAt, data.timeZone, data.locale), data.generatedBy),
    ].join('  ·  ');
    return [
      ...lines(data.buyer.name, style(true, 11), 14, 2),
      ...lines(
        `${statementWords.title}: ${tender.projectCode} — ${tender.projectTitle}`,
        style(true, 10),
        13,
      ),
      ...lines(details, style(false, 7.5, '#374151'), 10),
    ];
  }

  private headingLeft() {
    return this.logo ? LEFT + this.logo.width + 12 : LEFT;
  }

  /** The text cut with an ellipsis to fit the width. */
  fit(text: string, width: number, bold = false) {
    return this.text.fit(text, width, bold ? PDF_FONTS.bold : PDF_FONTS.regular, FONT_SIZE);
  }

  /** One boxed cell at (x, y). */
  cell(text: string, x: number, width: number, options: CellOptions = {}) {
    const { y } = this;
    const height = options.height ?? ROW;
    if (options.fill) this.text.fill(x, y, width, height, options.fill);
    this.grid.push([x, y, width, height]);
    const bold = options.bold ?? false;
    this.text.draw(
      this.fit(text, width - 6, bold),
      x + 3,
      y + (height - FONT_SIZE) / 2 - 1,
      style(bold, FONT_SIZE),
      {
        width: width - 6,
        align: options.align ?? 'left',
      },
    );
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

  /** A line of text across the page (a section's title). */
  title(text: string, size = 9) {
    this.text.draw(this.fit(text, RIGHT - LEFT, true), LEFT, this.y, style(true, size), {
      width: RIGHT - LEFT,
      align: 'left',
    });
    this.y += size + 6;
  }

  /** The logo, the heading's lines, then the band and the legend, at the top of a page. */
  pageHeader() {
    this.y = TOP;
    const left = this.headingLeft();
    if (this.logo) {
      this.text.flush();
      this.doc.image(this.logo.image, LEFT, TOP, { width: this.logo.width, height: this.logo.height });
    }
    for (const line of this.heading) {
      this.text.draw(line.text, left, this.y, line.style, { width: RIGHT - left, align: 'left' });
      this.y += line.height;
    }
    if (this.logo) this.y = Math.max(this.y, TOP + this.logo.height + 2);
    this.y += 3;
    if (this.band)
      this.text.draw(this.band, LEFT, this.y, style(true, 8, '#1f2937'), { width: 180, align: 'left' });
    const legend = style(false, 6.5, '#374151');
    this.text.draw(this.words.legend, LEFT + 180, this.y + 1, legend, {
      width: RIGHT - LEFT - 180,
      align: 'right',
    });
    this.y += 13;
  }

  /** Writes this page's cells and grid. */
  private finishPage() {
    this.text.strokeRects(this.grid, 0.4, GRID);
    this.grid = [];
    this.text.flush();
  }

  newPage() {
    this.finishPage();
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

  /** "Page n of m" on every page (after the last page is finished). */
  pageNumbers() {
    this.finishPage();
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      doc.page.margins.bottom = 0; // Below the margin pdfkit would otherwise start a new page.
      doc.font(PDF_FONTS.regular).fontSize(7).fillColor('#6b7280');
      doc.text(this.words.page(index + 1, range.count), LEFT, 570, {
        width: RIGHT - LEFT,
        align: 'right',
        lineBreak: false,
      });
    }
  }
}

// ---- Sections after the main table (the evaluation's, the reverse auction's) ----

/**
 * Columns of the given labels and widths; the last takes what is left of the page. Left-aligned
 * unless `aligns` says otherwise (amounts right).
 */
export function columns(
  labels: readonly string[],
  widths: readonly number[],
  aligns: readonly Column['align'][] = [],
): Column[] {
  const fixed = widths.reduce((sum, width) => sum + width, 0);
  return labels.map((label, index) => ({
    label,
    width: widths[index] ?? RIGHT - LEFT - fixed,
    align: aligns[index] ?? 'left',
  }));
}

/** A section's start: a gap, its band name and title, kept with its first rows. */
export function open(canvas: StatementCanvas, title: string) {
  canvas.band = title;
  canvas.y += ROW;
  canvas.ensure(ROW * 4, () => {});
  canvas.title(title);
}

/** A table: the header, then each row (the header repeated on a new page). */
export function table(
  canvas: StatementCanvas,
  cols: Column[],
  rows: string[][],
  fills: (string | undefined)[][] = [],
) {
  const header = () => canvas.headerRow(cols);
  header();
  rows.forEach((values, index) => {
    canvas.ensure(ROW, header);
    let x = LEFT;
    cols.forEach((column, position) => {
      const fill = fills[index]?.[position];
      canvas.cell(values[position] ?? '', x, column.width, {
        align: column.align,
        ...(fill ? { fill } : {}),
      });
      x += column.width;
    });
    canvas.y += ROW;
  });
}
