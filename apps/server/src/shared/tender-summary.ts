import {
  closedFields,
  TENDER_STATUSES,
  type TenderStatus,
  type TenderSummary,
} from '@tenderdesk/domain/tenders';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories } from '../db/schema/catalogue';
import { tenderItems, tenders } from '../db/schema/tenders';

/**
 * A tender as every list shows it (TenderSummary), read the same way by the tender module's lists and
 * the interest module's supplier and admin lists: the columns to select (with `categories` joined on
 * the tender's category, so a renamed category shows at once) and the row's answer.
 */
export const tenderSummaryColumns = {
  id: tenders.id,
  projectCode: tenders.projectCode,
  projectName: tenders.projectName,
  organisation: tenders.organisation,
  projectTitle: tenders.projectTitle,
  categoryId: tenders.categoryId,
  categoryName: categories.name,
  projectScope: tenders.projectScope,
  publishingDate: tenders.publishingDate,
  closingDate: tenders.closingDate,
  status: tenders.status,
  readyToPublish: tenders.readyToPublish,
  sealed: tenders.sealed,
  closedEarlyAt: tenders.closedEarlyAt,
  closedEarlyReason: tenders.closedEarlyReason,
  createdAt: tenders.createdAt,
  updatedAt: tenders.updatedAt,
  publishedAt: tenders.publishedAt,
};

/** How many items the tender has (a list row shows the count, never the items). */
export const tenderItemCount =
  sql<number>`(select count(*) from ${tenderItems} where ${tenderItems.tenderId} = ${tenders.id})`.mapWith(
    Number,
  );

export type TenderSummaryRow = {
  id: string;
  projectCode: string;
  projectName: string;
  organisation: string;
  projectTitle: string;
  categoryId: string;
  categoryName: string;
  projectScope: string;
  publishingDate: string;
  closingDate: string;
  status: string;
  readyToPublish: boolean;
  sealed: boolean;
  closedEarlyAt: Date | null;
  closedEarlyReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
};

/**
 * The answer for a summary row. `timeZone` is the portal's: whether it is closed is the domain's
 * one rule (`closedFields`: past the end of its closing date, or closed early; decision 039).
 */
export function toTenderSummaryFields(
  row: TenderSummaryRow,
  timeZone: string,
  now: Date = new Date(),
): Omit<TenderSummary, 'itemCount'> {
  return {
    _id: row.id,
    projectCode: row.projectCode,
    projectName: row.projectName,
    organisation: row.organisation,
    projectTitle: row.projectTitle,
    supplyCategory: row.categoryName,
    supplyCategoryId: row.categoryId,
    projectScope: row.projectScope,
    publishingDate: row.publishingDate,
    closingDate: row.closingDate,
    status: row.status as TenderStatus,
    readyToPublish: row.readyToPublish,
    sealed: row.sealed,
    ...closedFields(row, timeZone, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** The response schema's fields of a tender summary (OpenAPI), shared by the tender and interest modules. */
export const tenderSummaryFields = {
  _id: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  projectTitle: z.string(),
  supplyCategory: z.string().describe("The category's current name"),
  supplyCategoryId: z.string().describe('Category id'),
  projectScope: z.string(),
  publishingDate: z.string().describe('YYYY-MM-DD'),
  closingDate: z.string().describe('YYYY-MM-DD'),
  status: z.enum(TENDER_STATUSES),
  readyToPublish: z.boolean(),
  sealed: z.boolean(),
  isClosed: z
    .boolean()
    .describe("Past the end of its closing date in the portal's time zone, or closed early"),
  closedEarlyAt: z.string().optional().describe('When a buyer closed it early (only then; decision 039)'),
  closedEarlyReason: z.string().optional().describe('Why it was closed early (only then)'),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  itemCount: z.number().int(),
};
