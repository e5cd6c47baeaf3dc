import { catalogue } from '../i18n/catalogue';

/**
 * The purchase request screens' own texts (apps/web/src/features/purchase-requests: the list, the
 * details page and the status badge), English as the screens had them; the form's are
 * `requestFormText` (ui/purchase-request-form.ts, apart to keep the form's chunk small). The domain's
 * messages are `purchaseRequestText`, the form's labels `PURCHASE_REQUEST_FIELD_LABELS` and the
 * history's event names `PURCHASE_REQUEST_EVENT_LABELS`.
 */
export const requestScreenText = catalogue('ui.purchaseRequests', {
  /** A request's status on its badge and in the list's filter (`PURCHASE_REQUEST_STATUSES`), by value. */
  status: {
    Draft: 'Draft',
    Submitted: 'Submitted',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Tendered: 'Tendered',
  },
  /** The list. */
  listDescription:
    'Needs raised by the departments: submitted for approval, approved, then turned into tenders.',
  raiseRequest: 'Raise request',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  listLabel: 'Purchase requests',
  searchPlaceholder: 'Search by title or number (PR-0001)',
  /** `status` is the status's label as shown. */
  noneWithStatus: (status: string) => `No ${status} purchase requests`,
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    neededSoonest: 'Needed soonest first',
    neededLatest: 'Needed latest first',
  },
  columns: {
    number: 'Number',
    title: 'Title',
    category: 'Category',
    neededBy: 'Needed By',
    raisedBy: 'Raised By',
    raisedOn: 'Raised On',
    status: 'Status',
    view: 'View',
  },
  view: 'View',
  viewRequest: (code: string) => `View ${code}`,
  itemCount: (count: number) => `${count} item${count === 1 ? '' : 's'}`,
  /** A row's card on a phone: its category, the day it is needed by, who raised it. */
  cardLine: (category: string, neededBy: string, raisedBy: string) =>
    `${category} · needed by ${neededBy} · ${raisedBy}`,
  backToList: 'Back to Purchase Requests',
  items: 'Items',
  /** The details page. */
  detailsTitle: 'Purchase Request',
  detailsDescription: 'Purchase request',
  statusLabel: 'Status',
  submitForApproval: 'Submit for approval',
  approve: 'Approve',
  reject: 'Reject',
  reopen: 'Reopen as draft',
  createTender: 'Create tender',
  rejectedBy: (name: string) => `Rejected by ${name}`,
  rejectedByApprover: 'Rejected by an approver',
  /** "Turned into tender RFQ-0012." (the tender's code is a link). */
  turnedInto: (tender: string) => `Turned into tender ${tender}.`,
  viewTender: 'view tender',
  details: 'Details',
  raisedBy: 'Raised By',
  raisedOn: 'Raised On',
  itemsTableRegion: 'Items table, scrolls sideways',
  deleteTitle: 'Delete request?',
  approveTitle: 'Approve request?',
  submitTitle: 'Submit request?',
  approveConfirm: (code: string) => `Approve ${code}? It can then be turned into a tender.`,
  submitConfirm: (code: string) => `Submit ${code} for approval? It cannot be edited while it waits.`,
  submit: 'Submit',
  rejectTitle: (code: string) => `Reject ${code}?`,
  reasonDescription: 'The person who raised it sees this and may reopen the request as a draft.',
  history: 'History',
  someone: 'Someone',
});
