import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdftotextPages } from '../test/pdf';
import { createPdf, PDF_FONTS, pdfBuffer } from './document';
import { FastText } from './fast-text';
import { scriptRuns } from './script-runs';

/*
 * Devanagari beside Latin in the server's PDFs (script-runs.ts, issue 26): a text splits into
 * script runs, the Devanagari set in Noto Sans Devanagari (embedded only when used), the rest in
 * DejaVu; what a reader copies (pdftotext) is the text as written, conjuncts and matras in logical
 * order; alignment holds for a mixed line; a cut text keeps whole graphemes.
 */

/** What pdftotext complains of while reading a PDF (a broken content stream): '' for none. */
const readerErrors = (bytes: Buffer) =>
  spawnSync('pdftotext', ['-', '/dev/null'], { input: bytes }).stderr.toString('utf8');

/** Each word's box as pdftotext reads it: [text, xMin, xMax] (PDF points). */
function wordBoxes(bytes: Buffer): [string, number, number][] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString(
    'utf8',
  );
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((match) => [match[3] ?? '', Number(match[1]), Number(match[2])]);
}

describe('script runs', () => {
  it('splits a text into Devanagari and other runs, spaces kept with the run they follow', () => {
    expect(scriptRuns('आपूर्तिकर्ता: Pune Cables — कुल ₹12,34,567.80')).toEqual([
      { text: 'आपूर्तिकर्ता', devanagari: true },
      { text: ': Pune Cables — ', devanagari: false },
      { text: 'कुल ', devanagari: true },
      { text: '₹12,34,567.80', devanagari: false },
    ]);
    expect(scriptRuns(' क्र\u200Dत्र ')).toEqual([{ text: ' क्र\u200Dत्र ', devanagari: true }]);
    expect(scriptRuns('Total')).toEqual([{ text: 'Total', devanagari: false }]);
  });

  it('writes mixed text that reads back as written, in both weights, each face embedded only when used', async () => {
    const lines = [
      'क्रय आदेश PURCHASE ORDER',
      'आपूर्तिकर्ता: Pune Cables LLP — कुल ₹12,34,567.80',
      'क्र त्र ज्ञ श्र कि पि कृ र्क हिन्दी',
      'तीन लाख पचासी हज़ार एक रुपये और अट्ठानवे पैसे मात्र',
    ];
    const doc = createPdf({ title: 'Mixed' });
    doc
      .font(PDF_FONTS.bold)
      .fontSize(14)
      .text(lines[0] ?? '', 40, 40);
    doc.font(PDF_FONTS.regular).fontSize(9);
    for (const [index, line] of lines.slice(1).entries()) doc.text(line, 40, 80 + index * 20, { width: 500 });
    const bytes = await pdfBuffer(doc);
    const page = pdftotextPages(bytes)[0] ?? '';
    for (const line of lines) expect(page).toContain(line);
    const fonts = execFileSync('pdffonts', ['-'], { input: bytes }).toString('utf8');
    for (const face of [
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
      'DejaVuSans-Bold',
      'DejaVuSans',
    ])
      expect(fonts).toContain(face);

    const english = createPdf({ title: 'English' });
    english.text('Total ₹12,34,567.80', 40, 40);
    const englishFonts = execFileSync('pdffonts', ['-'], { input: await pdfBuffer(english) }).toString(
      'utf8',
    );
    expect(englishFonts).toContain('DejaVuSans');
    expect(englishFonts).not.toContain('Noto');
  });

  it('aligns a mixed line by its whole width (right and centre), as pdfkit aligns one face', async () => {
    const doc = createPdf({ title: 'Aligned' });
    doc.font(PDF_FONTS.regular).fontSize(10);
    doc.text('कुल योग ₹1,234.50', 100, 100, { width: 300, align: 'right' });
    doc.text('राशि Amount', 100, 140, { width: 300, align: 'center' });
    const width = doc.widthOfString('राशि Amount');
    // (pdftotext reads a line with a Devanagari span as one word: its box is the line's.)
    const boxes = wordBoxes(await pdfBuffer(doc));
    const right = boxes.find(([word]) => word === 'कुल योग ₹1,234.50');
    expect(right?.[2]).toBeCloseTo(400, 0);
    const centred = boxes.find(([word]) => word === 'राशि Amount');
    expect(((centred?.[1] ?? 0) + (centred?.[2] ?? 0)) / 2).toBeCloseTo(250, 0);
    expect((centred?.[2] ?? 0) - (centred?.[1] ?? 0)).toBeCloseTo(width, 0);
    // The width is the runs' widths together, the Devanagari run's included.
    expect(width).toBeGreaterThan(doc.widthOfString(' Amount'));
  });

  it("draws Devanagari cells from the statement's fast text as pdfkit shapes them, read back as written", async () => {
    const doc = createPdf({ title: 'Fast Devanagari', layout: 'landscape' });
    const text = new FastText(doc);
    const cells = ['✔ श्री गणेश ट्रेडर्स प्राइवेट लिमिटेड', 'कुल (GST से पहले)', 'क्षत्रिय द्विवेदी कृ र्क हिन्दी', '7 दिन'];
    for (const [row, cell] of cells.entries()) {
      for (const font of [PDF_FONTS.regular, PDF_FONTS.bold]) {
        // The same width as pdfkit measures (script runs), so cells align as pdfkit would place them.
        const pdfkit = doc.font(font).fontSize(7.5).widthOfString(cell);
        expect(text.width(cell, font, 7.5)).toBeCloseTo(pdfkit, 1);
      }
      text.draw(
        cell,
        40,
        40 + row * 14,
        { font: PDF_FONTS.bold, size: 7.5, color: '#111827' },
        { width: 300, align: 'right' },
      );
    }
    text.flush();
    doc.addPage();
    text.draw(
      cells[1] ?? '',
      40,
      40,
      { font: PDF_FONTS.regular, size: 7.5, color: '#111827' },
      { width: 300, align: 'left' },
    );
    text.flush();
    // pdfkit draws right after the fast text's operations (as the page numbers do): still readable.
    doc.font(PDF_FONTS.regular).text('Page 2', 40, 80, { lineBreak: false });
    const bytes = await pdfBuffer(doc);
    const pages = pdftotextPages(bytes);
    for (const cell of cells) expect(pages[0]).toContain(cell);
    expect(pages[1]).toContain(cells[1]);
    expect(pages[1]).toContain('Page 2');
    expect(readerErrors(bytes)).toBe('');
    // Right-aligned: every cell ends at the column's edge (40 + 300), the Devanagari ones included.
    const ends = wordBoxes(bytes).map(([, , xMax]) => xMax);
    expect(Math.max(...ends)).toBeCloseTo(340, 0);
    expect(ends.filter((end) => Math.abs(end - 340) < 0.5).length).toBe(cells.length);
  });

  it('cuts a Devanagari text to fit at a grapheme, never inside a conjunct', () => {
    const doc = createPdf({ title: 'Fit' });
    const text = new FastText(doc);
    const name = 'श्री गणेश ट्रेडर्स प्राइवेट लिमिटेड';
    for (const width of [20, 40, 60]) {
      const cut = text.fit(name, width, PDF_FONTS.regular, 7.5);
      expect(cut.endsWith('…')).toBe(true);
      expect(name.startsWith(cut.slice(0, -1))).toBe(true);
      // Not ending in a virama, nor before a matra or a nukta that belongs to the next letter.
      expect(cut.slice(0, -1)).not.toMatch(/\u094D$/);
      expect(name.slice(cut.length - 1)).not.toMatch(/^[\u093C-\u094D]/);
      expect(text.width(cut, PDF_FONTS.regular, 7.5)).toBeLessThanOrEqual(width);
    }
    expect(text.fit(name, 90, PDF_FONTS.regular, 7.5)).toBe(name);
  });
});
