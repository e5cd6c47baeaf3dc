import { z } from 'zod';
import { messages } from './messages';
import { isCleanLine, isStorableText } from './text';

/**
 * Tenders, their items and files, and supplier interest (spec sections 2-5 and 7). One contract for
 * the server's checks and the web app's forms and screens.
 */

/** A tender is a draft until it is published (spec section 4). */
export const TENDER_STATUSES = ['Draft', 'Published'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/** A supplier's interest in one tender (spec section 4: None → Pending → Approved ⇄ Rejected). */
export const INTEREST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
/** What an admin may set an interest to (either direction between the two). */
export const INTEREST_DECISIONS = ['Approved', 'Rejected'] as const;
export type InterestDecision = (typeof INTEREST_DECISIONS)[number];

/** The two kinds of tender file (the multipart field names, the download path segment). */
export const TENDER_FILE_KINDS = ['scopeOfWork', 'rfq'] as const;
export type TenderFileKind = (typeof TENDER_FILE_KINDS)[number];
export const TENDER_FILE_LABELS: Record<TenderFileKind, string> = {
  scopeOfWork: 'Scope of Work',
  rfq: 'RFQ',
};
/** Most files of one kind a tender holds. */
export const MAX_TENDER_FILES_PER_KIND = 10;
/** Most item rows a tender holds. */
export const MAX_TENDER_ITEMS = 500;

export const TENDER_TEXT_MAX = 200;
export const TENDER_SCOPE_MAX = 5000;
/** Quantities: at least 1, 2 decimals (spec section 9), and below 10^12. */
export const QTY_MIN = 1;
export const QTY_MAX = 999_999_999_999.99;

/** The tender form's fields and their labels, in the form's order. */
export const TENDER_FIELD_LABELS = {
  projectCode: 'Project Code',
  projectName: 'Project Name',
  organisation: 'Organisation',
  projectTitle: 'Project Title',
  supplyCategory: 'Supply Category',
  projectScope: 'Project Scope',
  publishingDate: 'Publishing Date',
  closingDate: 'Closing Date',
} as const;
export type TenderField = keyof typeof TENDER_FIELD_LABELS;

/** An item row's fields and their labels (the items table's columns). */
export const TENDER_ITEM_LABELS = {
  itemCode: 'Item Code',
  itemName: 'Item Name',
  partNo: 'Part No.',
  manufacturer: 'Manufacturer',
  uom: 'UOM',
  qty: 'Qty',
} as const;
export type TenderItemField = keyof typeof TENDER_ITEM_LABELS;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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

/** One item row as the form sends it (`_id` or `id` of an existing row is ignored: rows are replaced). */
export const tenderItemSchema = z.object(
  {
    itemCode: itemText('itemCode'),
    itemName: itemText('itemName'),
    partNo: itemText('partNo'),
    manufacturer: itemText('manufacturer'),
    uom: itemText('uom'),
    qty: qtySchema,
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
  { status: z.enum(INTEREST_DECISIONS, { error: messages.interest.statusInvalid }) },
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

/** A stored tender file as responses carry it. */
export type TenderFile = {
  /** Its name under /uploads (`<fileId>.<ext>`). */
  fileName: string;
  /** The name it was uploaded with (the download's file name). */
  originalName: string;
  size: number;
  contentType: string;
};

export type TenderItem = {
  _id: string;
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  /** Exact, 2 decimals, as a number (spec: qty is a number). */
  qty: number;
};

/**
 * A tender as GET /api/tenders/view/{id}, GET /api/tenders/drafts/{id} and the lists answer it.
 * `supplyCategory` is the category's current name, `supplyCategoryId` its id; `scopeOfWork` and
 * `rfq` are the stored names (spec: file names served from an uploads path), in order, with their
 * details in `scopeOfWorkFiles` / `rfqFiles`. Dates are YYYY-MM-DD.
 */
export type Tender = {
  _id: string;
  projectCode: string;
  projectName: string;
  organisation: string;
  projectTitle: string;
  supplyCategory: string;
  supplyCategoryId: string;
  projectScope: string;
  publishingDate: string;
  closingDate: string;
  status: TenderStatus;
  readyToPublish: boolean;
  /** Sealed bidding: prices hidden from buyers until the tender closes (decision 026). */
  sealed: boolean;
  /** The closing date has passed in the portal's time zone (end of that day). */
  isClosed: boolean;
  /** When questions close, as the buyer set it (ISO instant); null: the start of the closing date (decision 028). */
  questionsCloseAt: string | null;
  /** The number of the tender's latest addendum (0: none; decision 028). */
  latestAddendum: number;
  items: TenderItem[];
  scopeOfWork: string[];
  rfq: string[];
  scopeOfWorkFiles: TenderFile[];
  rfqFiles: TenderFile[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

/** A row of the published and draft lists (no items or files: a list is bound by its page). */
export type TenderSummary = Omit<
  Tender,
  'items' | 'scopeOfWork' | 'rfq' | 'scopeOfWorkFiles' | 'rfqFiles' | 'questionsCloseAt' | 'latestAddendum'
> & {
  itemCount: number;
};

/** An entry of `interestedSuppliers[]` (GET /api/tenders/interested). */
export type InterestedSupplier = {
  _id: string;
  supplierId: string;
  supplierName: string;
  status: InterestStatus;
  interestedDate: string;
  decidedAt: string | null;
};

/** A row of a supplier's tender lists: the tender and this supplier's own interest (or none). */
export type SupplierTender = TenderSummary & {
  interestStatus: InterestStatus | null;
  interestId: string | null;
  interestedDate: string | null;
};

/** One date formatter per time zone: building an Intl.DateTimeFormat costs more than a list's query. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone (IANA name). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * A tender takes interest until the end of its closing date in the portal's time zone: it is closed
 * once that zone's date is past the closing date. `today` may be given (read once per request).
 */
export function isTenderClosed(closingDate: string, timeZone: string, now: Date = new Date()): boolean {
  return closingDate < todayIn(timeZone, now);
}

/** The day a sealed tender's prices open: the day after its closing date (YYYY-MM-DD). */
export function sealedOpensOn(closingDate: string): string {
  const day = new Date(`${closingDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether a tender's prices are hidden from buyers now: sealed and not yet closed (decision 026).
 * `opensOn` is the day they open (null for an unsealed tender).
 */
export function sealState(
  tender: { sealed: boolean; closingDate: string },
  timeZone: string,
  now: Date = new Date(),
): { sealed: boolean; opensOn: string | null } {
  if (!tender.sealed || isTenderClosed(tender.closingDate, timeZone, now))
    return { sealed: false, opensOn: null };
  return { sealed: true, opensOn: sealedOpensOn(tender.closingDate) };
}
