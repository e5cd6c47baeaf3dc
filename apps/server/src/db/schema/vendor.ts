import { DOCUMENT_REVIEW_STATUSES } from '@tenderdesk/domain/vendor-documents';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { categories } from './catalogue';
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';
import { files } from './files';
import { purchaseOrderLines, purchaseOrders } from './purchase-orders';
import { suppliers } from './suppliers';

/*
 * Vendor management (issue 24; domain vendor-documents.ts, goods-receipts.ts, supplier-standing.ts).
 */

/**
 * The document types the admin defines. `builtinKey` marks the spec's two registration files
 * (trade licence, GST/VAT certificate: seeded by migration 0027), which cannot be deleted.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: id(),
    name: text().notNull(),
    /** Sort and uniqueness key; collation "C" (migration 0030; drizzle cannot declare it). */
    nameKey: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(btrim(${documentTypes.name}))`),
    expires: boolean().notNull().default(false),
    builtinKey: text(),
    createdAt: createdAt(),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_types_name_key_idx').on(t.nameKey),
    uniqueIndex('document_types_builtin_idx').on(t.builtinKey).where(sql`${t.builtinKey} is not null`),
  ],
);

/** Which categories require which document type (a supplier of the category must hold it). */
export const documentTypeCategories = pgTable(
  'document_type_categories',
  {
    documentTypeId: uuid()
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentTypeId, t.categoryId] }),
    index('document_type_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * A supplier's document of a type: the file, its issue and expiry days, and the admin's review. A
 * newer upload of a type replaces the older one for the rules (domain currentDocuments); the older
 * rows stay as the history.
 */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: id(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    documentTypeId: uuid()
      .notNull()
      .references(() => documentTypes.id, { onDelete: 'restrict' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Null only on documents carried over from registration, whose days were never asked. */
    issueDate: date({ mode: 'string' }),
    /** Null: the type does not expire. */
    expiryDate: date({ mode: 'string' }),
    status: statusColumn(DOCUMENT_REVIEW_STATUSES).notNull().default('Pending'),
    rejectReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('supplier_documents_status_check', t.status, DOCUMENT_REVIEW_STATUSES),
    check(
      'supplier_documents_reject_check',
      sql`(${t.status} = 'Rejected') = (${t.rejectReason} is not null)`,
    ),
    check(
      'supplier_documents_dates_check',
      sql`${t.expiryDate} is null or ${t.issueDate} is null or ${t.expiryDate} > ${t.issueDate}`,
    ),
    index('supplier_documents_supplier_type_idx').on(t.supplierId, t.documentTypeId, t.uploadedAt),
    // The reminder job and the "expiring within N days" filter read by expiry day.
    index('supplier_documents_expiry_idx').on(t.expiryDate).where(sql`${t.expiryDate} is not null`),
    index('supplier_documents_type_idx').on(t.documentTypeId),
    index('supplier_documents_file_idx').on(t.fileId),
  ],
);

/**
 * The expiry reminders sent (30, 7 and 0 days before): the key makes each one once, whichever
 * instance's job claims it first (insert … on conflict do nothing).
 */
export const supplierDocumentReminders = pgTable(
  'supplier_document_reminders',
  {
    supplierDocumentId: uuid()
      .notNull()
      .references(() => supplierDocuments.id, { onDelete: 'cascade' }),
    daysBefore: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierDocumentId, t.daysBefore] }),
    check('supplier_document_reminders_days_check', sql`${t.daysBefore} in (30, 7, 0)`),
  ],
);

/** A goods receipt note against an order: numbered 1, 2 … per order. */
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    number: integer().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    deliveryFileId: uuid().references(() => files.id, { onDelete: 'restrict' }),
    notes: text().notNull().default(''),
    createdAt: createdAt(),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('goods_receipts_order_number_idx').on(t.orderId, t.number),
    index('goods_receipts_received_on_idx').on(t.receivedOn),
  ],
);

/** A receipt's line: received = accepted + rejected; a rejection has its reason. */
export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    receiptId: uuid()
      .notNull()
      .references(() => goodsReceipts.id, { onDelete: 'cascade' }),
    orderLineId: uuid()
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'restrict' }),
    received: numeric({ precision: 14, scale: 2 }).notNull(),
    accepted: numeric({ precision: 14, scale: 2 }).notNull(),
    rejected: numeric({ precision: 14, scale: 2 }).notNull(),
    rejectedReason: text(),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.orderLineId] }),
    index('goods_receipt_lines_order_line_idx').on(t.orderLineId),
    check(
      'goods_receipt_lines_qty_check',
      sql`${t.accepted} >= 0 and ${t.rejected} >= 0 and ${t.received} = ${t.accepted} + ${t.rejected}`,
    ),
    check('goods_receipt_lines_reason_check', sql`${t.rejected} = 0 or ${t.rejectedReason} is not null`),
  ],
);
