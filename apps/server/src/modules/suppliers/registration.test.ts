import { messages } from '@tenderdesk/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmails } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { files } from '../../db/schema/files';
import { suppliers } from '../../db/schema/suppliers';
import { readStoredFile } from '../../plugins/files/store';
import { verifyPassword } from '../../security/passwords';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { expectNoSecrets } from '../../test/expect';
import { encodeMultipart, JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../test/files';
import { postRegistration, type RegistrationOverrides, registrationFields } from '../../test/registration';
import { REGISTRATIONS_PER_WINDOW } from './routes';

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
let otherIds: { categoryId: string; subCategoryId: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  otherIds = await insertCategoryPair(ctx.database, 'Plumbing', 'Pipes');
  await insertAdmin(ctx.database, { email: 'boss@tenderdesk.test', password: 'admin-pass-1' });
  await insertSupplier(ctx.database, { email: 'taken@supplier.in', password: 'whatever-1', ...ids });
});
afterAll(() => ctx.close());

let counter = 0;
const freshEmail = () => `new${++counter}@acme.in`;
const register = (overrides: RegistrationOverrides = {}, email = freshEmail()) =>
  postRegistration(ctx.app, email, ids, overrides);

async function rowCounts() {
  const [supplierCount] = await ctx.database.db.select({ n: count() }).from(suppliers);
  const [fileCount] = await ctx.database.db.select({ n: count() }).from(files);
  const [emailCount] = await ctx.database.db.select({ n: count() }).from(accountEmails);
  return { suppliers: supplierCount?.n, files: fileCount?.n, emails: emailCount?.n };
}

/** Asserts a refusal that left no supplier, file or email claim behind. */
async function expectRefused(
  overrides: RegistrationOverrides,
  status: number,
  body: { message: string; field?: string },
  email?: string,
) {
  const before = await rowCounts();
  const response = await register(overrides, email);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(body);
  expectNoSecrets(response);
  expect(await rowCounts()).toEqual(before);
}

describe('POST /api/suppliers/add', () => {
  it('registers a Pending supplier with both documents and answers 201', async () => {
    const before = await rowCounts();
    const response = await register(
      {
        fields: { emailAddress: '  New.Supplier@Acme.IN ', fax: ' 080 2222 3333 ' },
        files: {
          vatRegistrationCertificate: {
            bytes: JPEG_BYTES,
            name: 'C:\\scans\\vät\u202e.jpg',
            type: 'image/jpeg',
          },
        },
      },
      undefined,
    );
    expect(response.statusCode).toBe(201);
    expectNoSecrets(response);
    const body = response.json();
    expect(body).toEqual({
      message: 'Supplier request submitted successfully!',
      data: { _id: expect.any(String), companyName: 'Acme Traders', status: 'Pending' },
    });
    const after = await rowCounts();
    expect(after.suppliers).toBe((before.suppliers ?? 0) + 1);
    expect(after.files).toBe((before.files ?? 0) + 2);

    const [row] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, body.data._id));
    expect(row).toMatchObject({
      status: 'Pending',
      emailAddress: 'new.supplier@acme.in',
      fax: '080 2222 3333',
      categoryId: ids.categoryId,
      subCategoryId: ids.subCategoryId,
    });
    expect(await verifyPassword('secret-pass-1', row?.passwordHash ?? '')).toBe(true);
    const [claim] = await ctx.database.db
      .select()
      .from(accountEmails)
      .where(eq(accountEmails.email, 'new.supplier@acme.in'));
    expect(claim).toEqual({
      email: 'new.supplier@acme.in',
      accountKind: 'supplier',
      accountId: body.data._id,
    });

    const [license] = await ctx.database.db
      .select()
      .from(files)
      .where(eq(files.id, row?.tradeLicenseFileId ?? ''));
    expect(license).toMatchObject({
      originalName: 'trade-licence.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
    });
    expect((await readStoredFile(ctx.database.db, license?.id ?? ''))?.content.equals(PDF_BYTES)).toBe(true);
    expect(license?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [vat] = await ctx.database.db
      .select()
      .from(files)
      .where(eq(files.id, row?.vatCertificateFileId ?? ''));
    // Path and the invisible right-to-left override are gone; the type comes from the bytes.
    expect(vat).toMatchObject({
      originalName: 'vät.jpg',
      contentType: 'image/jpeg',
      size: JPEG_BYTES.length,
    });

    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, body.data._id));
    expect(audit).toMatchObject({ action: 'supplier.register', entity: 'supplier', actorId: null });
    expect(JSON.stringify(audit?.changes)).not.toMatch(/password|scrypt/i);
  });

  it('checks every required text field, in the order of the form, with its label', async () => {
    const labels: [string, string][] = [
      ['companyName', 'Company Name'],
      ['address', 'Address'],
      ['postalCode', 'Postal Code'],
      ['country', 'Country'],
      ['state', 'State'],
      ['city', 'City'],
      ['telephone', 'Telephone'],
      ['emailAddress', 'Email Address'],
      ['password', 'Password'],
      ['confirmPassword', 'Confirm Password'],
      ['firstName', 'First Name'],
      ['lastName', 'Last Name'],
      ['designation', 'Designation'],
      ['contactEmailAddress', 'Email Address'],
      ['mobile', 'Mobile'],
    ];
    for (const [field, label] of labels) {
      const missing: Record<string, string | undefined> = { [field]: field === 'city' ? '   ' : undefined };
      if (field === 'password') missing.confirmPassword = undefined;
      await expectRefused({ fields: missing }, 400, { message: `${label} is required`, field });
    }
  });

  it('reports only the first problem when several fields are wrong', async () => {
    await expectRefused({ fields: { address: '', mobile: '', category: '' } }, 400, {
      message: 'Address is required',
      field: 'address',
    });
    await expectRefused({ fields: { mobile: '', category: '' }, files: { companyTradeLicense: null } }, 400, {
      message: 'Company Trade License is required',
      field: 'companyTradeLicense',
    });
  });

  it('refuses mismatched passwords, a short password and malformed emails', async () => {
    await expectRefused({ fields: { confirmPassword: 'secret-pass-2' } }, 400, {
      message: 'Passwords do not match',
      field: 'confirmPassword',
    });
    await expectRefused({ fields: { password: 'short', confirmPassword: 'short' } }, 400, {
      message: 'Password must be at least 8 characters',
      field: 'password',
    });
    await expectRefused({ fields: { emailAddress: 'not-an-email' } }, 400, {
      message: 'Please enter a valid email address',
      field: 'emailAddress',
    });
    await expectRefused({ fields: { contactEmailAddress: 'asha@' } }, 400, {
      message: 'Please enter a valid email address',
      field: 'contactEmailAddress',
    });
    await expectRefused({ fields: { companyName: 'x'.repeat(201) } }, 400, {
      message: 'Company Name must be at most 200 characters',
      field: 'companyName',
    });
    await expectRefused({ fields: { telephone: 'ring ring' } }, 400, {
      message: 'Telephone may contain only digits, spaces and + - ( ) . /',
      field: 'telephone',
    });
  });

  it('requires both documents', async () => {
    await expectRefused({ files: { companyTradeLicense: null } }, 400, {
      message: 'Company Trade License is required',
      field: 'companyTradeLicense',
    });
    await expectRefused({ files: { vatRegistrationCertificate: null } }, 400, {
      message: 'GST registration certificate is required',
      field: 'vatRegistrationCertificate',
    });
    // An empty file input arrives as a nameless, empty part: still "required".
    await expectRefused(
      { files: { vatRegistrationCertificate: { bytes: Buffer.alloc(0), name: '' } } },
      400,
      {
        message: 'GST registration certificate is required',
        field: 'vatRegistrationCertificate',
      },
    );
  });

  it('checks documents by their bytes, not their name or declared type', async () => {
    const html = {
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      name: 'licence.pdf',
      type: 'application/pdf',
    };
    await expectRefused({ files: { companyTradeLicense: html } }, 400, {
      message: 'Company Trade License must be a PDF, JPG, JPEG or PNG file.',
      field: 'companyTradeLicense',
    });
    const exe = { bytes: Buffer.from('MZ\x90\x00\x03', 'latin1'), name: 'vat.png', type: 'image/png' };
    await expectRefused({ files: { vatRegistrationCertificate: exe } }, 400, {
      message: 'GST registration certificate must be a PDF, JPG, JPEG or PNG file.',
      field: 'vatRegistrationCertificate',
    });
    // A real PNG under a misleading name and type is accepted and stored as the PNG it is.
    const response = await register({
      files: { companyTradeLicense: { bytes: PNG_BYTES, name: 'scan.txt', type: 'text/plain' } },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ contentType: files.contentType })
      .from(suppliers)
      .innerJoin(files, eq(files.id, suppliers.tradeLicenseFileId))
      .where(eq(suppliers.id, response.json().data._id));
    expect(row?.contentType).toBe('image/png');
  });

  it('answers 413 naming the document that is over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    PDF_BYTES.copy(big);
    await expectRefused({ files: { vatRegistrationCertificate: { bytes: big, name: 'huge.pdf' } } }, 413, {
      message: 'GST registration certificate must be at most 10 MB.',
      field: 'vatRegistrationCertificate',
    });
  });

  it('accepts a document of exactly 10 MB', async () => {
    const exact = Buffer.alloc(10 * 1024 * 1024, 0x20);
    PDF_BYTES.copy(exact);
    const response = await register({ files: { companyTradeLicense: { bytes: exact, name: 'exact.pdf' } } });
    expect(response.statusCode).toBe(201);
  });

  it('checks the category choice', async () => {
    await expectRefused({ fields: { category: '' } }, 400, {
      message: 'Please select a category',
      field: 'category',
    });
    await expectRefused({ fields: { subCategory: undefined } }, 400, {
      message: 'Please select a subcategory',
      field: 'subCategory',
    });
    await expectRefused({ fields: { subCategory: otherIds.subCategoryId } }, 400, {
      message: messages.registration.subcategoryMismatch,
      field: 'subCategory',
    });
    await expectRefused({ fields: { category: '00000000-0000-4000-8000-000000000000' } }, 400, {
      message: messages.registration.categoryNotFound,
      field: 'category',
    });
    await expectRefused({ fields: { category: 'not-a-uuid' } }, 400, {
      message: messages.registration.categoryNotFound,
      field: 'category',
    });
    await expectRefused({ fields: { subCategory: '00000000-0000-4000-8000-000000000000' } }, 400, {
      message: messages.registration.subcategoryNotFound,
      field: 'subCategory',
    });
  });

  it('takes the category and sub-category by exact name (any case, padded) as well as by id', async () => {
    for (const [category, subCategory] of [
      ['Electrical', 'Cables'],
      ['  eLECTRICAL ', ' CABLES  '],
      [ids.categoryId, 'cables'],
      ['electrical', ids.subCategoryId],
    ] as const) {
      const response = await register({ fields: { category, subCategory } });
      expect(response.statusCode).toBe(201);
      const [row] = await ctx.database.db
        .select()
        .from(suppliers)
        .where(eq(suppliers.id, response.json().data._id));
      expect(row).toMatchObject({ categoryId: ids.categoryId, subCategoryId: ids.subCategoryId });
    }
    await expectRefused({ fields: { category: 'Electrical', subCategory: 'Pipes' } }, 400, {
      message: messages.registration.subcategoryMismatch,
      field: 'subCategory',
    });
    await expectRefused({ fields: { category: 'Electricals', subCategory: 'Cables' } }, 400, {
      message: messages.registration.categoryNotFound,
      field: 'category',
    });
    await expectRefused({ fields: { category: 'Electrical', subCategory: 'Cable' } }, 400, {
      message: messages.registration.subcategoryNotFound,
      field: 'subCategory',
    });
  });

  it('refuses an email already used by a supplier or an admin, in any letter case', async () => {
    const taken = { message: 'This email address is already registered.', field: 'emailAddress' };
    await expectRefused({}, 409, taken, 'Taken@Supplier.IN');
    await expectRefused({}, 409, taken, 'BOSS@tenderdesk.test');
  });

  it('lets exactly one of several concurrent registrations with the same email win', async () => {
    const before = await rowCounts();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        register({ fields: { companyName: `Racer ${i}` } }, 'race@acme.in'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses) expectNoSecrets(response);
    const after = await rowCounts();
    expect(after.suppliers).toBe((before.suppliers ?? 0) + 1);
    expect(after.files).toBe((before.files ?? 0) + 2);
  });

  it('answers 415 JSON for a body that is not a multipart form', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/suppliers/add',
      payload: registrationFields('json@acme.in', ids) as Record<string, string>,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: messages.registration.notMultipart });
  });

  it('answers 400 JSON for a truncated multipart body', async () => {
    const { payload, headers } = await encodeMultipart(registrationFields('cut@acme.in', ids), {
      companyTradeLicense: { bytes: PDF_BYTES, name: 'a.pdf' },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/suppliers/add',
      payload: payload.subarray(0, payload.length - 60),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.registration.unreadableUpload });
  });

  it('ignores unknown fields and extra files', async () => {
    const { payload, headers } = await encodeMultipart(
      { ...registrationFields('extra@acme.in', ids), status: 'Active', passwordHash: 'x' },
      {
        companyTradeLicense: { bytes: PDF_BYTES, name: 'a.pdf' },
        vatRegistrationCertificate: { bytes: PNG_BYTES, name: 'b.png' },
        somethingElse: { bytes: PDF_BYTES, name: 'c.pdf' },
      },
    );
    const response = await ctx.app.inject({ method: 'POST', url: '/api/suppliers/add', payload, headers });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('Pending');
  });
  it('limits registrations per address and answers 429 JSON past the limit', async () => {
    const address = '192.0.2.77';
    // Refused submissions count too: the limit is on the work a caller makes the server do.
    for (let i = 0; i < REGISTRATIONS_PER_WINDOW; i++) {
      const response = await register({ address, fields: { companyName: undefined } });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await register({ address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.http.rateLimited });
    expect((await register({ address: '192.0.2.78' })).statusCode).toBe(201);
  });
});
