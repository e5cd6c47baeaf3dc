import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import type { SupplyKind } from './gst';
import type { ItemLine } from './item-line';
import { messages } from './messages';
import type { LineTaxView, TaxTotalsView } from './order-tax';
import { listQuerySchema } from './paging';
import { purchaseOrderMessages as text } from './purchase-order-messages';
import { PO_STATUSES, PURCHASE_ORDER_SORTS, type PurchaseOrderStatus } from './purchase-order-status';
import { isStorableText } from './text';

/*
 * Purchase orders (issue 12 items 3 and 4, decision 033). One order per awarded supplier of a
 * tender, generated as Drafts from the award; a number (PO/2026-27/0001, gapless per financial
 * year) is given at issue; the supplier acknowledges an issued order; any order but a cancelled
 * one may be cancelled with a reason, and a cancelled one reissued as a new Draft.
 */

// The statuses, transitions and sorts live in purchase-order-status.ts (no zod: the screens import
// them without the schemas below).
export * from './purchase-order-status';

/**
 * The financial year of a calendar date (YYYY-MM-DD). India's starts on 1 April (the default), so
 * 2027-03-31 is in 2026-27 and 2027-04-01 in 2027-28; an organisation may set another first month
 * (decision 046): a year that starts in January is named by its one calendar year ("2027").
 */
export function financialYearOf(date: string, firstMonth = 4): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  if (!Number.isInteger(firstMonth) || firstMonth < 1 || firstMonth > 12) throw new RangeError('Not a month');
  const year = Number(match[1]);
  if (firstMonth === 1) return String(year);
  const start = Number(match[2]) >= firstMonth ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * PO/2026-27/0001 (four digits at least; the 10,000th order of a year reads PO/2026-27/10000), with
 * the organisation's prefix in place of PO when it set one.
 */
export function formatPoNumber(financialYear: string, serial: number, prefix = 'PO'): string {
  return `${prefix}/${financialYear}/${String(serial).padStart(4, '0')}`;
}

// Amounts in words live in amount-in-words.ts (no zod: the screens read them too).
export { amountInWords, numberInIndianWords } from './amount-in-words';

// ---------------------------------------------------------------------------------------------
// Rows the API answers (amounts are exact 2-decimal numbers, as the award views)

/**
 * An order's line: the item row (item-line.ts), numbered, with the quoted line it was made from,
 * its HSN/SAC code when the tender item has one, and its GST split (issue 20: `gstAmount` is the
 * line's tax, cgst + sgst or igst).
 */
export type PurchaseOrderLine = ItemLine &
  Omit<LineTaxView, 'tax'> & {
    _id: string;
    position: number;
    quotationLineId: string | null;
    /** The tender item's HSN/SAC code, copied when the order was made (null: none, or an added line). */
    hsnSac: string | null;
  };

/** A row of the order lists (admin and supplier). `number` is null for a Draft. */
export type PurchaseOrderRow = {
  _id: string;
  number: string | null;
  status: PurchaseOrderStatus;
  tenderId: string;
  projectCode: string;
  projectTitle: string;
  supplierId: string;
  supplierName: string;
  total: number;
  gstTotal: number;
  totalWithGst: number;
  createdAt: string;
  issuedAt: string | null;
  acknowledgedAt: string | null;
  cancelledAt: string | null;
};

export type PurchaseOrderParty = {
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  telephone: string;
  email: string;
  contactName: string;
  /** The supplier's GST state code (from its GSTIN or its state) and GSTIN, when known (issue 20). */
  stateCode: string | null;
  gstin: string | null;
};

/**
 * Who buys, as the organisation settings name it (decision 046): copied onto the order when it is
 * issued, so later changes to the settings do not change an issued order.
 */
export type PurchaseOrderBuyerIdentity = {
  legalName: string;
  pan: string;
  /** The organisation's standing terms and conditions (settings' PO terms); absent on older copies. */
  terms?: string;
  unit: {
    name: string;
    address: string;
    city: string;
    pincode: string;
    stateCode: string;
    stateName: string;
    gstin: string;
  } | null;
};

/** The award an order comes from: by whole quotation or by line, the quotation, and its dates. */
export type PurchaseOrderAward = {
  mode: 'quotation' | 'lines' | null;
  quotationReference: string | null;
  quotationSubmittedAt: string | null;
  awardedAt: string | null;
};

/** GET /api/purchase-orders/{orderId} and the supplier's own detail. */
export type PurchaseOrderDetail = PurchaseOrderRow & {
  financialYear: string | null;
  quotationId: string;
  /**
   * The buyer: the tender's organisation (decision 033) and, once the organisation settings exist,
   * its legal identity and buying unit (decision 046; null before they are set).
   */
  buyer: { organisation: string; projectName: string; identity: PurchaseOrderBuyerIdentity | null };
  supplier: PurchaseOrderParty;
  lines: PurchaseOrderLine[];
  /**
   * The place of supply's decision (issue 20): CGST + SGST within the buyer unit's state, IGST
   * between states, none from a supplier that is not a regular registrant. Kept at issue; a draft's
   * follows the settings and the supplier as they are now.
   */
  supplyKind: SupplyKind;
  /** The taxable value, each tax and the total (= total, gstTotal, totalWithGst). */
  taxTotals: TaxTotalsView;
  /** totalWithGst in Indian words. */
  amountInWords: string;
  /** What the order comes from: the tender, the quotation and when it was awarded. */
  award: PurchaseOrderAward;
  deliveryTerms: string;
  paymentTerms: string;
  deliveryAddress: string;
  deliveryDate: string | null;
  notes: string;
  cancelReason: string | null;
  /** Closed (issue 24): when, and the buyer's reason when it was closed short (null: fully received). */
  closedAt: string | null;
  shortCloseReason: string | null;
  /** The cancelled order this one replaces, and the order that replaced this one. */
  replacesId: string | null;
  replacedById: string | null;
  /** Cancelled after it was issued (the supplier saw it). */
  wasIssued: boolean;
};

export const PO_TEXT_MAX = { terms: 2000, address: 1000, notes: 4000, reason: 1000 } as const;

function optionalText(label: string, max: number) {
  return z
    .string({ error: text.tooLong(label, max) })
    .trim()
    .max(max, text.tooLong(label, max))
    .refine(isStorableText, messages.text.invalidCharacters(label))
    .optional();
}

/** Body of PUT /api/purchase-orders/{orderId}: a Draft's terms (each optional; absent keeps it). */
export const purchaseOrderEditSchema = z.object(
  {
    deliveryTerms: optionalText(FIELD_LABELS.deliveryTerms, PO_TEXT_MAX.terms),
    paymentTerms: optionalText(FIELD_LABELS.paymentTerms, PO_TEXT_MAX.terms),
    deliveryAddress: optionalText(FIELD_LABELS.deliveryAddress, PO_TEXT_MAX.address),
    deliveryDate: z
      .union([z.literal(''), z.iso.date({ error: text.dateInvalid })], { error: text.dateInvalid })
      .nullable()
      .optional(),
    notes: optionalText(FIELD_LABELS.notes, PO_TEXT_MAX.notes),
  },
  { error: text.required(FIELD_LABELS.theOrder) },
);
export type PurchaseOrderEdit = z.infer<typeof purchaseOrderEditSchema>;

/** Body of POST /api/purchase-orders/{orderId}/cancel. */
export const purchaseOrderCancelSchema = z.object(
  {
    reason: z
      .string({ error: text.reasonRequired })
      .trim()
      .min(1, text.reasonRequired)
      .max(PO_TEXT_MAX.reason, text.tooLong(FIELD_LABELS.reason, PO_TEXT_MAX.reason))
      .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.reason)),
  },
  { error: text.reasonRequired },
);

const listQuery = listQuerySchema(PURCHASE_ORDER_SORTS, '-createdAt');
export const purchaseOrdersQuerySchema = listQuery.extend({
  status: z.enum(PO_STATUSES, { error: `Status must be one of ${PO_STATUSES.join(', ')}.` }).optional(),
});
export type PurchaseOrdersQuery = z.infer<typeof purchaseOrdersQuerySchema>;
