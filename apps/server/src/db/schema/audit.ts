import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Who did what to which record, when, and what changed. Written in the same transaction as the change.
 *
 * Append-only and chained (decision 035): the BEFORE INSERT trigger `audit_events_chain` sets
 * `seq` (1, 2, 3... with no gap), `prev_hash` (the previous event's hash, 64 zeros for the first)
 * and `hash` (sha256 of `audit_event_canonical(...)`), under one advisory lock, so the values
 * written here by the insert are always replaced; `audit_events_append_only` refuses UPDATE,
 * DELETE and TRUNCATE. Both live in the migration `audit_chain`.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    actorId: uuid(),
    actorRole: text(),
    action: text().notNull(), // e.g. 'category.update'
    entity: text().notNull(), // e.g. 'category'
    entityId: text(),
    changes: jsonb(), // { field: { from, to } } or the created/deleted record
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The tender this event belongs to (the tender itself, or its interest, quotation, question). */
    tenderId: uuid(),
    seq: bigint({ mode: 'number' }).notNull().default(0),
    prevHash: text().notNull().default(''),
    hash: text().notNull().default(''),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_at_idx').on(t.at),
    uniqueIndex('audit_events_seq_key').on(t.seq),
    index('audit_events_tender_seq_idx').on(t.tenderId, t.seq),
    index('audit_events_actor_seq_idx').on(t.actorId, t.seq),
    index('audit_events_action_seq_idx').on(t.action, t.seq),
  ],
);
