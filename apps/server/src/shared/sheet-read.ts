import { parseString } from '@fast-csv/parse';
import {
  MAX_IMPORT_ROWS,
  type SheetKind,
  type SheetProblem,
  type SheetRow,
  type SheetTable,
} from '@tenderdesk/domain/sheet-import';
import { sheetMessages } from '@tenderdesk/domain/sheet-messages';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { badRequest } from '../core/errors';

/*
 * Reading an uploaded spreadsheet for an import (issue 23): XLSX through exceljs, CSV through
 * fast-csv (exceljs' own CSV reader turns "0012" into 12, and item codes and HSN codes must stay
 * text). Every cell becomes trimmed text: the imports check text with the same domain rules as
 * typed input, so a number typed in a cell and the same number typed in the form read alike.
 * Problems with the file as a whole answer 400 with sheetMessages; problems in a cell are the
 * import's own (SheetProblem: row and column).
 */

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** The kind of spreadsheet the bytes are: an XLSX (a zip) or a CSV (text), or null. */
export function sniffSheetKind(bytes: Uint8Array, fileName: string): SheetKind | null {
  if (ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'xlsx';
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) return null;
  // Text: no NUL byte in the first 8 KB.
  const head = bytes.subarray(0, 8192);
  if (head.includes(0)) return null;
  return name.endsWith('.csv') || name.endsWith('.txt') || name === '' ? 'csv' : null;
}

/** A number as the text a person would type: no float noise (1234.5600000000002 → 1234.56). */
function numberText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** One cell's value as trimmed text: a formula's result, rich text joined, a date as yyyy-mm-dd. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** Opens an XLSX workbook, or answers 400 when its bytes are not one. */
export async function openWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(sheetMessages.notReadable);
  }
  return workbook;
}

/** The rows of a worksheet as text cells, in sheet order (row numbers as the sheet shows them). */
export function worksheetRows(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    const count = row.cellCount;
    for (let column = 1; column <= count; column += 1) cells.push(cellText(row.getCell(column).value));
    rows.push({ row: rowNumber, cells });
  });
  return rows;
}

function decodeText(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel's "CSV" on Windows saves in the ANSI code page.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

async function csvRows(bytes: Buffer): Promise<SheetRow[]> {
  const text = decodeText(bytes);
  return new Promise((resolve, reject) => {
    const rows: SheetRow[] = [];
    let rowNumber = 0;
    parseString(text, { headers: false, ignoreEmpty: false, strictColumnHandling: false })
      .on('error', () => reject(badRequest(sheetMessages.notReadable)))
      .on('data', (cells: string[]) => {
        rowNumber += 1;
        rows.push({ row: rowNumber, cells: cells.map((cell) => cell.trim()) });
      })
      .on('end', () => resolve(rows));
  });
}

const isBlank = (row: SheetRow) => row.cells.every((cell) => cell === '');

/**
 * Reads an uploaded spreadsheet into its header and its non-empty data rows (first worksheet of an
 * XLSX, or `sheetName` when given). Refuses (400) a file of another kind, an unreadable one, one
 * without data rows, and one with more than `maxRows` data rows.
 */
export async function readSheetFile(
  file: { bytes: Buffer; originalName: string },
  options: { maxRows?: number; sheetName?: string } = {},
): Promise<SheetTable & { kind: SheetKind }> {
  const kind = sniffSheetKind(file.bytes, file.originalName);
  if (kind === null) throw badRequest(sheetMessages.wrongKind);
  let rows: SheetRow[];
  if (kind === 'xlsx') {
    const workbook = await openWorkbook(file.bytes);
    const sheet = options.sheetName ? workbook.getWorksheet(options.sheetName) : workbook.worksheets[0];
    if (!sheet) throw badRequest(sheetMessages.notReadable);
    rows = worksheetRows(sheet);
  } else {
    rows = await csvRows(file.bytes);
  }
  const filled = rows.filter((row) => !isBlank(row));
  const [headerRow, ...data] = filled;
  if (!headerRow || data.length === 0) throw badRequest(sheetMessages.empty);
  if (data.length > (options.maxRows ?? MAX_IMPORT_ROWS)) throw badRequest(sheetMessages.tooManyRows);
  return { kind, header: headerRow.cells, rows: data };
}

/** A header's text as compared: trimmed, any case, without a trailing required mark (" *"). */
export function headerKey(text: string): string {
  return text
    .replace(/\s*\*\s*$/, '')
    .trim()
    .toLowerCase();
}

/**
 * Finds each named column in the header (any case, a trailing "*" ignored): the column's index per
 * name, or 400 naming the required columns that are missing. Optional columns absent map to -1.
 */
export function locateColumns<Name extends string>(
  header: readonly string[],
  columns: readonly { name: Name; required: boolean }[],
): Record<Name, number> {
  const keys = header.map(headerKey);
  const found = {} as Record<Name, number>;
  const missing: string[] = [];
  for (const column of columns) {
    const index = keys.indexOf(headerKey(column.name));
    found[column.name] = index;
    if (index === -1 && column.required) missing.push(column.name);
  }
  if (missing.length > 0) throw badRequest(sheetMessages.missingColumns(missing));
  return found;
}

/** The text of a named column in a row ('' when the column is absent or the cell empty). */
export function cellOf(row: SheetRow, index: number): string {
  return index < 0 ? '' : (row.cells[index] ?? '');
}

/** A problem for a cell, with the row's number. */
export function cellProblem(row: SheetRow, column: string, message: string): SheetProblem {
  return { row: row.row, column, message };
}

const problemSchema = z.object({
  row: z.number().int().describe('The spreadsheet row (the header is row 1)'),
  column: z.string().describe("The column's header"),
  message: z.string(),
});

/** The answer of an import's preview (ImportPreview): every row with its values or its problems. */
export function importPreviewSchema<V extends z.ZodType>(values: V) {
  return z.object({
    rows: z.array(
      z.object({ row: z.number().int(), values: values.nullable(), problems: z.array(problemSchema) }),
    ),
    validCount: z.number().int(),
    problemCount: z.number().int(),
  });
}

/** An XLSX download's response (OpenAPI). */
export const xlsxFileResponse = (description: string) => ({
  description,
  content: {
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: z.string().meta({ format: 'binary' }),
    },
  },
});
