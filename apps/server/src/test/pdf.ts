import { extractText } from 'unpdf';

/** The text of each page of a PDF, for tests that assert on what a reader sees. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text;
}
