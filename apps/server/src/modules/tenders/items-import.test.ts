import { hsnSacProblem } from '@tenderdesk/domain/hsn-sac';
import { importMessages } from '@tenderdesk/domain/import-messages';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_IMPORT_ROWS, MAX_SHEET_BYTES } from '@tenderdesk/domain/sheet-import';
import { sheetMessages } from '@tenderdesk/domain/sheet-messages';
import { TENDER_ITEM_LABELS } from '@tenderdesk/domain/tender-rules';
import type { Tender } from '@tenderdesk/domain/tenders';
import { describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../../test/files';
import { type Cell, csvFile, readWorkbook, uploadSheet, xlsxFile } from '../../test/sheets';
import { createTenderDraft } from '../../test/tenders-api';
import { as, call, categoryId, ctx, expectError, useTenderKit } from './tender-test-kit';

/*
 * Issue 23 item 1: tender items from a spreadsheet. The template (columns, example, the units as a
 * list, instructions) and the preview: every row checked as a typed item, each problem with its row
 * and column, nothing stored; and the imported items, saved through the tender API, equal the
 * same items typed.
 */

useTenderKit();

const IMPORT = '/api/tenders/items-import';
const TEMPLATE = '/api/tenders/items-template.xlsx';
const HEADER: Cell[] = [
  'Item Code *',
  'Item Name *',
  'Part No. *',
  'Manufacturer *',
  'HSN/SAC',
  'UOM *',
  'Qty *',
];

const row = (code: string, overrides: Partial<Record<'uom' | 'qty' | 'hsn' | 'name', Cell>> = {}): Cell[] => [
  code,
  overrides.name ?? `Cable ${code}`,
  `P-${code}`,
  'Polycab',
  overrides.hsn ?? '8544',
  overrides.uom ?? 'MTR',
  overrides.qty ?? '12.5',
];

const preview = async (rows: Cell[][], headers = as.manager, kind: 'xlsx' | 'csv' = 'xlsx') =>
  uploadSheet(ctx.app, IMPORT, headers, kind === 'xlsx' ? await xlsxFile(rows) : csvFile(rows));

describe('GET /api/tenders/items-template.xlsx', () => {
  it('answers the template: bold frozen header, an example row, units as a list, instructions', async () => {
    const response = await call('GET', TEMPLATE, as.manager);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('tender-items-template.xlsx');
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Items');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(2).getCell(1).value).toBe('IT-001');
    const validation = sheet?.getCell('F2').dataValidation;
    expect(validation?.type).toBe('list');
    expect(validation?.formulae?.[0]).toMatch(/^Instructions!\$A\$\d+:\$A\$\d+$/);
    const instructions = workbook.getWorksheet('Instructions');
    const codes: string[] = [];
    instructions?.eachRow((r) => codes.push(String(r.getCell(1).value)));
    expect(codes).toContain('MTR');
    expect(codes).toContain('NOS');
    // The template imports as it is: its example row is a valid item.
    const back = await uploadSheet(ctx.app, IMPORT, as.manager, {
      bytes: response.rawPayload,
      name: 'tender-items-template.xlsx',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ validCount: 1, problemCount: 0 });
  });

  it('is refused to anonymous callers, suppliers and sub-admins without manageTenders', async () => {
    expect((await call('GET', TEMPLATE, as.anonymous)).statusCode).toBe(401);
    expect((await call('GET', TEMPLATE, as.supplier)).statusCode).toBe(403);
    expect((await call('GET', TEMPLATE, as.plain)).statusCode).toBe(403);
    expect((await call('GET', TEMPLATE, as.reports)).statusCode).toBe(403);
    expect((await call('GET', TEMPLATE, as.admin)).statusCode).toBe(200);
  });
});

describe('POST /api/tenders/items-import', () => {
  it('answers every row as a typed item would read (XLSX): values, codes kept as text, units by name', async () => {
    const response = await preview([
      HEADER,
      row('0012', { qty: 3, hsn: '85 44' }),
      row('IT-2', { uom: 'numbers', qty: '1000.256', hsn: null }),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.validCount).toBe(1);
    expect(body.problemCount).toBe(1);
    expect(body.rows[0]).toEqual({
      row: 2,
      values: {
        itemCode: '0012',
        itemName: 'Cable 0012',
        partNo: 'P-0012',
        manufacturer: 'Polycab',
        uom: 'MTR',
        qty: '3.00',
        hsnSac: '8544',
      },
      problems: [],
    });
    expect(body.rows[1]).toEqual({
      row: 3,
      values: null,
      problems: [{ row: 3, column: TENDER_ITEM_LABELS.qty, message: messages.tender.qtyInvalid }],
    });
  });

  it('reads a CSV alike, leading zeros kept, a unit written by its name becomes its code', async () => {
    const response = await preview([HEADER, row('007', { uom: 'Numbers', qty: '2' })], as.admin, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.json().rows[0].values).toMatchObject({ itemCode: '007', uom: 'NOS', qty: '2.00' });
  });

  it('names the row and column of each problem: bad qty, unknown unit, bad HSN/SAC, a missing value', async () => {
    const response = await preview([
      HEADER,
      row('A-1'),
      row('A-2', { qty: '0' }),
      row('A-3', { uom: 'buckets' }),
      row('A-4', { hsn: '12' }),
      row('A-5', { name: '', qty: 'ten' }),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ validCount: 1, problemCount: 4 });
    const problems = body.rows.flatMap((r: { problems: unknown[] }) => r.problems);
    expect(problems).toEqual([
      { row: 3, column: 'Qty', message: messages.tender.qtyInvalid },
      { row: 4, column: 'UOM', message: importMessages.items.unknownUnit('buckets') },
      { row: 5, column: 'HSN/SAC', message: hsnSacProblem('12') },
      { row: 6, column: 'Item Name', message: messages.tender.itemRequired('Item Name') },
      { row: 6, column: 'Qty', message: messages.tender.qtyInvalid },
    ]);
  });

  it('takes duplicate item codes, as the typed form does', async () => {
    const body = (await preview([HEADER, row('D-1'), row('D-1')])).json();
    expect(body).toMatchObject({ validCount: 2, problemCount: 0 });
  });

  it('refuses the file as a whole: missing column, wrong kind, no file, no rows, too many rows, too large', async () => {
    const missing = await preview([HEADER.filter((cell) => cell !== 'Qty *'), row('X').slice(0, 6)]);
    await expectError(missing, 400, sheetMessages.missingColumns(['Qty']));
    const pdf = await uploadSheet(ctx.app, IMPORT, as.manager, { bytes: PDF_BYTES, name: 'items.pdf' });
    await expectError(pdf, 400, sheetMessages.wrongKind);
    const none = await uploadSheet(ctx.app, IMPORT, as.manager, null, { note: 'no file' });
    await expectError(none, 400, sheetMessages.fileRequired, 'file');
    await expectError(await preview([HEADER]), 400, sheetMessages.empty);
    const many = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => row(`M-${i}`));
    await expectError(await preview([HEADER, ...many], as.manager, 'csv'), 400, sheetMessages.tooManyRows);
    const huge = csvFile([HEADER, row('H-1', { name: 'x'.repeat(MAX_SHEET_BYTES) })]);
    const large = await uploadSheet(ctx.app, IMPORT, as.manager, huge);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe(sheetMessages.fileTooLarge);
  });

  it('is refused to anonymous callers, suppliers and sub-admins without manageTenders', async () => {
    const file = await xlsxFile([HEADER, row('G-1')]);
    for (const [headers, status] of [
      [as.anonymous, 401],
      [as.supplier, 403],
      [as.plain, 403],
      [as.reports, 403],
    ] as const) {
      expect((await uploadSheet(ctx.app, IMPORT, headers, file)).statusCode).toBe(status);
    }
    expect((await uploadSheet(ctx.app, IMPORT, as.admin, file)).statusCode).toBe(200);
  });

  it('imported figures equal typed ones: the previewed items saved through the tender API', async () => {
    const typed = [
      {
        itemCode: 'T-1',
        itemName: 'Cable',
        partNo: 'C-1',
        manufacturer: 'Polycab',
        uom: 'MTR',
        qty: '1234.56',
        hsnSac: '8544',
      },
      {
        itemCode: '0042',
        itemName: 'Lugs',
        partNo: 'L-9',
        manufacturer: 'Dowells',
        uom: 'NOS',
        qty: '7',
        hsnSac: null,
      },
    ];
    const body = (
      await preview([
        HEADER,
        ['T-1', 'Cable', 'C-1', 'Polycab', '8544', 'mtr', 1234.56],
        ['0042', 'Lugs', 'L-9', 'Dowells', '', 'Numbers', '7.00'],
      ])
    ).json();
    const imported = body.rows.map((r: { values: unknown }) => r.values);
    const save = (items: unknown[]) =>
      createTenderDraft(ctx.app, as.manager, categoryId, { fields: { items: JSON.stringify(items) } });
    // The form sends quantities as numbers (tenderFormData).
    const asForm = (items: { qty: string | number }[]) =>
      items.map((item) => ({ ...item, qty: Number(item.qty) }));
    const fromFile: Tender = await save(asForm(imported));
    const fromTyping: Tender = await save(asForm(typed));
    const strip = (tender: Tender) => tender.items.map(({ _id, ...item }) => item);
    expect(strip(fromFile)).toEqual(strip(fromTyping));
    expect(strip(fromFile)[0]).toMatchObject({ qty: 1234.56, uom: 'MTR', hsnSac: '8544' });
  });
});
