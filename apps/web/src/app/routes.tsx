import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { ReactNode } from 'react';
import { PATHS } from '../lib/paths';
import type { Access } from './guard';
import { lazyScreen } from './lazy-screen';

// Every screen is its own chunk, fetched when its route is first opened (bundle budget, decision 016).
const ChangePasswordPage = lazyScreen(
  () => import('../features/account/change-password-page'),
  'ChangePasswordPage',
);
const ProfilePage = lazyScreen(() => import('../features/account/profile-page'), 'ProfilePage');
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
const MyQuotationsPage = lazyScreen(
  () => import('../features/quotations/my-quotations-page'),
  'MyQuotationsPage',
);
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
const DraftViewPage = lazyScreen(() => import('../features/tenders/tender-details-page'), 'DraftViewPage');
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
const TenderReportPage = lazyScreen(() => import('../features/reports/report-pages'), 'TenderReportPage');
const SupplierReportPage = lazyScreen(() => import('../features/reports/report-pages'), 'SupplierReportPage');
const InterestReceivedPage = lazyScreen(
  () => import('../features/interests/interest-received-page'),
  'InterestReceivedPage',
);

export type ProtectedRoute = {
  path: string;
  title: string;
  access: Access;
  permission?: PermissionKey;
  adminOnly?: boolean;
  /** The screen; routes without one show their shell and title until their issue builds them. */
  element?: ReactNode;
};

/**
 * Every protected route of spec section 2, in one table. Matching ignores letter case, so the
 * spec's alternative spellings (/dashBoard, /addsubCategory, /Profile, /ChangePassword,
 * /CompanyProfile) reach the same screens.
 */
export const PROTECTED_ROUTES: ProtectedRoute[] = [
  { path: PATHS.dashboard, title: 'Dashboard', access: 'any', element: <DashboardPage /> },
  {
    path: PATHS.changePassword,
    title: 'Change Password',
    access: 'any',
    element: <ChangePasswordPage />,
  },
  { path: PATHS.notifications, title: 'Notifications', access: 'any', element: <NotificationsPage /> },
  {
    path: PATHS.notificationSettings,
    title: 'Email Notifications',
    access: 'any',
    element: <NotificationSettingsPage />,
  },

  // Manage Suppliers
  {
    path: PATHS.newSupplierRequests,
    title: 'New Supplier Requests',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <NewSupplierRequestsPage />,
  },
  {
    path: PATHS.activeSuppliers,
    title: 'Active Suppliers',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <ActiveSuppliersPage />,
  },
  {
    path: PATHS.inactiveSuppliers,
    title: 'Inactive Suppliers',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <InactiveSuppliersPage />,
  },
  {
    path: PATHS.supplierDetails,
    title: 'Supplier Details',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <SupplierDetailsPage />,
  },

  // Manage Tenders
  {
    path: PATHS.newTender,
    title: 'New Tender',
    access: 'admin',
    permission: 'manageTenders',
    element: <TenderFormPage />,
  },
  {
    path: PATHS.draftTenders,
    title: 'Draft Tenders',
    access: 'admin',
    permission: 'manageTenders',
    element: <DraftTendersPage />,
  },
  {
    path: PATHS.publishedTenders,
    title: 'Published Tenders',
    access: 'admin',
    permission: 'manageTenders',
    element: <PublishedTendersPage />,
  },
  {
    path: PATHS.tenderDetails,
    title: 'Tender Details',
    access: 'admin',
    permission: 'manageTenders',
    element: <TenderDetailsScreen />,
  },
  {
    path: PATHS.draftView,
    title: 'View Draft',
    access: 'admin',
    permission: 'manageTenders',
    element: <DraftViewPage />,
  },
  {
    path: PATHS.interestReceived,
    title: 'Interested Suppliers',
    access: 'admin',
    permission: 'manageTenders',
    element: <InterestReceivedPage />,
  },
  {
    path: PATHS.quotationReceived,
    title: 'Received Quotations',
    access: 'admin',
    permission: 'manageTenders',
    element: <QuotationReceivedPage />,
  },
  {
    path: PATHS.compareQuotation,
    title: 'Compare Supplier Quotations',
    access: 'admin',
    permission: 'manageTenders',
    element: <CompareQuotationPage />,
  },
  {
    path: PATHS.selectedQuotation,
    title: 'Selected Quotation',
    access: 'admin',
    permission: 'manageTenders',
    element: <SelectedQuotationPage />,
  },

  // Purchase requests and orders, reports
  {
    path: PATHS.purchaseRequests,
    title: 'Purchase Requests',
    access: 'admin',
    permission: 'purchaseRequests',
    element: <PurchaseRequestListPage />,
  },
  {
    path: PATHS.purchaseRequestNew,
    title: 'Raise Purchase Request',
    access: 'admin',
    permission: 'purchaseRequests',
    element: <NewPurchaseRequestPage />,
  },
  {
    path: PATHS.purchaseRequestDetails,
    title: 'Purchase Request',
    access: 'admin',
    permission: 'purchaseRequests',
    element: <PurchaseRequestDetailsPage />,
  },
  {
    path: PATHS.purchaseRequestEdit,
    title: 'Edit Purchase Request',
    access: 'admin',
    permission: 'purchaseRequests',
    element: <EditPurchaseRequestPage />,
  },
  {
    path: PATHS.purchaseOrders,
    title: 'Purchase Orders',
    access: 'admin',
    permission: 'purchaseOrders',
    element: <PurchaseOrdersPage />,
  },
  {
    path: PATHS.purchaseOrderDetails,
    title: 'Purchase Order',
    access: 'admin',
    permission: 'purchaseOrders',
    element: <PurchaseOrderPage />,
  },
  {
    path: PATHS.tenderReport,
    title: 'Tender Report',
    access: 'admin',
    permission: 'reports',
    element: <TenderReportPage />,
  },
  {
    path: PATHS.supplierReport,
    title: 'Supplier Report',
    access: 'admin',
    permission: 'reports',
    element: <SupplierReportPage />,
  },

  // Master tables
  {
    path: PATHS.addCategory,
    title: 'Add Category',
    access: 'admin',
    permission: 'masterTables',
    element: <AddCategoryPage />,
  },
  {
    path: PATHS.categories,
    title: 'Categories',
    access: 'admin',
    permission: 'masterTables',
    element: <CategoryListPage />,
  },
  {
    path: PATHS.addSubCategory,
    title: 'Add Sub Category',
    access: 'admin',
    permission: 'masterTables',
    element: <AddSubCategoryPage />,
  },
  {
    path: PATHS.subCategories,
    title: 'Sub Categories',
    access: 'admin',
    permission: 'masterTables',
    element: <SubCategoryListPage />,
  },

  // Sub-admins
  {
    path: PATHS.addSubAdmin,
    title: 'Add Sub Admin',
    access: 'admin',
    permission: 'subAdmin',
    element: <AddSubAdminPage />,
  },
  {
    path: PATHS.subAdmins,
    title: 'Sub Admins',
    access: 'admin',
    permission: 'subAdmin',
    element: <SubAdminListPage />,
  },
  { path: PATHS.role, title: 'Role', access: 'admin', adminOnly: true, element: <RolePage /> },

  // Own account: everyone may manage their own profile (the Settings group only hides the link).
  { path: PATHS.profile, title: 'Profile', access: 'admin', element: <ProfilePage /> },
  // The outbox (decision 027): the admin's only, like the API behind it.
  { path: PATHS.emails, title: 'Emails', access: 'admin', adminOnly: true, element: <EmailsPage /> },
  // The audit log (decision 035): the admin's only, like the API behind it.
  { path: PATHS.auditLog, title: 'Audit Log', access: 'admin', adminOnly: true, element: <AuditLogPage /> },

  // Supplier side
  { path: PATHS.allTenders, title: 'List of RFQ/RFP', access: 'supplier', element: <AllTendersPage /> },
  {
    path: PATHS.supplierTender,
    title: 'RFQ/RFP',
    access: 'supplier',
    element: <SupplierTenderScreen />,
  },
  {
    path: PATHS.pendingTenders,
    title: 'Pending Review',
    access: 'supplier',
    element: <PendingTendersPage />,
  },
  {
    path: PATHS.approvedTenders,
    title: 'Approved RFQ/RFP',
    access: 'supplier',
    element: <ApprovedTendersScreen />,
  },
  {
    path: PATHS.rejectedTenders,
    title: 'Rejected RFQ/RFP',
    access: 'supplier',
    element: <RejectedTendersPage />,
  },
  { path: PATHS.myQuotations, title: 'My Quotations', access: 'supplier', element: <MyQuotationsPage /> },
  { path: PATHS.myOrders, title: 'My Orders', access: 'supplier', element: <MyOrdersPage /> },
  { path: PATHS.myOrderDetails, title: 'Purchase Order', access: 'supplier', element: <MyOrderPage /> },
  {
    path: PATHS.companyProfile,
    title: 'Company Profile',
    access: 'supplier',
    element: <CompanyProfilePage />,
  },
];
