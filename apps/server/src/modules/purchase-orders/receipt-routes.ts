import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { receiptFormSchema, shortCloseBodySchema } from '@tenderdesk/domain/vendor-schemas';
import { z } from 'zod';
import { callerOf } from '../../plugins/auth';
import type { ZodApp } from '../../plugins/zod-app';
import type { ModuleDeps } from '../../shared/module-deps';
import { orderOf, supplierOrderOf } from './get-order';
import type { PurchaseOrderOptions } from './order-rows';
import { readReceiptUpload, receiptFileOwner, receivingOf } from './receipt-rows';
import { prepareReceipt, recordReceipt } from './record-receipt';
import {
  detailAnswer,
  orderParams,
  ownSupplier,
  purchaseOrders,
  supplierOrderParams,
  tags,
} from './route-parts';
import { receivingSchema } from './schemas';
import { shortCloseOrder } from './short-close-order';

/** Goods received against an order, and closing it short (issue 24 item 2). */
export function registerReceiptRoutes(app: ZodApp, deps: ModuleDeps) {
  registerBuyerReceipts(app, deps);
  registerShortClose(app, deps);
  registerSupplierReceipts(app, deps);
}

/** An order's receipts, and recording one. */
function registerBuyerReceipts(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: PurchaseOrderOptions = deps;
  // Delivery documents are served by the files layer (/uploads/{filename}) under this rule.
  app.files.registerOwner(receiptFileOwner);
  app.get(
    '/api/purchase-orders/:orderId/receipts',
    {
      config: purchaseOrders,
      schema: {
        summary:
          "An order's progress per line (ordered, accepted, rejected, outstanding) and its goods receipts",
        tags,
        params: orderParams,
        response: { 200: z.object({ data: receivingSchema }) },
      },
    },
    async (request) => ({ data: await receivingOf(db, (await orderOf(db, request.params.orderId)).id) }),
  );

  app.post(
    '/api/purchase-orders/:orderId/receipts',
    {
      config: purchaseOrders,
      schema: {
        summary: 'Record a goods receipt note against an acknowledged order (multipart)',
        description:
          '400: a day in the future or before the order was issued, a quantity invalid, accepted above ' +
          'received or beyond what is outstanding, a rejection without its reason, nothing received. ' +
          '409: the order is not acknowledged, closed or cancelled. Numbered 1, 2, … per order; the ' +
          'order closes when nothing is outstanding. Audited; the supplier is notified.',
        tags,
        params: orderParams,
        multipartBody: receiptFormSchema,
        response: {
          201: z.object({
            message: z.string(),
            data: z.object({ number: z.number().int(), closed: z.boolean(), receiving: receivingSchema }),
          }),
        },
      },
    },
    async (request, reply) => {
      await prepareReceipt(db, request.params.orderId);
      const upload = await readReceiptUpload(request);
      const data = await recordReceipt(db, callerOf(request), request.params.orderId, upload, options);
      const message = data.closed
        ? vendorMessages.receiptRecordedClosed(data.number)
        : vendorMessages.receiptRecorded(data.number);
      return reply.code(201).send({ message, data });
    },
  );
}

/** Closing an acknowledged order short. */
function registerShortClose(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  const options: PurchaseOrderOptions = deps;
  app.post(
    '/api/purchase-orders/:orderId/short-close',
    {
      config: purchaseOrders,
      schema: {
        summary: 'Close an acknowledged order short, with a reason: nothing more is received against it',
        description:
          '400: no reason; 409: not acknowledged, or closed already. Audited; the supplier is notified.',
        tags,
        params: orderParams,
        body: shortCloseBodySchema,
        response: { 200: detailAnswer },
      },
    },
    async (request) => ({
      message: vendorMessages.shortClosed,
      data: await shortCloseOrder(
        db,
        callerOf(request),
        request.params.orderId,
        request.body.reason,
        options,
      ),
    }),
  );
}

/** The supplier's read-only view of its own order's receipts. */
function registerSupplierReceipts(app: ZodApp, deps: ModuleDeps) {
  const { db } = deps;
  app.get(
    '/api/supplier/:supplierId/orders/:orderId/receipts',
    {
      config: ownSupplier,
      schema: {
        summary: "The goods receipts of one of the supplier's own issued orders (read only)",
        description: '404 as for reading the order.',
        tags,
        params: supplierOrderParams,
        response: { 200: z.object({ data: receivingSchema }) },
      },
    },
    async (request) => {
      const order = await supplierOrderOf(db, callerOf(request).id, request.params.orderId);
      return { data: await receivingOf(db, order.id) };
    },
  );
}
