import { awardMessages } from '@tenderdesk/domain/award-messages';
import { quotedTendersQuerySchema } from '@tenderdesk/domain/awards';
import { lineAwardsBodySchema } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import type { AwardOptions } from './award-rows';
import { clearLineAwards } from './clear-line-awards';
import { compareTender } from './compare-tender';
import { getSelectedQuotation } from './get-selected-quotation';
import { getLineAwards } from './line-awards-view';
import { listQuotedTenders } from './list-quoted-tenders';
import { saveLineAwards } from './save-line-awards';
import {
  comparisonSchema,
  lineAwardsSchema,
  quotedTenderSchema,
  selectedSchema,
  tenderParams,
} from './schemas';
import { selectQuotation } from './select-quotation';
import { updateMargin } from './update-margin';

const tags = ['awards'];
const manageTenders = { access: access.permission('manageTenders') };

/** The whole award: select a quotation, read it, set a line's margin. */
function registerAward(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: AwardOptions = deps;
  app.put(
    '/api/tenders/:tenderId/quotation/:quotationId/select',
    {
      config: manageTenders,
      schema: {
        summary:
          "Award the tender to an approved supplier's quotation; replacing another award needs replace: true (its margins are cleared)",
        description: '409: sealed and open, not Approved, orders issued, other award without replace.',
        tags,
        params: z.object({
          tenderId: z.string().describe('Tender id'),
          quotationId: z.string().describe('Quotation id'),
        }),
        body: z
          .object({
            replace: z.boolean().optional().describe('Move the award from the quotation selected now'),
          })
          .nullish(),
        response: { 200: z.object({ message: z.string(), data: selectedSchema }) },
      },
    },
    async (request) => {
      const { tenderId, quotationId } = request.params;
      const replace = request.body?.replace === true;
      const data = await selectQuotation(db, callerOf(request), tenderId, quotationId, replace, options);
      return { message: awardMessages.selected, data };
    },
  );

  app.get(
    '/api/tenders/:tenderId/selected-quotation',
    {
      config: manageTenders,
      schema: {
        summary: "The tender's awarded quotation with its margins and totals",
        description: 'By line: _id = quotationId = tender id; supplierName joins the names. 404: no award.',
        tags,
        params: tenderParams,
        response: { 200: z.object({ data: selectedSchema }) },
      },
    },
    async (request) => ({ data: await getSelectedQuotation(db, request.params.tenderId) }),
  );

  app.post(
    '/api/tenders/:tenderId/update-margin',
    {
      config: manageTenders,
      schema: {
        summary: 'Set the margin of one line of the awarded quotation (by item code, or lineId)',
        description: 'Margins add before GST. 404: nothing awarded or no such line. Audited award.margin.',
        tags,
        params: tenderParams,
        body: z
          .object({
            itemCode: z.unknown().optional().describe('Item code of the line (any case)'),
            marginType: z.unknown().optional().describe('Percentage (default) or Fixed Amount'),
            marginValue: z.unknown().optional().describe('0 or more, at most 2 decimals'),
            lineId: z.unknown().optional().describe('The line, when two lines share the item code'),
          })
          .nullish(),
        response: { 200: z.object({ message: z.string(), data: selectedSchema }) },
      },
    },
    async (request) => ({
      message: awardMessages.marginSaved,
      data: await updateMargin(db, callerOf(request), request.params.tenderId, request.body),
    }),
  );
}

/** The award by line (decision 033): read, save the set, clear. */
function registerLineAwards(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: AwardOptions = deps;
  app.get(
    '/api/tenders/:tenderId/line-awards',
    {
      config: manageTenders,
      schema: {
        summary:
          "The tender's award per item (either mode), the lowest approved line of each item, and whether orders freeze it",
        description: 'lowestLineId: the lowest approved unit price (earliest on a tie; null while sealed).',
        tags,
        params: tenderParams,
        response: { 200: z.object({ data: lineAwardsSchema }) },
      },
    },
    async (request) => ({
      data: await getLineAwards(db, callerOf(request), request.params.tenderId, options),
    }),
  );

  app.put(
    '/api/tenders/:tenderId/line-awards',
    {
      config: manageTenders,
      schema: {
        summary:
          "Award each listed item to an approved supplier's quoted line (the set replaces the stored one); replace: true clears a whole award or draft orders",
        description: '409: sealed, orders issued, or a whole award or drafts without replace.',
        tags,
        params: tenderParams,
        body: lineAwardsBodySchema,
        response: { 200: z.object({ message: z.string(), data: lineAwardsSchema }) },
      },
    },
    async (request) => ({
      message: purchaseOrderMessages.lineAwardsSaved,
      data: await saveLineAwards(db, callerOf(request), request.params.tenderId, request.body, options),
    }),
  );

  app.delete(
    '/api/tenders/:tenderId/line-awards',
    {
      config: manageTenders,
      schema: {
        summary: 'Clear the award by line (replace=true also discards draft orders)',
        description: '404: no line awards; 409: orders issued, or drafts without replace. Audited.',
        tags,
        params: tenderParams,
        querystring: z.object({
          replace: z.enum(['true', 'false']).optional().describe('Discard draft orders of the tender'),
        }),
        response: { 200: z.object({ message: z.string(), data: lineAwardsSchema }) },
      },
    },
    async (request) => {
      const replace = request.query.replace === 'true';
      const data = await clearLineAwards(db, callerOf(request), request.params.tenderId, replace, options);
      return { message: purchaseOrderMessages.lineAwardsCleared, data };
    },
  );
}

/** The comparison and the tenders with quotations. */
function registerComparison(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: AwardOptions = deps;
  app.get(
    '/api/tenders/:tenderId/comparison',
    {
      config: manageTenders,
      schema: {
        summary:
          "The approved suppliers' quotations side by side; a sealed tender shows who quoted, not prices, until it closes",
        description: 'Lowest price and total marked; the first read after a sealed tender closes opens it.',
        tags,
        params: tenderParams,
        response: { 200: z.object({ data: comparisonSchema }) },
      },
    },
    async (request) => ({
      data: await compareTender(db, callerOf(request), request.params.tenderId, options),
    }),
  );

  app.get(
    '/api/tenders/quoted',
    {
      config: manageTenders,
      schema: {
        summary:
          'Published tenders with a quotation from an approved supplier, newest publishing date first, paged',
        tags,
        querystring: quotedTendersQuerySchema,
        response: {
          200: z.object({
            data: z.array(quotedTenderSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => listQuotedTenders(db, request.query, options),
  );
}

/** The award, margins and comparison (spec sections 4, 7 and 8; decision 026). */
export function awardRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The spec's client selects with no body, sometimes still saying JSON.
    acceptEmptyJsonBodies(app);
    registerAward(app, deps);
    registerLineAwards(app, deps);
    registerComparison(app, deps);
  };
}
