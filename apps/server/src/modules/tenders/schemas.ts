import { MAX_DOCUMENT_BYTES } from '@tenderdesk/domain/documents';
import { ENVELOPE_MODES } from '@tenderdesk/domain/evaluation';
import { TENDER_REMOVE_FIELDS, type TenderListResponse } from '@tenderdesk/domain/tender-list';
import {
  TENDER_FIELD_LABELS,
  TENDER_FILE_LABELS,
  type Tender,
  type TenderField,
  type TenderSummary,
} from '@tenderdesk/domain/tenders';
import { z } from 'zod';
import { tenderSummaryFields } from '../../shared/tender-summary';

/** Response schemas of the tender calls, typed against the domain's Tender and TenderSummary. */

const tenderFileSchema = z.object({
  fileName: z.string().describe('Stored name `<fileId>.<ext>`, fetched from /uploads/{filename}'),
  originalName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});

const tenderItemSchema = z.object({
  _id: z.string(),
  itemCode: z.string(),
  itemName: z.string(),
  partNo: z.string(),
  manufacturer: z.string(),
  uom: z.string(),
  qty: z.number().describe('At least 1, exact to 2 decimals'),
  hsnSac: z.string().nullable().describe('HSN (goods) or SAC (services) code, digits only; null: none given'),
});

const buyingUnitSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  gstin: z.string(),
  isDefault: z.boolean(),
});

/** A tender summary's fields without the item count (the tender answers carry the items). */
const { itemCount: _itemCount, ...summaryFields } = tenderSummaryFields;

export const tenderSchema = z.object({
  ...summaryFields,
  questionsCloseAt: z
    .string()
    .nullable()
    .describe("When questions close (ISO); null: the start of the closing date in the portal's time zone"),
  latestAddendum: z.number().int().describe("The latest addendum's number (0: none)"),
  items: z.array(tenderItemSchema),
  buyingUnitId: z
    .string()
    .nullable()
    .describe("The buying unit it names; null: the organisation's default unit"),
  buyingUnit: buyingUnitSchema
    .nullable()
    .describe('The unit it buys for (its own or the default unit; null while the organisation has none)'),
  scopeOfWork: z.array(z.string()).describe('Stored names, in order (download index 0, 1, ...)'),
  rfq: z.array(z.string()).describe('Stored names, in order (download index 0, 1, ...)'),
  scopeOfWorkFiles: z.array(tenderFileSchema),
  rfqFiles: z.array(tenderFileSchema),
  envelopes: z
    .enum(ENVELOPE_MODES)
    .optional()
    .describe('Issue 21: single envelope (the default) or two (technical, then financial)'),
  emdAmount: z
    .string()
    .nullable()
    .optional()
    .describe('Issue 21: the bid security asked (rupees); null: none'),
  tenderFee: z.string().nullable().optional().describe('Issue 21: the tender fee asked (rupees); null: none'),
}) satisfies z.ZodType<Tender>;

export const tenderSummarySchema = z.object({
  ...summaryFields,
  itemCount: z.number().int(),
}) satisfies z.ZodType<TenderSummary>;

export const tenderListResponseSchema = z.object({
  data: z.array(tenderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
}) satisfies z.ZodType<TenderListResponse>;

export const tenderData = z.object({ data: tenderSchema });
export const tenderChanged = z.object({ message: z.string(), data: tenderSchema });
export const tenderDeleted = z.object({ message: z.string() });

/** GET /api/tenders/{tenderId}/addenda: what each addendum changed (decision 028). */
export const addendaResponseSchema = z.object({
  data: z.array(
    z.object({
      _id: z.string(),
      tenderId: z.string(),
      number: z.number().int(),
      note: z.string(),
      changes: z.object({
        fields: z.array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() })),
        items: z.object({
          added: z.array(z.string()),
          removed: z.array(z.string()),
          changed: z.array(z.string()),
        }),
        files: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }),
      }),
      issuedAt: z.string(),
    }),
  ),
});

const fileList = (label: string) =>
  z
    .array(z.file().max(MAX_DOCUMENT_BYTES))
    .describe(`${label}: PDF, JPG or PNG, at most 10 MB each, up to 10 (repeat the field)`);

/** The tender form as the documentation shows it (the routes read the multipart themselves). */
export function tenderFormSchema(editing: boolean) {
  const text = Object.fromEntries(
    (Object.keys(TENDER_FIELD_LABELS) as TenderField[]).map((field) => [
      field,
      z.string().describe(TENDER_FIELD_LABELS[field]),
    ]),
  );
  const sealed = z
    .string()
    .optional()
    .describe(
      "Sealed bidding: 'true' or 'false' (a draft's may change; a published tender's is fixed; absent on an edit: unchanged)",
    );
  const removals = editing
    ? {
        [TENDER_REMOVE_FIELDS.scopeOfWork]: z
          .string()
          .optional()
          .describe('JSON array of stored scope-of-work names to remove'),
        [TENDER_REMOVE_FIELDS.rfq]: z
          .string()
          .optional()
          .describe('JSON array of stored RFQ names to remove'),
      }
    : {};
  const files = {
    scopeOfWork: editing
      ? fileList(TENDER_FILE_LABELS.scopeOfWork).optional()
      : fileList(TENDER_FILE_LABELS.scopeOfWork),
    rfq: editing ? fileList(TENDER_FILE_LABELS.rfq).optional() : fileList(TENDER_FILE_LABELS.rfq),
  };
  return z.object({
    ...text,
    questionsCloseAt: z
      .string()
      .optional()
      .describe(
        "When questions close: YYYY-MM-DDTHH:mm in the portal's time zone (or ISO with a zone), before the closing date ends; empty: the start of the closing date; absent on an edit: unchanged",
      ),
    ...(editing
      ? {}
      : {
          purchaseRequestId: z
            .string()
            .optional()
            .describe(
              'The Approved purchase request this tender comes from (decision 032): it becomes Tendered and links to the tender',
            ),
        }),
    ...(editing
      ? {
          addendumNote: z
            .string()
            .optional()
            .describe(
              'Required when editing a published tender: the addendum note (at most 2000 characters)',
            ),
        }
      : {}),
    items: z
      .string()
      .describe(
        'JSON array of {itemCode, itemName, partNo, manufacturer, uom, qty, hsnSac?}, at least one; uom is free text (the units list at GET /api/units suggests codes); hsnSac optional: an HSN code of 4, 6 or 8 digits or a SAC code of 6 digits starting 99',
      ),
    buyingUnitId: z
      .string()
      .optional()
      .describe(
        "The buying unit's id (GET /api/organisation); empty: the default unit; absent: the default on create, unchanged on an edit",
      ),
    sealed,
    ...removals,
    ...files,
  });
}
