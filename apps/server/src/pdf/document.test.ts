import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf';
import { createPdf, PDF_FONTS, pdfBuffer } from './document';

describe('createPdf', () => {
  it('writes a PDF whose embedded font carries the rupee sign', async () => {
    const doc = createPdf({ title: 'Test' });
    doc.font(PDF_FONTS.bold).text('Total ₹12,34,567.80');
    const bytes = await pdfBuffer(doc);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(bytes)).join('\n')).toContain('Total ₹12,34,567.80');
  });
});
