import { awardMessages } from '@tenderdesk/domain/award-messages';
import {
  MARGIN_TYPES,
  type QuotedTender,
  quotedTendersQuerySchema,
  type SelectedQuotationView,
} from '@tenderdesk/domain/awards';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import { type LineAwardsView, lineAwardsBodySchema } from '@tenderdesk/domain/line-awards';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import type { ModuleDeps } from '../../shared/module-deps';
import { clearLineAwards, getLineAwards, saveLineAwards } from './line-awards';
import {
  type AwardOptions,
  compareTender,
  getSelectedQuotation,
  listQuotedTenders,
  selectQuotation,
  updateMargin,
} from './service';

const marginType = z.enum(MARGIN_TYPES);

const awardedSupplierSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  quotationId: z.string(),
  lines: z.number(),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
});

const selectedSchema = z.object({
  mode: z.enum(['quotation', 'lines']),
  _id: z.string(),
  tenderId: z.string(),
  quotationId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  submittedAt: z.string(),
  selectedAt: z.string(),
  selectedBy: z.string().nullable(),
  items: z.array(
    z.object({
      lineId: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      partNo: z.string(),
      manufacturer: z.string(),
      uom: z.string(),
      qty: z.number(),
      unitPrice: z.number(),
      gstRate: z.number(),
      total: z.number(),
      totalPrice: z.number(),
      marginType,
      marginValue: z.number(),
      marginAmount: z.number(),
      priceWithMargin: z.number(),
      tenderItemId: z.string().nullable(),
      quotationId: z.string(),
      supplierId: z.string(),
      supplierName: z.string(),
    }),
  ),
  suppliers: z.array(awardedSupplierSchema),
  notes: z.string(),
  reference: z.string().nullable(),
  deliveryDays: z.number().nullable(),
  validUntil: z.string().nullable(),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
  marginTotal: z.number(),
  grandTotal: z.number(),
}) satisfies z.ZodType<SelectedQuotationView>;

const figures = {
  lineId: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  gstRate: z.number(),
  lineTotal: z.number(),
  gstAmount: z.number(),
};

const quotedBy = {
  quotationId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  submittedAt: z.string(),
  revised: z.boolean(),
  revisedAt: z.string().nullable(),
};

const comparisonSchema = z.object({
  tender: z.object({
    _id: z.string(),
    projectCode: z.string(),
    projectTitle: z.string(),
    projectName: z.string(),
    organisation: z.string(),
    publishingDate: z.string(),
    closingDate: z.string(),
    sealed: z.boolean(),
    closed: z.boolean(),
    closedEarlyAt: z.string().optional().describe('When a buyer closed it early (only then; decision 039)'),
    closedEarlyReason: z.string().optional(),
  }),
  sealed: z.boolean(),
  opensOn: z.string().nullable(),
  items: z.array(
    z.object({
      tenderItemId: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      partNo: z.string(),
      manufacturer: z.string(),
      uom: z.string(),
      qty: z.number(),
    }),
  ),
  suppliers: z.array(
    z.object({
      ...quotedBy,
      reference: z.string().nullable(),
      deliveryDays: z.number().nullable(),
      validUntil: z.string().nullable(),
      notes: z.string(),
      cells: z.array(
        z.discriminatedUnion('quoted', [
          z.object({ quoted: z.literal(false) }),
          z.object({ quoted: z.literal(true), ...figures, lowest: z.boolean() }),
        ]),
      ),
      extraLines: z.array(
        z.object({
          ...figures,
          itemCode: z.string(),
          itemName: z.string(),
          partNo: z.string(),
          manufacturer: z.string(),
          uom: z.string(),
        }),
      ),
      quotedItems: z.number(),
      complete: z.boolean(),
      total: z.number(),
      gstTotal: z.number(),
      totalWithGst: z.number(),
      lowestTotal: z.boolean(),
      selected: z.boolean(),
    }),
  ),
  quotedBy: z.array(z.object(quotedBy)),
  selectedQuotationId: z.string().nullable(),
  awardMode: z.enum(['quotation', 'lines']).nullable(),
}) satisfies z.ZodType<ComparisonView>;

const quotedTenderSchema = z.object({
  _id: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  publishingDate: z.string(),
  closingDate: z.string(),
  isClosed: z.boolean(),
  closedEarlyAt: z.string().optional().describe('When a buyer closed it early (only then; decision 039)'),
  closedEarlyReason: z.string().optional(),
  sealed: z.boolean(),
  quotations: z.number(),
  selectedQuotationId: z.string().nullable(),
  selectedSupplierName: z.string().nullable(),
  awardMode: z.enum(['quotation', 'lines']).nullable(),
}) satisfies z.ZodType<QuotedTender>;

const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });

const awardedLineSchema = z.object({
  quotationLineId: z.string(),
  quotationId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  uom: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  gstRate: z.number(),
  lineTotal: z.number(),
  gstAmount: z.number(),
});

const lineAwardsSchema = z.object({
  tenderId: z.string(),
  mode: z.enum(['quotation', 'lines']).nullable(),
  sealed: z.boolean(),
  closingDate: z.string().describe('YYYY-MM-DD'),
  closed: z.boolean().describe('Closed (decision 039): awards wait for it'),
  closedEarlyAt: z.string().optional(),
  closedEarlyReason: z.string().optional(),
  locked: z.boolean(),
  draftOrders: z.number(),
  items: z.array(
    z.object({
      tenderItemId: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      uom: z.string(),
      qty: z.number(),
      lowestLineId: z.string().nullable(),
      awarded: awardedLineSchema.nullable(),
    }),
  ),
  suppliers: z.array(awardedSupplierSchema),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
  selectedAt: z.string().nullable(),
  selectedBy: z.string().nullable(),
}) satisfies z.ZodType<LineAwardsView>;

/** The award, margins and comparison (spec sections 4, 7 and 8; decision 026). */
export function awardRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const options: AwardOptions = deps;
  return async (app) => {
    // The spec's client selects with no body, sometimes still saying JSON.
    acceptEmptyJsonBodies(app);
    const tags = ['awards'];
    const manageTenders = { access: access.permission('manageTenders') };

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
      async (request) => ({
        message: purchaseOrderMessages.lineAwardsCleared,
        data: await clearLineAwards(
          db,
          callerOf(request),
          request.params.tenderId,
          request.query.replace === 'true',
          options,
        ),
      }),
    );

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
  };
}
