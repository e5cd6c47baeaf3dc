import { SCREENS } from './screens';

/**
 * Roles and the eight permission keys of spec section 6. The sidebar checks all eight; the role
 * matrix edits all eight too (the spec's matrix shows four, which would leave four groups that no
 * sub-admin could ever be granted: see docs/decisions).
 */
export const ROLES = ['admin', 'subadmin', 'supplier'] as const;
export type Role = (typeof ROLES)[number];
export type AdminRole = Exclude<Role, 'supplier'>;

/** How a role is named on screen (profile card, profile page). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  subadmin: 'Sub-admin',
  supplier: 'Supplier',
};

/** The label of a role as the API gave it; an unknown role is shown as it is. */
export function roleLabel(role: string): string {
  return Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : role;
}

export const PERMISSION_KEYS = [
  'manageSuppliers',
  'manageTenders',
  'purchaseRequests',
  'purchaseOrders',
  'reports',
  'masterTables',
  'subAdmin',
  'settings',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type Permissions = Record<PermissionKey, boolean>;

export function emptyPermissions(): Permissions {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as Permissions;
}

export function allPermissions(): Permissions {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) as Permissions;
}

/** Fills in missing keys with false and drops unknown ones, so stored JSON is always complete. */
export function normalisePermissions(stored: unknown): Permissions {
  const result = emptyPermissions();
  if (stored && typeof stored === 'object') {
    for (const key of PERMISSION_KEYS) {
      result[key] = (stored as Record<string, unknown>)[key] === true;
    }
  }
  return result;
}

/** The effective permissions of an account: an admin holds every permission. */
export function effectivePermissions(role: Role, stored: unknown): Permissions {
  if (role === 'admin') return allPermissions();
  if (role === 'subadmin') return normalisePermissions(stored);
  return emptyPermissions();
}

export function isAdminRole(role: string): role is AdminRole {
  return role === 'admin' || role === 'subadmin';
}

/** Where each role lands after login (spec section 4, Login) and when it opens a screen of another role. */
export const HOME_PATHS: Record<Role, string> = {
  admin: SCREENS.dashboard.path,
  subadmin: SCREENS.dashboard.path,
  supplier: SCREENS.allTenders.path,
};

/** The landing page of a role; the login page for no or an unknown role. */
export function homePathForRole(role: string | null | undefined): string {
  return role && Object.hasOwn(HOME_PATHS, role) ? HOME_PATHS[role as Role] : SCREENS.login.path;
}
