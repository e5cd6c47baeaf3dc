import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { id, updatedAt } from './columns';
import { suppliers } from './suppliers';
import { interests, tenderItems, tenders } from './tenders';

/**
 * A supplier's quotation for a tender (spec sections 3 and 5; decision 025): one per interest, so
 * one per tender and supplier (both unique indexes). Totals are exact (numeric, 2 decimals),
 * computed by the server; `revision` counts the versions (1 when submitted).
 */
export const quotations = pgTable(
  'quotations',
  {
    id: id(),
    interestId: uuid()
      .notNull()
      .references(() => interests.id, { onDelete: 'restrict' }),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    notes: text().notNull().default(''),
    reference: text(),
    deliveryDays: integer(),
    validUntil: date({ mode: 'string' }),
    total: numeric({ precision: 16, scale: 2 }).notNull(),
    totalWithGst: numeric({ precision: 16, scale: 2 }).notNull(),
    revision: integer().notNull().default(1),
    /** The tender's latest addendum when the supplier sent, revised or confirmed this quotation (decision 028). */
    addendumSeen: integer().notNull().default(0),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotations_interest_idx').on(t.interestId),
    uniqueIndex('quotations_tender_supplier_idx').on(t.tenderId, t.supplierId),
    // A supplier's own list, newest first; the admin's list, newest first.
    index('quotations_supplier_submitted_idx').on(t.supplierId, t.submittedAt),
    index('quotations_submitted_id_idx').on(t.submittedAt, t.id),
    check('quotations_delivery_days_check', sql`${t.deliveryDays} is null or ${t.deliveryDays} >= 0`),
    check('quotations_revision_check', sql`${t.revision} >= 1`),
  ],
);

/** A quotation's lines, in the supplier's order; linked to the tender item of the same code. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: id(),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    tenderItemId: uuid().references(() => tenderItems.id, { onDelete: 'set null' }),
    itemCode: text().notNull(),
    itemName: text().notNull(),
    partNo: text().notNull(),
    manufacturer: text().notNull(),
    uom: text().notNull(),
    qty: numeric({ precision: 14, scale: 2 }).notNull(),
    unitPrice: numeric({ precision: 14, scale: 2 }).notNull(),
    gstRate: integer().notNull().default(0),
    lineTotal: numeric({ precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('quotation_lines_quotation_position_idx').on(t.quotationId, t.position),
    check('quotation_lines_qty_check', sql`${t.qty} >= 1`),
    check('quotation_lines_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('quotation_lines_gst_rate_check', sql`${t.gstRate} in (0, 5, 12, 18, 28)`),
  ],
);

/** The versions a revision replaced: the previous lines, notes and totals, who replaced them and when. */
export const quotationRevisions = pgTable(
  'quotation_revisions',
  {
    id: id(),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    revision: integer().notNull(),
    payload: jsonb().notNull(),
    replacedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    replacedBy: uuid().references(() => suppliers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('quotation_revisions_quotation_revision_idx').on(t.quotationId, t.revision)],
);

/**
 * The award: the one quotation selected per tender (spec section 4 keeps it on the screen; we keep
 * it on the server, decision 026). The tender is the key, so a tender has at most one; changing it
 * replaces the row (audited).
 */
export const tenderAwards = pgTable('tender_awards', {
  tenderId: uuid()
    .primaryKey()
    .references(() => tenders.id, { onDelete: 'restrict' }),
  quotationId: uuid()
    .notNull()
    .unique('tender_awards_quotation_idx')
    .references(() => quotations.id, { onDelete: 'restrict' }),
  selectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  selectedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
});

/** The buyer's margin on one line of the selected quotation (none: Percentage, 0). */
export const quotationMargins = pgTable(
  'quotation_margins',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    quotationLineId: uuid()
      .notNull()
      .references(() => quotationLines.id, { onDelete: 'cascade' }),
    marginType: text().notNull(),
    marginValue: numeric({ precision: 14, scale: 2 }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenderId, t.quotationLineId] }),
    check('quotation_margins_type_check', sql`${t.marginType} in ('Percentage', 'Fixed Amount')`),
    check('quotation_margins_value_check', sql`${t.marginValue} >= 0`),
  ],
);
