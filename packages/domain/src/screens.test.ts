import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, type PermissionKey, type Role } from './permissions';
import {
  linkTo,
  MENU_GROUPS,
  type MenuGroup,
  menuEntries,
  menuPlacesOf,
  SCREENS,
  type Screen,
} from './screens';

type Caller = { role: Role; permissions: PermissionKey[] };

/** The admin, a supplier, and a sub-admin with no permission or exactly one. */
const CALLERS: Caller[] = [
  { role: 'admin', permissions: [...PERMISSION_KEYS] },
  { role: 'supplier', permissions: [] },
  { role: 'subadmin', permissions: [] },
  ...PERMISSION_KEYS.map((key): Caller => ({ role: 'subadmin', permissions: [key] })),
];

/** What the web's guard lets through (`app/guard.tsx`): the route's side, permission, admin-only. */
function mayOpen(screen: Screen, caller: Caller): boolean {
  if (screen.access === 'public' || screen.access === 'any') return true;
  if (screen.access === 'supplier') return caller.role === 'supplier';
  if (caller.role === 'supplier') return false;
  if (caller.role === 'admin') return true;
  if (screen.adminOnly) return false;
  return !screen.permission || caller.permissions.includes(screen.permission);
}

/** What the shells show: the sidebar of the caller's side, a group with its permission, admin-only entries. */
function seesEntry(group: MenuGroup, screen: Screen, caller: Caller): boolean {
  if (group.menu === 'supplier') return caller.role === 'supplier';
  if (caller.role === 'supplier') return false;
  if (caller.role === 'admin') return true;
  if (screen.adminOnly) return false;
  return !group.permission || caller.permissions.includes(group.permission);
}

/** Everything wrong with a screen table and its menu groups; empty when they agree. */
export function registryProblems(
  screens: Record<string, Screen>,
  groups: Record<string, MenuGroup>,
): string[] {
  const problems: string[] = [];
  const seenPaths = new Map<string, string>();
  for (const [id, screen] of Object.entries(screens)) {
    if (!screen.title?.trim()) problems.push(`${id}: has no title`);
    const path = screen.path.toLowerCase();
    const other = seenPaths.get(path);
    if (other) problems.push(`${id}: has the path of ${other}`);
    seenPaths.set(path, id);
    if (screen.menuParent && !screens[screen.menuParent])
      problems.push(`${id}: its menu parent ${screen.menuParent} is no screen`);
    for (const place of menuPlacesOf(screen)) {
      const group = groups[place.group];
      if (!group) {
        problems.push(`${id}: its menu group ${place.group} does not exist`);
        continue;
      }
      if (!place.label.trim()) problems.push(`${id}: its menu entry has no label`);
      for (const caller of CALLERS) {
        const who = `${caller.role}${caller.permissions.length === 1 ? ` with ${caller.permissions[0]}` : ''}`;
        const sees = seesEntry(group, screen, caller);
        const opens = mayOpen(screen, caller);
        if (sees && !opens) {
          problems.push(
            `${id}: its menu entry (${place.group}, permission ${group.permission ?? 'none'}) shows to a ${who} whom its route (permission ${screen.permission ?? 'none'}) refuses`,
          );
          break;
        }
        // A group whose permission only hides links may show fewer callers than may open the screen.
        if (opens && !sees && !group.linksOnly && screen.access !== 'any') {
          problems.push(
            `${id}: its route (permission ${screen.permission ?? 'none'}) opens to a ${who} whose menu (${place.group}, permission ${group.permission ?? 'none'}) hides it`,
          );
          break;
        }
      }
    }
  }
  return problems;
}

describe('the screen registry', () => {
  it('agrees with itself: titles, unique paths, menu entries with the permission of their route', () => {
    expect(registryProblems(SCREENS, MENU_GROUPS)).toEqual([]);
  });

  it('fails on a menu entry whose permission differs from its route', () => {
    const screens: Record<string, Screen> = {
      ...SCREENS,
      tenderReport: { ...SCREENS.tenderReport, permission: 'manageTenders' },
    };
    expect(registryProblems(screens, MENU_GROUPS)).toEqual([
      expect.stringMatching(/^tenderReport: .*permission manageTenders.*permission reports/),
    ]);
    const open: Record<string, Screen> = {
      ...SCREENS,
      categories: { ...SCREENS.categories, permission: undefined },
    };
    expect(registryProblems(open, MENU_GROUPS)).toEqual([
      expect.stringMatching(/^categories: its route \(permission none\) opens/),
    ]);
  });

  it('fails on a menu entry in no group, or lit for no screen', () => {
    const screens = {
      ...SCREENS,
      emails: { ...SCREENS.emails, menu: { group: 'nowhere', label: 'Emails', order: 1 } },
      draftView: { ...SCREENS.draftView, menuParent: 'drafts' },
    } as unknown as Record<string, Screen>;
    expect(registryProblems(screens, MENU_GROUPS)).toEqual([
      'draftView: its menu parent drafts is no screen',
      'emails: its menu group nowhere does not exist',
    ]);
  });

  it('fails on a screen without a title, or two screens on one path', () => {
    const screens: Record<string, Screen> = {
      ...SCREENS,
      role: { ...SCREENS.role, title: '' },
      roles: { ...SCREENS.role, path: '/ROLE', menu: undefined },
    };
    expect(registryProblems(screens, MENU_GROUPS)).toEqual([
      'role: has no title',
      'roles: has the path of role',
    ]);
  });

  it('lists each group in order, with the screens that light an entry', () => {
    expect(menuEntries('manageTenders').map((entry) => entry.label)).toEqual([
      'New Tender',
      'Draft Tenders',
      'Published Tenders',
      'Interested Suppliers',
      'Received Quotations',
      'Compare Quotations',
      'Selected Quotation',
    ]);
    expect(menuEntries('manageTenders')[2]).toEqual({
      screen: 'publishedTenders',
      label: 'Published Tenders',
      to: '/listTender',
      also: [
        '/tender-details/:id',
        '/tenders/:id/evaluation-settings',
        '/tenders/:id/evaluation',
        '/tenders/:id/auction',
      ],
    });
    expect(menuEntries('subAdmin')[1]).toMatchObject({ screen: 'role', adminOnly: true });
  });
});

describe('linkTo', () => {
  it('fills in and encodes the parameters', () => {
    expect(linkTo('supplierTender', { id: 'abc' })).toBe('/rfq/abc');
    expect(linkTo('supplierDetails', { id: 'a/b?c' })).toBe('/suppliers/a%2Fb%3Fc');
    expect(linkTo('purchaseRequestEdit', { id: 'x' })).toBe('/purchaseRequest/x/edit');
    expect(linkTo('myOrders')).toBe('/myOrders');
  });

  it('adds a query', () => {
    expect(linkTo('resetPassword', {}, { token: 'a-b_c' })).toBe('/reset-password?token=a-b_c');
  });

  it('refuses a missing parameter', () => {
    expect(() => linkTo('tenderDetails', {} as { id: string })).toThrow(/:id/);
  });
});
