import { catalogue } from '../i18n/catalogue';

/**
 * The supplier's tender screens' own texts (apps/web/src/features/supplier-tenders): List of
 * RFQ/RFP, a tender's read-only page, and the pending, approved and rejected lists. Their messages
 * are `messages.supplierSide` and `messages.interest`.
 */
export const supplierTendersText = catalogue('ui.supplierTenders', {
  allTitle: 'List of RFQ/RFP',
  allDescription: 'Tenders open to your category. Open one to read its RFQ before expressing interest.',
  openCompanyProfile: 'Open Company Profile',
  listLabel: 'Tenders',
  searchPlaceholder: 'Search project, code or organisation',
  noMatch: (query: string) => `No tenders match “${query}”.`,
  /** The three answered lists (STATUS_LISTS in supplier-tender-rules.ts). */
  lists: {
    pending: {
      title: 'Pending Review',
      description: 'Tenders you have expressed interest in, waiting for the buyer’s decision.',
    },
    approved: {
      title: 'Approved RFQ/RFP',
      description: 'Tenders the buyer has approved you for: you may send a quotation.',
    },
    rejected: {
      title: 'Rejected RFQ/RFP',
      description: 'Tenders the buyer did not approve you for.',
    },
  },
  /** This supplier's interest in a tender, as its badge reads. */
  interestStatus: {
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
  },
  closedEarly: 'Closed early',
  expressInterest: 'Express Interest',
  expressInterestIn: (projectName: string) => `Express Interest in ${projectName}`,
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    closingSoonest: 'Closing soonest',
    closingLatest: 'Closing latest',
    projectAz: 'Project A–Z',
    projectZa: 'Project Z–A',
    newestInterest: 'Newest interest first',
    oldestInterest: 'Oldest interest first',
  },
  columns: {
    projectName: 'Project Name',
    organisation: 'Organisation',
    publishingDate: 'Publishing Date',
    closingDate: 'Closing Date',
    interestedDate: 'Interest Expressed',
    status: 'Status',
    actions: 'Actions',
  },
  /** A tender card's days (phones): "Published 12/03/2026". */
  card: {
    published: 'Published',
    closes: 'Closes',
    interest: 'Interest',
  },
  tenderHeading: 'RFQ/RFP',
  /** Below a tender's name: "City Works · closes 12/03/2026" (the day formatted by the screen). */
  closesOn: (day: string) => `closes ${day}`,
  closedOn: (day: string) => `closed ${day}`,
  yourInterest: 'Your interest',
  notApproved: 'Your interest was not approved',
});
