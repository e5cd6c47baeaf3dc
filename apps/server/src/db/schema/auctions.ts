import { AUCTION_BID_ON, AUCTION_VISIBILITY, DECREMENT_KINDS } from '@tenderdesk/domain/auction';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { createdAt, id, statusCheck, statusColumn } from './columns';
import { quotations } from './quotations';
import { suppliers } from './suppliers';
import { tenders } from './tenders';

/*
 * The live reverse auction (issue 22, decision 050). One auction per tender at a time (a cancelled
 * one may be followed by another). Bids and events are append-only (a trigger refuses update and
 * delete; migration 0026), numbered per auction by `auctions.last_seq`, which every bid, close and
 * cancel increments with the auction row locked: event numbers have no gap and follow commit order,
 * so a screen resumes after the last one it saw.
 */

export const auctions = pgTable(
  'auctions',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'restrict' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    /** The current end: startsAt + duration, moved by each extension. */
    endsAt: timestamp({ withTimezone: true }).notNull(),
    bidOn: statusColumn(AUCTION_BID_ON).notNull(),
    decrementKind: statusColumn(DECREMENT_KINDS).notNull(),
    /** An amount in rupees, or a percentage (both exact, 2 decimals). */
    decrement: numeric({ precision: 16, scale: 2 }).notNull(),
    extensionMinutes: integer().notNull(),
    extensionLimit: integer().notNull(),
    extensionsUsed: integer().notNull().default(0),
    visibility: statusColumn(AUCTION_VISIBILITY).notNull(),
    /** The last event's number (0: none yet). */
    lastSeq: integer().notNull().default(0),
    createdBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
    /** When it was closed (by the job or the first read after its end): ranks final, quotations revised. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auctions_tender_active_idx').on(t.tenderId).where(sql`${t.cancelledAt} is null`),
    index('auctions_due_idx').on(t.endsAt).where(sql`${t.closedAt} is null and ${t.cancelledAt} is null`),
    statusCheck('auctions_bid_on_check', t.bidOn, AUCTION_BID_ON),
    statusCheck('auctions_decrement_kind_check', t.decrementKind, DECREMENT_KINDS),
    statusCheck('auctions_visibility_check', t.visibility, AUCTION_VISIBILITY),
    check('auctions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('auctions_decrement_check', sql`${t.decrement} > 0`),
    check(
      'auctions_extensions_check',
      sql`${t.extensionsUsed} >= 0 and ${t.extensionsUsed} <= ${t.extensionLimit}`,
    ),
  ],
);

/**
 * A supplier invited to an auction, with the opened quotation it starts from: its grand total with
 * GST and its lines ([{ itemCode, itemName, qty, uom, unitPrice, gstRate }]) as they were when the
 * auction was scheduled, and when that price arrived (`starting_at`: the quotation's last change),
 * which breaks a tie between starting prices.
 */
export const auctionInvitees = pgTable(
  'auction_invitees',
  {
    auctionId: uuid()
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    quotationId: uuid()
      .notNull()
      .references(() => quotations.id, { onDelete: 'restrict' }),
    startingTotal: numeric({ precision: 16, scale: 2 }).notNull(),
    startingLines: jsonb().notNull(),
    startingAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.supplierId] }),
    index('auction_invitees_supplier_idx').on(t.supplierId),
  ],
);

/**
 * Every accepted bid, append-only. `seq` is its event's number; `placed_at` the moment it arrived
 * by the database's clock (the transaction's start); `rank` its rank on its line just after it.
 */
export const auctionBids = pgTable(
  'auction_bids',
  {
    auctionId: uuid()
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    seq: integer().notNull(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    /** The item bid on; null when the auction is on the total. */
    itemCode: text(),
    amount: numeric({ precision: 16, scale: 2 }).notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull(),
    rank: integer().notNull(),
    extended: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.seq] }),
    index('auction_bids_supplier_idx').on(t.auctionId, t.supplierId, t.placedAt),
    // Each supplier's latest bid on a line (`distinct on`, auction-standings.ts readLatestBids).
    index('auction_bids_line_idx').on(t.auctionId, t.itemCode, t.supplierId, t.seq),
    check('auction_bids_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The auction's events as the live stream sends them (payload: the domain's AuctionEvent), in
 * order, append-only. Each insert is announced on the channel `auction_events` (pg_notify with
 * `<auctionId>:<seq>`, delivered at commit) to every server instance listening.
 */
export const auctionEvents = pgTable(
  'auction_events',
  {
    auctionId: uuid()
      .notNull()
      .references(() => auctions.id, { onDelete: 'restrict' }),
    seq: integer().notNull(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.seq] }),
    check('auction_events_seq_check', sql`${t.seq} >= 1`),
  ],
);
