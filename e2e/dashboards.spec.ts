import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sendQuotation, whenUploadsFree } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
} from './support/supplier-tenders';

/**
 * Issue 11, item 4: the dashboards (decision 036). The admin sees every figure as a link to its
 * screen and the three charts; a sub-admin with only Reports sees the reports in its menu, the
 * charts and none of the figures; a supplier sees its own figures. Screenshots at 1366 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  const supplier = await whenUploadsFree(() => createSupplier(request, headers, category));
  const tender = await whenUploadsFree(() => createPublishedTender(request, headers, category));
  await expressInterest(request, supplier, tender._id);
  await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
  await sendQuotation(request, supplier, tender._id, [
    { itemCode: 'PMP-100', itemName: 'Centrifugal pump 5 HP', uom: 'Nos', qty: '4', unitPrice: '18500' },
  ]);
});

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the Dashboard' })).toBeVisible();
}

test.describe('admin', () => {
  test.use({ signedInAs: 'admin' });

  test('every figure links to its screen, and the charts have text alternatives', async ({ page }) => {
    await openDashboard(page);
    const quotations = page.getByTestId('figure-quotationsThisWeek');
    await expect(quotations).toHaveAttribute('href', '/quotationReceived');
    await expect(Number(await quotations.locator('p').first().textContent())).toBeGreaterThanOrEqual(1);
    for (const key of ['newSupplierRequests', 'interestsAwaiting', 'closingSoon', 'draftsReady']) {
      await expect(page.getByTestId(`figure-${key}`)).toBeVisible();
    }
    // The charts chunk arrives lazily; each chart has a table a screen reader reads.
    await expect(page.getByRole('heading', { name: 'Tenders published per month' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quotations per tender (latest published)' })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('chart-published').locator('.recharts-surface')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await shoot(page, 'dashboard-admin', viewport.name);
    }
    await quotations.click();
    await expect(page).toHaveURL(/\/quotationReceived$/);
  });
});

test.describe('sub-admin with only the Reports permission', () => {
  test.use({ signedInAs: 'subadmin', subAdminPermissions: ['reports'] });

  test('sees the reports and only its dashboard figures', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByRole('heading', { name: 'Tenders published per month' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What needs attention' })).toHaveCount(0);
    await expect(page.locator('[data-testid^="figure-"]')).toHaveCount(0);
    const navigation = page.getByRole('navigation').first();
    await navigation.getByText('Reports', { exact: true }).click();
    await expect(navigation.getByRole('link', { name: 'Tender Report' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Supplier Report' })).toBeVisible();
    await expect(navigation.getByText('Manage Tenders')).toHaveCount(0);
    await expect(navigation.getByText('Manage Suppliers')).toHaveCount(0);
    await page.setViewportSize(VIEWPORTS[0]);
    await shoot(page, 'dashboard-reports-only', 'desktop');
  });
});

test.describe('supplier', () => {
  test.use({ signedInAs: 'supplier' });

  test('sees its own figures, each a link', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByTestId('figure-openTenders')).toHaveAttribute('href', '/listalltenders');
    await expect(page.getByTestId('figure-quotationsSent')).toHaveAttribute('href', '/myQuotations');
    await expect(page.getByTestId('figure-quotationsSent').locator('p').first()).toHaveText('0');
    await expect(page.getByTestId('figure-awards')).toContainText('None yet');
    await expect(page.getByRole('heading', { name: 'Tenders published per month' })).toHaveCount(0);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await shoot(page, 'dashboard-supplier', viewport.name);
    }
  });
});
