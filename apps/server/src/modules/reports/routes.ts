import {
  SUPPLIER_REPORT_COLUMNS,
  supplierReportExportQuerySchema,
  supplierReportQuerySchema,
  supplierReportRowSchema,
  TENDER_REPORT_COLUMNS,
  tenderReportExportQuerySchema,
  tenderReportQuerySchema,
  tenderReportRowSchema,
} from '@tenderdesk/domain/reports';
import { scorecardPeriodSchema, supplierScorecardSchema } from '@tenderdesk/domain/scorecard-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/auth';
import { registerListExport } from '../../plugins/list-export';
import { idParams } from '../../plugins/openapi';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import type { ReportOptions } from './report-order';
import { supplierReportBatches, supplierReportPage } from './supplier-report';
import { supplierScorecard } from './supplier-scorecard';
import { tenderReportBatches, tenderReportPage } from './tender-report';

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

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
    registerScorecard(app, deps);
  };
}

/**
 * GET /api/suppliers/{id}/scorecard (issue 24 item 3, decision 054): for the admin and sub-admins
 * holding Reports or Manage suppliers (the supplier's details page). Not for the supplier itself:
 * its price measure is a ratio to the lowest competing price, which would tell it its rivals' prices.
 */
function registerScorecard(app: ZodApp, deps: ModuleDeps) {
  const { db, timeZone } = deps;
  app.get(
    '/api/suppliers/:id/scorecard',
    {
      config: { access: access.anyPermission('reports', 'manageSuppliers') },
      schema: {
        summary: "A supplier's scorecard over a period of portal days (default: the last 12 months)",
        description:
          'from/to: yyyy-mm-dd, both included, both or neither. Each measure a ratio (0.875 = 87.5 %), null when there is no data.',
        tags,
        params: idParams('id'),
        querystring: scorecardPeriodSchema,
        response: { 200: supplierScorecardSchema },
      },
    },
    async (request) => supplierScorecard(db, request.params.id, request.query, timeZone),
  );
}

/** GET /api/reports/tenders, .csv and .xlsx. */
function registerTenderReport(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: ReportOptions = deps;
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

  registerListExport(app, {
    path: '/api/reports/tenders',
    access: config.access,
    tags,
    title: 'Tender report',
    description: 'Every matching tender, values with GST.',
    querystring: tenderReportExportQuerySchema,
    sheet: 'Tender Report',
    fileName: 'tender-report',
    columns: TENDER_REPORT_COLUMNS,
    timeZone: options.timeZone,
    batches: (_request, query, batchSize) => tenderReportBatches(db, query, options, batchSize),
  });
}

/** GET /api/reports/suppliers, .csv and .xlsx. */
function registerSupplierReport(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: ReportOptions = deps;
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

  registerListExport(app, {
    path: '/api/reports/suppliers',
    access: config.access,
    tags,
    title: 'Supplier report',
    description: 'Every matching Active supplier, with its tenders and awards.',
    querystring: supplierReportExportQuerySchema,
    sheet: 'Supplier Report',
    fileName: 'supplier-report',
    columns: SUPPLIER_REPORT_COLUMNS,
    timeZone: options.timeZone,
    batches: (_request, query, batchSize) => supplierReportBatches(db, query, options, batchSize),
  });
}
