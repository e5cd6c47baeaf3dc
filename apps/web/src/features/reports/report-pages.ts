// Both report screens in one chunk (they share their table, filters and downloads): one entry in
// the route table's lazy imports instead of two, which keeps the entry chunk small.
export { SupplierReportPage } from './supplier-report-page';
export { TenderReportPage } from './tender-report-page';
