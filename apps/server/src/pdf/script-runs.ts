/*
 * Devanagari beside Latin in one text (issue 26, decision 061). The documents' faces are DejaVu Sans
 * (Latin, the rupee sign, marks and arrows), which has no Devanagari, and Noto Sans Devanagari,
 * which has no ✔ and draws Latin differently. So a text is split into script runs: each run of
 * Devanagari (with the spaces and joiners inside it) is set in the Devanagari face of the same
 * weight, everything else in DejaVu, on one baseline (the DejaVu face's), one after the other.
 *
 * This is done under pdfkit's own `doc.text`, for every document `createPdf` makes: its width
 * (`widthOfString`, which the line wrapper, `heightOfString` and alignment use) and the drawing of a
 * laid-out line (`_fragment`) are replaced on the document by versions that split runs. A text
 * without Devanagari takes pdfkit's own path unchanged, so English documents are byte for byte as
 * before. A Devanagari run is shaped by fontkit (conjuncts, the i-matra before its consonant, reph)
 * and written inside an /ActualText span with its text in logical order, so copying and searching
 * the PDF (pdftotext, viewers) give the text as written, not the glyphs' visual order.
 */

/** Devanagari, Devanagari Extended and Vedic Extensions. */
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF]/;

const isDevanagari = (codePoint: number) =>
  (codePoint >= 0x0900 && codePoint <= 0x097f) ||
  (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) ||
  (codePoint >= 0x1cd0 && codePoint <= 0x1cff);

/** Characters that belong to the run around them: spaces, zero-width (non-)joiners, the dotted circle. */
const isNeutral = (codePoint: number) =>
  codePoint === 0x20 ||
  codePoint === 0xa0 ||
  codePoint === 0x200c ||
  codePoint === 0x200d ||
  codePoint === 0x25cc;

export type ScriptRun = { text: string; devanagari: boolean };

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * A text as runs of one script each: Devanagari, and the rest. A space or joiner stays in the run
 * it follows (at the start, in the run it precedes), so Hindi words stay one run with their spaces.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let current: ScriptRun | null = null;
  let pending = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (isNeutral(codePoint)) {
      if (current) current.text += char;
      else pending += char;
      continue;
    }
    const devanagari = isDevanagari(codePoint);
    if (!current || current.devanagari !== devanagari) {
      current = { text: pending + char, devanagari };
      pending = '';
      runs.push(current);
    } else current.text += char;
  }
  if (pending) runs.push({ text: pending, devanagari: false });
  return runs;
}

/** The parts of pdfkit's embedded font used here. */
type Face = {
  name: string;
  /** pdfkit's shaped words of this face in this document (by text), when its layout cache is on. */
  layoutCache?: Record<string, unknown>;
  ascender: number;
  widthOfString(text: string, size: number, features?: unknown): number;
};

type TextOptions = {
  width?: number;
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
  align?: string;
  baseline?: unknown;
  characterSpacing?: number;
  horizontalScaling?: number;
  wordSpacing?: number;
  features?: unknown;
};

/** The parts of pdfkit's document used here (its text mixin's internals, pdfkit 0.20). */
type Internals = {
  _font: Face;
  _fontSize: number;
  _fontSource: unknown;
  _fontFamily: unknown;
  _fontFamilies: Record<string, Face | undefined>;
  font(name: string): unknown;
  addContent(data: string): unknown;
  widthOfString(text: string, options?: TextOptions): number;
  _fragment(text: string, x: number, y: number, options: TextOptions): void;
};

/** A UTF-16BE hex string with its byte-order mark, as PDF text strings are written. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++)
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * Draws a Devanagari run inside an /ActualText span: its text in logical order for copying and
 * search. pdfkit's glyphs map to Unicode one by one, in visual order (the i-matra first) and by the
 * first use of a glyph, so without it a reader gets "िक" for "कि". The span is opened after the
 * text object sets its font and closed before it ends, where the reader has the run's position.
 */
function spanned(internals: Internals, text: string, draw: () => void) {
  const { addContent } = internals;
  internals.addContent = function (this: Internals, data: string) {
    if (data === 'ET') addContent.call(this, 'EMC');
    addContent.call(this, data);
    if (data.endsWith(' Tf')) addContent.call(this, `/Span << /ActualText ${pdfTextString(text)} >> BDC`);
    return this;
  };
  try {
    draw();
  } finally {
    internals.addContent = addContent;
  }
}

/**
 * pdfkit shapes each word once per document and face (`layoutCache`, by text); a word's shape
 * depends on the face alone, and Indic shaping costs about a millisecond a word, while every
 * order repeats the same labels. So the Devanagari faces of all documents share one cache per
 * face (pdfkit only reads a shaped word from it: its glyphs go into each document's own subset),
 * started afresh once it holds SHARED_LAYOUTS_LIMIT words, checked every 64 documents.
 */
const layoutCaches = new Map<string, { words: Record<string, unknown>; uses: number }>();
const SHARED_LAYOUTS_LIMIT = 20_000;

function sharedLayouts(face: string): Record<string, unknown> {
  let shared = layoutCaches.get(face);
  if (!shared || (++shared.uses % 64 === 0 && Object.keys(shared.words).length > SHARED_LAYOUTS_LIMIT)) {
    shared = { words: Object.create(null) as Record<string, unknown>, uses: 0 };
    layoutCaches.set(face, shared);
  }
  return shared.words;
}

/** Each document's Devanagari face for one of its fonts (set by `setScriptRuns`). */
const devanagariByDocument = new WeakMap<object, (current: Face) => Face | null>();

/**
 * The Devanagari face a document sets Devanagari runs in when `face` (pdfkit's embedded font, the
 * document's `_font`) is the current font; null for a font without one. For the statement's fast
 * text (fast-text.ts), which writes the runs itself.
 */
export function devanagariFaceOf<F>(doc: PDFKit.PDFDocument, face: F): F | null {
  return (devanagariByDocument.get(doc)?.(face as unknown as Face) as F | null | undefined) ?? null;
}

/**
 * Makes `doc` set Devanagari runs in `devanagariFaces[name]` while the current font is the
 * registered font `name` (the document's other fonts are left alone).
 */
export function setScriptRuns(doc: PDFKit.PDFDocument, devanagariFaces: Readonly<Record<string, string>>) {
  const internals = doc as unknown as Internals;
  const widthOfString = internals.widthOfString;
  const fragment = internals._fragment;

  /**
   * A Devanagari face in this document, loaded without changing the current font; its shaped words
   * shared with the other documents' (`sharedLayouts`).
   */
  const faceOf = (name: string): Face => {
    const loaded = internals._fontFamilies[name];
    if (loaded) return loaded;
    const { _font, _fontSource, _fontFamily } = internals;
    internals.font(name);
    const face = internals._font;
    Object.assign(internals, { _font, _fontSource, _fontFamily });
    if (face.layoutCache) face.layoutCache = sharedLayouts(face.name);
    return face;
  };

  /** The Devanagari face for the current font, when it is one of ours. */
  const devanagariFor = (current: Face): Face | null => {
    for (const [name, devanagari] of Object.entries(devanagariFaces)) {
      if (internals._fontFamilies[name] === current) return faceOf(devanagari);
    }
    return null;
  };
  devanagariByDocument.set(doc, devanagariFor);

  const runWidth = (face: Face, run: string, options: TextOptions) =>
    face.widthOfString(run, internals._fontSize, options.features) +
    (options.characterSpacing ?? 0) * run.length;

  internals.widthOfString = function (this: Internals, text: string, options: TextOptions = {}) {
    const devanagari = hasDevanagari(text) ? devanagariFor(this._font) : null;
    if (!devanagari) return widthOfString.call(this, text, options);
    let width = -(options.characterSpacing ?? 0);
    for (const run of scriptRuns(text))
      width += runWidth(run.devanagari ? devanagari : this._font, run.text, options);
    return (width * (options.horizontalScaling ?? 100)) / 100;
  };

  internals._fragment = function (this: Internals, raw: string, x: number, y: number, options: TextOptions) {
    const text = `${raw}`.replace(/\n/g, '');
    const devanagari =
      hasDevanagari(text) && options.baseline === undefined && options.align !== 'justify'
        ? devanagariFor(this._font)
        : null;
    if (!devanagari) return fragment.call(this, raw, x, y, options);
    const primary = this._font;
    let at = x;
    if (options.width) {
      const lineWidth = options.lineWidth ?? options.width;
      if (options.align === 'right') at += lineWidth - this.widthOfString(text.replace(/\s+$/, ''), options);
      else if (options.align === 'center')
        at += lineWidth / 2 - (options.textWidth ?? this.widthOfString(text, options)) / 2;
    }
    // Every run on the primary face's baseline (pdfkit places a text by its font's ascender).
    const baseline = -((primary.ascender / 1000) * this._fontSize);
    try {
      for (const run of scriptRuns(text)) {
        const face = run.devanagari ? devanagari : primary;
        this._font = face;
        const runOptions = {
          ...options,
          align: 'left',
          baseline,
          textWidth: undefined,
          wordCount: undefined,
        };
        if (run.devanagari) spanned(this, run.text, () => fragment.call(this, run.text, at, y, runOptions));
        else fragment.call(this, run.text, at, y, runOptions);
        at += runWidth(face, run.text, options);
      }
    } finally {
      this._font = primary;
    }
  };
}
