import type { Evaluation } from '@tenderdesk/domain/evaluation-committee';
import { evaluationMessages as text } from '@tenderdesk/domain/evaluation-messages';
import type { NegotiationRound } from '@tenderdesk/domain/negotiation';
import { linkTo } from '@tenderdesk/domain/screens';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import type { Notifier } from '../../shared/notify';
import {
  assertOpener,
  assertTwoEnvelope,
  type CommitteeOptions,
  type CommitteeTender,
  lockCommitteeTender,
  readCommitteeTender,
  tenderIdOf,
} from './committee';
import { assertEvaluating } from './decide-technical';
import { evaluatedSuppliers, readCriteria } from './evaluated-suppliers';
import { evaluationView } from './evaluation-view';

/*
 * POST /api/tenders/{tenderId}/technical-evaluation/complete (issue 21 contract section C,
 * decision 049): once every bidder has the committee's decision, a named opener completes the
 * technical evaluation. The decisions are then final; each bidder is told its result (in the app
 * and by email), a disqualified one with the reasons; and the financial envelope may be opened.
 */

type Decided = Awaited<ReturnType<typeof evaluatedSuppliers>>;

/** Each bidder's result, in the app and by email, in the completion's transaction (decision 029). */
async function notifyResults(tx: Tx, notifier: Notifier, tender: CommitteeTender, decided: Decided) {
  const link = linkTo('supplierTender', { id: tender.id });
  const qualified = decided.filter((row) => row.result?.qualified).map((row) => row.supplierId);
  if (qualified.length > 0)
    await notifier.notify(
      tx,
      'technical.result',
      { suppliers: qualified },
      { text: (t) => t.technicalQualified(tender), link },
    );
  for (const row of decided) {
    if (!row.result || row.result.qualified) continue;
    const { reasons } = row.result;
    await notifier.notify(
      tx,
      'technical.result',
      { suppliers: [row.supplierId] },
      { text: (t) => t.technicalDisqualified(tender, reasons), link },
    );
  }
}

/** POST /api/tenders/{tenderId}/technical-evaluation/complete. */
export async function completeEvaluation(
  db: DbOrTx,
  caller: Caller,
  tenderIdParam: string,
  options: CommitteeOptions,
): Promise<Evaluation<NegotiationRound>> {
  const tenderId = tenderIdOf(tenderIdParam);
  assertTwoEnvelope(await readCommitteeTender(db, tenderId));
  await assertOpener(db, tenderId, caller);
  await inTransaction(db, async (tx) => {
    const tender = await lockCommitteeTender(tx, tenderId);
    assertEvaluating(tender);
    const decided = await evaluatedSuppliers(tx, tenderId, await readCriteria(tx, tenderId), true);
    const undecided = decided.filter((row) => row.result === null).length;
    if (undecided > 0) throw conflict(text.evaluationIncomplete(undecided));
    await tx.update(tenders).set({ technicalEvaluatedAt: sql`now()` }).where(eq(tenders.id, tenderId));
    const qualified = decided.filter((row) => row.result?.qualified).length;
    await recordAudit(tx, caller, {
      action: 'technical.complete',
      entity: 'tender',
      entityId: tenderId,
      changes: { qualified, disqualified: decided.length - qualified },
    });
    await notifyResults(tx, options.notifier, tender, decided);
  });
  return evaluationView(db, caller, tenderId, options);
}
