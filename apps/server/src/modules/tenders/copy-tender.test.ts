import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { tenderCopyText } from '@tenderdesk/domain/tender-copy-messages';
import type { Tender } from '@tenderdesk/domain/tenders';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auctions } from '../../db/schema/auctions';
import { tenderAddenda, tenderQuestions } from '../../db/schema/clarifications';
import { technicalCriteria, tenderOpeners } from '../../db/schema/evaluation';
import { buyingUnits } from '../../db/schema/organisation';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { interests, tenderFiles, tenderItems, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { envelopeKit, twoEnvelopeSettings } from '../../test/envelope-kit';
import {
  approveInterestThroughApi,
  createPublishedTender,
  createTenderDraft,
  defaultTenderFiles,
  publishTender,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

/*
 * Issue 23, item 4: POST /api/tenders/{tenderId}/copy. What the new draft holds (items with HSN/SAC
 * and unit, criteria, openers, envelope mode, EMD and fee, exemptions, category, buying unit, sealed)
 * and what it does not (files, dates, interest, questions, addenda, quotations, awards, auction),
 * asserted on the stored rows; who may copy; the audit event naming the origin.
 */

let ctx: TestContext;
let categoryId: string;
let admin: TestCaller;
let manager: TestCaller;
let reportsOnly: TestCaller;
let plain: TestCaller;
let openerA: TestCaller;
let openerB: TestCaller;
let alpha: TestCaller;
let beta: TestCaller;
let award: ReturnType<typeof awardKit>;
let envelopes: ReturnType<typeof envelopeKit>;
let unitId: string;

const TIME_ZONE = 'Asia/Kolkata';

const ITEMS = [
  {
    itemCode: 'CB-1',
    itemName: 'Copper cable',
    partNo: 'CC-4',
    manufacturer: 'Polycab',
    uom: 'MTR',
    qty: '12.50',
    hsnSac: '85444999',
  },
  {
    itemCode: 'SV-2',
    itemName: 'Laying service',
    partNo: 'LS',
    manufacturer: 'Any',
    uom: 'day',
    qty: '3',
    hsnSac: '995461',
  },
  { itemCode: 'GL-3', itemName: 'Cable gland', partNo: 'G-20', manufacturer: 'Comet', uom: 'NOS', qty: '40' },
];

beforeAll(async () => {
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, `Copied ${randomUUID().slice(0, 8)}`, 'Cables');
  categoryId = pair.categoryId;
  admin = await ctx.as.admin();
  manager = await ctx.as.subAdmin(['manageTenders']);
  reportsOnly = await ctx.as.subAdmin(['reports']);
  plain = await ctx.as.subAdmin(['manageSuppliers', 'masterTables', 'purchaseOrders']);
  openerA = await ctx.as.subAdmin([], { username: 'Opener Anand' });
  openerB = await ctx.as.subAdmin(['reports'], { username: 'Opener Bela' });
  alpha = await ctx.as.supplier({ ...pair, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...pair, companyName: 'Beta Supplies' });
  award = awardKit(ctx, categoryId);
  envelopes = envelopeKit(ctx);
  [{ id: unitId }] = (await ctx.db
    .insert(buyingUnits)
    .values({ name: 'North depot', address: '1 Main Road', city: 'Pune', stateCode: '27', pincode: '411001' })
    .returning({ id: buyingUnits.id })) as [{ id: string }];
});
afterAll(() => ctx.close());

const copyCall = (tenderId: string, caller?: TestCaller) =>
  ctx.call('POST', `/api/tenders/${tenderId}/copy`, undefined, caller?.headers ?? {});

async function copied(tenderId: string, caller: TestCaller = manager): Promise<Tender> {
  const response = await copyCall(tenderId, caller);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(tenderCopyText.copied);
  return response.json().data as Tender;
}

const rowsOf = async (db: Db, id: string) => {
  const [tender] = await db.select().from(tenders).where(eq(tenders.id, id));
  const strip = <T extends { id?: unknown; tenderId: unknown }>({ id: _i, tenderId: _t, ...rest }: T) => rest;
  const items = await db
    .select()
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, id))
    .orderBy(asc(tenderItems.position));
  const criteria = await db
    .select()
    .from(technicalCriteria)
    .where(eq(technicalCriteria.tenderId, id))
    .orderBy(asc(technicalCriteria.position));
  const openers = await db.select().from(tenderOpeners).where(eq(tenderOpeners.tenderId, id));
  const counted = async (
    table: typeof tenderFiles | typeof interests | typeof quotations | typeof auctions,
  ) => (await db.select({ n: count() }).from(table).where(eq(table.tenderId, id)))[0]?.n ?? 0;
  const countOf = async (table: typeof tenderQuestions | typeof tenderAddenda | typeof tenderAwards) =>
    (await db.select({ n: count() }).from(table).where(eq(table.tenderId, id)))[0]?.n ?? 0;
  return {
    tender,
    items: items.map(strip),
    criteria: criteria.map(strip),
    openers: openers.map((row) => row.adminId).sort(),
    files: await counted(tenderFiles),
    interests: await counted(interests),
    quotations: await counted(quotations),
    auctions: await counted(auctions),
    questions: await countOf(tenderQuestions),
    addenda: await countOf(tenderAddenda),
    awards: await countOf(tenderAwards),
  };
};

/** A published, two-envelope, sealed tender of the buying unit with interest, a question and an addendum. */
async function busyTwoEnvelopeTender() {
  const draft = await createTenderDraft(ctx.app, admin.headers, categoryId, {
    fields: {
      items: JSON.stringify(ITEMS),
      sealed: 'true',
      buyingUnitId: unitId,
      publishingDate: '2030-01-10',
      closingDate: '2030-02-19',
      questionsCloseAt: '2030-02-01T10:00',
    },
  });
  const settings = await envelopes.putSettings(
    admin,
    draft._id,
    twoEnvelopeSettings([openerA.id, openerB.id]),
  );
  expect(settings.statusCode, settings.body).toBe(200);
  await publishTender(ctx.app, admin.headers, draft._id);
  await approveInterestThroughApi(ctx.app, draft._id, alpha, admin.headers);
  const asked = await ctx.call(
    'POST',
    `/api/suppliers/${draft._id}/supplier/${alpha.id}/questions`,
    { question: 'Armoured or not?' },
    alpha.headers,
  );
  expect(asked.statusCode, asked.body).toBe(201);
  const edited = await sendTenderForm(
    ctx.app,
    'PUT',
    `/api/tenders/${draft._id}`,
    admin.headers,
    tenderFields(categoryId, {
      projectCode: draft.projectCode,
      items: JSON.stringify(ITEMS),
      publishingDate: '2030-01-10',
      closingDate: '2030-02-19',
      addendumNote: 'Armoured cable only.',
    }),
  );
  expect(edited.statusCode, edited.body).toBe(200);
  return draft._id;
}

describe('copying a tender', () => {
  it('copies items, criteria and settings into a new draft, and none of the files, dates, interest, questions or addenda', async () => {
    const originId = await busyTwoEnvelopeTender();
    const origin = await rowsOf(ctx.db, originId);
    expect(origin).toMatchObject({ files: 2, interests: 1, questions: 1, addenda: 1 });
    expect(origin.criteria.length).toBeGreaterThan(0);

    const copy = await copied(originId);
    expect(copy._id).not.toBe(originId);
    const today = portalToday(TIME_ZONE);
    // What the caller sees: the draft, as creating a draft answers it.
    expect(copy).toMatchObject({
      status: 'Draft',
      readyToPublish: false,
      projectCode: `${origin.tender?.projectCode}-COPY`,
      projectName: `${origin.tender?.projectName} (copy)`,
      organisation: origin.tender?.organisation,
      projectTitle: origin.tender?.projectTitle,
      projectScope: origin.tender?.projectScope,
      publishingDate: today,
      // Open as long as the origin was (40 days), from today.
      closingDate: addPortalDays(today, 40),
      questionsCloseAt: null,
      latestAddendum: 0,
      buyingUnitId: unitId,
      envelopes: 'two',
      emdAmount: '5000.00',
      tenderFee: '500.00',
      scopeOfWork: [],
      rfq: [],
      publishedAt: null,
    });
    expect(copy.items.map(({ _id, ...item }) => item)).toEqual(
      ITEMS.map((item) => ({ ...item, qty: Number(item.qty), hsnSac: item.hsnSac ?? null })),
    );

    // What is stored.
    const stored = await rowsOf(ctx.db, copy._id);
    expect(stored.items).toEqual(origin.items);
    expect(stored.criteria).toEqual(origin.criteria);
    expect(stored.openers).toEqual([openerA.id, openerB.id].sort());
    expect(stored.tender).toMatchObject({
      status: 'Draft',
      categoryId,
      buyingUnitId: unitId,
      sealed: true,
      envelopes: 'two',
      emdAmount: '5000.00',
      tenderFee: '500.00',
      exemptMse: true,
      exemptStartup: false,
      openersRequired: 2,
      questionsCloseAt: null,
      closedEarlyAt: null,
      quotationsOpenedAt: null,
      technicalOpenedAt: null,
      publishedAt: null,
      publishedBy: null,
      createdBy: manager.id,
    });
    expect(stored).toMatchObject({
      files: 0,
      interests: 0,
      quotations: 0,
      auctions: 0,
      questions: 0,
      addenda: 0,
      awards: 0,
    });

    // The origin is as it was.
    expect(await rowsOf(ctx.db, originId)).toEqual(origin);

    // Audited against the copy, naming its origin.
    const events = await ctx.auditFor(copy._id, 'tender.copy');
    expect(events).toHaveLength(1);
    expect(events[0]?.actorId).toBe(manager.id);
    expect(events[0]?.changes).toMatchObject({
      fromTenderId: originId,
      fromProjectCode: origin.tender?.projectCode,
      projectCode: copy.projectCode,
      status: 'Draft',
      items: 3,
      criteria: origin.criteria.length,
      openers: 2,
    });
    expect(await ctx.auditFor(originId, 'tender.copy')).toHaveLength(0);
  });

  it('copies a closed tender with quotations and an award, and one with an auction, without them', async () => {
    const awarded = await award.tenderFor([alpha, beta]);
    const a = await award.quote(awarded, alpha, [{ itemCode: 'IT-1', unitPrice: '100.00', gstRate: 18 }]);
    await award.quote(awarded, beta, [{ itemCode: 'IT-1', unitPrice: '90.00', gstRate: 18 }]);
    await award.close(awarded);
    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${awarded}/quotation/${a.id}/select`,
      {},
      admin.headers,
    );
    expect(selected.statusCode, selected.body).toBe(200);

    const auctioned = await award.tenderFor([alpha, beta]);
    await award.quote(auctioned, alpha, [{ itemCode: 'IT-1', unitPrice: '100.00', gstRate: 18 }]);
    await award.quote(auctioned, beta, [{ itemCode: 'IT-1', unitPrice: '90.00', gstRate: 18 }]);
    await award.close(auctioned);
    const scheduled = await ctx.call(
      'POST',
      `/api/tenders/${auctioned}/auction`,
      {
        startsAt: new Date(Date.now() + 3600_000).toISOString(),
        durationMinutes: 30,
        supplierIds: [alpha.id, beta.id],
        bidOn: 'total',
        decrementKind: 'amount',
        decrement: '10.00',
        extensionMinutes: 2,
        extensionLimit: 3,
        visibility: 'rank',
      },
      admin.headers,
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);

    for (const originId of [awarded, auctioned]) {
      const origin = await rowsOf(ctx.db, originId);
      expect(origin.quotations).toBe(2);
      expect(origin.awards + origin.auctions).toBe(1);
      const copy = await copied(originId, admin);
      const stored = await rowsOf(ctx.db, copy._id);
      expect(stored.items).toEqual(origin.items);
      expect(stored).toMatchObject({
        interests: 0,
        quotations: 0,
        awards: 0,
        auctions: 0,
        files: 0,
        criteria: [],
      });
      expect(stored.tender).toMatchObject({
        status: 'Draft',
        envelopes: 'single',
        closedEarlyAt: null,
        closedEarlyReason: null,
      });
      expect(await rowsOf(ctx.db, originId)).toEqual(origin);
    }
  });

  it('copies a draft; the copy is edited (files attached) and published like any draft', async () => {
    const draft = await createTenderDraft(ctx.app, admin.headers, categoryId);
    const copy = await copied(draft._id);
    const form = tenderFields(categoryId, {
      projectCode: copy.projectCode,
      projectName: copy.projectName,
      publishingDate: copy.publishingDate,
      closingDate: copy.closingDate,
    });
    // A draft keeps at least one file of each kind: the copy has none until they are attached.
    const bare = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/drafts/${copy._id}`,
      manager.headers,
      form,
    );
    expect(bare.statusCode).toBe(400);
    const edited = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/drafts/${copy._id}`,
      manager.headers,
      form,
      defaultTenderFiles(),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const published = await publishTender(ctx.app, manager.headers, copy._id);
    expect(published).toMatchObject({ status: 'Published', projectName: `${draft.projectName} (copy)` });
  });

  it('keeps the name and the code within 200 characters, and finds a free code for each copy', async () => {
    const long = createPublishedTender(ctx.app, admin.headers, categoryId, {
      fields: { projectCode: `L${'x'.repeat(199)}`, projectName: `N${'y'.repeat(198)}z` },
    });
    const origin = await long;
    const first = await copied(origin._id);
    expect(first.projectName).toHaveLength(200);
    expect(first.projectName).toBe(`N${'y'.repeat(192)} (copy)`);
    expect(first.projectCode).toBe(`L${'x'.repeat(194)}-COPY`);
    const second = await copied(origin._id);
    expect(second.projectCode).toBe(`L${'x'.repeat(192)}-COPY-2`);
    const third = await copied(origin._id);
    expect(third.projectCode).toBe(`L${'x'.repeat(192)}-COPY-3`);
    // A copy of a copy.
    const short = await createTenderDraft(ctx.app, admin.headers, categoryId, {
      fields: { projectCode: 'sc-1' },
    });
    const once = await copied(short._id);
    expect(once.projectCode).toBe('sc-1-COPY');
    const twice = await copied(once._id);
    expect(twice).toMatchObject({
      projectCode: 'sc-1-COPY-COPY',
      projectName: `${short.projectName} (copy) (copy)`,
    });
  });
});

describe('who may copy', () => {
  it('refuses anonymous callers, suppliers and sub-admins without manageTenders, copying nothing', async () => {
    const origin = await createPublishedTender(ctx.app, admin.headers, categoryId);
    const before = (await ctx.db.select({ n: count() }).from(tenders))[0]?.n;
    const audits = await ctx.auditCount({ action: 'tender.copy' });
    const anonymous = await copyCall(origin._id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: messages.auth.missingToken });
    for (const caller of [alpha, beta, reportsOnly, plain, openerA]) {
      const refused = await copyCall(origin._id, caller);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    }
    expect((await ctx.db.select({ n: count() }).from(tenders))[0]?.n).toBe(before);
    expect(await ctx.auditCount({ action: 'tender.copy' })).toBe(audits);
    // The admin and a sub-admin with manageTenders may.
    for (const caller of [admin, manager]) expect((await copied(origin._id, caller)).status).toBe('Draft');
    expect(await ctx.auditCount({ action: 'tender.copy' })).toBe(audits + 2);
  });

  it('answers 404 for an unknown tender', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const response = await copyCall(id, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.tender.notFound });
    }
  });
});
