/*
 * Fast drawing for PDFs of many small cells (the comparative statement: thousands of cells a
 * document). pdfkit's `doc.text` shapes every string with fontkit, wraps it and writes it in a
 * dozen content operations; a table of 200 items × 30 suppliers spent seconds there. Here a text
 * made of simple characters (Latin, punctuation, the rupee sign, arrows and marks: no shaping
 * needed) is measured and written from a per-character cache of the embedded font's glyphs, and
 * the page's operations are collected as text and written to the page once.
 *
 * A text with Devanagari (issue 26) is shaped once per document, font and size: its script runs
 * (script-runs.ts) encoded by pdfkit's fonts (fontkit's shaping), kept as the operations of one text
 * object (the Devanagari face's runs inside /ActualText spans, marks placed by TJ offsets and text
 * rise), and written from that cache: a statement repeats its labels on every page. A text with
 * any other character (another Indian script, combining marks) goes through pdfkit's own
 * `doc.text`. Glyphs are added to pdfkit's subset with their widths and Unicode values, so the
 * fonts embed as before and the text stays selectable and searchable.
 */

import { devanagariFaceOf, pdfTextString, scriptRuns } from './script-runs';

/** The parts of pdfkit's embedded font (`doc._font`) used here. */
type FontGlyph = { id: number; advanceWidth: number; codePoints: number[] };

type EmbeddedFont = {
  id: string;
  /** The face's PostScript name (DejaVuSans, NotoSansDevanagari-Bold ...). */
  name: string;
  ascender: number;
  scale: number;
  /** fontkit's font: parsed once per process (document.ts), shared by every document. */
  font: {
    glyphForCodePoint(codePoint: number): FontGlyph;
    layout(text: string): {
      glyphs: FontGlyph[];
      positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    };
  };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
};

/** A glyph's place in a shaped text, in thousandths of an em. */
type GlyphPosition = { xAdvance: number; xOffset: number; yOffset: number; advanceWidth: number };

/** A text shaped in one face (fontkit's layout: the Indic shaper for Devanagari), in thousandths of an em. */
type Layout = { glyphs: FontGlyph[]; positions: GlyphPosition[] };

/**
 * Shaped texts by face and text, for the whole process: shaping is the costly part of a Devanagari
 * cell (about a millisecond a text), and its result depends on the face alone, while every
 * statement repeats the same words. Bounded, cleared when full.
 */
const layouts = new Map<string, Layout>();
const LAYOUTS_LIMIT = 20_000;

function layoutOf(face: EmbeddedFont, text: string): Layout {
  const key = `${face.name}\u0000${text}`;
  let layout = layouts.get(key);
  if (!layout) {
    const run = face.font.layout(text);
    layout = {
      glyphs: run.glyphs,
      positions: run.positions.map((at, index) => ({
        xAdvance: at.xAdvance * face.scale,
        xOffset: at.xOffset * face.scale,
        yOffset: at.yOffset * face.scale,
        advanceWidth: (run.glyphs[index]?.advanceWidth ?? 0) * face.scale,
      })),
    };
    if (layouts.size >= LAYOUTS_LIMIT) layouts.clear();
    layouts.set(key, layout);
  }
  return layout;
}

/** A shaped text: the operations inside its text object after the text matrix, and its width (pt). */
type Shaped = { body: string; width: number; faces: EmbeddedFont[] };

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

/** Devanagari, and the joiners within it: what the shaped path draws besides simple characters. */
const shapeable = (codePoint: number) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) || codePoint === 0x200c || codePoint === 0x200d;

/** A PDF number with at most two decimals. */
export const pdfNumber = (value: number) => String(Math.round(value * 100) / 100);

/** "r g b" (0..1) of a #rrggbb colour. */
export function rgbOf(color: string): string {
  const value = Number.parseInt(color.slice(1), 16);
  const part = (shift: number) => pdfNumber(((value >> shift) & 0xff) / 255);
  return `${part(16)} ${part(8)} ${part(0)}`;
}

/**
 * One script run of a shaped text as text-object operations at `size`: its face, its glyphs (into
 * the document's subset, with widths and text as pdfkit's own encoding adds them) with the shaped
 * advances as TJ numbers and marks raised by text rise; a Devanagari run inside an /ActualText
 * span. Its width in points.
 */
function runOperations(face: EmbeddedFont, text: string, devanagari: boolean, size: number) {
  const { glyphs, positions } = layoutOf(face, text);
  let body = ` /${face.id} ${pdfNumber(size)} Tf`;
  if (devanagari) body += ` /Span << /ActualText ${pdfTextString(text)} >> BDC`;
  let width = 0;
  let rise = 0;
  let array = '';
  const show = () => {
    if (array) body += ` [${array}] TJ`;
    array = '';
  };
  glyphs.forEach((found, index) => {
    const at = positions[index] as GlyphPosition;
    const gid = face.subset.includeGlyph(found.id);
    face.widths[gid] ??= at.advanceWidth;
    face.unicode[gid] ??= found.codePoints;
    if (at.yOffset !== rise) {
      // A mark above or below its base: raised (text rise) for this glyph.
      show();
      rise = at.yOffset;
      body += ` ${pdfNumber((rise * size) / 1000)} Ts`;
    }
    // A TJ number moves the next glyph left by thousandths of an em: the offset before the glyph,
    // then the shaped advance in place of the glyph's own width.
    if (at.xOffset) array += `${pdfNumber(-at.xOffset)} `;
    array += `<${gid.toString(16).padStart(4, '0')}>`;
    const after = at.advanceWidth - at.xAdvance + at.xOffset;
    if (after) array += ` ${pdfNumber(after)} `;
    width += at.xAdvance;
  });
  show();
  if (rise) body += ' 0 Ts';
  if (devanagari) body += ' EMC';
  return { body, width: (width * size) / 1000 };
}

export type TextStyle = { font: string; size: number; color: string };

export class FastText {
  private readonly fonts = new Map<string, FontCache>();
  /** Texts with Devanagari, shaped, by font, size and text (this document's glyph ids). */
  private readonly shapedTexts = new Map<string, Shaped | null>();
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

  /**
   * A text of simple characters and Devanagari, shaped in `font` at `size`; null when it has other
   * characters or the font has no Devanagari face (pdfkit draws it then).
   */
  private shaped(text: string, font: string, size: number): Shaped | null {
    const key = `${font}\u0000${size}\u0000${text}`;
    const known = this.shapedTexts.get(key);
    if (known !== undefined) return known;
    let shaped: Shaped | null = null;
    const primary = this.cacheOf(font).font;
    const devanagari = devanagariFaceOf(this.doc, primary);
    const drawable = [...text].every((char) => {
      const codePoint = char.codePointAt(0) ?? 0;
      return simple(codePoint) || shapeable(codePoint);
    });
    if (devanagari && drawable) {
      const runs = scriptRuns(text).map((run) => ({ run, face: run.devanagari ? devanagari : primary }));
      const operations = runs.map(({ run, face }) => runOperations(face, run.text, run.devanagari, size));
      shaped = {
        body: operations.map((one) => one.body).join(''),
        width: operations.reduce((sum, one) => sum + one.width, 0),
        faces: [...new Set(runs.map(({ face }) => face))],
      };
    }
    this.shapedTexts.set(key, shaped);
    return shaped;
  }

  /** The width of a text in points. */
  width(text: string, font: string, size: number): number {
    if (!FastText.isSimple(text)) {
      const shaped = this.shaped(text, font, size);
      if (shaped) return shaped.width;
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
      const shaped = this.shaped(text, style.font, style.size);
      if (shaped) {
        const room = layout.width - shaped.width;
        const left = layout.align === 'right' ? x + room : layout.align === 'center' ? x + room / 2 : x;
        const baseline = y + (this.cacheOf(style.font).font.ascender / 1000) * style.size;
        for (const face of shaped.faces) this.internals.page.fonts[face.id] ??= face.ref();
        this.ops.push(
          `${rgbOf(style.color)} rg BT 1 0 0 -1 ${pdfNumber(left)} ${pdfNumber(baseline)} Tm${shaped.body} ET`,
        );
        return;
      }
      // Another script: shaped by pdfkit, placed here (one line needs no wrapper).
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
    // Ends with a newline: pdfkit writes its next operation (`q`, an image, a text) right after.
    const content = `q\n${this.ops.join('\n')}\nQ\n`;
    this.ops = [];
    this.internals.addContent(Buffer.from(content, 'latin1'));
  }
}
