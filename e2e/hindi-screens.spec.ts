import type { Page } from '@playwright/test';
import { expect, type TestSupplier, test } from './support/fixtures';
import { expectHindiScreen, watchServerData } from './support/hindi';
import { openInApp } from './support/screens';
import { adminHeaders, createPublishedTender, expressInterest } from './support/supplier-tenders';

/*
 * Issue 26: every screen not visited by the other Hindi specs (the flow, evaluation, auctions, bids,
 * the admin's master tables, purchase requests and reports), opened in Hindi and scanned: no English
 * but data, and axe passes. These screens list what other tests made too, so what the server sent
 * the page is data (`watchServerData`), except its messages and any catalogue word, which must show
 * in Hindi.
 */

/**
 * Opens `path`, waits for its level-one heading, then scans it with what the server sent the page
 * (`data`) as data. `words`: each word of the server's
 * data is data too (the dashboard's charts shorten long names on their axes). `inApp`: opened by the
 * app's router in the page already loaded (`openInApp`, which also waits for the screen's data),
 * not by loading the whole app again.
 */
async function visit(
  page: Page,
  data: () => Promise<string[]>,
  path: string,
  name: string,
  { words = false, inApp = false } = {},
) {
  if (inApp) await openInApp(page, path);
  else await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Cards that load after the heading (a tender page's history, its auction) are read too.
  if (!inApp) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expectHindiScreen(page, name, async () => {
    const served = await data();
    return words ? served.flatMap((text) => text.split(/\s+/)) : served;
  });
}

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin', language: 'hi' });

  test('dashboard, suppliers, tenders, interests, orders, notifications and account screens', async ({
    page,
    request,
    testData,
  }) => {
    test.setTimeout(120_000);
    // From the first page on: what a screen shows may have been fetched by an earlier one.
    const served = watchServerData(page);
    const headers = await adminHeaders(request);
    const category = await testData.category();
    const supplier = (await testData.supplier({ category })) as TestSupplier;
    const ofCategory = {
      categoryId: category.categoryId,
      subCategoryId: category.subCategoryId,
      category: category.category,
    };
    const tender = await createPublishedTender(request, headers, ofCategory);
    await expressInterest(request, supplier, tender._id);
    const draft = await createPublishedTender(request, headers, ofCategory, { draft: true });

    await visit(page, served, '/dashboard', 'dashboard', { words: true });
    const screens: [string, string][] = [
      ['/newSupplierRequest', 'new supplier requests'],
      [`/activeSuppliers?q=${encodeURIComponent(supplier.companyName)}`, 'active suppliers'],
      ['/inactiveSuppliers', 'inactive suppliers'],
      [`/suppliers/${supplier.id}`, 'a supplier’s details'],
      ['/documentTypes', 'document types'],
      ['/addCategory', 'add a category'],
      ['/newtender', 'new tender form'],
      ['/DraftTender', 'draft tenders'],
      [`/draft-view/${draft._id}`, 'a draft'],
      [`/listTender?q=${encodeURIComponent(tender.projectCode)}`, 'published tenders'],
      [`/tender-details/${tender._id}`, 'a tender’s page'],
      ['/interestReceived', 'interested suppliers'],
      ['/quotationReceived', 'received quotations'],
      ['/purchaseOrder', 'purchase orders'],
      ['/notifications', 'notifications'],
      ['/notificationSettings', 'email notifications'],
      ['/changePassword', 'change password'],
      ['/profile', 'profile'],
    ];
    for (const [path, name] of screens) await visit(page, served, path, name, { inApp: true });
  });
});

test.describe('a supplier', () => {
  test.use({ signedInAs: 'supplier', language: 'hi' });

  test('dashboard, tender lists, a tender, quotations, orders, documents and notifications', async ({
    page,
    request,
    account,
  }) => {
    test.setTimeout(90_000);
    const supplier = account as TestSupplier;
    const served = watchServerData(page);
    const headers = await adminHeaders(request);
    const tender = await createPublishedTender(request, headers, {
      categoryId: supplier.category.categoryId,
      subCategoryId: supplier.category.subCategoryId,
      category: supplier.category.category,
    });
    await expressInterest(request, supplier, tender._id);

    const screens: [string, string][] = [
      ['/dashboard', 'supplier dashboard'],
      ['/listalltenders', 'all tenders'],
      ['/pendingTender', 'tenders pending review'],
      ['/approvedTender', 'approved tenders'],
      ['/rejectTender', 'rejected tenders'],
      [`/rfq/${tender._id}`, 'a tender, as the supplier reads it'],
      ['/myQuotations', 'my quotations'],
      ['/myOrders', 'my orders'],
      ['/myDocuments', 'my documents'],
      ['/notifications', 'notifications'],
      ['/changePassword', 'change password'],
    ];
    for (const [index, [path, name]] of screens.entries())
      await visit(page, served, path, name, { inApp: index > 0 });
  });
});
