import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { RECEIPT_LIMITS } from './goods-receipts';
import { messages } from './messages';
import { isPortalDay } from './portal-time';
import { STANDING_LIMITS } from './supplier-standing';
import { isStorableText } from './text';
import { DOCUMENT_LIMITS, DOCUMENT_REVIEW_STATUSES } from './vendor-documents';
import { vendorMessages as text } from './vendor-messages';

/*
 * The bodies and answers of vendor management's calls (issue 24), shared by the server's routes and
 * the web's forms. Days are calendar days (YYYY-MM-DD) in the portal's zone; whether a day is after
 * today is the server's check (its clock).
 */

const reason = z
  .string({ error: text.standingReasonRequired })
  .trim()
  .min(1, text.standingReasonRequired)
  .max(STANDING_LIMITS.reasonMax, text.standingReasonTooLong);

/** POST /api/suppliers/hold/{id}. */
export const holdSupplierBodySchema = z.object(
  {
    until: z.string({ error: text.holdUntilInvalid }).refine(isPortalDay, text.holdUntilInvalid),
    reason,
  },
  { error: text.holdUntilInvalid },
);
export type HoldSupplierBody = z.infer<typeof holdSupplierBodySchema>;

/** POST /api/suppliers/blacklist/{id}. */
export const blacklistSupplierBodySchema = z.object(
  {
    reason,
    orderReference: z
      .string({ error: text.orderRefRequired })
      .trim()
      .min(1, text.orderRefRequired)
      .max(STANDING_LIMITS.orderRefMax, text.orderRefTooLong),
  },
  { error: text.standingReasonRequired },
);
export type BlacklistSupplierBody = z.infer<typeof blacklistSupplierBodySchema>;

/** POST /api/suppliers/lift/{id}: which restriction is lifted. */
export const liftRestrictionBodySchema = z.object(
  { kind: z.enum(['hold', 'blacklist'], { error: text.liftKindInvalid }) },
  { error: text.liftKindInvalid },
);
export type LiftRestrictionBody = z.infer<typeof liftRestrictionBodySchema>;

/** A supplier's standing as the API answers it (null fields when not set). */
export const supplierStandingSchema = z.object({
  kind: z.enum(['none', 'hold', 'blacklisted']),
  holdUntil: z.string().nullable(),
  reason: z.string().nullable(),
  orderReference: z.string().nullable(),
  since: z.string().nullable(),
});
export type SupplierStanding = z.infer<typeof supplierStandingSchema>;

/** POST /api/document-types and PUT /api/document-types/{id}: the name, whether it expires, the categories requiring it. */
export const documentTypeBodySchema = z.object(
  {
    name: z
      .string({ error: text.typeNameRequired })
      .trim()
      .min(1, text.typeNameRequired)
      .max(DOCUMENT_LIMITS.typeNameMax, text.typeNameTooLong),
    expires: z.boolean({ error: text.typeNameRequired }).default(false),
    requiredFor: z
      .array(z.uuid({ error: text.typeCategoryNotFound }), { error: text.typeCategoryNotFound })
      .max(500, text.typeCategoryNotFound)
      .default([]),
  },
  { error: text.typeNameRequired },
);
export type DocumentTypeBody = z.infer<typeof documentTypeBodySchema>;

/** POST /api/supplier-documents/reject/{id}: the reason the supplier is told. */
export const rejectDocumentBodySchema = z.object(
  {
    reason: z
      .string({ error: text.rejectReasonRequired })
      .trim()
      .min(1, text.rejectReasonRequired)
      .max(DOCUMENT_LIMITS.reasonMax, text.reasonTooLong),
  },
  { error: text.rejectReasonRequired },
);
export type RejectDocumentBody = z.infer<typeof rejectDocumentBodySchema>;

/** A document type as the API answers it. */
export const documentTypeViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  expires: z.boolean(),
  builtIn: z.boolean().describe('One of the registration’s two documents: cannot be deleted'),
  requiredFor: z.array(z.object({ _id: z.string(), name: z.string() })),
  documentCount: z.number().int(),
});
export type DocumentTypeView = z.infer<typeof documentTypeViewSchema>;

/** A supplier's document as the API answers it, with its state on the server's today. */
export const supplierDocumentViewSchema = z.object({
  _id: z.string(),
  documentTypeId: z.string(),
  typeName: z.string(),
  fileName: z.string(),
  /** `/uploads/<fileId>.<ext>`: the shared files layer serves it to the supplier and the managers. */
  fileUrl: z.string(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  status: z.enum(DOCUMENT_REVIEW_STATUSES),
  state: z.enum(['valid', 'expiring', 'expired', 'pending', 'rejected']),
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  uploadedAt: z.string(),
  current: z.boolean().describe('The one that counts for its type (else history)'),
});
export type SupplierDocumentView = z.infer<typeof supplierDocumentViewSchema>;

/** A supplier's documents: all of them (newest first), the types it may upload, the required ones it lacks. */
export const supplierDocumentsSchema = z.object({
  documents: z.array(supplierDocumentViewSchema),
  types: z.array(
    z.object({ _id: z.string(), name: z.string(), expires: z.boolean(), required: z.boolean() }),
  ),
  missing: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type SupplierDocuments = z.infer<typeof supplierDocumentsSchema>;
// ---------------------------------------------------------------------------------------------
// Goods receipts (issue 24 item 2)

/** POST /api/purchase-orders/{orderId}/short-close. */
export const shortCloseBodySchema = z.object(
  {
    reason: z
      .string({ error: text.shortCloseReasonRequired })
      .trim()
      .min(1, text.shortCloseReasonRequired)
      .max(RECEIPT_LIMITS.reasonMax, text.shortCloseReasonTooLong)
      .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.reason)),
  },
  { error: text.shortCloseReasonRequired },
);
export type ShortCloseBody = z.infer<typeof shortCloseBodySchema>;

const quantityText = z.union([z.string(), z.number()]);

/** One line of the receipt form's `lines` (JSON text). */
export const receiptLineSchema = z.object({
  lineId: z.string(),
  received: quantityText,
  accepted: quantityText,
  rejectedReason: z
    .string()
    .max(RECEIPT_LIMITS.reasonMax, text.rejectedReasonTooLong)
    .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.rejectionReason))
    .nullish(),
});

/** The text fields of the receipt form (multipart: with the optional file `delivery`). */
export const RECEIPT_FORM_FIELDS = ['receivedOn', 'notes', 'lines'] as const;
export type ReceiptFormField = (typeof RECEIPT_FORM_FIELDS)[number];

/** The receipt form as documented (OpenAPI); the route reads it itself. */
export const receiptFormSchema = z.object({
  receivedOn: z.string().describe('The day the goods arrived, YYYY-MM-DD (portal calendar)'),
  notes: z.string().optional(),
  lines: z
    .string()
    .describe('JSON: [{ lineId, received, accepted, rejectedReason? }], quantities with at most 2 decimals'),
  delivery: z
    .string()
    .meta({ format: 'binary' })
    .optional()
    .describe('The delivery document (PDF, JPG, PNG)'),
});

export type ReceiptForm = {
  receivedOn: string;
  notes: string;
  lines: z.infer<typeof receiptLineSchema>[];
};

/** Reads the receipt form's text fields; a problem names the field and the catalogue's message. */
export function readReceiptForm(
  fields: Partial<Record<ReceiptFormField, string>>,
): { ok: true; value: ReceiptForm } | { ok: false; field: ReceiptFormField; message: string } {
  const receivedOn = (fields.receivedOn ?? '').trim();
  if (!receivedOn) return { ok: false, field: 'receivedOn', message: text.receiptDateInvalid };
  const notes = (fields.notes ?? '').trim();
  if (notes.length > RECEIPT_LIMITS.notesMax)
    return { ok: false, field: 'notes', message: text.receiptNotesTooLong };
  if (!isStorableText(notes))
    return { ok: false, field: 'notes', message: messages.text.invalidCharacters(FIELD_LABELS.notes) };
  let raw: unknown;
  try {
    raw = JSON.parse(fields.lines ?? '');
  } catch {
    return { ok: false, field: 'lines', message: text.receiptLinesInvalid };
  }
  const parsed = z.array(receiptLineSchema).max(500).safeParse(raw);
  if (!parsed.success) {
    const known = parsed.error.issues.find(
      (issue) => issue.path.at(-1) === 'rejectedReason' && issue.code !== 'invalid_type',
    );
    return { ok: false, field: 'lines', message: known?.message ?? text.receiptLinesInvalid };
  }
  const ids = parsed.data.map((line) => line.lineId);
  if (new Set(ids).size !== ids.length)
    return { ok: false, field: 'lines', message: text.receiptLinesInvalid };
  return { ok: true, value: { receivedOn, notes, lines: parsed.data } };
}
