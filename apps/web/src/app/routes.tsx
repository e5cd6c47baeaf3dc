import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { ReactNode } from 'react';
import { DashboardPage } from '../features/dashboard/dashboard-page';
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
  { path: '/changePassword', title: 'Change Password', access: 'any' },

  // Manage Suppliers
  {
    path: '/newSupplierRequest',
    title: 'New Supplier Requests',
    access: 'admin',
    permission: 'manageSuppliers',
  },
  { path: '/activeSuppliers', title: 'Active Suppliers', access: 'admin', permission: 'manageSuppliers' },
  { path: '/inactiveSuppliers', title: 'Inactive Suppliers', access: 'admin', permission: 'manageSuppliers' },

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
  { path: '/addCategory', title: 'Add Category', access: 'admin', permission: 'masterTables' },
  { path: '/listCategory', title: 'Categories', access: 'admin', permission: 'masterTables' },
  { path: '/addSubCategory', title: 'Add Sub Category', access: 'admin', permission: 'masterTables' },
  { path: '/listsubCategory', title: 'Sub Categories', access: 'admin', permission: 'masterTables' },

  // Sub-admins
  { path: '/addSubadmin', title: 'Add Sub Admin', access: 'admin', permission: 'subAdmin' },
  { path: '/listSubadmin', title: 'Sub Admins', access: 'admin', permission: 'subAdmin' },
  { path: '/role', title: 'Role', access: 'admin', adminOnly: true },

  // Own account: everyone may manage their own profile (the Settings group only hides the link).
  { path: '/profile', title: 'Profile', access: 'admin' },

  // Supplier side
  { path: '/listalltenders', title: 'List of RFQ/RFP', access: 'supplier' },
  { path: '/pendingTender', title: 'Pending Review', access: 'supplier' },
  { path: '/approvedTender', title: 'Approved RFQ/RFP', access: 'supplier' },
  { path: '/rejectTender', title: 'Rejected RFQ/RFP', access: 'supplier' },
  { path: '/myQuotations', title: 'My Quotations', access: 'supplier' },
  { path: '/companyProfile', title: 'Company Profile', access: 'supplier' },
];
