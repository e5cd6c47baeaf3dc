import { describe, expect, it } from 'vitest';
import { checkLogo, imageSize, LOGO_MAX_BYTES, logoText, sniffLogoType } from './organisation-logo';

/** A baseline JPEG header: SOI, an APP0 segment, then SOF0 declaring `width` × `height`. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [
    0xff,
    0xe0,
    0x00,
    0x10,
    ...'JFIF'.split('').map((c) => c.charCodeAt(0)),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

/** The first 33 bytes of a PNG: signature and IHDR with `width` × `height`. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

describe('the logo checks', () => {
  it('reads the pixel size from a PNG IHDR and a JPEG start-of-frame', () => {
    expect(imageSize(pngHeader(300, 90), 'png')).toEqual({ width: 300, height: 90 });
    expect(imageSize(jpegHeader(640, 200), 'jpeg')).toEqual({ width: 640, height: 200 });
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toBeNull();
    expect(sniffLogoType(new TextEncoder().encode('<svg/>'))).toBeNull();
  });

  it('wants the declared type, the bytes and a sane size to agree', () => {
    expect(checkLogo(jpegHeader(640, 200), 'image/jpeg')).toEqual({ type: 'jpeg', width: 640, height: 200 });
    expect(checkLogo(jpegHeader(640, 200), 'image/jpg')).toMatchObject({ type: 'jpeg' });
    expect(checkLogo(jpegHeader(640, 200), 'image/png')).toEqual({ problem: logoText.typeMismatch });
    expect(checkLogo(pngHeader(300, 90), undefined)).toEqual({ problem: logoText.notAnImage });
    expect(checkLogo(pngHeader(300, 9), 'image/png')).toEqual({ problem: logoText.dimensions });
    expect(checkLogo(pngHeader(4001, 90), 'image/png')).toEqual({ problem: logoText.dimensions });
    expect(checkLogo(new Uint8Array(0), 'image/png')).toEqual({ problem: logoText.missing });
    expect(checkLogo(new Uint8Array(LOGO_MAX_BYTES + 1), 'image/png')).toEqual({
      problem: logoText.tooLarge,
    });
  });
});
