import { messages } from '@tenderdesk/domain/messages';
import type { Tender } from '@tenderdesk/domain/tenders';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { loadTender, readableTenderRow, requireTender, type TenderOptions } from './tender-rows';

/**
 * GET /api/tenders/view/{id}: any tender to its managers; a published one to an Active supplier of
 * its category (404 for a draft, 403 for another category).
 */
export async function viewTender(
  db: Db,
  caller: Caller,
  id: string,
  { timeZone }: TenderOptions,
): Promise<Tender> {
  await readableTenderRow(db, caller, id);
  const tender = await loadTender(db, id, timeZone);
  if (!tender) throw notFound(messages.tender.notFound);
  return tender;
}

/** GET /api/tenders/drafts/{id}: a draft (a published tender is not one: 404). */
export function getDraft(db: Db, id: string, { timeZone }: Pick<TenderOptions, 'timeZone'>): Promise<Tender> {
  return requireTender(db, id, timeZone, 'Draft');
}
