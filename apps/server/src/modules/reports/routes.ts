import { portalToday } from '@tenderdesk/domain/portal-time';
import {
  reportFileName,
  SUPPLIER_REPORT_COLUMNS,
  supplierReportExportQuerySchema,
  supplierReportQuerySchema,
  supplierReportRowSchema,
  TENDER_REPORT_COLUMNS,
  tenderReportExportQuerySchema,
  tenderReportQuerySchema,
  tenderReportRowSchema,
} from '@tenderdesk/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/auth';
import { sendExport } from '../../plugins/export-bound';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { XLSX_TYPE, xlsxStream } from '../../shared/spreadsheet';
import { csvStream } from './exports';
import type { ReportOptions } from './report-order';
import { supplierReportBatches, supplierReportPage } from './supplier-report';
import { tenderReportBatches, tenderReportPage } from './tender-report';

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

const config = { access: access.permission('reports') };
const tags = ['reports'];

/**
 * The reports (issue 11 items 1-3; decision 034), for the admin and sub-admins holding Reports:
 * a page of each report, and every matching row as CSV or XLSX, streamed.
 */
export function reportRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerTenderReport(app, deps);
    registerSupplierReport(app, deps);
  };
}

/** GET /api/reports/tenders, .csv and .xlsx. */
function registerTenderReport(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: ReportOptions = deps;
  const today = () => portalToday(options.timeZone);
  app.get(
    '/api/reports/tenders',
    {
      config,
      schema: {
        summary: 'Tender report: published tenders by project name and publishing dates, paged',
        description: 'q: project name, any case; from/to: publishing dates, inclusive. Values with GST.',
        tags,
        querystring: tenderReportQuerySchema,
        response: { 200: pageOf(tenderReportRowSchema) },
      },
    },
    async (request) => tenderReportPage(db, request.query, options),
  );

  app.get(
    '/api/reports/tenders.csv',
    {
      config,
      schema: {
        summary: 'Tender report as CSV: every matching tender',
        description: 'Same filters and sort, no paging; streamed as tender-report-<date>.csv.',
        tags,
        querystring: tenderReportExportQuerySchema,
        response: { 200: fileResponse('text/csv', 'The report, as a CSV attachment') },
      },
    },
    async (request, reply) =>
      sendExport(request, reply, 'text/csv; charset=utf-8', reportFileName('tender', today(), 'csv'), () =>
        csvStream(TENDER_REPORT_COLUMNS, tenderReportBatches(db, request.query, options)),
      ),
  );

  app.get(
    '/api/reports/tenders.xlsx',
    {
      config,
      schema: {
        summary: 'Tender report as XLSX: every matching tender',
        description: 'Same filters and sort, no paging; streamed as tender-report-<date>.xlsx.',
        tags,
        querystring: tenderReportExportQuerySchema,
        response: { 200: fileResponse(XLSX_TYPE, 'The report, as an XLSX attachment') },
      },
    },
    async (request, reply) =>
      sendExport(request, reply, XLSX_TYPE, reportFileName('tender', today(), 'xlsx'), () =>
        xlsxStream('Tender Report', TENDER_REPORT_COLUMNS, tenderReportBatches(db, request.query, options)),
      ),
  );
}

/** GET /api/reports/suppliers, .csv and .xlsx. */
function registerSupplierReport(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: ReportOptions = deps;
  const today = () => portalToday(options.timeZone);
  app.get(
    '/api/reports/suppliers',
    {
      config,
      schema: {
        summary: 'Supplier report: Active suppliers by company name, with their tenders and awards, paged',
        description: 'q: company name, any case. Win rate: awards / quotations; values with GST.',
        tags,
        querystring: supplierReportQuerySchema,
        response: { 200: pageOf(supplierReportRowSchema) },
      },
    },
    async (request) => supplierReportPage(db, request.query, options),
  );

  app.get(
    '/api/reports/suppliers.csv',
    {
      config,
      schema: {
        summary: 'Supplier report as CSV: every matching supplier',
        description: 'Same filter and sort, no paging; streamed as supplier-report-<date>.csv.',
        tags,
        querystring: supplierReportExportQuerySchema,
        response: { 200: fileResponse('text/csv', 'The report, as a CSV attachment') },
      },
    },
    async (request, reply) =>
      sendExport(request, reply, 'text/csv; charset=utf-8', reportFileName('supplier', today(), 'csv'), () =>
        csvStream(SUPPLIER_REPORT_COLUMNS, supplierReportBatches(db, request.query, options)),
      ),
  );

  app.get(
    '/api/reports/suppliers.xlsx',
    {
      config,
      schema: {
        summary: 'Supplier report as XLSX: every matching supplier',
        description: 'Same filter and sort, no paging; streamed as supplier-report-<date>.xlsx.',
        tags,
        querystring: supplierReportExportQuerySchema,
        response: { 200: fileResponse(XLSX_TYPE, 'The report, as an XLSX attachment') },
      },
    },
    async (request, reply) =>
      sendExport(request, reply, XLSX_TYPE, reportFileName('supplier', today(), 'xlsx'), () =>
        xlsxStream(
          'Supplier Report',
          SUPPLIER_REPORT_COLUMNS,
          supplierReportBatches(db, request.query, options),
        ),
      ),
  );
}
