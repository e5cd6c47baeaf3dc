import { z } from 'zod';
import { catalogue } from './i18n/catalogue';
import { listQuerySchema, type Page } from './paging';
import { purchaseRequestText as text } from './purchase-request-messages';
import {
  DEFAULT_PURCHASE_REQUEST_SORT,
  PURCHASE_REQUEST_LIST_SORTS,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestStatus,
} from './purchase-request-status';
import { isIsoDate, type TenderItem, tenderItemsSchema } from './tenders';
import { isCleanLine, isStorableText } from './text';

/**
 * Purchase requests (issue 12 item 1, decision 032): a need raised by a holder of the
 * `purchaseRequests` permission, approved by someone else (an admin or a holder of
 * `manageTenders`), then turned into a tender draft. One contract for the server and the screens.
 */

export {
  DEFAULT_PURCHASE_REQUEST_SORT,
  PURCHASE_REQUEST_LIST_FIELDS,
  PURCHASE_REQUEST_LIST_SORTS,
  PURCHASE_REQUEST_STAGES,
  PURCHASE_REQUEST_STATUS_COLORS,
  PURCHASE_REQUEST_STATUSES,
  type PurchaseRequestListField,
  type PurchaseRequestListSort,
  type PurchaseRequestStage,
  type PurchaseRequestStatus,
} from './purchase-request-status';

/** Who may take an action: the request's author, or a decider (admin / manageTenders, never the author). */
export type PurchaseRequestActor = 'author' | 'decider' | 'tender';

/**
 * The transitions, as data: each action, the statuses it starts from, where it leads, and who may
 * take it. `tender` is taken by the tender create call (POST /api/tenders/add with purchaseRequestId).
 */
export const PURCHASE_REQUEST_TRANSITIONS = {
  submit: { from: ['Draft'], to: 'Submitted', by: 'author', verb: 'submitted' },
  approve: { from: ['Submitted'], to: 'Approved', by: 'decider', verb: 'approved' },
  reject: { from: ['Submitted'], to: 'Rejected', by: 'decider', verb: 'rejected' },
  reopen: { from: ['Rejected'], to: 'Draft', by: 'author', verb: 'reopened' },
  tender: { from: ['Approved'], to: 'Tendered', by: 'tender', verb: 'tendered' },
} as const satisfies Record<
  string,
  {
    from: readonly PurchaseRequestStatus[];
    to: PurchaseRequestStatus;
    by: PurchaseRequestActor;
    verb: string;
  }
>;
export type PurchaseRequestAction = keyof typeof PURCHASE_REQUEST_TRANSITIONS;

/** Edits and deletion: only a Draft. */
export const PURCHASE_REQUEST_EDITABLE: readonly PurchaseRequestStatus[] = ['Draft'];

/** Whether `action` may start from `status`. */
export function canTransition(status: PurchaseRequestStatus, action: PurchaseRequestAction): boolean {
  return (PURCHASE_REQUEST_TRANSITIONS[action].from as readonly string[]).includes(status);
}

/** The readable number: PR-0001. */
export function purchaseRequestCode(number: number): string {
  return `PR-${String(number).padStart(4, '0')}`;
}

export const PURCHASE_REQUEST_TITLE_MAX = 200;
export const PURCHASE_REQUEST_TEXT_MAX = 5000;

/** The request form's fields' labels (registered in the catalogue, issue 26; Hindi in `i18n/hi/field-labels.ts`). */
export const PURCHASE_REQUEST_FIELD_LABELS = catalogue('purchaseRequestFieldLabel', {
  title: 'Title',
  categoryId: 'Category',
  neededBy: 'Needed By',
  justification: 'Justification',
  items: 'Items',
} as const);

const L = PURCHASE_REQUEST_FIELD_LABELS;

function requiredText(label: string, max: number, multiline: boolean) {
  return z
    .string({ error: text.required(label) })
    .trim()
    .min(1, text.required(label))
    .max(max, text.tooLong(label, max))
    .refine(multiline ? isStorableText : isCleanLine, `${label} contains characters that cannot be stored`);
}

/** Body of POST /api/purchase-requests and PUT /api/purchase-requests/{id} (a draft). */
export const purchaseRequestSchema = z.object(
  {
    title: requiredText(L.title, PURCHASE_REQUEST_TITLE_MAX, false),
    categoryId: z
      .string({ error: text.required(L.categoryId) })
      .trim()
      .min(1, text.required(L.categoryId)),
    neededBy: z
      .string({ error: text.required(L.neededBy) })
      .trim()
      .min(1, text.required(L.neededBy))
      .refine(isIsoDate, text.neededByInvalid),
    justification: requiredText(L.justification, PURCHASE_REQUEST_TEXT_MAX, true),
    items: tenderItemsSchema,
  },
  { error: text.required(L.title) },
);
export type PurchaseRequestInput = z.input<typeof purchaseRequestSchema>;
export type PurchaseRequestValues = z.output<typeof purchaseRequestSchema>;

/** Body of POST /api/purchase-requests/{id}/reject. */
export const rejectPurchaseRequestSchema = z.object(
  { reason: requiredText(text.reasonLabel, 1000, true) },
  { error: text.required(text.reasonLabel) },
);

/** A request as the list shows it. */
export type PurchaseRequestSummary = {
  _id: string;
  number: number;
  code: string;
  title: string;
  category: string;
  categoryId: string;
  neededBy: string;
  status: PurchaseRequestStatus;
  raisedBy: string | null;
  raisedById: string | null;
  itemCount: number;
  tenderId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A request with its items and decision, as GET /api/purchase-requests/{id} answers it. */
export type PurchaseRequest = PurchaseRequestSummary & {
  justification: string;
  items: TenderItem[];
  rejectionReason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The linked tender's project code (null until tendered). */
  tenderCode: string | null;
  /** The linked tender's status (Draft or Published; null until tendered). */
  tenderStatus: 'Draft' | 'Published' | null;
  /** What the caller may do now (computed by the server from the same rules it enforces). */
  can: {
    edit: boolean;
    submit: boolean;
    approve: boolean;
    reject: boolean;
    reopen: boolean;
    tender: boolean;
  };
};

/** One history entry: an audit event of the request. */
export type PurchaseRequestEvent = {
  _id: string;
  action: string;
  label: string;
  actor: string | null;
  at: string;
  detail: string | null;
};

const EVENT_LABELS = catalogue('purchaseRequestEvent', {
  'purchase-request.create': 'Raised as a draft',
  'purchase-request.update': 'Edited',
  'purchase-request.submit': 'Submitted for approval',
  'purchase-request.approve': 'Approved',
  'purchase-request.reject': 'Rejected',
  'purchase-request.reopen': 'Reopened as a draft',
  'purchase-request.tender': 'Turned into a tender',
});

/**
 * History labels of the audit actions of a request, by action (registered in the catalogue, issue
 * 26; Hindi in `i18n/hi/purchase-request.ts`). Looked up by any action: an unknown one gives nothing.
 */
export const PURCHASE_REQUEST_EVENT_LABELS: PurchaseRequestEventLabels & Readonly<Record<string, string>> =
  EVENT_LABELS;
/** The labels' own keys (the Hindi part lists each of them). */
export type PurchaseRequestEventLabels = typeof EVENT_LABELS;

/** GET /api/purchase-requests: the paging contract plus an optional status. */
export const purchaseRequestListQuerySchema = listQuerySchema(
  PURCHASE_REQUEST_LIST_SORTS,
  DEFAULT_PURCHASE_REQUEST_SORT,
).extend({
  status: z
    .enum(PURCHASE_REQUEST_STATUSES, { error: 'Status is not one of the purchase request statuses' })
    .optional(),
});
export type PurchaseRequestListQuery = z.output<typeof purchaseRequestListQuerySchema>;
export type PurchaseRequestListResponse = Page<PurchaseRequestSummary>;

/** The multipart field of the tender form naming the request it comes from. */
export const PURCHASE_REQUEST_ID_FIELD = 'purchaseRequestId';
