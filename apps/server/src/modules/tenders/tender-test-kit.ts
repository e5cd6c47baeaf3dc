import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { files } from '../../db/schema/files';
import { tenderFiles, tenderItems, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';

/*
 * The tender API tests' one set-up (tenders.test.ts, tender-drafts.test.ts, tender-lists.test.ts):
 * each test file that imports it gets a fresh app and database, two categories, a manager of each
 * kind and two suppliers, and the helpers below.
 */

export let ctx: TestContext;
export let categoryId: string;
export let categoryName: string;
export let otherCategoryId: string;
export const as: Record<
  'anonymous' | 'admin' | 'manager' | 'reports' | 'plain' | 'supplier' | 'outsider',
  Headers
> = {
  anonymous: {},
  admin: {},
  manager: {},
  reports: {},
  plain: {},
  supplier: {},
  outsider: {},
};
export let supplierId: string;

/**
 * Registers the kit's set-up in the calling test file: a fresh app and database for that file (called at
 * each file's top level, so files share nothing even when vitest runs them in one module graph).
 */
export function useTenderKit() {
  beforeAll(async () => {
    ctx = await createTestApp();
    categoryName = `Electrical ${randomUUID().slice(0, 8)}`;
    const pair = await insertCategoryPair(ctx.database, categoryName, 'Cables');
    categoryId = pair.categoryId;
    const other = await insertCategoryPair(ctx.database, `Civil ${randomUUID().slice(0, 8)}`, 'Cement');
    otherCategoryId = other.categoryId;
    as.admin = (await ctx.as.admin()).headers;
    as.manager = (await ctx.as.subAdmin(['manageTenders'])).headers;
    as.reports = (await ctx.as.subAdmin(['reports'])).headers;
    as.plain = (await ctx.as.subAdmin(['manageSuppliers', 'masterTables'])).headers;
    const supplier = await ctx.as.supplier(pair);
    supplierId = supplier.id;
    as.supplier = supplier.headers;
    as.outsider = (await ctx.as.supplier(other)).headers;
  });
  afterAll(() => ctx.close());
}

export const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers) =>
  ctx.app.inject({ method, url, headers });

export async function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(field ? { message, field } : { message });
}

export async function tenderRows(id: string) {
  const db = ctx.db;
  const [t] = await db.select({ n: count() }).from(tenders).where(eq(tenders.id, id));
  const [i] = await db.select({ n: count() }).from(tenderItems).where(eq(tenderItems.tenderId, id));
  const fileRows = await db
    .select({ fileId: tenderFiles.fileId })
    .from(tenderFiles)
    .where(eq(tenderFiles.tenderId, id));
  return { tenders: t?.n ?? 0, items: i?.n ?? 0, fileIds: fileRows.map((row) => row.fileId) };
}

export async function storedFileCount(ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await ctx.db.select({ n: count() }).from(files).where(inArray(files.id, ids));
  return row?.n ?? 0;
}
