import { randomUUID } from 'node:crypto';
import {
  SUPPLIER_REPORT_COLUMNS,
  type SupplierReportRow,
  TENDER_REPORT_COLUMNS,
  type TenderReportRow,
} from '@tenderdesk/domain/reports';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotations } from '../../db/schema/quotations';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { closeTenderRow, createTenderRow, daysFrom, TEST_TIME_ZONE } from '../../test/tenders';
import { tenderReportBatches } from './tender-report';

/*
 * The reports (issue 11 items 1-3; decision 034): who may call them, the filters at their edges,
 * the figures against what is stored, and the exports read back (CSV parsed, XLSX opened with
 * exceljs) against the paged call's rows.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let reporter: TestCaller;
let alpha: TestCaller;
let beta: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  admin = await ctx.as.admin();
  reporter = await ctx.as.subAdmin(['reports']);
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta, "Supplies"' });
});
afterAll(() => ctx.close());

const get = (url: string, caller: TestCaller = reporter) => ctx.call('GET', url, undefined, caller.headers);

async function approve(tender: string, ...who: TestCaller[]) {
  await ctx.db.insert(interests).values(
    who.map((s) => ({
      tenderId: tender,
      supplierId: s.id,
      status: 'Approved' as const,
      decidedAt: new Date(),
    })),
  );
}

/** Sends a quotation: `qty` x `unitPrice` of IT-1 at 18 % GST; returns its id. */
async function quote(tender: string, supplier: TestCaller, unitPrice: string): Promise<string> {
  const quotation = JSON.stringify({
    items: [{ itemCode: 'IT-1', itemName: 'Item', uom: 'pcs', qty: 2, unitPrice, gstRate: 18 }],
    notes: 'n',
  });
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

async function award(tender: string, quotation: string) {
  // Awards wait for the close (decision 039).
  await closeTenderRow(ctx.db, tender);
  const response = await ctx.call(
    'PUT',
    `/api/tenders/${tender}/quotation/${quotation}/select`,
    undefined,
    admin.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
}

const storedTotal = async (quotation: string) =>
  (
    await ctx.db.select({ t: quotations.totalWithGst }).from(quotations).where(eq(quotations.id, quotation))
  )[0]?.t;

/** A small CSV reader (quotes, doubled quotes, CRLF), for reading the export back. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  expect(cell).toBe('');
  return rows;
}

type Column<Row> = (typeof TENDER_REPORT_COLUMNS | typeof SUPPLIER_REPORT_COLUMNS)[number] & {
  value: (row: Row) => string | number | null;
};

/** What the CSV should say for a row: the column's raw value, or its N/A text. */
const csvExpected = <Row>(columns: readonly Column<Row>[], row: Row) =>
  columns.map((column) => {
    const value = column.value(row);
    return value === null ? (column.missing ?? '') : String(value);
  });

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: { values: unknown[]; formats: (string | undefined)[] }[] = [];
  sheet.eachRow((row) => {
    const values: unknown[] = [];
    const formats: (string | undefined)[] = [];
    for (let i = 1; i <= sheet.columnCount; i++) {
      const cell = row.getCell(i);
      values.push(cell.value);
      formats.push(cell.numFmt);
    }
    rows.push({ values, formats });
  });
  return rows;
}

/** What the sheet should hold for a row: numbers, dates (UTC midnight), texts, or N/A. */
const xlsxExpected = <Row>(columns: readonly Column<Row>[], row: Row) =>
  columns.map((column) => {
    const value = column.value(row);
    if (value === null) return column.missing ?? null;
    if (column.kind === 'date') return new Date(`${value}T00:00:00Z`);
    if (column.kind === 'text') return String(value);
    return Number(value);
  });

describe('who may call the reports', () => {
  it('401 anonymous, 403 a supplier and a sub-admin without Reports, 200 Reports and the admin', async () => {
    const noReports = await ctx.as.subAdmin([
      'manageTenders',
      'manageSuppliers',
      'masterTables',
      'subAdmin',
      'settings',
    ]);
    for (const url of [
      '/api/reports/tenders',
      '/api/reports/tenders.csv',
      '/api/reports/tenders.xlsx',
      '/api/reports/suppliers',
      '/api/reports/suppliers.csv',
      '/api/reports/suppliers.xlsx',
    ]) {
      expect((await ctx.call('GET', url)).statusCode, url).toBe(401);
      expect((await get(url, alpha)).statusCode, url).toBe(403);
      expect((await get(url, noReports)).statusCode, url).toBe(403);
      expect((await get(url, reporter)).statusCode, url).toBe(200);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /api/reports/tenders', () => {
  const tag = `Rpt${randomUUID().slice(0, 6)}`;
  let north: string;
  let south: string;
  let pipe: string;

  beforeAll(async () => {
    const closingDate = daysFrom(30);
    north = await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectName: `${tag} Substation North`,
      publishingDate: '2026-03-01',
      closingDate,
    });
    south = await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectName: `${tag} substation SOUTH`,
      publishingDate: '2026-03-02',
      closingDate,
    });
    pipe = await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectName: `${tag} Pipeline 50%`,
      publishingDate: '2026-03-02',
      closingDate,
    });
    await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectName: `${tag} Substation draft`,
      publishingDate: '2026-03-02',
      status: 'Draft',
    });
  });

  const names = async (query: string) => {
    const response = await get(`/api/reports/tenders?pageSize=200&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as TenderReportRow[]).map((row) => row._id);
  };

  it('filters the project name by substring in any case; published tenders only', async () => {
    expect(new Set(await names(`q=${tag}%20SUBSTATION`))).toEqual(new Set([north, south]));
    expect(await names(`q=${encodeURIComponent(`${tag} pipeline 50%`)}`)).toEqual([pipe]);
    // % and _ are literal characters.
    expect(await names(`q=${tag}%25%25`)).toEqual([]);
  });

  it('takes from and to inclusive; the same day for both is that day', async () => {
    const q = `q=${tag}`;
    expect(new Set(await names(`${q}&from=2026-03-02&to=2026-03-02`))).toEqual(new Set([south, pipe]));
    expect(await names(`${q}&from=2026-03-01&to=2026-03-01`)).toEqual([north]);
    expect(await names(`${q}&to=2026-03-01`)).toEqual([north]);
    expect(new Set(await names(`${q}&from=2026-03-01`))).toEqual(new Set([north, south, pipe]));
    expect(await names(`${q}&from=2026-03-03`)).toEqual([]);
    // Empty dates are no filter.
    expect(new Set(await names(`${q}&from=&to=`))).toEqual(new Set([north, south, pipe]));
  });

  it('answers an empty page when nothing matches', async () => {
    const response = await get(`/api/reports/tenders?q=${tag}-nothing`);
    expect(response.json()).toEqual({ data: [], total: 0, page: 1, pageSize: 20 });
  });

  it('refuses a bad date or a from after to with 400 naming the field', async () => {
    const bad = await get('/api/reports/tenders?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The from date must be a date written yyyy-mm-dd.',
      field: 'from',
    });
    const order = await get('/api/reports/tenders.csv?from=2026-03-02&to=2026-03-01');
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ message: 'The from date must be on or before the to date.', field: 'to' });
    expect((await get('/api/reports/tenders?sort=organisation')).statusCode).toBe(400);
  });

  it('sorts and pages on the server, with the total', async () => {
    const first = (await get(`/api/reports/tenders?q=${tag}&sort=projectName&pageSize=2`)).json();
    expect(first.total).toBe(3);
    expect(first.data.map((row: TenderReportRow) => row._id)).toEqual([pipe, north]);
    const second = (await get(`/api/reports/tenders?q=${tag}&sort=projectName&pageSize=2&page=2`)).json();
    expect(second.data.map((row: TenderReportRow) => row._id)).toEqual([south]);
    const newest = (await get(`/api/reports/tenders?q=${tag}`)).json();
    expect(newest.data.at(-1)._id).toBe(north);
  });

  it('shows status, category, interests, approved quotations and the awarded value as stored', async () => {
    const name = `${tag} Awarded feeder`;
    const tender = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, projectName: name });
    await approve(tender, alpha, beta);
    const mine = await quote(tender, alpha, '1000.25');
    await quote(tender, beta, '999.99');
    await award(tender, mine);
    const closed = await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectName: `${tag} Closed feeder`,
      publishingDate: daysFrom(-10),
      closingDate: daysFrom(-1),
    });
    const rows = (
      await get(`/api/reports/tenders?q=${encodeURIComponent(`${tag} `)}&sort=projectName&pageSize=50`)
    ).json().data as TenderReportRow[];
    const awarded = rows.find((row) => row._id === tender);
    expect(awarded).toMatchObject({
      projectName: name,
      category: 'Electrical',
      status: 'Awarded',
      interests: 2,
      quotations: 2,
      awardedTo: 'Alpha Traders',
      awardedValue: await storedTotal(mine),
    });
    // 2 x 1000.25 = 2000.50, plus 18 % GST = 360.09: 2360.59.
    expect(awarded?.awardedValue).toBe('2360.59');
    expect(rows.find((row) => row._id === closed)).toMatchObject({
      status: 'Closed',
      interests: 0,
      quotations: 0,
      awardedValue: null,
      awardedTo: null,
    });
    expect(rows.find((row) => row._id === north)).toMatchObject({ status: 'Open' });
  });
});

describe('GET /api/reports/suppliers', () => {
  it('searches Active suppliers by company name in any case; N/A figures are null', async () => {
    const tag = `Zed${randomUUID().slice(0, 6)}`;
    const active = await ctx.as.supplier({ ...electrical, companyName: `${tag} Cables Ltd` });
    await ctx.as.supplier({ ...electrical, companyName: `${tag} Cables Pending`, status: 'Pending' });
    await ctx.as.supplier({ ...electrical, companyName: `${tag} Cables Inactive`, status: 'Inactive' });
    const response = await get(`/api/reports/suppliers?q=${tag.toUpperCase()}%20cABLES`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          _id: active.id,
          companyName: `${tag} Cables Ltd`,
          contactName: 'Asha Rao',
          category: 'Electrical',
          emailAddress: active.email.toLowerCase(),
          lastTender: null,
          lastTenderValue: null,
          tendersAnswered: 0,
          quotationsSent: 0,
          awardsWon: 0,
          winRate: null,
          // Issue 24: its scorecard (scorecard.test.ts): no quotations, receipts or documents to measure.
          scorecard: expect.objectContaining({
            winRate: null,
            winValuePaise: 0,
            priceCompetitiveness: null,
            onTimeDelivery: null,
            acceptanceRate: null,
            documentCompliance: null,
          }),
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect((await get(`/api/reports/suppliers?q=${tag}-none`)).json().total).toBe(0);
  });

  it('Last Tender is the latest interest (India date); Last Tender Value the latest award; counts and win rate', async () => {
    const gamma = await ctx.as.supplier({ ...electrical, companyName: `Gamma ${randomUUID().slice(0, 6)}` });
    const first = await createTenderRow(ctx.db, { categoryId: electrical.categoryId });
    const second = await createTenderRow(ctx.db, { categoryId: electrical.categoryId });
    const third = await createTenderRow(ctx.db, { categoryId: electrical.categoryId });
    await approve(first, gamma);
    await approve(second, gamma);
    await approve(third, gamma);
    const q1 = await quote(first, gamma, '10.00');
    const q2 = await quote(second, gamma, '20.00');
    await quote(third, gamma, '30.00');
    await award(second, q2);
    await award(first, q1);
    // The latest interest: 20:00 UTC on 1 Mar is 01:30 on 2 Mar in India.
    await ctx.db
      .update(interests)
      .set({ interestedAt: new Date('2026-03-01T20:00:00Z') })
      .where(eq(interests.tenderId, third));
    await ctx.db
      .update(interests)
      .set({ interestedAt: new Date('2026-01-01T10:00:00Z') })
      .where(sql`${interests.tenderId} in (${first}, ${second})`);
    const [row] = (
      await get(`/api/reports/suppliers?q=${encodeURIComponent(gamma.email.split('@')[0] ?? '')}-x`)
    ).json().data;
    expect(row).toBeUndefined();
    const rows = (await get(`/api/reports/suppliers?q=${encodeURIComponent('Gamma ')}&pageSize=200`)).json()
      .data as SupplierReportRow[];
    expect(rows.find((r) => r._id === gamma.id)).toMatchObject({
      lastTender: '2026-03-02',
      lastTenderValue: await storedTotal(q1),
      tendersAnswered: 3,
      quotationsSent: 3,
      awardsWon: 2,
      winRate: 66.7,
    });
    expect(TEST_TIME_ZONE).toBe('Asia/Kolkata');
  });
});

describe('exports', () => {
  it('the tender CSV and XLSX hold exactly the filtered rows, in order, with numbers and dates', async () => {
    const tag = `Exp${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 5; i++) {
      const tender = await createTenderRow(ctx.db, {
        categoryId: electrical.categoryId,
        projectName: i === 4 ? `=${tag} formula, "quoted"` : `${tag} line ${i}`,
        publishingDate: `2026-04-0${1 + (i % 3)}`,
        closingDate: daysFrom(20),
      });
      if (i === 0) {
        await approve(tender, alpha);
        await award(tender, await quote(tender, alpha, '1234567.89'));
      }
    }
    await createTenderRow(ctx.db, {
      categoryId: electrical.categoryId,
      projectName: `${tag} outside`,
      publishingDate: '2026-04-09',
    });
    const filters = `q=${tag}&from=2026-04-01&to=2026-04-03&sort=projectName`;
    const page = (await get(`/api/reports/tenders?${filters}&pageSize=200`)).json();
    expect(page.total).toBe(5);
    const rows = page.data as TenderReportRow[];

    const csv = await get(`/api/reports/tenders.csv?${filters}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="tender-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = parseCsv(csv.body);
    expect(lines[0]).toEqual(TENDER_REPORT_COLUMNS.map((column) => column.header));
    const expected = rows.map((row) => csvExpected(TENDER_REPORT_COLUMNS, row));
    // A text that starts like a formula is written with a leading ' (never run by a spreadsheet).
    const formulaRow = expected.find((cells) => cells[0]?.startsWith('='));
    if (formulaRow) formulaRow[0] = `'${formulaRow[0]}`;
    expect(lines.slice(1)).toEqual(expected);
    expect(lines.some((cells) => cells.includes('2913580.22'))).toBe(true);

    const xlsx = await get(`/api/reports/tenders.xlsx?${filters}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]?.values).toEqual(TENDER_REPORT_COLUMNS.map((column) => column.header));
    // One rule for every spreadsheet and CSV (decision 041): the XLSX cell carries the same ' prefix.
    const xlsxRows = rows.map((row) => xlsxExpected(TENDER_REPORT_COLUMNS, row));
    const xlsxFormulaRow = xlsxRows.find((cells) => typeof cells[0] === 'string' && cells[0].startsWith('='));
    if (xlsxFormulaRow) xlsxFormulaRow[0] = `'${xlsxFormulaRow[0]}`;
    expect(sheet.slice(1).map((row) => row.values)).toEqual(xlsxRows);
    const money = TENDER_REPORT_COLUMNS.findIndex((column) => column.kind === 'money');
    const date = TENDER_REPORT_COLUMNS.findIndex((column) => column.kind === 'date');
    expect(sheet[1]?.formats[money]).toContain('₹');
    expect(sheet[1]?.formats[date]).toBe('dd/mm/yyyy');
  });

  it('reads every row across batches in the report order (keyset, ties on the date broken by id)', async () => {
    const tag = `Bat${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 7; i++) {
      await createTenderRow(ctx.db, {
        categoryId: electrical.categoryId,
        projectName: `${tag} ${i % 2 ? 'b' : 'a'}`,
        publishingDate: `2026-05-0${1 + (i % 2)}`,
      });
    }
    for (const sort of ['-publishingDate', 'publishingDate', 'projectName', '-projectName'] as const) {
      const page = (await get(`/api/reports/tenders?q=${tag}&sort=${sort}&pageSize=200`)).json()
        .data as TenderReportRow[];
      const batched: TenderReportRow[] = [];
      for await (const batch of tenderReportBatches(
        ctx.db,
        { q: tag, sort },
        { timeZone: TEST_TIME_ZONE },
        2,
      ))
        batched.push(...batch);
      expect(
        batched.map((row) => row._id),
        sort,
      ).toEqual(page.map((row) => row._id));
      expect(batched).toHaveLength(7);
    }
  });

  it('the supplier CSV and XLSX hold exactly the searched suppliers, N/A where there is none', async () => {
    const q = encodeURIComponent('a');
    const page = (await get(`/api/reports/suppliers?q=${q}&pageSize=200`)).json();
    const rows = page.data as SupplierReportRow[];
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.some((row) => row.lastTender === null)).toBe(true);
    const csv = await get(`/api/reports/suppliers.csv?q=${q}`);
    const lines = parseCsv(csv.body);
    expect(lines[0]).toEqual(SUPPLIER_REPORT_COLUMNS.map((column) => column.header));
    expect(lines.slice(1)).toEqual(rows.map((row) => csvExpected(SUPPLIER_REPORT_COLUMNS, row)));
    expect(lines.some((cells) => cells[0] === 'Beta, "Supplies"')).toBe(true);
    expect(lines.some((cells) => cells[3] === 'N/A' && cells[4] === 'N/A')).toBe(true);
    const xlsx = await get(`/api/reports/suppliers.xlsx?q=${q}`);
    expect(xlsx.headers['content-disposition']).toMatch(/supplier-report-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.slice(1).map((row) => row.values)).toEqual(
      rows.map((row) => xlsxExpected(SUPPLIER_REPORT_COLUMNS, row)),
    );
  });
});
