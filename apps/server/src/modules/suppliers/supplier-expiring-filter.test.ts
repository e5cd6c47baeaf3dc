import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { daysFrom } from '../../test/tenders';
import { insertDocumentType, insertSupplierDocument } from '../../test/vendor-documents-fixtures';

/*
 * Issue 24 item 1: the supplier lists' "documents expiring within N days" filter
 * (`expiringWithin`, 1 to 365): suppliers with a current document (not rejected, of a type that
 * expires) whose expiry day is from today to today + N in the portal's calendar; already expired
 * ones are not included. With the paging, the search and the CSV/XLSX exports.
 */

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let manager: TestCaller;
let unrelated: TestCaller;
let supplier: TestCaller;
let permit: { id: string };
let lifelong: { id: string };

/** Company name → its document(s): [expiry in days from today, status?, uploaded?]. */
const SUPPLIERS: Record<string, [number, ('Verified' | 'Rejected' | 'Pending')?, string?][]> = {
  'Expiry Today Co': [[0]],
  'Expiry Thirty Co': [[30, 'Pending']],
  'Expiry ThirtyOne Co': [[31]],
  'Expiry Expired Co': [[-1]],
  'Expiry Rejected Co': [[5, 'Rejected']],
  // Replaced by a newer upload that expires later.
  'Expiry Replaced Co': [
    [5, 'Verified', '2026-01-01T00:00:00Z'],
    [400, 'Pending', '2026-02-01T00:00:00Z'],
  ],
  'Expiry None Co': [],
};

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Expiring', 'Goods');
  admin = await ctx.as.admin();
  manager = await ctx.as.subAdmin(['manageSuppliers']);
  unrelated = await ctx.as.subAdmin(['masterTables']);
  permit = await insertDocumentType(ctx.db, { name: 'Operating permit' });
  lifelong = await insertDocumentType(ctx.db, { name: 'Deed', expires: false });
  for (const [companyName, docs] of Object.entries(SUPPLIERS)) {
    const created = await ctx.as.supplier({ ...ids, companyName });
    for (const [days, status, uploaded] of docs) {
      await insertSupplierDocument(ctx.db, {
        supplierId: created.id,
        documentTypeId: permit.id,
        expiryDate: daysFrom(days),
        status,
        uploadedAt: uploaded ? new Date(uploaded) : undefined,
      });
    }
  }
  // A type that does not expire: its day is not an expiry.
  const deed = await ctx.as.supplier({ ...ids, companyName: 'Expiry Deed Co' });
  await insertSupplierDocument(ctx.db, {
    supplierId: deed.id,
    documentTypeId: lifelong.id,
    expiryDate: daysFrom(3),
  });
  // A Pending supplier: in the Pending list only.
  const pending = await ctx.as.supplier({ ...ids, companyName: 'Expiry Pending Co', status: 'Pending' });
  await insertSupplierDocument(ctx.db, {
    supplierId: pending.id,
    documentTypeId: permit.id,
    expiryDate: daysFrom(3),
  });
  supplier = await ctx.as.supplier({ ...ids, companyName: 'Expiry Caller Co' });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const names = (response: { json: () => { data: { companyName: string }[] } }) =>
  response
    .json()
    .data.map((row) => row.companyName)
    .sort();
const active = (query: string, caller: TestCaller | null = admin) =>
  ctx.call('GET', `/api/suppliers/active?q=Expiry&${query}`, undefined, caller?.headers ?? {});

describe('the "documents expiring within N days" filter', () => {
  it('lists the suppliers whose current document expires from today to today + N', async () => {
    const thirty = await active('expiringWithin=30');
    expect(thirty.statusCode, thirty.body).toBe(200);
    expect(names(thirty)).toEqual(['Expiry Thirty Co', 'Expiry Today Co']);
    expect(thirty.json().total).toBe(2);
    expect(names(await active('expiringWithin=31'))).toEqual([
      'Expiry Thirty Co',
      'Expiry ThirtyOne Co',
      'Expiry Today Co',
    ]);
    expect(names(await active('expiringWithin=1'))).toEqual(['Expiry Today Co']);
    // Without it: everyone the search finds.
    expect((await active('')).json().total).toBe(9);
    expect((await active('expiringWithin=')).json().total).toBe(9);
    const pending = await ctx.call('GET', '/api/suppliers/view?expiringWithin=5', undefined, admin.headers);
    expect(names(pending)).toEqual(['Expiry Pending Co']);
  });

  it('pages, searches and sorts with it', async () => {
    const first = await active('expiringWithin=31&pageSize=2&page=1&sort=companyName');
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json().data.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Expiry Thirty Co',
      'Expiry ThirtyOne Co',
    ]);
    const second = await active('expiringWithin=31&pageSize=2&page=2&sort=companyName');
    expect(second.json().data.map((row: { companyName: string }) => row.companyName)).toEqual([
      'Expiry Today Co',
    ]);
    const searched = await ctx.call(
      'GET',
      '/api/suppliers/active?q=ThirtyOne&expiringWithin=31',
      undefined,
      admin.headers,
    );
    expect(names(searched)).toEqual(['Expiry ThirtyOne Co']);
  });

  it('the CSV and Excel exports take it', async () => {
    const csv = await ctx.call(
      'GET',
      '/api/suppliers/active.csv?q=Expiry&expiringWithin=30&sort=companyName',
      undefined,
      manager.headers,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Expiry Today Co');
    expect(csv.body).toContain('Expiry Thirty Co');
    expect(csv.body).not.toContain('Expiry ThirtyOne Co');
    expect(csv.body).not.toContain('Expiry Expired Co');
    const xlsx = await ctx.call(
      'GET',
      '/api/suppliers/active.xlsx?expiringWithin=30',
      undefined,
      manager.headers,
    );
    expect(xlsx.statusCode).toBe(200);
    const bad = await ctx.call(
      'GET',
      '/api/suppliers/active.csv?expiringWithin=0',
      undefined,
      manager.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(vendorMessages.expiringWithinInvalid);
  });

  it('refuses a bad number of days with its message', async () => {
    for (const value of ['0', '366', '-3', '1.5', 'soon', '30days']) {
      const response = await active(`expiringWithin=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().message, value).toBe(vendorMessages.expiringWithinInvalid);
    }
    expect((await active('expiringWithin=365')).statusCode).toBe(200);
  });

  it('is guarded like the list: 401 anonymous, 403 a supplier and a sub-admin without the permission', async () => {
    expect((await active('expiringWithin=30', null)).statusCode).toBe(401);
    expect((await active('expiringWithin=30', supplier)).statusCode).toBe(403);
    expect((await active('expiringWithin=30', unrelated)).statusCode).toBe(403);
    expect(names(await active('expiringWithin=30', manager))).toEqual([
      'Expiry Thirty Co',
      'Expiry Today Co',
    ]);
  });

  it('counts the days in the portal’s calendar: at midnight in Kolkata a document expiring that day drops out', async () => {
    // The "today" document expires on daysFrom(0); at 00:01 in Kolkata the day after, it has expired.
    const expiry = daysFrom(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${expiry}T18:29:00Z`));
    let headers = await ctx.login(admin.email, admin.password);
    const late = await ctx.call('GET', '/api/suppliers/active?q=Expiry&expiringWithin=1', undefined, headers);
    expect(names(late)).toEqual(['Expiry Today Co']);
    vi.setSystemTime(new Date(`${expiry}T18:31:00Z`));
    headers = await ctx.login(admin.email, admin.password);
    const next = await ctx.call(
      'GET',
      '/api/suppliers/active?q=Expiry&expiringWithin=30',
      undefined,
      headers,
    );
    expect(names(next)).toEqual(['Expiry Thirty Co', 'Expiry ThirtyOne Co']);
  });
});
