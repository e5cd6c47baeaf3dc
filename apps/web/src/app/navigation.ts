import type { PermissionKey } from '@tenderdesk/domain/permissions';

/** `also`: other screens that belong to this entry (its add form), so the menu highlights it there too. */
export type NavItem = { label: string; to: string; adminOnly?: boolean; also?: string[] };
export type NavGroup = { label: string; permission: PermissionKey; items: NavItem[] };

/** The admin sidebar of spec section 2; each group is shown only with its permission (section 6). */
export const ADMIN_NAV: NavGroup[] = [
  {
    label: 'Manage Suppliers',
    permission: 'manageSuppliers',
    items: [
      { label: 'New Supplier Requests', to: '/newSupplierRequest' },
      { label: 'Active Suppliers', to: '/activeSuppliers' },
      { label: 'Inactive Suppliers', to: '/inactiveSuppliers' },
    ],
  },
  {
    label: 'Manage Tenders',
    permission: 'manageTenders',
    items: [
      { label: 'New Tender', to: '/newtender' },
      { label: 'Draft Tenders', to: '/DraftTender' },
      { label: 'Published Tenders', to: '/listTender' },
      { label: 'Interested Suppliers', to: '/interestReceived' },
      { label: 'Received Quotations', to: '/quotationReceived' },
      { label: 'Compare Quotations', to: '/compareQuotation' },
      { label: 'Selected Quotation', to: '/selectedQuotationView' },
    ],
  },
  {
    label: 'Purchase Requests',
    permission: 'purchaseRequests',
    items: [{ label: 'Purchase Requests', to: '/purchaseRequest' }],
  },
  {
    label: 'Purchase Orders',
    permission: 'purchaseOrders',
    items: [{ label: 'Purchase Orders', to: '/purchaseOrder' }],
  },
  {
    label: 'Reports',
    permission: 'reports',
    items: [
      { label: 'Tender Report', to: '/tenderreport' },
      { label: 'Supplier Report', to: '/supplierreport' },
    ],
  },
  {
    label: 'Master Tables',
    permission: 'masterTables',
    items: [
      { label: 'Categories', to: '/listCategory', also: ['/addCategory'] },
      { label: 'Sub Categories', to: '/listsubCategory', also: ['/addSubCategory'] },
    ],
  },
  {
    label: 'Sub Admin',
    permission: 'subAdmin',
    items: [
      { label: 'Sub Admins', to: '/listSubadmin', also: ['/addSubadmin'] },
      { label: 'Role', to: '/role', adminOnly: true },
    ],
  },
  {
    label: 'Settings',
    permission: 'settings',
    items: [
      { label: 'Profile', to: '/profile' },
      { label: 'Change Password', to: '/changePassword' },
    ],
  },
];

/** The supplier sidebar of spec section 2 (plus My Quotations, which the spec leaves unlinked). */
export const SUPPLIER_RFQ_NAV: NavItem[] = [
  { label: 'View all RFQ/RFP', to: '/listalltenders' },
  { label: 'Pending Review', to: '/pendingTender' },
  { label: 'Approved RFQ/RFP', to: '/approvedTender' },
  { label: 'Rejected RFQ/RFP', to: '/rejectTender' },
];
