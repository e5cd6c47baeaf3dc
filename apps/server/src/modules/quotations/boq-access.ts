import { createHash } from 'node:crypto';
import { type BoqItem, boqChecksumText } from '@tenderdesk/domain/boq';
import { messages } from '@tenderdesk/domain/messages';
import type { GstRate } from '@tenderdesk/domain/quotations';
import { and, asc, desc, eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { quotationLines, quotations } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import { isUuid } from '../../db/uuid';
import { tenderItemRows } from '../../shared/tender-items';
import { assertQuotingOpen } from './quotation-writes';

/*
 * The priced BoQ's reads (issue 23 item 2): the tender as its approved supplier may price it (the
 * same refusals as sending a quotation: unknown 404, not published or not approved 403, closed
 * 409; two-envelope tenders alike, their financial part being the quotation), its items in order,
 * the checksum of the item list, and the supplier's own prices already sent.
 */

export type BoqTenderItem = BoqItem & { id: string; qty: string };
export type BoqTender = {
  id: string;
  projectCode: string;
  projectName: string;
  interestId: string;
  items: BoqTenderItem[];
};

/** The sha256 (hex) of the item list's canonical text (domain boq.ts). */
export const boqChecksum = (items: readonly BoqItem[]) =>
  createHash('sha256').update(boqChecksumText(items)).digest('hex');

/** The tender the caller may price now, with its items in order; refusals as a quotation's. */
export async function pricedTender(
  db: DbOrTx,
  tenderId: string,
  supplierId: string,
  timeZone: string,
): Promise<BoqTender> {
  if (!isUuid(tenderId)) throw notFound(messages.tender.notFound);
  const [tender] = await db
    .select({
      id: tenders.id,
      projectCode: tenders.projectCode,
      projectName: tenders.projectName,
      status: tenders.status,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      interestId: interests.id,
      interestStatus: interests.status,
    })
    .from(tenders)
    .leftJoin(interests, and(eq(interests.tenderId, tenders.id), eq(interests.supplierId, supplierId)))
    .where(eq(tenders.id, tenderId));
  if (!tender) throw notFound(messages.tender.notFound);
  if (tender.status !== 'Published') throw forbidden(messages.quotation.notPublished);
  if (!tender.interestId || tender.interestStatus !== 'Approved') {
    throw forbidden(messages.quotation.notApproved);
  }
  assertQuotingOpen(tender, timeZone);
  const items = await tenderItemRows(db, tenderId);
  return {
    id: tender.id,
    projectCode: tender.projectCode,
    projectName: tender.projectName,
    interestId: tender.interestId,
    items,
  };
}

export type StoredPrice = { unitPrice: string; gstRate: GstRate };

/**
 * The caller's prices already sent for the tender's items (its quotation's current lines), by
 * position: a line linked to the item, else the first unclaimed line of the same code (any case).
 */
export async function storedPrices(db: DbOrTx, tender: BoqTender): Promise<(StoredPrice | null)[]> {
  const lines = await db
    .select({
      tenderItemId: quotationLines.tenderItemId,
      itemCode: quotationLines.itemCode,
      unitPrice: quotationLines.unitPrice,
      gstRate: quotationLines.gstRate,
    })
    .from(quotationLines)
    .innerJoin(quotations, eq(quotations.id, quotationLines.quotationId))
    .where(eq(quotations.interestId, tender.interestId))
    .orderBy(desc(quotations.updatedAt), asc(quotationLines.position));
  const left = [...lines];
  const take = (match: (line: (typeof lines)[number]) => boolean): StoredPrice | null => {
    const at = left.findIndex(match);
    if (at < 0) return null;
    const [line] = left.splice(at, 1);
    return line ? { unitPrice: line.unitPrice, gstRate: line.gstRate as GstRate } : null;
  };
  const byId = tender.items.map((item) => take((line) => line.tenderItemId === item.id));
  return tender.items.map((item, position) => {
    const code = item.itemCode.trim().toLowerCase();
    return byId[position] ?? (code ? take((line) => line.itemCode.trim().toLowerCase() === code) : null);
  });
}
