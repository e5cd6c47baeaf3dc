import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';
import { JPEG_BYTES, PDF_BYTES } from '../../test/files';
import { postRegistration } from '../../test/registration';

let ctx: TestContext;
const as: Record<'anonymous' | 'owner' | 'other' | 'manager' | 'plain' | 'admin', Headers> = {
  anonymous: {},
  owner: {},
  other: {},
  manager: {},
  plain: {},
  admin: {},
};
let ownerId: string;
let license: string;
let vat: string;
const VAT_NAME = 'Zertifikat «USt» 2024 (ä).jpg';

async function registerActive(email: string, vatName: string) {
  const ids = await insertCategoryPair(ctx.database, `Cat ${email}`, `Sub ${email}`);
  const response = await postRegistration(ctx.app, email, ids, {
    files: { vatRegistrationCertificate: { bytes: JPEG_BYTES, name: vatName, type: 'image/jpeg' } },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const id = response.json().data._id as string;
  await ctx.database.db.update(suppliers).set({ status: 'Active' }).where(eq(suppliers.id, id));
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ownerId = await registerActive('owner@docs.in', VAT_NAME);
  await registerActive('other@docs.in', 'other.jpg');
  as.owner = await ctx.login('owner@docs.in', 'secret-pass-1');
  as.other = await ctx.login('other@docs.in', 'secret-pass-1');
  as.admin = (await ctx.as.admin()).headers;
  as.manager = (await ctx.as.subAdmin(['manageSuppliers'])).headers;
  as.plain = (await ctx.as.subAdmin(['reports', 'masterTables'])).headers;
  const profile = (
    await ctx.app.inject({ method: 'GET', url: '/api/suppliers/profile', headers: as.owner })
  ).json().data;
  license = profile.companyTradeLicense;
  vat = profile.vatRegistrationCertificate;
});
afterAll(() => ctx.close());

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });

const documentUrls = () => ({
  upload: `/uploads/${license}`,
  byKind: `/api/suppliers/${ownerId}/documents/companyTradeLicense`,
});

describe('supplier documents', () => {
  it('serve the bytes to the owner as a private, non-sniffable attachment', async () => {
    for (const url of Object.values(documentUrls())) {
      const response = await get(url, as.owner);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="trade-licence.pdf"; filename*=UTF-8''trade-licence.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('give the original name in RFC 5987 form, with an ASCII fallback', async () => {
    const response = await get(`/uploads/${vat}`, as.owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition.startsWith('attachment; filename="Zertifikat _USt_ 2024 (_).jpg"; filename*=')).toBe(
      true,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(VAT_NAME);
    expect(encoded).not.toMatch(/[()'*]/);
    const byKind = await get(`/api/suppliers/${ownerId}/documents/vatRegistrationCertificate`, as.owner);
    expect(byKind.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('serve admins and sub-admins who manage suppliers', async () => {
    for (const url of Object.values(documentUrls())) {
      expect((await get(url, as.admin)).statusCode).toBe(200);
      expect((await get(url, as.manager)).statusCode).toBe(200);
    }
  });

  it('refuse everyone else without revealing whether the document exists', async () => {
    for (const url of Object.values(documentUrls())) {
      const anonymous = await get(url, as.anonymous);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: messages.auth.missingToken });
      const other = await get(url, as.other);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: messages.suppliers.documentNotFound });
      const plain = await get(url, as.plain);
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toEqual({ message: messages.auth.forbidden });
    }
  });

  it('answer 404 JSON for unknown names, kinds, ids and path tricks', async () => {
    const unknown = [
      `/uploads/${license.replace('.pdf', '.png')}`,
      `/uploads/${license.replace(/^[0-9a-f]/, (c) => (c === '0' ? '1' : '0'))}`,
      '/uploads/00000000-0000-4000-8000-000000000000.pdf',
      '/uploads/not-a-file.pdf',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      `/api/suppliers/${ownerId}/documents/password`,
      `/api/suppliers/${ownerId}/documents/constructor`,
      '/api/suppliers/00000000-0000-4000-8000-000000000000/documents/companyTradeLicense',
      '/api/suppliers/not-an-id/documents/companyTradeLicense',
    ];
    for (const url of unknown) {
      const response = await get(url, as.admin);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it('name the documents in every supplier view', async () => {
    const details = (await get(`/api/suppliers/details/${ownerId}`, as.admin)).json().data;
    expect(details).toMatchObject({
      companyTradeLicense: license,
      vatRegistrationCertificate: vat,
      companyTradeLicenseName: 'trade-licence.pdf',
      vatRegistrationCertificateName: VAT_NAME,
    });
    const active = (await get('/api/suppliers/active?q=owner@docs.in', as.admin)).json();
    expect(active.data[0].companyTradeLicense).toBe(license);
  });
});
