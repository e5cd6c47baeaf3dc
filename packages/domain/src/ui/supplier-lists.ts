import { catalogue } from '../i18n/catalogue';

/**
 * The admin's three supplier lists (apps/web/src/features/suppliers/supplier-list-page.tsx and its
 * columns and cards), English as the spec has them.
 */
export const supplierListText = catalogue('ui.supplierList', {
  /** Each list's heading and line under it, by the list's key in supplier-list-config.ts. */
  pending: {
    title: 'New Supplier Requests',
    description:
      'Registrations waiting for approval. Open a request to check its documents before activating.',
  },
  active: {
    title: 'Active Suppliers',
    description: 'Suppliers who can log in and answer tenders.',
  },
  inactive: {
    title: 'Inactive Suppliers',
    description: 'Suppliers who cannot log in, with the reason they were given.',
  },
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    companyAsc: 'Company A–Z',
    companyDesc: 'Company Z–A',
    emailAsc: 'Email A–Z',
    emailDesc: 'Email Z–A',
  },
  expiringLabel: 'Documents expiring',
  anyTime: 'Any time',
  withinDays: (days: number) => `Within ${days} days`,
  listLabel: 'Suppliers',
  searchPlaceholder: 'Search company name or email',
  noneExpiring: (days: number) => `No suppliers here have a document expiring within ${days} days.`,
  noMatch: (query: string) => `No suppliers match “${query}”.`,
  columns: {
    company: 'Company',
    contact: 'Contact',
    email: 'Email',
    category: 'Category',
    registered: 'Registered',
    reason: 'Inactive reason',
    actions: 'Actions',
  },
  since: (day: string) => `Since ${day}`,
  /** The phone card's line of an inactive supplier. */
  reason: (reason: string) => `Reason: ${reason}`,
});

/**
 * View, Activate and Inactivate with their confirmations, on the lists and the details page
 * (supplier-row-actions.tsx, use-supplier-actions.tsx, inactivate-reason-modal.tsx).
 */
export const supplierActionText = catalogue('ui.supplierActions', {
  view: 'View',
  viewLabel: (company: string) => `View ${company}`,
  activate: 'Activate',
  inactivate: 'Inactivate',
  activateTitle: 'Activate supplier',
  inactivateRequestTitle: 'Inactivate supplier request',
  /** The company's name is shown in bold where it appears. */
  activateConfirm: (company: string, category: string) =>
    `Activate ${company}? They can then log in and see the tenders of ${category}.`,
  /** What `activateConfirm` names when the supplier has no category. */
  theirCategory: 'their category',
  /** The company in bold, the quoted reason in italics. */
  inactivateConfirm: (company: string, reason: string) =>
    `Inactivate the request of ${company}? The reason recorded is “${reason}”.`,
  reasonTitle: 'Inactivate supplier',
  reasonBody: (company: string) =>
    `${company} will be signed out and can no longer log in. They see this reason when they try.`,
  reasonLabel: 'Reason for inactivation',
  reasonPlaceholder: 'For example: trade licence expired on 31 March',
  cancel: 'Cancel',
});
