import { catalogue } from '../i18n/catalogue';

/**
 * The report screens' own texts (apps/web/src/features/reports: the tender and supplier reports,
 * their filters, table and downloads), English as the screens had them. The reports' messages are
 * `reportMessages`; the scorecard's values ("No data", "Lowest") are `scorecardText`'s. The CSV and
 * XLSX files keep their English headings (decision 061).
 */
export const reportScreenText = catalogue('ui.reports', {
  /** "Download CSV", "Download XLSX". */
  download: (format: string) => `Download ${format}`,
  changeFilters: 'Change the filters and search again.',
  sortBy: 'Sort by',
  search: 'Search',
  clear: 'Clear',
  /** The tender report. */
  tenderDescription: 'Published tenders, with their interest, quotations and award.',
  filters: 'Filters',
  projectName: 'Project name',
  projectNamePlaceholder: 'Any part of the name',
  fromDate: 'From date',
  toDate: 'To date',
  tenderColumns: {
    projectName: 'Project Name',
    projectTitle: 'Project Title',
    organisation: 'Organisation',
    publishingDate: 'Published Date',
    status: 'Status',
    category: 'Category',
    interests: 'Interests',
    quotations: 'Quotes',
    awardedValue: 'Awarded Value',
  },
  /** A tender's status in the report (`TenderReportStatus`), by value. */
  tenderStatus: {
    Open: 'Open',
    Closed: 'Closed',
    Awarded: 'Awarded',
  },
  tenderSort: {
    newest: 'Newest published first',
    oldest: 'Oldest published first',
    nameAscending: 'Project name, A to Z',
    nameDescending: 'Project name, Z to A',
  },
  /** The supplier report. */
  supplierDescription:
    'Active suppliers, with their latest tender, quotations and awards, and their scorecard over the last 12 months.',
  searchSuppliers: 'Search suppliers',
  companyName: 'Company name',
  companyNamePlaceholder: 'Any part of the company name',
  supplierColumns: {
    companyName: 'Company Name',
    contactName: 'Contact Name',
    category: 'Category',
    lastTender: 'Last Tender',
    lastTenderValue: 'Last Tender Value',
    email: 'E-Mail',
    tenders: 'Tenders',
    quotes: 'Quotes',
    awards: 'Awards',
    winRate: 'Win Rate',
    /** The scorecard over the last 12 months. */
    responseRate: 'Response',
    quotationRate: 'Quote Rate',
    winRateYear: 'Win (12 m)',
    onTimeDelivery: 'On-time',
    acceptanceRate: 'Accepted',
    documentCompliance: 'Documents',
    price: 'Price vs Lowest',
  },
  supplierSort: {
    nameAscending: 'Company name, A to Z',
    nameDescending: 'Company name, Z to A',
  },
});
