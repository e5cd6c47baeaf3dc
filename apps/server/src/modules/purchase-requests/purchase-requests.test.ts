import { messages } from '@tenderdesk/domain/messages';
import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import type { PurchaseRequest } from '@tenderdesk/domain/purchase-requests';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema/purchase-requests';
import { tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { postTender, SAMPLE_ITEM } from '../../test/tenders-api';

/*
 * Purchase requests (issue 12, decision 032): every call and each kind of caller, every transition
 * allowed and refused, the author's own approval refused, and the tender made from a request.
 */

let ctx: TestContext;
let categoryId: string;
let otherCategoryId: string;
let admin: TestCaller;
let raiser: TestCaller; // purchaseRequests only
let otherRaiser: TestCaller; // purchaseRequests only
let approver: TestCaller; // manageTenders only
let both: TestCaller; // purchaseRequests and manageTenders
let noPermission: TestCaller; // neither
let supplier: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ categoryId } = await insertCategoryPair(ctx.database, 'Electrical', 'Cables'));
  ({ categoryId: otherCategoryId } = await insertCategoryPair(ctx.database, 'Civil', 'Cement'));
  admin = await ctx.as.admin();
  raiser = await ctx.as.subAdmin(['purchaseRequests'], { username: 'Riya Raiser' });
  otherRaiser = await ctx.as.subAdmin(['purchaseRequests']);
  approver = await ctx.as.subAdmin(['manageTenders'], { username: 'Arun Approver' });
  both = await ctx.as.subAdmin(['purchaseRequests', 'manageTenders']);
  noPermission = await ctx.as.subAdmin(['manageSuppliers', 'reports']);
  supplier = await ctx.as.supplier();
});
afterAll(() => ctx.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cables for substation 4',
  categoryId,
  neededBy: '2030-03-01',
  justification: 'The old cables failed the inspection.',
  items: [SAMPLE_ITEM, { ...SAMPLE_ITEM, itemCode: 'IT-002', itemName: 'Lugs', qty: 40 }],
  ...overrides,
});

async function raise(
  by: TestCaller = raiser,
  overrides: Record<string, unknown> = {},
): Promise<PurchaseRequest> {
  const response = await ctx.call('POST', '/api/purchase-requests', body(overrides), by.headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const act = (by: TestCaller, id: string, action: string, payload: object = {}) =>
  ctx.call('POST', `/api/purchase-requests/${id}/${action}`, payload, by.headers);

async function submitted(by: TestCaller = raiser) {
  const request = await raise(by);
  expect((await act(by, request._id, 'submit')).statusCode).toBe(200);
  return request;
}

async function approved(by: TestCaller = raiser) {
  const request = await submitted(by);
  expect((await act(approver, request._id, 'approve')).statusCode).toBe(200);
  return request;
}

async function stored(id: string) {
  const [row] = await ctx.db.select().from(purchaseRequests).where(eq(purchaseRequests.id, id));
  return row;
}

describe('raising and reading', () => {
  it('raises a Draft with a readable number, its items stored exactly, audited', async () => {
    const request = await raise();
    expect(request).toMatchObject({
      title: 'Cables for substation 4',
      category: 'Electrical',
      status: 'Draft',
      raisedBy: 'Riya Raiser',
      itemCount: 2,
      tenderId: null,
      can: { edit: true, submit: true, approve: false, reject: false, reopen: false, tender: false },
    });
    expect(request.code).toMatch(/^PR-\d{4}$/);
    expect(request.items.map((item) => item.qty)).toEqual([12.5, 40]);
    const row = await stored(request._id);
    expect(row).toMatchObject({ stage: 'Draft', status: 'Draft', createdBy: raiser.id });
    const items = await ctx.db
      .select()
      .from(purchaseRequestItems)
      .where(eq(purchaseRequestItems.requestId, request._id));
    expect(items.map((item) => item.qty).sort()).toEqual(['12.50', '40.00']);
    expect(await ctx.auditFor(request._id, 'purchase-request.create')).toHaveLength(1);
  });

  it('numbers requests one after another', async () => {
    const first = await raise();
    const second = await raise();
    expect(second.number).toBe(first.number + 1);
  });

  it('refuses bad input with 400 and the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ neededBy: '2030-02-30' }, 'neededBy'],
      [{ justification: '' }, 'justification'],
      [{ items: [] }, 'items'],
      [{ items: [{ ...SAMPLE_ITEM, qty: 0 }] }, 'items'],
      [{ categoryId: 'nope' }, 'categoryId'],
      [{ categoryId: '00000000-0000-4000-8000-000000000000' }, 'categoryId'],
    ];
    const before = await ctx.auditCount({ action: 'purchase-request.create' });
    for (const [overrides, field] of cases) {
      const response = await ctx.call('POST', '/api/purchase-requests', body(overrides), raiser.headers);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().field ?? '').toContain(field);
    }
    expect(await ctx.auditCount({ action: 'purchase-request.create' })).toBe(before);
  });

  it('refuses anonymous (401), suppliers and sub-admins without the permission (403)', async () => {
    expect((await ctx.call('POST', '/api/purchase-requests', body())).statusCode).toBe(401);
    expect((await ctx.call('GET', '/api/purchase-requests')).statusCode).toBe(401);
    for (const caller of [supplier, noPermission, approver]) {
      const response = await ctx.call('POST', '/api/purchase-requests', body(), caller.headers);
      expect(response.statusCode).toBe(403);
    }
    for (const caller of [supplier, noPermission]) {
      expect((await ctx.call('GET', '/api/purchase-requests', undefined, caller.headers)).statusCode).toBe(
        403,
      );
    }
  });

  it('lists for raisers and approvers: status filter, search by title or number, paging, sorts', async () => {
    const marker = `Pumps ${Date.now()}`;
    const a = await raise(raiser, { title: `${marker} A`, neededBy: '2030-05-01' });
    const b = await submitted();
    await ctx.call('PUT', `/api/purchase-requests/${b._id}`, body({ title: `${marker} B` }), raiser.headers);
    const c = await raise(otherRaiser, { title: `${marker} C`, neededBy: '2030-04-01' });
    for (const caller of [raiser, approver, admin]) {
      const response = await ctx.call(
        'GET',
        `/api/purchase-requests?q=${encodeURIComponent(marker)}`,
        undefined,
        caller.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .data.map((row: PurchaseRequest) => row._id)
          .sort(),
      ).toEqual([a._id, c._id].sort());
    }
    const drafts = await ctx.call(
      'GET',
      '/api/purchase-requests?status=Draft&pageSize=200',
      undefined,
      approver.headers,
    );
    expect(drafts.json().data.every((row: PurchaseRequest) => row.status === 'Draft')).toBe(true);
    const submittedList = await ctx.call(
      'GET',
      '/api/purchase-requests?status=Submitted',
      undefined,
      approver.headers,
    );
    expect(submittedList.json().data.map((row: PurchaseRequest) => row._id)).toContain(b._id);
    const byCode = await ctx.call('GET', `/api/purchase-requests?q=${c.code}`, undefined, raiser.headers);
    expect(byCode.json().data.map((row: PurchaseRequest) => row._id)).toEqual([c._id]);
    const needed = await ctx.call(
      'GET',
      `/api/purchase-requests?q=${encodeURIComponent(marker)}&sort=neededBy`,
      undefined,
      raiser.headers,
    );
    expect(needed.json().data.map((row: PurchaseRequest) => row._id)).toEqual([c._id, a._id]);
    const paged = await ctx.call(
      'GET',
      `/api/purchase-requests?q=${encodeURIComponent(marker)}&pageSize=1&page=2`,
      undefined,
      raiser.headers,
    );
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.json().data).toHaveLength(1);
    const bad = await ctx.call('GET', '/api/purchase-requests?status=Lost', undefined, raiser.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('shows one request to raisers and approvers (404 for an unknown id)', async () => {
    const request = await raise();
    const seen = await ctx.call('GET', `/api/purchase-requests/${request._id}`, undefined, approver.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.can).toMatchObject({ edit: false, submit: false, approve: false });
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await ctx.call('GET', `/api/purchase-requests/${id}`, undefined, raiser.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(text.notFound);
    }
    expect(
      (await ctx.call('GET', `/api/purchase-requests/${request._id}`, undefined, supplier.headers))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call('GET', `/api/purchase-requests/${request._id}`, undefined, noPermission.headers))
        .statusCode,
    ).toBe(403);
    expect((await ctx.call('GET', `/api/purchase-requests/${request._id}`)).statusCode).toBe(401);
  });
});

describe('editing and deleting a Draft', () => {
  it('lets the author edit a Draft: fields and items replaced, audited with what changed', async () => {
    const request = await raise();
    const response = await ctx.call(
      'PUT',
      `/api/purchase-requests/${request._id}`,
      body({ title: 'Cables, revised', categoryId: otherCategoryId, items: [SAMPLE_ITEM] }),
      raiser.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Cables, revised', category: 'Civil', itemCount: 1 });
    const [event] = await ctx.auditFor(request._id, 'purchase-request.update');
    expect(event?.changes).toMatchObject({
      title: { from: 'Cables for substation 4', to: 'Cables, revised' },
      items: { from: 2, to: 1 },
    });
  });

  it('refuses an edit or delete by someone else (403) and out of Draft (409)', async () => {
    const request = await raise();
    for (const caller of [otherRaiser, both]) {
      expect(
        (await ctx.call('PUT', `/api/purchase-requests/${request._id}`, body(), caller.headers)).statusCode,
      ).toBe(403);
      expect(
        (await ctx.call('DELETE', `/api/purchase-requests/${request._id}`, undefined, caller.headers))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await ctx.call('PUT', `/api/purchase-requests/${request._id}`, body(), approver.headers)).statusCode,
    ).toBe(403);
    expect((await ctx.call('PUT', `/api/purchase-requests/${request._id}`, body())).statusCode).toBe(401);
    expect(
      (await ctx.call('PUT', `/api/purchase-requests/${request._id}`, body(), supplier.headers)).statusCode,
    ).toBe(403);
    await act(raiser, request._id, 'submit');
    const edit = await ctx.call('PUT', `/api/purchase-requests/${request._id}`, body(), raiser.headers);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(text.wrongStatus('edited', 'Submitted'));
    expect(
      (await ctx.call('DELETE', `/api/purchase-requests/${request._id}`, undefined, raiser.headers))
        .statusCode,
    ).toBe(409);
    expect((await stored(request._id))?.title).toBe('Cables for substation 4');
  });

  it('deletes a Draft (author or admin), with its items, audited', async () => {
    for (const by of [raiser, admin]) {
      const request = await raise();
      const response = await ctx.call(
        'DELETE',
        `/api/purchase-requests/${request._id}`,
        undefined,
        by.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(text.deleted);
      expect(await stored(request._id)).toBeUndefined();
      const items = await ctx.db
        .select()
        .from(purchaseRequestItems)
        .where(eq(purchaseRequestItems.requestId, request._id));
      expect(items).toHaveLength(0);
      expect(await ctx.auditFor(request._id, 'purchase-request.delete')).toHaveLength(1);
    }
  });
});

describe('the transitions', () => {
  it('submits a Draft (author only), then refuses a second submit (409)', async () => {
    const request = await raise();
    expect((await act(otherRaiser, request._id, 'submit')).statusCode).toBe(403);
    expect((await act(approver, request._id, 'submit')).statusCode).toBe(403);
    expect((await act(supplier, request._id, 'submit')).statusCode).toBe(403);
    expect((await ctx.call('POST', `/api/purchase-requests/${request._id}/submit`)).statusCode).toBe(401);
    const response = await act(raiser, request._id, 'submit');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('Submitted');
    expect(await ctx.auditFor(request._id, 'purchase-request.submit')).toHaveLength(1);
    const again = await act(raiser, request._id, 'submit');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(text.wrongStatus('submitted', 'Submitted'));
  });

  it('refuses approval and rejection of a Draft (409)', async () => {
    const request = await raise();
    expect((await act(approver, request._id, 'approve')).statusCode).toBe(409);
    expect((await act(approver, request._id, 'reject', { reason: 'No budget' })).statusCode).toBe(409);
    expect((await stored(request._id))?.status).toBe('Draft');
  });

  it('refuses a request approved or rejected by its own author (403), even holding manageTenders', async () => {
    for (const author of [both, admin]) {
      const request = await submitted(author);
      const approve = await act(author, request._id, 'approve');
      expect(approve.statusCode).toBe(403);
      expect(approve.json().message).toBe(text.ownRequest);
      const reject = await act(author, request._id, 'reject', { reason: 'Changed my mind' });
      expect(reject.statusCode).toBe(403);
      const view = await ctx.call('GET', `/api/purchase-requests/${request._id}`, undefined, author.headers);
      expect(view.json().data.can).toMatchObject({ approve: false, reject: false });
      expect((await stored(request._id))?.status).toBe('Submitted');
    }
    expect(await ctx.auditCount({ action: 'purchase-request.approve' })).toBe(0);
  });

  it('refuses deciders without manageTenders (403) and anonymous (401)', async () => {
    const request = await submitted();
    for (const caller of [otherRaiser, noPermission, supplier]) {
      expect((await act(caller, request._id, 'approve')).statusCode).toBe(403);
      expect((await act(caller, request._id, 'reject', { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await ctx.call('POST', `/api/purchase-requests/${request._id}/approve`)).statusCode).toBe(401);
  });

  it('approves a Submitted request (another account), recording who and when; then refuses another decision', async () => {
    const request = await submitted();
    const view = await ctx.call('GET', `/api/purchase-requests/${request._id}`, undefined, approver.headers);
    expect(view.json().data.can).toMatchObject({ approve: true, reject: true, tender: false });
    const response = await act(approver, request._id, 'approve');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Approved', decidedBy: 'Arun Approver' });
    expect(response.json().data.can.tender).toBe(true);
    const row = await stored(request._id);
    expect(row).toMatchObject({ status: 'Approved', decidedBy: approver.id });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    const [event] = await ctx.auditFor(request._id, 'purchase-request.approve');
    expect(event).toMatchObject({
      actorId: approver.id,
      changes: { status: { from: 'Submitted', to: 'Approved' } },
    });
    expect((await act(admin, request._id, 'approve')).statusCode).toBe(409);
    expect((await act(admin, request._id, 'reject', { reason: 'late' })).statusCode).toBe(409);
    expect((await act(raiser, request._id, 'reopen')).statusCode).toBe(409);
  });

  it('rejects with a reason (required), and the author may reopen it as a Draft', async () => {
    const request = await submitted();
    const missing = await act(admin, request._id, 'reject', { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('reason');
    const response = await act(approver, request._id, 'reject', { reason: 'Buy from the rate contract.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Buy from the rate contract.',
    });
    expect(response.json().data.can).toMatchObject({ reopen: false, edit: false });
    const [event] = await ctx.auditFor(request._id, 'purchase-request.reject');
    expect(event?.changes).toMatchObject({ reason: 'Buy from the rate contract.' });
    expect((await act(otherRaiser, request._id, 'reopen')).statusCode).toBe(403);
    expect((await act(raiser, request._id, 'submit')).statusCode).toBe(409);
    const reopened = await act(raiser, request._id, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'Draft', rejectionReason: null, decidedBy: null });
    expect(await ctx.auditFor(request._id, 'purchase-request.reopen')).toHaveLength(1);
    expect((await act(raiser, request._id, 'reopen')).statusCode).toBe(409);
  });

  it('keeps the history of a request, oldest first, with the rejection reason', async () => {
    const request = await submitted();
    await act(approver, request._id, 'reject', { reason: 'Too vague' });
    await act(raiser, request._id, 'reopen');
    const response = await ctx.call(
      'GET',
      `/api/purchase-requests/${request._id}/history`,
      undefined,
      approver.headers,
    );
    expect(response.statusCode).toBe(200);
    const history = response.json().data as { action: string; actor: string; detail: string | null }[];
    expect(history.map((event) => event.action)).toEqual([
      'purchase-request.create',
      'purchase-request.submit',
      'purchase-request.reject',
      'purchase-request.reopen',
    ]);
    expect(history[2]).toMatchObject({ actor: 'Arun Approver', detail: 'Too vague' });
    expect(
      (await ctx.call('GET', `/api/purchase-requests/${request._id}/history`, undefined, supplier.headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('turning a request into a tender', () => {
  const tenderFrom = (by: TestCaller, requestId: string) =>
    postTender(ctx.app, by.headers, categoryId, { fields: { purchaseRequestId: requestId } });

  it('links an Approved request and its new tender in one call, audited; the request is Tendered', async () => {
    const request = await approved();
    const response = await tenderFrom(approver, request._id);
    expect(response.statusCode, response.body).toBe(201);
    const tenderId = response.json().data._id as string;
    const row = await stored(request._id);
    expect(row).toMatchObject({ status: 'Tendered', tenderId });
    expect(await ctx.auditFor(request._id, 'purchase-request.tender')).toHaveLength(1);
    const view = await ctx.call('GET', `/api/purchase-requests/${request._id}`, undefined, raiser.headers);
    expect(view.json().data).toMatchObject({ status: 'Tendered', tenderId, can: { tender: false } });
    expect(view.json().data).toMatchObject({
      tenderCode: response.json().data.projectCode,
      tenderStatus: 'Draft',
    });
    const link = await ctx.call(
      'GET',
      `/api/purchase-requests/by-tender/${tenderId}`,
      undefined,
      approver.headers,
    );
    expect(link.json().data).toEqual({ _id: request._id, code: request.code });
    const none = await ctx.call('GET', '/api/purchase-requests/by-tender/nope', undefined, approver.headers);
    expect(none.json().data).toBeNull();
  });

  it('refuses a second tender of the same request (409) and creates nothing', async () => {
    const request = await approved();
    expect((await tenderFrom(admin, request._id)).statusCode).toBe(201);
    const tendersBefore = (await ctx.db.select().from(tenders)).length;
    const again = await tenderFrom(admin, request._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: text.alreadyTendered, field: 'purchaseRequestId' });
    expect((await ctx.db.select().from(tenders)).length).toBe(tendersBefore);
  });

  it('refuses a request that is not Approved (409) or unknown (400), creating no tender', async () => {
    const tendersBefore = (await ctx.db.select().from(tenders)).length;
    for (const request of [await raise(), await submitted()]) {
      const response = await tenderFrom(admin, request._id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(text.notTenderable);
    }
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await tenderFrom(admin, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('purchaseRequestId');
    }
    expect((await ctx.db.select().from(tenders)).length).toBe(tendersBefore);
  });

  it('makes the request Approved again when its tender draft is deleted, and tenderable anew', async () => {
    const request = await approved();
    const tenderId = (await tenderFrom(admin, request._id)).json().data._id as string;
    const deleted = await ctx.call('DELETE', `/api/tenders/drafts/${tenderId}`, undefined, admin.headers);
    expect(deleted.statusCode).toBe(200);
    expect(await stored(request._id)).toMatchObject({ status: 'Approved', tenderId: null });
    expect((await tenderFrom(admin, request._id)).statusCode).toBe(201);
  });

  it('still creates plain tenders without a request', async () => {
    const response = await postTender(ctx.app, admin.headers, categoryId);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(messages.tender.draftCreated);
  });
});
