import { safeCellText, startsFormula } from '@tenderdesk/domain/spreadsheet-cell';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';
import { createTenderRow } from '../../test/tenders';

/*
 * Issue 18 item 4 (decision 041): one formula rule for every spreadsheet and CSV the portal writes.
 * Texts that start with = + - @, a tab or a carriage return reach every export (the tender and
 * supplier reports as CSV and XLSX, the comparative statement as XLSX); no text cell of any of them
 * may start a formula, and each such text is there with its apostrophe.
 */

const NASTY = ['=HYPERLINK("http://x.test","go")', '+2+3', '-1+cmd', '@SUM(A1)', '\tTabbed', '\rReturned'];

let ctx: TestContext;
let admin: TestCaller;
let tender: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  const kit = awardKit(ctx, pair.categoryId);
  admin = await ctx.as.admin();
  const supplier = await ctx.as.supplier({ ...pair, companyName: NASTY[0] });
  tender = await createTenderRow(ctx.db, {
    categoryId: pair.categoryId,
    projectName: NASTY[1],
    projectTitle: NASTY[2],
    organisation: NASTY[3],
  });
  await ctx.db
    .insert(interests)
    .values({ tenderId: tender, supplierId: supplier.id, status: 'Approved', decidedAt: new Date() });
  await kit.quote(tender, supplier, [
    { itemCode: 'IT-1', unitPrice: 10 },
    { itemCode: 'EXTRA-1', unitPrice: 5 },
  ]);
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.call('GET', url, undefined, admin.headers);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.rawPayload;
};

/** The cells of a CSV file (RFC 4180 quoting), without its byte-order mark. */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  const body = text.replace(/^\uFEFF/, '');
  const cell = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  for (const match of body.matchAll(cell)) {
    const raw = match[1] ?? '';
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    if (match[2] === '') break;
  }
  return cells;
}

async function xlsxTexts(bytes: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    ),
  );
  return texts;
}

describe('formula neutralisation', () => {
  it('is one rule: a leading apostrophe for = + - @ tab CR, nothing else touched', () => {
    for (const text of NASTY) expect(safeCellText(text)).toBe(`'${text}`);
    for (const text of ['Plain', "'quoted", '12.50', '', ' =spaced']) expect(safeCellText(text)).toBe(text);
  });

  it('holds in every export: the reports as CSV and XLSX, the comparative statement', async () => {
    const files: [string, string[]][] = [
      ['/api/reports/tenders.csv', csvCells((await get('/api/reports/tenders.csv')).toString('utf8'))],
      ['/api/reports/suppliers.csv', csvCells((await get('/api/reports/suppliers.csv')).toString('utf8'))],
      ['/api/reports/tenders.xlsx', await xlsxTexts(await get('/api/reports/tenders.xlsx'))],
      ['/api/reports/suppliers.xlsx', await xlsxTexts(await get('/api/reports/suppliers.xlsx'))],
      ['statement.xlsx', await xlsxTexts(await get(`/api/tenders/${tender}/comparative-statement.xlsx`))],
    ];
    for (const [name, texts] of files) {
      expect(texts.length, name).toBeGreaterThan(0);
      for (const text of texts) expect(startsFormula(text), `${name}: ${JSON.stringify(text)}`).toBe(false);
    }
    const shown = (name: string) => (files.find(([file]) => file === name)?.[1] ?? []).join('\n');
    expect(shown('/api/reports/tenders.csv')).toContain(`'${NASTY[1]}`);
    expect(shown('/api/reports/tenders.xlsx')).toContain(`'${NASTY[1]}`);
    expect(shown('/api/reports/suppliers.csv')).toContain(`'${NASTY[0]}`);
    expect(shown('/api/reports/suppliers.xlsx')).toContain(`'${NASTY[0]}`);
    expect(shown('statement.xlsx')).toContain(`'${NASTY[0]}`);
  });
});
