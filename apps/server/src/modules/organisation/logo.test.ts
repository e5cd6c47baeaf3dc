import { LOGO_MAX_BYTES, logoText } from '@tenderdesk/domain/organisation-logo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { organisationSettings } from '../../db/schema/organisation';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { encodeMultipart, JPEG_BYTES, PDF_BYTES, PNG_BYTES, type UploadFile } from '../../test/files';
import { pngImage } from '../../test/images';
import { readOrganisationLogo } from './logo';

/*
 * The organisation's logo (issue 20, decision 046): uploaded by the settings permission through the
 * files layer, checked by declared type, magic bytes, size and pixel size; served to anyone signed
 * in; replaced and removed with an audit event each.
 */

let ctx: TestContext;
let admin: TestCaller;
let settings: TestCaller; // sub-admin holding settings
let master: TestCaller; // sub-admin without settings
let other: TestCaller; // sub-admin with neither settings nor masterTables
let supplier: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.as.admin();
  settings = await ctx.as.subAdmin(['settings']);
  master = await ctx.as.subAdmin(['masterTables']);
  other = await ctx.as.subAdmin(['manageTenders', 'reports']);
  supplier = await ctx.as.supplier();
});
afterAll(() => ctx.close());

const LOGO = pngImage(120, 40);

async function upload(file: UploadFile | null, caller: TestCaller | null) {
  const { payload, headers } = await encodeMultipart({}, { logo: file });
  return ctx.call('POST', '/api/organisation/logo', payload, { ...headers, ...(caller?.headers ?? {}) });
}
const png = (bytes: Buffer, type = 'image/png'): UploadFile => ({ bytes, name: 'logo.png', type });
const getLogo = (caller: TestCaller | null) =>
  ctx.call('GET', '/api/organisation/logo', undefined, caller?.headers ?? {});
const stored = async () => (await ctx.db.select().from(organisationSettings))[0]?.logoFileId ?? null;
const fileCount = async () => (await ctx.db.select({ id: files.id }).from(files)).length;

describe('who may upload, replace and remove the logo', () => {
  it('refuses sub-admins without settings, suppliers (403) and anonymous callers (401), storing nothing', async () => {
    const audits = await ctx.auditCount();
    for (const caller of [master, other, supplier]) {
      expect((await upload(png(LOGO), caller)).statusCode).toBe(403);
      const removal = await ctx.call('DELETE', '/api/organisation/logo', undefined, caller.headers);
      expect(removal.statusCode).toBe(403);
    }
    expect((await upload(png(LOGO), null)).statusCode).toBe(401);
    expect((await ctx.call('DELETE', '/api/organisation/logo')).statusCode).toBe(401);
    expect(await stored()).toBeNull();
    expect(await fileCount()).toBe(0);
    expect(await ctx.auditCount()).toBe(audits);
  });
});

describe('what is refused', () => {
  it('refuses with a clear message a file too large, not an image, of the wrong magic bytes or pixel size', async () => {
    const cases: [UploadFile | null, number, string][] = [
      [null, 400, logoText.missing],
      [png(pngImage(64, 64, LOGO_MAX_BYTES + 10)), 413, logoText.tooLarge],
      [{ bytes: PDF_BYTES, name: 'logo.pdf', type: 'application/pdf' }, 400, logoText.notAnImage],
      [
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          name: 'logo.svg',
          type: 'image/svg+xml',
        },
        400,
        logoText.notAnImage,
      ],
      // Declared an image, but the bytes are not that image.
      [png(Buffer.from('GIF89a not really a png at all')), 400, logoText.typeMismatch],
      [png(PDF_BYTES), 400, logoText.typeMismatch],
      [png(LOGO, 'image/jpeg'), 400, logoText.typeMismatch],
      [{ bytes: JPEG_BYTES, name: 'logo.jpg', type: 'image/png' }, 400, logoText.typeMismatch],
      // Real images of an unusable pixel size (1 × 1; 5000 wide).
      [png(PNG_BYTES), 400, logoText.dimensions],
      [png(pngImage(5000, 20)), 400, logoText.dimensions],
      // The PNG signature, then nothing an image decoder can read.
      [
        png(Buffer.concat([LOGO.subarray(0, 8), Buffer.from('garbage after the signature')])),
        400,
        logoText.unreadable,
      ],
    ];
    const audits = await ctx.auditCount();
    for (const [file, status, message] of cases) {
      const response = await upload(file, admin);
      expect(response.statusCode, `${file?.name} ${file?.type}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await stored()).toBeNull();
    expect(await fileCount()).toBe(0);
    expect(await ctx.auditCount()).toBe(audits);
    expect(await readOrganisationLogo(ctx.db)).toBeNull();
    expect((await getLogo(admin)).statusCode).toBe(404);
  });
});

describe('upload, serve, replace, remove', () => {
  it('stores a PNG through the files layer, serves it to anyone signed in, replaces and removes it, audited', async () => {
    const saved = await upload(png(LOGO), settings);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(logoText.saved);
    const { logo } = saved.json().data;
    expect(logo).toMatchObject({ contentType: 'image/png', size: LOGO.length });
    expect(logo.url).toMatch(/^\/api\/organisation\/logo\?v=/);
    const first = await stored();
    expect(first).not.toBeNull();
    expect(await ctx.auditCount({ action: 'organisation.logo-update' })).toBe(1);
    expect(Buffer.compare((await readOrganisationLogo(ctx.db)) ?? Buffer.alloc(0), LOGO)).toBe(0);

    for (const caller of [admin, other, supplier]) {
      const served = await getLogo(caller);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.rawPayload, LOGO)).toBe(0);
    }
    expect((await getLogo(null)).statusCode).toBe(401);
    // The files layer serves it by name too, to anyone signed in.
    const byName = await ctx.call('GET', `/uploads/${first}.png`, undefined, supplier.headers);
    expect(byName.statusCode).toBe(200);

    // Replacing keeps one file: the new one.
    const wider = pngImage(200, 50);
    expect((await upload(png(wider), admin)).statusCode).toBe(200);
    const second = await stored();
    expect(second).not.toBe(first);
    expect(await fileCount()).toBe(1);
    expect(
      (
        await ctx.db
          .select()
          .from(files)
          .where(eq(files.id, first as string))
      ).length,
    ).toBe(0);
    expect(Buffer.compare((await getLogo(admin)).rawPayload, wider)).toBe(0);
    expect(await ctx.auditCount({ action: 'organisation.logo-update' })).toBe(2);

    // The organisation's details are untouched, and saving them keeps the logo.
    const organisation = await ctx.call('GET', '/api/organisation', undefined, admin.headers);
    expect(organisation.json().data.organisation.legalName).toBe('');

    const removed = await ctx.call('DELETE', '/api/organisation/logo', undefined, settings.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: logoText.removed, data: { logo: null } });
    expect(await stored()).toBeNull();
    expect(await fileCount()).toBe(0);
    expect((await getLogo(admin)).statusCode).toBe(404);
    expect(await ctx.auditCount({ action: 'organisation.logo-remove' })).toBe(1);
    const again = await ctx.call('DELETE', '/api/organisation/logo', undefined, admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(logoText.none);
  });
});
