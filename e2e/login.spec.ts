import { ADMIN, SUBADMIN, SUPPLIER } from './support/accounts';
import { expect, HTTP_CLIENT_ERROR, httpStatus, test } from './support/fixtures';
import { expectLoggedOutAtLogin, loginAs, submitLogin } from './support/helpers';

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

test('the login page has the spec fields and links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('required', '');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/SupplierRegistration');
});

test('admin logs in, sees the dashboard, every sidebar group and the profile card', async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  for (const group of ALL_GROUPS) await expect(nav.getByText(group, { exact: true })).toBeVisible();
  await nav.getByText('Sub Admin', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Role' })).toBeVisible();
  await page.getByTestId('profile-trigger').hover();
  const card = page.getByTestId('profile-card');
  await expect(card).toContainText(ADMIN.username);
  await expect(card).toContainText(ADMIN.email);
  await expect(card).toContainText('Admin');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy();
});

test.describe('a wrong password', () => {
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });
  test('shows the server message and stores no token', async ({ page }) => {
    await loginAs(page, { email: ADMIN.email, password: 'wrong-password' });
    await expect(page.getByTestId('login-error')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });
});

test.describe('a sub-admin', () => {
  // While its permissions load, a screen's own call starts too, and is refused: expected.
  test.use({ allowConsoleErrors: httpStatus(403) });
  test('sees only its permitted groups and no Role link', async ({ page }) => {
    await loginAs(page, SUBADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(nav.getByText('Master Tables', { exact: true })).toBeVisible();
    await expect(nav.getByText('Reports', { exact: true })).toBeVisible();
    for (const group of ALL_GROUPS.filter((g) => g !== 'Master Tables' && g !== 'Reports')) {
      await expect(nav.getByText(group, { exact: true })).toHaveCount(0);
    }
    // A route outside its permissions explains itself instead of showing the screen.
    await page.goto('/newSupplierRequest');
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
    await page.goto('/role');
    await expect(page.getByText('You do not have access to this page')).toBeVisible();
  });
});

test('a supplier lands on /listalltenders and is kept out of admin routes', async ({ page }) => {
  await loginAs(page, SUPPLIER);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await expect(page.getByTestId('supplier-company')).toContainText('Shakti Electricals Pvt Ltd');
  const nav = page.getByRole('navigation', { name: 'Supplier navigation' });
  await expect(nav.getByRole('link', { name: 'My Quotations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Company Profile' })).toBeVisible();
  await page.goto('/listCategory');
  await expect(page).toHaveURL(/\/listalltenders$/);
});

test('the supplier mobile menu toggle opens and closes the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, SUPPLIER);
  await expect(page).toHaveURL(/\/listalltenders$/);
  const link = page
    .getByRole('navigation', { name: 'Supplier navigation' })
    .getByRole('link', { name: 'Company Profile' });
  await expect(link).not.toBeInViewport();
  await page.getByTestId('supplier-menu-toggle').click();
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/\/companyProfile$/i);
  await expect(link).not.toBeInViewport();
});

test('logout revokes the token on the server, clears the token and role and returns to /', async ({
  page,
}) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const withToken = { headers: { authorization: `Bearer ${token}` } };
  expect((await page.request.get('/api/admin/user-permissions', withToken)).status()).toBe(200);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/admin/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expectLoggedOutAtLogin(page);
  // A copy of the token (stolen, or kept by another tab) no longer works.
  expect((await page.request.get('/api/admin/user-permissions', withToken)).status()).toBe(401);
  expect(
    await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('role')]),
  ).toEqual([null, null]);
  await page.goto('/dashboard');
  await expectLoggedOutAtLogin(page);
});

test('a visitor without a token is sent to login and back; deep links in any case load', async ({ page }) => {
  await page.goto('/dashBoard');
  await expectLoggedOutAtLogin(page);
  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/dashBoard$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Dashboard' })).toBeVisible();
  await page.goto('/LISTCATEGORY');
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await page.goto('/addsubCategory');
  await expect(page.getByRole('heading', { name: 'Add Sub Category' })).toBeVisible();
  await page.goto('/drafttender');
  await expect(page.getByRole('heading', { level: 1, name: 'Draft Tenders' })).toBeVisible();
});
