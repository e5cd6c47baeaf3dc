import {
  CRITERION_KINDS,
  ENVELOPES,
  EXEMPTIONS,
  PAYMENT_INSTRUMENTS,
  SECURITY_KINDS,
  SECURITY_MODES,
  VERIFICATION_STATUSES,
} from '@tenderdesk/domain/evaluation';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt, id, statusCheck, statusColumn, updatedAt } from './columns';
import { files } from './files';
import { quotations } from './quotations';
import { suppliers } from './suppliers';
import { interests, tenders } from './tenders';

/*
 * The public buyer's evaluation (issue 21, decision 049). A two-envelope tender's technical
 * criteria, the committee that opens it, each supplier's technical part and bid security, the
 * committee's technical decision, and negotiation rounds. Everything a supplier puts in an envelope
 * is sealed from every buyer read until the committee opens that envelope (shared/sealing.ts).
 */

/** The bid openers named for a tender (admins or sub-admins); `tenders.openers_required` of them must confirm. */
export const tenderOpeners = pgTable(
  'tender_openers',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.adminId] }), index('tender_openers_admin_idx').on(t.adminId)],
);

/** An opener's confirmation (password re-entered) that an envelope may open; one per opener and envelope. */
export const envelopeConfirmations = pgTable(
  'envelope_confirmations',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    envelope: statusColumn(ENVELOPES).notNull(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    confirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenderId, t.envelope, t.adminId] }),
    statusCheck('envelope_confirmations_envelope_check', t.envelope, ENVELOPES),
  ],
);

/** A two-envelope tender's technical criteria, in the buyer's order. */
export const technicalCriteria = pgTable(
  'technical_criteria',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: statusColumn(CRITERION_KINDS).notNull(),
    label: text().notNull(),
    mandatory: boolean().notNull().default(true),
    /** The least acceptable answer of a `number` criterion; null for other kinds (or no minimum). */
    minimum: numeric({ precision: 16, scale: 2 }),
  },
  (t) => [
    uniqueIndex('technical_criteria_tender_position_idx').on(t.tenderId, t.position),
    statusCheck('technical_criteria_kind_check', t.kind, CRITERION_KINDS),
    check('technical_criteria_minimum_check', sql`${t.minimum} is null or ${t.kind} = 'number'`),
  ],
);

/** A supplier's technical part of a two-envelope bid: one per tender and supplier, editable until closing. */
export const technicalBids = pgTable(
  'technical_bids',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    interestId: uuid()
      .notNull()
      .references(() => interests.id, { onDelete: 'restrict' }),
    submittedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('technical_bids_tender_supplier_idx').on(t.tenderId, t.supplierId)],
);

/** One answer of a technical part; only the column of the criterion's kind is set. */
export const technicalAnswers = pgTable(
  'technical_answers',
  {
    bidId: uuid()
      .notNull()
      .references(() => technicalBids.id, { onDelete: 'cascade' }),
    criterionId: uuid()
      .notNull()
      .references(() => technicalCriteria.id, { onDelete: 'cascade' }),
    yes: boolean(),
    number: numeric({ precision: 16, scale: 2 }),
    fileId: uuid().references(() => files.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.criterionId] })],
);

/**
 * A supplier's bid security or tender fee: paid (instrument, reference, date, amount, proof) or an
 * exemption claimed (MSE with its Udyam number, or startup, with proof). Sealed with the technical
 * envelope; the committee verifies it during the technical evaluation, and after the award the
 * buyer records the release of an unsuccessful bidder's EMD.
 */
export const bidSecurities = pgTable(
  'bid_securities',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    kind: statusColumn(SECURITY_KINDS).notNull(),
    mode: statusColumn(SECURITY_MODES).notNull(),
    instrument: statusColumn(PAYMENT_INSTRUMENTS),
    reference: text(),
    paidOn: date({ mode: 'string' }),
    amount: numeric({ precision: 16, scale: 2 }),
    exemption: statusColumn(EXEMPTIONS),
    udyamNumber: text(),
    proofFileId: uuid().references(() => files.id, { onDelete: 'restrict' }),
    verification: statusColumn(VERIFICATION_STATUSES).notNull().default('Pending'),
    verificationNote: text(),
    verifiedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    verifiedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    releaseNote: text(),
    releasedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenderId, t.supplierId, t.kind] }),
    statusCheck('bid_securities_kind_check', t.kind, SECURITY_KINDS),
    statusCheck('bid_securities_mode_check', t.mode, SECURITY_MODES),
    statusCheck('bid_securities_verification_check', t.verification, VERIFICATION_STATUSES),
    check(
      'bid_securities_mode_fields_check',
      sql`(${t.mode} = 'paid' and ${t.instrument} is not null and ${t.exemption} is null)
        or (${t.mode} = 'exempt' and ${t.exemption} is not null and ${t.instrument} is null)`,
    ),
    check('bid_securities_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
  ],
);

/**
 * The committee's technical decision on a supplier: qualified, or disqualified with a reason per
 * failed criterion (`reasons`: [{ criterionId, reason }]). Only qualified suppliers' prices open.
 */
export const technicalResults = pgTable(
  'technical_results',
  {
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    qualified: boolean().notNull(),
    reasons: jsonb().notNull().default([]),
    note: text(),
    decidedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.supplierId] })],
);

/**
 * A negotiation round after the prices are open: the invited suppliers may each send one revised
 * offer (no line above its earlier price) until `deadline`; offers are sealed until then. The first
 * buyer read after the deadline settles the round once (`settled_at`): each offer becomes a new
 * revision of its quotation, the earlier prices kept in `quotation_revisions`.
 */
export const negotiationRounds = pgTable(
  'negotiation_rounds',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    round: integer().notNull(),
    deadline: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull().default(''),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('negotiation_rounds_tender_round_idx').on(t.tenderId, t.round),
    check('negotiation_rounds_round_check', sql`${t.round} >= 1`),
  ],
);

/** A supplier invited to a round, and its offer once sent (`lines`: [{ itemCode, unitPrice }]). */
export const negotiationOffers = pgTable(
  'negotiation_offers',
  {
    roundId: uuid()
      .notNull()
      .references(() => negotiationRounds.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'restrict' }),
    lines: jsonb(),
    total: numeric({ precision: 16, scale: 2 }),
    totalWithGst: numeric({ precision: 16, scale: 2 }),
    /** The quotation's totals before the round (kept beside the offer: the statement shows both rounds). */
    earlierTotal: numeric({ precision: 16, scale: 2 }).notNull(),
    earlierTotalWithGst: numeric({ precision: 16, scale: 2 }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.supplierId] }),
    index('negotiation_offers_quotation_idx').on(t.quotationId),
    check('negotiation_offers_sent_check', sql`(${t.lines} is null) = (${t.submittedAt} is null)`),
  ],
);
