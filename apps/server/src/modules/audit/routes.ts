import { auditExportQuerySchema, auditListQuerySchema } from '@tenderdesk/domain/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyAuditChain } from '../../db/audit-chain';
import { access } from '../../plugins/auth';
import { registerListExport } from '../../plugins/list-export';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { AUDIT_EXPORT_COLUMNS } from './audit-export';
import type { AuditOptions } from './audit-rows';
import { auditEventBatches, listAuditEvents } from './list-audit-events';
import { tenderHistory } from './tender-history';

const eventSchema = z.object({
  _id: z.string(),
  seq: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  tenderId: z.string().nullable(),
  changes: z.unknown(),
  hash: z.string(),
  sealedUntil: z
    .string()
    .nullable()
    .describe('Set while the tender is sealed and open: its price details read "sealed" until this day'),
  sealedReason: z
    .enum(['closing', 'committee', 'disqualified'])
    .nullable()
    .describe(
      'Why price details read "sealed": the tender is still open (closing), the committee has not opened the financial envelope (committee), or the supplier was disqualified (for ever)',
    ),
});

const head = z.object({ seq: z.number(), hash: z.string() }).nullable();

/** GET /api/admin/audit.csv and .xlsx (issue 23 item 5): the log's files, admin only as the log. */
function registerAuditExport(app: ZodApp, deps: ModuleDeps) {
  const options: AuditOptions = deps;
  registerListExport(app, {
    path: '/api/admin/audit',
    access: access.role('admin'),
    tags: ['audit'],
    title: 'Audit events',
    description: 'Every event the filters match, newest first; prices of a sealed tender read "sealed".',
    querystring: auditExportQuerySchema,
    sheet: 'Audit Log',
    fileName: 'audit-log',
    columns: AUDIT_EXPORT_COLUMNS,
    timeZone: options.timeZone,
    batches: (_request, query, batchSize) => auditEventBatches(deps.db, query, options, batchSize),
  });
}

/** The audit log, its verification and a tender's history (issue 11, decision 035). */
export function auditRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const options: AuditOptions = deps;
  return async (app) => {
    const tags = ['audit'];
    const adminOnly = { access: access.role('admin') };

    app.get(
      '/api/admin/audit',
      {
        config: adminOnly,
        schema: {
          summary: 'Audit events, newest first, filtered by record, tender, actor, action and days; paged',
          description: "Days (from/to) are the portal time zone's. Every filter optional, any combination.",
          tags,
          querystring: auditListQuerySchema,
          response: {
            200: z.object({
              data: z.array(eventSchema),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
        },
      },
      async (request) => listAuditEvents(db, request.query, options),
    );

    registerAuditExport(app, deps);

    app.get(
      '/api/admin/audit/verify',
      {
        config: adminOnly,
        schema: {
          summary: "Recompute the audit chain's hashes; ok, the number checked and the first broken event",
          description: 'A changed row fails at itself, a removed one at the next; keep head to spot a cut.',
          tags,
          response: {
            200: z.object({
              ok: z.boolean(),
              checked: z.number(),
              firstBrokenId: z.string().optional(),
              firstBrokenSeq: z.number().optional(),
              head,
            }),
          },
        },
      },
      async () => verifyAuditChain(db),
    );

    app.get(
      '/api/tenders/:tenderId/history',
      {
        config: { access: access.permission('manageTenders') },
        schema: {
          summary:
            "The tender's audit history, oldest first: created, edited, published, interests, quotations, award, margins",
          description: 'The newest 500 events; kept after the tender is deleted.',
          tags,
          params: z.object({ tenderId: z.string().describe('Tender id') }),
          response: { 200: z.object({ data: z.array(eventSchema) }) },
        },
      },
      async (request) => ({ data: await tenderHistory(db, request.params.tenderId, options) }),
    );
  };
}
