import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import {
  canTransition,
  PURCHASE_REQUEST_EDITABLE,
  type PurchaseRequest,
  type PurchaseRequestStatus,
  type PurchaseRequestSummary,
} from '@tenderdesk/domain/purchase-requests';
import type { TenderItemValues } from '@tenderdesk/domain/tenders';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller';
import { badRequest, notFound } from '../../core/errors';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { categories } from '../../db/schema/catalogue';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema/purchase-requests';
import { tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { isAuthorSide, mayDecide, mayRaise } from './request-rules';

/* A purchase request as every call answers it, read and written by the use cases. */

export const raisedBy = alias(admins, 'raised_by');
export const decidedBy = alias(admins, 'decided_by');

export const summaryColumns = {
  id: purchaseRequests.id,
  number: purchaseRequests.number,
  code: purchaseRequests.code,
  title: purchaseRequests.title,
  category: categories.name,
  categoryId: purchaseRequests.categoryId,
  neededBy: purchaseRequests.neededBy,
  status: purchaseRequests.status,
  raisedBy: raisedBy.username,
  raisedById: purchaseRequests.createdBy,
  tenderId: purchaseRequests.tenderId,
  createdAt: purchaseRequests.createdAt,
  updatedAt: purchaseRequests.updatedAt,
  itemCount:
    sql<number>`(select count(*) from ${purchaseRequestItems} where ${purchaseRequestItems.requestId} = ${purchaseRequests.id})`.mapWith(
      Number,
    ),
};

export type SummaryRow = {
  id: string;
  number: number;
  code: string;
  title: string;
  category: string;
  categoryId: string;
  neededBy: string;
  status: string;
  raisedBy: string | null;
  raisedById: string | null;
  tenderId: string | null;
  createdAt: Date;
  updatedAt: Date;
  itemCount: number;
};

export function toSummary(row: SummaryRow): PurchaseRequestSummary {
  return {
    _id: row.id,
    number: row.number,
    code: row.code,
    title: row.title,
    category: row.category,
    categoryId: row.categoryId,
    neededBy: row.neededBy,
    status: row.status as PurchaseRequestStatus,
    raisedBy: row.raisedBy,
    raisedById: row.raisedById,
    itemCount: row.itemCount,
    tenderId: row.tenderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadRow(db: DbOrTx, id: string, lock = false) {
  if (!isUuid(id)) throw notFound(text.notFound);
  const query = db
    .select({
      id: purchaseRequests.id,
      status: purchaseRequests.status,
      stage: purchaseRequests.stage,
      createdBy: purchaseRequests.createdBy,
      title: purchaseRequests.title,
      categoryId: purchaseRequests.categoryId,
      neededBy: purchaseRequests.neededBy,
      justification: purchaseRequests.justification,
    })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(text.notFound);
  return { ...row, status: row.status };
}

/** The request with its items, the decision, the linked tender and what this caller may do. */
export async function loadRequest(db: DbOrTx, caller: Caller, id: string): Promise<PurchaseRequest> {
  if (!isUuid(id)) throw notFound(text.notFound);
  const [row] = await (db as Db)
    .select({
      ...summaryColumns,
      justification: purchaseRequests.justification,
      rejectionReason: purchaseRequests.rejectionReason,
      decidedBy: decidedBy.username,
      decidedAt: purchaseRequests.decidedAt,
      tenderCode: tenders.projectCode,
      tenderStatus: tenders.status,
    })
    .from(purchaseRequests)
    .innerJoin(categories, eq(categories.id, purchaseRequests.categoryId))
    .leftJoin(raisedBy, eq(raisedBy.id, purchaseRequests.createdBy))
    .leftJoin(decidedBy, eq(decidedBy.id, purchaseRequests.decidedBy))
    .leftJoin(tenders, eq(tenders.id, purchaseRequests.tenderId))
    .where(eq(purchaseRequests.id, id));
  if (!row) throw notFound(text.notFound);
  const items = await db
    .select()
    .from(purchaseRequestItems)
    .where(eq(purchaseRequestItems.requestId, id))
    .orderBy(asc(purchaseRequestItems.position));
  const status = row.status;
  const owned = { createdBy: row.raisedById };
  const authorSide = mayRaise(caller) && isAuthorSide(caller, owned);
  return {
    ...toSummary(row),
    justification: row.justification,
    rejectionReason: row.rejectionReason,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    tenderCode: row.tenderCode,
    tenderStatus: (row.tenderStatus as 'Draft' | 'Published' | null) ?? null,
    items: items.map((item) => ({
      _id: item.id,
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      qty: Number(item.qty),
    })),
    can: {
      edit: authorSide && PURCHASE_REQUEST_EDITABLE.includes(status),
      submit: authorSide && canTransition(status, 'submit'),
      reopen: authorSide && canTransition(status, 'reopen'),
      approve: mayDecide(caller, owned) && canTransition(status, 'approve'),
      reject: mayDecide(caller, owned) && canTransition(status, 'reject'),
      // The tender form needs manageTenders; the author may make the tender too (approval was someone else's).
      tender: caller.permissions.manageTenders && canTransition(status, 'tender'),
    },
  };
}

export async function assertCategory(db: DbOrTx, categoryId: string) {
  if (!isUuid(categoryId)) throw badRequest(text.categoryNotFound, 'categoryId');
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw badRequest(text.categoryNotFound, 'categoryId');
}

export async function insertItems(tx: Tx, requestId: string, items: readonly TenderItemValues[]) {
  await tx
    .insert(purchaseRequestItems)
    .values(items.map((item, position) => ({ requestId, position, ...item })));
}

export const foreignKeyAnswer = { foreignKey: () => badRequest(text.categoryNotFound, 'categoryId') };
