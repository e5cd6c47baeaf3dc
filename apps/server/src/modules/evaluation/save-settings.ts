import type { EvaluationSettings } from '@tenderdesk/domain/evaluation-bid-views';
import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import type { EvaluationSettingsInput } from '@tenderdesk/domain/evaluation-schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { badRequest, conflict } from '../../core/errors';
import { recordAudit } from '../../db/audit';
import type { DbOrTx, Tx } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { technicalCriteria, tenderOpeners } from '../../db/schema/evaluation';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import { isUuid } from '../../db/uuid';
import { findEvaluationTender, loadSettings, settingsLocked } from './bid-rows';

/*
 * PUT /api/tenders/{tenderId}/evaluation-settings (manageTenders; contract section A): the envelope
 * mode, technical criteria (replaced wholesale), EMD and tender fee, exemptions and the bid
 * openers of a draft or a published tender, while no bid has arrived and the tender is open. The
 * tender row is locked for update: a supplier's first technical part, bid security or quotation
 * (each taking it for share) waits, then finds the settings it was sent against.
 */

/** The openers named: each an admin or sub-admin (400 `openerUnknown` otherwise). */
async function checkOpeners(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  if (ids.some((id) => !isUuid(id))) throw badRequest(evaluationMessages.openerUnknown, 'openerIds');
  const found = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(inArray(admins.id, [...ids]));
  if (found.length !== ids.length) throw badRequest(evaluationMessages.openerUnknown, 'openerIds');
}

/** Writes the tender's columns, its criteria and its openers. */
async function writeSettings(tx: Tx, tenderId: string, input: EvaluationSettingsInput): Promise<void> {
  await tx
    .update(tenders)
    .set({
      envelopes: input.envelopes,
      emdAmount: input.emdAmount,
      tenderFee: input.tenderFee,
      exemptMse: input.exemptions.mse,
      exemptStartup: input.exemptions.startup,
      openersRequired: input.openersRequired,
      updatedAt: sql`now()`,
    })
    .where(eq(tenders.id, tenderId));
  await tx.delete(technicalCriteria).where(eq(technicalCriteria.tenderId, tenderId));
  if (input.criteria.length > 0) {
    await tx
      .insert(technicalCriteria)
      .values(input.criteria.map((criterion, position) => ({ tenderId, position, ...criterion })));
  }
  await tx.delete(tenderOpeners).where(eq(tenderOpeners.tenderId, tenderId));
  if (input.openerIds.length > 0) {
    await tx.insert(tenderOpeners).values(input.openerIds.map((adminId) => ({ tenderId, adminId })));
  }
}

/** PUT /api/tenders/{tenderId}/evaluation-settings. */
export async function saveSettings(
  db: DbOrTx,
  caller: Caller,
  tenderId: string,
  input: EvaluationSettingsInput,
  { timeZone }: { timeZone: string },
): Promise<EvaluationSettings> {
  return inTransaction(db, async (tx) => {
    const tender = await findEvaluationTender(tx, tenderId, 'update');
    if (await settingsLocked(tx, tender, timeZone)) throw conflict(evaluationMessages.settingsLocked);
    await checkOpeners(tx, input.openerIds);
    await writeSettings(tx, tender.id, input);
    // Counts, the mode and the amounts asked: nothing a supplier sealed.
    await recordAudit(tx, caller, {
      action: 'tender.evaluation-settings',
      entity: 'tender',
      entityId: tender.id,
      changes: {
        envelopes: input.envelopes,
        criteria: input.criteria.length,
        openers: input.openerIds.length,
        openersRequired: input.openersRequired,
        emdAmount: input.emdAmount,
        tenderFee: input.tenderFee,
        exemptions: input.exemptions,
      },
    });
    return loadSettings(tx, await findEvaluationTender(tx, tender.id), timeZone);
  });
}
