import { catalogue } from '../i18n/catalogue';

/** Published Tenders and Draft Tenders (apps/web/src/features/tenders/tender-list-page.tsx). */
export const tenderListText = catalogue('ui.tenderList', {
  sort: {
    newest: 'Newest first',
    oldest: 'Oldest first',
    publishingLatest: 'Publishing date, latest first',
    closingSoonest: 'Closing date, soonest first',
    projectName: 'Project name A–Z',
  },
  draftsTitle: 'Draft Tenders',
  draftsDescription:
    'New tenders start here. RP marks a draft ready and publishes it to suppliers of its category.',
  publishedTitle: 'Published Tenders',
  publishedDescription: 'Tenders open to suppliers of their category, and closed ones.',
  newTender: 'New Tender',
  draftsLabel: 'Draft tenders',
  publishedLabel: 'Published tenders',
  searchPlaceholder: 'Search code, name, title or organisation',
  noDraftsMatch: (query: string) => `No drafts match “${query}”.`,
  noTendersMatch: (query: string) => `No tenders match “${query}”.`,
  view: 'View',
  viewLabel: (code: string) => `View ${code}`,
  edit: 'Edit',
  editLabel: (code: string) => `Edit ${code}`,
  delete: 'Delete',
  deleteLabel: (code: string) => `Delete ${code}`,
  /** Spec section 4's button: mark ready, then publish. */
  rp: 'RP',
  rpLabel: (code: string) => `RP: ready and publish ${code}`,
  rpTitle: 'Mark ready to publish, then publish',
  publish: 'Publish',
  publishLabel: (code: string) => `Publish ${code}`,
  columns: {
    company: 'Company',
    rfq: 'RFQ No.',
    code: 'Project Code',
    title: 'Project Title',
    organisation: 'Organisation',
    publishing: 'Publishing Date',
    closing: 'Closing Date',
    view: 'View',
    edit: 'Edit',
    copy: 'Copy',
    delete: 'Delete',
    actions: 'Actions',
  },
  closed: 'Closed',
  ready: 'Ready',
  deleteDraftTitle: 'Delete draft',
  deleteTenderTitle: 'Delete tender',
  publishTitle: 'Publish draft',
});

/**
 * A tender's page, /tender-details/{id} and /draft-view/{id} (tender-details-page.tsx), with its
 * close-early dialog and its history (tender-history.tsx); the Copy button of both lists and pages.
 */
export const tenderDetailsText = catalogue('ui.tenderDetails', {
  draftTitle: 'View Draft',
  tenderTitle: 'Tender Details',
  backToDrafts: 'Back to Draft Tenders',
  backToPublished: 'Back to Published Tenders',
  tryAgain: 'Try again',
  published: (when: string) => `Published ${when}`,
  lastSaved: (when: string) => `Last saved ${when}`,
  editDraft: 'Edit Draft',
  editTender: 'Edit Tender',
  dismiss: 'Dismiss',
  evaluationSettings: 'Evaluation settings',
  status: {
    draftReady: 'Draft · Ready to publish',
    draft: 'Draft',
    closedEarly: 'Closed early',
    closed: 'Closed',
    open: 'Open',
  },
  copy: 'Copy',
  cancel: 'Cancel',
  history: {
    openAuditLog: 'Open in the audit log',
    label: 'Tender history',
    when: 'When',
    what: 'What',
    by: 'By',
    details: 'Details',
    system: 'System',
    item: (code: string) => `Item ${code}`,
    /** An interest decided: "→ Approved". */
    approved: '→ Approved',
    rejected: '→ Rejected',
  },
});
