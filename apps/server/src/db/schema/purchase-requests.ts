import { PURCHASE_REQUEST_STAGES, PURCHASE_REQUEST_STATUSES } from '@tenderdesk/domain/purchase-requests';
import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { categories } from './catalogue';
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';
import { tenders } from './tenders';

/** The readable numbers of purchase requests (PR-0001, ...); gaps after a rollback are harmless. */
export const purchaseRequestNumbers = pgSequence('purchase_request_number_seq', { startWith: 1 });

/**
 * Purchase requests (issue 12, decision 032). `stage` is what people set (Draft, Submitted,
 * Approved, Rejected); `status` adds Tendered, kept by the database from the tender link, so a
 * request whose tender draft is deleted is Approved again (the link is set null) and may be
 * tendered anew. One request leads to at most one tender (unique tender_id).
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: id(),
    number: integer().notNull().default(sql`nextval('purchase_request_number_seq')`),
    code: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`'PR-' || case when ${purchaseRequests.number} < 10000 then lpad(${purchaseRequests.number}::text, 4, '0') else ${purchaseRequests.number}::text end`,
      ),
    title: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    neededBy: date({ mode: 'string' }).notNull(),
    justification: text().notNull(),
    stage: statusColumn(PURCHASE_REQUEST_STAGES).notNull().default('Draft'),
    status: statusColumn(PURCHASE_REQUEST_STATUSES)
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${purchaseRequests.tenderId} is not null then 'Tendered' else ${purchaseRequests.stage} end`,
      ),
    rejectionReason: text(),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    decidedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    tenderId: uuid().references(() => tenders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_requests_number_idx').on(t.number),
    uniqueIndex('purchase_requests_tender_idx').on(t.tenderId),
    statusCheck('purchase_requests_stage_check', t.stage, PURCHASE_REQUEST_STAGES),
    // The list: all statuses or one, by created or needed-by date (id the tie-breaker).
    index('purchase_requests_created_id_idx').on(t.createdAt, t.id),
    index('purchase_requests_needed_id_idx').on(t.neededBy, t.id),
    index('purchase_requests_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('purchase_requests_status_needed_id_idx').on(t.status, t.neededBy, t.id),
    index('purchase_requests_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('purchase_requests_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
  ],
);

/** A request's items, with the tender item's fields, in the form's order. */
export const purchaseRequestItems = pgTable(
  'purchase_request_items',
  {
    id: id(),
    requestId: uuid()
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemCode: text().notNull(),
    itemName: text().notNull(),
    partNo: text().notNull(),
    manufacturer: text().notNull(),
    uom: text().notNull(),
    qty: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('purchase_request_items_request_position_idx').on(t.requestId, t.position),
    check('purchase_request_items_qty_check', sql`${t.qty} >= 1`),
  ],
);
