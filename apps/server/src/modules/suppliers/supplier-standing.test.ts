import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import { suppliers } from '../../db/schema/suppliers';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { expectNoSecrets } from '../../test/expect';
import { createTenderRow, daysFrom } from '../../test/tenders';

/*
 * Issue 24 item 4: hold and blacklist, who may set them, and that the server enforces them on
 * interest, quotation, award and order; a hold lapses by itself after its last day.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let ids: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let manager: TestCaller;
let plain: TestCaller;
let buyer: TestCaller;
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Standing', 'Goods');
  kit = awardKit(ctx, ids.categoryId);
  admin = await ctx.as.admin();
  manager = await ctx.as.subAdmin(['manageSuppliers']);
  plain = await ctx.as.subAdmin(['reports', 'manageTenders']);
  buyer = await ctx.as.subAdmin(['purchaseOrders']);
});
afterAll(() => ctx.close());

const newSupplier = () => ctx.as.supplier({ ...ids, companyName: `Standing Co ${++counter}` });
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  caller: TestCaller | null,
  body?: object,
) => {
  const response = await ctx.call(method, url, body, caller?.headers ?? {});
  expectNoSecrets(response);
  return response;
};
const hold = (id: string, body: object, caller: TestCaller | null = manager) =>
  call('POST', `/api/suppliers/hold/${id}`, caller, body);
const blacklist = (id: string, body: object, caller: TestCaller | null = manager) =>
  call('POST', `/api/suppliers/blacklist/${id}`, caller, body);
const lift = (id: string, kind: string, caller: TestCaller | null = manager) =>
  call('POST', `/api/suppliers/lift/${id}`, caller, { kind });
const row = async (id: string) => (await ctx.db.select().from(suppliers).where(eq(suppliers.id, id)))[0];

const LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: '12.50', unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: '12.50', unitPrice: 50, gstRate: 5 },
];
const quotationBody = JSON.stringify({
  items: LINES.map((line) => ({ itemName: `Item ${line.itemCode}`, uom: 'pcs', ...line })),
  notes: 'Standing test',
});

describe('who may hold, blacklist and lift', () => {
  it('401 anonymous, 403 a supplier and a sub-admin without manageSuppliers; nothing changes', async () => {
    const target = await newSupplier();
    const body = { until: daysFrom(10), reason: 'Late deliveries' };
    expect((await hold(target.id, body, null)).statusCode).toBe(401);
    for (const caller of [target, plain]) {
      expect((await hold(target.id, body, caller)).statusCode).toBe(403);
      expect((await blacklist(target.id, { reason: 'x', orderReference: 'y' }, caller)).statusCode).toBe(403);
      expect((await lift(target.id, 'hold', caller)).statusCode).toBe(403);
    }
    expect((await row(target.id))?.holdUntil).toBeNull();
  });

  it('refuses bad input with its message and changes nothing; 404 for an unknown supplier', async () => {
    const target = await newSupplier();
    const cases: [object, string][] = [
      [{ until: daysFrom(0), reason: 'Late' }, vendorMessages.holdUntilInvalid],
      [{ until: '2026-02-30', reason: 'Late' }, vendorMessages.holdUntilInvalid],
      [{ until: daysFrom(4000), reason: 'Late' }, vendorMessages.holdTooLong],
      [{ until: daysFrom(5), reason: '  ' }, vendorMessages.standingReasonRequired],
    ];
    for (const [body, message] of cases) {
      const response = await hold(target.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const noRef = await blacklist(target.id, { reason: 'Fraud', orderReference: '' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toBe(vendorMessages.orderRefRequired);
    expect((await lift(target.id, 'hold')).statusCode).toBe(409);
    expect((await lift(target.id, 'blacklist')).statusCode).toBe(409);
    expect(
      (await hold('9b2f3c1e-0000-4000-8000-000000000000', { until: daysFrom(3), reason: 'x' })).statusCode,
    ).toBe(404);
    const stored = await row(target.id);
    expect([stored?.holdUntil, stored?.blacklistedAt]).toEqual([null, null]);
  });
});

describe('a hold', () => {
  it('is stored, audited, notified, shown on the details, and refuses interest and quotations with the reason', async () => {
    const target = await newSupplier();
    const tender = await createTenderRow(ctx.db, { categoryId: ids.categoryId });
    const approvedTender = await kit.tenderFor([target]);
    const until = daysFrom(10);
    const held = await hold(target.id, { until, reason: 'Late deliveries' });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.standing).toMatchObject({ holdUntil: until, holdReason: 'Late deliveries' });
    const details = await call('GET', `/api/suppliers/details/${target.id}`, admin);
    expect(details.json().data.standing.holdUntil).toBe(until);
    const [event] = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'supplier.hold'), eq(auditEvents.entityId, target.id)));
    expect(event?.actorId).toBe(manager.id);
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, target.id));
    expect(notes.map((note) => note.event)).toContain('supplier.restricted');

    const interest = await call('POST', `/api/suppliers/${tender}/interest`, target, {
      supplierId: target.id,
    });
    expect(interest.statusCode).toBe(403);
    expect(interest.json().message).toMatch(/on hold until/);
    expect(await ctx.db.select().from(interests).where(eq(interests.tenderId, tender))).toEqual([]);
    const quotation = await call(
      'POST',
      `/api/suppliers/${approvedTender}/supplier/${target.id}/quotation`,
      target,
      { quotation: quotationBody },
    );
    expect(quotation.statusCode).toBe(403);
    expect(quotation.json().message).toMatch(/on hold until/);

    // Lifted: the supplier trades again, and is told.
    expect((await lift(target.id, 'hold')).statusCode).toBe(200);
    const again = await call('POST', `/api/suppliers/${tender}/interest`, target, { supplierId: target.id });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('lapses by itself after its last day', async () => {
    const target = await newSupplier();
    const tender = await createTenderRow(ctx.db, { categoryId: ids.categoryId });
    // A hold that ended yesterday (as the calendar moved on).
    await ctx.db
      .update(suppliers)
      .set({ holdUntil: daysFrom(-1), holdReason: 'Short hold' })
      .where(eq(suppliers.id, target.id));
    const interest = await call('POST', `/api/suppliers/${tender}/interest`, target, {
      supplierId: target.id,
    });
    expect(interest.statusCode, interest.body).toBe(201);
  });
});

describe('a blacklist', () => {
  it('refuses the buyer an award and an order to the supplier (409), and the supplier its quotation (403)', async () => {
    const good = await newSupplier();
    const bad = await newSupplier();
    const tender = await kit.tenderFor([good, bad]);
    const a = await kit.quote(tender, good, LINES);
    const b = await kit.quote(tender, bad, LINES);
    await kit.close(tender);
    const listed = await blacklist(bad.id, { reason: 'Forged certificate', orderReference: 'ORD/2026/17' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await row(bad.id))?.blacklistOrderRef).toBe('ORD/2026/17');
    expect((await blacklist(bad.id, { reason: 'Again', orderReference: 'X' })).statusCode).toBe(409);
    expect((await hold(bad.id, { until: daysFrom(3), reason: 'x' })).statusCode).toBe(409);
    const revise = await call('PUT', `/api/tenders/${tender}/supplier/${bad.id}/quotation/${b.id}`, bad, {
      quotation: quotationBody,
    });
    expect(revise.statusCode).toBe(403);
    expect(revise.json().message).toBe(vendorMessages.blacklisted);

    const whole = await call('PUT', `/api/tenders/${tender}/quotation/${b.id}/select`, admin);
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toBe(vendorMessages.supplierRestricted(`Standing Co ${counter}`));
    const line = await call('PUT', `/api/tenders/${tender}/line-awards`, admin, {
      lines: [{ tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] }],
    });
    expect(line.statusCode).toBe(409);

    // Awarded before the blacklist: the order is refused at issue.
    await lift(bad.id, 'blacklist');
    expect((await call('PUT', `/api/tenders/${tender}/quotation/${b.id}/select`, admin)).statusCode).toBe(
      200,
    );
    const orders = await call('POST', `/api/tenders/${tender}/purchase-orders`, buyer);
    const order = orders.json().data[0] as { _id: string };
    await call('PUT', `/api/purchase-orders/${order._id}`, buyer, {
      deliveryTerms: 'At site',
      paymentTerms: '30 days',
    });
    await blacklist(bad.id, { reason: 'Forged certificate', orderReference: 'ORD/2026/18' });
    const issue = await call('POST', `/api/purchase-orders/${order._id}/issue`, buyer);
    expect(issue.statusCode).toBe(409);
    const stored = await call('GET', `/api/purchase-orders/${order._id}`, buyer);
    expect(stored.json().data.status).toBe('Draft');
  });
});
