import { catalogue } from './i18n/catalogue';
/**
 * The texts of purchase requests (issue 12, decision 032), kept out of `messages.ts` (every
 * screen's entry chunk): only the purchase request screens and the server's module load them.
 */
export const purchaseRequestText = catalogue('purchaseRequest', {
  title: 'Purchase Requests',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  neededByInvalid: 'Needed By must be a date (YYYY-MM-DD)',
  categoryNotFound: 'Category not found',
  notFound: 'Purchase request not found',
  idInvalid: 'Purchase request not found',
  created: 'Purchase request saved as a draft',
  updated: 'Purchase request updated',
  deleted: 'Purchase request deleted',
  submitted: 'Purchase request submitted for approval',
  approved: 'Purchase request approved',
  rejected: 'Purchase request rejected',
  reopened: 'Purchase request reopened as a draft',
  /** 403: only its author (or an admin) edits, submits, reopens or deletes a request. */
  notAuthor: 'Only the person who raised this purchase request can change it.',
  /** 403: the author may not approve or reject their own request. */
  ownRequest: 'You raised this purchase request, so someone else must approve or reject it.',
  /** Why its author sees no Approve button on a submitted request (issue 18). */
  ownRequestHint: 'You raised this request, so another buyer must approve it.',
  /** 403: approving needs manageTenders (or the admin). */
  mayNotDecide: 'Only an admin or a holder of Manage Tenders can approve or reject purchase requests.',
  /** 409: the action does not apply to the request's current status. */
  wrongStatus: (action: string, status: string) => `A ${status} purchase request cannot be ${action}.`,
  /** 409: the tender create names a request that is not Approved or already has its tender. */
  notTenderable: 'This purchase request must be Approved and not yet tendered to become a tender.',
  alreadyTendered: 'This purchase request has already become a tender.',
  reasonLabel: 'Reason',
  loadFailed: 'Failed to load the purchase request. Please try again.',
  listFailed: 'Failed to load purchase requests. Please try again.',
  saveFailed: 'Failed to save the purchase request. Please try again.',
  actionFailed: 'The action failed. Please try again.',
  empty: 'No purchase requests yet.',
  emptySearch: 'No purchase requests match your search.',
  historyEmpty: 'No history yet.',
  fromRequest: (code: string) => `From purchase request ${code}`,
  deleteConfirm: (code: string) => `Delete the draft purchase request ${code}? This cannot be undone.`,
} as const);
