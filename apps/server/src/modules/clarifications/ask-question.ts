import { clarificationText } from '@tenderdesk/domain/clarification-messages';
import { askQuestionSchema } from '@tenderdesk/domain/clarification-schemas';
import { questionsCloseInstant, type TenderQuestion } from '@tenderdesk/domain/clarifications';
import { messages } from '@tenderdesk/domain/messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx } from '../../db/client';
import { tenderQuestions } from '../../db/schema/clarifications';
import { inTransaction } from '../../db/transaction';
import { isTenderAwarded } from '../../shared/awarded-lines';
import {
  type ClarificationOptions,
  parse,
  selectQuestions,
  supplierTender,
  toQuestion,
} from './question-rows';

/*
 * A supplier whose interest in a published tender is Pending or Approved asks while questions are
 * open (decision 028). Find the tender and the interest → check (not awarded, questions open) →
 * insert with its audit event, in one transaction.
 */

/** POST /api/suppliers/{tenderId}/supplier/{supplierId}/questions. */
export async function askQuestion(
  db: DbOrTx,
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
