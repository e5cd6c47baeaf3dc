import { z } from 'zod';
import { access } from '../../plugins/auth';
import { detailSchema } from './schemas';

/** What the purchase-order route files share: tags, access rules, params and answers. */
export const tags = ['purchase-orders'];
export const purchaseOrders = { access: access.permission('purchaseOrders') };
export const ownSupplier = { access: access.ownSupplier('supplierId') };

export const orderParams = z.object({ orderId: z.string().describe('Purchase order id') });
export const supplierOrderParams = z.object({
  supplierId: z.string().describe("The supplier's own id"),
  orderId: z.string().describe('Purchase order id'),
});
export const detailAnswer = z.object({ message: z.string(), data: detailSchema });
