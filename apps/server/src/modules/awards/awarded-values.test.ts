import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { pdfText } from '../../test/pdf';

/*
 * Decision 037: a tender awarded by line counts as awarded everywhere a whole award does: the
 * tender and supplier reports, both dashboards and the comparative statement read the value each
 * supplier was awarded, with GST, from the same place (the awarded_values view).
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let alpha: TestCaller;
let beta: TestCaller;
let admin: TestCaller;
let categoryName: string;

const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  ctx = await createTestApp();
  categoryName = `Split ${tag}`;
  const category = await insertCategoryPair(ctx.database, categoryName, 'Valves');
  kit = awardKit(ctx, category.categoryId);
  alpha = await ctx.as.supplier({ ...category, companyName: `Alpha ${tag} Traders` });
  beta = await ctx.as.supplier({ ...category, companyName: `Beta ${tag} Supplies` });
  admin = await ctx.as.admin();
});
afterAll(() => ctx.close());

const ALPHA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 50.55, gstRate: 5 },
];
const BETA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 90, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 60, gstRate: 5 },
];
// IT-1 to beta: 2 x 90 = 180.00, GST 18% = 32.40: 212.40.
// IT-2 to alpha: 3 x 50.55 = 151.65, GST 5% = 7.5825, half up 7.58: 159.23.
const BETA_VALUE = '212.40';
const ALPHA_VALUE = '159.23';
const TENDER_VALUE = '371.63';

let tender: string;

beforeAll(async () => {
  tender = await kit.tenderFor([alpha, beta]);
  const a = await kit.quote(tender, alpha, ALPHA_LINES);
  const b = await kit.quote(tender, beta, BETA_LINES);
  // Awards wait for the close (decision 039).
  await kit.close(tender);
  const response = await ctx.call(
    'PUT',
    `/api/tenders/${tender}/line-awards`,
    {
      lines: [
        { tenderItemId: a.itemOf['IT-1'], quotationLineId: b.lineOf['IT-1'] },
        { tenderItemId: a.itemOf['IT-2'], quotationLineId: a.lineOf['IT-2'] },
      ],
    },
    admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
});

const get = (url: string, caller: TestCaller = admin) => ctx.call('GET', url, undefined, caller.headers);

describe('a tender awarded by line across two suppliers', () => {
  it('is Awarded in the tender report, for the sum of the awarded lines, to both suppliers', async () => {
    const rows = (await get('/api/reports/tenders?pageSize=100')).json().data as {
      _id: string;
      status: string;
      awardedValue: string | null;
      awardedTo: string | null;
    }[];
    expect(rows.find((row) => row._id === tender)).toMatchObject({
      status: 'Awarded',
      awardedValue: TENDER_VALUE,
      awardedTo: `Alpha ${tag} Traders, Beta ${tag} Supplies`,
    });
  });

  it("counts one award for each supplier in the supplier report, its Last Tender Value its own lines' value", async () => {
    const rows = (await get(`/api/reports/suppliers?q=${tag}`)).json().data as {
      _id: string;
      lastTenderValue: string | null;
      awardsWon: number;
      quotationsSent: number;
    }[];
    expect(rows.find((row) => row._id === alpha.id)).toMatchObject({
      lastTenderValue: ALPHA_VALUE,
      awardsWon: 1,
      quotationsSent: 1,
    });
    expect(rows.find((row) => row._id === beta.id)).toMatchObject({
      lastTenderValue: BETA_VALUE,
      awardsWon: 1,
      quotationsSent: 1,
    });
  });

  it("gives each supplier's dashboard its award, and the admin's chart the tender once at its whole value", async () => {
    const mine = (await get(`/api/suppliers/supplier/${alpha.id}/dashboard`, alpha)).json().data;
    expect(mine).toMatchObject({ awards: 1, awardedValuePaise: 15_923 });
    const theirs = (await get(`/api/suppliers/supplier/${beta.id}/dashboard`, beta)).json().data;
    expect(theirs).toMatchObject({ awards: 1, awardedValuePaise: 21_240 });
    const charts = (await get('/api/dashboard/admin')).json().data.charts as {
      awardedByCategory: { category: string; awards: number; valuePaise: number }[];
    };
    expect(charts.awardedByCategory.find((row) => row.category === categoryName)).toEqual({
      category: categoryName,
      awards: 1,
      valuePaise: 37_163,
    });
  });

  it('shows both suppliers in the comparative statement, each awarded line with its supplier', async () => {
    const xlsx = await get(`/api/tenders/${tender}/comparative-statement.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values: unknown[][] = [];
    sheet.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    const awardedRow = values.find((row) => row[0] === 'Awarded supplier');
    // In the tender items' order, as the selected-quotation view names them.
    expect(awardedRow?.[1]).toBe(`Beta ${tag} Supplies, Alpha ${tag} Traders`);
    const header = values.findIndex((row) => row[1] === 'Item code' && row.includes('Supplier'));
    expect(header).toBeGreaterThan(-1);
    const lines = values.slice(header + 1, header + 3);
    expect(lines.map((row) => [row[1], row[3], row[4]])).toEqual([
      ['IT-1', `Beta ${tag} Supplies`, 180],
      ['IT-2', `Alpha ${tag} Traders`, 151.65],
    ]);

    const pdf = await get(`/api/tenders/${tender}/comparative-statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain('Supplier');
    expect(text).toMatch(new RegExp(`IT-1[\\s\\S]*Beta ${tag}`));
  });
});
