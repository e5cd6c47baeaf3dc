import type { QuotedTender, QuotedTendersQuery } from '@tenderdesk/domain/awards';
import type { AwardMode } from '@tenderdesk/domain/line-awards';
import type { Page } from '@tenderdesk/domain/paging';
import { closedFields } from '@tenderdesk/domain/tenders';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definePagedList } from '../../db/paging';
import { tenderLineAwards } from '../../db/schema/purchase-orders';
import { quotations, tenderAwards } from '../../db/schema/quotations';
import { suppliers } from '../../db/schema/suppliers';
import { interests, tenders } from '../../db/schema/tenders';
import type { AwardOptions } from './award-rows';

/*
 * GET /api/tenders/quoted (decisions 015, 026): the published tenders with a quotation from an
 * approved supplier, with their award, paged (the tender dropdowns of the award screens).
 */

/** Quotations from approved suppliers of the tender row in the query. */
const approvedQuotations = sql`from ${quotations} inner join ${interests} on ${interests.id} = ${quotations.interestId} where ${quotations.tenderId} = ${tenders.id} and ${interests.status} = 'Approved'`;

const quotedTenderList = definePagedList({
  name: 'quoted_tenders',
  table: tenders,
  id: tenders.id,
  filters: { status: tenders.status },
  where: sql`exists (select 1 ${approvedQuotations})`,
  search: [tenders.projectCode, tenders.projectTitle, tenders.projectName],
  sorts: {
    publishingDate: tenders.publishingDate,
    closingDate: tenders.closingDate,
    projectName: tenders.projectNameSort,
  },
  select: (db) =>
    db
      .select({
        id: tenders.id,
        projectCode: tenders.projectCode,
        projectTitle: tenders.projectTitle,
        projectName: tenders.projectName,
        organisation: tenders.organisation,
        publishingDate: tenders.publishingDate,
        closingDate: tenders.closingDate,
        closedEarlyAt: tenders.closedEarlyAt,
        closedEarlyReason: tenders.closedEarlyReason,
        sealed: tenders.sealed,
        quotations: sql<number>`(select count(*) ${approvedQuotations})`.mapWith(Number),
        selectedQuotationId: tenderAwards.quotationId,
        selectedSupplierName: suppliers.companyName,
        awardMode: sql<AwardMode | null>`case when ${tenderAwards.tenderId} is not null then 'quotation'
          when exists (select 1 from ${tenderLineAwards} where ${tenderLineAwards.tenderId} = ${tenders.id}) then 'lines' end`,
      })
      .from(tenders)
      .leftJoin(tenderAwards, eq(tenderAwards.tenderId, tenders.id))
      .leftJoin(quotations, eq(quotations.id, tenderAwards.quotationId))
      .leftJoin(suppliers, eq(suppliers.id, quotations.supplierId))
      .$dynamic(),
  toItem: (
    row: Omit<QuotedTender, '_id' | 'isClosed' | 'closedEarlyAt' | 'closedEarlyReason'> & {
      id: string;
      closedEarlyAt: Date | null;
      closedEarlyReason: string | null;
    },
  ) => row,
});

/** GET /api/tenders/quoted: the published tenders with quotations, newest publishing date first. */
export async function listQuotedTenders(
  db: Db,
  query: QuotedTendersQuery,
  options: AwardOptions,
): Promise<Page<QuotedTender>> {
  const page = await quotedTenderList.page(db, { status: 'Published' }, query);
  return {
    ...page,
    data: page.data.map(({ id, closedEarlyAt, closedEarlyReason, ...row }) => ({
      _id: id,
      ...row,
      ...closedFields({ closingDate: row.closingDate, closedEarlyAt, closedEarlyReason }, options.timeZone),
    })),
  };
}
