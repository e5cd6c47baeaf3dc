import { PO_STATUSES } from '@tenderdesk/domain/purchase-order-status';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';
import { quotationLines, quotations } from './quotations';
import { suppliers } from './suppliers';
import { tenderItems, tenders } from './tenders';

/**
 * Award by line (decision 033): each tender item given to one approved supplier's quoted line.
 * The item is the key, so one award per item; a tender is awarded either by line or as a whole
 * (tender_awards), never both (the services clear one when the other is chosen).
 */
export const tenderLineAwards = pgTable(
  'tender_line_awards',
  {
    tenderItemId: uuid()
      .primaryKey()
      .references(() => tenderItems.id, { onDelete: 'cascade' }),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    quotationLineId: uuid()
      .notNull()
      .references(() => quotationLines.id, { onDelete: 'restrict' }),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    selectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    selectedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tender_line_awards_line_idx').on(t.quotationLineId),
    index('tender_line_awards_tender_idx').on(t.tenderId),
    index('tender_line_awards_quotation_idx').on(t.quotationId),
    // A supplier's awards (reports, its dashboard) through the awarded_values view.
    index('tender_line_awards_supplier_idx').on(t.supplierId),
  ],
);

/**
 * A purchase order (decision 033): one per awarded supplier of a tender while it is not
 * Cancelled (partial unique index), so concurrent generations make one set. The supplier's and
 * tender's details are copied at generation (an order is a document: it does not change when the
 * profile does). `number` is given at issue from po_number_counters, gapless per financial year.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'restrict' }),
    status: statusColumn(PO_STATUSES).notNull().default('Draft'),
    financialYear: text(),
    serial: integer(),
    number: text(),
    projectCode: text().notNull(),
    projectTitle: text().notNull(),
    projectName: text().notNull(),
    organisation: text().notNull(),
    supplierName: text().notNull(),
    /** The supplier's address and contact at generation (PurchaseOrderParty). */
    supplierDetails: jsonb().notNull(),
    /**
     * The buyer as the organisation settings named it when the order was issued (legal name, PAN,
     * the buying unit's address and GSTIN: PurchaseOrderBuyerIdentity); null on a draft, which
     * shows the settings as they are now (decision 046).
     */
    buyerDetails: jsonb(),
    /**
     * The place of supply's decision when the order was issued (issue 20): intra (CGST + SGST),
     * inter (IGST) or untaxed; null on a draft, which decides from the settings and the supplier
     * as they are now.
     */
    supplyKind: text(),
    deliveryTerms: text().notNull().default(''),
    paymentTerms: text().notNull().default(''),
    deliveryAddress: text().notNull().default(''),
    deliveryDate: date({ mode: 'string' }),
    notes: text().notNull().default(''),
    total: numeric({ precision: 16, scale: 2 }).notNull(),
    gstTotal: numeric({ precision: 16, scale: 2 }).notNull(),
    totalWithGst: numeric({ precision: 16, scale: 2 }).notNull(),
    cancelReason: text(),
    replacesId: uuid().references((): AnyPgColumn => purchaseOrders.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    issuedAt: timestamp({ withTimezone: true }),
    issuedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** Closed (issue 24): by itself when every line is received, or short-closed with a reason. */
    closedAt: timestamp({ withTimezone: true }),
    closedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    shortCloseReason: text(),
  },
  (t) => [
    statusCheck('purchase_orders_status_check', t.status, PO_STATUSES),
    // Issued and acknowledged orders have their number; drafts never do.
    check(
      'purchase_orders_number_check',
      sql`(${t.status} in ('Issued', 'Acknowledged', 'Closed')) <= (${t.number} is not null) and (${t.status} = 'Draft') <= (${t.number} is null)`,
    ),
    check(
      'purchase_orders_supply_kind_check',
      sql`${t.supplyKind} is null or ${t.supplyKind} in ('intra', 'inter', 'untaxed')`,
    ),
    check('purchase_orders_closed_check', sql`(${t.status} = 'Closed') = (${t.closedAt} is not null)`),
    check('purchase_orders_cancel_check', sql`(${t.status} = 'Cancelled') = (${t.cancelReason} is not null)`),
    uniqueIndex('purchase_orders_live_idx')
      .on(t.tenderId, t.supplierId)
      .where(sql`${t.status} <> 'Cancelled'`),
    uniqueIndex('purchase_orders_number_idx').on(t.number),
    uniqueIndex('purchase_orders_year_serial_idx').on(t.financialYear, t.serial),
    uniqueIndex('purchase_orders_replaces_idx').on(t.replacesId),
    index('purchase_orders_tender_idx').on(t.tenderId, t.createdAt),
    // The lists page over ids first (db/paging.ts): (filters..., sort key, id).
    index('purchase_orders_created_id_idx').on(t.createdAt, t.id),
    index('purchase_orders_number_id_idx').on(t.number, t.id),
    index('purchase_orders_supplier_name_id_idx').on(t.supplierName, t.id),
    index('purchase_orders_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('purchase_orders_supplier_created_id_idx').on(t.supplierId, t.createdAt, t.id),
    index('purchase_orders_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('purchase_orders_supplier_name_trgm_idx').using('gin', t.supplierName.op('gin_trgm_ops')),
    index('purchase_orders_project_code_trgm_idx').using('gin', t.projectCode.op('gin_trgm_ops')),
    index('purchase_orders_project_title_trgm_idx').using('gin', t.projectTitle.op('gin_trgm_ops')),
  ],
);

/** An order's lines, copied from the awarded quotation lines at generation. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    quotationLineId: uuid().references(() => quotationLines.id, { onDelete: 'set null' }),
    itemCode: text().notNull(),
    itemName: text().notNull(),
    partNo: text().notNull(),
    manufacturer: text().notNull(),
    uom: text().notNull(),
    /** The tender item's HSN/SAC code at generation (null: none given, or a line the supplier added). */
    hsnSac: text(),
    qty: numeric({ precision: 14, scale: 2 }).notNull(),
    unitPrice: numeric({ precision: 14, scale: 2 }).notNull(),
    gstRate: integer().notNull(),
    lineTotal: numeric({ precision: 16, scale: 2 }).notNull(),
    gstAmount: numeric({ precision: 16, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('purchase_order_lines_order_position_idx').on(t.orderId, t.position)],
);

/** The last order number given per financial year ('2026-27'); bumped in the transaction. */
export const poNumberCounters = pgTable(
  'po_number_counters',
  {
    financialYear: text().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [check('po_number_counters_last_check', sql`${t.lastNumber} >= 1`)],
);

/**
 * What each supplier was awarded on each tender, whole or by line (decision 037): a view made by
 * migration 0014 (`.existing()`: drizzle-kit leaves it alone). One row per tender and supplier.
 */
export const awardedValues = pgView('awarded_values', {
  tenderId: uuid().notNull(),
  supplierId: uuid().notNull(),
  quotationId: uuid().notNull(),
  valueWithGst: numeric({ precision: 16, scale: 2 }).notNull(),
  selectedAt: timestamp({ withTimezone: true }).notNull(),
}).existing();
