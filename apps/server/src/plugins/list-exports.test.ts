import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { safeCellText, startsFormula } from '@tenderdesk/domain/spreadsheet-cell';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenders } from '../db/schema/tenders';
import { insertCategoryPair } from '../test/accounts';
import { createTestApp, type Headers, type TestCaller, type TestContext } from '../test/app';
import { awardKit } from '../test/award-kit';
import { SAMPLE_ITEM } from '../test/tenders-api';

/*
 * Issue 23 item 5: every admin list that has filters exports what it shows as CSV and XLSX
 * (plugins/list-export.ts). For each list: its guard (401 anonymous, 403 a supplier and a sub-admin
 * without the list's permission, 200 the list's callers), the filters and sort honoured over more
 * than one batch (the app reads 2 rows a batch here), the same rows in the same order as the list's
 * pages, the formula rule on a hostile company name, and no price of a sealed tender.
 */

const HOSTILE = '=HYPERLINK("http://x.test","go")';
const BATCH = 2;

let ctx: TestContext;
let admin: TestCaller;
let supplier: TestCaller;
const subAdmins = new Map<string, TestCaller>();
let orderTenderCode: string;
let sealedTender: string;

async function subAdmin(permissions: PermissionKey[]) {
  const key = permissions.join(',');
  let caller = subAdmins.get(key);
  if (!caller) {
    caller = await ctx.as.subAdmin(permissions);
    subAdmins.set(key, caller);
  }
  return caller;
}

beforeAll(async () => {
  ctx = await createTestApp({ exportBatchSize: BATCH });
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  const kit = awardKit(ctx, pair.categoryId);
  admin = await ctx.as.admin();
  supplier = await ctx.as.supplier(pair);
  const quoting: TestCaller[] = [];
  for (const name of ['Export Co 1', 'Export Co 2', 'Export Co 3', 'Export Co 4', HOSTILE])
    quoting.push(await ctx.as.supplier({ ...pair, companyName: name }));
  for (const name of ['Pending Co 1', 'Pending Co 2', 'Pending Co 3', 'Waiting Ltd'])
    await ctx.as.supplier({ ...pair, companyName: name, status: 'Pending' });

  // Three tenders the filters keep (one sealed: its prices never leave the server while it is open),
  // one they leave out; each quoted by every supplier above.
  const names = ['Export Alpha 1', 'Export Alpha 2', 'Export Alpha 3 sealed', 'Other Beta'];
  for (const [index, projectName] of names.entries()) {
    const tender = await kit.tenderFor(quoting, { items: 2 });
    await ctx.db.update(tenders).set({ projectName }).where(eq(tenders.id, tender));
    for (const [n, quoter] of quoting.entries())
      await kit.quote(tender, quoter, [
        { itemCode: 'IT-1', qty: 2, unitPrice: 100 + n, gstRate: 18 },
        { itemCode: 'IT-2', qty: 1, unitPrice: 40 + n, gstRate: 5 },
      ]);
    // Sealed once its quotations are in (the kit reads the comparison, which a sealed tender hides).
    if (index === 2) {
      sealedTender = tender;
      await ctx.db.update(tenders).set({ sealed: true }).where(eq(tenders.id, tender));
    }
  }
  for (const projectName of ['Draft Gamma 1', 'Draft Gamma 2', 'Draft Gamma 3', 'Draft Delta']) {
    const tender = await kit.tenderFor([]);
    await ctx.db.update(tenders).set({ projectName, status: 'Draft' }).where(eq(tenders.id, tender));
  }

  // Purchase orders: a tender of three items awarded by line to three suppliers (three Draft orders).
  const awarded = await kit.tenderFor(quoting.slice(0, 3), { items: 3 });
  const quotes: Awaited<ReturnType<typeof kit.quote>>[] = [];
  for (const quoter of quoting.slice(0, 3))
    quotes.push(
      await kit.quote(awarded, quoter, [
        { itemCode: 'IT-1', unitPrice: 10 },
        { itemCode: 'IT-2', unitPrice: 20 },
        { itemCode: 'IT-3', unitPrice: 30 },
      ]),
    );
  await kit.close(awarded);
  const lines = ['IT-1', 'IT-2', 'IT-3'].map((code, index) => ({
    tenderItemId: quotes[0]?.itemOf[code],
    quotationLineId: quotes[index]?.lineOf[code],
  }));
  const saved = await ctx.call('PUT', `/api/tenders/${awarded}/line-awards`, { lines }, admin.headers);
  expect(saved.statusCode, saved.body).toBe(200);
  const generated = await ctx.call(
    'POST',
    `/api/tenders/${awarded}/purchase-orders`,
    undefined,
    admin.headers,
  );
  expect([200, 201]).toContain(generated.statusCode);
  const [row] = await ctx.db
    .select({ code: tenders.projectCode })
    .from(tenders)
    .where(eq(tenders.id, awarded));
  orderTenderCode = row?.code ?? '';

  // Purchase requests: three Drafts and one submitted.
  const raiser = await subAdmin(['purchaseRequests']);
  for (const title of ['Cables 1', 'Cables 2', 'Cables 3', 'Cables 4']) {
    const body = {
      title,
      categoryId: pair.categoryId,
      neededBy: '2030-03-01',
      justification: 'Needed.',
      items: [SAMPLE_ITEM],
    };
    const response = await ctx.call('POST', '/api/purchase-requests', body, raiser.headers);
    expect(response.statusCode, response.body).toBe(201);
    if (title === 'Cables 4') {
      const id = response.json().data._id;
      await ctx.call('POST', `/api/purchase-requests/${id}/submit`, {}, raiser.headers);
    }
  }
}, 120_000);
afterAll(() => ctx.close());

type ListCase = {
  /** The list's path; the files are `<path>.csv` and `.xlsx`. */
  path: string;
  /** A filter that keeps more rows than a batch and leaves some out. */
  query: string;
  /** Who may read the list (a sub-admin's permissions), and one who may not. */
  allowed: PermissionKey[] | 'admin';
  refused: PermissionKey[];
  /** The column that names a row, and the list row's value for it. */
  header: string;
  key: (row: Record<string, unknown>) => string;
};

const CASES: ListCase[] = [
  {
    path: '/api/suppliers/active',
    query: 'q=Export%20Co&sort=companyName',
    allowed: ['reports'],
    refused: ['manageTenders'],
    header: 'Company Name',
    key: (row) => String(row.companyName),
  },
  {
    path: '/api/suppliers/view',
    query: 'q=Pending%20Co&sort=-companyName',
    allowed: ['manageSuppliers'],
    refused: ['reports'],
    header: 'Company Name',
    key: (row) => String(row.companyName),
  },
  {
    path: '/api/tenders',
    query: 'q=Export%20Alpha&sort=projectName',
    allowed: ['reports'],
    refused: ['manageSuppliers'],
    header: 'Project Name',
    key: (row) => String(row.projectName),
  },
  {
    path: '/api/tenders/drafts',
    query: 'q=Draft%20Gamma&sort=-projectName',
    allowed: ['manageTenders'],
    refused: ['reports'],
    header: 'Project Name',
    key: (row) => String(row.projectName),
  },
  {
    path: '/api/tenders/interested/rows',
    query: 'q=Export%20Alpha',
    allowed: ['manageTenders'],
    refused: ['manageSuppliers'],
    header: 'Supplier',
    key: (row) => String(row.supplierName),
  },
  {
    path: '/api/tenders/quotations',
    query: 'q=Export%20Alpha',
    allowed: ['manageTenders'],
    refused: ['manageSuppliers'],
    header: 'Supplier',
    key: (row) => String(row.supplierName),
  },
  {
    path: '/api/purchase-requests',
    query: 'status=Draft',
    allowed: ['purchaseRequests'],
    refused: ['manageSuppliers'],
    header: 'Title',
    key: (row) => String(row.title),
  },
  {
    path: '/api/purchase-orders',
    query: 'q=__ORDER_TENDER__&sort=supplierName',
    allowed: ['purchaseOrders'],
    refused: ['manageTenders'],
    header: 'Supplier',
    key: (row) => String(row.supplierName),
  },
  {
    path: '/api/admin/audit',
    query: 'action=quotation.submit',
    allowed: 'admin',
    refused: ['manageTenders', 'manageSuppliers', 'reports', 'purchaseOrders', 'purchaseRequests'],
    header: 'No.',
    key: (row) => String(row.seq),
  },
];

const queryOf = (list: ListCase) =>
  list.query.replace('__ORDER_TENDER__', encodeURIComponent(orderTenderCode));

async function callerOf(list: ListCase): Promise<TestCaller> {
  return list.allowed === 'admin' ? admin : subAdmin(list.allowed);
}

/** The rows of a CSV file (RFC 4180 quoting), without its byte-order mark. */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  const cell = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  for (const match of text.slice(1).matchAll(cell)) {
    const raw = match[1] ?? '';
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2] !== ',') {
      rows.push(row);
      row = [];
    }
    if (match[2] === '') break;
  }
  return rows.filter((cells) => cells.length > 1 || cells[0] !== '');
}

/** The rows of the XLSX's one sheet, each cell as exceljs reads it. */
async function xlsxRows(bytes: Buffer): Promise<ExcelJS.CellValue[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

const get = (url: string, headers: Headers = {}) => ctx.call('GET', url, undefined, headers);

/** Every row of the list's pages for the filter, in order. */
async function listRows(list: ListCase, headers: Headers): Promise<Record<string, unknown>[]> {
  const response = await get(`${list.path}?${queryOf(list)}&pageSize=100`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('list exports', () => {
  it.each(CASES)(
    '$path: 401 anonymous, 403 a supplier and a sub-admin without the permission',
    async (list) => {
      const refused = await subAdmin(list.refused);
      for (const format of ['csv', 'xlsx']) {
        const url = `${list.path}.${format}?${queryOf(list)}`;
        expect((await get(url)).statusCode, url).toBe(401);
        expect((await get(url, supplier.headers)).statusCode, url).toBe(403);
        expect((await get(url, refused.headers)).statusCode, url).toBe(403);
      }
    },
  );

  it.each(CASES)(
    '$path: the filtered rows, all of them, in the list’s order, as CSV and XLSX',
    async (list) => {
      const caller = await callerOf(list);
      const expected = (await listRows(list, caller.headers)).map((row) => safeCellText(list.key(row)));
      expect(expected.length, 'more rows than a batch').toBeGreaterThan(BATCH);
      for (const headers of [caller.headers, admin.headers]) {
        const csv = await get(`${list.path}.csv?${queryOf(list)}`, headers);
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csv.headers['content-type']).toContain('text/csv');
        expect(String(csv.headers['content-disposition'])).toMatch(
          /^attachment; filename=".+-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const [head, ...rows] = csvRows(csv.rawPayload.toString('utf8'));
        const column = head?.indexOf(list.header) ?? -1;
        expect(column, `${list.header} in ${head}`).toBeGreaterThanOrEqual(0);
        expect(rows.map((row) => row[column])).toEqual(expected);
        for (const row of rows) expect(row.length).toBe(head?.length);

        const xlsx = await get(`${list.path}.xlsx?${queryOf(list)}`, headers);
        expect(xlsx.statusCode).toBe(200);
        expect(String(xlsx.headers['content-disposition'])).toMatch(/\.xlsx"$/);
        const [sheetHead, ...sheetRows] = await xlsxRows(xlsx.rawPayload);
        expect(sheetHead).toEqual(head);
        expect(sheetRows.map((row) => String(row[column]))).toEqual(expected);
      }
    },
  );

  it('answers an empty file (the header only) when nothing matches, and 400 for a bad filter', async () => {
    const csv = await get('/api/tenders.csv?q=nothing-matches-this', admin.headers);
    expect(csvRows(csv.rawPayload.toString('utf8'))).toHaveLength(1);
    const bad = await get('/api/admin/audit.csv?from=2026-02-10&to=2026-02-01', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect((await get('/api/tenders.xlsx?sort=nonsense', admin.headers)).statusCode).toBe(400);
  });
});

describe('what the files hold', () => {
  it('neutralises a hostile company name in every file that shows it', async () => {
    const files = ['/api/suppliers/active', '/api/tenders/interested/rows', '/api/tenders/quotations'];
    for (const path of files) {
      const csv = (await get(`${path}.csv`, admin.headers)).rawPayload.toString('utf8');
      const cells = csvRows(csv).flat();
      expect(cells, path).toContain(`'${HOSTILE}`);
      for (const cell of cells) expect(startsFormula(cell), `${path}: ${cell}`).toBe(false);
      const sheet = (await xlsxRows((await get(`${path}.xlsx`, admin.headers)).rawPayload)).flat();
      expect(sheet, path).toContain(`'${HOSTILE}`);
      for (const cell of sheet) if (typeof cell === 'string') expect(startsFormula(cell), cell).toBe(false);
    }
  });

  it('shows no price of a sealed tender still open, where the list shows none, and the others as numbers', async () => {
    const list = await listRows(CASES[5] as ListCase, admin.headers);
    const sealedRows = list.filter((row) => row.tenderId === sealedTender);
    expect(sealedRows.length).toBe(5);
    for (const row of sealedRows) expect(row.sealed).toBe(true);

    const [head = [], ...rows] = csvRows(
      (await get('/api/tenders/quotations.csv?q=Export%20Alpha', admin.headers)).rawPayload.toString('utf8'),
    );
    const project = head.indexOf('Project Name');
    const total = head.indexOf('Total (incl. GST)');
    const sealed = rows.filter((row) => row[project] === 'Export Alpha 3 sealed');
    expect(sealed).toHaveLength(5);
    for (const row of sealed) {
      for (const name of ['Total (excl. GST)', 'GST', 'Total (incl. GST)', 'Lines'])
        expect(row[head.indexOf(name)]).toBe('Sealed');
      // Prices quoted on it (100 + n, 40 + n) appear nowhere in its row.
      expect(row.join(',')).not.toMatch(/\b(10\d|4\d)\.00\b|236|241/);
    }
    const open = rows.find(
      (row) => row[project] === 'Export Alpha 1' && row[head.indexOf('Supplier')] === 'Export Co 1',
    );
    // 2 × 100 at 18 % + 1 × 40 at 5 %: 200 + 36 + 40 + 2 = 278.00.
    expect(open?.[total]).toBe('278.00');

    const [sheetHead = [], ...sheet] = await xlsxRows(
      (await get('/api/tenders/quotations.xlsx?q=Export%20Alpha', admin.headers)).rawPayload,
    );
    const sheetSealed = sheet.filter(
      (row) => row[sheetHead.indexOf('Project Name')] === 'Export Alpha 3 sealed',
    );
    expect(sheetSealed).toHaveLength(5);
    for (const row of sheetSealed) expect(row[sheetHead.indexOf('Total (incl. GST)')]).toBe('Sealed');
    const sheetOpen = sheet.find(
      (row) =>
        row[sheetHead.indexOf('Project Name')] === 'Export Alpha 1' &&
        row[sheetHead.indexOf('Supplier')] === 'Export Co 1',
    );
    expect(sheetOpen?.[sheetHead.indexOf('Total (incl. GST)')]).toBe(278);
  });

  it('writes instants in the portal’s time zone (IST), days as dates, amounts as numbers', async () => {
    const [head = [], first] = csvRows(
      (await get('/api/purchase-orders.csv', admin.headers)).rawPayload.toString('utf8'),
    );
    expect(first?.[head.indexOf('Created')]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST$/);
    expect(first?.[head.indexOf('Total (excl. GST)')]).toMatch(/^\d+\.\d{2}$/);
    const [sheetHead = [], row = []] = await xlsxRows(
      (await get('/api/purchase-orders.xlsx', admin.headers)).rawPayload,
    );
    expect(row[sheetHead.indexOf('Created')]).toBeInstanceOf(Date);
    expect(typeof row[sheetHead.indexOf('Total (excl. GST)')]).toBe('number');
    const [requestHead = [], request = []] = await xlsxRows(
      (await get('/api/purchase-requests.xlsx', admin.headers)).rawPayload,
    );
    expect((request[requestHead.indexOf('Needed By')] as Date).toISOString()).toBe(
      '2030-03-01T00:00:00.000Z',
    );
    // The audit log's changes are the redacted ones the log shows; its action reads in words.
    const [auditHead = [], event = []] = csvRows(
      (await get('/api/admin/audit.csv?action=quotation.submit', admin.headers)).rawPayload.toString('utf8'),
    );
    expect(event[auditHead.indexOf('Action Code')]).toBe('quotation.submit');
    expect(event[auditHead.indexOf('Action')]).not.toBe('quotation.submit');
  });
});
