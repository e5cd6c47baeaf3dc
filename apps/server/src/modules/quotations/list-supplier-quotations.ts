import type { MyQuotationRow } from '@tenderdesk/domain/quotations';
import { closedFields } from '@tenderdesk/domain/tenders';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import {
  addendumOf,
  hasAwardedLines,
  isAwarded,
  latestAddendum,
  MAX_QUOTATION_ROWS,
  type QuotationOptions,
  viewsOf,
} from './quotation-view';

/** GET /api/tenders/supplier/{supplierId}/quotations: the caller's, newest first (capped). */
export async function listSupplierQuotations(
  db: DbOrTx,
  supplierId: string,
  options: QuotationOptions,
): Promise<MyQuotationRow[]> {
  const rows = await db
    .select({
      quotation: quotations,
      projectCode: tenders.projectCode,
      projectTitle: tenders.projectTitle,
      publishingDate: tenders.publishingDate,
      closingDate: tenders.closingDate,
      closedEarlyAt: tenders.closedEarlyAt,
      closedEarlyReason: tenders.closedEarlyReason,
      selected: isAwarded,
      awardedLines: hasAwardedLines,
      status: interests.status,
      latestAddendum,
    })
    .from(quotations)
    .innerJoin(tenders, eq(tenders.id, quotations.tenderId))
    .innerJoin(interests, eq(interests.id, quotations.interestId))
    .leftJoin(tenderAwards, eq(tenderAwards.quotationId, quotations.id))
    .where(eq(quotations.supplierId, supplierId.toLowerCase()))
    .orderBy(desc(quotations.submittedAt), desc(quotations.id))
    .limit(MAX_QUOTATION_ROWS);
  const views = await viewsOf(
    db,
    rows.map((row) => row.quotation),
  );
  return rows.map((row) => ({
    _id: row.quotation.id,
    tenderId: row.quotation.tenderId,
    projectCode: row.projectCode,
    projectTitle: row.projectTitle,
    publishingDate: row.publishingDate,
    closingDate: row.closingDate,
    ...closedFields(row, options.timeZone),
    selected: row.selected,
    awardedLines: row.awardedLines,
    status: row.status,
    ...addendumOf(row.quotation.addendumSeen, row.latestAddendum),
    quotation: views.get(row.quotation.id) ?? '',
  }));
}
