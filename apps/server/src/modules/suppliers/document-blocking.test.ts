import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { interests } from '../../db/schema/tenders';
import { supplierDocuments } from '../../db/schema/vendor';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { createTenderRow, daysFrom } from '../../test/tenders';
import { insertDocumentType, insertSupplierDocument } from '../../test/vendor-documents-fixtures';

/*
 * Issue 24 item 1: an expired current document of a type the supplier's category requires (and
 * that expires) blocks new interest and quotation submit, revise and confirm until a newer one
 * replaces it (403 naming the type and what to do). A document valid through its expiry day blocks
 * from the next day in the portal's calendar (Asia/Kolkata), not UTC's.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let ids: { categoryId: string; subCategoryId: string };
let other: { categoryId: string; subCategoryId: string };
let licence: { id: string; name: string };
let insurance: { id: string; name: string };
let pan: { id: string; name: string };
let admin: TestCaller;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Blocking', 'Goods');
  other = await insertCategoryPair(ctx.database, 'Other', 'Things');
  kit = awardKit(ctx, ids.categoryId);
  admin = await ctx.as.admin();
  licence = await insertDocumentType(ctx.db, { name: 'Factory licence', requiredBy: [ids.categoryId] });
  insurance = await insertDocumentType(ctx.db, { name: 'Insurance', requiredBy: [ids.categoryId] });
  // Required but never expires: an old expiry day on it does not block.
  pan = await insertDocumentType(ctx.db, { name: 'PAN card', expires: false, requiredBy: [ids.categoryId] });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const newSupplier = (pair = ids) => ctx.as.supplier({ ...pair, companyName: `Blocking Co ${++counter}` });
const LINES: QuoteLine[] = [{ itemCode: 'IT-1', qty: '2', unitPrice: 100, gstRate: 18 }];
const quotationBody = JSON.stringify({
  items: LINES.map((line) => ({ itemName: `Item ${line.itemCode}`, uom: 'pcs', ...line })),
  notes: 'Blocking test',
});
const expressInterest = (tender: string, supplier: TestCaller, headers = supplier.headers) =>
  ctx.call('POST', `/api/suppliers/${tender}/interest`, { supplierId: supplier.id }, headers);
const submit = (tender: string, supplier: TestCaller, headers = supplier.headers) =>
  ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: quotationBody },
    headers,
  );

describe('an expired required document', () => {
  it('refuses interest, quotation submit, revise and confirm with the type named; a newer document lifts it', async () => {
    const blocked = await newSupplier();
    const fine = await newSupplier();
    const openTender = await createTenderRow(ctx.db, { categoryId: ids.categoryId });
    const quoted = await kit.tenderFor([blocked, fine]);
    const approved = await kit.tenderFor([blocked]);
    const { id: quotationId } = await kit.quote(quoted, blocked, LINES);
    await insertSupplierDocument(ctx.db, {
      supplierId: blocked.id,
      documentTypeId: licence.id,
      issueDate: daysFrom(-400),
      expiryDate: daysFrom(-1),
    });
    await insertSupplierDocument(ctx.db, {
      supplierId: blocked.id,
      documentTypeId: insurance.id,
      expiryDate: daysFrom(-3),
    });
    await insertSupplierDocument(ctx.db, {
      supplierId: blocked.id,
      documentTypeId: pan.id,
      expiryDate: daysFrom(-30),
    });
    const message = vendorMessages.blockedByDocuments(['Factory licence', 'Insurance']);
    expect(message).toMatch(/in My Documents/);

    const interest = await expressInterest(openTender, blocked);
    expect(interest.statusCode).toBe(403);
    expect(interest.json().message).toBe(message);
    expect(await ctx.db.select().from(interests).where(eq(interests.tenderId, openTender))).toEqual([]);
    const sent = await submit(approved, blocked);
    expect(sent.statusCode).toBe(403);
    expect(sent.json().message).toBe(message);
    const revise = await ctx.call(
      'PUT',
      `/api/tenders/${quoted}/supplier/${blocked.id}/quotation/${quotationId}`,
      { quotation: quotationBody },
      blocked.headers,
    );
    expect(revise.statusCode).toBe(403);
    expect(revise.json().message).toBe(message);
    const confirm = await ctx.call(
      'POST',
      `/api/tenders/${quoted}/supplier/${blocked.id}/quotation/${quotationId}/confirm`,
      undefined,
      blocked.headers,
    );
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().message).toBe(message);

    // Another supplier of the category is not blocked by it.
    expect((await expressInterest(openTender, fine)).statusCode).toBe(201);
    expect((await submit(quoted, fine)).statusCode).toBe(201);

    // A rejected newer upload does not replace it; a pending newer one of each type does.
    await insertSupplierDocument(ctx.db, {
      supplierId: blocked.id,
      documentTypeId: licence.id,
      expiryDate: daysFrom(300),
      status: 'Rejected',
    });
    await insertSupplierDocument(ctx.db, {
      supplierId: blocked.id,
      documentTypeId: insurance.id,
      expiryDate: daysFrom(300),
      status: 'Pending',
    });
    const one = await expressInterest(openTender, blocked);
    expect(one.statusCode).toBe(403);
    expect(one.json().message).toBe(vendorMessages.blockedByDocuments(['Factory licence']));
    await insertSupplierDocument(ctx.db, {
      supplierId: blocked.id,
      documentTypeId: licence.id,
      expiryDate: daysFrom(300),
      status: 'Pending',
    });
    const again = await expressInterest(openTender, blocked);
    expect(again.statusCode, again.body).toBe(201);
    expect((await submit(approved, blocked)).statusCode).toBe(201);
  });

  it('never blocks: a registration document without dates, a type the category does not require, none uploaded', async () => {
    const carried = await newSupplier();
    await insertSupplierDocument(ctx.db, {
      supplierId: carried.id,
      documentTypeId: licence.id,
      expiryDate: null,
    });
    const elsewhere = await newSupplier(other);
    await insertSupplierDocument(ctx.db, {
      supplierId: elsewhere.id,
      documentTypeId: licence.id,
      expiryDate: daysFrom(-10),
    });
    const none = await newSupplier();
    for (const [supplier, categoryId] of [
      [carried, ids.categoryId],
      [elsewhere, other.categoryId],
      [none, ids.categoryId],
    ] as const) {
      const tender = await createTenderRow(ctx.db, { categoryId });
      const response = await expressInterest(tender, supplier);
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('is valid through its expiry day and blocks from the next day at midnight in Kolkata, not UTC', async () => {
    const supplier = await newSupplier();
    const expiry = daysFrom(1);
    await insertSupplierDocument(ctx.db, {
      supplierId: supplier.id,
      documentTypeId: licence.id,
      expiryDate: expiry,
    });
    const first = await createTenderRow(ctx.db, { categoryId: ids.categoryId });
    const second = await createTenderRow(ctx.db, { categoryId: ids.categoryId });
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:59 in Kolkata on the expiry day (18:29 UTC): still valid.
    vi.setSystemTime(new Date(`${expiry}T18:29:00Z`));
    let headers = await ctx.login(supplier.email, supplier.password);
    const before = await expressInterest(first, supplier, headers);
    expect(before.statusCode, before.body).toBe(201);
    // 00:01 in Kolkata the next day, still the expiry day in UTC (18:31): blocked.
    vi.setSystemTime(new Date(`${expiry}T18:31:00Z`));
    headers = await ctx.login(supplier.email, supplier.password);
    const after = await expressInterest(second, supplier, headers);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(vendorMessages.blockedByDocuments(['Factory licence']));
  });
});

describe('the blocking facts in the supplier views', () => {
  it('the supplier’s own profile and the admin’s details carry the required types and the uploads; another supplier cannot read them', async () => {
    const supplier = await newSupplier();
    const stranger = await newSupplier();
    await insertSupplierDocument(ctx.db, {
      supplierId: supplier.id,
      documentTypeId: licence.id,
      expiryDate: daysFrom(-1),
    });
    const own = await ctx.call('GET', '/api/suppliers/profile', undefined, supplier.headers);
    expect(own.statusCode).toBe(200);
    const facts = own.json().data.requiredDocuments;
    expect(facts.types.map((type: { name: string }) => type.name)).toEqual([
      'Factory licence',
      'Insurance',
      'PAN card',
    ]);
    // Read in the profile's one statement (decision 066): each upload with its stored instant.
    const [stored] = await ctx.db
      .select({ uploadedAt: supplierDocuments.uploadedAt })
      .from(supplierDocuments)
      .where(eq(supplierDocuments.supplierId, supplier.id));
    expect(facts.documents).toEqual([
      {
        documentTypeId: licence.id,
        status: 'Verified',
        expiryDate: daysFrom(-1),
        uploadedAt: stored?.uploadedAt.toISOString(),
      },
    ]);
    expect(facts.types).toEqual([
      { id: licence.id, name: 'Factory licence', expires: true },
      { id: insurance.id, name: 'Insurance', expires: true },
      { id: pan.id, name: 'PAN card', expires: false },
    ]);
    const details = await ctx.call('GET', `/api/suppliers/details/${supplier.id}`, undefined, admin.headers);
    expect(details.json().data.requiredDocuments).toEqual(facts);
    expect(
      (await ctx.call('GET', `/api/suppliers/details/${supplier.id}`, undefined, stranger.headers))
        .statusCode,
    ).toBe(403);
    expect((await ctx.call('GET', `/api/suppliers/details/${supplier.id}`)).statusCode).toBe(401);
  });
});
