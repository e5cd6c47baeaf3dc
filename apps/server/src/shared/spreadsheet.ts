import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { DEFAULT_PORTAL_TIME_ZONE, zonedLocal } from '@tenderdesk/domain/portal-time';
import type { ReportColumn } from '@tenderdesk/domain/reports';
import { safeCellText } from '@tenderdesk/domain/spreadsheet-cell';
import ExcelJS from 'exceljs';

/*
 * The portal's spreadsheets, one set of pieces (decisions 030, 034, 035, 041): the formats and
 * fills every XLSX uses, and the streamed writer of the exports (exceljs' streaming WorkbookWriter,
 * fed by async batches, so an export of any size holds one batch in memory). Rupee amounts are
 * numbers shown ₹12,34,567.80 (Indian grouping), dates are dates shown dd/mm/yyyy, counts numbers;
 * every text cell goes through the portal's one formula rule (`safeCellText`, decision 041).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Indian grouping (lakhs and crores) with the rupee sign. */
export const RUPEE_FORMAT = '[>=10000000]"₹"#\\,##\\,##\\,##0.00;[>=100000]"₹"#\\,##\\,##0.00;"₹"#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';
/** An instant's cell: its wall-clock time in the portal's zone (decision 038). */
export const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const PERCENT_FORMAT = '0.0"%"';

/** A header row's fill. */
export const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7ECF3' } };
export const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFB0B7C3' } };
export const BOX: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/** An amount as a number in the rupee format (it sums and sorts), or `none` as text. */
export function moneyCell(cell: ExcelJS.Cell, decimal: string | null, none: string) {
  if (decimal === null) {
    cell.value = none;
    return;
  }
  cell.value = Number(decimal);
  cell.numFmt = RUPEE_FORMAT;
}

function xlsxCell<Row>(column: ReportColumn<Row>, row: Row, timeZone: string): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null) return column.missing === undefined ? null : safeCellText(column.missing);
  switch (column.kind) {
    case 'money':
    case 'count':
    case 'percent':
      return Number(value);
    case 'date':
      return new Date(`${value}T00:00:00Z`);
    case 'instant':
      // A spreadsheet's dates have no zone: the cell holds the portal's wall-clock time.
      return new Date(`${zonedLocal(String(value), timeZone)}:00Z`);
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
  instant: 18,
};
const FORMATS: Partial<Record<ReportColumn<unknown>['kind'], string>> = {
  money: RUPEE_FORMAT,
  date: DATE_FORMAT,
  percent: PERCENT_FORMAT,
  instant: DATE_TIME_FORMAT,
};

/** One sheet of a streamed workbook: its columns and its rows, read batch by batch when its turn comes. */
export type StreamedSheet<Row> = {
  name: string;
  columns: readonly ReportColumn<Row>[];
  /** Called once the sheets before it are written (so it may use what they read). */
  batches: () => AsyncIterable<Row[]>;
  /** Where its instants are written (PORTAL_TIME_ZONE); default Asia/Kolkata. */
  timeZone?: string;
};

/**
 * A workbook of the given sheets, one after the other, each a table: its header row bold and
 * frozen, then one row per value. Streamed: a slow reader holds the next batch back.
 */
// biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type.
export function xlsxSheetsStream(sheets: readonly StreamedSheet<any>[]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  (async () => {
    for (const { name, columns, batches, timeZone = DEFAULT_PORTAL_TIME_ZONE } of sheets) {
      const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
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
      for await (const batch of batches()) {
        for (const row of batch)
          sheet.addRow(columns.map((column) => xlsxCell(column, row, timeZone))).commit();
        // Let the reader catch up before the next batch is read (a slow client holds the export back).
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) return;
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** A report or a list as one XLSX sheet. */
export function xlsxStream<Row>(
  sheetName: string,
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  timeZone: string = DEFAULT_PORTAL_TIME_ZONE,
): Readable {
  return xlsxSheetsStream([{ name: sheetName, columns, batches: () => batches, timeZone }]);
}
