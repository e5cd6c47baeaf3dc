import { BOQ_META_SHEET, BOQ_SHEET, boqColumnNumber, boqItemRow } from '@tenderdesk/domain/boq';
import { messages } from '@tenderdesk/domain/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { tenderItems, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { encodeMultipart, PDF_BYTES } from '../../test/files';
import { closeTenderRow, createTenderRow, daysFrom, insertInterests } from '../../test/tenders';
import { createPublishedTender, sendTenderForm, tenderFields } from '../../test/tenders-api';

/*
 * The priced BoQ round trip (issue 23 item 2): GET .../boq.xlsx and POST .../boq, for every kind of
 * caller; the workbook's protection, validation, formulas and hidden checksum; the upload's
 * refusals (another tender, items changed since, wrong numbers with row and column, missing and
 * extra rows) and its prefill, priced by the domain and equal to a typed quotation to the paisa.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let supplier: TestCaller;
let typist: TestCaller;
let pending: TestCaller;
let rejected: TestCaller;
let stranger: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Acme Electricals' });
  typist = await ctx.as.supplier({ ...electrical, companyName: 'Typed Prices Co' });
  pending = await ctx.as.supplier({ ...electrical, companyName: 'Pending Co' });
  rejected = await ctx.as.supplier({ ...electrical, companyName: 'Rejected Co' });
  stranger = await ctx.as.supplier({ ...electrical, companyName: 'Not Interested Co' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
});
afterAll(() => ctx.close());

async function tender(input: Partial<Parameters<typeof createTenderRow>[1]> = {}) {
  const id = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, items: 3, ...input });
  await insertInterests(ctx.db, id, {
    approved: [supplier, typist],
    pending: [pending],
    rejected: [rejected],
  });
  return id;
}

const boqUrl = (tenderId: string, supplierId: string) =>
  `/api/suppliers/${supplierId}/tenders/${tenderId}/boq`;

async function download(tenderId: string, caller: TestCaller | null = supplier, supplierId = supplier.id) {
  return ctx.call('GET', `${boqUrl(tenderId, supplierId)}.xlsx`, undefined, caller?.headers ?? {});
}

async function workbookOf(tenderId: string): Promise<ExcelJS.Workbook> {
  const response = await download(tenderId);
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

type Price = { unitPrice?: number | string | null; gstRate?: number | string | null };

/** Types prices into the BoQ as a supplier would (by item position), then saves it. */
async function filled(
  workbook: ExcelJS.Workbook,
  prices: Price[],
  edit?: (sheet: ExcelJS.Worksheet) => void,
) {
  const sheet = workbook.getWorksheet(BOQ_SHEET);
  if (!sheet) throw new Error('no BoQ sheet');
  prices.forEach((price, position) => {
    const row = sheet.getRow(boqItemRow(position));
    if (price.unitPrice !== undefined) row.getCell(boqColumnNumber('unitPrice')).value = price.unitPrice;
    if (price.gstRate !== undefined) row.getCell(boqColumnNumber('gstRate')).value = price.gstRate;
  });
  edit?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(
  tenderId: string,
  bytes: Buffer | null,
  caller: TestCaller | null = supplier,
  supplierId = supplier.id,
  name = 'BoQ.xlsx',
) {
  const { payload, headers } = await encodeMultipart({}, bytes ? { file: { bytes, name } } : {});
  return ctx.call('POST', boqUrl(tenderId, supplierId), payload, { ...headers, ...(caller?.headers ?? {}) });
}

const PRICES: Price[] = [
  { unitPrice: 19.99, gstRate: 18 },
  { unitPrice: 1234.57, gstRate: '5' },
  { unitPrice: 0.07, gstRate: 28 },
];

describe('GET /api/suppliers/{supplierId}/tenders/{tenderId}/boq.xlsx', () => {
  it('answers the tender’s items locked, price and GST cells open with validation, formulas and the hidden checksum', async () => {
    const id = await tender({ projectCode: 'BOQ/2026/17', projectName: 'Street lights' });
    const response = await download(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('BoQ-BOQ-2026-17.xlsx');
    const workbook = await workbookOf(id);
    const sheet = workbook.getWorksheet(BOQ_SHEET) as ExcelJS.Worksheet;
    expect(sheet.getCell('C1').value).toBe('BOQ/2026/17');
    expect(sheet.getCell('C2').value).toBe('Street lights');
    const first = sheet.getRow(boqItemRow(0));
    expect(first.getCell(boqColumnNumber('itemCode')).value).toBe('IT-1');
    expect(first.getCell(boqColumnNumber('qty')).value).toBe(12.5);
    expect(first.getCell(boqColumnNumber('itemCode')).protection?.locked).not.toBe(false);
    const unit = first.getCell(boqColumnNumber('unitPrice'));
    expect(unit.value).toBeNull();
    expect(unit.protection).toMatchObject({ locked: false });
    expect(unit.dataValidation).toMatchObject({ type: 'custom' });
    const rate = first.getCell(boqColumnNumber('gstRate'));
    expect(rate.dataValidation).toMatchObject({ type: 'list', formulae: ['"0,5,12,18,28"'] });
    expect(first.getCell(boqColumnNumber('lineTotal')).formula).toBe('IF(I5="","",ROUND(H5*I5,2))');
    expect(sheet.getRow(boqItemRow(3)).getCell(boqColumnNumber('totalWithGst')).formula).toBe('SUM(M5:M7)');
    const meta = workbook.getWorksheet(BOQ_META_SHEET) as ExcelJS.Worksheet;
    expect(meta.state).toBe('veryHidden');
    expect(meta.getCell('B1').value).toBe(id);
    expect(String(meta.getCell('B2').value)).toMatch(/^[0-9a-f]{64}$/);
    // The sheet is protected (no password).
    expect((sheet as unknown as { sheetProtection: { sheet: boolean } }).sheetProtection.sheet).toBe(true);
  });

  it('prefills the prices the supplier already sent', async () => {
    const id = await tender();
    const quotation = JSON.stringify({
      items: [{ itemCode: 'IT-2', itemName: 'Item 2', qty: '12.50', unitPrice: '40.10', gstRate: 12 }],
    });
    const sent = await ctx.call(
      'POST',
      `/api/suppliers/${id}/supplier/${supplier.id}/quotation`,
      { quotation },
      supplier.headers,
    );
    expect(sent.statusCode).toBe(201);
    const sheet = (await workbookOf(id)).getWorksheet(BOQ_SHEET) as ExcelJS.Worksheet;
    expect(sheet.getRow(boqItemRow(0)).getCell(boqColumnNumber('unitPrice')).value).toBeNull();
    const second = sheet.getRow(boqItemRow(1));
    expect(second.getCell(boqColumnNumber('unitPrice')).value).toBe(40.1);
    expect(second.getCell(boqColumnNumber('gstRate')).value).toBe(12);
    expect(second.getCell(boqColumnNumber('lineTotal')).result).toBe(501.25);
  });

  it('refuses every caller but the approved supplier itself, unknown and closed tenders', async () => {
    const id = await tender();
    const answers = async (caller: TestCaller | null, supplierId: string) => {
      const got = await download(id, caller, supplierId);
      const sent = await upload(id, PDF_BYTES, caller, supplierId);
      return [got.statusCode, sent.statusCode];
    };
    expect(await answers(null, supplier.id)).toEqual([401, 401]);
    expect(await answers(typist, supplier.id)).toEqual([403, 403]);
    expect(await answers(admin, supplier.id)).toEqual([403, 403]);
    expect(await answers(tenderManager, supplier.id)).toEqual([403, 403]);
    for (const caller of [pending, rejected, stranger]) {
      const got = await download(id, caller, caller.id);
      expect(got.statusCode).toBe(403);
      expect(got.json().message).toBe(messages.quotation.notApproved);
      expect((await upload(id, PDF_BYTES, caller, caller.id)).statusCode).toBe(403);
    }
    expect((await download(crypto.randomUUID())).statusCode).toBe(404);
    expect((await download('not-a-uuid')).statusCode).toBe(404);
    const draft = await tender({ status: 'Draft' });
    expect((await download(draft)).statusCode).toBe(403);
    const closed = await tender();
    const workbook = await workbookOf(closed);
    await closeTenderRow(ctx.db, closed);
    expect((await download(closed)).statusCode).toBe(409);
    expect((await upload(closed, await filled(workbook, PRICES))).statusCode).toBe(409);
  });
});

describe('POST /api/suppliers/{supplierId}/tenders/{tenderId}/boq', () => {
  it('answers the prefill priced by the domain (tampered formulas ignored) and stores nothing', async () => {
    const id = await tender();
    const bytes = await filled(await workbookOf(id), PRICES, (sheet) => {
      // The supplier overwrites totals (after unprotecting): the answer never reads them.
      sheet.getRow(boqItemRow(0)).getCell(boqColumnNumber('lineTotal')).value = 1;
      sheet.getRow(boqItemRow(3)).getCell(boqColumnNumber('totalWithGst')).value = {
        formula: 'SUM(M5:M7)*0',
        result: 0,
      };
    });
    const before = await ctx.auditCount();
    const response = await upload(id, bytes);
    expect(response.statusCode).toBe(200);
    // 12.5 x 19.99 = 249.875 -> 249.88 (+44.98); 12.5 x 1234.57 = 15432.125 -> 15432.13 (+771.61);
    // 12.5 x 0.07 = 0.875 -> 0.88 (+0.25).
    expect(response.json().data).toEqual({
      lines: [
        {
          position: 0,
          itemCode: 'IT-1',
          qty: '12.50',
          unitPrice: '19.99',
          gstRate: 18,
          lineTotal: 249.88,
          gstAmount: 44.98,
        },
        {
          position: 1,
          itemCode: 'IT-2',
          qty: '12.50',
          unitPrice: '1234.57',
          gstRate: 5,
          lineTotal: 15432.13,
          gstAmount: 771.61,
        },
        {
          position: 2,
          itemCode: 'IT-3',
          qty: '12.50',
          unitPrice: '0.07',
          gstRate: 28,
          lineTotal: 0.88,
          gstAmount: 0.25,
        },
      ],
      priced: 3,
      total: 15682.89,
      gstTotal: 816.84,
      totalWithGst: 16499.73,
    });
    expect(await ctx.auditCount()).toBe(before);
    expect(await ctx.db.select().from(quotations).where(eq(quotations.tenderId, id))).toEqual([]);
  });

  it('takes a free item priced 0, as the typed quotation does', async () => {
    const id = await tender();
    const free = await upload(
      id,
      await filled(await workbookOf(id), [
        { unitPrice: 0, gstRate: 0 },
        { unitPrice: 10, gstRate: 0 },
      ]),
    );
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({ priced: 2, total: 125, totalWithGst: 125 });
    expect(free.json().data.lines[0]).toMatchObject({ unitPrice: '0.00', gstRate: 0, lineTotal: 0 });
  });

  it('leaves empty rows unquoted, and refuses a file without any price', async () => {
    const id = await tender();
    const workbook = await workbookOf(id);
    const some = await upload(id, await filled(workbook, [{}, { unitPrice: 10, gstRate: 0 }]));
    expect(some.statusCode).toBe(200);
    expect(some.json().data).toMatchObject({ priced: 1, total: 125, totalWithGst: 125 });
    expect(some.json().data.lines[0]).toMatchObject({ unitPrice: null, gstRate: null, lineTotal: null });
    const none = await upload(id, await filled(await workbookOf(id), []));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('no unit prices');
  });

  it('refuses wrong numbers with row and column, and missing or extra rows', async () => {
    const id = await tender();
    const wrong = await upload(
      id,
      await filled(await workbookOf(id), [
        { unitPrice: -1, gstRate: 18 },
        { unitPrice: '12.345', gstRate: 17 },
        { unitPrice: 5, gstRate: null },
      ]),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message.split('\n')).toEqual([
      'Your BoQ has 4 problems; correct them in the file and upload it again:',
      'Row 5, Unit price (₹): “-1” is not a price: enter an amount of ₹0 or more with at most 2 decimals (e.g. 1250.50).',
      'Row 6, Unit price (₹): “12.345” is not a price: enter an amount of ₹0 or more with at most 2 decimals (e.g. 1250.50).',
      'Row 6, GST rate (%): “17” is not a GST rate: choose one of 0, 5, 12, 18, 28.',
      'Row 7, GST rate (%): Choose the GST rate of this item.',
    ]);
    const rows = await upload(
      id,
      await filled(await workbookOf(id), PRICES, (sheet) => {
        sheet.spliceRows(boqItemRow(1), 1);
        sheet.getRow(boqItemRow(4)).values = [9, 'NEW', 'New item', '', '', '', 'pcs', 1, 5, 18];
      }),
    );
    expect(rows.statusCode).toBe(400);
    const lines = rows.json().message.split('\n');
    expect(lines).toContain(
      'Row 6, Item code: Item IT-2 is missing: rows of the BoQ must not be removed (download it again if needed).',
    );
    expect(lines.some((line: string) => /^Row 9, Sl\. No\.: This row is not an item/.test(line))).toBe(true);
  });

  it('refuses another tender’s BoQ, a file that is no BoQ and a missing file', async () => {
    const id = await tender({ projectCode: 'THIS-1' });
    const otherId = await tender({ projectCode: 'OTHER-2' });
    const other = await upload(id, await filled(await workbookOf(otherId), PRICES));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message:
        'This BoQ is for tender OTHER-2, not THIS-1: download the BoQ of this tender and enter your prices in it.',
      field: 'file',
    });
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('Sheet1').addRow(['Item code', 'Unit price']);
    const notBoq = await upload(id, Buffer.from(await plain.xlsx.writeBuffer()));
    expect(notBoq.statusCode).toBe(400);
    expect(notBoq.json().message).toContain('not a BoQ downloaded from the portal');
    expect(
      (
        await upload(id, Buffer.from('Item code,Unit price\nIT-1,5\n'), supplier, supplier.id, 'boq.csv')
      ).json().message,
    ).toContain('not a BoQ');
    expect((await upload(id, PDF_BYTES)).statusCode).toBe(400);
    const none = await upload(id, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ field: 'file' });
    const broken = await upload(id, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(broken.statusCode).toBe(400);
  });

  it('refuses a BoQ downloaded before an addendum changed the items (field boqStale), and reads the new one', async () => {
    const id = await tender();
    const old = await workbookOf(id);
    // As an addendum changing a quantity does (the tender's update writes the items again).
    await ctx.db
      .update(tenderItems)
      .set({ qty: '13.00' })
      .where(and(eq(tenderItems.tenderId, id), eq(tenderItems.itemCode, 'IT-2')));
    const stale = await upload(id, await filled(old, PRICES));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      message:
        'The items of this tender have changed since this BoQ was downloaded (an addendum): download the new BoQ and enter your prices in it.',
      field: 'boqStale',
    });
    const fresh = await upload(id, await filled(await workbookOf(id), PRICES));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.lines[1]).toMatchObject({ qty: '13.00', lineTotal: 16049.41 });
  });

  it('through the tender API: an addendum that keeps the items keeps the BoQ, one that changes a quantity refuses it', async () => {
    const items = [
      { itemCode: 'CB-1', itemName: 'Cable', partNo: 'C1', manufacturer: 'Acme', uom: 'm', qty: '100' },
      { itemCode: 'CL-2', itemName: 'Clips', partNo: 'K2', manufacturer: 'Acme', uom: 'pcs', qty: '40' },
    ];
    const dates = { publishingDate: daysFrom(-1), closingDate: daysFrom(30) };
    const published = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: { ...dates, items: JSON.stringify(items) },
    });
    await insertInterests(ctx.db, published._id, { approved: [supplier] });
    const downloaded = await workbookOf(published._id);
    const edit = (changed: typeof items, note: string) =>
      sendTenderForm(
        ctx.app,
        'PUT',
        `/api/tenders/${published._id}`,
        admin.headers,
        tenderFields(electrical.categoryId, {
          projectCode: published.projectCode,
          ...dates,
          projectScope: `Supply and deliver cables: ${note}.`,
          items: JSON.stringify(changed),
          addendumNote: note,
        }),
      );
    expect((await edit(items, 'the delivery site is Gate 2')).statusCode).toBe(200);
    const prices = [
      { unitPrice: 10, gstRate: 18 },
      { unitPrice: 2, gstRate: 18 },
    ];
    expect((await upload(published._id, await filled(downloaded, prices))).statusCode).toBe(200);
    const more = items.map((item, index) => (index === 1 ? { ...item, qty: '45' } : item));
    expect((await edit(more, 'five more clips')).statusCode).toBe(200);
    const stale = await upload(published._id, await filled(downloaded, prices));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().field).toBe('boqStale');
  });

  it('gives the same stored figures as a typed quotation of the same prices, to the paisa', async () => {
    const id = await tender({ items: 40 });
    const prices: Price[] = Array.from({ length: 40 }, (_, index) => ({
      unitPrice: Number(((index * 7919) % 100000) / 100 + 0.01).toFixed(2),
      gstRate: [0, 5, 12, 18, 28][index % 5] ?? 18,
    }));
    const prefill = await upload(id, await filled(await workbookOf(id), prices));
    expect(prefill.statusCode).toBe(200);
    const view = await ctx.call('GET', `/api/tenders/view/${id}`, undefined, supplier.headers);
    const items = view.json().data.items as Record<string, unknown>[];
    const lines = prefill.json().data.lines as { position: number; unitPrice: string; gstRate: number }[];
    const imported = items.map((item, index) => ({
      ...item,
      unitPrice: lines[index]?.unitPrice,
      gstRate: lines[index]?.gstRate,
    }));
    const typed = items.map((item, index) => ({
      ...item,
      unitPrice: prices[index]?.unitPrice,
      gstRate: Number(prices[index]?.gstRate),
    }));
    const send = (caller: TestCaller, rows: object[]) =>
      ctx.call(
        'POST',
        `/api/suppliers/${id}/supplier/${caller.id}/quotation`,
        { quotation: JSON.stringify({ items: rows }) },
        caller.headers,
      );
    const fromFile = await send(supplier, imported);
    const byHand = await send(typist, typed);
    expect(fromFile.statusCode).toBe(201);
    expect(byHand.statusCode).toBe(201);
    const stored = async (caller: TestCaller) => {
      const [row] = await ctx.db
        .select()
        .from(quotations)
        .where(and(eq(quotations.supplierId, caller.id), eq(quotations.tenderId, id)));
      const saved = await ctx.db
        .select({
          unitPrice: quotationLines.unitPrice,
          gstRate: quotationLines.gstRate,
          lineTotal: quotationLines.lineTotal,
        })
        .from(quotationLines)
        .where(eq(quotationLines.quotationId, row?.id ?? ''))
        .orderBy(quotationLines.position);
      return { total: row?.total, totalWithGst: row?.totalWithGst, saved };
    };
    const a = await stored(supplier);
    expect(a).toEqual(await stored(typist));
    expect(Number(a.total)).toBe(prefill.json().data.total);
    expect(Number(a.totalWithGst)).toBe(prefill.json().data.totalWithGst);
  });

  it('prices the financial part of a two-envelope tender the same way while it is open', async () => {
    const id = await tender();
    await ctx.db.update(tenders).set({ envelopes: 'two' }).where(eq(tenders.id, id));
    const response = await upload(id, await filled(await workbookOf(id), PRICES));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.totalWithGst).toBe(16499.73);
  });
});
