import { describe, expect, it } from 'vitest';
import { documentTypeFromContentType, documentTypeFromFileName, sniffDocumentType } from './documents';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffDocumentType', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(sniffDocumentType(text('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
  });

  it('refuses anything else, including truncated signatures', () => {
    expect(sniffDocumentType(text('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffDocumentType(text('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(text('%PDF'))).toBeNull();
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });
});

describe('documentTypeFromFileName', () => {
  it('maps the accepted extensions in any case', () => {
    expect(documentTypeFromFileName('a.PDF')).toBe('pdf');
    expect(documentTypeFromFileName('scan.jpeg')).toBe('jpeg');
    expect(documentTypeFromFileName('scan.JPG')).toBe('jpeg');
    expect(documentTypeFromFileName('logo.png')).toBe('png');
    expect(documentTypeFromFileName('licence.pdf.exe')).toBeNull();
    expect(documentTypeFromFileName('pdf')).toBeNull();
  });
});

describe('documentTypeFromContentType', () => {
  it('reverses the stored content type', () => {
    expect(documentTypeFromContentType('image/jpeg')).toBe('jpeg');
    expect(documentTypeFromContentType('text/html')).toBeNull();
  });
});
