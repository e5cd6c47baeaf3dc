import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { and, eq, count as sqlCount } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom } from '../../test/tenders';

/*
 * Interest: expressing it (POST /api/suppliers/{tenderId}/interest), deciding it
 * (PUT /api/tenders/{tenderId}/supplier/{supplierId}/status), the supplier's own lists and the
 * admin's views, for every kind of caller.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let plumbing: { categoryId: string; subCategoryId: string };
let supplier: TestCaller;
let neighbour: TestCaller;
let plumber: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  plumbing = await insertCategoryPair(ctx.database, 'Plumbing', 'Pipes');
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Acme Electricals' });
  neighbour = await ctx.as.supplier({ ...electrical, companyName: 'Neighbour Electricals' });
  plumber = await ctx.as.supplier({ ...plumbing, companyName: 'Plumbers Ltd' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noPermissions = await ctx.as.subAdmin(['manageSuppliers', 'masterTables', 'reports']);
});
afterAll(() => ctx.close());

const openTender = (input: Partial<Parameters<typeof createTenderRow>[1]> = {}) =>
  createTenderRow(ctx.db, { categoryId: electrical.categoryId, ...input });

const express = (tenderId: string, caller: TestCaller | null, body: object | undefined = undefined) =>
  ctx.call(
    'POST',
    `/api/suppliers/${tenderId}/interest`,
    body ?? (caller ? { supplierId: caller.id, supplierName: 'Anything' } : {}),
    caller?.headers ?? {},
  );

const decide = (tenderId: string, supplierId: string, body: object | undefined, caller: TestCaller | null) =>
  ctx.call('PUT', `/api/tenders/${tenderId}/supplier/${supplierId}/status`, body, caller?.headers ?? {});

const interestRows = (tenderId: string) =>
  ctx.db.select().from(interests).where(eq(interests.tenderId, tenderId));

describe('POST /api/suppliers/{tenderId}/interest', () => {
  it('records a Pending interest under the stored company name, answers 201 and audits it', async () => {
    const tender = await openTender();
    const response = await express(tender, supplier, {
      supplierId: ` ${supplier.id.toUpperCase()} `,
      supplierName: 'Forged Name',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Interest expressed successfully!',
      data: {
        _id: expect.any(String),
        tenderId: tender,
        supplierId: supplier.id,
        supplierName: 'Acme Electricals',
        status: 'Pending',
        interestedDate: expect.any(String),
        decidedAt: null,
      },
    });
    const [row] = await interestRows(tender);
    expect(row).toMatchObject({
      id: body.data._id,
      supplierId: supplier.id,
      status: 'Pending',
      decidedAt: null,
    });
    const events = await ctx.auditFor(body.data._id, 'interest.express');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: supplier.id,
      actorRole: 'supplier',
      entity: 'interest',
      changes: { tenderId: tender, supplierId: supplier.id, status: 'Pending' },
    });
  });

  it('takes interest on the closing date itself (open until the end of that day in the portal time zone)', async () => {
    const tender = await openTender({ publishingDate: daysFrom(-3), closingDate: daysFrom(0) });
    expect((await express(tender, supplier)).statusCode).toBe(201);
  });

  it('refuses a draft, a closed tender, another category, an unknown tender and a second interest', async () => {
    const auditBefore = await ctx.auditCount({ action: 'interest.express' });
    const draft = await openTender({ status: 'Draft' });
    const closed = await openTender({ publishingDate: daysFrom(-9), closingDate: daysFrom(-1) });
    const otherCategory = await createTenderRow(ctx.db, { categoryId: plumbing.categoryId });
    const cases: [string, number, string][] = [
      [draft, 400, messages.interest.notPublished],
      [closed, 400, messages.interest.tenderClosed],
      [otherCategory, 403, messages.interest.otherCategory],
      [randomUUID(), 404, messages.tender.notFound],
      ['not-a-tender', 404, messages.tender.notFound],
    ];
    for (const [tender, status, message] of cases) {
      const response = await express(tender, supplier);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect(await ctx.auditCount({ action: 'interest.express' })).toBe(auditBefore);

    const tender = await openTender();
    expect((await express(tender, supplier)).statusCode).toBe(201);
    const again = await express(tender, supplier);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'You have already expressed interest in this tender.' });
    expect(await interestRows(tender)).toHaveLength(1);
    // Another supplier of the category may still express its own.
    expect((await express(tender, neighbour)).statusCode).toBe(201);
  });

  it('lets exactly one of several concurrent expressions win', async () => {
    const tender = await openTender();
    const responses = await Promise.all(Array.from({ length: 6 }, () => express(tender, supplier)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json()).toEqual({ message: messages.interest.already });
    }
    expect(await interestRows(tender)).toHaveLength(1);
  });

  it("refuses someone else's supplierId, a missing one, and every caller but an Active supplier", async () => {
    const tender = await openTender();
    const forged = await express(tender, supplier, { supplierId: neighbour.id, supplierName: 'Neighbour' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: messages.interest.notYourself });
    for (const body of [{}, { supplierId: '' }, { supplierId: 7 }]) {
      const response = await express(tender, supplier, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.interest.supplierIdMissing);
    }
    const anonymous = await express(tender, null, { supplierId: supplier.id });
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [admin, tenderManager, noPermissions]) {
      const response = await express(tender, caller, { supplierId: supplier.id });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    const pending = await ctx.as.supplier({ ...electrical, status: 'Pending' });
    expect((await express(tender, pending, { supplierId: pending.id })).statusCode).toBe(401);
    expect(await interestRows(tender)).toHaveLength(0);
  });
});

describe('PUT /api/tenders/{tenderId}/supplier/{supplierId}/status', () => {
  it('approves and rejects in either direction, storing who and when, audited with from and to', async () => {
    const tender = await openTender();
    const interestId = (await express(tender, supplier)).json().data._id as string;
    const approved = await decide(tender, supplier.id, { status: 'Approved' }, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      message: 'Interest approved successfully!',
      data: {
        _id: interestId,
        tenderId: tender,
        supplierId: supplier.id,
        supplierName: 'Acme Electricals',
        status: 'Approved',
        interestedDate: expect.any(String),
        decidedAt: expect.any(String),
      },
    });
    expect((await interestRows(tender))[0]).toMatchObject({ status: 'Approved', decidedBy: admin.id });

    const rejected = await decide(tender, supplier.id, { status: 'Rejected' }, tenderManager);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: 'Interest rejected successfully!',
      data: { status: 'Rejected' },
    });
    expect((await interestRows(tender))[0]).toMatchObject({
      status: 'Rejected',
      decidedBy: tenderManager.id,
    });
    const back = await decide(tender, supplier.id, { status: 'Approved' }, admin);
    expect(back.json().data.status).toBe('Approved');

    const events = await ctx.auditFor(interestId, 'interest.decide');
    expect(events.map((event) => (event.changes as { status: unknown }).status)).toEqual([
      { from: 'Pending', to: 'Approved' },
      { from: 'Approved', to: 'Rejected' },
      { from: 'Rejected', to: 'Approved' },
    ]);
    expect(events.map((event) => event.actorId)).toEqual([admin.id, tenderManager.id, admin.id]);
  });

  it('refuses any other status with 400 and an unknown interest with 404, changing nothing', async () => {
    const tender = await openTender();
    await express(tender, supplier);
    const auditBefore = await ctx.auditCount({ action: 'interest.decide' });
    for (const body of [{ status: 'Pending' }, { status: 'approved' }, { status: 'Maybe' }, {}, undefined]) {
      const response = await decide(tender, supplier.id, body, admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(messages.interest.statusInvalid);
    }
    for (const [tenderId, supplierId] of [
      [tender, neighbour.id],
      [randomUUID(), supplier.id],
      ['nope', supplier.id],
      [tender, 'nope'],
    ] as const) {
      const response = await decide(tenderId, supplierId, { status: 'Approved' }, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.interest.notFound });
    }
    expect((await interestRows(tender))[0]?.status).toBe('Pending');
    expect(await ctx.auditCount({ action: 'interest.decide' })).toBe(auditBefore);
  });

  it('is for the admin and sub-admins who manage tenders only', async () => {
    const tender = await openTender();
    await express(tender, supplier);
    expect((await decide(tender, supplier.id, { status: 'Approved' }, null)).statusCode).toBe(401);
    for (const caller of [noPermissions, supplier, neighbour]) {
      const response = await decide(tender, supplier.id, { status: 'Approved' }, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect((await interestRows(tender))[0]?.status).toBe('Pending');
  });
});

describe("a supplier's own lists", () => {
  let own: TestCaller;
  let other: TestCaller;
  const tenderIds: Record<string, string> = {};

  beforeAll(async () => {
    own = await ctx.as.supplier({ ...electrical, companyName: 'Lists Co' });
    other = await ctx.as.supplier({ ...electrical, companyName: 'Other Co' });
    for (const name of ['pendingA', 'pendingB', 'approved', 'rejected']) {
      tenderIds[name] = await openTender({ projectName: `List ${name}` });
      expect((await express(tenderIds[name] ?? '', own)).statusCode).toBe(201);
    }
    await decide(tenderIds.approved ?? '', own.id, { status: 'Approved' }, admin);
    await decide(tenderIds.rejected ?? '', own.id, { status: 'Rejected' }, admin);
    // The other supplier's interest in the same tenders, decided the other way.
    for (const name of ['pendingA', 'approved', 'rejected']) await express(tenderIds[name] ?? '', other);
    await decide(tenderIds.pendingA ?? '', other.id, { status: 'Rejected' }, admin);
    await decide(tenderIds.approved ?? '', other.id, { status: 'Rejected' }, admin);
    await decide(tenderIds.rejected ?? '', other.id, { status: 'Approved' }, admin);
  });

  const get = (path: string, caller: TestCaller | null, supplierId = own.id) =>
    ctx.call('GET', `/api/suppliers/supplier/${supplierId}/${path}`, undefined, caller?.headers ?? {});

  it('pending: a page of its own pending interests, newest first, as SupplierTender rows', async () => {
    const response = await get('pending', own);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual([
      tenderIds.pendingB,
      tenderIds.pendingA,
    ]);
    expect(body.data[1]).toMatchObject({
      projectName: 'List pendingA',
      supplyCategory: 'Electrical',
      interestStatus: 'Pending',
      isClosed: false,
      itemCount: 2,
    });
    const paged = (await get('pending?page=2&pageSize=1', own)).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, data: [{ _id: tenderIds.pendingA }] });
    const oldestFirst = (await get('pending?sort=interestedDate', own)).json();
    expect(oldestFirst.data.map((row: { _id: string }) => row._id)).toEqual([
      tenderIds.pendingA,
      tenderIds.pendingB,
    ]);
    expect((await get('pending?pageSize=0', own)).statusCode).toBe(400);
  });

  it("approved and rejected: bare arrays of its own decisions, never another supplier's", async () => {
    const approved = await get('approved', own);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual([
      expect.objectContaining({ _id: tenderIds.approved, interestStatus: 'Approved' }),
    ]);
    const rejected = (await get('rejected', own)).json();
    expect(rejected).toEqual([
      expect.objectContaining({ _id: tenderIds.rejected, interestStatus: 'Rejected' }),
    ]);
    const theirs = (await get('rejected', other, other.id)).json();
    expect(theirs.map((row: { _id: string }) => row._id).sort()).toEqual(
      [tenderIds.pendingA, tenderIds.approved].sort(),
    );
    expect(theirs.every((row: { interestStatus: string }) => row.interestStatus === 'Rejected')).toBe(true);
  });

  it("refuses another supplier's id, admins and anonymous callers", async () => {
    for (const path of ['pending', 'approved', 'rejected']) {
      expect((await get(path, null)).statusCode).toBe(401);
      for (const caller of [other, admin, tenderManager]) {
        const response = await get(path, caller);
        expect(response.statusCode, `${path}`).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
      // Its own id in capitals is still its own.
      expect((await get(path, own, own.id.toUpperCase())).statusCode).toBe(200);
    }
  });
});

describe("the admin's interest views", () => {
  let tender: string;
  let later: string;

  beforeAll(async () => {
    tender = await openTender({ projectName: 'Grouped view', publishingDate: daysFrom(-1) });
    later = await openTender({ projectName: 'Grouped later', publishingDate: daysFrom(0) });
    await express(tender, supplier);
    await express(tender, neighbour);
    await express(later, supplier);
    await decide(tender, neighbour.id, { status: 'Approved' }, admin);
  });

  it('GET /api/tenders/interested: the spec shape, published tenders with interest, each with its suppliers', async () => {
    const response = await ctx.call('GET', '/api/tenders/interested', undefined, admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({ page: 1, pageSize: 200 });
    const rows = body.data.data as { _id: string; interestedSuppliers: { supplierId: string }[] }[];
    expect(rows.every((row) => row.interestedSuppliers.length > 0)).toBe(true);
    const grouped = rows.find((row) => row._id === tender);
    expect(grouped).toMatchObject({
      projectName: 'Grouped view',
      supplyCategory: 'Electrical',
      status: 'Published',
    });
    expect(grouped?.interestedSuppliers).toEqual([
      {
        _id: expect.any(String),
        supplierId: neighbour.id,
        supplierName: 'Neighbour Electricals',
        status: 'Approved',
        interestedDate: expect.any(String),
        decidedAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        supplierId: supplier.id,
        supplierName: 'Acme Electricals',
        status: 'Pending',
        interestedDate: expect.any(String),
        decidedAt: null,
      },
    ]);
    expect(rows.findIndex((row) => row._id === later)).toBeLessThan(
      rows.findIndex((row) => row._id === tender),
    );
    const small = (
      await ctx.call('GET', '/api/tenders/interested?pageSize=1', undefined, tenderManager.headers)
    ).json();
    expect(small.data.data).toHaveLength(1);
  });

  it('GET /api/tenders/interested/rows: one row per tender and supplier, paged, newest first, searchable', async () => {
    const response = await ctx.call(
      'GET',
      '/api/tenders/interested/rows?q=grouped',
      undefined,
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.data[0]).toEqual({
      _id: expect.any(String),
      tenderId: later,
      projectCode: expect.any(String),
      projectName: 'Grouped later',
      organisation: 'Public Works',
      publishingDate: daysFrom(0),
      closingDate: daysFrom(30),
      isClosed: false,
      supplierId: supplier.id,
      supplierName: 'Acme Electricals',
      status: 'Pending',
      interestedDate: expect.any(String),
      decidedAt: null,
    });
    const bySupplier = (
      await ctx.call('GET', '/api/tenders/interested/rows?q=NEIGHBOUR%20elec', undefined, admin.headers)
    ).json();
    expect(bySupplier.data.every((row: { supplierId: string }) => row.supplierId === neighbour.id)).toBe(
      true,
    );
    const all = (
      await ctx.call('GET', '/api/tenders/interested/rows?pageSize=200', undefined, admin.headers)
    ).json();
    const [{ n: count } = { n: 0 }] = await ctx.db.select({ n: sqlCount() }).from(interests);
    expect(all.total).toBe(count);
    const times = all.data.map((row: { interestedDate: string }) => row.interestedDate);
    expect(times).toEqual([...times].sort().reverse());
    const last = (
      await ctx.call('GET', `/api/tenders/interested/rows?pageSize=1&page=${count}`, undefined, admin.headers)
    ).json();
    expect(last.data[0]._id).toBe(all.data.at(-1)._id);
    expect(
      (await ctx.call('GET', '/api/tenders/interested/rows?sort=supplierName', undefined, admin.headers))
        .statusCode,
    ).toBe(400);
  });

  it('both are for the admin and sub-admins who manage tenders only', async () => {
    for (const path of ['/api/tenders/interested', '/api/tenders/interested/rows']) {
      expect((await ctx.call('GET', path)).statusCode).toBe(401);
      for (const caller of [supplier, plumber, noPermissions]) {
        const response = await ctx.call('GET', path, undefined, caller.headers);
        expect(response.statusCode, path).toBe(403);
        expect(response.json()).toEqual({ message: messages.auth.forbidden });
      }
      expect((await ctx.call('GET', path, undefined, tenderManager.headers)).statusCode).toBe(200);
    }
  });

  it('a decision shows in both views and in the supplier list at once', async () => {
    await decide(later, supplier.id, { status: 'Rejected' }, admin);
    const rows = (
      await ctx.call('GET', '/api/tenders/interested/rows?q=grouped%20later', undefined, admin.headers)
    ).json();
    expect(rows.data[0]).toMatchObject({ tenderId: later, status: 'Rejected' });
    const [stored] = await ctx.db
      .select()
      .from(interests)
      .where(and(eq(interests.tenderId, later), eq(interests.supplierId, supplier.id)));
    expect(stored?.decidedBy).toBe(admin.id);
    const mine = (
      await ctx.call('GET', `/api/tenders/category/Electrical?q=grouped%20later`, undefined, supplier.headers)
    ).json();
    expect(mine.data[0]).toMatchObject({ _id: later, interestStatus: 'Rejected' });
  });
});
