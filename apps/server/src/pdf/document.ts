import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { setScriptRuns } from './script-runs';

/**
 * The one way the server starts a PDF (pdfkit). Fonts are DejaVu Sans from the `dejavu-fonts-ttf`
 * package, embedded, because PDF's built-in Helvetica has no rupee sign (₹) and no Indian scripts;
 * features write with the names `PDF_FONTS.regular` and `PDF_FONTS.bold`. Devanagari in a text is
 * set in Noto Sans Devanagari of the same weight (`@expo-google-fonts/noto-sans-devanagari`, the
 * Google Fonts TTFs, OFL), run by run beside DejaVu (script-runs.ts; issue 26); a face is embedded
 * (as a subset) only when a document uses it.
 *
 * Features build their document on the returned `PDFDocument` and call `pdfBuffer(doc)` (or pipe
 * it to the reply) after `doc.end()`.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = { regular: 'td-regular', bold: 'td-bold' } as const;

/** The Devanagari face set for Devanagari runs in each of the fonts above. */
const DEVANAGARI_FONTS = {
  [PDF_FONTS.regular]: 'td-regular-devanagari',
  [PDF_FONTS.bold]: 'td-bold-devanagari',
} as const;

const NOTO = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = {
  [PDF_FONTS.regular]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  [PDF_FONTS.bold]: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  [DEVANAGARI_FONTS[PDF_FONTS.regular]]: require.resolve(
    `${NOTO}/400Regular/NotoSansDevanagari_400Regular.ttf`,
  ),
  [DEVANAGARI_FONTS[PDF_FONTS.bold]]: require.resolve(`${NOTO}/700Bold/NotoSansDevanagari_700Bold.ttf`),
};

export type PdfOptions = {
  /** Document title (PDF metadata) and author shown by viewers. */
  title: string;
  author?: string;
  layout?: 'portrait' | 'landscape';
  size?: 'A4' | 'A3';
};

/**
 * The parsed fonts (fontkit objects), shared by every document: pdfkit parses a font file anew for
 * each document otherwise, and decoding its tables for the subset cost about 100 ms a document.
 * pdfkit accepts a parsed font in `registerFont`; each document still makes its own subset.
 */
const parsedFonts = new Map<string, unknown>();

type FontInternals = { _font: { font: unknown } };

export function createPdf(options: PdfOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: 40,
    bufferPages: true,
    info: { Title: options.title, Author: options.author ?? 'TenderDesk', Creator: 'TenderDesk' },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) {
    const parsed = parsedFonts.get(name);
    doc.registerFont(name, (parsed ?? file) as string);
    if (!parsed) parsedFonts.set(name, (doc.font(name) as unknown as FontInternals)._font.font);
  }
  doc.font(PDF_FONTS.regular);
  setScriptRuns(doc, DEVANAGARI_FONTS);
  return doc;
}

/** Collects an ended (or ending) document into one Buffer. Call after the content is written. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
