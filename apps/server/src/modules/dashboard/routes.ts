import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import type { ModuleDeps } from '../../shared/module-deps';
import { adminDashboard, type DashboardOptions, supplierDashboard } from './service';

const count = z.number().int().min(0);

const adminDashboardSchema = z.object({
  figures: z.object({
    newSupplierRequests: count.optional(),
    interestsAwaiting: count.optional(),
    closingSoon: count.optional(),
    quotationsThisWeek: count.optional(),
    draftsReady: count.optional(),
  }),
  charts: z
    .object({
      publishedPerMonth: z.array(z.object({ month: z.string(), tenders: count })),
      quotationsPerTender: z.array(
        z.object({
          tenderId: z.string(),
          projectCode: z.string(),
          projectName: z.string(),
          quotations: count,
        }),
      ),
      awardedByCategory: z.array(z.object({ category: z.string(), awards: count, valuePaise: z.number() })),
    })
    .optional()
    .describe('Absent unless the caller holds Reports or Manage Tenders'),
});

const supplierDashboardSchema = z.object({
  openTenders: count,
  pendingInterests: count,
  quotationsSent: count,
  awards: count,
  awardedValuePaise: z.number(),
});

/** The admin's and the supplier's dashboards (issue 11, item 4; decision 036). */
export function dashboardRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const options: DashboardOptions = deps;
  return async (app) => {
    const tags = ['dashboard'];

    app.get(
      '/api/dashboard/admin',
      {
        config: { access: access.role('admin', 'subadmin') },
        schema: {
          summary: "The admin dashboard: the figures and charts the caller's permissions allow",
          description: 'A figure the caller may not see is absent; charts need reports or manageTenders.',
          tags,
          response: { 200: z.object({ data: adminDashboardSchema }) },
        },
      },
      async (request) => ({ data: await adminDashboard(db, callerOf(request), options) }),
    );

    app.get(
      '/api/suppliers/supplier/:supplierId/dashboard',
      {
        config: { access: access.ownSupplier('supplierId') },
        schema: {
          summary:
            "The supplier's dashboard: open tenders of its category, pending interests, quotations, awards",
          description: 'Awarded value with GST, whole or by line, in paise (awardedValuePaise).',
          tags,
          params: z.object({ supplierId: z.string().describe('Supplier id (the caller)') }),
          response: { 200: z.object({ data: supplierDashboardSchema }) },
        },
      },
      async (request) => ({ data: await supplierDashboard(db, callerOf(request).id, options) }),
    );
  };
}
