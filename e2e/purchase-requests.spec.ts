import type { Page } from '@playwright/test';
import { purchaseRequestText as text } from '@tenderdesk/domain/purchase-request-messages';
import { ADMIN } from './support/accounts';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { shoot, VIEWPORTS } from './support/screens';
import { fileInput, fillItem, pdfFile, pngFile, tenderValues } from './support/tenders';

/**
 * Issue 12 item 1 end to end (decision 032): a sub-admin holding purchaseRequests raises a request
 * (one item added, a quantity below 1 refused in the browser), submits it; the admin, another
 * account, approves it and turns it into a tender draft in one action: /newtender opens prefilled
 * with the request's category and items, and the tender and the request link to each other.
 * Every screen is shot at 1366 and 390 px.
 */
test.use({ signedInAs: 'subadmin', subAdminPermissions: ['purchaseRequests'] });

const shootBoth = async (page: Page, name: string, options: { fullPage?: boolean } = {}) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, name, viewport.name, options);
  }
  await page.setViewportSize(VIEWPORTS[0]);
};

test('raise a request, approve it as another account, turn it into a tender', async ({
  page,
  browser,
  testData,
  baseURL,
}) => {
  test.setTimeout(180_000); // a journey of three accounts with axe and screenshots at two widths
  const category = await testData.category();
  const title = `Chlorine dosing pumps ${Date.now().toString(36)}`;

  await page.goto('/purchaseRequest');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase Requests' })).toBeVisible();
  await page.getByRole('link', { name: 'Raise request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Raise Purchase Request' })).toBeVisible();
  await expect(page).toHaveTitle('Raise Purchase Request · TenderDesk');

  // Nothing filled in: each field's message, the focus on the first.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(text.required('Title'))).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Title').fill(title);
  const categorySelect = page.getByRole('combobox', { name: 'Category' });
  await categorySelect.click();
  await categorySelect.fill(category.category);
  await page.getByRole('option', { name: category.category, exact: true }).click();
  await page.getByLabel('Needed By').fill('2030-06-30');
  await page.getByLabel('Justification').fill('The plant doubles its output in July.');
  await fillItem(page, 1, {
    itemCode: 'DP-10',
    itemName: 'Dosing pump',
    partNo: 'DP-10-A',
    manufacturer: 'Grundfos',
    uom: 'Nos',
    qty: '3',
  });
  await page.getByRole('button', { name: 'Add item' }).click();
  await fillItem(page, 2, {
    itemCode: 'TB-2',
    itemName: 'PVC tubing',
    partNo: 'TB-2-12',
    manufacturer: 'Supreme',
    uom: 'm',
    qty: '0.5',
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Qty, item 2', { exact: true })).toBeFocused();
  await page.getByLabel('Qty, item 2', { exact: true }).fill('12.5');
  await shootBoth(page, 'purchase-request-form');
  await page.getByRole('button', { name: 'Save draft' }).click();

  // The details page: a Draft, its items, submit after a confirmation.
  await expect(page).toHaveURL(/\/purchaseRequest\/[0-9a-f-]+$/);
  const requestUrl = page.url();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(title);
  const code = (await heading.textContent())?.split(':')[0] ?? '';
  expect(code).toMatch(/^PR-\d{4,}$/);
  await expect(page.getByRole('table', { name: 'Items' })).toContainText('12.50');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await shootBoth(page, 'purchase-request-details-draft');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(text.submitted);
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // The author cannot approve its own request: no such action on screen.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The list: found by its number under Submitted.
  await page.goto('/purchaseRequest?status=Submitted');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(code);
  const row = page.getByTestId('purchase-request-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await shootBoth(page, 'purchase-request-list');

  // Another account, the admin, approves it and makes the tender.
  const adminContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await loginAs(admin, ADMIN);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto(requestUrl);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByTestId('banner-success')).toHaveText(text.approved);
  await expect(admin.getByRole('region', { name: 'History' })).toContainText('Approved');
  await shootBoth(admin, 'purchase-request-details-approved');

  await admin.getByRole('link', { name: 'Create tender' }).click();
  await expect(admin).toHaveURL(/\/newtender\?request=/);
  await expect(admin.getByText(text.fromRequest(code))).toBeVisible();
  await expect(admin.getByLabel('Project Title')).toHaveValue(title);
  await expect(admin.getByRole('combobox', { name: 'Supply Category' })).toHaveValue(category.category);
  await expect(admin.getByLabel('Item Code, item 2', { exact: true })).toHaveValue('TB-2');
  await expect(admin.getByLabel('Qty, item 2', { exact: true })).toHaveValue('12.5');
  await shootBoth(admin, 'purchase-request-tender-form');
  const values = tenderValues('Dosing');
  await admin.getByLabel('Project Code').fill(values.projectCode);
  await admin.getByLabel('Organisation').fill(values.organisation);
  await admin.getByLabel('Publishing Date').fill(values.publishingDate);
  await admin.getByLabel('Closing Date').fill(values.closingDate);
  await fileInput(admin, 'scopeOfWork').setInputFiles(pdfFile('scope.pdf'));
  await fileInput(admin, 'rfq').setInputFiles(pngFile('rfq.png'));
  await admin.getByRole('button', { name: 'Publish' }).click();

  // The tender links back to the request, and the request to the tender.
  await expect(admin).toHaveURL(/\/draft-view\/[0-9a-f-]+$/);
  const link = admin.getByTestId('tender-purchase-request');
  await expect(link).toHaveText(text.fromRequest(code));
  await link.click();
  await expect(admin).toHaveURL(requestUrl);
  await expect(admin.getByText('Tendered', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('link', { name: values.projectCode })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Create tender' })).toHaveCount(0);
  await shootBoth(admin, 'purchase-request-details-tendered');
  await adminContext.close();
});
