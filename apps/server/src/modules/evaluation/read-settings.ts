import type { EvaluationSettings } from '@tenderdesk/domain/evaluation-bid-views';
import type { Db } from '../../db/client';
import { findEvaluationTender, loadSettings } from './bid-rows';

/**
 * GET /api/tenders/{tenderId}/evaluation-settings (manageTenders): a draft's or a published
 * tender's envelope mode, criteria, EMD and fee, exemptions, openers, and whether they are locked.
 */
export async function readSettings(
  db: Db,
  tenderId: string,
  { timeZone }: { timeZone: string },
): Promise<EvaluationSettings> {
  const tender = await findEvaluationTender(db, tenderId);
  return loadSettings(db, tender, timeZone);
}
