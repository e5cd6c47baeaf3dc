import { messages } from '@tenderdesk/domain/messages';
import type { TenderFileKind } from '@tenderdesk/domain/tenders';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { tenderFiles } from '../../db/schema/tenders';
import { readAllowedFile } from '../../plugins/files/plugin';
import type { StoredFileStream } from '../../plugins/files/store';
import { readableTenderRow } from './tender-rows';

/** Highest index a download path may name (far above the 10 files a kind holds). */
const MAX_INDEX_DIGITS = 4;

/**
 * GET /api/tenders/{id}/download/{kind}/{index}: the file at 0-based `index` of one kind, under
 * the tender's read rule. An index that is not a file of the tender answers 404 'File not found.'.
 */
export async function getTenderFile(
  db: Db,
  caller: Caller,
  id: string,
  kind: TenderFileKind,
  index: string,
): Promise<StoredFileStream> {
  await readableTenderRow(db, caller, id);
  const fileNotFound = () => notFound(messages.tender.fileNotFound);
  if (!/^\d+$/.test(index) || index.length > MAX_INDEX_DIGITS) throw fileNotFound();
  const [row] = await db
    .select({ fileId: tenderFiles.fileId })
    .from(tenderFiles)
    .where(
      and(eq(tenderFiles.tenderId, id), eq(tenderFiles.kind, kind), eq(tenderFiles.position, Number(index))),
    );
  if (!row) throw fileNotFound();
  return readAllowedFile(db, row.fileId);
}
