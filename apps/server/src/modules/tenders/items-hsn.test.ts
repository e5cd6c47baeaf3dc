import { randomUUID } from 'node:crypto';
import { gstinCheckCharacter, taxIdentityText } from '@tenderdesk/domain/gst';
import { organisationText } from '@tenderdesk/domain/organisation';
import type { Tender } from '@tenderdesk/domain/tenders';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyingUnits, organisationSettings } from '../../db/schema/organisation';
import { purchaseOrderLines } from '../../db/schema/purchase-orders';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { daysFrom } from '../../test/tenders';
import { postTender, publishTender, SAMPLE_ITEM, sendTenderForm, tenderFields } from '../../test/tenders-api';

/*
 * Issue 20: a tender item's HSN/SAC code and the tender's buying unit — saved, checked, answered,
 * and carried to the quotation, the comparison, the order's lines and the issued order's buyer.
 */

let ctx: TestContext;
let categoryId: string;
let admin: TestCaller;
let manager: TestCaller;
let buyer: TestCaller;
let supplier: TestCaller;
let defaultUnitId: string;
let branchId: string;

const BRANCH_GSTIN = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;

beforeAll(async () => {
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, `Electrical ${randomUUID().slice(0, 8)}`, 'Cables');
  categoryId = pair.categoryId;
  admin = await ctx.as.admin();
  manager = await ctx.as.subAdmin(['manageTenders']);
  buyer = await ctx.as.subAdmin(['purchaseOrders']);
  supplier = await ctx.as.supplier({ ...pair, companyName: 'Alpha Traders' });
  await ctx.db
    .insert(organisationSettings)
    .values({ legalName: 'Sahyadri Infra Projects Ltd', pan: 'AAPFU0939F' });
  const [head] = await ctx.db
    .insert(buyingUnits)
    .values({
      name: 'Head Office, Pune',
      address: 'FC Road',
      city: 'Pune',
      stateCode: '27',
      pincode: '411004',
      gstin: '27AAPFU0939F1ZV',
      isDefault: true,
    })
    .returning();
  const [branch] = await ctx.db
    .insert(buyingUnits)
    .values({
      name: 'Plant, Bengaluru',
      address: 'Peenya Industrial Area',
      city: 'Bengaluru',
      stateCode: '29',
      pincode: '560058',
      gstin: BRANCH_GSTIN,
    })
    .returning();
  defaultUnitId = head?.id as string;
  branchId = branch?.id as string;
});
afterAll(() => ctx.close());

const ITEMS = [
  { ...SAMPLE_ITEM, itemCode: 'IT-1', uom: 'MTR', hsnSac: '8544 49' },
  { ...SAMPLE_ITEM, itemCode: 'IT-2', uom: 'Drum (500 m)', hsnSac: '' },
  { ...SAMPLE_ITEM, itemCode: 'IT-3', uom: 'NOS', hsnSac: '998719' },
];

const post = (fields: Record<string, string | undefined>, caller: TestCaller = manager) =>
  postTender(ctx.app, caller.headers, categoryId, { fields });

async function tenderCount() {
  const [row] = await ctx.db.select({ n: count() }).from(tenders);
  return row?.n ?? 0;
}

describe('HSN/SAC on tender items', () => {
  it('saves a code per item (spaces dropped; blank is none) and answers it on every read', async () => {
    const created = await post({ items: JSON.stringify(ITEMS) });
    expect(created.statusCode, created.body).toBe(201);
    const tender: Tender = created.json().data;
    expect(tender.items.map((item) => [item.itemCode, item.uom, item.hsnSac])).toEqual([
      ['IT-1', 'MTR', '854449'],
      ['IT-2', 'Drum (500 m)', null],
      ['IT-3', 'NOS', '998719'],
    ]);
    const stored = await ctx.db
      .select({ hsnSac: tenderItems.hsnSac })
      .from(tenderItems)
      .where(eq(tenderItems.tenderId, tender._id))
      .orderBy(tenderItems.position);
    expect(stored.map((row) => row.hsnSac)).toEqual(['854449', null, '998719']);
    const read = await ctx.call('GET', `/api/tenders/drafts/${tender._id}`, undefined, manager.headers);
    expect(read.json().data.items[0].hsnSac).toBe('854449');
    // The unit it names: none, so the default unit.
    expect(read.json().data.buyingUnitId).toBeNull();
    expect(read.json().data.buyingUnit).toMatchObject({ _id: defaultUnitId, name: 'Head Office, Pune' });
  });

  it('refuses a bad code with its message on the item cell, and saves nothing', async () => {
    const before = await tenderCount();
    for (const hsnSac of ['12', '99123', '00123456', '8544A9', 12345678]) {
      const items = [SAMPLE_ITEM, { ...SAMPLE_ITEM, itemCode: 'IT-9', hsnSac }];
      const response = await post({ items: JSON.stringify(items) });
      expect(response.statusCode, String(hsnSac)).toBe(400);
      expect(response.json()).toEqual({ message: taxIdentityText.hsnSac, field: 'items.1.hsnSac' });
    }
    expect(await tenderCount()).toBe(before);
  });

  it("accepts the spec's form without hsnSac or buyingUnitId (items answer hsnSac null)", async () => {
    const response = await post({ items: JSON.stringify([SAMPLE_ITEM]) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.items[0]).toMatchObject({ uom: 'm', hsnSac: null });
    expect(response.json().data.buyingUnitId).toBeNull();
  });

  it('an edit replaces the codes; a bad one leaves the tender as it was', async () => {
    const tender: Tender = (await post({ items: JSON.stringify(ITEMS) })).json().data;
    const url = `/api/tenders/drafts/${tender._id}`;
    const fields = (items: object[]) => tenderFields(categoryId, { items: JSON.stringify(items) });
    const bad = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      manager.headers,
      fields([{ ...SAMPLE_ITEM, hsnSac: '9' }]),
    );
    expect(bad.json()).toEqual({ message: taxIdentityText.hsnSac, field: 'items.0.hsnSac' });
    const unchanged = await ctx.call('GET', url, undefined, manager.headers);
    expect(unchanged.json().data.items.map((item: { hsnSac: string | null }) => item.hsnSac)).toEqual([
      '854449',
      null,
      '998719',
    ]);
    const edited = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      manager.headers,
      fields([{ ...SAMPLE_ITEM, hsnSac: '85444999' }]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.items).toMatchObject([{ hsnSac: '85444999' }]);
  });
});

describe('the buying unit of a tender', () => {
  it('names a unit on create; an edit without the field keeps it, an empty one goes back to the default', async () => {
    const created = await post({ buyingUnitId: branchId });
    expect(created.statusCode, created.body).toBe(201);
    const tender: Tender = created.json().data;
    expect(tender.buyingUnitId).toBe(branchId);
    expect(tender.buyingUnit).toMatchObject({
      _id: branchId,
      name: 'Plant, Bengaluru',
      stateCode: '29',
      stateName: 'Karnataka',
      gstin: BRANCH_GSTIN,
      isDefault: false,
    });
    const url = `/api/tenders/drafts/${tender._id}`;
    const kept = await sendTenderForm(ctx.app, 'PUT', url, manager.headers, tenderFields(categoryId));
    expect(kept.json().data.buyingUnitId).toBe(branchId);
    const reset = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      manager.headers,
      tenderFields(categoryId, { buyingUnitId: '' }),
    );
    expect(reset.json().data).toMatchObject({ buyingUnitId: null, buyingUnit: { _id: defaultUnitId } });
  });

  it('refuses a unit that does not exist (400 on buyingUnitId), saving nothing', async () => {
    const before = await tenderCount();
    for (const buyingUnitId of [randomUUID(), 'not-an-id']) {
      const response = await post({ buyingUnitId });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: organisationText.unitNotFound, field: 'buyingUnitId' });
    }
    expect(await tenderCount()).toBe(before);
    const tender: Tender = (await post({})).json().data;
    const edit = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/drafts/${tender._id}`,
      manager.headers,
      tenderFields(categoryId, { buyingUnitId: randomUUID(), projectName: 'Renamed' }),
    );
    expect(edit.json()).toEqual({ message: organisationText.unitNotFound, field: 'buyingUnitId' });
    const [row] = await ctx.db.select().from(tenders).where(eq(tenders.id, tender._id));
    expect(row?.projectName).toBe('Substation upgrade');
  });

  it('refuses to delete a unit a tender names (409), and audits the tender naming it', async () => {
    const [unit] = await ctx.db
      .insert(buyingUnits)
      .values({ name: 'Depot, Nashik', address: 'MIDC', city: 'Nashik', stateCode: '27', pincode: '422007' })
      .returning();
    const tender: Tender = (await post({ buyingUnitId: unit?.id })).json().data;
    const refused = await ctx.call('DELETE', `/api/organisation/units/${unit?.id}`, undefined, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(organisationText.unitInUse('Depot, Nashik', 1));
    const events = await ctx.call('GET', `/api/admin/audit?entityId=${tender._id}`, undefined, admin.headers);
    expect(JSON.stringify(events.json())).toContain(unit?.id as string);
  });

  it('refuses callers other than a tender manager before reading the form', async () => {
    const form = tenderFields(categoryId, { buyingUnitId: branchId });
    expect((await sendTenderForm(ctx.app, 'POST', '/api/tenders/add', {}, form)).statusCode).toBe(401);
    expect(
      (await sendTenderForm(ctx.app, 'POST', '/api/tenders/add', supplier.headers, form)).statusCode,
    ).toBe(403);
    expect((await sendTenderForm(ctx.app, 'POST', '/api/tenders/add', buyer.headers, form)).statusCode).toBe(
      403,
    );
  });
});

describe('HSN/SAC and the buying unit downstream', () => {
  it('flow to the quotation, the comparison and the order lines; the issued order names the tender’s unit', async () => {
    const draft: Tender = (
      await post({
        items: JSON.stringify(ITEMS.slice(0, 2)),
        buyingUnitId: branchId,
        publishingDate: daysFrom(0),
        closingDate: daysFrom(20),
      })
    ).json().data;
    const tender = (await publishTender(ctx.app, manager.headers, draft._id))._id;
    await ctx.db
      .insert(interests)
      .values({ tenderId: tender, supplierId: supplier.id, status: 'Approved', decidedAt: new Date() });
    // The supplier's form data: the tender's items, with their codes.
    const seen = await ctx.call('GET', `/api/tenders/view/${tender}`, undefined, supplier.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.items.map((item: { hsnSac: string | null }) => item.hsnSac)).toEqual([
      '854449',
      null,
    ]);
    expect(seen.json().data.buyingUnit).toMatchObject({ name: 'Plant, Bengaluru' });

    const kit = awardKit(ctx, categoryId);
    const quoted = await kit.quote(tender, supplier, [
      // As the quotation form fills them: the tender item's unit.
      { itemCode: 'IT-1', uom: 'MTR', qty: '12.50', unitPrice: 100, gstRate: 18 },
      { itemCode: 'IT-2', uom: 'Drum (500 m)', qty: '12.50', unitPrice: 40, gstRate: 18 },
      { itemCode: 'EXTRA', qty: 1, unitPrice: 10, gstRate: 18 },
    ]);
    const own = await ctx.call(
      'GET',
      `/api/tenders/supplier/${supplier.id}/quotations`,
      undefined,
      supplier.headers,
    );
    const row = own.json().data.find((entry: { _id: string }) => entry._id === quoted.id);
    const view = JSON.parse(row.quotation);
    expect(view.items.map((line: { hsnSac: string | null }) => line.hsnSac)).toEqual(['854449', null, null]);

    await kit.close(tender);
    const comparison = (
      await ctx.call('GET', `/api/tenders/${tender}/comparison`, undefined, admin.headers)
    ).json().data;
    expect(
      comparison.items.map((item: { hsnSac: string | null; uom: string }) => [item.uom, item.hsnSac]),
    ).toEqual([
      ['MTR', '854449'],
      ['Drum (500 m)', null],
    ]);
    expect(comparison.suppliers[0].extraLines).toMatchObject([{ itemCode: 'EXTRA', hsnSac: null }]);

    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${quoted.id}/select`,
      undefined,
      admin.headers,
    );
    expect(selected.statusCode, selected.body).toBe(200);
    const generated = await ctx.call(
      'POST',
      `/api/tenders/${tender}/purchase-orders`,
      undefined,
      buyer.headers,
    );
    const orderId: string = generated.json().data[0]._id;
    const stored = await ctx.db
      .select({ hsnSac: purchaseOrderLines.hsnSac, uom: purchaseOrderLines.uom })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.orderId, orderId))
      .orderBy(purchaseOrderLines.position);
    expect(stored).toEqual([
      { uom: 'MTR', hsnSac: '854449' },
      { uom: 'Drum (500 m)', hsnSac: null },
      { uom: 'pcs', hsnSac: null },
    ]);
    const url = `/api/purchase-orders/${orderId}`;
    const draftOrder = await ctx.call(
      'PUT',
      url,
      { deliveryTerms: 'At site', paymentTerms: '30 days' },
      buyer.headers,
    );
    expect(draftOrder.json().data.lines.map((line: { hsnSac: string | null }) => line.hsnSac)).toEqual([
      '854449',
      null,
      null,
    ]);
    // The draft shows the tender's unit as it is now; the issued order keeps a copy of it.
    expect(draftOrder.json().data.buyer.identity.unit).toMatchObject({
      name: 'Plant, Bengaluru',
      gstin: BRANCH_GSTIN,
    });
    const issued = await ctx.call('POST', `${url}/issue`, undefined, buyer.headers);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data.buyer.identity).toEqual({
      legalName: 'Sahyadri Infra Projects Ltd',
      pan: 'AAPFU0939F',
      terms: '',
      unit: {
        name: 'Plant, Bengaluru',
        address: 'Peenya Industrial Area',
        city: 'Bengaluru',
        pincode: '560058',
        stateCode: '29',
        stateName: 'Karnataka',
        gstin: BRANCH_GSTIN,
      },
    });
    // A later change to the tender's items does not change the order's lines.
    await ctx.db.update(tenderItems).set({ hsnSac: '7326' }).where(eq(tenderItems.tenderId, tender));
    const after = (await ctx.call('GET', url, undefined, buyer.headers)).json().data;
    expect(after.lines[0].hsnSac).toBe('854449');
  });
});
