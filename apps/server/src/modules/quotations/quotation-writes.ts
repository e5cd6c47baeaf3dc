import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { messages } from '@tenderdesk/domain/messages';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { formatPortalDay, portalDayOf } from '@tenderdesk/domain/portal-time';
import { parseQuotationText, priceQuotation, type QuotationInput } from '@tenderdesk/domain/quotations';
import { linkTo } from '@tenderdesk/domain/screens';
import { isTenderClosed } from '@tenderdesk/domain/tenders';
import { and, eq } from 'drizzle-orm';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { technicalBids } from '../../db/schema/evaluation';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenderItems, tenders } from '../../db/schema/tenders';
import type { Notifier } from '../../shared/notify';
import { assertSupplierMayTrade } from '../../shared/supplier-standing';
import type { QuotationOptions } from './quotation-view';

/*
 * The pieces the supplier's quotation writes share (submit, revise, confirm; decision 025): the
 * payload's reading, the locks and checks of an approved interest in an open tender, the priced
 * lines and the buyers' notification.
 */

/** Whether text is the JSON of an object (a payload), not plain text for the notes. */
export function jsonObject(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** The quotation text: unreadable JSON or an invalid payload is a 400 naming the field. */
export function readPayload(text: string): QuotationInput {
  const parsed = parseQuotationText(text);
  if (!parsed.ok) throw badRequest(parsed.problem.message, parsed.problem.field);
  return parsed.value;
}

/**
 * The tender row, share-locked. Every write that touches a tender's quotations, interests or award
 * locks this row first (the award and the tender's own writes `for update`, the supplier's writes
 * `for share`), then the quotation, then the interest: one order, so an award and a revision of
 * the same quotation queue instead of deadlocking (decision 041).
 */
export async function lockTenderShared(tx: Tx, tenderId: string) {
  const [tender] = await tx
    .select({
      status: tenders.status,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      sealed: tenders.sealed,
      envelopes: tenders.envelopes,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('share');
  return tender;
}

/** A quotation is sent or changed only while the tender is open (409 naming the day it closed). */
export function assertQuotingOpen(
  tender: { closingDate: string; closedEarlyAt: Date | string | null },
  timeZone: string,
): void {
  if (!isTenderClosed(tender, timeZone)) return;
  const day = tender.closedEarlyAt ? portalDayOf(tender.closedEarlyAt, timeZone) : tender.closingDate;
  throw conflict(messages.quotation.closed(formatPortalDay(day)));
}

/**
 * The tender and the supplier's interest, locked: refuses an unknown tender (404), a supplier
 * not approved for it (403), a tender not published (403) or closed (409).
 */
export async function approvedInterest(
  tx: Tx,
  tenderId: string,
  supplierId: string,
  options: QuotationOptions,
) {
  const tender = await lockTenderShared(tx, tenderId);
  if (!tender) throw notFound(messages.tender.notFound);
  // The interest row is locked: a decision made meanwhile waits for this write, and so does a
  // concurrent submit (which then finds this quotation).
  const [interest] = await tx
    .select({ id: interests.id, status: interests.status })
    .from(interests)
    .where(and(eq(interests.tenderId, tenderId), eq(interests.supplierId, supplierId)))
    .for('update');
  const row = {
    tenderStatus: tender.status,
    closingDate: tender.closingDate,
    closedEarlyAt: tender.closedEarlyAt,
    interestId: interest?.id,
    interestStatus: interest?.status,
  };
  if (row.tenderStatus !== 'Published') throw forbidden(messages.quotation.notPublished);
  if (!row.interestId || row.interestStatus !== 'Approved') throw forbidden(messages.quotation.notApproved);
  await assertSupplierMayTrade(tx, supplierId, 'quotation', options.timeZone);
  assertQuotingOpen(row, options.timeZone);
  // Prices are sealed (and their audit details salted, decision 040) on a sealed tender and on
  // every two-envelope tender (decision 049).
  return {
    interestId: row.interestId,
    sealed: tender.sealed || tender.envelopes === 'two',
    envelopes: tender.envelopes,
  };
}

/**
 * A two-envelope tender takes the priced (financial) part only beside a saved technical part
 * (issue 21, contract section B): 409 `technicalRequired` otherwise. Single envelope: no change.
 */
export async function assertTechnicalPart(
  tx: Tx,
  tender: { envelopes: string },
  tenderId: string,
  supplierId: string,
): Promise<void> {
  if (tender.envelopes !== 'two') return;
  const [bid] = await tx
    .select({ id: technicalBids.id })
    .from(technicalBids)
    .where(and(eq(technicalBids.tenderId, tenderId), eq(technicalBids.supplierId, supplierId)));
  if (!bid) throw conflict(evaluationMessages.technicalRequired);
}

/** Lines to insert: priced, linked to the tender item whose code matches (any case). */
export async function lineValues(tx: Tx, tenderId: string, quotationId: string, input: QuotationInput) {
  const items = await tx
    .select({ id: tenderItems.id, itemCode: tenderItems.itemCode })
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId));
  const byCode = new Map<string, string>();
  for (const item of items) {
    const code = item.itemCode.trim().toLowerCase();
    if (code && !byCode.has(code)) byCode.set(code, item.id);
  }
  const priced = priceQuotation(input.items);
  const values = input.items.map((item, position) => ({
    quotationId,
    position,
    tenderItemId: byCode.get(item.itemCode.toLowerCase()) ?? null,
    itemCode: item.itemCode,
    itemName: item.itemName,
    partNo: item.partNo,
    manufacturer: item.manufacturer,
    uom: item.uom,
    qty: item.qty,
    unitPrice: item.unitPrice,
    gstRate: item.gstRate,
    lineTotal: paiseToDecimal(priced.lines[position]?.lineTotal ?? 0),
  }));
  return {
    values,
    total: paiseToDecimal(priced.total),
    totalWithGst: paiseToDecimal(priced.totalWithGst),
  };
}

/** Tells the buyers (manageTenders) that a quotation arrived or changed (decision 029). */
export async function notifyBuyers(
  tx: Tx,
  notifier: Notifier,
  event: 'quotation.received' | 'quotation.revised',
  tenderId: string,
  supplierId: string,
) {
  const [about] = await tx
    .select({
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      companyName: suppliers.companyName,
    })
    .from(tenders)
    .innerJoin(suppliers, eq(suppliers.id, supplierId))
    .where(eq(tenders.id, tenderId));
  if (!about) return;
  await notifier.notify(
    tx,
    event,
    { adminsWith: 'manageTenders' },
    // One notification per supplier and tender while unread, within the window (decision 041).
    {
      text: (t) =>
        event === 'quotation.received'
          ? t.quotationReceived(about, about.companyName)
          : t.quotationRevised(about, about.companyName),
      link: linkTo('tenderDetails', { id: tenderId }),
      group: `quotation:${tenderId}:${supplierId}`,
    },
  );
}
