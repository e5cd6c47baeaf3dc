import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { id } from './columns';
import { suppliers } from './suppliers';
import { tenders } from './tenders';

/**
 * Clarifications: a supplier with interest in a published tender asks; a buyer answers (issue 13,
 * decision 028). Every supplier with interest reads the answered ones, the asker hidden from others.
 */
export const tenderQuestions = pgTable(
  'tender_questions',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    question: text().notNull(),
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    answeredBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('tender_questions_tender_asked_idx').on(t.tenderId, t.askedAt),
    check('tender_questions_question_check', sql`char_length(${t.question}) between 1 and 2000`),
    check(
      'tender_questions_answer_check',
      sql`${t.answer} is null or char_length(${t.answer}) between 1 and 2000`,
    ),
  ],
);

/**
 * Addenda: each edit of a published tender, numbered 1, 2, ... per tender, with the buyer's note
 * and what changed (fields, items, files) as JSON (domain AddendumChanges).
 */
export const tenderAddenda = pgTable(
  'tender_addenda',
  {
    id: id(),
    tenderId: uuid()
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    note: text().notNull(),
    changes: jsonb().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tender_addenda_tender_number_idx').on(t.tenderId, t.number),
    check('tender_addenda_number_check', sql`${t.number} >= 1`),
  ],
);
