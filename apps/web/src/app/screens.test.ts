import { SCREEN_IDS, SCREENS } from '@tenderdesk/domain/screens';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, SUPPLIER_APPS_NAV, SUPPLIER_RFQ_NAV, SUPPLIER_SETTINGS_NAV } from '../lib/navigation';
import { PATHS } from '../lib/paths';
import { PROTECTED_ROUTES } from './routes';

/** The route a menu entry opens, matched as the router does (any letter case). */
function routeOf(to: string) {
  return PROTECTED_ROUTES.find((route) => route.path.toLowerCase() === to.toLowerCase());
}

describe('the sidebars and the route table, both read from the screen registry', () => {
  it('give every protected screen a route with its title, and every route a component', () => {
    const protectedIds = SCREEN_IDS.filter((id) => SCREENS[id].access !== 'public');
    expect(PROTECTED_ROUTES.map((route) => route.screen)).toEqual(protectedIds);
    for (const route of PROTECTED_ROUTES) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.element, route.path).toBeDefined();
    }
  });

  it('point every admin menu entry at a route needing the permission of its group', () => {
    for (const group of ADMIN_NAV) {
      for (const item of group.items) {
        const route = routeOf(item.to);
        expect(route, `${group.label} › ${item.label} opens no screen`).toBeDefined();
        if (!route) continue;
        expect(route.access, item.label).not.toBe('supplier');
        expect(Boolean(route.adminOnly), `${item.label}: admin-only`).toBe(Boolean(item.adminOnly));
        // Settings only hides its links: those screens are everyone's (the account menu links them),
        // except the organisation's own settings, which need the permission (issue 20).
        if (route.adminOnly) expect(route.permission).toBeUndefined();
        else if (group.permission === 'settings') expect([undefined, 'settings']).toContain(route.permission);
        else expect(route.permission, `${group.label} › ${item.label}`).toBe(group.permission);
      }
    }
  });

  it('point every supplier menu entry at a route a supplier may open', () => {
    for (const item of [...SUPPLIER_RFQ_NAV, ...SUPPLIER_APPS_NAV, ...SUPPLIER_SETTINGS_NAV]) {
      const route = routeOf(item.to);
      expect(route, `${item.label} opens no screen`).toBeDefined();
      expect(['supplier', 'any'], item.label).toContain(route?.access);
    }
  });

  it('keeps the sidebars as they were', () => {
    expect(ADMIN_NAV.map((group) => [group.label, group.items.map((item) => item.label)])).toEqual([
      [
        'Manage Suppliers',
        ['New Supplier Requests', 'Active Suppliers', 'Inactive Suppliers', 'Document Types'],
      ],
      [
        'Manage Tenders',
        [
          'New Tender',
          'Draft Tenders',
          'Published Tenders',
          'Interested Suppliers',
          'Received Quotations',
          'Compare Quotations',
          'Selected Quotation',
        ],
      ],
      ['Purchase Requests', ['Purchase Requests']],
      ['Purchase Orders', ['Purchase Orders']],
      ['Reports', ['Tender Report', 'Supplier Report']],
      ['Master Tables', ['Categories', 'Sub Categories', 'Units of Measure']],
      ['Sub Admin', ['Sub Admins', 'Role']],
      [
        'Settings',
        ['Profile', 'Change Password', 'Email Notifications', 'Emails', 'Audit Log', 'Organisation'],
      ],
    ]);
    expect(SUPPLIER_RFQ_NAV.map((item) => item.to)).toEqual([
      PATHS.allTenders,
      PATHS.pendingTenders,
      PATHS.approvedTenders,
      PATHS.rejectedTenders,
    ]);
    expect(SUPPLIER_APPS_NAV.map((item) => [item.to, item.also])).toEqual([
      [PATHS.myQuotations, undefined],
      [PATHS.myOrders, [PATHS.myOrderDetails]],
      [PATHS.companyProfile, undefined],
      [PATHS.myDocuments, undefined],
    ]);
    expect(SUPPLIER_SETTINGS_NAV.map((item) => item.to)).toEqual([
      PATHS.changePassword,
      PATHS.notificationSettings,
    ]);
  });
});
