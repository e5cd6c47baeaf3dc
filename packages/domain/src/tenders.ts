import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { HSN_SAC_MESSAGE, hsnSacProblem } from './hsn-sac';
import { messages } from './messages';
import {
  CLOSE_EARLY_REASON_MAX,
  INTEREST_DECISIONS,
  INTEREST_REJECT_REASON_MAX,
  isIsoDate,
  MAX_TENDER_ITEMS,
  QTY_MAX,
  QTY_MIN,
  TENDER_FIELD_LABELS,
  TENDER_ITEM_LABELS,
  TENDER_SCOPE_MAX,
  TENDER_TEXT_MAX,
  type TenderItemField,
} from './tender-rules';
import { isCleanLine, isStorableText } from './text';

export * from './tender-rules';

/**
 * Tenders, their items and files, and supplier interest (spec sections 2-5 and 7). One contract for
 * the server's checks and the web app's forms and screens.
 */

function requiredText(label: string, max = TENDER_TEXT_MAX) {
  const required = messages.tender.required(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, messages.tender.tooLong(label, max))
    .refine(max === TENDER_SCOPE_MAX ? isStorableText : isCleanLine, messages.text.invalidCharacters(label));
}

function requiredDate(label: string) {
  const required = messages.tender.required(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value) => value.slice(0, 10))
    .refine(isIsoDate, messages.tender.dateInvalid(label));
}

/**
 * A quantity as typed or sent: a number or a numeric string, at least 1, at most 2 decimals.
 * Kept as a string with 2 decimals ("12.50"), so it is stored exactly (numeric(14,2)).
 */
export const qtySchema = z
  .union([z.number(), z.string().trim()], { error: messages.tender.itemRequired(TENDER_ITEM_LABELS.qty) })
  .transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (text === '') {
      context.addIssue({ code: 'custom', message: messages.tender.itemRequired(TENDER_ITEM_LABELS.qty) });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) < QTY_MIN || Number(text) > QTY_MAX) {
      context.addIssue({ code: 'custom', message: messages.tender.qtyInvalid });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

function itemText(field: Exclude<TenderItemField, 'qty'>) {
  const label = TENDER_ITEM_LABELS[field];
  const required = messages.tender.itemRequired(label);
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TENDER_TEXT_MAX, messages.tender.tooLong(label, TENDER_TEXT_MAX))
    .refine(isCleanLine, messages.text.invalidCharacters(label));
}

/**
 * An item's HSN (goods) or SAC (services) code (issue 20): optional (absent, null or blank: none),
 * spaces dropped, checked by hsnSacProblem and kept as digits.
 */
export const hsnSacSchema = z
  .union([z.string(), z.null()], { error: HSN_SAC_MESSAGE })
  .optional()
  .transform((value) => {
    const code = (value ?? '').replace(/\s+/g, '');
    return code === '' ? null : code;
  })
  .superRefine((code, context) => {
    const problem = code === null ? null : hsnSacProblem(code);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** One item row as the form sends it (`_id` or `id` of an existing row is ignored: rows are replaced). */
export const tenderItemSchema = z.object(
  {
    itemCode: itemText('itemCode'),
    itemName: itemText('itemName'),
    partNo: itemText('partNo'),
    manufacturer: itemText('manufacturer'),
    uom: itemText('uom'),
    qty: qtySchema,
    hsnSac: hsnSacSchema,
  },
  { error: messages.tender.itemsRequired },
);
export type TenderItemInput = z.input<typeof tenderItemSchema>;
export type TenderItemValues = z.output<typeof tenderItemSchema>;

export const tenderItemsSchema = z
  .array(tenderItemSchema, { error: messages.tender.itemsRequired })
  .min(1, messages.tender.itemsRequired)
  .max(MAX_TENDER_ITEMS, messages.tender.tooManyItems(MAX_TENDER_ITEMS));

const sealedField = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0'])], {
    error: messages.tender.sealedInvalid,
  })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1');

/**
 * The tender form's text fields (multipart fields of POST /api/tenders/add and the two edits; `items`
 * arrives as a JSON string and is checked with tenderItemsSchema). `supplyCategory` is a category's
 * id or its exact name (decision 021).
 */
export const tenderFieldsSchema = z
  .object({
    projectCode: requiredText(TENDER_FIELD_LABELS.projectCode),
    projectName: requiredText(TENDER_FIELD_LABELS.projectName),
    organisation: requiredText(TENDER_FIELD_LABELS.organisation),
    projectTitle: requiredText(TENDER_FIELD_LABELS.projectTitle),
    supplyCategory: requiredText(TENDER_FIELD_LABELS.supplyCategory),
    projectScope: requiredText(TENDER_FIELD_LABELS.projectScope, TENDER_SCOPE_MAX),
    publishingDate: requiredDate(TENDER_FIELD_LABELS.publishingDate),
    closingDate: requiredDate(TENDER_FIELD_LABELS.closingDate),
    /**
     * Sealed bidding (issue 10, decision 026): until the tender closes, buyers see who has quoted
     * and when, never the prices. Multipart sends 'true' / 'false' ('on' from a bare checkbox);
     * absent means not sealed on create and unchanged on an edit.
     */
    sealed: sealedField.optional(),
  })
  .refine((value) => value.closingDate >= value.publishingDate, {
    message: messages.tender.closingBeforePublishing,
    path: ['closingDate'],
  });
export type TenderFieldsInput = z.input<typeof tenderFieldsSchema>;
export type TenderFields = z.output<typeof tenderFieldsSchema>;

/** Body of PUT /api/tenders/{tenderId}/supplier/{supplierId}/status. */
export const interestDecisionSchema = z.object(
  {
    status: z.enum(INTEREST_DECISIONS, { error: messages.interest.statusInvalid }),
    /** Why a rejection (issue 18): optional, shown to the supplier and in its email; ignored on approval. */
    reason: z
      .string({ error: messages.interest.reasonInvalid })
      .trim()
      .max(INTEREST_REJECT_REASON_MAX, messages.interest.reasonTooLong(INTEREST_REJECT_REASON_MAX))
      .refine(isStorableText, messages.text.invalidCharacters(messages.interest.reasonLabel))
      .optional(),
  },
  { error: messages.interest.statusInvalid },
);

/** Body of POST /api/suppliers/{tenderId}/interest (the supplier is the caller; the name is ours to fill). */
export const expressInterestSchema = z.object(
  {
    supplierId: z
      .string({ error: messages.interest.supplierIdMissing })
      .trim()
      .min(1, messages.interest.supplierIdMissing),
    supplierName: z.string().optional(),
  },
  { error: messages.interest.supplierIdMissing },
);

/** Body of POST /api/tenders/{tenderId}/close-early (decision 039): a reason, required. */
export const closeEarlySchema = z.object(
  {
    reason: z
      .string({ error: messages.tender.closeEarlyReasonRequired })
      .trim()
      .min(1, messages.tender.closeEarlyReasonRequired)
      .max(CLOSE_EARLY_REASON_MAX, messages.tender.closeEarlyReasonTooLong(CLOSE_EARLY_REASON_MAX))
      .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.reason)),
  },
  { error: messages.tender.closeEarlyReasonRequired },
);
export type CloseEarly = z.infer<typeof closeEarlySchema>;
