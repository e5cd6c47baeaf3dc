import { messages } from '@tenderdesk/domain/messages';
import { TENDER_REMOVE_FIELDS } from '@tenderdesk/domain/tender-list';
import {
  MAX_TENDER_FILES_PER_KIND,
  TENDER_FILE_KINDS,
  TENDER_FILE_LABELS,
  type TenderFileKind,
  type TenderItemValues,
} from '@tenderdesk/domain/tenders';
import { eq, sql } from 'drizzle-orm';
import { badRequest } from '../../core/errors';
import type { Tx } from '../../db/client';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { tenderFiles, tenderItems } from '../../db/schema/tenders';
import { newFileId, storeFiles } from '../../plugins/files/store';
import type { ReceivedFile } from '../../plugins/files/uploads';
import { TENDER_FILE_KIND } from './files';
import { fileRequired, type TenderInput } from './tender-form';
import type { StoredTenderFile } from './tender-rows';

/*
 * A tender's items and files as the create and edit calls write them (decision 022): the items in
 * their order, the file rows of each kind in download order (kept ones, then new ones), and the
 * quotation lines linked again to rewritten items.
 */

export async function insertItems(tx: Tx, tenderId: string, items: TenderItemValues[]) {
  if (items.length === 0) return;
  await tx.insert(tenderItems).values(
    items.map((item, position) => ({
      tenderId,
      position,
      itemCode: item.itemCode,
      itemName: item.itemName,
      partNo: item.partNo,
      manufacturer: item.manufacturer,
      uom: item.uom,
      qty: item.qty,
      hsnSac: item.hsnSac,
    })),
  );
}

/**
 * Links the tender's quotation lines to its rewritten items again, by item code (any case, trimmed;
 * the first item of a code): deleting the old item rows unlinked them (on delete set null).
 */
async function relinkQuotationLines(tx: Tx, tenderId: string) {
  await tx.execute(sql`
    update ${quotationLines} set tender_item_id = (
      select ${tenderItems.id} from ${tenderItems}
      where ${tenderItems.tenderId} = ${tenderId}
        and lower(trim(${tenderItems.itemCode})) = lower(trim(${quotationLines.itemCode}))
      order by ${tenderItems.position} limit 1
    )
    where ${quotationLines.quotationId} in (
      select ${quotations.id} from ${quotations} where ${quotations.tenderId} = ${tenderId}
    )`);
}

/** Stores new files and writes the tender's file rows of one kind in order: kept ones, then new ones. */
export async function writeFileRows(
  tx: Tx,
  tenderId: string,
  kind: TenderFileKind,
  keptFileIds: readonly string[],
  added: readonly ReceivedFile[],
) {
  const newFiles = added.map((file) => ({ id: newFileId(file), file }));
  await storeFiles(tx, TENDER_FILE_KIND, newFiles);
  const fileIds = [...keptFileIds, ...newFiles.map((entry) => entry.id)];
  if (fileIds.length === 0) return;
  await tx
    .insert(tenderFiles)
    .values(fileIds.map((fileId, position) => ({ tenderId, kind, position, fileId })));
}

/** What an edit does to the tender's files: the ids kept per kind, and those removed. */
export type FilePlan = { kept: Record<TenderFileKind, string[]>; removedFileIds: string[] };

/**
 * Checks an edit's files against the tender's current ones: every name to remove must be one of
 * its files of that kind, and each kind keeps 1 to MAX_TENDER_FILES_PER_KIND files (400s).
 */
export function planFiles(current: readonly StoredTenderFile[], input: TenderInput): FilePlan {
  const removedFileIds: string[] = [];
  const kept: Record<TenderFileKind, string[]> = { scopeOfWork: [], rfq: [] };
  for (const fileKind of TENDER_FILE_KINDS) {
    const ofKind = current.filter((file) => file.kind === fileKind);
    const names = new Set(ofKind.map((file) => file.fileName.toLowerCase()));
    const removing = new Set(input.removed[fileKind]);
    for (const name of removing) {
      if (!names.has(name)) {
        throw badRequest(
          messages.tender.removeInvalid(TENDER_FILE_LABELS[fileKind]),
          TENDER_REMOVE_FIELDS[fileKind],
        );
      }
    }
    for (const file of ofKind) {
      if (removing.has(file.fileName.toLowerCase())) removedFileIds.push(file.fileId);
      else kept[fileKind].push(file.fileId);
    }
    const total = kept[fileKind].length + input.added[fileKind].length;
    if (total === 0) throw fileRequired(fileKind);
    if (total > MAX_TENDER_FILES_PER_KIND) {
      throw badRequest(
        messages.tender.tooManyFiles(TENDER_FILE_LABELS[fileKind], MAX_TENDER_FILES_PER_KIND),
        fileKind,
      );
    }
  }
  return { kept, removedFileIds };
}

/**
 * An edit's items and files: the items replaced (quotation lines linked again), the file rows
 * rewritten in order (positions 0..n-1: the download index), new files stored.
 */
export async function replaceContents(tx: Tx, tenderId: string, input: TenderInput, plan: FilePlan) {
  await tx.delete(tenderItems).where(eq(tenderItems.tenderId, tenderId));
  await insertItems(tx, tenderId, input.items);
  await relinkQuotationLines(tx, tenderId);
  await tx.delete(tenderFiles).where(eq(tenderFiles.tenderId, tenderId));
  for (const fileKind of TENDER_FILE_KINDS) {
    await writeFileRows(tx, tenderId, fileKind, plan.kept[fileKind], input.added[fileKind]);
  }
}
