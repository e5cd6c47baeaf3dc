import { describe, expect, it } from 'vitest';
import { pdftotextPages } from '../test/pdf';
import { createPdf, PDF_FONTS, pdfBuffer } from './document';
import { FastText } from './fast-text';

/*
 * The statement's fast text (fast-text.ts): what it writes reads back as written (Latin, the rupee
 * sign, marks), a text needing shaping goes through pdfkit, widths agree with pdfkit's, and it
 * works across pages and documents (fonts parsed once per process).
 */

const style = { font: PDF_FONTS.regular, size: 9, color: '#111827' };

describe('FastText', () => {
  it('writes searchable text on every page, an Indian script through pdfkit, the ellipsis when cut', async () => {
    for (let run = 0; run < 2; run++) {
      const doc = createPdf({ title: 'Fast text', layout: 'landscape' });
      const text = new FastText(doc);
      text.draw('L1 ₹1,23,456.80 ✔ – Café', 40, 40, style, { width: 300, align: 'left' });
      text.draw('Right aligned', 40, 60, { ...style, font: PDF_FONTS.bold }, { width: 300, align: 'right' });
      text.draw('सप्लायर प्राइवेट लिमिटेड', 40, 80, style, { width: 300, align: 'left' });
      text.draw(
        text.fit('A very long supplier name that cannot fit', 80, style.font, style.size),
        40,
        100,
        style,
        {
          width: 80,
          align: 'left',
        },
      );
      text.fill(40, 120, 100, 12, '#c6efce');
      text.strokeRects([[40, 120, 100, 12]], 0.4, '#b0b7c3');
      text.flush();
      doc.addPage();
      text.draw('Second page', 40, 40, style, { width: 300, align: 'left' });
      text.flush();
      const pages = pdftotextPages(await pdfBuffer(doc));
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain('L1 ₹1,23,456.80 ✔ – Café');
      expect(pages[0]).toContain('Right aligned');
      expect(pages[0]).toMatch(/A very long.*…/);
      expect(pages[0]).not.toContain('cannot fit');
      expect(pages[1]).toContain('Second page');
    }
  });

  it('measures as pdfkit does, within kerning', () => {
    const doc = createPdf({ title: 'Widths' });
    const text = new FastText(doc);
    for (const sample of ['₹12,34,567.80', 'Bench Supplier 12 Private Limited', 'Mixed (5%, 18%)']) {
      const pdfkit = doc.font(PDF_FONTS.regular).fontSize(7.5).widthOfString(sample);
      expect(Math.abs(text.width(sample, PDF_FONTS.regular, 7.5) - pdfkit)).toBeLessThan(pdfkit * 0.03);
    }
  });
});
