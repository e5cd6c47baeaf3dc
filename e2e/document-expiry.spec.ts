import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { expectAccessible } from './support/accessibility';
import { expect, httpStatus, postTestData, test, uniqueStamp } from './support/fixtures';
import { loginAs } from './support/helpers';
import { whenUploadsFree } from './support/quotations';
import {
  adminHeaders,
  createPublishedTender,
  decideInterest,
  expressInterest,
  isoDay,
} from './support/supplier-tenders';
import type { SupplierDocumentRequest } from './support/test-data-server';

/*
 * Issue 24 item 1: a supplier whose required document expired yesterday sees why on its Company
 * Profile and is refused its quotation with the reason; the admin filters the active suppliers by
 * "documents expiring within 30 days".
 */

const SHOTS = '/tmp/shots-document-expiry';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

// The blocked supplier's quotation is refused by the server (403) on purpose.
test.use({ signedInAs: 'admin', allowConsoleErrors: httpStatus(403) });

test('an expired required document blocks the quotation with its reason; the admin filters by expiring within 30 days', async ({
  page,
  browser,
  request,
  testData,
}) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const category = await testData.category();
  const blocked = await testData.supplier({ category, companyName: `Lapsed Licence ${stamp}` });
  const soon = await testData.supplier({ category, companyName: `Renewing Soon ${stamp}` });
  const later = await testData.supplier({ category, companyName: `Renewing Later ${stamp}` });
  const headers = await adminHeaders(request);
  const tender = await whenUploadsFree(() =>
    createPublishedTender(request, headers, category, {
      items: [
        {
          itemCode: 'CBL-10',
          itemName: 'Armoured cable 10 sq mm',
          partNo: 'AC-10',
          manufacturer: 'Polycab / India',
          uom: 'Mtr',
          qty: '100',
        },
      ],
    }),
  );
  await expressInterest(request, blocked, tender._id);
  await decideInterest(request, headers, tender._id, blocked.id, 'Approved');
  const licence = `E2E Factory licence ${stamp}`;
  const documents: SupplierDocumentRequest[] = [
    { supplierId: blocked.id, typeName: licence, expiryDate: isoDay(-1), requiredBy: [category.categoryId] },
    { supplierId: soon.id, typeName: `E2E Insurance ${stamp}`, expiryDate: isoDay(10) },
    { supplierId: later.id, typeName: `E2E Pollution consent ${stamp}`, expiryDate: isoDay(60) },
  ];
  for (const document of documents) await postTestData('/supplier-document', document);
  const reason = vendorMessages.blockedByDocuments([licence]);

  // The supplier: told on its profile, and refused its quotation with the reason.
  const supplierContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const supplierPage = await supplierContext.newPage();
  await loginAs(supplierPage, blocked);
  await supplierPage.waitForURL((url) => url.pathname !== '/');
  await supplierPage.goto('/companyProfile');
  const notice = supplierPage.getByTestId('documents-notice');
  await expect(notice).toContainText(reason);
  await expect(notice).toContainText(`${licence}: valid through`);
  await expectAccessible(supplierPage, 'company profile with an expired document');
  await shoot(supplierPage, 'profile-expired-document');

  await supplierPage.goto('/approvedTender');
  const row = supplierPage.getByTestId('tender-row').filter({ hasText: tender.projectName });
  await row.getByRole('button', { name: `Send Quotation for ${tender.projectName}` }).click();
  const modal = supplierPage.getByRole('dialog', { name: /Send Quotation/ });
  await modal.getByRole('textbox', { name: 'Unit Price, line 1' }).fill('415.50');
  await modal.getByRole('button', { name: 'Submit Quotation' }).click();
  await expect(modal.getByText(reason)).toBeVisible();
  await expectAccessible(supplierPage, 'quotation refused for an expired document');
  await shoot(supplierPage, 'quotation-refused');
  await supplierContext.close();

  // The admin: the active suppliers expiring within 30 days (not the expired one, not in 60 days).
  await page.goto('/activeSuppliers');
  await page.getByRole('textbox', { name: /Search/ }).fill(stamp);
  await expect(page.getByTestId('supplier-row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Documents expiring' }).click();
  await page.getByRole('option', { name: 'Within 30 days' }).click();
  await expect(page).toHaveURL(/expiringWithin=30/);
  await expect(page.getByTestId('supplier-row')).toHaveCount(1);
  await expect(page.getByTestId('supplier-row')).toContainText(soon.companyName);
  await expectAccessible(page, 'suppliers expiring within 30 days');
  await shoot(page, 'suppliers-expiring-30');
  // The address keeps the filter: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Documents expiring' })).toHaveValue('Within 30 days');
  await expect(page.getByTestId('supplier-row')).toHaveCount(1);
});
