import type { Locator, Page } from '@playwright/test';
import { messages } from '@tenderdesk/domain/messages';
import { NEW_REQUEST_INACTIVATION_REASON } from '@tenderdesk/domain/supplier-status';
import { ADMIN } from './support/accounts';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';
import { loginAs, submitLogin } from './support/helpers';

/** Getting around: the sidebar by keyboard, tab titles, deep links through login, login refusals. */

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the sidebar works with the keyboard alone', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    const group = nav.getByRole('button', { name: 'Master Tables' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    const controlled = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    await expect(controlled.getByRole('link', { name: 'Categories', exact: true })).toBeHidden();

    // Tab reaches the group (it is a button, not a link without an address) ...
    await nav.getByRole('link', { name: 'Dashboard' }).focus();
    await tabTo(page, group);
    // ... Enter opens it and says so ...
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(controlled.getByRole('link', { name: 'Categories', exact: true })).toBeVisible();
    // ... Tab goes into its links, and Enter follows one.
    await page.keyboard.press('Tab');
    await expect(controlled.getByRole('link', { name: 'Categories', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(controlled.getByRole('link', { name: 'Sub Categories' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listsubCategory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub Categories' })).toBeVisible();
    await expect(group).toHaveAttribute('aria-expanded', 'true');

    // Space closes and opens a group too; a closed group's links are out of the tab order.
    const suppliers = nav.getByRole('button', { name: 'Manage Suppliers' });
    await suppliers.focus();
    await page.keyboard.press('Space');
    await expect(suppliers).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(suppliers).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Manage Tenders' })).toBeFocused();
  });

  test('every tab is titled after its screen', async ({ page }) => {
    await page.goto('/activeSuppliers');
    await expect(page).toHaveTitle('Active Suppliers · TenderDesk');
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('button', { name: 'Master Tables' })
      .click();
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await expect(page).toHaveTitle('Categories · TenderDesk');
    await page.goto('/no-such-screen');
    await expect(page).toHaveTitle('Page not found · TenderDesk');
  });
});

test('a protected deep link opened while logged out returns there after login', async ({ page }) => {
  await page.goto('/listsubCategory?from=link');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Sign in · TenderDesk');
  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/listsubCategory\?from=link$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sub Categories' })).toBeVisible();
});

test.describe('an ended session', () => {
  // The call that finds the session ended answers 401, as it should.
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  test('a session ended on the server returns to the same screen after signing in again', async ({
    page,
  }) => {
    await loginAs(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/listsubCategory?q=steel');
    await expect(page.getByRole('heading', { level: 1, name: 'Sub Categories' })).toBeVisible();
    // The session ends elsewhere (a logout in another tab): the next call answers 401.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const ended = await page.request.post('/api/admin/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/\?expired=1&from=/);
    await submitLogin(page, ADMIN);
    await expect(page).toHaveURL(/\/listsubCategory\?q=steel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sub Categories' })).toBeVisible();
  });
});

test.describe('a sub-admin', () => {
  test.use({ signedInAs: 'subadmin', subAdminPermissions: ['masterTables'] });

  test("a screen's data call starts without waiting for the permissions call", async ({ page }) => {
    let permissionsAnsweredAt = 0;
    let listRequestedAt = 0;
    // A slow permissions call makes the old order (permissions first, then data) plain to see.
    await page.route('**/api/admin/user-permissions', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/api/admin/user-permissions') && !permissionsAnsweredAt) {
        permissionsAnsweredAt = Date.now();
      }
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/category/view') && !listRequestedAt) listRequestedAt = Date.now();
    });
    await page.goto('/listCategory');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByTestId('category-row').first()).toBeVisible();
    expect(listRequestedAt).toBeGreaterThan(0);
    expect(permissionsAnsweredAt).toBeGreaterThan(0);
    expect(listRequestedAt).toBeLessThan(permissionsAnsweredAt);
  });
});

test.describe('suppliers refused at login', () => {
  // The refusals are 403 answers on purpose.
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  test('a pending supplier is told to wait for activation', async ({ page, testData }) => {
    const supplier = await testData.supplier({ status: 'Pending' });
    await loginAs(page, supplier);
    await expect(page.getByTestId('login-error')).toHaveText(messages.login.supplierPending);
  });

  test('a supplier declined on the new-requests page is told in plain words, not the internal note', async ({
    page,
    testData,
    request,
  }) => {
    const supplier = await testData.supplier({ status: 'Pending' });
    // Declined the way the new-requests page does it.
    const login = await request.post('/api/admin/login', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const declined = await request.put(`/api/suppliers/inactivate/${supplier.id}`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reason: NEW_REQUEST_INACTIVATION_REASON },
    });
    expect(declined.status()).toBe(200);

    await loginAs(page, supplier);
    const error = page.getByTestId('login-error');
    await expect(error).toHaveText(messages.login.supplierDeclined);
    await expect(error).not.toContainText(NEW_REQUEST_INACTIVATION_REASON);
    await expect(error).toContainText('Please contact');
  });
});
