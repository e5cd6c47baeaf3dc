import type { Interest, InterestedRow, InterestedTender } from '@tenderdesk/domain/interests';
import {
  INTEREST_STATUSES,
  type InterestedSupplier,
  type SupplierTender,
  type TenderSummary,
} from '@tenderdesk/domain/tenders';
import { z } from 'zod';
import { tenderSummaryFields } from '../../shared/tender-summary';

/** The response schemas of the interest module, each typed against the domain's type. */

export const tenderSummarySchema = z.object(tenderSummaryFields) satisfies z.ZodType<TenderSummary>;

export const supplierTenderSchema = z.object({
  ...tenderSummaryFields,
  interestStatus: z.enum(INTEREST_STATUSES).nullable().describe("The caller's own interest, null when none"),
  interestId: z.string().nullable(),
  interestedDate: z.string().nullable(),
  rejectReason: z.string().optional().describe('Why the interest was rejected, when a reason was given'),
}) satisfies z.ZodType<SupplierTender>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const supplierTenderPageSchema = pageOf(supplierTenderSchema);

export const interestedSupplierSchema = z.object({
  _id: z.string().describe('Interest id'),
  supplierId: z.string(),
  supplierName: z.string(),
  status: z.enum(INTEREST_STATUSES),
  interestedDate: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<InterestedSupplier>;

export const interestedTendersSchema = z.object({
  data: z.object({
    data: z.array(
      z.object({
        ...tenderSummaryFields,
        interestedSuppliers: z.array(interestedSupplierSchema),
      }) satisfies z.ZodType<InterestedTender>,
    ),
    total: z.number().int().describe('Published tenders that have interest'),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const interestedRowSchema = z.object({
  _id: z.string().describe('Interest id'),
  tenderId: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  publishingDate: z.string(),
  closingDate: z.string(),
  isClosed: z.boolean(),
  closedEarlyAt: z.string().optional(),
  closedEarlyReason: z.string().optional(),
  supplierId: z.string(),
  supplierName: z.string(),
  status: z.enum(INTEREST_STATUSES),
  interestedDate: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<InterestedRow>;

export const interestedRowPageSchema = pageOf(interestedRowSchema);

export const interestSchema = z.object({
  _id: z.string(),
  tenderId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  status: z.enum(INTEREST_STATUSES),
  interestedDate: z.string(),
  decidedAt: z.string().nullable(),
}) satisfies z.ZodType<Interest>;

export const interestSavedSchema = z.object({ message: z.string(), data: interestSchema });
