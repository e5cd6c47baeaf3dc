import { randomUUID } from 'node:crypto';
import { addendumText, clarificationText } from '@tenderdesk/domain/clarification-messages';
import type { Tender } from '@tenderdesk/domain/tenders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderAddenda } from '../../db/schema/clarifications';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { daysFrom } from '../../test/tenders';
import {
  createPublishedTender,
  SAMPLE_ITEM,
  sampleFile,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

/*
 * Addenda (issue 13, decision 028): editing a published tender (PUT /api/tenders/{id}) records a
 * numbered addendum with the buyer's note and what changed; the 2-day rule; GET
 * /api/tenders/{tenderId}/addenda; quotations sent before an addendum are marked until confirmed
 * (POST .../quotation/{quotationId}/confirm) or revised.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let supplier: TestCaller;
let second: TestCaller;
let otherCategory: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  const civil = await insertCategoryPair(ctx.database, 'Civil', 'Cement');
  admin = await ctx.as.admin();
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Acme Electricals' });
  second = await ctx.as.supplier({ ...electrical, companyName: 'Second Co' });
  otherCategory = await ctx.as.supplier({ ...civil, companyName: 'Civil Co' });
  noPermissions = await ctx.as.subAdmin(['manageSuppliers']);
});
afterAll(() => ctx.close());

const OPEN = { publishingDate: daysFrom(-1), closingDate: daysFrom(30) };

async function published(fields: Record<string, string> = {}): Promise<Tender> {
  return createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
    fields: { ...OPEN, ...fields },
  });
}

/** The edit form of a tender: its current values, overridden. */
function editFields(tender: Tender, overrides: Record<string, string | undefined> = {}) {
  return tenderFields(electrical.categoryId, {
    projectCode: tender.projectCode,
    publishingDate: tender.publishingDate,
    closingDate: tender.closingDate,
    items: JSON.stringify(tender.items.map(({ _id, ...item }) => item)),
    addendumNote: 'Clarified the delivery site.',
    ...overrides,
  });
}

const edit = (tender: Tender, overrides: Record<string, string | undefined> = {}, headers = admin.headers) =>
  sendTenderForm(ctx.app, 'PUT', `/api/tenders/${tender._id}`, headers, editFields(tender, overrides));

const addenda = (tenderId: string, who: TestCaller) =>
  ctx.call('GET', `/api/tenders/${tenderId}/addenda`, undefined, who.headers);

describe('issuing addenda', () => {
  it('numbers each published edit, with the note and what changed (fields, items, files)', async () => {
    const tender = await published();
    const first = await edit(tender, {
      projectName: 'Substation upgrade, phase 2',
      items: JSON.stringify([
        { ...SAMPLE_ITEM, qty: '20' },
        { ...SAMPLE_ITEM, itemCode: 'IT-002', itemName: 'Lugs' },
      ]),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.latestAddendum).toBe(1);
    const form = editFields(tender, {
      projectName: 'Substation upgrade, phase 2',
      items: JSON.stringify([{ ...SAMPLE_ITEM, itemCode: 'IT-002', itemName: 'Lugs' }]),
      removeScopeOfWork: JSON.stringify(tender.scopeOfWork),
      addendumNote: 'Replaced the scope of work.',
    });
    const secondEdit = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/${tender._id}`,
      admin.headers,
      form,
      {
        scopeOfWork: [sampleFile('scope-v2.pdf')],
      },
    );
    expect(secondEdit.statusCode).toBe(200);

    const list = await addenda(tender._id, supplier);
    expect(list.statusCode).toBe(200);
    const [two, one] = list.json().data;
    expect(one).toMatchObject({
      number: 1,
      note: 'Clarified the delivery site.',
      changes: {
        fields: [
          {
            field: 'projectName',
            label: 'Project Name',
            from: 'Substation upgrade',
            to: 'Substation upgrade, phase 2',
          },
        ],
        items: { added: ['IT-002'], removed: [], changed: ['IT-001'] },
        files: { added: [], removed: [] },
      },
    });
    expect(two).toMatchObject({
      number: 2,
      note: 'Replaced the scope of work.',
      changes: {
        fields: [],
        items: { added: [], removed: ['IT-001'], changed: [] },
        files: { added: ['scope-v2.pdf'], removed: ['scope.pdf'] },
      },
    });
    expect(await ctx.auditCount({ action: 'tender.addendum', entityId: tender._id })).toBe(2);
  });

  it('requires the note on a published edit (400 addendumNote), not on a draft edit', async () => {
    const tender = await published();
    for (const addendumNote of [undefined, '', '   ']) {
      const response = await edit(tender, { addendumNote });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'addendumNote',
        message: clarificationText.required('Addendum note'),
      });
    }
    const long = await edit(tender, { addendumNote: 'n'.repeat(2001) });
    expect(long.json().field).toBe('addendumNote');
    const rows = await ctx.db.select().from(tenderAddenda).where(eq(tenderAddenda.tenderId, tender._id));
    expect(rows).toEqual([]);
  });

  it('the 2-day rule: within 2 days of closing the closing date moves to today + 2 or later', async () => {
    const tender = await published();
    await ctx.db
      .update(tenders)
      .set({ closingDate: daysFrom(2) })
      .where(eq(tenders.id, tender._id));
    const soon = { ...tender, closingDate: daysFrom(2) };
    // Exactly 2 days ahead is enough.
    expect((await edit(soon)).statusCode).toBe(200);
    await ctx.db
      .update(tenders)
      .set({ closingDate: daysFrom(1) })
      .where(eq(tenders.id, tender._id));
    const tomorrow = { ...tender, closingDate: daysFrom(1) };
    const refused = await edit(tomorrow);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe('closingDate');
    expect(refused.json().message).toMatch(/^This addendum is issued within 2 days of closing/);
    expect((await edit(tomorrow, { closingDate: daysFrom(2) })).statusCode).toBe(200);
    // An addendum may not bring the closing date inside the window either.
    const far = await published();
    expect((await edit(far, { closingDate: daysFrom(1) })).statusCode).toBe(400);
    expect((await edit(far, { closingDate: daysFrom(3) })).statusCode).toBe(200);
  });

  it('addenda list: 401 anonymous, 403 other category / sub-admin without manageTenders, 404 unknown', async () => {
    const tender = await published();
    expect((await ctx.call('GET', `/api/tenders/${tender._id}/addenda`)).statusCode).toBe(401);
    expect((await addenda(tender._id, otherCategory)).statusCode).toBe(403);
    expect((await addenda(tender._id, noPermissions)).statusCode).toBe(403);
    expect((await addenda(randomUUID(), admin)).statusCode).toBe(404);
    expect((await addenda('nope', supplier)).statusCode).toBe(404);
    expect((await addenda(tender._id, admin)).json()).toEqual({ data: [] });
  });

  it('the questions-close time is set on the form and must fall before closing', async () => {
    const created = await published({ questionsCloseAt: `${daysFrom(10)}T17:00` });
    expect(created.questionsCloseAt).toBe(new Date(`${daysFrom(10)}T11:30:00.000Z`).toISOString());
    const late = await edit(created, { questionsCloseAt: `${daysFrom(31)}T00:00` });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      field: 'questionsCloseAt',
      message: clarificationText.questionsCloseAfterClosing,
    });
    const bad = await edit(created, { questionsCloseAt: 'soon' });
    expect(bad.json()).toMatchObject({
      field: 'questionsCloseAt',
      message: clarificationText.questionsCloseInvalid,
    });
    const cleared = await edit(created, { questionsCloseAt: '' });
    expect(cleared.json().data.questionsCloseAt).toBeNull();
    const list = (await addenda(created._id, admin)).json().data;
    expect(list[0].changes.fields.map((field: { field: string }) => field.field)).toEqual([
      'questionsCloseAt',
    ]);
  });
});

describe('quotations sent before an addendum', () => {
  const quotation = (unitPrice = 10) =>
    JSON.stringify({
      items: [{ ...SAMPLE_ITEM, qty: 2, unitPrice, gstRate: 18 }],
      notes: 'Ex stock',
    });

  async function quotedTender() {
    const tender = await published();
    await ctx.db.insert(interests).values([
      { tenderId: tender._id, supplierId: supplier.id, status: 'Approved', decidedAt: new Date() },
      { tenderId: tender._id, supplierId: second.id, status: 'Approved', decidedAt: new Date() },
    ]);
    const sent = await ctx.call(
      'POST',
      `/api/suppliers/${tender._id}/supplier/${supplier.id}/quotation`,
      { quotation: quotation() },
      supplier.headers,
    );
    expect(sent.statusCode).toBe(201);
    return { tender, quotationId: sent.json().data._id as string };
  }

  const myRow = async (who: TestCaller, tenderId: string) =>
    (await ctx.call('GET', `/api/tenders/supplier/${who.id}/quotations`, undefined, who.headers))
      .json()
      .data.find((row: { tenderId: string }) => row.tenderId === tenderId);

  const confirmUrl = (tenderId: string, who: TestCaller, quotationId: string) =>
    `/api/tenders/${tenderId}/supplier/${who.id}/quotation/${quotationId}/confirm`;

  it('are marked after an addendum, cleared by confirming (audited, idempotent)', async () => {
    const { tender, quotationId } = await quotedTender();
    expect(await myRow(supplier, tender._id)).toMatchObject({ addendumPending: false, latestAddendum: 0 });
    expect((await edit(tender)).statusCode).toBe(200);
    expect(await myRow(supplier, tender._id)).toMatchObject({ addendumPending: true, latestAddendum: 1 });
    const adminRows = (
      await ctx.call('GET', `/api/tenders/${tender._id}/quotations`, undefined, admin.headers)
    ).json();
    expect(adminRows.data[0]).toMatchObject({ addendumPending: true, latestAddendum: 1 });
    const detail = await ctx.call(
      'GET',
      `/api/tenders/${tender._id}/supplier/${supplier.id}/quotation`,
      undefined,
      admin.headers,
    );
    expect(detail.json().data.addendumPending).toBe(true);

    const url = confirmUrl(tender._id, supplier, quotationId);
    expect((await ctx.call('POST', url)).statusCode).toBe(401);
    expect((await ctx.call('POST', url, undefined, second.headers)).statusCode).toBe(403);
    expect((await ctx.call('POST', url, undefined, admin.headers)).statusCode).toBe(403);
    expect(
      (await ctx.call('POST', confirmUrl(tender._id, supplier, randomUUID()), undefined, supplier.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call('POST', confirmUrl('x', supplier, 'y'), undefined, supplier.headers)).statusCode,
    ).toBe(404);

    const confirmed = await ctx.call('POST', url, '', {
      ...supplier.headers,
      'content-type': 'application/json',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: addendumText.confirmed,
      data: { addendumPending: false, latestAddendum: 1 },
    });
    expect(await myRow(supplier, tender._id)).toMatchObject({ addendumPending: false, latestAddendum: 1 });
    expect((await ctx.call('POST', url, undefined, supplier.headers)).statusCode).toBe(200);
    expect(await ctx.auditCount({ action: 'quotation.confirm', entityId: quotationId })).toBe(1);
  });

  it('are cleared by a revision; a quotation sent after the addendum is not marked', async () => {
    const { tender, quotationId } = await quotedTender();
    await edit(tender);
    await edit(tender, { addendumNote: 'Second change.' });
    expect(await myRow(supplier, tender._id)).toMatchObject({ addendumPending: true, latestAddendum: 2 });
    const revised = await ctx.call(
      'PUT',
      `/api/tenders/${tender._id}/supplier/${supplier.id}/quotation/${quotationId}`,
      { quotation: quotation(12) },
      supplier.headers,
    );
    expect(revised.statusCode).toBe(200);
    expect(await myRow(supplier, tender._id)).toMatchObject({ addendumPending: false, latestAddendum: 2 });

    const late = await ctx.call(
      'POST',
      `/api/suppliers/${tender._id}/supplier/${second.id}/quotation`,
      { quotation: quotation() },
      second.headers,
    );
    expect(late.statusCode).toBe(201);
    expect(await myRow(second, tender._id)).toMatchObject({ addendumPending: false, latestAddendum: 2 });
  });

  it('confirming a closed tender’s quotation is refused like a revision (409)', async () => {
    const { tender, quotationId } = await quotedTender();
    await edit(tender);
    await ctx.db
      .update(tenders)
      .set({ publishingDate: daysFrom(-5), closingDate: daysFrom(-1) })
      .where(eq(tenders.id, tender._id));
    const response = await ctx.call(
      'POST',
      confirmUrl(tender._id, supplier, quotationId),
      undefined,
      supplier.headers,
    );
    expect(response.statusCode).toBe(409);
  });
});
