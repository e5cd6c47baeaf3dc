import { messages } from '@tenderdesk/domain/messages';
import { NEW_REQUEST_INACTIVATION_REASON } from '@tenderdesk/domain/supplier-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair, insertSupplier } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';
import { expectNoSecrets } from '../../test/expect';

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
let adminId: string;
const PASSWORD = 'status-pass-1';
let admin: Headers;
let manager: Headers;
let plain: Headers;
let supplier: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database);
  const boss = await ctx.as.admin();
  adminId = boss.id;
  admin = boss.headers;
  manager = (await ctx.as.subAdmin(['manageSuppliers'])).headers;
  plain = (await ctx.as.subAdmin(['reports'])).headers;
  supplier = (await ctx.as.supplier(ids)).headers;
});
afterAll(() => ctx.close());

let counter = 0;
const newSupplier = (status: 'Pending' | 'Active' | 'Inactive', inactiveReason?: string) =>
  insertSupplier(ctx.database, {
    email: `s${++counter}@status.in`,
    password: PASSWORD,
    status,
    inactiveReason,
    ...ids,
  });

async function put(url: string, headers: Headers, payload?: object) {
  const response = await ctx.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });
  expectNoSecrets(response);
  return response;
}
const activate = (id: string, headers = admin) => put(`/api/suppliers/activate/${id}`, headers);
const inactivate = (id: string, reason: unknown, headers = admin) =>
  put(`/api/suppliers/inactivate/${id}`, headers, { reason });
const readRow = async (id: string) =>
  (await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, id)))[0];

describe('PUT /api/suppliers/activate/:id', () => {
  it('activates a Pending supplier and records who and when', async () => {
    const id = await newSupplier('Pending');
    const response = await activate(id, manager);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Supplier activated successfully!');
    expect(body.data).toMatchObject({ _id: id, status: 'Active', inactiveReason: null });
    expect(Date.parse(body.data.statusChangedAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await readRow(id);
    expect(row?.statusChangedBy).not.toBeNull();
    expect(row?.tokenVersion).toBe(0);
  });

  it('activates an Inactive supplier and clears the reason', async () => {
    const id = await newSupplier('Inactive', 'Expired licence');
    const response = await activate(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Active', inactiveReason: null });
    expect((await readRow(id))?.statusChangedBy).toBe(adminId);
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'supplier.activate')));
    expect(audit).toMatchObject({ actorId: adminId, actorRole: 'admin', entity: 'supplier' });
    expect(audit?.changes).toMatchObject({ from: 'Inactive', to: 'Active', reason: null });
  });

  it('refuses to activate an Active supplier with 409', async () => {
    const id = await newSupplier('Active');
    const response = await activate(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This supplier is already Active.' });
  });

  it('accepts an empty body even when it claims to be JSON', async () => {
    const id = await newSupplier('Pending');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/suppliers/activate/${id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    // Malformed JSON is still refused.
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: `/api/suppliers/activate/${id}`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: messages.http.malformedJson });
  });

  it('applies once when several admins click at the same time', async () => {
    const id = await newSupplier('Pending');
    const responses = await Promise.all([activate(id), activate(id, manager), activate(id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const audits = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'supplier.activate')));
    expect(audits).toHaveLength(1);
  });
});

describe('PUT /api/suppliers/inactivate/:id', () => {
  it('inactivates an Active supplier with a trimmed reason and ends its session at once', async () => {
    const id = await insertSupplier(ctx.database, { email: 'session@status.in', password: PASSWORD, ...ids });
    const headers = await ctx.login('session@status.in', PASSWORD);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/suppliers/profile', headers })).statusCode).toBe(
      200,
    );
    const response = await inactivate(id, '  Trade licence expired  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Supplier inactivated successfully!',
      data: { _id: id, status: 'Inactive', inactiveReason: 'Trade licence expired' },
    });
    expect((await readRow(id))?.tokenVersion).toBe(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/suppliers/profile', headers })).statusCode).toBe(
      401,
    );
    const [audit] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'supplier.inactivate')));
    expect(audit?.changes).toMatchObject({ from: 'Active', to: 'Inactive', reason: 'Trade licence expired' });
  });

  it('inactivates a Pending supplier with the new-requests reason', async () => {
    const id = await newSupplier('Pending');
    const response = await inactivate(id, NEW_REQUEST_INACTIVATION_REASON, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'Inactive',
      inactiveReason: NEW_REQUEST_INACTIVATION_REASON,
    });
  });

  it('requires a non-empty reason', async () => {
    const id = await newSupplier('Active');
    const expected = { message: 'Please provide a reason for inactivation', field: 'reason' };
    for (const reason of ['', '   ', undefined, null, 42]) {
      const response = await inactivate(id, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    const noBody = await put(`/api/suppliers/inactivate/${id}`, admin);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual(expected);
    const tooLong = await inactivate(id, 'x'.repeat(501));
    expect(tooLong.json()).toEqual({ message: messages.suppliers.reasonTooLong(500), field: 'reason' });
    expect((await readRow(id))?.status).toBe('Active');
  });

  it('refuses to inactivate an Inactive supplier with 409', async () => {
    const id = await newSupplier('Inactive', 'Old reason');
    const response = await inactivate(id, 'Again');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This supplier is already Inactive.' });
    expect((await readRow(id))?.inactiveReason).toBe('Old reason');
  });
});

describe('transitions: access and unknown suppliers', () => {
  it('are for admins and sub-admins who manage suppliers', async () => {
    const id = await newSupplier('Pending');
    for (const [headers, status] of [
      [{}, 401],
      [supplier, 403],
      [plain, 403],
    ] as const) {
      expect((await activate(id, headers)).statusCode).toBe(status);
      expect((await inactivate(id, 'Because', headers)).statusCode).toBe(status);
    }
    expect((await readRow(id))?.status).toBe('Pending');
  });

  it('answer 404 for an unknown or malformed id', async () => {
    const unknown = await activate('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.suppliers.notFound });
    expect((await inactivate('not-an-id', 'Because')).statusCode).toBe(404);
  });
});
