import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import {
  canTransition,
  PURCHASE_REQUEST_EDITABLE,
  PURCHASE_REQUEST_EVENT_LABELS,
  PURCHASE_REQUEST_TRANSITIONS,
  type PurchaseRequest,
  type PurchaseRequestAction,
  type PurchaseRequestEvent,
  type PurchaseRequestListQuery,
  type PurchaseRequestListResponse,
  type PurchaseRequestStatus,
  type PurchaseRequestSummary,
  type PurchaseRequestValues,
} from '@tenderdesk/domain/purchase-requests';
import type { TenderItemValues } from '@tenderdesk/domain/tenders';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { diffFields, recordAudit } from '../../db/audit';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { withConstraintErrors } from '../../db/constraints';
import { definePagedList } from '../../db/paging';
import { admins } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { categories } from '../../db/schema/catalogue';
import { purchaseRequestItems, purchaseRequests } from '../../db/schema/purchase-requests';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { purchaseRequestOfTender } from '../../shared/purchase-request-link';

/*
 * Purchase requests (issue 12, decision 032). A holder of purchaseRequests raises a request as a
 * Draft, edits it, submits it; an admin or a holder of manageTenders who did not raise it approves
 * or rejects it (with a reason); the author may reopen a Rejected request as a Draft; an Approved
 * request becomes a tender through the tender create call (db/purchase-request-link.ts). Every
 * change and its audit event share one transaction; the request row is locked while its status moves.
 */

// ---------------------------------------------------------------------------------------------
// Rules about the caller
// ---------------------------------------------------------------------------------------------

type Owned = { createdBy: string | null };

/** The author (or the admin, who holds every key) edits, submits, reopens and deletes. */
function isAuthorSide(caller: Caller, request: Owned): boolean {
  return request.createdBy === caller.id || caller.role === 'admin';
}

function mayRaise(caller: Caller): boolean {
  return caller.permissions.purchaseRequests;
}

/** Deciders: the admin and holders of manageTenders, never the request's author. */
function mayDecide(caller: Caller, request: Owned): boolean {
  return caller.permissions.manageTenders && request.createdBy !== caller.id;
}

function assertMayAct(caller: Caller, request: Owned, action: PurchaseRequestAction) {
  const by = PURCHASE_REQUEST_TRANSITIONS[action].by;
  if (by === 'decider') {
    if (request.createdBy === caller.id) throw forbidden(text.ownRequest);
    if (!caller.permissions.manageTenders) throw forbidden(text.mayNotDecide);
    return;
  }
  if (!mayRaise(caller) || !isAuthorSide(caller, request)) throw forbidden(text.notAuthor);
}

function wrongStatus(action: PurchaseRequestAction, status: string) {
  return conflict(text.wrongStatus(PURCHASE_REQUEST_TRANSITIONS[action].verb, status));
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const raisedBy = alias(admins, 'raised_by');
const decidedBy = alias(admins, 'decided_by');

const summaryColumns = {
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

type SummaryRow = {
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

function toSummary(row: SummaryRow): PurchaseRequestSummary {
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

const listSpec = {
  table: purchaseRequests,
  id: purchaseRequests.id,
  search: [purchaseRequests.title, purchaseRequests.code],
  sorts: { createdAt: purchaseRequests.createdAt, neededBy: purchaseRequests.neededBy },
  select: (db: Db) =>
    db
      .select(summaryColumns)
      .from(purchaseRequests)
      .innerJoin(categories, eq(categories.id, purchaseRequests.categoryId))
      .leftJoin(raisedBy, eq(raisedBy.id, purchaseRequests.createdBy))
      .$dynamic(),
  toItem: toSummary,
};

/** Every request, and one status's requests: two lists, each paging from its own index. */
const allRequests = definePagedList({ ...listSpec, name: 'purchase_requests', filters: {} });
const requestsOfStatus = definePagedList({
  ...listSpec,
  name: 'purchase_requests_status',
  filters: { status: purchaseRequests.status },
});

function invalidateCounts(db: Db) {
  allRequests.invalidateCounts(db);
  requestsOfStatus.invalidateCounts(db);
}

/** GET /api/purchase-requests: paged, searched by title or number, optionally of one status. */
export function listPurchaseRequests(
  db: Db,
  { status, ...query }: PurchaseRequestListQuery,
): Promise<PurchaseRequestListResponse> {
  return status ? requestsOfStatus.page(db, { status }, query) : allRequests.page(db, {}, query);
}

async function loadRow(db: DbOrTx, id: string, lock = false) {
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
  return { ...row, status: row.status as PurchaseRequestStatus };
}

/** The request with its items, the decision, the linked tender and what this caller may do. */
async function loadRequest(db: DbOrTx, caller: Caller, id: string): Promise<PurchaseRequest> {
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
  const status = row.status as PurchaseRequestStatus;
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

/** GET /api/purchase-requests/{id}. */
export function getPurchaseRequest(db: Db, caller: Caller, id: string) {
  return loadRequest(db, caller, id);
}

/** GET /api/purchase-requests/{id}/history: the request's audit events, oldest first. */
export async function purchaseRequestHistory(db: Db, id: string): Promise<PurchaseRequestEvent[]> {
  await loadRow(db, id);
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actor: admins.username,
      at: auditEvents.at,
      changes: auditEvents.changes,
    })
    .from(auditEvents)
    .leftJoin(admins, sql`${admins.id}::text = ${auditEvents.actorId}::text`)
    .where(and(eq(auditEvents.entity, 'purchase-request'), eq(auditEvents.entityId, id)))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return rows.map((row) => ({
    _id: row.id,
    action: row.action,
    label: PURCHASE_REQUEST_EVENT_LABELS[row.action] ?? row.action,
    actor: row.actor,
    at: row.at.toISOString(),
    detail: eventDetail(row.action, row.changes),
  }));
}

function eventDetail(action: string, changes: unknown): string | null {
  const record = (changes ?? {}) as Record<string, unknown>;
  if (action === 'purchase-request.reject' && typeof record.reason === 'string') return record.reason;
  if (action === 'purchase-request.update') {
    const fields = Object.keys(record);
    return fields.length ? `Changed: ${fields.join(', ')}` : null;
  }
  return null;
}

/** GET /api/purchase-requests/by-tender/{tenderId}: the request a tender came from, or null. */
export async function requestOfTender(db: Db, tenderId: string) {
  const row = await purchaseRequestOfTender(db, tenderId);
  return row ? { _id: row.id, code: row.code } : null;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

async function assertCategory(db: DbOrTx, categoryId: string) {
  if (!isUuid(categoryId)) throw badRequest(text.categoryNotFound, 'categoryId');
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw badRequest(text.categoryNotFound, 'categoryId');
}

async function insertItems(tx: Tx, requestId: string, items: readonly TenderItemValues[]) {
  await tx
    .insert(purchaseRequestItems)
    .values(items.map((item, position) => ({ requestId, position, ...item })));
}

const foreignKeyAnswer = { foreignKey: () => badRequest(text.categoryNotFound, 'categoryId') };

/** POST /api/purchase-requests: a new Draft raised by the caller. */
export async function createPurchaseRequest(
  db: Db,
  caller: Caller,
  input: PurchaseRequestValues,
): Promise<PurchaseRequest> {
  await assertCategory(db, input.categoryId);
  const request = await withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(purchaseRequests)
          .values({
            title: input.title,
            categoryId: input.categoryId,
            neededBy: input.neededBy,
            justification: input.justification,
            createdBy: caller.id,
          })
          .returning({ id: purchaseRequests.id, code: purchaseRequests.code });
        if (!row) throw new Error('purchase request insert returned nothing');
        await insertItems(tx, row.id, input.items);
        await recordAudit(tx, caller, {
          action: 'purchase-request.create',
          entity: 'purchase-request',
          entityId: row.id,
          changes: {
            code: row.code,
            title: input.title,
            categoryId: input.categoryId,
            neededBy: input.neededBy,
            items: input.items.length,
            status: 'Draft',
          },
        });
        return loadRequest(tx, caller, row.id);
      }),
    foreignKeyAnswer,
  );
  invalidateCounts(db);
  return request;
}

/** PUT /api/purchase-requests/{id}: a Draft's fields and items again (author only). */
export async function updatePurchaseRequest(
  db: Db,
  caller: Caller,
  id: string,
  input: PurchaseRequestValues,
): Promise<PurchaseRequest> {
  await assertCategory(db, input.categoryId);
  return withConstraintErrors(
    () =>
      inTransaction(db, async (tx) => {
        const row = await loadRow(tx, id, true);
        if (!mayRaise(caller) || !isAuthorSide(caller, row)) throw forbidden(text.notAuthor);
        if (!PURCHASE_REQUEST_EDITABLE.includes(row.status)) {
          throw conflict(text.wrongStatus('edited', row.status));
        }
        const next = {
          title: input.title,
          categoryId: input.categoryId,
          neededBy: input.neededBy,
          justification: input.justification,
        };
        const changes: Record<string, unknown> = diffFields(row, next);
        const before = await tx
          .select()
          .from(purchaseRequestItems)
          .where(eq(purchaseRequestItems.requestId, id))
          .orderBy(asc(purchaseRequestItems.position));
        const same =
          before.length === input.items.length &&
          before.every((old, index) => {
            const item = input.items[index];
            return (
              item &&
              old.itemCode === item.itemCode &&
              old.itemName === item.itemName &&
              old.partNo === item.partNo &&
              old.manufacturer === item.manufacturer &&
              old.uom === item.uom &&
              Number(old.qty) === Number(item.qty)
            );
          });
        if (!same) changes.items = { from: before.length, to: input.items.length };
        await tx
          .update(purchaseRequests)
          .set({ ...next, updatedAt: sql`now()` })
          .where(eq(purchaseRequests.id, id));
        await tx.delete(purchaseRequestItems).where(eq(purchaseRequestItems.requestId, id));
        await insertItems(tx, id, input.items);
        await recordAudit(tx, caller, {
          action: 'purchase-request.update',
          entity: 'purchase-request',
          entityId: id,
          changes,
        });
        return loadRequest(tx, caller, id);
      }),
    foreignKeyAnswer,
  );
}

/** DELETE /api/purchase-requests/{id}: a Draft only (author only). */
export async function deletePurchaseRequest(db: Db, caller: Caller, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await loadRow(tx, id, true);
    if (!mayRaise(caller) || !isAuthorSide(caller, row)) throw forbidden(text.notAuthor);
    if (!PURCHASE_REQUEST_EDITABLE.includes(row.status)) {
      throw conflict(text.wrongStatus('deleted', row.status));
    }
    await tx.delete(purchaseRequests).where(eq(purchaseRequests.id, id));
    await recordAudit(tx, caller, {
      action: 'purchase-request.delete',
      entity: 'purchase-request',
      entityId: id,
      changes: { title: row.title, status: row.status },
    });
  });
  invalidateCounts(db);
}

const ACTION_AUDIT = {
  submit: 'purchase-request.submit',
  approve: 'purchase-request.approve',
  reject: 'purchase-request.reject',
  reopen: 'purchase-request.reopen',
} as const;

/**
 * POST /api/purchase-requests/{id}/{submit|approve|reject|reopen}: one step of the request's life,
 * checked against PURCHASE_REQUEST_TRANSITIONS (409 from any other status) and who may take it
 * (403: not the author; the author approving or rejecting their own request).
 */
export async function transitionPurchaseRequest(
  db: Db,
  caller: Caller,
  id: string,
  action: keyof typeof ACTION_AUDIT,
  reason?: string,
): Promise<PurchaseRequest> {
  const request = await inTransaction(db, async (tx) => {
    const row = await loadRow(tx, id, true);
    assertMayAct(caller, row, action);
    if (!canTransition(row.status, action)) throw wrongStatus(action, row.status);
    const to = PURCHASE_REQUEST_TRANSITIONS[action].to;
    const deciding = action === 'approve' || action === 'reject';
    await tx
      .update(purchaseRequests)
      .set({
        stage: to,
        updatedAt: sql`now()`,
        ...(deciding
          ? {
              decidedBy: caller.id,
              decidedAt: sql`now()`,
              rejectionReason: action === 'reject' ? reason : null,
            }
          : {}),
        ...(action === 'reopen' ? { decidedBy: null, decidedAt: null, rejectionReason: null } : {}),
      })
      .where(eq(purchaseRequests.id, id));
    await recordAudit(tx, caller, {
      action: ACTION_AUDIT[action],
      entity: 'purchase-request',
      entityId: id,
      changes: { status: { from: row.status, to }, ...(reason ? { reason } : {}) },
    });
    return loadRequest(tx, caller, id);
  });
  invalidateCounts(db);
  return request;
}
