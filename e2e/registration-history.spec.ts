import type { Page } from '@playwright/test';
import { PDF_BYTES, PNG_BYTES } from './support/documents';
import { expect, test, uniqueStamp } from './support/fixtures';
import { declareUnregistered } from './support/registration';

/**
 * The registration wizard and the browser's history: each step is an entry, Back and Forward walk
 * through them without losing a field or a file, the focus follows the step, and leaving with
 * unsaved input asks first.
 */

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const stepHeading = (page: Page, step: number, title: string) =>
  page.getByRole('heading', { level: 2, name: `Step ${step} of 3 · ${title}` });

const COMPANY = {
  'Company Name': 'Narmada Fabrication Works',
  Address: 'Plot 7, GIDC Estate, Makarpura',
  City: 'Vadodara',
  State: 'Gujarat',
  'Postal Code': '390010',
  Country: 'India',
  Telephone: '+91 265 263 4400',
  Password: 'Narmada#Pass1',
  'Confirm Password': 'Narmada#Pass1',
};
const CONTACT = {
  'First Name': 'Kiran',
  'Last Name': 'Desai',
  Designation: 'Procurement Lead',
  Mobile: '+91 98250 44110',
};

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
}

async function expectDocuments(page: Page) {
  await expect(page.getByTestId('file-companyTradeLicense')).toContainText('trade-licence.pdf');
  await expect(page.getByTestId('file-vatRegistrationCertificate')).toContainText('vat-certificate.png');
}

test('Back and Forward walk through the steps and keep every field and both documents', async ({
  page,
  testData,
}) => {
  const category = await testData.category();
  const email = `accounts.${uniqueStamp()}@narmada.test`;
  const contactEmail = `kiran.${uniqueStamp()}@narmada.test`;
  await page.goto('/SupplierRegistration');
  await expect(page).toHaveTitle('Supplier Registration · TenderDesk');

  // A failed Next puts the focus on the first field in error.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'Company Name')).toBeFocused();
  await expect(page).not.toHaveURL(/step=/);

  for (const [label, value] of Object.entries(COMPANY)) await field(page, label).fill(value);
  await field(page, 'Email Address').fill(email);
  await declareUnregistered(page);
  await page.locator('input[type=file]').nth(0).setInputFiles({
    name: 'trade-licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await page.locator('input[type=file]').nth(1).setInputFiles({
    name: 'vat-certificate.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expectDocuments(page);

  // A successful Next is a new history entry, and the focus moves to the new step's heading.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/SupplierRegistration\?step=2$/);
  await expect(stepHeading(page, 2, 'Contact Person')).toBeFocused();
  for (const [label, value] of Object.entries(CONTACT)) await field(page, label).fill(value);
  await field(page, 'Email Address').fill(contactEmail);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(stepHeading(page, 3, 'Product Services')).toBeFocused();
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: category.category }).click();
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await page.getByRole('option', { name: category.subCategory }).click();

  // The browser's Back: step 2, then step 1, with everything still there.
  await page.goBack();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(stepHeading(page, 2, 'Contact Person')).toBeFocused();
  await expectValues(page, CONTACT);
  await expect(field(page, 'Email Address')).toHaveValue(contactEmail);

  await page.goBack();
  await expect(page).toHaveURL(/\/SupplierRegistration$/);
  await expect(stepHeading(page, 1, 'Company Details')).toBeFocused();
  await expectValues(page, COMPANY);
  await expect(field(page, 'Email Address')).toHaveValue(email);
  await expectDocuments(page);

  // Forward again, to the last step: the category choice survived too.
  await page.goForward();
  await expect(page).toHaveURL(/\?step=2$/);
  await expectValues(page, CONTACT);
  await page.goForward();
  await expect(page).toHaveURL(/\?step=3$/);
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveValue(category.category);
  await expect(page.getByRole('combobox', { name: 'Subcategory', exact: true })).toHaveValue(
    category.subCategory,
  );
  await expect(page.getByLabel('Summary')).toContainText('trade-licence.pdf');
  await expect(page.getByLabel('Summary')).toContainText('vat-certificate.png');

  // The in-app Back button goes back through the same history.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\?step=2$/);
  await expect(stepHeading(page, 2, 'Contact Person')).toBeFocused();
});

test('an address asking for a later step shows the first step still to complete', async ({ page }) => {
  await page.goto('/SupplierRegistration?step=3');
  await expect(page).toHaveURL(/\/SupplierRegistration$/);
  await expect(stepHeading(page, 1, 'Company Details')).toBeVisible();
});

test('leaving the wizard with unsaved input asks first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/SupplierRegistration$/);

  // Nothing typed yet: Back simply leaves.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goForward();
  await field(page, 'Company Name').fill('Narmada Fabrication Works');

  // The browser's Back asks; Stay keeps everything.
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Leave the registration?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/SupplierRegistration$/);
  await expect(field(page, 'Company Name')).toHaveValue('Narmada Fabrication Works');

  // A link asks too; Leave goes.
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('closing the tab with unsaved input asks the browser to confirm', async ({ page }) => {
  await page.goto('/SupplierRegistration');
  await field(page, 'Company Name').fill('Narmada Fabrication Works');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(field(page, 'Company Name')).toHaveValue('Narmada Fabrication Works');
});
