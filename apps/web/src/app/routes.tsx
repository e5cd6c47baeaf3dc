import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { SCREEN_IDS, SCREENS, type ScreenId, screenOf } from '@tenderdesk/domain/screens';
import type { ReactNode } from 'react';
import type { Access } from './guard';
import { lazyScreen } from './lazy-screen';

// Every screen is its own chunk, fetched when its route is first opened (bundle budget, decision 016).
const ChangePasswordPage = lazyScreen(
  () => import('../features/account/change-password-page'),
  'ChangePasswordPage',
);
const ProfilePage = lazyScreen(() => import('../features/account/profile-page'), 'ProfilePage');
const DocumentTypesPage = lazyScreen(
  () => import('../features/suppliers/documents/document-types-page'),
  'DocumentTypesPage',
);
const MyDocumentsPage = lazyScreen(
  () => import('../features/suppliers/documents/my-documents-page'),
  'MyDocumentsPage',
);
const AddCategoryPage = lazyScreen(
  () => import('../features/categories/add-category-page'),
  'AddCategoryPage',
);
const AddSubCategoryPage = lazyScreen(
  () => import('../features/categories/add-sub-category-page'),
  'AddSubCategoryPage',
);
const CategoryListPage = lazyScreen(
  () => import('../features/categories/category-list-page'),
  'CategoryListPage',
);
const SubCategoryListPage = lazyScreen(
  () => import('../features/categories/sub-category-list-page'),
  'SubCategoryListPage',
);
const AllTendersPage = lazyScreen(
  () => import('../features/supplier-tenders/all-tenders-page'),
  'AllTendersPage',
);
const SupplierTenderScreen = lazyScreen(
  () => import('./tender-clarifications-screens'),
  'SupplierTenderScreen',
);
const PendingTendersPage = lazyScreen(
  () => import('../features/supplier-tenders/status-tenders-pages'),
  'PendingTendersPage',
);
const ApprovedTendersScreen = lazyScreen(() => import('./approved-tenders-screen'), 'ApprovedTendersScreen');
const MyQuotationsScreen = lazyScreen(() => import('./my-quotations-screen'), 'MyQuotationsScreen');
const RejectedTendersPage = lazyScreen(
  () => import('../features/supplier-tenders/status-tenders-pages'),
  'RejectedTendersPage',
);
const CompanyProfilePage = lazyScreen(
  () => import('../features/company-profile/company-profile-page'),
  'CompanyProfilePage',
);
const DashboardPage = lazyScreen(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const AddSubAdminPage = lazyScreen(
  () => import('../features/subadmins/add-subadmin-page'),
  'AddSubAdminPage',
);
const RolePage = lazyScreen(() => import('../features/subadmins/role-page'), 'RolePage');
const SubAdminListPage = lazyScreen(
  () => import('../features/subadmins/subadmin-list-page'),
  'SubAdminListPage',
);
const SupplierDetailsPage = lazyScreen(
  () => import('../features/suppliers/supplier-details-page'),
  'SupplierDetailsPage',
);
const ActiveSuppliersPage = lazyScreen(
  () => import('../features/suppliers/supplier-list-pages'),
  'ActiveSuppliersPage',
);
const InactiveSuppliersPage = lazyScreen(
  () => import('../features/suppliers/supplier-list-pages'),
  'InactiveSuppliersPage',
);
const NewSupplierRequestsPage = lazyScreen(
  () => import('../features/suppliers/supplier-list-pages'),
  'NewSupplierRequestsPage',
);
const PurchaseOrdersPage = lazyScreen(
  () => import('../features/purchase-orders/purchase-orders-page'),
  'PurchaseOrdersPage',
);
const PurchaseOrderPage = lazyScreen(
  () => import('../features/purchase-orders/purchase-order-page'),
  'PurchaseOrderPage',
);
const MyOrdersPage = lazyScreen(() => import('../features/purchase-orders/my-orders-page'), 'MyOrdersPage');
const MyOrderPage = lazyScreen(() => import('../features/purchase-orders/my-orders-page'), 'MyOrderPage');
const TenderFormPage = lazyScreen(() => import('../features/tenders/tender-form-page'), 'TenderFormPage');
const DraftTendersPage = lazyScreen(() => import('../features/tenders/tender-list-page'), 'DraftTendersPage');
const PublishedTendersPage = lazyScreen(
  () => import('../features/tenders/tender-list-page'),
  'PublishedTendersPage',
);
const TenderDetailsScreen = lazyScreen(
  () => import('./tender-clarifications-screens'),
  'TenderDetailsScreen',
);
const DraftViewScreen = lazyScreen(() => import('./tender-clarifications-screens'), 'DraftViewScreen');
const QuotationReceivedPage = lazyScreen(
  () => import('../features/awards/quotation-received-page'),
  'QuotationReceivedPage',
);
const CompareQuotationPage = lazyScreen(
  () => import('../features/awards/compare-quotation-page'),
  'CompareQuotationPage',
);
const SelectedQuotationPage = lazyScreen(
  () => import('../features/awards/selected-quotation-page'),
  'SelectedQuotationPage',
);
const NotificationsPage = lazyScreen(
  () => import('../features/notifications/notifications-page'),
  'NotificationsPage',
);
const NotificationSettingsPage = lazyScreen(
  () => import('../features/notifications/notification-settings-page'),
  'NotificationSettingsPage',
);
const PurchaseRequestListPage = lazyScreen(
  () => import('../features/purchase-requests/request-list-page'),
  'PurchaseRequestListPage',
);
const PurchaseRequestDetailsPage = lazyScreen(
  () => import('../features/purchase-requests/request-details-page'),
  'PurchaseRequestDetailsPage',
);
const NewPurchaseRequestPage = lazyScreen(
  () => import('../features/purchase-requests/request-form-page'),
  'NewPurchaseRequestPage',
);
const EditPurchaseRequestPage = lazyScreen(
  () => import('../features/purchase-requests/request-form-page'),
  'EditPurchaseRequestPage',
);
const EmailsPage = lazyScreen(() => import('../features/emails/emails-page'), 'EmailsPage');
const AuditLogPage = lazyScreen(() => import('../features/audit/audit-log-page'), 'AuditLogPage');
const UnitsPage = lazyScreen(() => import('../features/units/units-page'), 'UnitsPage');
const OrganisationPage = lazyScreen(
  () => import('../features/organisation/organisation-page'),
  'OrganisationPage',
);
const TenderReportPage = lazyScreen(() => import('../features/reports/report-pages'), 'TenderReportPage');
const SupplierReportPage = lazyScreen(() => import('../features/reports/report-pages'), 'SupplierReportPage');
const EvaluationSettingsPage = lazyScreen(
  () => import('../features/evaluation/evaluation-settings-page'),
  'EvaluationSettingsPage',
);
const EvaluationPage = lazyScreen(() => import('../features/evaluation/evaluation-page'), 'EvaluationPage');
const TenderAuctionPage = lazyScreen(
  () => import('../features/auctions/tender-auction-page'),
  'TenderAuctionPage',
);
const SupplierAuctionPage = lazyScreen(
  () => import('../features/auctions/supplier-auction-pages'),
  'SupplierAuctionPage',
);
const DemoAuctionPage = lazyScreen(
  () => import('../features/auctions/supplier-auction-pages'),
  'DemoAuctionPage',
);
const InterestReceivedPage = lazyScreen(
  () => import('../features/interests/interest-received-page'),
  'InterestReceivedPage',
);

export type ProtectedRoute = {
  screen: ProtectedScreenId;
  path: string;
  title: string;
  access: Access;
  permission?: PermissionKey;
  adminOnly?: boolean;
  /** The screen; routes without one show their shell and title until their issue builds them. */
  element?: ReactNode;
};

/** The screens behind the login (the public ones are routed in `router.tsx`, `public-routes.tsx`). */
export type ProtectedScreenId = {
  [K in ScreenId]: (typeof SCREENS)[K]['access'] extends 'public' ? never : K;
}[ScreenId];

/**
 * Each protected screen's component. Its path, title and who may open it come from the screen
 * registry (`packages/domain/src/screens.ts`, decision 044); a screen added there without a
 * component here does not compile.
 */
const SCREEN_ELEMENTS: Record<ProtectedScreenId, ReactNode> = {
  dashboard: <DashboardPage />,
  changePassword: <ChangePasswordPage />,
  notifications: <NotificationsPage />,
  notificationSettings: <NotificationSettingsPage />,
  newSupplierRequests: <NewSupplierRequestsPage />,
  activeSuppliers: <ActiveSuppliersPage />,
  inactiveSuppliers: <InactiveSuppliersPage />,
  documentTypes: <DocumentTypesPage />,
  supplierDetails: <SupplierDetailsPage />,
  newTender: <TenderFormPage />,
  draftTenders: <DraftTendersPage />,
  publishedTenders: <PublishedTendersPage />,
  tenderDetails: <TenderDetailsScreen />,
  draftView: <DraftViewScreen />,
  evaluationSettings: <EvaluationSettingsPage />,
  evaluation: <EvaluationPage />,
  tenderAuction: <TenderAuctionPage />,
  interestReceived: <InterestReceivedPage />,
  quotationReceived: <QuotationReceivedPage />,
  compareQuotation: <CompareQuotationPage />,
  selectedQuotation: <SelectedQuotationPage />,
  purchaseRequests: <PurchaseRequestListPage />,
  purchaseRequestNew: <NewPurchaseRequestPage />,
  purchaseRequestDetails: <PurchaseRequestDetailsPage />,
  purchaseRequestEdit: <EditPurchaseRequestPage />,
  purchaseOrders: <PurchaseOrdersPage />,
  purchaseOrderDetails: <PurchaseOrderPage />,
  tenderReport: <TenderReportPage />,
  supplierReport: <SupplierReportPage />,
  addCategory: <AddCategoryPage />,
  categories: <CategoryListPage />,
  addSubCategory: <AddSubCategoryPage />,
  subCategories: <SubCategoryListPage />,
  addSubAdmin: <AddSubAdminPage />,
  subAdmins: <SubAdminListPage />,
  role: <RolePage />,
  profile: <ProfilePage />,
  emails: <EmailsPage />,
  auditLog: <AuditLogPage />,
  organisation: <OrganisationPage />,
  unitsOfMeasure: <UnitsPage />,
  allTenders: <AllTendersPage />,
  supplierTender: <SupplierTenderScreen />,
  supplierAuction: <SupplierAuctionPage />,
  auctionDemo: <DemoAuctionPage />,
  pendingTenders: <PendingTendersPage />,
  approvedTenders: <ApprovedTendersScreen />,
  rejectedTenders: <RejectedTendersPage />,
  myQuotations: <MyQuotationsScreen />,
  myOrders: <MyOrdersPage />,
  myOrderDetails: <MyOrderPage />,
  companyProfile: <CompanyProfilePage />,
  myDocuments: <MyDocumentsPage />,
};

function isProtected(id: ScreenId): id is ProtectedScreenId {
  return SCREENS[id].access !== 'public';
}

/**
 * Every protected route of spec section 2, in one table, read from the screen registry. Matching
 * ignores letter case, so the spec's alternative spellings (/dashBoard, /addsubCategory, /Profile,
 * /ChangePassword, /CompanyProfile) reach the same screens.
 */
export const PROTECTED_ROUTES: ProtectedRoute[] = SCREEN_IDS.filter(isProtected).map((id) => {
  const { path, title, access, permission, adminOnly } = screenOf(id);
  return {
    screen: id,
    path,
    title,
    access: access as Access,
    ...(permission ? { permission } : {}),
    ...(adminOnly ? { adminOnly } : {}),
    element: SCREEN_ELEMENTS[id],
  };
});
