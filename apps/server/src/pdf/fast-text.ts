/*
 * Fast drawing for PDFs of many small cells (the comparative statement: thousands of cells a
 * document). pdfkit's `doc.text` shapes every string with fontkit, wraps it and writes it in a
 * dozen content operations; a table of 200 items × 30 suppliers spent seconds there. Here a text
 * made of simple characters (Latin, punctuation, the rupee sign, arrows and marks: no shaping
 * needed) is measured and written from a per-character cache of the embedded font's glyphs, and
 * the page's operations are collected as text and written to the page once.
 *
 * A text with any other character (an Indian script, combining marks) goes through pdfkit's own
 * `doc.text`, shaped as usual. Glyphs are added to pdfkit's subset with their widths and Unicode
 * values, so the fonts embed as before and the text stays selectable and searchable.
 */

/** The parts of pdfkit's embedded font (`doc._font`) used here. */
type EmbeddedFont = {
  id: string;
  ascender: number;
  scale: number;
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number; codePoints: number[] } };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
};

type Internals = {
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown> };
  addContent(data: Uint8Array | string): unknown;
};

type Glyph = { hex: string; width: number };
type FontCache = { font: EmbeddedFont; glyphs: Map<number, Glyph> };

/** Characters drawn without shaping: Latin and its supplements, punctuation, currency, arrows, shapes. */
function simple(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0x24f) ||
    (codePoint >= 0x2000 && codePoint <= 0x27bf && !(codePoint >= 0x200b && codePoint <= 0x200f))
  );
}

let segmenter: Intl.Segmenter | undefined;
const graphemeSegmenter = () => {
  segmenter ??= new Intl.Segmenter('hi', { granularity: 'grapheme' });
  return segmenter;
};

/** A PDF number with at most two decimals. */
export const pdfNumber = (value: number) => String(Math.round(value * 100) / 100);

/** "r g b" (0..1) of a #rrggbb colour. */
export function rgbOf(color: string): string {
  const value = Number.parseInt(color.slice(1), 16);
  const part = (shift: number) => pdfNumber(((value >> shift) & 0xff) / 255);
  return `${part(16)} ${part(8)} ${part(0)}`;
}

export type TextStyle = { font: string; size: number; color: string };

export class FastText {
  private readonly fonts = new Map<string, FontCache>();
  /** Operations not yet written to the page. */
  private ops: string[] = [];

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private get internals(): Internals {
    return this.doc as unknown as Internals;
  }

  private cacheOf(name: string): FontCache {
    let cache = this.fonts.get(name);
    if (!cache) {
      this.doc.font(name);
      cache = { font: this.internals._font, glyphs: new Map() };
      this.fonts.set(name, cache);
    }
    return cache;
  }

  private glyph(cache: FontCache, codePoint: number): Glyph {
    let glyph = cache.glyphs.get(codePoint);
    if (!glyph) {
      const { font } = cache;
      const found = font.font.glyphForCodePoint(codePoint);
      const gid = font.subset.includeGlyph(found.id);
      const width = found.advanceWidth * font.scale;
      font.widths[gid] ??= width;
      font.unicode[gid] ??= found.codePoints.length > 0 ? found.codePoints : [codePoint];
      glyph = { hex: gid.toString(16).padStart(4, '0'), width };
      cache.glyphs.set(codePoint, glyph);
    }
    return glyph;
  }

  private static isSimple(text: string): boolean {
    for (let index = 0; index < text.length; index++) {
      if (!simple(text.charCodeAt(index))) return false;
    }
    return true;
  }

  /** The width of a text in points. */
  width(text: string, font: string, size: number): number {
    if (!FastText.isSimple(text)) {
      this.flush();
      return this.doc.font(font).fontSize(size).widthOfString(text);
    }
    const cache = this.cacheOf(font);
    let width = 0;
    for (let index = 0; index < text.length; index++)
      width += this.glyph(cache, text.charCodeAt(index)).width;
    return (width * size) / 1000;
  }

  /** The text cut with an ellipsis to fit `width`. */
  fit(text: string, width: number, font: string, size: number): string {
    // No DejaVu glyph is wider than 0.8 em at these sizes: short texts need no measuring.
    if (text.length * size * 0.8 <= width || this.width(text, font, size) <= width) return text;
    if (!FastText.isSimple(text)) {
      // Whole graphemes (a conjunct with its matras), never a virama or a matra left alone.
      const graphemes = Array.from(graphemeSegmenter().segment(text), (part) => part.segment);
      while (graphemes.length > 1 && this.width(`${graphemes.join('')}…`, font, size) > width)
        graphemes.pop();
      return `${graphemes.join('')}…`;
    }
    let cut = text;
    while (cut.length > 1 && this.width(`${cut}…`, font, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** Draws one line of text with its top at (x, y), placed by `align` within `width`. */
  draw(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    layout: { width: number; align: 'left' | 'right' | 'center' },
  ) {
    if (text === '') return;
    if (!FastText.isSimple(text)) {
      // Shaped by pdfkit (script runs: pdf/script-runs.ts), placed here: one line needs no wrapper.
      this.flush();
      this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
      const room = layout.width - this.doc.widthOfString(text);
      const left = layout.align === 'right' ? x + room : layout.align === 'center' ? x + room / 2 : x;
      this.doc.text(text, left, y, { lineBreak: false });
      return;
    }
    const cache = this.cacheOf(style.font);
    let hex = '';
    let width = 0;
    for (let index = 0; index < text.length; index++) {
      const glyph = this.glyph(cache, text.charCodeAt(index));
      hex += glyph.hex;
      width += glyph.width;
    }
    width = (width * style.size) / 1000;
    const left =
      layout.align === 'right'
        ? x + layout.width - width
        : layout.align === 'center'
          ? x + (layout.width - width) / 2
          : x;
    const baseline = y + (cache.font.ascender / 1000) * style.size;
    const { id } = cache.font;
    this.internals.page.fonts[id] ??= cache.font.ref();
    this.ops.push(
      `${rgbOf(style.color)} rg BT /${id} ${pdfNumber(style.size)} Tf 1 0 0 -1 ${pdfNumber(left)} ${pdfNumber(baseline)} Tm <${hex}> Tj ET`,
    );
  }

  /** A filled rectangle. */
  fill(x: number, y: number, width: number, height: number, color: string) {
    this.ops.push(
      `${rgbOf(color)} rg ${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re f`,
    );
  }

  /** Stroked rectangles, in one path. */
  strokeRects(rects: readonly [number, number, number, number][], lineWidth: number, color: string) {
    if (rects.length === 0) return;
    const path = rects
      .map(([x, y, w, h]) => `${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(w)} ${pdfNumber(h)} re`)
      .join('\n');
    this.ops.push(`${pdfNumber(lineWidth)} w ${rgbOf(color)} RG\n${path}\nS`);
  }

  /** Writes the collected operations to the current page (before pdfkit draws on it, or the page changes). */
  flush() {
    if (this.ops.length === 0) return;
    const content = `q\n${this.ops.join('\n')}\nQ`;
    this.ops = [];
    this.internals.addContent(Buffer.from(content, 'latin1'));
  }
}
