import type { Page } from '@tenderdesk/domain/paging';
import type { PurchaseOrderRow, PurchaseOrdersQuery } from '@tenderdesk/domain/purchase-orders';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { type OrderRecord, toRow } from './order-rows';

/* The order lists (paged, by status, searched): the buyer's and a supplier's own issued orders. */

const orderColumns = (db: Db) => db.select().from(purchaseOrders).$dynamic();
const listSpec = {
  table: purchaseOrders,
  id: purchaseOrders.id,
  search: [
    purchaseOrders.number,
    purchaseOrders.supplierName,
    purchaseOrders.projectCode,
    purchaseOrders.projectTitle,
  ],
  sorts: {
    createdAt: purchaseOrders.createdAt,
    number: purchaseOrders.number,
    supplierName: purchaseOrders.supplierName,
  },
  select: orderColumns,
  toItem: (row: OrderRecord) => toRow(row),
};
const allOrders = definePagedList({ ...listSpec, name: 'purchase_orders_all', filters: {} });
const ordersByStatus = definePagedList({
  ...listSpec,
  name: 'purchase_orders_status',
  filters: { status: purchaseOrders.status },
});
const issuedOnly = sql`${purchaseOrders.issuedAt} is not null`;
const supplierOrders = definePagedList({
  ...listSpec,
  name: 'purchase_orders_supplier',
  filters: { supplierId: purchaseOrders.supplierId },
  where: issuedOnly,
});
const supplierOrdersByStatus = definePagedList({
  ...listSpec,
  name: 'purchase_orders_supplier_status',
  filters: { supplierId: purchaseOrders.supplierId, status: purchaseOrders.status },
  where: issuedOnly,
});

/** Forgets the lists' counted totals: after a write that adds an order or moves one between statuses. */
export function invalidateLists(db: DbOrTx) {
  for (const list of [allOrders, ordersByStatus, supplierOrders, supplierOrdersByStatus])
    list.invalidateCounts(db);
}

/** GET /api/purchase-orders. */
export async function listOrders(db: Db, query: PurchaseOrdersQuery): Promise<Page<PurchaseOrderRow>> {
  const { status, ...paging } = query;
  return status === undefined ? allOrders.page(db, {}, paging) : ordersByStatus.page(db, { status }, paging);
}

/** GET /api/purchase-orders.csv and .xlsx: every order the list's filters give, a batch at a time. */
export function orderBatches(
  db: Db,
  { status, ...query }: Omit<PurchaseOrdersQuery, 'page' | 'pageSize'>,
  batchSize: number,
): AsyncGenerator<PurchaseOrderRow[]> {
  return status === undefined
    ? allOrders.batches(db, {}, query, batchSize)
    : ordersByStatus.batches(db, { status }, query, batchSize);
}

/** GET /api/supplier/{supplierId}/orders: its own orders that were issued, never Drafts. */
export async function listSupplierOrders(
  db: Db,
  supplierId: string,
  query: PurchaseOrdersQuery,
): Promise<Page<PurchaseOrderRow>> {
  const { status, ...paging } = query;
  return status === undefined
    ? supplierOrders.page(db, { supplierId }, paging)
    : supplierOrdersByStatus.page(db, { supplierId, status }, paging);
}
