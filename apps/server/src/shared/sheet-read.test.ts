import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isAppError } from '../core/errors';
import { cellText, locateColumns, readSheetFile, sniffSheetKind } from './sheet-read';

async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('reading an uploaded spreadsheet', () => {
  it('reads an XLSX: header, non-empty rows with their sheet row numbers, formulas as results', async () => {
    const bytes = await xlsxOf([
      ['Item code', 'Qty *', 'Price'],
      ['A-1', 2, 1234.5600000000002],
      [],
      ['0012', { formula: 'B2*2', result: 4 }, { richText: [{ text: 'ri' }, { text: 'ch ' }] }],
    ]);
    const table = await readSheetFile({ bytes, originalName: 'items.xlsx' });
    expect(table.kind).toBe('xlsx');
    expect(table.header).toEqual(['Item code', 'Qty *', 'Price']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['A-1', '2', '1234.56'] },
      { row: 4, cells: ['0012', '4', 'rich'] },
    ]);
  });

  it('reads a CSV with a byte-order mark and quotes, keeping leading zeros as text', async () => {
    const csv = '\uFEFFItem code,Name\r\n0012,"Bolt, M8 ""hex"""\r\n\r\n,\r\n7,Nut\r\n';
    const table = await readSheetFile({ bytes: Buffer.from(csv), originalName: 'items.csv' });
    expect(table.kind).toBe('csv');
    expect(table.header).toEqual(['Item code', 'Name']);
    expect(table.rows).toEqual([
      { row: 2, cells: ['0012', 'Bolt, M8 "hex"'] },
      { row: 5, cells: ['7', 'Nut'] },
    ]);
  });

  it('refuses a file of another kind, an empty sheet and too many rows', async () => {
    const pdf = Buffer.from('%PDF-1.4\n\0\0');
    expect(sniffSheetKind(pdf, 'x.pdf')).toBeNull();
    expect(await refusal(readSheetFile({ bytes: pdf, originalName: 'x.pdf' }))).toMatch(/\.xlsx.*\.csv/);
    expect(await refusal(readSheetFile({ bytes: Buffer.from('A,B\r\n'), originalName: 'a.csv' }))).toMatch(
      /no rows/,
    );
    const many = `A\r\n${'x\r\n'.repeat(4)}`;
    expect(
      await refusal(readSheetFile({ bytes: Buffer.from(many), originalName: 'a.csv' }, { maxRows: 3 })),
    ).toMatch(/at most/);
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a zip')]);
    expect(await refusal(readSheetFile({ bytes: broken, originalName: 'a.xlsx' }))).toMatch(
      /could not be read/,
    );
  });

  it('locates columns in any case and names the missing required ones', async () => {
    const found = locateColumns(
      ['ITEM CODE', 'Qty *'],
      [
        { name: 'Item code', required: true },
        { name: 'Qty', required: true },
        { name: 'Notes', required: false },
      ],
    );
    expect(found).toEqual({ 'Item code': 0, Qty: 1, Notes: -1 });
    expect(() => locateColumns(['Qty'], [{ name: 'Item code', required: true }])).toThrow(/“Item code”/);
  });

  it('turns dates into calendar days and booleans into words', () => {
    expect(cellText(new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(null)).toBe('');
  });
});
