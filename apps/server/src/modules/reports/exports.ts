import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ReportColumn } from '@tenderdesk/domain/reports';
import { safeCellText } from '@tenderdesk/domain/spreadsheet-cell';
import ExcelJS from 'exceljs';

/*
 * The reports' files (issue 11 item 3; decisions 030 and 034), written while the rows are read:
 * each takes the report's batches (an async iterable) and answers a stream, so an export of any size
 * holds one batch in memory. CSV: UTF-8 with a byte-order mark (Excel reads the rupee names right),
 * CRLF, every text quoted when needed; every text cell of both files goes through the portal's one
 * formula rule (`safeCellText`, packages/domain/src/spreadsheet-cell.ts: decision 041). XLSX (exceljs' streaming writer): rupee amounts are
 * numbers shown ₹12,34,567.80, dates are dates shown dd/mm/yyyy, counts are numbers.
 */

/** Indian grouping (lakhs and crores) with the rupee sign. */
export const RUPEE_FORMAT = '[>=10000000]"₹"#\\,##\\,##\\,##0.00;[>=100000]"₹"#\\,##\\,##0.00;"₹"#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const PERCENT_FORMAT = '0.0"%"';

function csvText(text: string): string {
  const safe = safeCellText(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null) return csvText(column.missing ?? '');
  if (column.kind === 'text') return csvText(String(value));
  return String(value);
}

/** The report as CSV: a header line, then one line per row. */
export function csvStream<Row>(
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvText(column.header)).join(',')}\r\n`;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield batch.map((row) => `${columns.map((column) => csvCell(column, row)).join(',')}\r\n`).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

function xlsxCell<Row>(column: ReportColumn<Row>, row: Row): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null) return column.missing === undefined ? null : safeCellText(column.missing);
  switch (column.kind) {
    case 'money':
    case 'count':
    case 'percent':
      return Number(value);
    case 'date':
      return new Date(`${value}T00:00:00Z`);
    default:
      return safeCellText(String(value));
  }
}

const WIDTHS: Record<ReportColumn<unknown>['kind'], number> = {
  text: 28,
  count: 12,
  money: 20,
  date: 14,
  percent: 14,
};
const FORMATS: Partial<Record<ReportColumn<unknown>['kind'], string>> = {
  money: RUPEE_FORMAT,
  date: DATE_FORMAT,
  percent: PERCENT_FORMAT,
};

/** The report as one XLSX sheet, its header row bold and frozen. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => {
    const numFmt = FORMATS[column.kind];
    return {
      header: safeCellText(column.header),
      key: column.key,
      width: WIDTHS[column.kind],
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(columns.map((column) => xlsxCell(column, row))).commit();
      // Let the reader catch up before the next batch is read (a slow client holds the export back).
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
