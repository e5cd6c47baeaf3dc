import type { ComparisonView } from '@tenderdesk/domain/comparison';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { statementMessages } from '@tenderdesk/domain/statement-messages';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { pdfText } from '../../test/pdf';
import { closeTenderRow, createTenderRow, daysFrom } from '../../test/tenders';

/*
 * The comparative statement (issue 11, decision 035): who may download it, that its figures are
 * the comparison call's, the award and margins it shows, and sealed tenders refused.
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let alpha: TestCaller;
let beta: TestCaller;
let admin: TestCaller;
let reporter: TestCaller;
let noPermission: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  admin = await ctx.as.admin();
  reporter = await ctx.as.subAdmin(['reports']);
  noPermission = await ctx.as.subAdmin(['manageSuppliers', 'masterTables']);
});
afterAll(() => ctx.close());

const rupees = (value: number) => formatRupees(toPaise(value));

async function tenderFor(approved: TestCaller[], items = 2) {
  const tender = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, items });
  await ctx.db.insert(interests).values(
    approved.map((supplier) => ({
      tenderId: tender,
      supplierId: supplier.id,
      status: 'Approved' as const,
      decidedAt: new Date(),
    })),
  );
  return tender;
}

async function quote(tender: string, supplier: TestCaller, prices: (number | null)[], extra = false) {
  const items = prices.flatMap((price, index) =>
    price === null
      ? []
      : [
          {
            itemCode: `IT-${index + 1}`,
            itemName: `Item ${index + 1}`,
            uom: 'pcs',
            qty: 12.5,
            unitPrice: price,
            gstRate: 18,
          },
        ],
  );
  if (extra)
    items.push({ itemCode: 'X-9', itemName: 'Spare kit', uom: 'set', qty: 1, unitPrice: 99.5, gstRate: 0 });
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: JSON.stringify({ items, notes: '' }) },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

const get = (url: string, caller: TestCaller | null) =>
  ctx.call('GET', url, undefined, caller?.headers ?? {});

async function comparison(tender: string): Promise<ComparisonView> {
  const response = await get(`/api/tenders/${tender}/comparison`, admin);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function readSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  /** The row whose column B (or A) says `label`. */
  const rowOf = (label: string) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (!found && (row.getCell(2).value === label || row.getCell(1).value === label)) found = row;
    });
    if (!found) throw new Error(`no row ${label}`);
    return found;
  };
  return { sheet, rowOf };
}

describe('guards', () => {
  it('answers 401 anonymous, 403 a supplier and a sub-admin without manageTenders or reports, 200 otherwise', async () => {
    const tender = await tenderFor([alpha]);
    await quote(tender, alpha, [10, 20]);
    for (const format of ['xlsx', 'pdf']) {
      const url = `/api/tenders/${tender}/comparative-statement.${format}`;
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, alpha)).statusCode).toBe(403);
      expect((await get(url, noPermission)).statusCode).toBe(403);
      expect((await get(url, reporter)).statusCode).toBe(200);
      const response = await get(url, admin);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="comparative-statement-PRJ-.*\\.${format}"`),
      );
    }
  });

  it('answers 404 for an unknown tender and a tender without quotations, 409 while sealed', async () => {
    expect((await get('/api/tenders/nope/comparative-statement.pdf', admin)).statusCode).toBe(404);
    const empty = await tenderFor([alpha]);
    const none = await get(`/api/tenders/${empty}/comparative-statement.xlsx`, admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(statementMessages.empty);

    const sealed = await tenderFor([alpha]);
    await quote(sealed, alpha, [10, 20]);
    await ctx.db.update(tenders).set({ sealed: true }).where(eq(tenders.id, sealed));
    for (const format of ['xlsx', 'pdf']) {
      const response = await get(`/api/tenders/${sealed}/comparative-statement.${format}`, admin);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/sealed/);
    }
    // Closed: the prices open, and so does the statement.
    await ctx.db
      .update(tenders)
      .set({ publishingDate: daysFrom(-9), closingDate: daysFrom(-1) })
      .where(eq(tenders.id, sealed));
    expect((await get(`/api/tenders/${sealed}/comparative-statement.pdf`, admin)).statusCode).toBe(200);
  });
});

describe('figures', () => {
  it("the spreadsheet's cells are the comparison call's figures, lowest marked, with the award and its margins", async () => {
    const tender = await tenderFor([alpha, beta]);
    await quote(tender, alpha, [10.25, 20], true);
    const betaQuote = await quote(tender, beta, [11, 19.99]);
    // Awards wait for the close (decision 039).
    await closeTenderRow(ctx.db, tender);
    const selected = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/quotation/${betaQuote}/select`,
      undefined,
      admin.headers,
    );
    expect(selected.statusCode).toBe(200);
    const margin = await ctx.call(
      'POST',
      `/api/tenders/${tender}/update-margin`,
      { itemCode: 'IT-1', marginType: 'Percentage', marginValue: 10 },
      admin.headers,
    );
    expect(margin.statusCode).toBe(200);
    const view = await comparison(tender);

    const response = await get(`/api/tenders/${tender}/comparative-statement.xlsx`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const { sheet, rowOf } = await readSheet(response.rawPayload);
    expect(String(sheet.getCell('A2').value)).toContain(view.tender.projectCode);
    expect(rowOf('Awarded supplier').getCell(2).value).toBe('Beta Supplies');

    const header = rowOf('Item code');
    view.suppliers.forEach((supplier, s) => {
      expect(header.getCell(8 + s * 2).value).toBe(supplier.supplierName);
    });
    view.items.forEach((item, i) => {
      const row = rowOf(item.itemCode);
      expect(row.getCell(7).value).toBe(item.qty);
      view.suppliers.forEach((supplier, s) => {
        const cell = supplier.cells[i];
        if (!cell?.quoted) throw new Error('both quoted every item');
        const price = row.getCell(8 + s * 2);
        expect(price.value).toBe(cell.unitPrice);
        expect(row.getCell(9 + s * 2).value).toBe(cell.lineTotal);
        expect(price.numFmt).toContain('₹');
        // The lowest price of the line is filled; the other is not.
        expect(Boolean((price.fill as ExcelJS.FillPattern | undefined)?.fgColor)).toBe(cell.lowest);
      });
    });
    // Alpha is lowest on item 1, Beta on item 2.
    expect(view.suppliers[0]?.cells[0]).toMatchObject({ lowest: true });
    expect(view.suppliers[1]?.cells[1]).toMatchObject({ lowest: true });

    const totals = rowOf('Total with GST');
    view.suppliers.forEach((supplier, s) => {
      expect(totals.getCell(9 + s * 2).value).toBe(supplier.totalWithGst);
      expect(rowOf('Total (before GST)').getCell(9 + s * 2).value).toBe(supplier.total);
      expect(rowOf('GST').getCell(9 + s * 2).value).toBe(supplier.gstTotal);
    });
    const lowest = view.suppliers.findIndex((supplier) => supplier.lowestTotal);
    expect(String(rowOf('Marks').getCell(9 + lowest * 2).value)).toContain('Lowest total');
    expect(String(rowOf('Marks').getCell(9 + 1 * 2).value)).toContain('Awarded');

    // The extra line, and the award's margins as the selected-quotation call gives them.
    expect(rowOf('Alpha Traders').getCell(3).value).toBe('X-9');
    const award = (await get(`/api/tenders/${tender}/selected-quotation`, admin)).json().data;
    expect(rowOf('Margin total').getCell(7).value).toBe(award.marginTotal);
    expect(rowOf('Grand total with margins').getCell(7).value).toBe(award.grandTotal);
    expect(award.marginTotal).toBeGreaterThan(0);
  });

  it('the PDF shows the same figures, the marks, the award, who generated it, and bands of three suppliers', async () => {
    const suppliers = [alpha, beta];
    for (let n = 0; n < 3; n++)
      suppliers.push(await ctx.as.supplier({ ...electrical, companyName: `Supplier ${n + 3}` }));
    const tender = await tenderFor(suppliers, 3);
    for (const [index, supplier] of suppliers.entries())
      await quote(tender, supplier, [100 + index, 200 - index, index === 2 ? null : 123456.8 + index]);
    const view = await comparison(tender);

    const response = await get(`/api/tenders/${tender}/comparative-statement.pdf`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(response.rawPayload);
    const text = pages.join('\n');
    expect(pages.length).toBe(3); // two bands and the summary
    expect(pages[0]).toContain('Suppliers 1–3 of 5');
    expect(pages[1]).toContain('Suppliers 4–5 of 5');
    expect(pages[2]).toContain('Summary');
    expect(pages[0]).toContain(`Page 1 of 3`);
    expect(text).toContain(view.tender.projectCode);
    expect(text).toContain(admin.email);
    expect(text).toContain(statementMessages.notQuoted);
    for (const supplier of view.suppliers) {
      expect(text).toContain(supplier.supplierName);
      expect(pages[2]).toContain(rupees(supplier.totalWithGst));
      for (const cell of supplier.cells) if (cell.quoted) expect(text).toContain(rupees(cell.lineTotal));
    }
    expect(text).toContain('₹15,43,210.00'); // 12.5 × ₹1,23,456.80
    expect(pages[2]).toContain('Lowest total');
  });
});
