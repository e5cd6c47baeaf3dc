import type { PermissionKey } from './permissions';

/**
 * Every screen of the web app, declared once (decision 044): its path, its title (the browser
 * tab's), who may open it and its place in a sidebar. The web derives its paths (`lib/paths.ts`),
 * its route table (`app/routes.tsx` adds only each screen's component), its sidebars
 * (`lib/navigation.ts`) and its tab titles from this table; the server builds the links of its
 * notifications and emails with `linkTo`. Plain data, no zod, so any screen may import it.
 *
 * Matching ignores letter case, so the spec's other spellings (/dashBoard, /CompanyProfile ...)
 * reach the same screens.
 */

/** Who may open a screen: anyone, anyone signed in, the admin side, or a supplier. */
export type ScreenAccess = 'public' | 'any' | 'admin' | 'supplier';

/** The sidebar groups, in the order the sidebars show them. */
export const MENU_GROUPS = {
  // The admin sidebar of spec section 2; each group is shown only with its permission (section 6).
  manageSuppliers: { menu: 'admin', label: 'Manage Suppliers', permission: 'manageSuppliers' },
  manageTenders: { menu: 'admin', label: 'Manage Tenders', permission: 'manageTenders' },
  purchaseRequests: { menu: 'admin', label: 'Purchase Requests', permission: 'purchaseRequests' },
  purchaseOrders: { menu: 'admin', label: 'Purchase Orders', permission: 'purchaseOrders' },
  reports: { menu: 'admin', label: 'Reports', permission: 'reports' },
  masterTables: { menu: 'admin', label: 'Master Tables', permission: 'masterTables' },
  subAdmin: { menu: 'admin', label: 'Sub Admin', permission: 'subAdmin' },
  /**
   * The Settings permission only hides these links: everyone may open their own profile, password
   * and email choices (the account menu links them whatever the permissions, issue 18).
   */
  settings: { menu: 'admin', label: 'Settings', permission: 'settings', linksOnly: true },
  // The supplier sidebar of spec section 2 (plus My Quotations, which the spec leaves unlinked).
  supplierRfq: { menu: 'supplier', label: 'View RFQ/RFP' },
  /** Links of their own under the RFQ group, each with its icon. */
  supplierApps: { menu: 'supplier', label: 'Apps' },
  supplierSettings: { menu: 'supplier', label: 'Settings' },
} as const satisfies Record<string, MenuGroup>;

export type MenuGroup = {
  menu: 'admin' | 'supplier';
  label: string;
  /** Shows the group only to callers holding it (an admin holds every permission). */
  permission?: PermissionKey;
  /** The permission hides the links but guards none of the screens (they are everyone's). */
  linksOnly?: boolean;
};
export type MenuGroupId = keyof typeof MENU_GROUPS;

/** A screen's entry in a sidebar: its group, its label there, and its place in the group. */
export type MenuPlace = { group: MenuGroupId; label: string; order: number };

export type Screen = {
  path: string;
  /** The browser tab's title (`Title · TenderDesk`). */
  title: string;
  access: ScreenAccess;
  /** The sub-admin permission the screen needs (an admin holds every permission). */
  permission?: PermissionKey;
  /** The admin's only, not a sub-admin's whatever the permissions. */
  adminOnly?: boolean;
  /** Its sidebar entries (one, or one per sidebar); none for screens reached from another screen. */
  menu?: MenuPlace | readonly MenuPlace[];
  /** The sidebar entry lit while this screen is open (its list, for a details page or an add form). */
  menuParent?: string;
};

export const SCREENS = {
  // Public
  login: { path: '/', title: 'Sign in', access: 'public' },
  forgotPassword: { path: '/forgot-password', title: 'Forgot password', access: 'public' },
  /** The page a password reset email links to (`?token=`); the server builds that link. */
  resetPassword: { path: '/reset-password', title: 'Reset password', access: 'public' },
  supplierRegistration: {
    path: '/SupplierRegistration',
    title: 'Supplier Registration',
    access: 'public',
  },

  // Everyone signed in
  dashboard: { path: '/dashboard', title: 'Dashboard', access: 'any' },
  changePassword: {
    path: '/changePassword',
    title: 'Change Password',
    access: 'any',
    menu: [
      { group: 'settings', label: 'Change Password', order: 2 },
      { group: 'supplierSettings', label: 'Change Password', order: 1 },
    ],
  },
  /** The account's in-app notifications (the bell's "See all"). */
  notifications: { path: '/notifications', title: 'Notifications', access: 'any' },
  /** Which notifications also come by email (Settings). */
  notificationSettings: {
    path: '/notificationSettings',
    title: 'Email Notifications',
    access: 'any',
    menu: [
      { group: 'settings', label: 'Email Notifications', order: 3 },
      { group: 'supplierSettings', label: 'Email Notifications', order: 2 },
    ],
  },

  // Manage Suppliers
  newSupplierRequests: {
    path: '/newSupplierRequest',
    title: 'New Supplier Requests',
    access: 'admin',
    permission: 'manageSuppliers',
    menu: { group: 'manageSuppliers', label: 'New Supplier Requests', order: 1 },
  },
  activeSuppliers: {
    path: '/activeSuppliers',
    title: 'Active Suppliers',
    access: 'admin',
    permission: 'manageSuppliers',
    menu: { group: 'manageSuppliers', label: 'Active Suppliers', order: 2 },
  },
  inactiveSuppliers: {
    path: '/inactiveSuppliers',
    title: 'Inactive Suppliers',
    access: 'admin',
    permission: 'manageSuppliers',
    menu: { group: 'manageSuppliers', label: 'Inactive Suppliers', order: 3 },
  },
  /** Document types and the categories requiring them (issue 24 item 1). */
  documentTypes: {
    path: '/documentTypes',
    title: 'Document Types',
    access: 'admin',
    permission: 'manageSuppliers',
    menu: { group: 'manageSuppliers', label: 'Document Types', order: 4 },
  },
  supplierDetails: {
    path: '/suppliers/:id',
    title: 'Supplier Details',
    access: 'admin',
    permission: 'manageSuppliers',
  },

  // Manage Tenders
  newTender: {
    path: '/newtender',
    title: 'New Tender',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'New Tender', order: 1 },
  },
  draftTenders: {
    path: '/DraftTender',
    title: 'Draft Tenders',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'Draft Tenders', order: 2 },
  },
  publishedTenders: {
    path: '/listTender',
    title: 'Published Tenders',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'Published Tenders', order: 3 },
  },
  tenderDetails: {
    path: '/tender-details/:id',
    title: 'Tender Details',
    access: 'admin',
    permission: 'manageTenders',
    menuParent: 'publishedTenders',
  },
  draftView: {
    path: '/draft-view/:id',
    title: 'View Draft',
    access: 'admin',
    permission: 'manageTenders',
    menuParent: 'draftTenders',
  },
  /** A tender's evaluation settings: envelopes, criteria, EMD and fee, bid openers (issue 21). */
  evaluationSettings: {
    path: '/tenders/:id/evaluation-settings',
    title: 'Evaluation Settings',
    access: 'admin',
    permission: 'manageTenders',
    menuParent: 'publishedTenders',
  },
  /**
   * A tender's evaluation: the committee's openings, the technical evaluation, negotiation and the
   * release of bid security (issue 21). No permission here: a named bid opener may open it without
   * managing tenders; the server decides and the screen shows its refusal.
   */
  evaluation: {
    path: '/tenders/:id/evaluation',
    title: 'Evaluation',
    access: 'admin',
    menuParent: 'publishedTenders',
  },
  /**
   * A tender's live reverse auction (issue 22): schedule it, watch every bid and rank live, and award
   * from the result once it has closed.
   */
  tenderAuction: {
    path: '/tenders/:id/auction',
    title: 'Reverse Auction',
    access: 'admin',
    permission: 'manageTenders',
    menuParent: 'publishedTenders',
  },
  interestReceived: {
    path: '/interestReceived',
    title: 'Interested Suppliers',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'Interested Suppliers', order: 4 },
  },
  quotationReceived: {
    path: '/quotationReceived',
    title: 'Received Quotations',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'Received Quotations', order: 5 },
  },
  compareQuotation: {
    path: '/compareQuotation',
    title: 'Compare Supplier Quotations',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'Compare Quotations', order: 6 },
  },
  selectedQuotation: {
    path: '/selectedQuotationView',
    title: 'Selected Quotation',
    access: 'admin',
    permission: 'manageTenders',
    menu: { group: 'manageTenders', label: 'Selected Quotation', order: 7 },
  },

  // Purchase requests and orders, reports
  purchaseRequests: {
    path: '/purchaseRequest',
    title: 'Purchase Requests',
    access: 'admin',
    permission: 'purchaseRequests',
    menu: { group: 'purchaseRequests', label: 'Purchase Requests', order: 1 },
  },
  purchaseRequestNew: {
    path: '/purchaseRequest/new',
    title: 'Raise Purchase Request',
    access: 'admin',
    permission: 'purchaseRequests',
  },
  purchaseRequestDetails: {
    path: '/purchaseRequest/:id',
    title: 'Purchase Request',
    access: 'admin',
    permission: 'purchaseRequests',
  },
  purchaseRequestEdit: {
    path: '/purchaseRequest/:id/edit',
    title: 'Edit Purchase Request',
    access: 'admin',
    permission: 'purchaseRequests',
  },
  purchaseOrders: {
    path: '/purchaseOrder',
    title: 'Purchase Orders',
    access: 'admin',
    permission: 'purchaseOrders',
    menu: { group: 'purchaseOrders', label: 'Purchase Orders', order: 1 },
  },
  /** One purchase order: its terms while Draft, issue, cancel, reissue, its PDF (issue 12). */
  purchaseOrderDetails: {
    path: '/purchaseOrder/:id',
    title: 'Purchase Order',
    access: 'admin',
    permission: 'purchaseOrders',
    menuParent: 'purchaseOrders',
  },
  tenderReport: {
    path: '/tenderreport',
    title: 'Tender Report',
    access: 'admin',
    permission: 'reports',
    menu: { group: 'reports', label: 'Tender Report', order: 1 },
  },
  supplierReport: {
    path: '/supplierreport',
    title: 'Supplier Report',
    access: 'admin',
    permission: 'reports',
    menu: { group: 'reports', label: 'Supplier Report', order: 2 },
  },

  // Master tables
  addCategory: {
    path: '/addCategory',
    title: 'Add Category',
    access: 'admin',
    permission: 'masterTables',
    menuParent: 'categories',
  },
  categories: {
    path: '/listCategory',
    title: 'Categories',
    access: 'admin',
    permission: 'masterTables',
    menu: { group: 'masterTables', label: 'Categories', order: 1 },
  },
  addSubCategory: {
    path: '/addSubCategory',
    title: 'Add Sub Category',
    access: 'admin',
    permission: 'masterTables',
    menuParent: 'subCategories',
  },
  subCategories: {
    path: '/listsubCategory',
    title: 'Sub Categories',
    access: 'admin',
    permission: 'masterTables',
    menu: { group: 'masterTables', label: 'Sub Categories', order: 2 },
  },
  /** Units of measure: the GST unit quantity codes and the admin's own (issue 20, decision 046). */
  unitsOfMeasure: {
    path: '/unitsOfMeasure',
    title: 'Units of Measure',
    access: 'admin',
    permission: 'masterTables',
    menu: { group: 'masterTables', label: 'Units of Measure', order: 3 },
  },

  // Sub-admins
  addSubAdmin: {
    path: '/addSubadmin',
    title: 'Add Sub Admin',
    access: 'admin',
    permission: 'subAdmin',
    menuParent: 'subAdmins',
  },
  subAdmins: {
    path: '/listSubadmin',
    title: 'Sub Admins',
    access: 'admin',
    permission: 'subAdmin',
    menu: { group: 'subAdmin', label: 'Sub Admins', order: 1 },
  },
  role: {
    path: '/role',
    title: 'Role',
    access: 'admin',
    adminOnly: true,
    menu: { group: 'subAdmin', label: 'Role', order: 2 },
  },

  // Own account: everyone may manage their own profile (the Settings group only hides the link).
  profile: {
    path: '/profile',
    title: 'Profile',
    access: 'admin',
    menu: { group: 'settings', label: 'Profile', order: 1 },
  },
  /** Outgoing emails, the failed ones retried here (decision 027; the admin's only, like its API). */
  emails: {
    path: '/emails',
    title: 'Emails',
    access: 'admin',
    adminOnly: true,
    menu: { group: 'settings', label: 'Emails', order: 4 },
  },
  /** The audit log, filtered and paged (issue 11, decision 035; the admin's only, like its API). */
  auditLog: {
    path: '/auditLog',
    title: 'Audit Log',
    access: 'admin',
    adminOnly: true,
    menu: { group: 'settings', label: 'Audit Log', order: 5 },
  },
  /** The buying organisation and its units (issue 20, decision 046). */
  organisation: {
    path: '/organisation',
    title: 'Organisation',
    access: 'admin',
    permission: 'settings',
    menu: { group: 'settings', label: 'Organisation', order: 6 },
  },

  // Supplier side
  allTenders: {
    path: '/listalltenders',
    title: 'List of RFQ/RFP',
    access: 'supplier',
    menu: { group: 'supplierRfq', label: 'View all RFQ/RFP', order: 1 },
  },
  pendingTenders: {
    path: '/pendingTender',
    title: 'Pending Review',
    access: 'supplier',
    menu: { group: 'supplierRfq', label: 'Pending Review', order: 2 },
  },
  approvedTenders: {
    path: '/approvedTender',
    title: 'Approved RFQ/RFP',
    access: 'supplier',
    menu: { group: 'supplierRfq', label: 'Approved RFQ/RFP', order: 3 },
  },
  rejectedTenders: {
    path: '/rejectTender',
    title: 'Rejected RFQ/RFP',
    access: 'supplier',
    menu: { group: 'supplierRfq', label: 'Rejected RFQ/RFP', order: 4 },
  },
  /** A published tender of the supplier's category, read-only (before or after expressing interest). */
  supplierTender: {
    path: '/rfq/:id',
    title: 'RFQ/RFP',
    access: 'supplier',
    menuParent: 'allTenders',
  },
  /** An invited supplier's live auction screen: its rank, the server's countdown, its bids (issue 22). */
  supplierAuction: {
    path: '/rfq/:id/auction',
    title: 'Reverse Auction',
    access: 'supplier',
    menuParent: 'allTenders',
  },
  /** A practice auction against simulated bidders, run in the browser with the real rules (issue 22). */
  auctionDemo: {
    path: '/auction-demo',
    title: 'Practice Auction',
    access: 'supplier',
    menuParent: 'allTenders',
  },
  myQuotations: {
    path: '/myQuotations',
    title: 'My Quotations',
    access: 'supplier',
    menu: { group: 'supplierApps', label: 'My Quotations', order: 1 },
  },
  /** The supplier's issued purchase orders, each acknowledged there (issue 12). */
  myOrders: {
    path: '/myOrders',
    title: 'My Orders',
    access: 'supplier',
    menu: { group: 'supplierApps', label: 'My Orders', order: 2 },
  },
  myOrderDetails: {
    path: '/myOrders/:id',
    title: 'Purchase Order',
    access: 'supplier',
    menuParent: 'myOrders',
  },
  companyProfile: {
    path: '/companyProfile',
    title: 'Company Profile',
    access: 'supplier',
    menu: { group: 'supplierApps', label: 'Company Profile', order: 3 },
  },
  /** The supplier's documents with their state, and uploading a new one (issue 24 item 1). */
  myDocuments: {
    path: '/myDocuments',
    title: 'My Documents',
    access: 'supplier',
    menu: { group: 'supplierApps', label: 'My Documents', order: 4 },
  },
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof SCREENS;
export type ScreenPath<K extends ScreenId = ScreenId> = (typeof SCREENS)[K]['path'];

export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** Every screen as a `Screen` (the literal table's rows, widened). */
export function screenOf(id: ScreenId): Screen {
  return SCREENS[id];
}

/** One entry of a sidebar, derived from the table. */
export type MenuEntry = {
  screen: ScreenId;
  label: string;
  to: string;
  adminOnly?: boolean;
  /** Screens that light this entry too (their `menuParent` is this screen), as path patterns. */
  also?: string[];
};

/** A screen's sidebar entries (none, one, or one per sidebar). */
export function menuPlacesOf(screen: Screen): readonly MenuPlace[] {
  const { menu } = screen;
  if (!menu) return [];
  return 'group' in menu ? [menu] : menu;
}

/** The entries of one sidebar group, in their order. */
export function menuEntries(group: MenuGroupId): MenuEntry[] {
  const places = SCREEN_IDS.flatMap((screen) =>
    menuPlacesOf(screenOf(screen)).map((place) => ({ screen, place })),
  ).filter(({ place }) => place.group === group);
  return places
    .sort((a, b) => a.place.order - b.place.order)
    .map(({ screen, place }) => {
      const also = SCREEN_IDS.filter((id) => screenOf(id).menuParent === screen).map(
        (id) => SCREENS[id].path,
      );
      const entry: MenuEntry = { screen, label: place.label, to: SCREENS[screen].path };
      if (screenOf(screen).adminOnly) entry.adminOnly = true;
      if (also.length > 0) entry.also = also;
      return entry;
    });
}

/** The `:name` parameters of a path pattern, e.g. `'id'` for '/rfq/:id'. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type LinkArgs<K extends ScreenId> = [ParamsOf<ScreenPath<K>>] extends [never]
  ? [params?: Record<string, never>, query?: Record<string, string>]
  : [params: Record<ParamsOf<ScreenPath<K>>, string>, query?: Record<string, string>];

/**
 * The web address of a screen, its parameters filled in (encoded), e.g.
 * `linkTo('supplierTender', { id })` → '/rfq/<id>'. The server builds its notification and email
 * links with it, so they always point at a screen that exists.
 */
export function linkTo<K extends ScreenId>(screen: K, ...[params, query]: LinkArgs<K>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = SCREENS[screen].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`linkTo(${screen}): no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${path}${search}`;
}
