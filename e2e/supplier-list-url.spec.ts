import { expect, type Page, test } from '@playwright/test';
import { messages } from '@tenderdesk/domain/messages';
import type { SupplierView } from '@tenderdesk/domain/supplier-list';
import { ADMIN } from './support/accounts';
import { loginAs } from './support/helpers';

/**
 * The shared server list (useServerList + ServerListTable) keeps its page, page size, search and
 * sort in the address: Back and Forward, a reload and a shared link show the same rows. The list
 * call is answered here by a stand-in that pages, sorts and searches 45 suppliers the way the server
 * does, so the test drives only the screen.
 */

const SUPPLIERS: SupplierView[] = Array.from({ length: 45 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    _id: `00000000-0000-4000-8000-0000000000${n}`,
    companyName: `Company ${n}`,
    address: 'Street 1',
    postalCode: '560001',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    telephone: '+91 80 1234 5678',
    fax: null,
    emailAddress: `sales${n}@url-test.example`,
    firstName: 'Asha',
    lastName: 'Rao',
    designation: 'Owner',
    contactEmailAddress: `asha${n}@url-test.example`,
    mobile: '+91 98450 00000',
    category: 'Steel',
    categoryId: 'c',
    subCategory: 'Bars',
    subCategoryId: 's',
    status: 'Active',
    inactiveReason: null,
    statusChangedAt: null,
    // Company 01 is the oldest, so the default newest-first order starts with Company 45.
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    companyTradeLicense: null,
    vatRegistrationCertificate: null,
    companyTradeLicenseName: null,
    vatRegistrationCertificateName: null,
  };
});

/** Serves /api/suppliers/active like the server; returns the query strings it was asked. */
async function serveActiveList(page: Page, rows = SUPPLIERS) {
  const asked: URLSearchParams[] = [];
  await page.route('**/api/suppliers/active?*', async (route) => {
    const params = new URL(route.request().url()).searchParams;
    asked.push(params);
    const q = (params.get('q') ?? '').toLowerCase();
    const sort = params.get('sort') ?? '-createdAt';
    const field = sort.replace(/^-/, '') as 'companyName' | 'emailAddress' | 'createdAt';
    const pageNumber = Number(params.get('page'));
    const pageSize = Number(params.get('pageSize'));
    const matching = rows
      .filter((row) => `${row.companyName} ${row.emailAddress}`.toLowerCase().includes(q))
      .sort((a, b) => a[field].localeCompare(b[field]) * (sort.startsWith('-') ? -1 : 1));
    const data = matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
    await route.fulfill({ json: { data, total: matching.length, page: pageNumber, pageSize } });
  });
  return asked;
}

const summary = (page: Page) => page.getByTestId('pagination-summary');
const firstRow = (page: Page) => page.getByTestId('supplier-row').first();
const header = (page: Page, name: string) => page.getByRole('columnheader', { name: `Sort by ${name}` });

test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('page, sort and search live in the address, so Back, Forward and reload keep them', async ({ page }) => {
  const asked = await serveActiveList(page);
  await page.goto('/activeSuppliers');
  await expect(summary(page)).toHaveText('Showing 1–20 of 45');
  await expect(firstRow(page)).toContainText('Company 45');
  await expect(header(page, 'Registered')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'none');
  // Opened from the menu, the address stays clean.
  expect(new URL(page.url()).search).toBe('');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/activeSuppliers\?page=2$/);
  await expect(summary(page)).toHaveText('Showing 21–40 of 45');
  await expect(firstRow(page)).toContainText('Company 25');

  await page.getByRole('button', { name: 'Sort by Company' }).click();
  await expect(page).toHaveURL(/\/activeSuppliers\?sort=companyName$/);
  await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow(page)).toContainText('Company 01');

  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(summary(page)).toHaveText('Showing 21–40 of 45');
  await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'none');
  await page.goForward();
  await expect(page).toHaveURL(/\?sort=companyName$/);
  await expect(firstRow(page)).toContainText('Company 01');

  // Typing waits for a pause, then searches from page 1 in place of the current entry.
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\?sort=companyName&page=2$/);
  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/\?sort=companyName&page=3$/);
  await page.getByRole('textbox', { name: 'Search' }).fill('company 1');
  await expect(page).toHaveURL(/\/activeSuppliers\?sort=companyName&q=company\+1$/);
  await expect(summary(page)).toHaveText('Showing 1–10 of 10');
  // Only the settled text was searched, never a half-typed one.
  expect(asked.filter((params) => params.has('q')).map((params) => params.get('q'))).toEqual(['company 1']);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('company 1');
  await expect(summary(page)).toHaveText('Showing 1–10 of 10');
  await expect(header(page, 'Company')).toHaveAttribute('aria-sort', 'ascending');

  // The search replaced page 3's entry: Back returns to page 2 (not cut short by the search's 10
  // rows still on screen), and the box follows the address.
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=companyName&page=2$/);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(summary(page)).toHaveText('Showing 21–40 of 45');
  await expect(firstRow(page)).toContainText('Company 21');

  const last = asked.at(-1);
  expect(last && Object.fromEntries(last)).toEqual({ page: '2', pageSize: '20', sort: 'companyName' });
});

test('a shared link opens the same page, and a broken one falls back to the defaults', async ({ page }) => {
  const asked = await serveActiveList(page);
  await page.goto('/activeSuppliers?page=2&pageSize=10&sort=-companyName&q=company');
  await expect(summary(page)).toHaveText('Showing 11–20 of 45');
  await expect(firstRow(page)).toContainText('Company 35');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('company');
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
    page: '2',
    pageSize: '10',
    sort: '-companyName',
    q: 'company',
  });

  await page.goto('/activeSuppliers?page=abc&pageSize=7&sort=password');
  await expect(summary(page)).toHaveText('Showing 1–20 of 45');
  expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ page: '1', pageSize: '20', sort: '-createdAt' });

  // A page past the end (the rows have gone since the link was shared) steps back to the last one.
  await page.goto('/activeSuppliers?page=9');
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(summary(page)).toHaveText('Showing 41–45 of 45');
});

test('the list shows the shared empty, no-match and error states', async ({ page }) => {
  await serveActiveList(page, []);
  await page.goto('/activeSuppliers');
  await expect(page.getByTestId('list-empty')).toContainText(messages.suppliers.noActive);
  await page.getByRole('textbox', { name: 'Search' }).fill('zzz');
  await expect(page.getByText('No suppliers match “zzz”.')).toBeVisible();

  await page.unroute('**/api/suppliers/active?*');
  await page.route('**/api/suppliers/active?*', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/activeSuppliers');
  await expect(page.getByTestId('list-error')).toContainText(messages.suppliers.fetchActiveFailed);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
