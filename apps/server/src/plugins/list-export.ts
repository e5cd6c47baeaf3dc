import { portalToday } from '@tenderdesk/domain/portal-time';
import type { ReportColumn } from '@tenderdesk/domain/reports';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { csvStream } from '../shared/csv-stream';
import { XLSX_TYPE, xlsxStream } from '../shared/spreadsheet';
import type { Access } from './auth';
import { sendExport } from './export-bound';
import type { ZodApp } from './zod-app';

/*
 * A list's (or a report's) spreadsheet files, registered once (issue 23 item 5; decisions 034 and
 * 041): `<path>.csv` and `<path>.xlsx`, each behind the list's own guard, taking the list's filters
 * and sort (no paging) and answering every matching row, read in batches as the file is written
 * (`definePagedList`'s `batches`, or a report's keyset walk), within the export bound (`sendExport`:
 * one of EXPORT_CONCURRENCY slots, else 503). Text cells go through the one formula rule, amounts
 * are numbers, days dates and instants the portal's wall-clock time (csv-stream.ts, spreadsheet.ts).
 */

/** Rows an export reads per statement (tests set a small one through `buildApp`). */
export const LIST_EXPORT_BATCH = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rows a list export reads per batch (LIST_EXPORT_BATCH unless a test set it). */
    exportBatchSize: number;
  }
}

export type ListExportSpec<Query extends z.ZodType, Row> = {
  /** The list's own path: the files are `<path>.csv` and `<path>.xlsx`. */
  path: string;
  /** The list's guard: whoever may read the list may export it, nobody else. */
  access: Access;
  tags: string[];
  /** What the list is, for the OpenAPI summaries: "Audit events". */
  title: string;
  /** How the files answer (filters, order, columns), for the OpenAPI descriptions. */
  description: string;
  /** The list's query schema without paging (its filters, search and sort). */
  querystring: Query;
  /** The sheet's name in the XLSX. */
  sheet: string;
  /** The file's name before the day and extension: `audit-log` → `audit-log-2026-11-26.csv`. */
  fileName: string;
  columns: readonly ReportColumn<Row>[];
  /** PORTAL_TIME_ZONE: the file's day and its instants. */
  timeZone: string;
  /** Every matching row in the list's order, a batch at a time. */
  batches: (request: FastifyRequest, query: z.infer<Query>, batchSize: number) => AsyncIterable<Row[]>;
};

const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', doc: 'text/csv', label: 'CSV' },
  xlsx: { type: XLSX_TYPE, doc: XLSX_TYPE, label: 'XLSX' },
} as const;

/** Registers `GET <path>.csv` and `GET <path>.xlsx` for a list. */
export function registerListExport<Query extends z.ZodType, Row>(
  app: ZodApp,
  spec: ListExportSpec<Query, Row>,
) {
  for (const format of ['csv', 'xlsx'] as const) {
    const { type, doc, label } = FORMATS[format];
    app.get(
      `${spec.path}.${format}`,
      {
        config: { access: spec.access },
        schema: {
          summary: `${spec.title} as ${label}: every matching row`,
          description: `${spec.description} Same filters and sort as the list, no paging; streamed as ${spec.fileName}-<date>.${format}.`,
          tags: spec.tags,
          querystring: spec.querystring,
          response: { 200: fileResponse(doc, `The rows, as a ${label} attachment`) },
        },
      },
      async (request, reply) => {
        const fileName = `${spec.fileName}-${portalToday(spec.timeZone)}.${format}`;
        return sendExport(request, reply, type, fileName, () => {
          const batches = spec.batches(
            request,
            request.query as z.infer<Query>,
            request.server.exportBatchSize,
          );
          return format === 'csv'
            ? csvStream(spec.columns, batches, spec.timeZone)
            : xlsxStream(spec.sheet, spec.columns, batches, spec.timeZone);
        });
      },
    );
  }
}
