import { readFileSync } from 'node:fs';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { suppliers } from '../../db/schema/suppliers';
import { documentTypes, supplierDocuments } from '../../db/schema/vendor';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { expectNoSecrets } from '../../test/expect';
import { encodeMultipart, JPEG_BYTES, PDF_BYTES, type UploadFile } from '../../test/files';
import { postRegistration } from '../../test/registration';
import { daysFrom } from '../../test/tenders';

/*
 * Issue 24 item 1 (first half): document types, the supplier's uploads and the admin's review, for
 * each kind of caller; the registration's two files as the first two documents.
 */

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
let other: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let manager: TestCaller;
let plain: TestCaller;
let supplier: TestCaller;
let rival: TestCaller;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Docs Cat', 'Docs Sub');
  other = await insertCategoryPair(ctx.database, 'Other Cat', 'Other Sub');
  admin = await ctx.as.admin();
  manager = await ctx.as.subAdmin(['manageSuppliers']);
  plain = await ctx.as.subAdmin(['reports', 'masterTables', 'manageTenders']);
  supplier = await ctx.as.supplier({ ...ids, companyName: 'Docs Supplier' });
  rival = await ctx.as.supplier({ ...ids, companyName: 'Rival Supplier' });
});
afterAll(() => ctx.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller: TestCaller | null,
  body?: object,
) => {
  const response = await ctx.call(method, url, body, caller?.headers ?? {});
  expectNoSecrets(response);
  return response;
};
const typeName = () => `Type ${++counter}`;
const addType = async (body: object, caller: TestCaller | null = manager) =>
  call('POST', '/api/document-types', caller, body);
const newType = async (expires: boolean, requiredFor: string[] = []) => {
  const response = await addType({ name: typeName(), expires, requiredFor });
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; name: string };
};
const PDF: UploadFile = { bytes: PDF_BYTES, name: 'iso.pdf', type: 'application/pdf' };
const upload = async (
  who: TestCaller | null,
  supplierId: string,
  fields: Record<string, string | undefined>,
  file: UploadFile | null = PDF,
) => {
  const { payload, headers } = await encodeMultipart(fields, { file });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/${supplierId}/documents`,
    payload,
    headers: { ...headers, ...(who?.headers ?? {}) },
  });
};
const docsOf = async (id: string) =>
  ctx.db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, id));

describe('document types', () => {
  it('lists the two built-in types first for a manager, paged and searched', async () => {
    const page = await call('GET', '/api/document-types?pageSize=50', manager);
    expect(page.statusCode).toBe(200);
    const names = page
      .json()
      .data.map((type: { name: string; builtIn: boolean }) => [type.name, type.builtIn]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Trade licence', true],
        ['GST / VAT certificate', true],
      ]),
    );
    const searched = await call('GET', '/api/document-types?q=trade', admin);
    expect(searched.json()).toMatchObject({ total: 1, data: [{ name: 'Trade licence', expires: true }] });
  });

  it('401 anonymous, 403 a supplier and a sub-admin without manageSuppliers, for every call', async () => {
    const type = await newType(false);
    const before = await ctx.auditCount();
    expect((await call('GET', '/api/document-types', null)).statusCode).toBe(401);
    for (const caller of [supplier, plain]) {
      expect((await call('GET', '/api/document-types', caller)).statusCode).toBe(403);
      expect((await addType({ name: 'X' }, caller)).statusCode).toBe(403);
      expect((await call('PUT', `/api/document-types/${type._id}`, caller, { name: 'Y' })).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/document-types/${type._id}`, caller)).statusCode).toBe(403);
    }
    expect(await ctx.auditCount()).toBe(before);
  });

  it('adds, renames, sets expires and the categories, audited', async () => {
    const created = await addType(
      { name: '  ISO 9001 ', expires: true, requiredFor: [ids.categoryId] },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({
      message: vendorMessages.typeCreated('ISO 9001'),
      data: {
        name: 'ISO 9001',
        expires: true,
        builtIn: false,
        documentCount: 0,
        requiredFor: [{ _id: ids.categoryId, name: 'Docs Cat' }],
      },
    });
    const id = type.data._id;
    expect(await ctx.auditFor(id, 'document-type.create')).toHaveLength(1);
    const changed = await call('PUT', `/api/document-types/${id}`, manager, {
      name: 'ISO 9001:2015',
      expires: false,
      requiredFor: [other.categoryId, other.categoryId],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'ISO 9001:2015',
      expires: false,
      requiredFor: [{ _id: other.categoryId }],
    });
    const [event] = await ctx.auditFor(id, 'document-type.update');
    expect(event?.changes).toMatchObject({
      name: { from: 'ISO 9001', to: 'ISO 9001:2015' },
      expires: { from: true, to: false },
    });
  });

  it('refuses bad input with its message (400) and a taken name (409); nothing changes', async () => {
    const type = await newType(false);
    const before = await ctx.auditCount();
    const cases: [object, string][] = [
      [{}, vendorMessages.typeNameRequired],
      [{ name: '   ' }, vendorMessages.typeNameRequired],
      [{ name: 'x'.repeat(81) }, vendorMessages.typeNameTooLong],
      [{ name: 'Ok', requiredFor: ['not-an-id'] }, vendorMessages.typeCategoryNotFound],
      [
        { name: 'Ok', requiredFor: ['00000000-0000-4000-8000-000000000000'] },
        vendorMessages.typeCategoryNotFound,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await addType(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
      const put = await call('PUT', `/api/document-types/${type._id}`, manager, body);
      expect(put.statusCode).toBe(400);
    }
    const taken = await addType({ name: type.name.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(vendorMessages.typeNameTaken);
    const renamedOnto = await call('PUT', `/api/document-types/${type._id}`, manager, {
      name: 'trade licence',
    });
    expect(renamedOnto.statusCode).toBe(409);
    expect((await call('PUT', '/api/document-types/nope', manager, { name: 'Z' })).statusCode).toBe(404);
    expect(await ctx.auditCount()).toBe(before);
  });

  it('deletes an unused type; refuses a built-in type and a type with documents (409 saying why)', async () => {
    const unused = await newType(false);
    const deleted = await call('DELETE', `/api/document-types/${unused._id}`, manager);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(vendorMessages.typeDeleted(unused.name));
    expect(await ctx.auditFor(unused._id, 'document-type.delete')).toHaveLength(1);
    expect((await call('DELETE', `/api/document-types/${unused._id}`, manager)).statusCode).toBe(404);

    const [builtin] = await ctx.db
      .select()
      .from(documentTypes)
      .where(eq(documentTypes.builtinKey, 'trade_licence'));
    const refused = await call('DELETE', `/api/document-types/${builtin?.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(vendorMessages.typeBuiltin);

    const used = await newType(false);
    expect(
      (await upload(supplier, supplier.id, { documentTypeId: used._id, issueDate: daysFrom(-1) })).statusCode,
    ).toBe(201);
    const inUse = await call('DELETE', `/api/document-types/${used._id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(vendorMessages.typeInUse);
    expect(await ctx.db.select().from(documentTypes).where(eq(documentTypes.id, used._id))).toHaveLength(1);
  });
});

describe('a supplier uploads its documents', () => {
  it('uploads with its days, pending; a newer upload replaces the older for the rules, history kept', async () => {
    const type = await newType(true, [ids.categoryId]);
    const before = await call('GET', `/api/supplier/${supplier.id}/documents`, supplier);
    expect(before.statusCode).toBe(200);
    expect(before.json().data.missing).toEqual(expect.arrayContaining([{ _id: type._id, name: type.name }]));
    expect(before.json().data.types).toEqual(
      expect.arrayContaining([{ _id: type._id, name: type.name, expires: true, required: true }]),
    );

    const first = await upload(supplier, supplier.id, {
      documentTypeId: type._id,
      issueDate: daysFrom(-30),
      expiryDate: daysFrom(10),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(vendorMessages.documentUploaded(type.name));
    const mine = first.json().data;
    expect(mine.missing).not.toContainEqual({ _id: type._id, name: type.name });
    const doc = mine.documents.find((d: { documentTypeId: string }) => d.documentTypeId === type._id);
    expect(doc).toMatchObject({
      status: 'Pending',
      state: 'pending',
      issueDate: daysFrom(-30),
      expiryDate: daysFrom(10),
      current: true,
      fileName: 'iso.pdf',
    });
    expect(await ctx.auditFor(doc._id, 'supplier-document.upload')).toHaveLength(1);

    // The owner and a manager may download it; another supplier is told it does not exist.
    expect((await call('GET', doc.fileUrl, supplier)).statusCode).toBe(200);
    expect((await call('GET', doc.fileUrl, manager)).statusCode).toBe(200);
    expect((await call('GET', doc.fileUrl, rival)).statusCode).toBe(404);
    expect((await call('GET', doc.fileUrl, plain)).statusCode).toBe(403);

    const second = await upload(
      supplier,
      supplier.id,
      { documentTypeId: type._id, issueDate: daysFrom(-1), expiryDate: daysFrom(400) },
      { bytes: JPEG_BYTES, name: 'iso-new.jpg', type: 'image/jpeg' },
    );
    expect(second.statusCode).toBe(201);
    const ofType = second
      .json()
      .data.documents.filter((d: { documentTypeId: string }) => d.documentTypeId === type._id);
    expect(ofType.map((d: { fileName: string; current: boolean }) => [d.fileName, d.current])).toEqual([
      ['iso-new.jpg', true],
      ['iso.pdf', false],
    ]);
  });

  it('refuses bad input with its message (400) and stores nothing', async () => {
    const expiring = await newType(true);
    const plainType = await newType(false);
    const before = (await docsOf(supplier.id)).length;
    const cases: [Record<string, string | undefined>, UploadFile | null, string, string][] = [
      [{ issueDate: daysFrom(-1) }, PDF, vendorMessages.documentTypeRequired, 'documentTypeId'],
      [
        { documentTypeId: 'nope', issueDate: daysFrom(-1) },
        PDF,
        vendorMessages.typeNotFound,
        'documentTypeId',
      ],
      [
        { documentTypeId: '00000000-0000-4000-8000-000000000000', issueDate: daysFrom(-1) },
        PDF,
        vendorMessages.typeNotFound,
        'documentTypeId',
      ],
      [
        { documentTypeId: plainType._id, issueDate: daysFrom(-1) },
        null,
        vendorMessages.documentFileRequired,
        'file',
      ],
      [
        { documentTypeId: plainType._id, issueDate: daysFrom(-1) },
        { bytes: Buffer.from('<html>'), name: 'x.pdf', type: 'application/pdf' },
        vendorMessages.documentFileType,
        'file',
      ],
      [{ documentTypeId: plainType._id }, PDF, vendorMessages.issueDateInvalid, 'issueDate'],
      [
        { documentTypeId: plainType._id, issueDate: '2026-02-30' },
        PDF,
        vendorMessages.issueDateInvalid,
        'issueDate',
      ],
      [
        { documentTypeId: plainType._id, issueDate: daysFrom(1) },
        PDF,
        vendorMessages.issueDateFuture,
        'issueDate',
      ],
      [
        { documentTypeId: plainType._id, issueDate: daysFrom(-1), expiryDate: daysFrom(100) },
        PDF,
        vendorMessages.expiryNotExpected,
        'expiryDate',
      ],
      [
        { documentTypeId: expiring._id, issueDate: daysFrom(-1) },
        PDF,
        vendorMessages.expiryRequired,
        'expiryDate',
      ],
      [
        { documentTypeId: expiring._id, issueDate: daysFrom(-1), expiryDate: 'soon' },
        PDF,
        vendorMessages.expiryDateInvalid,
        'expiryDate',
      ],
      [
        { documentTypeId: expiring._id, issueDate: daysFrom(-10), expiryDate: daysFrom(-10) },
        PDF,
        vendorMessages.expiryBeforeIssue,
        'expiryDate',
      ],
      [
        { documentTypeId: expiring._id, issueDate: daysFrom(-10), expiryDate: daysFrom(-1) },
        PDF,
        vendorMessages.expiryPast,
        'expiryDate',
      ],
    ];
    for (const [fields, file, message, field] of cases) {
      const response = await upload(supplier, supplier.id, fields, file);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    // Expiring today is still valid today.
    expect(
      (
        await upload(supplier, supplier.id, {
          documentTypeId: expiring._id,
          issueDate: daysFrom(-10),
          expiryDate: daysFrom(0),
        })
      ).statusCode,
    ).toBe(201);
    expect((await docsOf(supplier.id)).length).toBe(before + 1);
    const notMultipart = await call('POST', `/api/supplier/${supplier.id}/documents`, supplier, {
      documentTypeId: expiring._id,
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('only the supplier in the path: 401 anonymous, 403 another supplier and every admin', async () => {
    const type = await newType(false);
    const fields = { documentTypeId: type._id, issueDate: daysFrom(-1) };
    expect((await upload(null, supplier.id, fields)).statusCode).toBe(401);
    expect((await call('GET', `/api/supplier/${supplier.id}/documents`, null)).statusCode).toBe(401);
    for (const caller of [rival, plain, manager, admin]) {
      expect((await upload(caller, supplier.id, fields)).statusCode).toBe(403);
      expect((await call('GET', `/api/supplier/${supplier.id}/documents`, caller)).statusCode).toBe(403);
    }
    expect((await docsOf(supplier.id)).filter((doc) => doc.documentTypeId === type._id)).toHaveLength(0);
  });
});

describe('the admin reviews', () => {
  const uploadOne = async (who: TestCaller) => {
    const type = await newType(true, [ids.categoryId]);
    const response = await upload(who, who.id, {
      documentTypeId: type._id,
      issueDate: daysFrom(-5),
      expiryDate: daysFrom(20),
    });
    const doc = response
      .json()
      .data.documents.find((d: { documentTypeId: string }) => d.documentTypeId === type._id);
    return { type, id: doc._id as string };
  };

  it('lists a supplier’s documents for a manager only', async () => {
    await uploadOne(supplier);
    const url = `/api/supplier-documents/supplier/${supplier.id}`;
    expect((await call('GET', url, manager)).json().data.documents.length).toBeGreaterThan(0);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    for (const caller of [supplier, rival, plain])
      expect((await call('GET', url, caller)).statusCode).toBe(403);
    expect(
      (await call('GET', '/api/supplier-documents/supplier/00000000-0000-4000-8000-000000000000', admin))
        .statusCode,
    ).toBe(404);
  });

  it('verifies a pending document (expiring within 30 days), once; audited', async () => {
    const { id } = await uploadOne(supplier);
    const verified = await call('POST', `/api/supplier-documents/verify/${id}`, manager);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.documents.find((d: { _id: string }) => d._id === id)).toMatchObject({
      status: 'Verified',
      state: 'expiring',
    });
    expect(await ctx.auditFor(id, 'supplier-document.verify')).toHaveLength(1);
    const again = await call('POST', `/api/supplier-documents/verify/${id}`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(vendorMessages.alreadyReviewed);
    expect(
      (await call('POST', `/api/supplier-documents/reject/${id}`, admin, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason: audited, the supplier notified and shown the reason; the type is missing again', async () => {
    const { type, id } = await uploadOne(supplier);
    const empty = await call('POST', `/api/supplier-documents/reject/${id}`, admin, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(vendorMessages.rejectReasonRequired);
    expect((await call('POST', `/api/supplier-documents/reject/${id}`, admin, {})).json().message).toBe(
      vendorMessages.rejectReasonRequired,
    );
    expect(
      (await call('POST', `/api/supplier-documents/reject/${id}`, admin, { reason: 'x'.repeat(501) })).json()
        .message,
    ).toBe(vendorMessages.reasonTooLong);
    const rejected = await call('POST', `/api/supplier-documents/reject/${id}`, admin, {
      reason: 'The stamp is unreadable.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await ctx.auditFor(id, 'supplier-document.reject')).toHaveLength(1);
    const sent = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, supplier.id), eq(notifications.event, 'document.rejected')));
    expect(sent.some((n) => n.body.includes('The stamp is unreadable.') && n.title.includes(type.name))).toBe(
      true,
    );
    const mine = (await call('GET', `/api/supplier/${supplier.id}/documents`, supplier)).json().data;
    expect(mine.documents.find((d: { _id: string }) => d._id === id)).toMatchObject({
      state: 'rejected',
      rejectReason: 'The stamp is unreadable.',
    });
    expect(mine.missing).toContainEqual({ _id: type._id, name: type.name });
  });

  it('refuses review calls to a supplier, another supplier and a sub-admin without the permission; 404 unknown', async () => {
    const { id } = await uploadOne(rival);
    expect((await call('POST', `/api/supplier-documents/verify/${id}`, null)).statusCode).toBe(401);
    for (const caller of [supplier, rival, plain]) {
      expect((await call('POST', `/api/supplier-documents/verify/${id}`, caller)).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/supplier-documents/reject/${id}`, caller, { reason: 'x' })).statusCode,
      ).toBe(403);
    }
    const [row] = await ctx.db.select().from(supplierDocuments).where(eq(supplierDocuments.id, id));
    expect(row?.status).toBe('Pending');
    expect((await call('POST', '/api/supplier-documents/verify/nope', admin)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/supplier-documents/verify/00000000-0000-4000-8000-000000000000', admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('registration', () => {
  it('writes the two files as documents of the two built-in types, without days, pending', async () => {
    const response = await postRegistration(ctx.app, 'newdocs@docs.in', ids);
    expect(response.statusCode).toBe(201);
    const id = response.json().data._id as string;
    const rows = await ctx.db
      .select({
        key: documentTypes.builtinKey,
        status: supplierDocuments.status,
        issueDate: supplierDocuments.issueDate,
        expiryDate: supplierDocuments.expiryDate,
      })
      .from(supplierDocuments)
      .innerJoin(documentTypes, eq(documentTypes.id, supplierDocuments.documentTypeId))
      .where(eq(supplierDocuments.supplierId, id));
    expect(rows.map((row) => row.key).sort()).toEqual(['trade_licence', 'vat_certificate']);
    expect(
      rows.every((row) => row.status === 'Pending' && row.issueDate === null && row.expiryDate === null),
    ).toBe(true);
    const view = (await call('GET', `/api/supplier-documents/supplier/${id}`, manager)).json().data;
    expect(view.documents).toHaveLength(2);
    for (const doc of view.documents) expect((await call('GET', doc.fileUrl, manager)).statusCode).toBe(200);
  });

  it('migration 0028 backfills existing suppliers’ two files: verified once activated, else pending; once', async () => {
    const backfill = readFileSync(
      new URL('../../db/migrations/0028_supplier_documents_backfill.sql', import.meta.url),
      'utf8',
    );
    const run = async () => {
      for (const statement of backfill.split('--> statement-breakpoint'))
        await ctx.db.execute(sql.raw(statement));
    };
    const register = async (email: string) =>
      (await postRegistration(ctx.app, email, ids)).json().data._id as string;
    const pending = await register('backfill-pending@docs.in');
    const active = await register('backfill-active@docs.in');
    await ctx.db.update(suppliers).set({ status: 'Active' }).where(eq(suppliers.id, active));
    for (const id of [pending, active])
      await ctx.db.delete(supplierDocuments).where(eq(supplierDocuments.supplierId, id));
    await run();
    await run();
    expect((await docsOf(pending)).map((row) => row.status)).toEqual(['Pending', 'Pending']);
    const activeRows = await docsOf(active);
    expect(activeRows.map((row) => row.status)).toEqual(['Verified', 'Verified']);
    const [supplierRow] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, active));
    expect(activeRows.map((row) => row.fileId).sort()).toEqual(
      [supplierRow?.tradeLicenseFileId, supplierRow?.vatCertificateFileId].sort(),
    );
  });
});
