import type { AddendumChanges, TenderAddendum } from '@tenderdesk/domain/clarifications';
import { desc, eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import type { Db } from '../../db/client';
import { tenderAddenda } from '../../db/schema/clarifications';
import { readableTenderRow } from './tender-rows';

/** GET /api/tenders/{tenderId}/addenda: under the tender's read rule, newest first (decision 028). */
export async function listAddenda(db: Db, caller: Caller, tenderId: string): Promise<TenderAddendum[]> {
  await readableTenderRow(db, caller, tenderId);
  const rows = await db
    .select()
    .from(tenderAddenda)
    .where(eq(tenderAddenda.tenderId, tenderId))
    .orderBy(desc(tenderAddenda.number));
  return rows.map((row) => ({
    _id: row.id,
    tenderId: row.tenderId,
    number: row.number,
    note: row.note,
    changes: row.changes as AddendumChanges,
    issuedAt: row.issuedAt.toISOString(),
  }));
}
