/**
 * The audit log's texts (issue 11, decision 035), kept apart from
 * messages.ts so only their screens carry them.
 */
export const auditMessages = {
  pageTitle: 'Audit log',
  pageInvalid: 'Page must be a whole number of 1 or more.',
  pageSizeInvalid: (max: number) => `Page size must be a whole number from 1 to ${max}.`,
  filterTooLong: 'This filter is too long.',
  dateInvalid: (field: string) => `${field} must be a date (yyyy-mm-dd).`,
  rangeInvalid: 'The last day must not be before the first day.',
  loadFailed: 'Failed to load the audit log.',
  historyFailed: "Failed to load the tender's history.",
  empty: 'No events match these filters.',
  historyEmpty: 'No events recorded for this tender yet.',
  historyTitle: 'History',
  verify: 'Verify the chain',
  verifyOk: (checked: number) => `The audit chain is intact: ${checked} events checked.`,
  verifyBroken: (seq: number) =>
    `The audit chain is broken at event #${seq}: it was changed or an event before it was removed.`,
  verifyFailed: 'Failed to verify the audit chain.',
  /** An event whose price details read "sealed" until the tender's prices open (decision 040). */
  sealedUntil: (day: string) => `Sealed: prices open on ${day}`,
  actions: {
    'profile.update': 'Profile updated',
    'account.change-password': 'Password changed',
    'account.reset-password': 'Password reset',
    'category.create': 'Category created',
    'category.update': 'Category edited',
    'category.delete': 'Category deleted',
    'sub-category.create': 'Sub-category created',
    'sub-category.update': 'Sub-category edited',
    'sub-category.delete': 'Sub-category deleted',
    'subadmin.create': 'Sub-admin created',
    'subadmin.update': 'Sub-admin edited',
    'subadmin.delete': 'Sub-admin deleted',
    'subadmin.permissions-update': 'Permissions changed',
    'supplier.register': 'Supplier registered',
    'supplier.activate': 'Supplier activated',
    'supplier.inactivate': 'Supplier inactivated',
    'tender.create': 'Tender created',
    'tender.update': 'Tender edited',
    'tender.mark-ready': 'Tender marked ready',
    'tender.publish': 'Tender published',
    'tender.delete': 'Tender deleted',
    'interest.express': 'Interest expressed',
    'interest.decide': 'Interest decided',
    'quotation.submit': 'Quotation received',
    'quotation.revise': 'Quotation revised',
    'tender.quotations.open': 'Sealed quotations opened',
    'award.select': 'Award made',
    'award.change': 'Award changed',
    'award.margin': 'Margin set',
    'question.ask': 'Question asked',
    'question.answer': 'Question answered',
    'tender.addendum': 'Addendum issued',
    'quotation.confirm': 'Quotation confirmed',
  },
};

/** A readable label of an action ('tender.publish' → 'Tender published'); unknown ones as they are. */
export function auditActionLabel(action: string): string {
  return (auditMessages.actions as Record<string, string>)[action] ?? action;
}
