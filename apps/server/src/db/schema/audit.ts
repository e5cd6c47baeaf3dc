import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** Who did what to which record, when, and what changed. Written in the same transaction as the change. */
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
  },
  (t) => [index('audit_events_entity_idx').on(t.entity, t.entityId), index('audit_events_at_idx').on(t.at)],
);
