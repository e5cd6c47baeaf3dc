import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import { answerQuestionSchema } from '@tenderdesk/domain/clarification-schemas';
import type { TenderQuestion } from '@tenderdesk/domain/clarifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { tenderQuestions } from '../../db/schema/clarifications';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { parse, selectQuestions, toQuestion } from './question-rows';

/*
 * A buyer (manageTenders) answers a question, or edits its answer, also after questions or the
 * tender close (decision 028). Find (locked) → change with its audit event (from/to).
 */

/** PUT /api/tenders/{tenderId}/questions/{questionId}/answer: answers, or edits the answer. */
export async function answerQuestion(
  db: DbOrTx,
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
