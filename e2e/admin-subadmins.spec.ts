import type { Page } from '@playwright/test';
import { messages } from '../packages/domain/src/messages';
import { ADMIN } from './support/accounts';
import { expect, test, uniqueStamp } from './support/fixtures';
import { loginAs } from './support/helpers';

const ALL_GROUPS = [
  'Manage Suppliers',
  'Manage Tenders',
  'Purchase Requests',
  'Purchase Orders',
  'Reports',
  'Master Tables',
  'Sub Admin',
  'Settings',
];

/** Tests share one server and database: every account carries its own stamp. */
const stamp = uniqueStamp;

// Refusals and failures are provoked on purpose: a 403 list, a 503 save.
test.use({ allowConsoleErrors: /the server responded with a status of (4\d\d|503)/ });

async function loginAsAdmin(page: Page) {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const successBanner = (page: Page) => page.getByTestId('banner-success');
const errorBanner = (page: Page) => page.getByTestId('banner-error');

test('the admin creates a sub-admin, edits it, grants a permission, and the sub-admin sees exactly that group', async ({
  page,
  browser,
}) => {
  const id = stamp();
  const account = { username: `E2E Buyer ${id}`, email: `Buyer-${id}@E2E.test`, password: `Buyer#${id}` };
  const renamed = `${account.username} Renamed`;
  await loginAsAdmin(page);

  await page.goto('/addSubadmin');
  await page.getByRole('button', { name: 'Add Sub Admin' }).click();
  await expect(page.getByText(messages.account.usernameRequired)).toBeVisible();
  await expect(page.getByText(messages.login.emailRequired)).toBeVisible();
  await expect(page.getByText(messages.login.passwordRequired)).toBeVisible();

  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Add Sub Admin' }).click();
  await expect(successBanner(page)).toHaveText(messages.subadmin.added(account.username));
  await expect(page.getByLabel('Username')).toHaveValue('');

  await page.goto('/listSubadmin');
  const search = page.getByPlaceholder('Search by username or email');
  await search.fill(account.username);
  const row = page.getByTestId('subadmin-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(account.username);
  await expect(row.getByRole('cell').nth(1)).toHaveText(account.email.toLowerCase());
  await expect(row.getByRole('cell').nth(2)).toHaveText('Sub-admin');

  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByLabel('Username').fill(renamed);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(successBanner(page)).toHaveText(messages.subadmin.updated(renamed));
  await expect(row.getByRole('cell').nth(0)).toHaveText(renamed);
  await page.reload();
  await search.fill(renamed);
  await expect(row.getByRole('cell').nth(0)).toHaveText(renamed);

  await page.goto('/role');
  await page.getByPlaceholder('Search by username or email').fill(renamed);
  const grant = page.getByRole('checkbox', { name: `Manage Suppliers for ${renamed}` });
  await expect(grant).not.toBeChecked();
  // The tick is applied optimistically a microtask after the click, so click and then wait for it.
  await grant.click();
  await expect(grant).toBeChecked();
  await expect(successBanner(page)).toHaveText(messages.role.updated);
  // Spec section 9: the success banner clears after 2 seconds.
  await expect(successBanner(page)).toBeHidden({ timeout: 4_000 });
  await page.reload();
  await page.getByPlaceholder('Search by username or email').fill(renamed);
  await expect(grant).toBeChecked();

  const other = await browser.newContext();
  const subPage = await other.newPage();
  await loginAs(subPage, account);
  await expect(subPage).toHaveURL(/\/dashboard$/);
  const nav = subPage.getByRole('navigation', { name: 'Admin navigation' });
  await expect(nav.getByText('Manage Suppliers', { exact: true })).toBeVisible();
  for (const group of ALL_GROUPS.filter((g) => g !== 'Manage Suppliers')) {
    await expect(nav.getByText(group, { exact: true })).toHaveCount(0);
  }

  // Deleting the sub-admin signs it out at its next request.
  await page.goto('/listSubadmin');
  await search.fill(renamed);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(successBanner(page)).toHaveText(messages.subadmin.deleted(renamed));
  await expect(page.getByTestId('list-empty')).toBeVisible();

  await subPage.reload();
  await expect(subPage).toHaveURL(/\/\?expired=1&from=%2Fdashboard$/);
  await other.close();
});

test('a permission whose save fails is unticked again and the server message shown', async ({
  page,
  testData,
}) => {
  const account = await testData.subAdmin();
  await loginAsAdmin(page);
  await page.goto('/role');
  await page.getByPlaceholder('Search by username or email').fill(account.username);
  const reports = page.getByRole('checkbox', { name: `Reports for ${account.username}` });

  await page.route('**/api/admin/permissions', (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is busy. Please try again.' } }),
  );
  await reports.click();
  await expect(errorBanner(page)).toHaveText('The database is busy. Please try again.');
  await expect(reports).not.toBeChecked();
  // Spec section 9: the error banner clears after 3 seconds.
  await expect(errorBanner(page)).toBeHidden({ timeout: 5_000 });

  await page.unroute('**/api/admin/permissions');
  await reports.click();
  await expect(successBanner(page)).toHaveText(messages.role.updated);
  await expect(reports).toBeChecked();
});

test('the role page says when the sub-admins cannot be loaded', async ({ page }) => {
  await page.route('**/api/admin/subadmins', (route) =>
    route.fulfill({ status: 403, json: { message: 'Only the admin can do this.' } }),
  );
  await loginAsAdmin(page);
  await page.goto('/role');
  await expect(page.getByRole('alert')).toContainText(messages.role.fetchFailed);
});

test('the role matrix has a column for each of the eight permissions', async ({ page, testData }) => {
  const account = await testData.subAdmin();
  await loginAsAdmin(page);
  await page.goto('/role');
  await page.getByPlaceholder('Search by username or email').fill(account.username);
  for (const group of ALL_GROUPS) {
    await expect(page.getByRole('columnheader', { name: group })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `${group} for ${account.username}` })).not.toBeChecked();
  }
});
