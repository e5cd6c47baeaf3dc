/**
 * Every screen's path (spec section 2), once. The route table (`app/routes.tsx`, `app/router.tsx`)
 * registers these, and every link, redirect and menu entry names one of them, so a path cannot be
 * linked with a typo or renamed in one place only (`scripts/check-boundaries.test.ts` refuses a
 * literal path in a link). Matching ignores letter case, so the spec's other spellings
 * (/dashBoard, /CompanyProfile ...) reach the same screens.
 */
export const PATHS = {
  // Public
  login: '/',
  forgotPassword: '/forgot-password',
  /** The page a password reset email links to (`?token=`); the server builds that link. */
  resetPassword: '/reset-password',
  supplierRegistration: '/SupplierRegistration',

  // Everyone signed in
  dashboard: '/dashboard',
  changePassword: '/changePassword',
  /** The account's in-app notifications (the bell's "See all"). */
  notifications: '/notifications',
  /** Which notifications also come by email (Settings). */
  notificationSettings: '/notificationSettings',

  // Manage Suppliers
  newSupplierRequests: '/newSupplierRequest',
  activeSuppliers: '/activeSuppliers',
  inactiveSuppliers: '/inactiveSuppliers',
  supplierDetails: '/suppliers/:id',

  // Manage Tenders
  newTender: '/newtender',
  draftTenders: '/DraftTender',
  publishedTenders: '/listTender',
  tenderDetails: '/tender-details/:id',
  draftView: '/draft-view/:id',
  interestReceived: '/interestReceived',
  quotationReceived: '/quotationReceived',
  compareQuotation: '/compareQuotation',
  selectedQuotation: '/selectedQuotationView',

  // Purchase requests and orders, reports
  purchaseRequests: '/purchaseRequest',
  purchaseRequestNew: '/purchaseRequest/new',
  purchaseRequestDetails: '/purchaseRequest/:id',
  purchaseRequestEdit: '/purchaseRequest/:id/edit',
  purchaseOrders: '/purchaseOrder',
  /** One purchase order: its terms while Draft, issue, cancel, reissue, its PDF (issue 12). */
  purchaseOrderDetails: '/purchaseOrder/:id',
  tenderReport: '/tenderreport',
  supplierReport: '/supplierreport',

  // Master tables
  addCategory: '/addCategory',
  categories: '/listCategory',
  addSubCategory: '/addSubCategory',
  subCategories: '/listsubCategory',

  // Sub-admins
  addSubAdmin: '/addSubadmin',
  subAdmins: '/listSubadmin',
  role: '/role',

  // Own account
  profile: '/profile',
  /** Outgoing emails, the failed ones retried here (decision 027; the admin's only). */
  emails: '/emails',
  /** The audit log, filtered and paged (issue 11, decision 035; the admin's only). */
  auditLog: '/auditLog',

  // Supplier side
  allTenders: '/listalltenders',
  pendingTenders: '/pendingTender',
  approvedTenders: '/approvedTender',
  rejectedTenders: '/rejectTender',
  /** A published tender of the supplier's category, read-only (before or after expressing interest). */
  supplierTender: '/rfq/:id',
  myQuotations: '/myQuotations',
  /** The supplier's issued purchase orders, each acknowledged there (issue 12). */
  myOrders: '/myOrders',
  myOrderDetails: '/myOrders/:id',
  companyProfile: '/companyProfile',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** A path with its `:id` filled in, e.g. `pathTo(PATHS.supplierDetails, id)`. */
export function pathTo(pattern: AppPath, id: string): string {
  return pattern.replace(':id', encodeURIComponent(id));
}
