import { ENVELOPE_MODES } from '@tenderdesk/domain/evaluation';
import { INTEREST_STATUSES, TENDER_STATUSES } from '@tenderdesk/domain/tender-rules';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { categories } from './catalogue';
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';
import { files } from './files';
import { buyingUnits } from './organisation';
import { suppliers } from './suppliers';

/**
 * Tenders (spec section 3). A tender is a draft until it is published; `ready_to_publish` is the
 * draft's RP flag. Dates are calendar dates; a tender closes at the end of its closing date in the
 * portal's time zone (`PORTAL_TIME_ZONE`).
 */
export const tenders = pgTable(
  'tenders',
  {
    id: id(),
    projectCode: text().notNull(),
    projectName: text().notNull(),
    /**
     * The project name's sort key, kept by the database (the lists page from an index alone). Collation
     * "C" (migration 0030; drizzle cannot declare it): code point order on every database.
     */
    projectNameSort: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${tenders.projectName})`),
    organisation: text().notNull(),
    projectTitle: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    projectScope: text().notNull(),
    publishingDate: date({ mode: 'string' }).notNull(),
    closingDate: date({ mode: 'string' }).notNull(),
    /**
     * The buying unit the tender buys for (issue 20): its orders name it as the buyer. Null: the
     * organisation's default unit. A unit a tender names cannot be deleted.
     */
    buyingUnitId: uuid().references(() => buyingUnits.id, { onDelete: 'restrict' }),
    status: statusColumn(TENDER_STATUSES).notNull().default('Draft'),
    readyToPublish: boolean().notNull().default(false),
    /** Sealed bidding: buyers see no price until the tender closes (decision 026). */
    sealed: boolean().notNull().default(false),
    /** When a buyer first saw a sealed tender's prices after closing (the opening; audited). */
    quotationsOpenedAt: timestamp({ withTimezone: true }),
    /** When questions close (decision 028); null: the start of the closing date in the portal's zone. */
    questionsCloseAt: timestamp({ withTimezone: true }),
    /** When a buyer closed it before its closing date (decision 039); null: it closes at its closing date. */
    closedEarlyAt: timestamp({ withTimezone: true }),
    /** The buyer's reason for closing it early (required with `closed_early_at`). */
    closedEarlyReason: text(),
    closedEarlyBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /**
     * Issue 21 (decision 049): single envelope (the spec's) or two (technical, then financial).
     * A two-envelope tender is opened by its committee (`tender_openers`): the technical envelope,
     * then, after the technical evaluation, the financial envelope of the qualified suppliers only.
     */
    envelopes: statusColumn(ENVELOPE_MODES).notNull().default('single'),
    /** The bid security (EMD) and tender fee asked, in rupees; null: none asked. */
    emdAmount: numeric({ precision: 16, scale: 2 }),
    tenderFee: numeric({ precision: 16, scale: 2 }),
    /** The exemptions from EMD and fee the tender allows (domain EXEMPTIONS). */
    exemptMse: boolean().notNull().default(false),
    exemptStartup: boolean().notNull().default(false),
    /** How many of the named openers must confirm an opening (two-envelope; at least 2). */
    openersRequired: integer(),
    /** When the committee opened the technical envelope, completed its evaluation, opened the prices. */
    technicalOpenedAt: timestamp({ withTimezone: true }),
    technicalEvaluatedAt: timestamp({ withTimezone: true }),
    financialOpenedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenders_project_code_lower_idx').on(sql`lower(${t.projectCode})`),
    statusCheck('tenders_status_check', t.status, TENDER_STATUSES),
    check('tenders_dates_check', sql`${t.closingDate} >= ${t.publishingDate}`),
    statusCheck('tenders_envelopes_check', t.envelopes, ENVELOPE_MODES),
    check('tenders_emd_check', sql`${t.emdAmount} is null or ${t.emdAmount} >= 0`),
    check('tenders_fee_check', sql`${t.tenderFee} is null or ${t.tenderFee} >= 0`),
    check('tenders_openers_required_check', sql`${t.openersRequired} is null or ${t.openersRequired} >= 2`),
    check('tenders_closed_early_check', sql`(${t.closedEarlyAt} is null) = (${t.closedEarlyReason} is null)`),
    // The admin lists (published, drafts) page over ids first: (status, sort key, id).
    index('tenders_status_created_id_idx').on(t.status, t.createdAt, t.id),
    index('tenders_status_publishing_id_idx').on(t.status, t.publishingDate, t.id),
    index('tenders_status_closing_id_idx').on(t.status, t.closingDate, t.id),
    index('tenders_status_name_id_idx').on(t.status, t.projectNameSort, t.id),
    // A supplier's list: the published tenders of its category, newest publishing date first.
    index('tenders_category_status_publishing_id_idx').on(t.categoryId, t.status, t.publishingDate, t.id),
    // The lists' search (ILIKE '%q%') on trigram indexes (pg_trgm).
    index('tenders_project_name_trgm_idx').using('gin', t.projectName.op('gin_trgm_ops')),
    index('tenders_project_code_trgm_idx').using('gin', t.projectCode.op('gin_trgm_ops')),
    index('tenders_project_title_trgm_idx').using('gin', t.projectTitle.op('gin_trgm_ops')),
    index('tenders_organisation_trgm_idx').using('gin', t.organisation.op('gin_trgm_ops')),
    // Whether a buying unit is named by any tender (its delete is refused then).
    index('tenders_buying_unit_idx').on(t.buyingUnitId),
  ],
);

/** A tender's items, in the form's order. Quantities are exact (numeric, 2 decimals). */
export const tenderItems = pgTable(
  'tender_items',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    itemCode: text().notNull(),
    itemName: text().notNull(),
    partNo: text().notNull(),
    manufacturer: text().notNull(),
    uom: text().notNull(),
    qty: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The HSN (goods) or SAC (services) code, digits only (domain hsnSacProblem); null: none given. */
    hsnSac: text(),
  },
  (t) => [
    uniqueIndex('tender_items_tender_position_idx').on(t.tenderId, t.position),
    check('tender_items_qty_check', sql`${t.qty} >= 1`),
  ],
);

/** A tender's files: scope of work and RFQ documents, each kind in order (the download index). */
export const tenderFiles = pgTable(
  'tender_files',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    position: integer().notNull(),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('tender_files_tender_kind_position_idx').on(t.tenderId, t.kind, t.position),
    uniqueIndex('tender_files_file_idx').on(t.fileId),
    check('tender_files_kind_check', sql`${t.kind} in ('scopeOfWork', 'rfq')`),
  ],
);

/**
 * A supplier's interest in a tender: one per tender and supplier (spec section 4). The admin's
 * decision, and who made it when, are kept; every decision is also an audit event.
 */
export const interests = pgTable(
  'interests',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    status: statusColumn(INTEREST_STATUSES).notNull().default('Pending'),
    interestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** Why it was rejected (issue 18): optional, cleared on approval; shown to the supplier. */
    rejectReason: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('interests_tender_supplier_idx').on(t.tenderId, t.supplierId),
    statusCheck('interests_status_check', t.status, INTEREST_STATUSES),
    check('interests_reject_reason_length', sql`char_length(${t.rejectReason}) <= 500`),
    // A supplier's pending / approved / rejected lists, newest first.
    index('interests_supplier_status_interested_id_idx').on(t.supplierId, t.status, t.interestedAt, t.id),
    // The admin's interested list, newest first.
    index('interests_interested_id_idx').on(t.interestedAt, t.id),
    // The admin dashboard's "interests awaiting a decision" counts from this alone (decision 036).
    index('interests_pending_tender_idx').on(t.tenderId).where(sql`${t.status} = 'Pending'`),
  ],
);
