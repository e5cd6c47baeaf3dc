import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import { answerQuestionSchema, askQuestionSchema } from '@tenderdesk/domain/clarification-schemas';
import {
  questionsCloseInstant,
  type TenderQuestion,
  type TenderQuestionList,
} from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { Db, DbOrTx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { tenderQuestions } from '../../db/schema/clarifications';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { isTenderAwarded } from '../../shared/awarded-lines';

/*
 * Clarifications (issue 13, decision 028). A supplier whose interest in a published tender is
 * Pending or Approved asks while questions are open; a buyer (manageTenders) answers, and may edit
 * an answer; every supplier with such an interest reads the answered questions, the asker's name
 * hidden (their own marked askedByYou). Every write and its audit event share one transaction.
 */

export type ClarificationOptions = { timeZone: string };

/** The most questions a tender's list answers. */
export const MAX_QUESTIONS = 500;

/** Interests that may ask and read: not Rejected. */
const MAY_ASK = new Set(['Pending', 'Approved']);

function parse<T>(
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

type TenderRow = {
  id: string;
  status: string;
  closingDate: string;
  questionsCloseAt: Date | null;
  closedEarlyAt: Date | null;
};

async function tenderOf(db: DbOrTx, tenderId: string): Promise<TenderRow | undefined> {
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
async function supplierTender(db: DbOrTx, tenderId: string, supplierId: string): Promise<TenderRow> {
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

function toQuestion(row: QuestionRow, caller: Caller): TenderQuestion {
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

const selectQuestions = (db: DbOrTx) =>
  db
    .select(questionColumns)
    .from(tenderQuestions)
    .innerJoin(suppliers, eq(suppliers.id, tenderQuestions.supplierId))
    .leftJoin(answeredByAdmin, eq(answeredByAdmin.id, tenderQuestions.answeredBy));

/** POST /api/suppliers/{tenderId}/supplier/{supplierId}/questions. */
export async function askQuestion(
  db: Db,
  caller: Caller,
  tenderId: string,
  supplierId: string,
  body: unknown,
  { timeZone }: ClarificationOptions,
): Promise<TenderQuestion> {
  const { question } = parse(askQuestionSchema, body, 'question');
  const id = supplierId.toLowerCase();
  return inTransaction(db, async (tx) => {
    const tender = await supplierTender(tx, tenderId, id);
    if (await isTenderAwarded(tx, tender.id)) throw conflict(messages.tender.awarded);
    const closesAt = questionsCloseInstant(tender, timeZone);
    if (Date.now() >= closesAt.getTime()) {
      throw conflict(clarificationText.closed(formatInstant(closesAt, timeZone)));
    }
    const [row] = await tx
      .insert(tenderQuestions)
      .values({ tenderId: tender.id, supplierId: id, question })
      .returning({ id: tenderQuestions.id });
    if (!row) throw new Error('question insert returned nothing');
    await recordAudit(tx, caller, {
      action: 'question.ask',
      entity: 'question',
      entityId: row.id,
      changes: { tenderId: tender.id, supplierId: id, length: question.length },
    });
    const [created] = await selectQuestions(tx).where(eq(tenderQuestions.id, row.id));
    if (!created) throw new Error('question vanished after insert');
    return toQuestion(created, caller);
  });
}

/**
 * GET /api/tenders/{tenderId}/questions: to a buyer (manageTenders) every question with its asker,
 * unanswered first; to a supplier with interest the answered ones (askers hidden) and its own.
 */
export async function listQuestions(
  db: Db,
  caller: Caller,
  tenderId: string,
  { timeZone }: ClarificationOptions,
): Promise<TenderQuestionList> {
  let tender: TenderRow | undefined;
  let where = eq(tenderQuestions.tenderId, tenderId);
  if (caller.role === 'supplier') {
    tender = await supplierTender(db, tenderId, caller.id);
    where = and(
      eq(tenderQuestions.tenderId, tender.id),
      or(isNotNull(tenderQuestions.answer), eq(tenderQuestions.supplierId, caller.id)),
    ) as typeof where;
  } else {
    if (!caller.permissions.manageTenders) throw forbidden();
    tender = await tenderOf(db, tenderId);
    if (!tender) throw notFound(messages.tender.notFound);
    where = eq(tenderQuestions.tenderId, tender.id);
  }
  const rows = await selectQuestions(db)
    .where(where)
    .orderBy(
      sql`${tenderQuestions.answer} is not null`,
      asc(tenderQuestions.askedAt),
      asc(tenderQuestions.id),
    )
    .limit(MAX_QUESTIONS);
  const closesAt = questionsCloseInstant(tender, timeZone);
  return {
    data: rows.map((row) => toQuestion(row, caller)),
    questionsCloseAt: closesAt.toISOString(),
    questionsOpen:
      tender.status === 'Published' &&
      Date.now() < closesAt.getTime() &&
      !(await isTenderAwarded(db, tender.id)),
  };
}

/** PUT /api/tenders/{tenderId}/questions/{questionId}/answer: answers, or edits the answer. */
export async function answerQuestion(
  db: Db,
  caller: Caller,
  tenderId: string,
  questionId: string,
  body: unknown,
): Promise<TenderQuestion> {
  const { answer } = parse(answerQuestionSchema, body, 'answer');
  const missing = () => notFound(clarificationText.notFound);
  if (!isUuid(tenderId) || !isUuid(questionId)) throw missing();
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ id: tenderQuestions.id, answer: tenderQuestions.answer })
      .from(tenderQuestions)
      .where(and(eq(tenderQuestions.id, questionId), eq(tenderQuestions.tenderId, tenderId)))
      .for('update');
    if (!before) throw missing();
    await tx
      .update(tenderQuestions)
      .set({ answer, answeredAt: sql`now()`, answeredBy: caller.id })
      .where(eq(tenderQuestions.id, before.id));
    await recordAudit(tx, caller, {
      action: 'question.answer',
      entity: 'question',
      entityId: before.id,
      changes: { tenderId, answer: { from: before.answer, to: answer } },
    });
    const [row] = await selectQuestions(tx).where(eq(tenderQuestions.id, before.id));
    if (!row) throw missing();
    return toQuestion(row, caller);
  });
}
