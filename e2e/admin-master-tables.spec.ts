import type { APIRequestContext, Page } from '@playwright/test';
import { messages } from '../packages/domain/src/messages';
import { ADMIN } from './support/accounts';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';
import { loginAs } from './support/helpers';

/** Tests share one server and database: every name carries its own stamp. */
const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

// Refusals (duplicates, a category still in use) are 4xx on purpose.
test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

/** Seeds data through the API, so a test only drives the screens it is about. */
async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

async function loginAsAdmin(page: Page) {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const successBanner = (page: Page) => page.getByTestId('banner-success');
const errorBanner = (page: Page) => page.getByTestId('banner-error');

/** Picks an option of a searchable Mantine Select by typing part of it. */
async function pickOption(page: Page, select: ReturnType<Page['getByRole']>, option: string) {
  await select.click();
  await select.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin adds a category, renames it inline and deletes it', async ({ page }) => {
  const name = unique('E2E Category');
  const renamed = `${name} Renamed`;
  await loginAsAdmin(page);

  await page.goto('/addCategory');
  const input = page.getByLabel('Category name');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText(messages.category.nameRequired)).toBeVisible();

  // Surrounding spaces are trimmed before the name is sent and quoted back.
  await input.fill(`  ${name}  `);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(successBanner(page)).toHaveText(messages.category.added(name));
  await expect(input).toHaveValue('');

  // A duplicate is refused on the field, and what was typed stays for correcting.
  await input.fill(name);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByText(messages.category.duplicate(name))).toBeVisible();
  await expect(input).toHaveValue(name);

  await page.goto('/listCategory');
  await page.getByPlaceholder('Search categories').fill(name);
  const row = page.getByTestId('category-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);

  // Cancel leaves the row as it was.
  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByLabel('Category name').fill('Something else');
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText(name);

  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByLabel('Category name').fill(renamed);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(successBanner(page)).toHaveText(messages.category.updated(renamed));
  await expect(row).toContainText(renamed);

  await page.reload();
  await page.getByPlaceholder('Search categories').fill(renamed);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(renamed);

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(renamed);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(successBanner(page)).toHaveText(messages.category.deleted(renamed));
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('list-empty')).toBeVisible();

  await page.reload();
  await page.getByPlaceholder('Search categories').fill(renamed);
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('a category that still has a sub-category cannot be deleted, and the list says why', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const name = unique('E2E Used Category');
  const { category } = await post<{ category: { _id: string } }>(request, token, '/api/category/add', {
    category: name,
  });
  await post(request, token, '/api/subcategory/add', { category: category._id, subCategory: 'Cables' });

  await loginAsAdmin(page);
  await page.goto('/listCategory');
  await page.getByPlaceholder('Search categories').fill(name);
  await page.getByTestId('category-row').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(errorBanner(page)).toHaveText(messages.category.inUse(name, ['1 sub-category']));
  await expect(page.getByTestId('category-row')).toContainText(name);
});

test('the admin adds a sub-category, moves and renames it inline and deletes it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const first = unique('E2E Parent A');
  const second = unique('E2E Parent B');
  await post(request, token, '/api/category/add', { category: first });
  await post(request, token, '/api/category/add', { category: second });
  const name = unique('E2E Sub');
  const renamed = `${name} Renamed`;

  await loginAsAdmin(page);
  await page.goto('/addSubCategory');
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  await expect(page.getByText(messages.registration.selectCategory)).toBeVisible();
  await expect(page.getByText(messages.category.subNameRequired)).toBeVisible();

  await pickOption(page, page.getByRole('combobox', { name: 'Category', exact: true }), first);
  await page.getByLabel('Sub category name').fill(name);
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  await expect(successBanner(page)).toHaveText(messages.category.subAdded(name));
  await expect(page.getByLabel('Sub category name')).toHaveValue('');

  await page.goto('/listsubCategory');
  await page.getByPlaceholder('Search by category or sub category').fill(name);
  const row = page.getByTestId('sub-category-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(first);
  await expect(row.getByRole('cell').nth(1)).toHaveText(name);

  await row.getByRole('button', { name: 'Edit' }).click();
  await pickOption(page, row.getByRole('combobox', { name: 'Category', exact: true }), second);
  await row.getByLabel('Sub category name').fill(renamed);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(successBanner(page)).toHaveText(messages.category.subUpdated(renamed));
  await expect(row.getByRole('cell').nth(0)).toHaveText(second);
  await expect(row.getByRole('cell').nth(1)).toHaveText(renamed);

  await page.reload();
  await page.getByPlaceholder('Search by category or sub category').fill(renamed);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(second);
  await expect(row.getByRole('cell').nth(1)).toHaveText(renamed);

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(successBanner(page)).toHaveText(messages.category.subDeleted(renamed));
  await expect(page.getByTestId('list-empty')).toBeVisible();

  await page.reload();
  await page.getByPlaceholder('Search by category or sub category').fill(renamed);
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test('the category list stays usable with 2,000 categories', async ({ page }) => {
  // The list call answers 2,000 rows here without filling the shared database with them.
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    category: `Bulk Category ${String(i).padStart(4, '0')}`,
  }));
  await page.route('**/api/category/view', (route) => route.fulfill({ json: rows }));
  await loginAsAdmin(page);
  await page.goto('/listCategory');
  await expect(page.getByText('2,000 in total')).toBeVisible();
  await expect(page.getByTestId('pagination-summary')).toHaveText('Showing 1–20 of 2,000');
  // Only one page is rendered, however long the list.
  await expect(page.getByTestId('category-row')).toHaveCount(20);

  await page.getByPlaceholder('Search categories').fill('Category 19');
  await expect(page.getByTestId('pagination-summary')).toHaveText('Showing 1–20 of 100');
  await page.getByRole('button', { name: 'Page 5', exact: true }).click();
  await expect(page.getByTestId('pagination-summary')).toHaveText('Showing 81–100 of 100');
  await expect(page.getByTestId('category-row').first()).toContainText('Bulk Category 1980');

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  await expect(page.getByTestId('category-row')).toHaveCount(100);
});
