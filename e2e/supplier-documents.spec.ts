import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { PDF_BYTES, PNG_BYTES } from './support/documents';
import { expect, httpStatus, test, uniqueStamp } from './support/fixtures';
import { loginAs } from './support/helpers';
import { isoDay } from './support/supplier-tenders';

/*
 * Issue 24 item 1 (first half): the admin adds a document type "ISO 9001" that expires and that the
 * supplier's category requires; the supplier uploads it with its days and a GST certificate; the
 * admin verifies the one and rejects the other with a reason; the supplier sees the reason.
 */

const SHOTS = '/tmp/shots-supplier-documents';
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

// A missing expiry date is refused by the server (400) on purpose.
test.use({ signedInAs: 'admin', allowConsoleErrors: httpStatus(400) });

test('document types, upload, verify and reject with a reason the supplier sees', async ({
  page,
  browser,
  testData,
}) => {
  test.setTimeout(150_000);
  const stamp = uniqueStamp();
  const typeName = `ISO 9001 ${stamp}`;
  const category = await testData.category({ category: `Documents ${stamp}` });
  const supplier = await testData.supplier({ companyName: `Certified Traders ${stamp}`, category });

  // The admin adds the type: it expires, and the supplier's category requires it.
  await page.goto('/documentTypes');
  await expect(page).toHaveTitle(/Document Types/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Types' })).toBeVisible();
  await page.getByRole('button', { name: 'Add document type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add document type' });
  await dialog.getByLabel('Name').fill(typeName);
  await dialog.getByLabel(/Expires/).check();
  await dialog.getByRole('combobox', { name: 'Required for categories' }).click();
  await page.getByRole('option', { name: category.category, exact: true }).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'document type dialog');
  await dialog.getByRole('button', { name: 'Add document type' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Document type “${typeName}” added.`)).toBeVisible();
  await page.getByPlaceholder('Search document types').fill(stamp);
  const row = page.getByTestId('document-type-row').filter({ hasText: typeName });
  await expect(row).toContainText('Expires');
  await expect(row).toContainText(category.category);
  await page.getByPlaceholder('Search document types').fill('');
  await expect(page.getByTestId('document-type-row').filter({ hasText: 'Trade licence' })).toBeVisible();
  await expectAccessible(page, 'document types');
  await shoot(page, 'document-types');

  // The supplier sees what its category requires and uploads it with its days.
  const supplierContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const supplierPage = await supplierContext.newPage();
  await loginAs(supplierPage, supplier);
  await supplierPage.waitForURL((url) => url.pathname !== '/');
  await supplierPage.getByRole('link', { name: 'My Documents' }).click();
  await expect(supplierPage).toHaveTitle(/My Documents/);
  await expect(supplierPage.getByTestId('missing-documents')).toContainText(typeName);
  const form = supplierPage.getByRole('form', { name: 'Upload a document' });
  const chooseType = async (name: string) => {
    await form.getByRole('combobox', { name: 'Document type' }).click();
    await supplierPage.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  };
  await chooseType(typeName);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'iso-9001.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await form.getByLabel('Issue date').fill(isoDay(-30));
  await form.getByRole('button', { name: 'Upload' }).click();
  // No expiry date: the server's message on the field, nothing stored.
  await expect(form.getByText('This document type expires: enter its expiry date.')).toBeVisible();
  await form.getByLabel('Expiry date').fill(isoDay(400));
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(supplierPage.getByText(`${typeName} uploaded: the buyer will verify it.`)).toBeVisible();
  await expect(supplierPage.getByTestId('missing-documents')).toHaveCount(0);

  await chooseType('GST / VAT certificate');
  await expect(form.getByLabel('Expiry date')).toBeDisabled();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'gst.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await form.getByLabel('Issue date').fill(isoDay(-100));
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(
    supplierPage.getByText('GST / VAT certificate uploaded: the buyer will verify it.'),
  ).toBeVisible();
  const items = supplierPage.getByTestId('document-item');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: typeName })).toContainText('Awaiting review');
  await expectAccessible(supplierPage, 'my documents');
  await shoot(supplierPage, 'my-documents');

  // The admin verifies the ISO certificate and rejects the GST certificate with a reason.
  await page.goto(`/suppliers/${supplier.id}`);
  const card = page.getByTestId('supplier-document-review');
  const iso = card.getByTestId('document-item').filter({ hasText: typeName });
  await expect(iso.getByRole('button', { name: `Verify ${typeName}` })).toBeVisible();
  await expectAccessible(page, 'supplier details, documents to review');
  await shoot(page, 'supplier-details-pending');
  await iso.getByRole('button', { name: `Verify ${typeName}` }).click();
  await page.getByRole('dialog', { name: 'Verify document' }).getByRole('button', { name: 'Verify' }).click();
  await expect(iso).toContainText('Valid');
  const gst = card.getByTestId('document-item').filter({ hasText: 'GST / VAT certificate' });
  await gst.getByRole('button', { name: 'Reject GST / VAT certificate' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject document' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByRole('alert')).toContainText('Give the reason for rejecting the document');
  await reject.getByLabel('Reason').fill('The certificate is for another company.');
  await expectAccessible(page, 'reject document dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(gst).toContainText('Rejected');
  await expect(gst.getByTestId('reject-reason')).toContainText('The certificate is for another company.');
  await expectAccessible(page, 'supplier details documents');
  await shoot(page, 'supplier-details-documents');

  // The supplier sees the rejection and its reason.
  await supplierPage.reload();
  const rejected = supplierPage.getByTestId('document-item').filter({ hasText: 'GST / VAT certificate' });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected.getByTestId('reject-reason')).toContainText(
    'The certificate is for another company.',
  );
  await expect(supplierPage.getByTestId('document-item').filter({ hasText: typeName })).toContainText(
    'Valid',
  );
  await shoot(supplierPage, 'my-documents-rejected');
  await supplierContext.close();
});
