import { taxIdentityText } from '@tenderdesk/domain/gst';
import { expect, test } from './support/fixtures';
import { shoot, VIEWPORTS } from './support/screens';
import {
  fileInput,
  fillItem,
  pdfFile,
  pickCategory,
  pngFile,
  tenderValues,
  uomInput,
} from './support/tenders';

/**
 * Issue 20: a tender item carries an HSN/SAC code, checked by format in the browser, and its unit is
 * picked from the units of measure (GST unit quantity codes) or typed; both show on the tender's
 * page. No buying unit is added here: the organisation spec makes the portal's first (default) unit.
 */
test.use({ signedInAs: 'admin' });

test('an admin gives items an HSN/SAC code and a unit from the list, and sees them on the tender', async ({
  page,
  testData,
}) => {
  test.setTimeout(120_000);
  const category = await testData.category();
  const values = tenderValues('Cable laying');

  await page.goto('/newtender');
  await expect(page.getByRole('heading', { level: 1, name: 'New Tender' })).toBeVisible();
  await page.getByLabel('Project Code').fill(values.projectCode);
  await page.getByLabel('Project Name').fill(values.projectName);
  await page.getByLabel('Organisation').fill(values.organisation);
  await page.getByLabel('Project Title').fill(values.projectTitle);
  await pickCategory(page, category.category);
  await page.getByLabel('Project Scope').fill(values.projectScope);
  await page.getByLabel('Publishing Date').fill(values.publishingDate);
  await page.getByLabel('Closing Date').fill(values.closingDate);

  // Item 1: the unit picked from the list, searched by its name.
  await fillItem(page, 1, {
    itemCode: 'CB-95',
    itemName: 'Armoured cable 95 sq mm',
    partNo: 'A2XWY-95',
    manufacturer: 'Polycab',
    uom: '',
    qty: '250',
  });
  const uom = uomInput(page, 1);
  await uom.fill('metre');
  await page.getByRole('option', { name: /^MTR/ }).click();
  await expect(uom).toHaveValue('MTR');
  // Item 2: a unit not in the list is taken as typed.
  await page.getByRole('button', { name: 'Add item' }).click();
  await fillItem(page, 2, {
    itemCode: 'LB-1',
    itemName: 'Cable laying labour',
    partNo: 'SVC',
    manufacturer: 'Contractor',
    uom: 'Running metre',
    qty: '250',
  });
  await fileInput(page, 'scopeOfWork').setInputFiles(pdfFile('scope-of-work.pdf'));
  await fileInput(page, 'rfq').setInputFiles(pngFile('rfq-drawing.png'));

  // A code of the wrong length is refused on its cell, before anything is sent.
  const hsn1 = page.getByLabel('HSN/SAC, item 1', { exact: true });
  await hsn1.fill('85449');
  await page.getByLabel('HSN/SAC, item 2', { exact: true }).fill('9954 33');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(taxIdentityText.hsnSac)).toBeVisible();
  await expect(hsn1).toBeFocused();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'tender-form-hsn', viewport.name);
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await hsn1.fill('8544 49 99');
  await page.getByRole('button', { name: 'Publish' }).click();

  // The draft's page: each item's code (spaces dropped) and unit. A save with two uploads can take
  // over 10 s on a busy machine (CI), as in the other upload specs.
  await expect(page).toHaveURL(/\/draft-view\//, { timeout: 30_000 });
  const rows = page.getByTestId('tender-item-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('85444999');
  await expect(rows.nth(0)).toContainText('MTR');
  await expect(rows.nth(1)).toContainText('995433');
  await expect(rows.nth(1)).toContainText('Running metre');
  await expect(page.getByRole('columnheader', { name: 'HSN/SAC' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'tender-details-hsn', viewport.name);
  }

  // The edit form starts from them.
  await page.setViewportSize(VIEWPORTS[0]);
  await page.getByRole('link', { name: 'Edit Draft' }).click();
  await expect(page.getByLabel('HSN/SAC, item 1', { exact: true })).toHaveValue('85444999');
  await expect(uomInput(page, 1)).toHaveValue('MTR');
  await expect(uomInput(page, 2)).toHaveValue('Running metre');
});
