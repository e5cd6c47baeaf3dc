import { execFileSync } from 'node:child_process';
import { extractText } from 'unpdf';

/** The text of each page of a PDF, for tests that assert on what a reader sees. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text;
}

/**
 * The text of each page as poppler's `pdftotext -layout` reads it (the columns kept on their
 * lines): a second reader, and the one people use to check a PDF by hand.
 */
export function pdftotextPages(bytes: Buffer | Uint8Array): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  return text.split('\f').slice(0, -1);
}

/** How many images each page draws (`pdfimages -list`). */
export function pdfImageCount(bytes: Buffer | Uint8Array): number {
  const list = execFileSync('pdfimages', ['-list', '-'], { input: bytes }).toString('utf8');
  return list.split('\n').filter((line) => /^\s*\d+\s+\d+\s+image/.test(line)).length;
}
