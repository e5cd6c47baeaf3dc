import { catalogue } from './i18n/catalogue';
import type { ItemFields } from './item-line';
import { addPortalDays, type ClosingOf, isClosed } from './portal-time';

/**
 * Tenders' statuses, labels, limits, the rows the API answers and the closing-date rules (spec
 * sections 2-5 and 7), without zod: screens that only show tenders import this module, so they do
 * not fetch the validation library (decision 031). `tenders.ts` re-exports all of it beside the
 * schemas the server and the tender form run.
 */

import { portalToday } from './portal-time';

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
/** The kinds' labels (registered in the catalogue, issue 26; Hindi in `i18n/hi/tender-labels.ts`). */
export const TENDER_FILE_LABELS: Record<TenderFileKind, string> = catalogue('tenderFileLabel', {
  scopeOfWork: 'Scope of Work',
  rfq: 'RFQ',
});
/** Most files of one kind a tender holds. */
export const MAX_TENDER_FILES_PER_KIND = 10;
/** Most item rows a tender holds. */
export const MAX_TENDER_ITEMS = 500;

export const TENDER_TEXT_MAX = 200;
export const TENDER_SCOPE_MAX = 5000;
/** Quantities: at least 1, 2 decimals (spec section 9), and below 10^12. */
export const QTY_MIN = 1;
export const QTY_MAX = 999_999_999_999.99;

/** The tender form's fields and their labels, in the form's order (registered in the catalogue). */
export const TENDER_FIELD_LABELS = catalogue('tenderFieldLabel', {
  projectCode: 'Project Code',
  projectName: 'Project Name',
  organisation: 'Organisation',
  projectTitle: 'Project Title',
  supplyCategory: 'Supply Category',
  projectScope: 'Project Scope',
  publishingDate: 'Publishing Date',
  closingDate: 'Closing Date',
} as const);
export type TenderField = keyof typeof TENDER_FIELD_LABELS;

/** An item row's fields and their labels (the items table's columns; registered in the catalogue). */
export const TENDER_ITEM_LABELS = catalogue('tenderItemLabel', {
  itemCode: 'Item Code',
  itemName: 'Item Name',
  partNo: 'Part No.',
  manufacturer: 'Manufacturer',
  uom: 'UOM',
  qty: 'Qty',
} as const);
export type TenderItemField = keyof typeof TENDER_ITEM_LABELS;
/** A tender item's optional HSN/SAC column (issue 20; not a purchase request's field). */
export const HSN_SAC_LABEL = 'HSN/SAC';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A stored tender file as responses carry it. */
export type TenderFile = {
  /** Its name under /uploads (`<fileId>.<ext>`). */
  fileName: string;
  /** The name it was uploaded with (the download's file name). */
  originalName: string;
  size: number;
  contentType: string;
};

/** A tender's (or a purchase request's) item: the item fields of item-line.ts, with its id. */
export type TenderItem = ItemFields & { _id: string };

/** A tender's item as the tender calls answer it: with its HSN/SAC code (null: none given). */
export type TenderItemView = TenderItem & { hsnSac: string | null };

/** The buying unit a tender names (issue 20): the buyer of its orders; the default unit when it names none. */
export type TenderBuyingUnit = {
  _id: string;
  name: string;
  city: string;
  stateCode: string;
  stateName: string;
  gstin: string;
  isDefault: boolean;
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
  /** Closed (domain `isClosed`): the end of its closing date in the portal's time zone has passed, or it was closed early. */
  isClosed: boolean;
  /** When a buyer closed it before its closing date (ISO instant; only when closed early: decision 039). */
  closedEarlyAt?: string;
  /** The buyer's reason for closing it early (only when closed early). */
  closedEarlyReason?: string;
  /** When questions close, as the buyer set it (ISO instant); null: the start of the closing date (decision 028). */
  questionsCloseAt: string | null;
  /** The number of the tender's latest addendum (0: none; decision 028). */
  latestAddendum: number;
  items: TenderItemView[];
  /**
   * The buying unit the tender names (issue 20): `buyingUnitId` null means the organisation's
   * default unit, which `buyingUnit` then shows (null while the organisation has no unit).
   */
  buyingUnitId: string | null;
  buyingUnit: TenderBuyingUnit | null;
  scopeOfWork: string[];
  rfq: string[];
  scopeOfWorkFiles: TenderFile[];
  rfqFiles: TenderFile[];
  /** Issue 21 (decision 049): single envelope (the spec's) or two; absent in the lists. */
  envelopes?: 'single' | 'two';
  /** The bid security (EMD) and tender fee asked, decimal rupees; null: none asked. */
  emdAmount?: string | null;
  tenderFee?: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
};

/** A row of the published and draft lists (no items or files: a list is bound by its page). */
export type TenderSummary = Omit<
  Tender,
  | 'items'
  | 'scopeOfWork'
  | 'rfq'
  | 'scopeOfWorkFiles'
  | 'rfqFiles'
  | 'questionsCloseAt'
  | 'latestAddendum'
  | 'buyingUnitId'
  | 'buyingUnit'
  | 'envelopes'
  | 'emdAmount'
  | 'tenderFee'
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
  /** Why the interest was rejected (issue 18), when it is Rejected and a reason was given. */
  rejectReason?: string;
};

/** Longest reason for rejecting a supplier's interest (issue 18). */
export const INTEREST_REJECT_REASON_MAX = 500;

/** Today's date (YYYY-MM-DD) in a time zone: `portalToday` of the portal's time (decision 038). */
export const todayIn = portalToday;

/**
 * A tender takes interest, questions and quotations until the end of its closing date in the
 * portal's time zone, or until a buyer closes it early (decision 039): the one rule is
 * `isClosed` of portal-time.ts, which this names for tenders.
 */
export function isTenderClosed(tender: ClosingOf, timeZone: string, now: Date = new Date()): boolean {
  return isClosed(tender, timeZone, now);
}

/** What a tender's answer says of its closing: `isClosed`, and the early close when there was one. */
export function closedFields(
  tender: ClosingOf & { closedEarlyReason?: string | null },
  timeZone: string,
  now: Date = new Date(),
): Pick<Tender, 'isClosed' | 'closedEarlyAt' | 'closedEarlyReason'> {
  const closed = isClosed(tender, timeZone, now);
  if (!tender.closedEarlyAt) return { isClosed: closed };
  const at = tender.closedEarlyAt instanceof Date ? tender.closedEarlyAt : new Date(tender.closedEarlyAt);
  return {
    isClosed: closed,
    closedEarlyAt: at.toISOString(),
    closedEarlyReason: tender.closedEarlyReason ?? '',
  };
}

/** The day a sealed tender's prices open: the day after its closing date (YYYY-MM-DD). */
export function sealedOpensOn(closingDate: string): string {
  return addPortalDays(closingDate, 1);
}

/**
 * Whether a tender's prices are hidden from buyers now: sealed and not yet closed (decision 026),
 * closed early included (decision 039). `opensOn` is the day they open (null for an unsealed tender).
 */
export function sealState(
  tender: { sealed: boolean; envelopes?: string; financialOpenedAt?: unknown } & ClosingOf,
  timeZone: string,
  now: Date = new Date(),
): { sealed: boolean; opensOn: string | null } {
  // Two envelopes (issue 21, decision 049): prices open only when the committee opens the
  // financial envelope, on no known day (opensOn null while sealed).
  if (tender.envelopes === 'two') return { sealed: tender.financialOpenedAt == null, opensOn: null };
  if (!tender.sealed || isClosed(tender, timeZone, now)) return { sealed: false, opensOn: null };
  return { sealed: true, opensOn: sealedOpensOn(tender.closingDate) };
}

/** The short name of the portal's time zone as people read it (`IST` for Asia/Kolkata). */
export function portalZoneName(timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The most characters of a reason for closing a tender early. */
export const CLOSE_EARLY_REASON_MAX = 500;
