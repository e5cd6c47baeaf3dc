/*
 * The organisation's logo (issue 20, decision 046): a PNG or JPEG of at most 512 KB, printed on the
 * comparative statement (and, later, on orders and emails). The server accepts it only when the
 * declared content type, the magic bytes and the image's own header agree, and its pixel size is
 * sane; the Organisation screen checks the size and the type before sending.
 */

import { catalogue } from './i18n/catalogue';

export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_SIZE_LABEL = '512 KB';
/** Smallest and largest side, in pixels. */
export const LOGO_MIN_PIXELS = 16;
export const LOGO_MAX_PIXELS = 4000;
/** For `<input type="file" accept=...>`. */
export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export type LogoType = 'png' | 'jpeg';

export const LOGO_CONTENT_TYPES: Record<LogoType, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/** Registered in the catalogue (issue 26; Hindi in `i18n/hi/logo-and-tax-identity.ts`). */
export const logoText = catalogue('logo', {
  field: 'Logo',
  missing: 'Choose a PNG or JPEG image for the logo.',
  tooLarge: `The logo can be at most ${LOGO_MAX_SIZE_LABEL}.`,
  notAnImage: 'The logo must be a PNG or JPEG image.',
  typeMismatch: 'The logo’s content does not match its type: upload the PNG or JPEG file itself.',
  unreadable: 'The logo image could not be read: save it again as PNG or JPEG and upload that.',
  dimensions: `The logo must be between ${LOGO_MIN_PIXELS} and ${LOGO_MAX_PIXELS} pixels on each side.`,
  notMultipart: 'Send the logo as multipart/form-data with a file field named "logo".',
  unreadableUpload: 'The upload could not be read. Try again.',
  saved: 'Logo saved.',
  removed: 'Logo removed.',
  none: 'The organisation has no logo.',
} as const);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/** The image type the first bytes prove (PNG or JPEG), or null. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 65536 + u16(bytes, at + 2);

/** A PNG's size from its first chunk, which must be IHDR. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (bytes.length < 33 || ihdr !== 'IHDR') return null;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

/** A JPEG's size from its first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, start of scan: no frame
    const length = u16(bytes, at + 2);
    const frame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (frame) return { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
    at += 2 + length;
  }
  return null;
}

/** The pixel size an image's header declares, or null when it cannot be read. */
export function imageSize(bytes: Uint8Array, type: LogoType): { width: number; height: number } | null {
  return type === 'png' ? pngSize(bytes) : jpegSize(bytes);
}

/**
 * Why a received file cannot be the logo (the message), or its type and size. `declaredType` is
 * the content type the browser sent for the part.
 */
export function checkLogo(
  bytes: Uint8Array,
  declaredType: string | undefined,
): { problem: string } | { type: LogoType; width: number; height: number } {
  if (bytes.length === 0) return { problem: logoText.missing };
  if (bytes.length > LOGO_MAX_BYTES) return { problem: logoText.tooLarge };
  const declared = (declaredType ?? '').toLowerCase().split(';')[0]?.trim();
  const claimed =
    declared === 'image/png' ? 'png' : declared === 'image/jpeg' || declared === 'image/jpg' ? 'jpeg' : null;
  const type = sniffLogoType(bytes);
  if (!claimed) return { problem: logoText.notAnImage };
  if (type !== claimed) return { problem: logoText.typeMismatch };
  const size = imageSize(bytes, type);
  if (!size) return { problem: logoText.unreadable };
  const sane = (side: number) => side >= LOGO_MIN_PIXELS && side <= LOGO_MAX_PIXELS;
  if (!sane(size.width) || !sane(size.height)) return { problem: logoText.dimensions };
  return { type, ...size };
}
