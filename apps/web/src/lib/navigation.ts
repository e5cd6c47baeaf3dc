import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { matchPath } from 'react-router';
import { PATHS } from './paths';

/**
 * `also`: other screens that belong to this entry (its add form, the details page of one of its
 * rows: a path pattern such as '/tender-details/:id'), so the menu highlights it there too.
 */
export type NavItem = { label: string; to: string; adminOnly?: boolean; also?: string[] };
export type NavGroup = { label: string; permission: PermissionKey; items: NavItem[] };

/** The admin sidebar of spec section 2; each group is shown only with its permission (section 6). */
export const ADMIN_NAV: NavGroup[] = [
  {
    label: 'Manage Suppliers',
    permission: 'manageSuppliers',
    items: [
      { label: 'New Supplier Requests', to: PATHS.newSupplierRequests },
      { label: 'Active Suppliers', to: PATHS.activeSuppliers },
      { label: 'Inactive Suppliers', to: PATHS.inactiveSuppliers },
    ],
  },
  {
    label: 'Manage Tenders',
    permission: 'manageTenders',
    items: [
      { label: 'New Tender', to: PATHS.newTender },
      { label: 'Draft Tenders', to: PATHS.draftTenders, also: [PATHS.draftView] },
      { label: 'Published Tenders', to: PATHS.publishedTenders, also: [PATHS.tenderDetails] },
      { label: 'Interested Suppliers', to: PATHS.interestReceived },
      { label: 'Received Quotations', to: PATHS.quotationReceived },
      { label: 'Compare Quotations', to: PATHS.compareQuotation },
      { label: 'Selected Quotation', to: PATHS.selectedQuotation },
    ],
  },
  {
    label: 'Purchase Requests',
    permission: 'purchaseRequests',
    items: [{ label: 'Purchase Requests', to: PATHS.purchaseRequests }],
  },
  {
    label: 'Purchase Orders',
    permission: 'purchaseOrders',
    items: [{ label: 'Purchase Orders', to: PATHS.purchaseOrders, also: [PATHS.purchaseOrderDetails] }],
  },
  {
    label: 'Reports',
    permission: 'reports',
    items: [
      { label: 'Tender Report', to: PATHS.tenderReport },
      { label: 'Supplier Report', to: PATHS.supplierReport },
    ],
  },
  {
    label: 'Master Tables',
    permission: 'masterTables',
    items: [
      { label: 'Categories', to: PATHS.categories, also: [PATHS.addCategory] },
      { label: 'Sub Categories', to: PATHS.subCategories, also: [PATHS.addSubCategory] },
    ],
  },
  {
    label: 'Sub Admin',
    permission: 'subAdmin',
    items: [
      { label: 'Sub Admins', to: PATHS.subAdmins, also: [PATHS.addSubAdmin] },
      { label: 'Role', to: PATHS.role, adminOnly: true },
    ],
  },
  {
    label: 'Settings',
    permission: 'settings',
    items: [
      { label: 'Profile', to: PATHS.profile },
      { label: 'Change Password', to: PATHS.changePassword },
      { label: 'Email Notifications', to: PATHS.notificationSettings },
      { label: 'Emails', to: PATHS.emails, adminOnly: true },
      { label: 'Audit Log', to: PATHS.auditLog, adminOnly: true },
    ],
  },
];

/** The supplier sidebar of spec section 2 (plus My Quotations, which the spec leaves unlinked). */
export const SUPPLIER_RFQ_NAV: NavItem[] = [
  { label: 'View all RFQ/RFP', to: PATHS.allTenders, also: [PATHS.supplierTender] },
  { label: 'Pending Review', to: PATHS.pendingTenders },
  { label: 'Approved RFQ/RFP', to: PATHS.approvedTenders },
  { label: 'Rejected RFQ/RFP', to: PATHS.rejectedTenders },
];

/** Whether `pathname` is the screen of `to` (a path or a pattern), in any letter case as routes match. */
export function isPathActive(pathname: string, to: string): boolean {
  return matchPath({ path: to, caseSensitive: false, end: true }, pathname) !== null;
}

/** Whether a menu entry is the current screen's: its own path or one of its `also`. */
export function isNavItemActive(pathname: string, item: Pick<NavItem, 'to' | 'also'>): boolean {
  return [item.to, ...(item.also ?? [])].some((to) => isPathActive(pathname, to));
}
