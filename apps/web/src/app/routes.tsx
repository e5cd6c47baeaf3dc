import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { ReactNode } from 'react';
import { ChangePasswordPage } from '../features/account/change-password-page';
import { ProfilePage } from '../features/account/profile-page';
import { AddCategoryPage } from '../features/categories/add-category-page';
import { AddSubCategoryPage } from '../features/categories/add-sub-category-page';
import { CategoryListPage } from '../features/categories/category-list-page';
import { SubCategoryListPage } from '../features/categories/sub-category-list-page';
import { CompanyProfilePage } from '../features/company-profile/company-profile-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { AddSubAdminPage } from '../features/subadmins/add-subadmin-page';
import { RolePage } from '../features/subadmins/role-page';
import { SubAdminListPage } from '../features/subadmins/subadmin-list-page';
import { SupplierDetailsPage } from '../features/suppliers/supplier-details-page';
import {
  ActiveSuppliersPage,
  InactiveSuppliersPage,
  NewSupplierRequestsPage,
} from '../features/suppliers/supplier-list-pages';
import type { Access } from './guard';

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
  { path: '/dashboard', title: 'Dashboard', access: 'any', element: <DashboardPage /> },
  {
    path: '/changePassword',
    title: 'Change Password',
    access: 'any',
    element: <ChangePasswordPage />,
  },

  // Manage Suppliers
  {
    path: '/newSupplierRequest',
    title: 'New Supplier Requests',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <NewSupplierRequestsPage />,
  },
  {
    path: '/activeSuppliers',
    title: 'Active Suppliers',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <ActiveSuppliersPage />,
  },
  {
    path: '/inactiveSuppliers',
    title: 'Inactive Suppliers',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <InactiveSuppliersPage />,
  },
  {
    path: '/suppliers/:id',
    title: 'Supplier Details',
    access: 'admin',
    permission: 'manageSuppliers',
    element: <SupplierDetailsPage />,
  },

  // Manage Tenders
  { path: '/newtender', title: 'New Tender', access: 'admin', permission: 'manageTenders' },
  { path: '/DraftTender', title: 'Draft Tenders', access: 'admin', permission: 'manageTenders' },
  { path: '/listTender', title: 'Published Tenders', access: 'admin', permission: 'manageTenders' },
  { path: '/tender-details/:id', title: 'Tender Details', access: 'admin', permission: 'manageTenders' },
  { path: '/draft-view/:id', title: 'View Draft', access: 'admin', permission: 'manageTenders' },
  { path: '/interestReceived', title: 'Interested Suppliers', access: 'admin', permission: 'manageTenders' },
  { path: '/quotationReceived', title: 'Received Quotations', access: 'admin', permission: 'manageTenders' },
  {
    path: '/compareQuotation',
    title: 'Compare Supplier Quotations',
    access: 'admin',
    permission: 'manageTenders',
  },
  {
    path: '/selectedQuotationView',
    title: 'Selected Quotation',
    access: 'admin',
    permission: 'manageTenders',
  },

  // Purchase requests and orders, reports
  { path: '/purchaseRequest', title: 'Purchase Requests', access: 'admin', permission: 'purchaseRequests' },
  { path: '/purchaseOrder', title: 'Purchase Orders', access: 'admin', permission: 'purchaseOrders' },
  { path: '/tenderreport', title: 'Tender Report', access: 'admin', permission: 'reports' },
  { path: '/supplierreport', title: 'Supplier Report', access: 'admin', permission: 'reports' },

  // Master tables
  {
    path: '/addCategory',
    title: 'Add Category',
    access: 'admin',
    permission: 'masterTables',
    element: <AddCategoryPage />,
  },
  {
    path: '/listCategory',
    title: 'Categories',
    access: 'admin',
    permission: 'masterTables',
    element: <CategoryListPage />,
  },
  {
    path: '/addSubCategory',
    title: 'Add Sub Category',
    access: 'admin',
    permission: 'masterTables',
    element: <AddSubCategoryPage />,
  },
  {
    path: '/listsubCategory',
    title: 'Sub Categories',
    access: 'admin',
    permission: 'masterTables',
    element: <SubCategoryListPage />,
  },

  // Sub-admins
  {
    path: '/addSubadmin',
    title: 'Add Sub Admin',
    access: 'admin',
    permission: 'subAdmin',
    element: <AddSubAdminPage />,
  },
  {
    path: '/listSubadmin',
    title: 'Sub Admins',
    access: 'admin',
    permission: 'subAdmin',
    element: <SubAdminListPage />,
  },
  { path: '/role', title: 'Role', access: 'admin', adminOnly: true, element: <RolePage /> },

  // Own account: everyone may manage their own profile (the Settings group only hides the link).
  { path: '/profile', title: 'Profile', access: 'admin', element: <ProfilePage /> },

  // Supplier side
  { path: '/listalltenders', title: 'List of RFQ/RFP', access: 'supplier' },
  { path: '/pendingTender', title: 'Pending Review', access: 'supplier' },
  { path: '/approvedTender', title: 'Approved RFQ/RFP', access: 'supplier' },
  { path: '/rejectTender', title: 'Rejected RFQ/RFP', access: 'supplier' },
  { path: '/myQuotations', title: 'My Quotations', access: 'supplier' },
  { path: '/companyProfile', title: 'Company Profile', access: 'supplier', element: <CompanyProfilePage /> },
];
