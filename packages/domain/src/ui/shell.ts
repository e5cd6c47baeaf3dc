import { catalogue } from '../i18n/catalogue';

/**
 * The signed-in shells' own texts (apps/web/src/app/: admin-shell, supplier-shell, logout-section;
 * components/skip-link). The menus' labels are the screen registry's (`ui/screens.ts`).
 */
export const shellText = catalogue('ui.shell', {
  skipToMain: 'Skip to main content',
  toggleNavigation: 'Toggle navigation',
  adminNavigation: 'Admin navigation',
  supplierNavigation: 'Supplier navigation',
  search: 'Search',
  searchScreens: 'Search screens…',
  accountMenu: 'Account menu',
  /** The account button's name with the user's name in it. */
  accountMenuOf: (username: string) => `${username}, account menu`,
  yourAccount: 'Your account',
  logout: 'Logout',
});
