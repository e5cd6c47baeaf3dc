import { purchaseOrderMessages as text } from '@tenderdesk/domain/purchase-order-messages';
import {
  type PurchaseOrderDetail,
  purchaseOrderCancelSchema,
  purchaseOrderEditSchema,
  purchaseOrdersQuerySchema,
} from '@tenderdesk/domain/purchase-orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx as Db } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { acceptEmptyJsonBodies } from '../../plugins/empty-json-body';
import { registerListExport } from '../../plugins/list-export';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { readOrganisationLogo } from '../../shared/organisation-logo';
import { acknowledgeOrder } from './acknowledge-order';
import { cancelOrder } from './cancel-order';
import { generateOrders } from './generate-orders';
import { getOrder, getSupplierOrder, tenderOrders } from './get-order';
import { issueOrder } from './issue-order';
import { PURCHASE_ORDER_EXPORT_COLUMNS } from './order-export';
import { listOrders, listSupplierOrders, orderBatches } from './order-lists';
import type { PurchaseOrderOptions } from './order-rows';
import { orderFileName, orderPdf } from './pdf';
import { registerReceiptRoutes } from './receipt-routes';
import { reissueOrder } from './reissue-order';
import {
  detailAnswer,
  orderParams,
  ownSupplier,
  purchaseOrders,
  supplierOrderParams,
  tags,
} from './route-parts';
import { detailSchema, rowSchema } from './schemas';
import { updateOrder } from './update-order';

const pageSchema = z.object({
  data: z.array(rowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
const pdfResponse = {
  description: 'The purchase order as a PDF attachment',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * The order's PDF in the requester's language (issue 26: `request.locale`, from Accept-Language;
 * English without it).
 */
async function sendPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  order: PurchaseOrderDetail,
  timeZone: string,
) {
  const bytes = await orderPdf(order, timeZone, await readOrganisationLogo(db), request.locale);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${orderFileName(order)}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

const noBody = z.object({}).nullish();

/** Purchase orders (issue 12, decision 033): the buyer's calls and the supplier's own orders. */
export function purchaseOrderRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Bodiless writes (generate, issue, reissue, acknowledge) may still say JSON.
    acceptEmptyJsonBodies(app);
    registerGeneration(app, deps);
    registerOrderReads(app, deps);
    registerListExport(app, {
      path: '/api/purchase-orders',
      access: purchaseOrders.access,
      tags,
      title: 'Purchase orders',
      description:
        'Every order of the status filter the search (number, supplier, tender) matches; amounts in rupees.',
      querystring: purchaseOrdersQuerySchema.omit({ page: true, pageSize: true }),
      sheet: 'Purchase Orders',
      fileName: 'purchase-orders',
      columns: PURCHASE_ORDER_EXPORT_COLUMNS,
      timeZone: deps.timeZone,
      batches: (_request, query, batchSize) => orderBatches(deps.db, query, batchSize),
    });
    registerDraftEdits(app, deps);
    registerCancellation(app, deps);
    registerBuyerPdf(app, deps);
    registerReceiptRoutes(app, deps);
    registerSupplierOrders(app, deps);
  };
}

/** Generating a tender's draft orders, and its orders. */
function registerGeneration(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: PurchaseOrderOptions = deps;
  app.post(
    '/api/tenders/:tenderId/purchase-orders',
    {
      config: purchaseOrders,
      schema: {
        summary:
          'Generate a draft purchase order for each awarded supplier without one (201), or answer the existing set (200)',
        description: '409: nothing awarded. One live order per awarded supplier, even when called at once.',
        tags,
        params: z.object({ tenderId: z.string().describe('Tender id') }),
        body: noBody,
        response: {
          200: z.object({ message: z.string(), data: z.array(rowSchema) }),
          201: z.object({ message: z.string(), data: z.array(rowSchema) }),
        },
      },
    },
    async (request, reply) => {
      const { created, orders } = await generateOrders(
        db,
        callerOf(request),
        request.params.tenderId,
        options,
      );
      return reply
        .code(created > 0 ? 201 : 200)
        .send({ message: text.generated(orders.length), data: orders });
    },
  );

  app.get(
    '/api/tenders/:tenderId/purchase-orders',
    {
      config: purchaseOrders,
      schema: {
        summary: 'Every purchase order of a tender (also cancelled ones), oldest first',
        tags,
        params: z.object({ tenderId: z.string().describe('Tender id') }),
        response: { 200: z.object({ data: z.array(rowSchema) }) },
      },
    },
    async (request) => ({ data: await tenderOrders(db, request.params.tenderId) }),
  );
}

/** The buyer's list and one order. */
function registerOrderReads(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/purchase-orders',
    {
      config: purchaseOrders,
      schema: {
        summary: 'Purchase orders, newest first, paged; by status; searched by number, supplier or tender',
        tags,
        querystring: purchaseOrdersQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (request) => listOrders(db, request.query),
  );

  app.get(
    '/api/purchase-orders/:orderId',
    {
      config: purchaseOrders,
      schema: {
        summary: 'One purchase order with its lines, totals, amount in words and terms',
        tags,
        params: orderParams,
        response: { 200: z.object({ data: detailSchema }) },
      },
    },
    async (request) => ({ data: await getOrder(db, request.params.orderId) }),
  );
}

/** A draft's terms, and its issue. */
function registerDraftEdits(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: PurchaseOrderOptions = deps;
  app.put(
    '/api/purchase-orders/:orderId',
    {
      config: purchaseOrders,
      schema: {
        summary: "Edit a draft order's delivery and payment terms, delivery address and date, and notes",
        description: '409: not a Draft. deliveryDate YYYY-MM-DD; an empty one clears it. Audited.',
        tags,
        params: orderParams,
        body: purchaseOrderEditSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => ({
      message: text.saved,
      data: await updateOrder(db, callerOf(request), request.params.orderId, request.body),
    }),
  );

  app.post(
    '/api/purchase-orders/:orderId/issue',
    {
      config: purchaseOrders,
      schema: {
        summary:
          'Issue a draft order: it gets the next number of the financial year and the supplier sees it',
        description: '400: empty delivery or payment terms; 409: not a Draft. Notifies the supplier.',
        tags,
        params: orderParams,
        body: noBody,
        response: { 200: detailAnswer },
      },
    },
    async (request) => {
      const data = await issueOrder(db, callerOf(request), request.params.orderId, options);
      return { message: text.issued(data.number ?? ''), data };
    },
  );
}

/** Cancel an order, and reissue a cancelled one. */
function registerCancellation(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.post(
    '/api/purchase-orders/:orderId/cancel',
    {
      config: purchaseOrders,
      schema: {
        summary: 'Cancel an order (draft, issued or acknowledged) with a reason',
        description: '400: no reason; 409: cancelled already. Audited; the supplier is not notified.',
        tags,
        params: orderParams,
        body: purchaseOrderCancelSchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => ({
      message: text.cancelled,
      data: await cancelOrder(db, callerOf(request), request.params.orderId, request.body.reason),
    }),
  );

  app.post(
    '/api/purchase-orders/:orderId/reissue',
    {
      config: purchaseOrders,
      schema: {
        summary: "A new draft replacing a cancelled order (its terms, the supplier's current awarded lines)",
        description: 'Once per order; 409 while the supplier has a live order or holds no awarded lines.',
        tags,
        params: orderParams,
        body: noBody,
        response: { 201: detailAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: text.reissued,
        data: await reissueOrder(db, callerOf(request), request.params.orderId),
      }),
  );
}

/** The buyer's PDF of an order. */
function registerBuyerPdf(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: PurchaseOrderOptions = deps;
  app.get(
    '/api/purchase-orders/:orderId/pdf',
    {
      config: purchaseOrders,
      schema: {
        summary: 'Download a purchase order as a PDF',
        description: 'Named PO-<FY>-<serial>.pdf; a draft PO-DRAFT-<id>.pdf, marked as a draft.',
        tags: [...tags, 'files'],
        params: orderParams,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) =>
      sendPdf(request, reply, db, await getOrder(db, request.params.orderId), options.timeZone),
  );

  // The supplier's own orders: issued ones only (`:supplierId` marks the routes a supplier calls for itself).
}

/** The supplier's own issued orders, their PDF and acknowledgement. */
function registerSupplierOrders(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: PurchaseOrderOptions = deps;
  app.get(
    '/api/supplier/:supplierId/orders',
    {
      config: ownSupplier,
      schema: {
        summary: "The supplier's own purchase orders that were issued, newest first, paged",
        description: 'Issued, Acknowledged, Closed, or Cancelled after issue; never a draft.',
        tags,
        params: z.object({ supplierId: z.string().describe("The supplier's own id") }),
        querystring: purchaseOrdersQuerySchema,
        response: { 200: pageSchema },
      },
    },
    async (request) => listSupplierOrders(db, callerOf(request).id, request.query),
  );

  app.get(
    '/api/supplier/:supplierId/orders/:orderId',
    {
      config: ownSupplier,
      schema: {
        summary: 'One of the supplier’s own issued purchase orders',
        description: "404 for a draft, another supplier's order, or an unknown one.",
        tags,
        params: supplierOrderParams,
        response: { 200: z.object({ data: detailSchema }) },
      },
    },
    async (request) => ({ data: await getSupplierOrder(db, callerOf(request).id, request.params.orderId) }),
  );

  app.post(
    '/api/supplier/:supplierId/orders/:orderId/acknowledge',
    {
      config: ownSupplier,
      schema: {
        summary: 'Acknowledge an issued purchase order',
        description: '409: not Issued; 404 as for reading the order. Audited.',
        tags,
        params: supplierOrderParams,
        body: noBody,
        response: { 200: detailAnswer },
      },
    },
    async (request) => ({
      message: text.acknowledged,
      data: await acknowledgeOrder(db, callerOf(request), callerOf(request).id, request.params.orderId),
    }),
  );

  app.get(
    '/api/supplier/:supplierId/orders/:orderId/pdf',
    {
      config: ownSupplier,
      schema: {
        summary: 'Download one of the supplier’s own issued purchase orders as a PDF',
        description: '404 as for reading the order.',
        tags: [...tags, 'files'],
        params: supplierOrderParams,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        db,
        await getSupplierOrder(db, callerOf(request).id, request.params.orderId),
        options.timeZone,
      ),
  );
}
