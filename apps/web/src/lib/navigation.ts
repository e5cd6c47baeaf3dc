import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { MENU_GROUPS, type MenuGroupId, menuEntries, type ScreenId } from '@tenderdesk/domain/screens';
import { type MenuScreenId, screenText } from '@tenderdesk/domain/ui/screens';
import { matchPath } from 'react-router';
import { useLocale } from './i18n';

/**
 * The sidebars, derived from the screen registry (`packages/domain/src/screens.ts`, decision 044):
 * each entry is a screen's menu place, so its path, label and permission are the screen's own.
 *
 * `also`: other screens that belong to this entry (its add form, the details page of one of its
 * rows: a path pattern such as '/tender-details/:id'), so the menu highlights it there too.
 */
export type NavItem = { label: string; to: string; screen?: ScreenId; adminOnly?: boolean; also?: string[] };
export type NavGroup = { id: MenuGroupId; label: string; permission: PermissionKey; items: NavItem[] };

const ADMIN_GROUP_IDS = (Object.keys(MENU_GROUPS) as MenuGroupId[]).filter(
  (id) => MENU_GROUPS[id].menu === 'admin',
);

/** The admin sidebar of spec section 2; each group is shown only with its permission (section 6). */
export const ADMIN_NAV: NavGroup[] = ADMIN_GROUP_IDS.flatMap((id) => {
  const group = MENU_GROUPS[id];
  return 'permission' in group
    ? [{ id, label: group.label, permission: group.permission, items: menuEntries(id) }]
    : [];
});

/** The supplier sidebar of spec section 2: the RFQ group, its own links, its Settings group. */
export const SUPPLIER_RFQ_NAV: NavItem[] = menuEntries('supplierRfq');
export const SUPPLIER_APPS_NAV: NavItem[] = menuEntries('supplierApps');
export const SUPPLIER_SETTINGS_NAV: NavItem[] = menuEntries('supplierSettings');

/** Whether `pathname` is the screen of `to` (a path or a pattern), in any letter case as routes match. */
export function isPathActive(pathname: string, to: string): boolean {
  return matchPath({ path: to, caseSensitive: false, end: true }, pathname) !== null;
}

/** Whether a menu entry is the current screen's: its own path or one of its `also`. */
export function isNavItemActive(pathname: string, item: Pick<NavItem, 'to' | 'also'>): boolean {
  return [item.to, ...(item.also ?? [])].some((to) => isPathActive(pathname, to));
}

function isMenuScreen(screen: ScreenId): screen is MenuScreenId {
  return Object.hasOwn(screenText.menu, screen);
}

/**
 * The menus' texts in a language (issue 26): a group's label, an entry's label and a screen's
 * title, from the registry's texts in the catalogue (`ui/screens.ts`). The entries above keep the
 * registry's English (their keys, and what the tests read).
 */
export function navText(locale: Locale) {
  const t = inLocale(screenText, locale);
  return {
    group: (group: MenuGroupId) => t.group[group],
    item: (item: Pick<NavItem, 'label' | 'screen'>) =>
      item.screen && isMenuScreen(item.screen) ? t.menu[item.screen] : item.label,
    title: (screen: ScreenId) => t.title[screen],
  };
}

/** The menus' texts in the language on screen (`navText`); the component re-renders on a switch. */
export function useNavText() {
  return navText(useLocale());
}
