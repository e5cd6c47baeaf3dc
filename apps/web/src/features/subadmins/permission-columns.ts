import { PERMISSION_KEYS, type PermissionKey } from '@tenderdesk/domain/permissions';
import { useMemo } from 'react';
import { useLocale } from '../../lib/i18n';
import { ADMIN_NAV, type NavGroup, navText } from '../../lib/navigation';

export type PermissionColumn = { key: PermissionKey; label: string; screens: string };

/** Each permission with the sidebar group it reveals (read from the sidebar's own table). */
const PERMISSION_GROUPS: { key: PermissionKey; group: NavGroup | undefined }[] = PERMISSION_KEYS.map(
  (key) => ({ key, group: ADMIN_NAV.find((candidate) => candidate.permission === key) }),
);

/** How many columns the role matrix has (one per permission). */
export const PERMISSION_COLUMN_COUNT = PERMISSION_GROUPS.length;

/**
 * The role matrix's columns, named after the sidebar group each permission reveals, in the language
 * on screen (the sidebar's own texts), so ticking "Reports" here shows "Reports" in the sub-admin's
 * sidebar.
 */
export function usePermissionColumns(): PermissionColumn[] {
  const locale = useLocale();
  return useMemo(() => {
    const nav = navText(locale);
    return PERMISSION_GROUPS.map(({ key, group }) => ({
      key,
      label: group ? nav.group(group.id) : key,
      screens: (group?.items ?? [])
        .filter((item) => !item.adminOnly)
        .map((item) => nav.item(item))
        .join(', '),
    }));
  }, [locale]);
}
