import { catalogue } from '../i18n/catalogue';

/**
 * The sub-admin screens (apps/web/src/features/subadmins: the list with its rows edited in place,
 * the add form and the role matrix). The banners are `messages.subadmin` and `messages.role`; the
 * matrix's columns are the admin sidebar's groups (`ui/screens.ts`).
 */
export const subadminsText = catalogue('ui.subadmins', {
  /** "12 in total" (Indian grouping). */
  inTotal: (n: number) => `${n.toLocaleString('en-IN')} in total`,
  addSubAdmin: 'Add Sub Admin',
  searchPlaceholder: 'Search by username or email',
  emptyTitle: 'No sub admins yet',
  subAdmin: 'Sub-admin',
  username: 'Username',
  email: 'Email',
  actions: 'Actions',
  /** /listSubAdmin */
  list: {
    title: 'Sub Admins',
    description: 'People who help run tenders and suppliers, each with the sections granted to them.',
    loadFailed: 'Could not load the sub admins.',
    emptyDescription: 'Add a sub-admin to share the work of running tenders and suppliers.',
    label: 'Sub admins',
    role: 'Role',
    you: 'You',
    deleteTitle: 'Delete sub admin',
    /** "Delete the sub-admin <b>Anita</b> (anita@x.in)? They are signed out ..." */
    deleteBefore: 'Delete the sub-admin',
    deleteAfter: (email: string) =>
      `(${email})? They are signed out at once and can no longer log in. This cannot be undone.`,
    delete: 'Delete',
  },
  /** /addSubAdmin */
  add: {
    description: 'Sub-admins see only the sections granted to them.',
    all: 'All sub admins',
    formLabel: 'Add sub admin',
    usernamePlaceholder: 'e.g. Anita Rao',
    password: 'Password',
    /** The password field's show/hide button (Mantine's own name for it). */
    toggleVisibility: 'Toggle password visibility',
    passwordHint: (min: number) => `At least ${min} characters. Share it with the sub-admin privately.`,
    noPermissions: 'A new sub-admin starts with no permissions.',
    /** "Grant them on the [Role page]." */
    grantBefore: 'Grant them on the',
    rolePage: 'Role page',
    grantAfter: '.',
  },
  /** /role: the permission matrix. */
  role: {
    title: 'Role',
    description: 'Tick the sections each sub-admin may open. Every change is saved at once.',
    count: (n: number) => `${n.toLocaleString('en-IN')} sub-admins`,
    emptyDescription: 'Permissions are granted to sub-admins. Add one first.',
    label: 'Permissions of sub admins',
    /** A checkbox's name: "Reports for Anita Rao". */
    permissionFor: (permission: string, username: string) => `${permission} for ${username}`,
  },
});
