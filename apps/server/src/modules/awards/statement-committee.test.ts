import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, tenderItems } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { encodeMultipart } from '../../test/files';
import { pngImage } from '../../test/images';
import { pdfImageCount, pdftotextPages } from '../../test/pdf';
import { closeTenderRow, createTenderRow } from '../../test/tenders';

/*
 * What a committee reads off the comparative statement (issue 20): the buyer's legal name and logo,
 * each supplier's delivery, validity, GST rate and rank (ties share one), the lowest price of each
 * line marked L1, the awarded lines marked, and the signature block; in the XLSX and the PDF alike,
 * the PDF's heading whole.
 */

let ctx: TestContext;
let admin: TestCaller;
let alpha: TestCaller;
let beta: TestCaller;
let gamma: TestCaller;
let category: { categoryId: string; subCategoryId: string };

const LEGAL_NAME = 'Sahyadri Infra Projects Private Limited';
const LONG_TITLE =
  'Supply, installation, testing and commissioning of armoured copper cables, cable trays and earthing for the new effluent treatment plant';

beforeAll(async () => {
  ctx = await createTestApp();
  category = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  admin = await ctx.as.admin();
  alpha = await ctx.as.supplier({ ...category, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...category, companyName: 'Beta Supplies' });
  gamma = await ctx.as.supplier({ ...category, companyName: 'Gamma Electricals' });
  const saved = await ctx.call(
    'PUT',
    '/api/organisation',
    { legalName: LEGAL_NAME, pan: 'AAPFU0939F', poPrefix: 'PO', fyStartMonth: 4 },
    admin.headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => ctx.close());

const rupees = (value: number) => formatRupees(toPaise(value));
type Line = [price: number, gstRate: number];
type Terms = { deliveryDays?: number; validUntil?: string };

async function quote(tender: string, supplier: TestCaller, lines: Line[], terms: Terms = {}) {
  const items = lines.map(([unitPrice, gstRate], index) => ({
    itemCode: `IT-${index + 1}`,
    itemName: `Item ${index + 1}`,
    uom: 'pcs',
    qty: 12.5,
    unitPrice,
    gstRate,
  }));
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: JSON.stringify({ items, notes: '', ...terms }) },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

/**
 * Three suppliers on three items: Alpha and Beta tie on the total (both L1), Gamma is L3 with mixed
 * GST rates. Lowest per line: item 1 Gamma, item 2 Beta, item 3 Alpha and Beta (a tie).
 */
async function committeeTender() {
  const tender = await createTenderRow(ctx.db, {
    categoryId: category.categoryId,
    items: 3,
    projectTitle: LONG_TITLE,
  });
  await ctx.db.insert(interests).values(
    [alpha, beta, gamma].map((supplier) => ({
      tenderId: tender,
      supplierId: supplier.id,
      status: 'Approved' as const,
      decidedAt: new Date(),
    })),
  );
  const quotations = {
    alpha: await quote(
      tender,
      alpha,
      [
        [10, 18],
        [20, 18],
        [30, 18],
      ],
      { deliveryDays: 14, validUntil: '2026-12-31' },
    ),
    beta: await quote(
      tender,
      beta,
      [
        [20, 18],
        [10, 18],
        [30, 18],
      ],
      { deliveryDays: 1 },
    ),
    gamma: await quote(tender, gamma, [
      [5, 5],
      [40, 18],
      [40, 18],
    ]),
  };
  await closeTenderRow(ctx.db, tender);
  return { tender, quotations };
}

const get = (url: string) => ctx.call('GET', url, undefined, admin.headers);

async function comparison(tender: string) {
  return (await get(`/api/tenders/${tender}/comparison`)).json().data as {
    items: { tenderItemId: string }[];
    suppliers: { supplierName: string; cells: { quoted: boolean; lineId: string; lineTotal: number }[] }[];
  };
}

/** Awards item 1 to Gamma, 2 to Beta, 3 to Alpha. */
async function awardByLine(tender: string) {
  const view = await comparison(tender);
  const line = (supplier: number, item: number) => ({
    tenderItemId: view.items[item]?.tenderItemId as string,
    quotationLineId: view.suppliers[supplier]?.cells[item]?.lineId as string,
  });
  const response = await ctx.call(
    'PUT',
    `/api/tenders/${tender}/line-awards`,
    { lines: [line(2, 0), line(1, 1), line(0, 2)] },
    admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return view;
}

async function readSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rowOf = (label: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (!found && (row.getCell(2).value === label || row.getCell(1).value === label)) found = row;
    });
    if (!found) throw new Error(`no row ${label}`);
    return found;
  };
  return { book, sheet, rowOf };
}

const fillOf = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb ?? null;
const noteOf = (cell: ExcelJS.Cell) => {
  const note = cell.note as string | { texts?: { text: string }[] } | undefined;
  return typeof note === 'string' ? note : (note?.texts ?? []).map((part) => part.text).join('');
};
const GREEN = 'FFC6EFCE';
const BLUE = 'FFCFE2FF';

describe('the spreadsheet', () => {
  it('shows delivery, validity, GST rate and rank (a tie shares L1), L1 on each line, the awarded lines and the signature block', async () => {
    const { tender } = await committeeTender();
    await awardByLine(tender);
    const response = await get(`/api/tenders/${tender}/comparative-statement.xlsx`);
    expect(response.statusCode).toBe(200);
    const { sheet, rowOf } = await readSheet(response.rawPayload);
    expect(sheet.getCell('A1').value).toBe(LEGAL_NAME);
    expect(String(sheet.getCell('A2').value)).toContain(LONG_TITLE);
    expect(String(rowOf('Legend').getCell(2).value)).toContain('equal totals share a rank');

    // Suppliers in the comparison's order: Alpha, Beta, Gamma; their values under each line total.
    const across = (label: string) => [9, 11, 13].map((column) => rowOf(label).getCell(column).value);
    expect(across('Rank (total with GST)')).toEqual(['L1', 'L1', 'L3']);
    expect(across('Delivery')).toEqual(['14 days', '1 day', '–']);
    expect(across('Valid until')).toEqual(['31 Dec 2026', '–', '–']);
    expect(across('GST rate')).toEqual(['18%', '18%', 'Mixed (5%, 18%)']);

    // Lowest (green, note L1) and awarded (blue, note Awarded), with the trailing name columns.
    const lowest = [[2], [1], [0, 1]];
    const awarded = [2, 1, 0];
    const names = ['Alpha Traders', 'Beta Supplies', 'Gamma Electricals'];
    expect(rowOf('Item code').getCell(14).value).toBe('Lowest (L1)');
    expect(rowOf('Item code').getCell(15).value).toBe('Awarded to');
    for (const item of [0, 1, 2]) {
      const row = rowOf(`IT-${item + 1}`);
      for (const supplier of [0, 1, 2]) {
        const price = row.getCell(8 + supplier * 2);
        const total = row.getCell(9 + supplier * 2);
        const isLowest = lowest[item]?.includes(supplier) ?? false;
        expect(fillOf(price), `item ${item + 1} supplier ${supplier}`).toBe(isLowest ? GREEN : null);
        expect(noteOf(price)).toBe(isLowest ? 'L1' : '');
        expect(typeof price.value).toBe('number'); // still a number: it sums and sorts
        expect(fillOf(total)).toBe(awarded[item] === supplier ? BLUE : null);
        expect(noteOf(total)).toBe(awarded[item] === supplier ? 'Awarded' : '');
      }
      expect(row.getCell(14).value).toBe(lowest[item]?.map((index) => names[index]).join(', '));
      expect(row.getCell(15).value).toBe(names[awarded[item] ?? 0]);
    }

    const signatures = rowOf('Approval').number;
    expect(sheet.getRow(signatures + 1).values).toEqual(
      expect.arrayContaining(['Name', 'Designation', 'Signature', 'Date']),
    );
    expect(['Prepared by', 'Checked by', 'Approved by'].map((role) => rowOf(role).number)).toEqual([
      signatures + 2,
      signatures + 3,
      signatures + 4,
    ]);
  });
});

describe('the PDF', () => {
  it('says the same: whole heading, L1 and awarded marks, ranks, delivery, validity, GST rate, signatures', async () => {
    const { tender } = await committeeTender();
    const view = await awardByLine(tender);
    const response = await get(`/api/tenders/${tender}/comparative-statement.pdf`);
    expect(response.statusCode).toBe(200);
    const pages = pdftotextPages(response.rawPayload);
    const text = pages.join('\n');
    for (const page of pages) {
      // The heading, whole on every page: nothing cut with an ellipsis.
      const heading = page.split('\n').slice(0, 6).join(' ').replace(/\s+/g, ' ');
      expect(heading).toContain(LEGAL_NAME);
      expect(heading).toContain(LONG_TITLE.split(' ').slice(-4).join(' '));
      expect(heading).toContain(`(${admin.email})`);
      expect(heading).not.toContain('…');
    }
    expect(text.replace(/\s+/g, ' ')).toContain(LONG_TITLE);
    expect(text).toContain('L1 on green: lowest unit price of the line');
    expect(text).toContain('equal totals share a rank');
    // L1 on each line's lowest unit price; ✔ on each awarded line's total.
    expect(text).toContain(`L1 ${rupees(5)}`); // item 1, Gamma
    expect(text).toContain(`L1 ${rupees(10)}`); // item 2, Beta
    expect(text.match(new RegExp(`L1 ${rupees(30)}`, 'g'))?.length).toBe(2); // item 3, tie
    expect(text).not.toContain(`L1 ${rupees(20)}`);
    for (const [supplier, item] of [
      [2, 0],
      [1, 1],
      [0, 2],
    ] as const) {
      const total = view.suppliers[supplier]?.cells[item]?.lineTotal ?? 0;
      expect(text).toContain(`✔ ${rupees(total)}`);
    }
    const facts = (label: string) =>
      text
        .split('\n')
        .find((line) => line.trim().startsWith(label))
        ?.replace(label, '')
        .trim()
        .split(/\s{2,}/);
    expect(facts('Rank (total with GST)')).toEqual(['L1', 'L1', 'L3']);
    expect(facts('Delivery')).toEqual(['14 days', '1 day', '–']);
    expect(facts('Valid until')).toEqual(['31 Dec 2026', '–', '–']);
    expect(facts('GST rate')).toEqual(['18%', '18%', 'Mixed (5%, 18%)']);
    // The summary, by rank: the tie first in the comparison's order, then Gamma.
    const summaryPage = pages.find((page) => page.includes('Summary, by rank')) ?? '';
    const summary = summaryPage.slice(summaryPage.indexOf('Marks')); // below the heading
    const order = ['Alpha Traders', 'Beta Supplies', 'Gamma Electricals'].map((name) =>
      summary.indexOf(name),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const last = pages[pages.length - 1] ?? '';
    for (const label of ['Prepared by', 'Checked by', 'Approved by', 'Name', 'Signature', 'Date'])
      expect(last).toContain(label);
  });

  it('draws the logo in the heading of every page once uploaded, and marks a whole award on its supplier', async () => {
    const { tender, quotations } = await committeeTender();
    const select = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${quotations.beta}/select`,
      undefined,
      admin.headers,
    );
    expect(select.statusCode).toBe(200);
    const before = await get(`/api/tenders/${tender}/comparative-statement.pdf`);
    expect(pdfImageCount(before.rawPayload)).toBe(0);

    const { payload, headers } = await encodeMultipart(
      {},
      { logo: { bytes: pngImage(160, 48), name: 'logo.png', type: 'image/png' } },
    );
    const uploaded = await ctx.call('POST', '/api/organisation/logo', payload, {
      ...headers,
      ...admin.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    // The kept statement is built again: the heading changed.
    const response = await get(`/api/tenders/${tender}/comparative-statement.pdf`);
    const pages = pdftotextPages(response.rawPayload);
    expect(pdfImageCount(response.rawPayload)).toBe(pages.length);
    const text = pages.join('\n');
    expect(text).toContain('✔ Beta Supplies');
    // Every line of the whole award is marked on Beta's column.
    const view = await comparison(tender);
    for (const cell of view.suppliers[1]?.cells ?? []) expect(text).toContain(`✔ ${rupees(cell.lineTotal)}`);

    const sheet = await readSheet(
      (await get(`/api/tenders/${tender}/comparative-statement.xlsx`)).rawPayload,
    );
    expect(fillOf(sheet.rowOf('Item code').getCell(10))).toBe(BLUE);
    expect(sheet.book.model.media.length).toBe(1); // the logo, in the heading
  });
});

describe('HSN/SAC codes (issue 20 item 3)', () => {
  it('print beside their item in the spreadsheet and the PDF; an item without one shows its name alone', async () => {
    const { tender } = await committeeTender();
    const items = await ctx.db
      .select()
      .from(tenderItems)
      .where(eq(tenderItems.tenderId, tender))
      .orderBy(tenderItems.position);
    const [first, second] = items;
    if (!first || !second) throw new Error('no items');
    await ctx.db.update(tenderItems).set({ hsnSac: '998719' }).where(eq(tenderItems.id, first.id));

    const xlsx = await get(`/api/tenders/${tender}/comparative-statement.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const { rowOf } = await readSheet(xlsx.rawPayload);
    expect(rowOf(first.itemCode).getCell(3).value).toBe(`${first.itemName} (HSN/SAC 998719)`);
    expect(rowOf(second.itemCode).getCell(3).value).toBe(second.itemName);

    const pdf = await get(`/api/tenders/${tender}/comparative-statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdftotextPages(pdf.rawPayload).join('\n');
    expect(text).toContain(`HSN/SAC 998719 · ${first.itemName}`);
    expect(text).not.toContain(`HSN/SAC 998719 · ${second.itemName}`);
  });
});
