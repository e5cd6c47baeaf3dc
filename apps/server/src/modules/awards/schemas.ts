import { MARGIN_TYPES, type QuotedTender, type SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import { roundFiguresSchema, roundSchema } from '@tenderdesk/domain/negotiation-schemas';
import { headlineMeasuresSchema } from '@tenderdesk/domain/scorecard-schemas';
import { z } from 'zod';
import { supplyKindSchema, taxTotalsSchema } from '../../shared/gst-schemas';

/* The zod schemas of the award calls (OpenAPI, decision 013). */

const marginType = z.enum(MARGIN_TYPES);

const gstSplitSchema = taxTotalsSchema
  .extend({ supplyKind: supplyKindSchema })
  .describe('The GST split of the lines by the place of supply');

const awardedSupplierSchema = z.object({
  supplierId: z.string(),
  supplierName: z.string(),
  quotationId: z.string(),
  lines: z.number(),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
});

export const selectedSchema = z.object({
  mode: z.enum(['quotation', 'lines']),
  _id: z.string(),
  tenderId: z.string(),
  quotationId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  submittedAt: z.string(),
  selectedAt: z.string(),
  selectedBy: z.string().nullable(),
  items: z.array(
    z.object({
      lineId: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      partNo: z.string(),
      manufacturer: z.string(),
      uom: z.string(),
      qty: z.number(),
      unitPrice: z.number(),
      gstRate: z.number(),
      total: z.number(),
      totalPrice: z.number(),
      marginType,
      marginValue: z.number(),
      marginAmount: z.number(),
      priceWithMargin: z.number(),
      tenderItemId: z.string().nullable(),
      quotationId: z.string(),
      supplierId: z.string(),
      supplierName: z.string(),
    }),
  ),
  suppliers: z.array(awardedSupplierSchema),
  notes: z.string(),
  reference: z.string().nullable(),
  deliveryDays: z.number().nullable(),
  validUntil: z.string().nullable(),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
  marginTotal: z.number(),
  grandTotal: z.number(),
  gstSplit: z
    .object({
      ...taxTotalsSchema.shape,
      bySupplier: z.array(gstSplitSchema.extend({ supplierId: z.string() })),
    })
    .describe('The awarded lines’ GST split: the sum, and each awarded supplier’s'),
}) satisfies z.ZodType<SelectedQuotationView>;

const figures = {
  lineId: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  gstRate: z.number(),
  lineTotal: z.number(),
  gstAmount: z.number(),
};

const quotedBy = {
  quotationId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  submittedAt: z.string(),
  revised: z.boolean(),
  revisedAt: z.string().nullable(),
};

export const comparisonSchema = z.object({
  tender: z.object({
    _id: z.string(),
    projectCode: z.string(),
    projectTitle: z.string(),
    projectName: z.string(),
    organisation: z.string(),
    publishingDate: z.string(),
    closingDate: z.string(),
    sealed: z.boolean(),
    closed: z.boolean(),
    closedEarlyAt: z.string().optional().describe('When a buyer closed it early (only then; decision 039)'),
    closedEarlyReason: z.string().optional(),
  }),
  sealed: z.boolean(),
  opensOn: z
    .string()
    .nullable()
    .describe(
      'While sealed: the day the prices open; null for a two-envelope tender (its committee opens them)',
    ),
  items: z.array(
    z.object({
      tenderItemId: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      partNo: z.string(),
      manufacturer: z.string(),
      uom: z.string(),
      hsnSac: z.string().nullable().describe("The tender item's HSN/SAC code; null: none"),
      qty: z.number(),
    }),
  ),
  suppliers: z.array(
    z.object({
      ...quotedBy,
      reference: z.string().nullable(),
      deliveryDays: z.number().nullable(),
      validUntil: z.string().nullable(),
      notes: z.string(),
      cells: z.array(
        z.discriminatedUnion('quoted', [
          z.object({ quoted: z.literal(false) }),
          z.object({ quoted: z.literal(true), ...figures, lowest: z.boolean() }),
        ]),
      ),
      extraLines: z.array(
        z.object({
          ...figures,
          itemCode: z.string(),
          itemName: z.string(),
          partNo: z.string(),
          manufacturer: z.string(),
          uom: z.string(),
          hsnSac: z.string().nullable().describe("The tender item's HSN/SAC code; null: none"),
        }),
      ),
      quotedItems: z.number(),
      complete: z.boolean(),
      total: z.number(),
      gstTotal: z.number(),
      totalWithGst: z.number(),
      gstSplit: gstSplitSchema,
      lowestTotal: z.boolean(),
      selected: z.boolean(),
      rounds: z
        .array(roundFiguresSchema)
        .optional()
        .describe('Issue 21: its totals before each settled negotiation round that changed it'),
      scorecard: headlineMeasuresSchema
        .optional()
        .describe(
          "Issue 24: its scorecard's win rate, on-time delivery and acceptance over the last 12 months",
        ),
    }),
  ),
  quotedBy: z.array(
    z.object({
      ...quotedBy,
      disqualified: z
        .boolean()
        .optional()
        .describe('Two envelopes: not qualified, so its prices stay sealed for ever (only then)'),
    }),
  ),
  selectedQuotationId: z.string().nullable(),
  awardMode: z.enum(['quotation', 'lines']).nullable(),
  rounds: z
    .array(roundSchema)
    .optional()
    .describe("Issue 21: the tender's negotiation rounds (offers' totals once each is settled)"),
}) satisfies z.ZodType<ComparisonView>;

export const quotedTenderSchema = z.object({
  _id: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  projectName: z.string(),
  organisation: z.string(),
  publishingDate: z.string(),
  closingDate: z.string(),
  isClosed: z.boolean(),
  closedEarlyAt: z.string().optional().describe('When a buyer closed it early (only then; decision 039)'),
  closedEarlyReason: z.string().optional(),
  sealed: z.boolean(),
  quotations: z.number(),
  selectedQuotationId: z.string().nullable(),
  selectedSupplierName: z.string().nullable(),
  awardMode: z.enum(['quotation', 'lines']).nullable(),
}) satisfies z.ZodType<QuotedTender>;

export const tenderParams = z.object({ tenderId: z.string().describe('Tender id') });

const awardedLineSchema = z.object({
  quotationLineId: z.string(),
  quotationId: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  uom: z.string(),
  qty: z.number(),
  unitPrice: z.number(),
  gstRate: z.number(),
  lineTotal: z.number(),
  gstAmount: z.number(),
});

export const lineAwardsSchema = z.object({
  tenderId: z.string(),
  mode: z.enum(['quotation', 'lines']).nullable(),
  sealed: z.boolean(),
  closingDate: z.string().describe('YYYY-MM-DD'),
  closed: z.boolean().describe('Closed (decision 039): awards wait for it'),
  closedEarlyAt: z.string().optional(),
  closedEarlyReason: z.string().optional(),
  locked: z.boolean(),
  draftOrders: z.number(),
  items: z.array(
    z.object({
      tenderItemId: z.string(),
      itemCode: z.string(),
      itemName: z.string(),
      uom: z.string(),
      hsnSac: z.string().nullable(),
      qty: z.number(),
      lowestLineId: z.string().nullable(),
      awarded: awardedLineSchema.nullable(),
    }),
  ),
  suppliers: z.array(awardedSupplierSchema),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
  selectedAt: z.string().nullable(),
  selectedBy: z.string().nullable(),
}) satisfies z.ZodType<LineAwardsView>;
