import { Readable } from 'node:stream';
import { DEFAULT_PORTAL_TIME_ZONE, formatInstantNumeric } from '@tenderdesk/domain/portal-time';
import type { ReportColumn } from '@tenderdesk/domain/reports';
import { safeCellText } from '@tenderdesk/domain/spreadsheet-cell';

/*
 * The exports' CSV (the reports, issue 11 item 3, decisions 030 and 034; every admin list, issue 23
 * item 5: plugins/list-export.ts), written while the rows are read: it takes the rows' batches (an
 * async iterable) and answers a stream, so an export of any size holds one batch in memory. CSV: UTF-8 with a byte-order mark (Excel reads the rupee names right),
 * CRLF, every text quoted when needed; every text cell of both files goes through the portal's one
 * formula rule (`safeCellText`, packages/domain/src/spreadsheet-cell.ts: decision 041). XLSX:
 * shared/spreadsheet.ts's streamed writer (xlsxStream), rupee amounts as numbers shown
 * ₹12,34,567.80, dates as dates shown dd/mm/yyyy, counts as numbers. Instants are written in the
 * portal's time zone (`26/11/2026 05:24 IST`; decision 038).
 */

function csvText(text: string): string {
  const safe = safeCellText(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell<Row>(column: ReportColumn<Row>, row: Row, timeZone: string): string {
  const value = column.value(row);
  if (value === null) return csvText(column.missing ?? '');
  if (column.kind === 'text') return csvText(String(value));
  if (column.kind === 'instant') return formatInstantNumeric(String(value), timeZone);
  return String(value);
}

/** The rows as CSV: a header line, then one line per row; instants in `timeZone`. */
export function csvStream<Row>(
  columns: readonly ReportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  timeZone: string = DEFAULT_PORTAL_TIME_ZONE,
): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvText(column.header)).join(',')}\r\n`;
    for await (const batch of batches) {
      if (batch.length === 0) continue;
      yield batch
        .map((row) => `${columns.map((column) => csvCell(column, row, timeZone)).join(',')}\r\n`)
        .join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
