import { catalogue } from '../i18n/catalogue';

/** Interested Suppliers, /interestReceived (apps/web/src/features/interests/interest-received-page.tsx). */
export const interestsText = catalogue('ui.interests', {
  title: 'Interested Suppliers',
  description: 'Suppliers who asked to quote. Only approved suppliers can send a quotation.',
  sort: {
    newest: 'Newest interest first',
    oldest: 'Oldest interest first',
  },
  /** An interest's status, as its badge and its decided button read. */
  status: {
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
  },
  approve: 'Approve',
  reject: 'Reject',
  columns: {
    project: 'Project Name',
    organisation: 'Organisation',
    supplier: 'Supplier',
    publishing: 'Publishing Date',
    actions: 'Actions',
  },
  interestedOn: (day: string) => `Interested ${day}`,
  listLabel: 'Interested suppliers',
  searchPlaceholder: 'Search project, organisation or supplier',
  noMatch: (query: string) => `No interested suppliers match “${query}”.`,
  approveTitle: 'Approve interest',
  rejectTitle: 'Reject interest',
});
