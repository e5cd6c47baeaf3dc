import type { Interest } from '@tenderdesk/domain/interests';
import type { InterestStatus, SupplierTender, TenderSummary } from '@tenderdesk/domain/tenders';
import type { interests } from '../../db/schema/tenders';
import { type OwnInterest, ownInterestColumns } from '../../shared/category-tender-list';
import type { Notifier } from '../../shared/notify';
import {
  type TenderSummaryRow,
  tenderItemCount,
  tenderSummaryColumns,
  toTenderSummaryFields,
} from '../../shared/tender-summary';

/*
 * Supplier discovery and interest (spec sections 2, 4 and 7; decision 021): the rows every call of
 * the module answers. A supplier sees the published tenders of its own category with its own
 * interest only; a tender closes at the end of its closing date in the portal's time zone.
 */

export type InterestOptions = { timeZone: string; notifier: Notifier };

/** What a TenderSummary needs (shared/tender-summary.ts), with its item count. */
export const summaryColumns = { ...tenderSummaryColumns, itemCount: tenderItemCount };
export type SummaryRow = TenderSummaryRow & { itemCount: number };

/** A supplier's own interest beside a tender (defined beside the category list, which joins it). */
export { type OwnInterest, ownInterestColumns };
export type SupplierTenderRow = SummaryRow & OwnInterest;

// The answers are built on the summary's own fresh object rather than spread into new ones: a
// supplier's list builds twenty of them a call, and the copies were a tenth of its CPU (decision 059).
export function toSummary(row: SummaryRow, timeZone: string): TenderSummary {
  return Object.assign(toTenderSummaryFields(row, timeZone), { itemCount: Number(row.itemCount) });
}

export function toSupplierTender(row: SupplierTenderRow, timeZone: string): SupplierTender {
  const tender: SupplierTender = Object.assign(toSummary(row, timeZone), {
    interestStatus: (row.interestStatus as InterestStatus | null) ?? null,
    interestId: row.interestId ?? null,
    interestedDate: row.interestedAt ? row.interestedAt.toISOString() : null,
  });
  // Only on a rejection that gave one, so every other row keeps the spec's shape.
  if (row.interestStatus === 'Rejected' && row.rejectReason) tender.rejectReason = row.rejectReason;
  return tender;
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** An interest as expressing and deciding answer it. */
export function toInterest(row: typeof interests.$inferSelect, supplierName: string): Interest {
  return {
    _id: row.id,
    tenderId: row.tenderId,
    supplierId: row.supplierId,
    supplierName,
    status: row.status as InterestStatus,
    interestedDate: iso(row.interestedAt),
    decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
  };
}
