import type { OrderReceiving, ReceivingLine } from '@tenderdesk/domain/goods-receipts';
import {
  PO_STATUSES,
  type PurchaseOrderDetail,
  type PurchaseOrderRow,
} from '@tenderdesk/domain/purchase-orders';
import { z } from 'zod';
import { supplyKindSchema, taxTotalsSchema } from '../../shared/gst-schemas';

/* The zod schemas of the purchase order calls (OpenAPI, decision 013). */

const status = z.enum(PO_STATUSES);
const amount = z.number();

export const rowSchema = z.object({
  _id: z.string(),
  number: z.string().nullable(),
  status,
  tenderId: z.string(),
  projectCode: z.string(),
  projectTitle: z.string(),
  supplierId: z.string(),
  supplierName: z.string(),
  total: z.number(),
  gstTotal: z.number(),
  totalWithGst: z.number(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
}) satisfies z.ZodType<PurchaseOrderRow>;

export const detailSchema = rowSchema.extend({
  financialYear: z.string().nullable(),
  quotationId: z.string(),
  buyer: z.object({
    organisation: z.string(),
    projectName: z.string(),
    identity: z
      .object({
        legalName: z.string(),
        pan: z.string(),
        terms: z.string().optional().describe("The organisation's standing order terms (settings)"),
        unit: z
          .object({
            name: z.string(),
            address: z.string(),
            city: z.string(),
            pincode: z.string(),
            stateCode: z.string(),
            stateName: z.string(),
            gstin: z.string(),
          })
          .nullable(),
      })
      .nullable()
      .describe('The organisation settings when issued (a draft: as they are now); null before they are set'),
  }),
  supplier: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    telephone: z.string(),
    email: z.string(),
    contactName: z.string(),
    stateCode: z
      .string()
      .nullable()
      .describe('GST state code (from the GSTIN, else the state); null when unknown'),
    gstin: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      _id: z.string(),
      position: z.number(),
      quotationLineId: z.string().nullable(),
      itemCode: z.string(),
      itemName: z.string(),
      partNo: z.string(),
      manufacturer: z.string(),
      uom: z.string(),
      qty: z.number(),
      unitPrice: z.number(),
      gstRate: z.number(),
      lineTotal: z.number(),
      gstAmount: z.number().describe("The line's GST under the split: cgst + sgst, or igst"),
      cgst: amount,
      sgst: amount,
      igst: amount,
      hsnSac: z
        .string()
        .nullable()
        .describe("The tender item's HSN/SAC code when the order was made; null: none"),
    }),
  ),
  supplyKind: supplyKindSchema,
  taxTotals: taxTotalsSchema,
  amountInWords: z.string(),
  award: z.object({
    mode: z.enum(['quotation', 'lines']).nullable(),
    quotationReference: z.string().nullable(),
    quotationSubmittedAt: z.string().nullable(),
    awardedAt: z.string().nullable(),
  }),
  deliveryTerms: z.string(),
  paymentTerms: z.string(),
  deliveryAddress: z.string(),
  deliveryDate: z.string().nullable(),
  notes: z.string(),
  cancelReason: z.string().nullable(),
  closedAt: z.string().nullable().describe('When it closed (fully received or closed short)'),
  shortCloseReason: z.string().nullable().describe("The buyer's reason when closed short"),
  replacesId: z.string().nullable(),
  replacedById: z.string().nullable(),
  wasIssued: z.boolean(),
}) satisfies z.ZodType<PurchaseOrderDetail>;

const receivingLine = z.object({
  lineId: z.string(),
  position: z.number(),
  itemCode: z.string(),
  itemName: z.string(),
  uom: z.string(),
  ordered: z.number(),
  accepted: z.number(),
  rejected: z.number(),
  outstanding: z.number().describe('Ordered less accepted'),
}) satisfies z.ZodType<ReceivingLine>;

/** GET …/receipts (issue 24): the progress per line and the goods receipt notes, oldest first. */
export const receivingSchema = z.object({
  lines: z.array(receivingLine),
  receipts: z.array(
    z.object({
      _id: z.string(),
      number: z.number().int().describe('1, 2, … per order'),
      receivedOn: z.string().describe('YYYY-MM-DD, portal calendar'),
      notes: z.string(),
      createdAt: z.string(),
      deliveryFile: z
        .object({ name: z.string(), fileName: z.string().describe('/uploads/{fileName}') })
        .nullable(),
      lines: z.array(
        z.object({
          lineId: z.string(),
          position: z.number(),
          itemCode: z.string(),
          itemName: z.string(),
          uom: z.string(),
          received: z.number(),
          accepted: z.number(),
          rejected: z.number(),
          rejectedReason: z.string().nullable(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<OrderReceiving>;
