import { PERMISSION_KEYS, type PermissionKey } from '@tenderdesk/domain/permissions';
import { ADMIN_NAV } from '../../lib/navigation';

export type PermissionColumn = { key: PermissionKey; label: string; screens: string };

/**
 * The role matrix's columns, named after the sidebar group each permission reveals (read from the
 * sidebar's own table), so ticking "Reports" here shows "Reports" in the sub-admin's sidebar.
 */
export const PERMISSION_COLUMNS: PermissionColumn[] = PERMISSION_KEYS.map((key) => {
  const group = ADMIN_NAV.find((candidate) => candidate.permission === key);
  return {
    key,
    label: group?.label ?? key,
    screens: (group?.items ?? [])
      .filter((item) => !item.adminOnly)
      .map((item) => item.label)
      .join(', '),
  };
});
