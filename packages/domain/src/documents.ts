/**
 * Uploaded documents (spec section 9: pdf, jpg, jpeg, png; DESIGN: at most 10 MB, checked by
 * content). Shared so that the web app can warn before uploading and the server can decide by the
 * bytes it received.
 */
export const DOCUMENT_TYPES = ['pdf', 'png', 'jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Largest accepted document, in bytes: the server's upload limit and the browser's check. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The same limit as people read it ("10 MB"). */
export const MAX_DOCUMENT_SIZE_LABEL = `${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB`;

/** For `<input type="file" accept=...>`: what the spec lists as accepted upload types. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** The extension a stored document is served under (`/uploads/<fileId>.<ext>`). */
export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The document type its first bytes prove, or null. Names and declared MIME types are chosen by
 * the uploader and prove nothing; the magic bytes at least rule out HTML, scripts and executables.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PDF_SIGNATURE)) return 'pdf';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** The document type a file name claims, for a quick check in the browser before uploading. */
export function documentTypeFromFileName(name: string): DocumentType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (extension === 'png') return 'png';
  if (extension === 'jpg' || extension === 'jpeg') return 'jpeg';
  return null;
}

/** The document type of a served content type (stored rows keep the sniffed content type). */
export function documentTypeFromContentType(contentType: string): DocumentType | null {
  const entry = Object.entries(DOCUMENT_CONTENT_TYPES).find(([, value]) => value === contentType);
  return entry ? (entry[0] as DocumentType) : null;
}
