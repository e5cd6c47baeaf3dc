import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_TENDER_FILES_PER_KIND, MAX_TENDER_ITEMS, type Tender } from '@tenderdesk/domain/tenders';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/files';
import { tenderItems, tenders } from '../../db/schema/tenders';
import { PDF_BYTES } from '../../test/files';
import {
  createTenderDraft,
  postTender,
  SAMPLE_ITEM,
  sampleFile,
  samplePng,
  sendTenderForm,
  tenderFields,
} from '../../test/tenders-api';

import { as, categoryId, categoryName, ctx, expectError, useTenderKit } from './tender-test-kit';

useTenderKit();

/*
 * POST /api/tenders/add (decision 022); the drafts' steps and edits are in tender-drafts.test.ts, the
 * lists, views and deletes in tender-lists.test.ts.
 */

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
