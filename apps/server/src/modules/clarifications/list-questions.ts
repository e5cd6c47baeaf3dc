import { questionsCloseInstant, type TenderQuestionList } from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { and, asc, count, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { forbidden, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { tenderQuestions } from '../../db/schema/clarifications';
import { isTenderAwarded } from '../../shared/awarded-lines';
import {
  type ClarificationOptions,
  MAX_QUESTIONS,
  selectQuestions,
  supplierTender,
  type TenderRow,
  tenderOf,
  toQuestion,
} from './question-rows';

/** The questions a tender's list answers: at most MAX_QUESTIONS, as the first page of them all. */
export type QuestionPage = TenderQuestionList & { total: number; page: number; pageSize: number };

/** The tender the caller may read the questions of, and which of them it sees. */
async function visibleQuestions(
  db: Db,
  caller: Caller,
  tenderId: string,
): Promise<{ tender: TenderRow; where: SQL | undefined }> {
  if (caller.role === 'supplier') {
    const tender = await supplierTender(db, tenderId, caller.id);
    const where = and(
      eq(tenderQuestions.tenderId, tender.id),
      or(isNotNull(tenderQuestions.answer), eq(tenderQuestions.supplierId, caller.id)),
    );
    return { tender, where };
  }
  if (!caller.permissions.manageTenders) throw forbidden();
  const tender = await tenderOf(db, tenderId);
  if (!tender) throw notFound(messages.tender.notFound);
  return { tender, where: eq(tenderQuestions.tenderId, tender.id) };
}

/**
 * GET /api/tenders/{tenderId}/questions: to a buyer (manageTenders) every question with its asker,
 * unanswered first; to a supplier with interest the answered ones (askers hidden) and its own. One
 * page of MAX_QUESTIONS, with the total (counted only when the page is full).
 */
export async function listQuestions(
  db: Db,
  caller: Caller,
  tenderId: string,
  { timeZone }: ClarificationOptions,
): Promise<QuestionPage> {
  const { tender, where } = await visibleQuestions(db, caller, tenderId);
  const rows = await selectQuestions(db)
    .where(where)
    .orderBy(
      sql`${tenderQuestions.answer} is not null`,
      asc(tenderQuestions.askedAt),
      asc(tenderQuestions.id),
    )
    .limit(MAX_QUESTIONS);
  let total = rows.length;
  if (total === MAX_QUESTIONS) {
    const [counted] = await db.select({ n: count() }).from(tenderQuestions).where(where);
    total = counted?.n ?? total;
  }
  const closesAt = questionsCloseInstant(tender, timeZone);
  return {
    data: rows.map((row) => toQuestion(row, caller)),
    total,
    page: 1,
    pageSize: MAX_QUESTIONS,
    questionsCloseAt: closesAt.toISOString(),
    questionsOpen:
      tender.status === 'Published' &&
      Date.now() < closesAt.getTime() &&
      !(await isTenderAwarded(db, tender.id)),
  };
}
