import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_TENDER_FILES_PER_KIND, MAX_TENDER_ITEMS, type Tender } from '@tenderdesk/domain/tenders';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { interests, tenderFiles, tenderItems, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';
import { PDF_BYTES } from '../../test/files';
import {
  createPublishedTender,
  createTenderDraft,
  postTender,
  SAMPLE_ITEM,
  sampleFile,
  samplePng,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

let ctx: TestContext;
let categoryId: string;
let categoryName: string;
let otherCategoryId: string;
const as: Record<'anonymous' | 'admin' | 'manager' | 'reports' | 'plain' | 'supplier' | 'outsider', Headers> =
  {
    anonymous: {},
    admin: {},
    manager: {},
    reports: {},
    plain: {},
    supplier: {},
    outsider: {},
  };
let supplierId: string;

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

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Headers) =>
  ctx.app.inject({ method, url, headers });

async function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
  field?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(field ? { message, field } : { message });
}

async function tenderRows(id: string) {
  const db = ctx.db;
  const [t] = await db.select({ n: count() }).from(tenders).where(eq(tenders.id, id));
  const [i] = await db.select({ n: count() }).from(tenderItems).where(eq(tenderItems.tenderId, id));
  const fileRows = await db
    .select({ fileId: tenderFiles.fileId })
    .from(tenderFiles)
    .where(eq(tenderFiles.tenderId, id));
  return { tenders: t?.n ?? 0, items: i?.n ?? 0, fileIds: fileRows.map((row) => row.fileId) };
}

async function storedFileCount(ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await ctx.db.select({ n: count() }).from(files).where(inArray(files.id, ids));
  return row?.n ?? 0;
}

describe('POST /api/tenders/add', () => {
  it('creates a Draft with its items, files, category name and an audit event', async () => {
    const response = await postTender(ctx.app, as.admin, categoryId, {
      fields: {
        items: JSON.stringify([
          SAMPLE_ITEM,
          { ...SAMPLE_ITEM, itemCode: 'IT-002', qty: 3 },
          { ...SAMPLE_ITEM, itemCode: 'IT-003', qty: '1.05', _id: 'ignored' },
        ]),
      },
      files: {
        scopeOfWork: [sampleFile('scope one.pdf'), samplePng('scope two.png')],
        rfq: [sampleFile('rfq.pdf')],
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(messages.tender.draftCreated);
    const tender = body.data as Tender;
    expect(tender).toMatchObject({
      status: 'Draft',
      readyToPublish: false,
      supplyCategory: categoryName,
      supplyCategoryId: categoryId,
      projectName: 'Substation upgrade',
      publishingDate: '2030-01-10',
      closingDate: '2030-02-10',
      isClosed: false,
      publishedAt: null,
    });
    expect(tender.items.map((item) => [item.itemCode, item.qty])).toEqual([
      ['IT-001', 12.5],
      ['IT-002', 3],
      ['IT-003', 1.05],
    ]);
    expect(tender.scopeOfWork).toHaveLength(2);
    expect(tender.scopeOfWork[0]).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(tender.scopeOfWork[1]).toMatch(/\.png$/);
    expect(tender.scopeOfWorkFiles.map((file) => file.originalName)).toEqual([
      'scope one.pdf',
      'scope two.png',
    ]);
    expect(tender.rfqFiles).toEqual([
      {
        fileName: tender.rfq[0],
        originalName: 'rfq.pdf',
        size: PDF_BYTES.length,
        contentType: 'application/pdf',
      },
    ]);
    const [qty] = await ctx.db
      .select({ qty: tenderItems.qty })
      .from(tenderItems)
      .where(eq(tenderItems.tenderId, tender._id))
      .orderBy(tenderItems.position);
    expect(qty?.qty).toBe('12.50');
    expect(await ctx.auditFor(tender._id, 'tender.create')).toHaveLength(1);
  });

  it('takes the supply category by id or by its exact name in any case, and refuses an unknown one', async () => {
    for (const reference of [
      categoryId,
      categoryName,
      categoryName.toUpperCase(),
      `  ${categoryName.toLowerCase()} `,
    ]) {
      const tender = await createTenderDraft(ctx.app, as.manager, reference);
      expect(tender.supplyCategoryId, reference).toBe(categoryId);
    }
    for (const reference of ['No such category', randomUUID(), `${categoryName} x`]) {
      await expectError(
        await postTender(ctx.app, as.admin, reference),
        400,
        messages.tender.categoryNotFound,
        'supplyCategory',
      );
    }
  });

  it('refuses each missing field with its label and field name', async () => {
    const labels = {
      projectCode: 'Project Code',
      projectName: 'Project Name',
      organisation: 'Organisation',
      projectTitle: 'Project Title',
      supplyCategory: 'Supply Category',
      projectScope: 'Project Scope',
      publishingDate: 'Publishing Date',
      closingDate: 'Closing Date',
    };
    for (const [field, label] of Object.entries(labels)) {
      for (const value of [undefined, '   ']) {
        const response = await postTender(ctx.app, as.admin, categoryId, { fields: { [field]: value } });
        await expectError(response, 400, messages.tender.required(label), field);
      }
    }
  });

  it('refuses bad dates and a closing date before the publishing date; the same day is fine', async () => {
    for (const [field, value] of [
      ['publishingDate', '2030-02-30'],
      ['publishingDate', 'soon'],
      ['closingDate', '10/02/2030'],
    ] as const) {
      const label = field === 'publishingDate' ? 'Publishing Date' : 'Closing Date';
      await expectError(
        await postTender(ctx.app, as.admin, categoryId, { fields: { [field]: value } }),
        400,
        messages.tender.dateInvalid(label),
        field,
      );
    }
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, {
        fields: { publishingDate: '2030-03-01', closingDate: '2030-02-28' },
      }),
      400,
      messages.tender.closingBeforePublishing,
      'closingDate',
    );
    const sameDay = await postTender(ctx.app, as.admin, categoryId, {
      fields: { publishingDate: '2030-03-01', closingDate: '2030-03-01' },
    });
    expect(sameDay.statusCode).toBe(201);
  });

  it('refuses no items, a malformed items string, an incomplete item and a bad quantity, naming items', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, messages.tender.itemsRequired],
      ['', messages.tender.itemsRequired],
      ['[]', messages.tender.itemsRequired],
      ['{"itemCode":', messages.tender.itemsInvalid],
      ['not json', messages.tender.itemsInvalid],
      ['"text"', messages.tender.itemsRequired],
      [JSON.stringify([{ ...SAMPLE_ITEM, partNo: undefined }]), messages.tender.itemRequired('Part No.')],
      [JSON.stringify([{ ...SAMPLE_ITEM, uom: ' ' }]), messages.tender.itemRequired('UOM')],
      [
        JSON.stringify([SAMPLE_ITEM, { ...SAMPLE_ITEM, itemName: '' }]),
        messages.tender.itemRequired('Item Name'),
      ],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: 0 }]), messages.tender.qtyInvalid],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: '0' }]), messages.tender.qtyInvalid],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: 0.001 }]), messages.tender.qtyInvalid],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: '1.001' }]), messages.tender.qtyInvalid],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: -2 }]), messages.tender.qtyInvalid],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: 'ten' }]), messages.tender.qtyInvalid],
      [JSON.stringify([{ ...SAMPLE_ITEM, qty: undefined }]), messages.tender.itemRequired('Qty')],
      [JSON.stringify([null]), messages.tender.itemsRequired],
    ];
    for (const [items, message] of cases) {
      const response = await postTender(ctx.app, as.admin, categoryId, { fields: { items } });
      expect(response.json(), String(items)).toEqual({ message, field: 'items' });
      expect(response.statusCode).toBe(400);
    }
  });

  it('takes a long items list (well over 16 KB) up to the limit, and refuses more', async () => {
    const many = (n: number) =>
      JSON.stringify(
        Array.from({ length: n }, (_, i) => ({
          ...SAMPLE_ITEM,
          itemCode: `C${i}`,
          itemName: 'x'.repeat(150),
        })),
      );
    const big = await postTender(ctx.app, as.admin, categoryId, {
      fields: { items: many(MAX_TENDER_ITEMS) },
    });
    expect(big.statusCode).toBe(201);
    expect(big.json().data.items).toHaveLength(MAX_TENDER_ITEMS);
    expect(big.json().data.items[499].itemCode).toBe('C499');
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, { fields: { items: many(MAX_TENDER_ITEMS + 1) } }),
      400,
      messages.tender.tooManyItems(MAX_TENDER_ITEMS),
      'items',
    );
  });

  it('needs a scope-of-work file and an RFQ file, each checked by its content', async () => {
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, { files: { rfq: [sampleFile()] } }),
      400,
      messages.tender.scopeOfWorkRequired,
      'scopeOfWork',
    );
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, { files: { scopeOfWork: [sampleFile()] } }),
      400,
      messages.tender.rfqRequired,
      'rfq',
    );
    const exe = {
      bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00fake program', 'latin1'),
      name: 'setup.pdf',
      type: 'application/pdf',
    };
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, {
        files: { scopeOfWork: [sampleFile(), exe], rfq: [sampleFile()] },
      }),
      400,
      messages.tender.fileType('Scope of Work'),
      'scopeOfWork',
    );
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, { files: { scopeOfWork: [sampleFile()], rfq: [exe] } }),
      400,
      messages.tender.fileType('RFQ'),
      'rfq',
    );
    const eleven = Array.from({ length: MAX_TENDER_FILES_PER_KIND + 1 }, (_, n) => sampleFile(`s${n}.pdf`));
    await expectError(
      await postTender(ctx.app, as.admin, categoryId, {
        files: { scopeOfWork: eleven, rfq: [sampleFile()] },
      }),
      400,
      messages.tender.tooManyFiles('Scope of Work', MAX_TENDER_FILES_PER_KIND),
      'scopeOfWork',
    );
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenders/add',
      headers: as.admin,
      payload: {},
    });
    await expectError(json, 415, messages.tender.notMultipart);
  });

  it('keeps project codes unique whatever their case, leaving nothing behind', async () => {
    const first = await createTenderDraft(ctx.app, as.admin, categoryId, {
      fields: { projectCode: 'DUP-Code-7' },
    });
    const [before] = await ctx.db.select({ n: count() }).from(files);
    const response = await postTender(ctx.app, as.admin, categoryId, {
      fields: { projectCode: 'dup-CODE-7' },
    });
    await expectError(response, 409, messages.tender.codeTaken('dup-CODE-7'), 'projectCode');
    const [after] = await ctx.db.select({ n: count() }).from(files);
    expect(after?.n).toBe(before?.n);
    // Editing another tender to the taken code is refused too; keeping one's own code is fine.
    const second = await createTenderDraft(ctx.app, as.admin, categoryId);
    const edit = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/drafts/${second._id}`,
      as.admin,
      tenderFields(categoryId, { projectCode: 'DUP-CODE-7' }),
    );
    await expectError(edit, 409, messages.tender.codeTaken('DUP-CODE-7'), 'projectCode');
    const own = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/drafts/${first._id}`,
      as.admin,
      tenderFields(categoryId, { projectCode: 'dup-code-7' }),
    );
    expect(own.statusCode).toBe(200);
  });

  it('lets the database decide between two creates of one code at once', async () => {
    const code = `RACE-${randomUUID().slice(0, 8)}`;
    const responses = await Promise.all([
      postTender(ctx.app, as.admin, categoryId, { fields: { projectCode: code } }),
      postTender(ctx.app, as.manager, categoryId, { fields: { projectCode: code.toLowerCase() } }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(tenders)
      .where(sql`lower(${tenders.projectCode}) = lower(${code})`);
    expect(row?.n).toBe(1);
  });

  it('refuses callers without manageTenders before reading the form', async () => {
    await expectError(await postTender(ctx.app, as.anonymous, categoryId), 401, messages.auth.missingToken);
    for (const headers of [as.supplier, as.outsider, as.plain, as.reports]) {
      await expectError(await postTender(ctx.app, headers, categoryId), 403, messages.auth.forbidden);
    }
  });
});

describe('drafts: ready, publish, edit kinds', () => {
  it('publishes only a draft marked ready, each step audited', async () => {
    const draft = await createTenderDraft(ctx.app, as.manager, categoryId);
    const early = await call('PUT', `/api/tenders/draft/${draft._id}/publish`, as.manager);
    await expectError(early, 400, messages.draft.notReady, 'readyToPublish');

    const ready = await call('PUT', `/api/tenders/draft/${draft._id}/ready`, as.manager);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      message: messages.draft.markedReady,
      data: { readyToPublish: true },
    });
    // Marking again is harmless and records nothing more (an empty JSON body is no body).
    const again = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tenders/draft/${draft._id}/ready`,
      headers: { ...as.manager, 'content-type': 'application/json' },
      payload: '',
    });
    expect(again.statusCode).toBe(200);
    expect(await ctx.auditFor(draft._id, 'tender.mark-ready')).toHaveLength(1);

    const published = await call('PUT', `/api/tenders/draft/${draft._id}/publish`, as.manager);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      message: messages.draft.published,
      data: { _id: draft._id, status: 'Published' },
    });
    expect(published.json().data.publishedAt).toEqual(expect.any(String));
    expect(await ctx.auditFor(draft._id, 'tender.publish')).toHaveLength(1);

    await expectError(
      await call('PUT', `/api/tenders/draft/${draft._id}/publish`, as.manager),
      409,
      messages.tender.notADraft,
    );
    await expectError(
      await call('PUT', `/api/tenders/draft/${draft._id}/ready`, as.manager),
      409,
      messages.tender.notADraft,
    );
    for (const id of [randomUUID(), 'nope']) {
      await expectError(
        await call('PUT', `/api/tenders/draft/${id}/ready`, as.admin),
        404,
        messages.draft.notFound,
      );
      await expectError(
        await call('PUT', `/api/tenders/draft/${id}/publish`, as.admin),
        404,
        messages.draft.notFound,
      );
    }
  });

  it('refuses ready and publish to everyone without manageTenders', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    for (const step of ['ready', 'publish']) {
      const url = `/api/tenders/draft/${draft._id}/${step}`;
      await expectError(await call('PUT', url, as.anonymous), 401, messages.auth.missingToken);
      for (const headers of [as.supplier, as.plain, as.reports]) {
        await expectError(await call('PUT', url, headers), 403, messages.auth.forbidden);
      }
    }
  });

  it('edits a draft only through the drafts call and a published tender only through the tender call', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    const form = tenderFields(categoryId);
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', `/api/tenders/${draft._id}`, as.admin, form),
      404,
      messages.tender.notFound,
    );
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${published._id}`, as.admin, form),
      404,
      messages.draft.notFound,
    );
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', `/api/tenders/${randomUUID()}`, as.admin, form),
      404,
      messages.tender.notFound,
    );

    const edited = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/${published._id}`, as.manager, {
      ...form,
      projectName: 'Renamed project',
      supplyCategory: otherCategoryId,
      items: JSON.stringify([
        { ...SAMPLE_ITEM, qty: '7.25' },
        { ...SAMPLE_ITEM, itemCode: 'X', qty: 2 },
      ]),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(messages.tender.updated);
    expect(edited.json().data).toMatchObject({
      status: 'Published',
      projectName: 'Renamed project',
      supplyCategoryId: otherCategoryId,
      items: [{ qty: 7.25 }, { itemCode: 'X', qty: 2 }],
      scopeOfWork: published.scopeOfWork,
      rfq: published.rfq,
    });
    expect(await ctx.auditFor(published._id, 'tender.update')).toHaveLength(1);

    const draftEdit = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${draft._id}`, as.admin, {
      ...form,
      projectCode: draft.projectCode,
      closingDate: '2030-01-01',
    });
    await expectError(draftEdit, 400, messages.tender.closingBeforePublishing, 'closingDate');
    const missing = await sendTenderForm(ctx.app, 'PUT', `/api/tenders/drafts/${draft._id}`, as.admin, {
      ...form,
      items: '[',
    });
    await expectError(missing, 400, messages.tender.itemsInvalid, 'items');
  });

  it('edits keep the files, remove the listed ones and append the sent ones, in order', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId, {
      files: { scopeOfWork: [sampleFile('a.pdf'), sampleFile('b.pdf')], rfq: [samplePng('r1.png')] },
    });
    const url = `/api/tenders/drafts/${draft._id}`;
    const form = tenderFields(categoryId, { projectCode: draft.projectCode });

    const kept = await sendTenderForm(ctx.app, 'PUT', url, as.admin, form);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.scopeOfWork).toEqual(draft.scopeOfWork);
    expect(kept.json().data.rfq).toEqual(draft.rfq);

    const removedName = draft.scopeOfWork[0] as string;
    const changed = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      as.admin,
      { ...form, removeScopeOfWork: JSON.stringify([removedName.toUpperCase()]) },
      { scopeOfWork: [samplePng('c.png')], rfq: [sampleFile('r2.pdf')] },
    );
    expect(changed.statusCode).toBe(200);
    const tender = changed.json().data as Tender;
    expect(tender.scopeOfWorkFiles.map((file) => file.originalName)).toEqual(['b.pdf', 'c.png']);
    expect(tender.scopeOfWork[0]).toBe(draft.scopeOfWork[1]);
    expect(tender.rfqFiles.map((file) => file.originalName)).toEqual(['r1.png', 'r2.pdf']);
    // The removed file is gone from the database, not just unlinked.
    const removedId = removedName.split('.')[0] as string;
    expect(await storedFileCount([removedId])).toBe(0);
    // Its download index now serves the next file.
    const first = await call('GET', `/api/tenders/${draft._id}/download/scopeOfWork/0`, as.admin);
    expect(first.headers['content-disposition']).toContain('b.pdf');

    for (const value of ['nope', '{}', JSON.stringify([`${randomUUID()}.pdf`]), JSON.stringify([1])]) {
      await expectError(
        await sendTenderForm(ctx.app, 'PUT', url, as.admin, { ...form, removeRfq: value }),
        400,
        messages.tender.removeInvalid('RFQ'),
        'removeRfq',
      );
    }
    // An RFQ name listed under scope of work is not a scope-of-work file.
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', url, as.admin, {
        ...form,
        removeScopeOfWork: JSON.stringify(tender.rfq),
      }),
      400,
      messages.tender.removeInvalid('Scope of Work'),
      'removeScopeOfWork',
    );
    // Removing every RFQ without sending another would leave none.
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', url, as.admin, { ...form, removeRfq: JSON.stringify(tender.rfq) }),
      400,
      messages.tender.rfqRequired,
      'rfq',
    );
    const ten = Array.from({ length: MAX_TENDER_FILES_PER_KIND - 1 }, (_, n) => sampleFile(`more${n}.pdf`));
    await expectError(
      await sendTenderForm(ctx.app, 'PUT', url, as.admin, form, { scopeOfWork: ten }),
      400,
      messages.tender.tooManyFiles('Scope of Work', MAX_TENDER_FILES_PER_KIND),
      'scopeOfWork',
    );
    // Replacing all RFQs in one edit is fine.
    const replaced = await sendTenderForm(
      ctx.app,
      'PUT',
      url,
      as.admin,
      { ...form, removeRfq: JSON.stringify(tender.rfq) },
      { rfq: [sampleFile('r3.pdf')] },
    );
    expect(replaced.json().data.rfqFiles.map((file: { originalName: string }) => file.originalName)).toEqual([
      'r3.pdf',
    ]);
  });

  it('refuses the edits to everyone without manageTenders', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    for (const url of [`/api/tenders/drafts/${draft._id}`, `/api/tenders/${published._id}`]) {
      const form = tenderFields(categoryId);
      await expectError(
        await sendTenderForm(ctx.app, 'PUT', url, as.anonymous, form),
        401,
        messages.auth.missingToken,
      );
      for (const headers of [as.supplier, as.plain, as.reports]) {
        await expectError(
          await sendTenderForm(ctx.app, 'PUT', url, headers, form),
          403,
          messages.auth.forbidden,
        );
      }
    }
  });
});

describe('lists', () => {
  it('page the published tenders and the drafts apart, newest first, searched and sorted', async () => {
    const tag = randomUUID().slice(0, 8);
    const drafts = [];
    for (const n of [1, 2, 3]) {
      drafts.push(
        await createTenderDraft(ctx.app, as.admin, categoryId, {
          fields: { projectName: `Listed ${tag} ${n}`, organisation: `Org ${tag}` },
        }),
      );
    }
    const published = await createPublishedTender(ctx.app, as.admin, categoryId, {
      fields: {
        projectName: `Listed ${tag} published`,
        publishingDate: '2029-05-01',
        closingDate: '2029-06-01',
      },
    });

    const draftList = await call('GET', `/api/tenders/drafts?q=${tag}`, as.manager);
    expect(draftList.statusCode).toBe(200);
    const body = draftList.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual(drafts.map((d) => d._id).reverse());
    expect(body.data[0]).toMatchObject({
      readyToPublish: false,
      status: 'Draft',
      itemCount: 1,
      supplyCategory: categoryName,
    });
    expect(body.data[0].items).toBeUndefined();

    const publishedList = await call('GET', `/api/tenders?q=${tag}`, as.admin);
    expect(publishedList.json()).toMatchObject({
      total: 1,
      data: [{ _id: published._id, status: 'Published' }],
    });
    // The search reaches code, title and organisation too.
    const byCode = await call(
      'GET',
      `/api/tenders?q=${encodeURIComponent(published.projectCode.toLowerCase())}`,
      as.admin,
    );
    expect(byCode.json().data.map((row: { _id: string }) => row._id)).toEqual([published._id]);
    const byOrg = await call(
      'GET',
      `/api/tenders/drafts?q=org%20${tag}&pageSize=2&sort=projectName`,
      as.admin,
    );
    expect(byOrg.json()).toMatchObject({ total: 3, pageSize: 2 });
    expect(byOrg.json().data.map((row: { projectName: string }) => row.projectName)).toEqual([
      `Listed ${tag} 1`,
      `Listed ${tag} 2`,
    ]);
    const page2 = await call(
      'GET',
      `/api/tenders/drafts?q=${tag}&pageSize=2&page=2&sort=-projectName`,
      as.admin,
    );
    expect(page2.json().data.map((row: { projectName: string }) => row.projectName)).toEqual([
      `Listed ${tag} 1`,
    ]);

    const bad = await call('GET', '/api/tenders?sort=price', as.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('sort');
  });

  it('are for managers; the published list also for the reports permission', async () => {
    expect((await call('GET', '/api/tenders', as.reports)).statusCode).toBe(200);
    await expectError(await call('GET', '/api/tenders/drafts', as.reports), 403, messages.auth.forbidden);
    for (const url of ['/api/tenders', '/api/tenders/drafts']) {
      await expectError(await call('GET', url, as.anonymous), 401, messages.auth.missingToken);
      for (const headers of [as.supplier, as.outsider, as.plain]) {
        await expectError(await call('GET', url, headers), 403, messages.auth.forbidden);
      }
      expect((await call('GET', url, as.manager)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/tenders/view/{id} and /api/tenders/drafts/{id}', () => {
  it('serve a published tender to managers and to suppliers of its category only', async () => {
    const tender = await createPublishedTender(ctx.app, as.admin, categoryId);
    const url = `/api/tenders/view/${tender._id}`;
    for (const headers of [as.admin, as.manager, as.supplier]) {
      const response = await call('GET', url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: tender });
    }
    await expectError(await call('GET', url, as.anonymous), 401, messages.auth.missingToken);
    await expectError(await call('GET', url, as.outsider), 403, messages.interest.otherCategory);
    await expectError(await call('GET', url, as.plain), 403, messages.auth.forbidden);
    await expectError(await call('GET', url, as.reports), 403, messages.auth.forbidden);
    await expectError(
      await call('GET', `/api/tenders/view/${randomUUID()}`, as.supplier),
      404,
      messages.tender.notFound,
    );
    await expectError(
      await call('GET', `/api/tenders/view/${randomUUID()}`, as.plain),
      403,
      messages.auth.forbidden,
    );
    // A published tender is not a draft.
    await expectError(
      await call('GET', `/api/tenders/drafts/${tender._id}`, as.admin),
      404,
      messages.draft.notFound,
    );
  });

  it('never show a draft to a supplier, even of its category', async () => {
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    await expectError(
      await call('GET', `/api/tenders/view/${draft._id}`, as.supplier),
      404,
      messages.tender.notFound,
    );
    await expectError(
      await call('GET', `/api/tenders/view/${draft._id}`, as.outsider),
      404,
      messages.tender.notFound,
    );
    const asDraft = await call('GET', `/api/tenders/drafts/${draft._id}`, as.manager);
    expect(asDraft.json()).toEqual({ data: draft });
    expect((await call('GET', `/api/tenders/view/${draft._id}`, as.admin)).json()).toEqual({ data: draft });
    await expectError(
      await call('GET', `/api/tenders/drafts/${draft._id}`, as.supplier),
      403,
      messages.auth.forbidden,
    );
    await expectError(
      await call('GET', `/api/tenders/drafts/${draft._id}`, as.plain),
      403,
      messages.auth.forbidden,
    );
    await expectError(
      await call('GET', `/api/tenders/drafts/${draft._id}`, as.anonymous),
      401,
      messages.auth.missingToken,
    );
    await expectError(
      await call('GET', '/api/tenders/drafts/not-an-id', as.admin),
      404,
      messages.draft.notFound,
    );
  });

  it('computes isClosed from the closing date in the portal time zone', async () => {
    const closed = await createPublishedTender(ctx.app, as.admin, categoryId, {
      fields: { publishingDate: '2020-01-01', closingDate: '2020-01-31' },
    });
    expect(closed.isClosed).toBe(true);
  });
});

describe('delete', () => {
  it('removes a tender, its items, file rows and stored files in one audited step', async () => {
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    const before = await tenderRows(published._id);
    expect(before.fileIds).toHaveLength(2);
    expect(before.items).toBe(1);
    await expectError(
      await call('DELETE', `/api/tenders/drafts/${published._id}`, as.admin),
      404,
      messages.draft.notFound,
    );
    const response = await call('DELETE', `/api/tenders/${published._id}`, as.manager);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.tender.deleted });
    expect(await tenderRows(published._id)).toEqual({ tenders: 0, items: 0, fileIds: [] });
    expect(await storedFileCount(before.fileIds)).toBe(0);
    expect(await ctx.auditFor(published._id, 'tender.delete')).toHaveLength(1);
    await expectError(
      await call('DELETE', `/api/tenders/${published._id}`, as.manager),
      404,
      messages.tender.notFound,
    );

    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    await expectError(
      await call('DELETE', `/api/tenders/${draft._id}`, as.admin),
      404,
      messages.tender.notFound,
    );
    const draftFiles = (await tenderRows(draft._id)).fileIds;
    const deleted = await call('DELETE', `/api/tenders/drafts/${draft._id}`, as.admin);
    expect(deleted.json()).toEqual({ message: messages.draft.deleted });
    expect(await storedFileCount(draftFiles)).toBe(0);
  });

  it('refuses to delete a tender suppliers have answered, and keeps everything', async () => {
    const tender = await createPublishedTender(ctx.app, as.admin, categoryId);
    await ctx.db.insert(interests).values({ tenderId: tender._id, supplierId });
    const before = await tenderRows(tender._id);
    await expectError(
      await call('DELETE', `/api/tenders/${tender._id}`, as.admin),
      409,
      messages.tender.answered(1, 0),
    );
    expect(await tenderRows(tender._id)).toEqual(before);
    expect(await storedFileCount(before.fileIds)).toBe(2);
    expect(await ctx.auditFor(tender._id, 'tender.delete')).toHaveLength(0);
  });

  it('refuses callers without manageTenders', async () => {
    const published = await createPublishedTender(ctx.app, as.admin, categoryId);
    const draft = await createTenderDraft(ctx.app, as.admin, categoryId);
    for (const url of [`/api/tenders/${published._id}`, `/api/tenders/drafts/${draft._id}`]) {
      await expectError(await call('DELETE', url, as.anonymous), 401, messages.auth.missingToken);
      for (const headers of [as.supplier, as.plain, as.reports]) {
        await expectError(await call('DELETE', url, headers), 403, messages.auth.forbidden);
      }
    }
    expect((await tenderRows(published._id)).tenders).toBe(1);
    expect((await tenderRows(draft._id)).tenders).toBe(1);
  });
});

describe('categories used by tenders', () => {
  it('cannot be deleted, and the refusal names how many tenders use them', async () => {
    const name = `Lonely ${randomUUID().slice(0, 8)}`;
    const { categoryId: lonely, subCategoryId } = await insertCategoryPair(ctx.database, name, 'Only sub');
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/subcategory/delete/${subCategoryId}`,
      headers: as.admin,
    });
    await createTenderDraft(ctx.app, as.admin, lonely);
    await createPublishedTender(ctx.app, as.admin, lonely);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/category/delete/${lonely}`,
      headers: as.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.category.inUse(name, ['2 tenders']));
  });
});
