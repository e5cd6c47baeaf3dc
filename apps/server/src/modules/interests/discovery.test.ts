import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom } from '../../test/tenders';

/*
 * GET /api/tenders/category/{category}: a supplier's published tenders of its own category, with
 * its own interest only (decision 021).
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let plumbing: { categoryId: string; subCategoryId: string };
let slashed: { categoryId: string; subCategoryId: string };
let supplier: TestCaller;
let neighbour: TestCaller;
let plumber: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let noPermissions: TestCaller;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  plumbing = await insertCategoryPair(ctx.database, 'Plumbing', 'Pipes');
  slashed = await insertCategoryPair(ctx.database, 'Pipes / Fittings & Co', 'Elbows');
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Acme Electricals' });
  neighbour = await ctx.as.supplier({ ...electrical, companyName: 'Neighbour Electricals' });
  plumber = await ctx.as.supplier({ ...plumbing, companyName: 'Plumbers Ltd' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noPermissions = await ctx.as.subAdmin(['manageSuppliers', 'masterTables']);
  const db = ctx.db;
  const e = electrical.categoryId;
  ids.oldest = await createTenderRow(db, {
    categoryId: e,
    projectName: 'Substation cabling',
    publishingDate: daysFrom(-10),
  });
  ids.newer = await createTenderRow(db, {
    categoryId: e,
    projectName: 'Street lighting',
    publishingDate: daysFrom(-2),
    items: 3,
  });
  ids.closed = await createTenderRow(db, {
    categoryId: e,
    projectName: 'Closed switchgear',
    publishingDate: daysFrom(-20),
    closingDate: daysFrom(-1),
  });
  ids.closingToday = await createTenderRow(db, {
    categoryId: e,
    projectName: 'Transformer today',
    publishingDate: daysFrom(-5),
    closingDate: daysFrom(0),
  });
  ids.draft = await createTenderRow(db, { categoryId: e, status: 'Draft', projectName: 'Draft wiring' });
  ids.plumbing = await createTenderRow(db, { categoryId: plumbing.categoryId, projectName: 'Water mains' });
  ids.slashed = await createTenderRow(db, { categoryId: slashed.categoryId, projectName: 'Elbow joints' });
});
afterAll(() => ctx.close());

const list = (category: string, caller: TestCaller | null, query = '') =>
  ctx.call(
    'GET',
    `/api/tenders/category/${encodeURIComponent(category)}${query}`,
    undefined,
    caller?.headers ?? {},
  );

describe('GET /api/tenders/category/{category}', () => {
  it("gives a supplier its own category's published tenders by id or by name, newest first", async () => {
    const byId = await list(electrical.categoryId, supplier);
    expect(byId.statusCode).toBe(200);
    const body = byId.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual([
      ids.newer,
      ids.closingToday,
      ids.oldest,
      ids.closed,
    ]);
    for (const reference of ['Electrical', '  eLeCtRiCaL  ', electrical.categoryId.toUpperCase()]) {
      const response = await list(reference, supplier);
      expect(response.statusCode, reference).toBe(200);
      expect(response.json()).toEqual(body);
    }
    const newer = body.data[0];
    expect(Object.keys(newer).sort()).toEqual(
      [
        '_id',
        'projectCode',
        'projectName',
        'organisation',
        'projectTitle',
        'supplyCategory',
        'supplyCategoryId',
        'projectScope',
        'publishingDate',
        'closingDate',
        'status',
        'readyToPublish',
        'sealed',
        'isClosed',
        'createdAt',
        'updatedAt',
        'publishedAt',
        'itemCount',
        'interestStatus',
        'interestId',
        'interestedDate',
      ].sort(),
    );
    expect(newer).toMatchObject({
      projectName: 'Street lighting',
      supplyCategory: 'Electrical',
      supplyCategoryId: electrical.categoryId,
      status: 'Published',
      isClosed: false,
      itemCount: 3,
      publishingDate: daysFrom(-2),
      interestStatus: null,
      interestId: null,
      interestedDate: null,
    });
  });

  it('marks a tender closed once its closing date has ended in the portal time zone (today is still open)', async () => {
    const rows = (await list('Electrical', supplier)).json().data as { _id: string; isClosed: boolean }[];
    const closed = Object.fromEntries(rows.map((row) => [row._id, row.isClosed]));
    expect(closed[ids.closed ?? '']).toBe(true);
    expect(closed[ids.closingToday ?? '']).toBe(false);
  });

  it('follows a category rename at once (names are joined, never copied)', async () => {
    await ctx.db
      .update(categories)
      .set({ name: 'Electrical Works' })
      .where(eq(categories.id, electrical.categoryId));
    try {
      const response = await list('electrical works', supplier);
      expect(response.statusCode).toBe(200);
      expect(response.json().data[0].supplyCategory).toBe('Electrical Works');
      expect((await list('Electrical', supplier)).statusCode).toBe(404);
    } finally {
      await ctx.db
        .update(categories)
        .set({ name: 'Electrical' })
        .where(eq(categories.id, electrical.categoryId));
    }
  });

  it('takes a URL-encoded name with slashes, spaces and ampersands', async () => {
    const own = await ctx.as.supplier({ ...slashed });
    const response = await list('pipes / fittings & co', own);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { _id: string }) => row._id)).toEqual([ids.slashed]);
  });

  it("refuses a supplier another category's tenders with 403, by id or name, and 404 for an unknown one", async () => {
    for (const reference of [plumbing.categoryId, 'Plumbing', ' plumbing ']) {
      const response = await list(reference, supplier);
      expect(response.statusCode, reference).toBe(403);
      expect(response.json()).toEqual({ message: messages.supplierSide.otherCategory });
    }
    for (const reference of [randomUUID(), 'No such category', 'Electric']) {
      const response = await list(reference, supplier);
      expect(response.statusCode, reference).toBe(404);
      expect(response.json()).toEqual({ message: messages.supplierSide.noTendersForCategory });
    }
    // The plumber sees its own, never Electrical's.
    const own = await list('Plumbing', plumber);
    expect(own.json().data.map((row: { _id: string }) => row._id)).toEqual([ids.plumbing]);
    expect((await list('Electrical', plumber)).statusCode).toBe(403);
  });

  it('shows each supplier its own interest only', async () => {
    const express = await ctx.call(
      'POST',
      `/api/suppliers/${ids.newer}/interest`,
      { supplierId: supplier.id, supplierName: 'whatever' },
      supplier.headers,
    );
    expect(express.statusCode).toBe(201);
    const mine = (await list('Electrical', supplier)).json().data[0];
    expect(mine).toMatchObject({
      _id: ids.newer,
      interestStatus: 'Pending',
      interestId: express.json().data._id,
      interestedDate: express.json().data.interestedDate,
    });
    const theirs = (await list('Electrical', neighbour)).json().data[0];
    expect(theirs).toMatchObject({
      _id: ids.newer,
      interestStatus: null,
      interestId: null,
      interestedDate: null,
    });
    // Admins see the tender, never anyone's interest here.
    for (const caller of [admin, tenderManager]) {
      const row = (await list('Electrical', caller)).json().data[0];
      expect(row).toMatchObject({ _id: ids.newer, interestStatus: null, interestId: null });
    }
  });

  it('lets the admin and sub-admins who manage tenders read any category, by id or name', async () => {
    for (const caller of [admin, tenderManager]) {
      const response = await list('plumbing', caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, data: [{ _id: ids.plumbing }] });
      expect((await list(electrical.categoryId, caller)).json().total).toBe(4);
      expect((await list('nothing here', caller)).statusCode).toBe(404);
    }
  });

  it('refuses everyone else: 401 anonymous or a stale session, 403 a sub-admin without manageTenders', async () => {
    const anonymous = await list('Electrical', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.auth.missingToken });
    const refused = await list('Electrical', noPermissions, '?page=zero');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    // A pending supplier cannot log in; an inactivated one's session ends at once.
    const pending = await ctx.as.supplier({ ...electrical, status: 'Pending' });
    expect((await list('Electrical', pending)).statusCode).toBe(401);
    const leaving = await ctx.as.supplier({ ...electrical });
    expect((await list('Electrical', leaving)).statusCode).toBe(200);
    await ctx.db
      .update(suppliers)
      .set({ status: 'Inactive', tokenVersion: sql`${suppliers.tokenVersion} + 1` })
      .where(eq(suppliers.id, leaving.id));
    expect((await list('Electrical', leaving)).statusCode).toBe(401);
  });

  it('pages, sorts and searches on the shared paging contract', async () => {
    const second = (await list('Electrical', supplier, '?page=2&pageSize=1')).json();
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 1, data: [{ _id: ids.closingToday }] });
    const beyond = (await list('Electrical', supplier, '?page=9&pageSize=2')).json();
    expect(beyond).toEqual({ data: [], total: 4, page: 9, pageSize: 2 });
    const byName = (await list('Electrical', supplier, '?sort=projectName')).json().data;
    expect(byName.map((row: { projectName: string }) => row.projectName)).toEqual([
      'Closed switchgear',
      'Street lighting',
      'Substation cabling',
      'Transformer today',
    ]);
    const byClosing = (await list('Electrical', supplier, '?sort=-closingDate')).json().data;
    expect(byClosing.at(-1)._id).toBe(ids.closed);
    const searched = (await list('Electrical', supplier, '?q=LIGHT')).json();
    expect(searched).toMatchObject({ total: 1, data: [{ _id: ids.newer }] });
    expect((await list('Electrical', supplier, '?q=100%25_')).json()).toMatchObject({ total: 0, data: [] });
    for (const [query, message] of [
      ['?page=0', messages.list.pageInvalid],
      ['?pageSize=500', messages.list.pageSizeInvalid(200)],
      ['?sort=price', undefined],
    ] as const) {
      const response = await list('Electrical', supplier, query);
      expect(response.statusCode, query).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
  });
});
