import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import type { TenderQuestion } from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller';
import { badRequest, forbidden, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { tenderQuestions } from '../../db/schema/clarifications';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';

/*
 * Clarifications (issue 13, decision 028): what the three calls share (a supplier's tender, a
 * question as answered to a buyer or a supplier). A supplier whose interest in a published tender is
 * Pending or Approved asks while questions are open; a buyer (manageTenders) answers, and may edit
 * an answer; every supplier with such an interest reads the answered questions, the asker's name
 * hidden (their own marked askedByYou). Every write and its audit event share one transaction.
 */

export type ClarificationOptions = { timeZone: string };

/** The most questions a tender's list answers. */
export const MAX_QUESTIONS = 500;

/** Interests that may ask and read: not Rejected. */
const MAY_ASK = new Set(['Pending', 'Approved']);

export function parse<T>(
  schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  body: unknown,
  field: string,
): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? messages.http.invalidInput, field);
  return result.data;
}

export type TenderRow = {
  id: string;
  status: string;
  closingDate: string;
  questionsCloseAt: Date | null;
  closedEarlyAt: Date | null;
};

export async function tenderOf(db: DbOrTx, tenderId: string): Promise<TenderRow | undefined> {
  if (!isUuid(tenderId)) return undefined;
  const [row] = await db
    .select({
      id: tenders.id,
      status: tenders.status,
      closingDate: tenders.closingDate,
      questionsCloseAt: tenders.questionsCloseAt,
      closedEarlyAt: tenders.closedEarlyAt,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId));
  return row;
}

/** A supplier's tender: published (else 404) and its interest Pending or Approved (else 403). */
export async function supplierTender(db: DbOrTx, tenderId: string, supplierId: string): Promise<TenderRow> {
  const tender = await tenderOf(db, tenderId);
  if (tender?.status !== 'Published') throw notFound(messages.tender.notFound);
  const [interest] = await db
    .select({ status: interests.status })
    .from(interests)
    .where(and(eq(interests.tenderId, tender.id), eq(interests.supplierId, supplierId)));
  if (!interest || !MAY_ASK.has(interest.status)) throw forbidden(clarificationText.noInterest);
  return tender;
}

const answeredByAdmin = alias(admins, 'answered_by_admin');

const questionColumns = {
  id: tenderQuestions.id,
  tenderId: tenderQuestions.tenderId,
  supplierId: tenderQuestions.supplierId,
  question: tenderQuestions.question,
  askedAt: tenderQuestions.askedAt,
  answer: tenderQuestions.answer,
  answeredAt: tenderQuestions.answeredAt,
  companyName: suppliers.companyName,
  answeredBy: answeredByAdmin.username,
};

type QuestionRow = {
  id: string;
  tenderId: string;
  supplierId: string;
  question: string;
  askedAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  companyName: string;
  answeredBy: string | null;
};

export function toQuestion(row: QuestionRow, caller: Caller): TenderQuestion {
  const supplier = caller.role === 'supplier';
  const mine = supplier && row.supplierId === caller.id;
  return {
    _id: row.id,
    tenderId: row.tenderId,
    question: row.question,
    askedAt: row.askedAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    askedBy: supplier ? (mine ? row.companyName : null) : row.companyName,
    askedByYou: mine,
    answeredBy: supplier ? null : row.answeredBy,
  };
}

export const selectQuestions = (db: DbOrTx) =>
  db
    .select(questionColumns)
    .from(tenderQuestions)
    .innerJoin(suppliers, eq(suppliers.id, tenderQuestions.supplierId))
    .leftJoin(answeredByAdmin, eq(answeredByAdmin.id, tenderQuestions.answeredBy));
