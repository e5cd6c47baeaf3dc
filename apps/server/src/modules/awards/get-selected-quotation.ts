import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import { eq } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { tenders } from '../../db/schema/tenders';
import { tenderIdOf, tenderMissing } from './award-rows';
import { selectedView } from './selected-view';

/** GET /api/tenders/{tenderId}/selected-quotation: the award with its margins (404 when none). */
export async function getSelectedQuotation(
  db: DbOrTx,
  tenderIdParam: string,
): Promise<SelectedQuotationView> {
  const tenderId = tenderIdOf(tenderIdParam);
  const view = await selectedView(db, tenderId);
  if (view) return view;
  const [tender] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.id, tenderId));
  if (!tender) throw tenderMissing();
  throw notFound(awardMessages.noneSelected);
}
