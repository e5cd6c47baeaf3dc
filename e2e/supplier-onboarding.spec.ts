import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { messages } from '@tenderdesk/domain/messages';
import { ADMIN } from './support/accounts';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './support/env';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { declareUnregistered } from './support/registration';

// The trade licence opens as a PDF in a new tab: the headless shell has no PDF viewer (the tab stays
// empty), so this file runs in the full Chromium (decision 055).
test.use({ launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

/**
 * Supplier onboarding end to end: registration through the wizard with real documents, review and
 * activation by an admin, the supplier's Company Profile, and inactivation that locks the supplier out.
 */
test.describe.configure({ mode: 'serial' });
// Refusals (a taken email, a supplier who may not log in) are 4xx on purpose.
test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

const run = Date.now().toString(36);
const CATEGORY = `Electrical Goods ${run}`;
const SUB_CATEGORY = `Switchgear ${run}`;
const SUPPLIER = {
  companyName: `Vayu Power Systems ${run}`,
  address: '14 Industrial Estate, Peenya',
  postalCode: '560058',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  telephone: '+91 80 4110 2200',
  emailAddress: `sales.${run}@vayu-power.test`,
  password: 'Vayu#Pass2024',
  firstName: 'Meera',
  lastName: 'Iyer',
  designation: 'Head of Sales',
  contactEmailAddress: `meera.${run}@vayu-power.test`,
  mobile: '+91 98450 12345',
};
const REASON = 'Trade licence expired on 31 March';

// Real, tiny documents: the server checks the bytes, not the names.
const dir = mkdtempSync(path.join(tmpdir(), 'td-onboarding-'));
const PDF = path.join(dir, 'trade-licence.pdf');
const PNG = path.join(dir, 'vat-certificate.png');
writeFileSync(
  PDF,
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
writeFileSync(
  PNG,
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const category = await request.post('/api/category/add', { headers, data: { category: CATEGORY } });
  expect(category.status()).toBe(201);
  const { category: created } = (await category.json()) as { category: { _id: string } };
  const sub = await request.post('/api/subcategory/add', {
    headers,
    data: { category: created._id, subCategory: SUB_CATEGORY },
  });
  expect(sub.status()).toBe(201);
});

/** Mantine marks required labels with an asterisk; match the label text itself. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

async function chooseFile(page: Page, input: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await input.click();
  await (await chooser).setFiles(file);
}

async function pickOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

test('a supplier registers through the three-step wizard with real documents', async ({ page }) => {
  await page.goto('/SupplierRegistration');
  await expect(page.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/');

  // Step 1: Next with nothing filled shows every rule of the step.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(messages.registration.required('Company Name'))).toBeVisible();
  await expect(page.getByText(messages.registration.required('Telephone'))).toBeVisible();
  await expect(page.getByText(messages.registration.tradeLicenseRequired)).toBeVisible();
  await expect(page.getByText(messages.registration.vatCertificateRequired)).toBeVisible();
  await expect(field(page, 'Company Name')).toBeFocused();

  await field(page, 'Company Name').fill(SUPPLIER.companyName);
  await expect(page.getByText(messages.registration.required('Company Name'))).toHaveCount(0);
  await field(page, 'Address').fill(SUPPLIER.address);
  await field(page, 'City').fill(SUPPLIER.city);
  await field(page, 'State').fill(SUPPLIER.state);
  await field(page, 'Postal Code').fill(SUPPLIER.postalCode);
  await field(page, 'Country').fill(SUPPLIER.country);
  await field(page, 'Telephone').fill(SUPPLIER.telephone);
  await field(page, 'Email Address').fill(SUPPLIER.emailAddress);
  await field(page, 'Password').fill(SUPPLIER.password);
  // Checked live while typing.
  await field(page, 'Confirm Password').fill('Vayu#Pass');
  await expect(page.getByText(messages.registration.passwordsMismatch)).toBeVisible();
  await field(page, 'Confirm Password').fill(SUPPLIER.password);
  await expect(page.getByText(messages.registration.passwordsMismatch)).toHaveCount(0);
  await declareUnregistered(page);

  await chooseFile(page, page.getByTestId('file-companyTradeLicense'), PDF);
  await chooseFile(page, page.getByTestId('file-vatRegistrationCertificate'), PNG);
  await expect(page.getByTestId('file-companyTradeLicense')).toContainText('trade-licence.pdf');
  await expect(page.getByTestId('file-vatRegistrationCertificate')).toContainText('vat-certificate.png');
  await expect(page.getByText(messages.registration.tradeLicenseRequired)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2
  await expect(field(page, 'First Name')).toBeVisible();
  await field(page, 'First Name').fill(SUPPLIER.firstName);
  await field(page, 'Last Name').fill(SUPPLIER.lastName);
  await field(page, 'Designation').fill(SUPPLIER.designation);
  await field(page, 'Email Address').fill(SUPPLIER.contactEmailAddress);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(messages.registration.required('Mobile'))).toBeVisible();
  await field(page, 'Mobile').fill(SUPPLIER.mobile);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Finish without a category fails; the sub-category waits for a category.
  const category = page.getByRole('combobox', { name: 'Category', exact: true });
  const subCategory = page.getByRole('combobox', { name: 'Subcategory', exact: true });
  await expect(subCategory).toBeDisabled();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(messages.registration.selectCategory)).toBeVisible();
  await expect(page.getByText(messages.registration.selectSubcategory)).toBeVisible();
  await pickOption(page, category, CATEGORY);
  await expect(subCategory).toBeEnabled();
  await pickOption(page, subCategory, SUB_CATEGORY);

  // Hold the upload briefly so the progress bar can be seen while it is under way.
  await page.route('**/api/suppliers/add', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const upload = page.waitForRequest(
    (request) => request.url().endsWith('/api/suppliers/add') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Finish' }).click();
  const sent = await upload;
  expect(sent.headers()['content-type']).toContain('multipart/form-data');
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  // The bar's filled section has no width at 0 %, so check the percentage text, not its visibility.
  await expect(page.getByTestId('upload-progress')).toContainText('%');
  await expect(page.getByTestId('registration-success')).toContainText(messages.registration.success);
  await expect(page.getByTestId('registration-success')).toContainText('awaits approval');
  // The keyboard focus goes to the confirmation, not to the page body.
  await expect(page.getByTestId('registration-success')).toBeFocused();

  // The form is back at step 1, empty.
  await expect(field(page, 'Company Name')).toHaveValue('');
  await expect(page.getByTestId('file-companyTradeLicense')).not.toContainText('trade-licence.pdf');

  // Until an admin activates it, the supplier cannot log in and is told why.
  await loginAs(page, { email: SUPPLIER.emailAddress, password: SUPPLIER.password });
  await expect(page.getByTestId('login-error')).toHaveText(messages.login.supplierPending);
});

test('a rejected submission keeps everything typed and puts the message on its field', async ({ page }) => {
  await page.goto('/SupplierRegistration');
  // The same login email again: the server refuses it on the Email Address field of step 1.
  await field(page, 'Company Name').fill('Duplicate Traders');
  await field(page, 'Address').fill('2 Residency Road');
  await field(page, 'City').fill('Bengaluru');
  await field(page, 'State').fill('Karnataka');
  await field(page, 'Postal Code').fill('560025');
  await field(page, 'Country').fill('India');
  await field(page, 'Telephone').fill('+91 80 2222 3333');
  await field(page, 'Email Address').fill(SUPPLIER.emailAddress);
  await field(page, 'Password').fill('Another#Pass1');
  await field(page, 'Confirm Password').fill('Another#Pass1');
  await declareUnregistered(page);
  await chooseFile(page, page.getByTestId('file-companyTradeLicense'), PDF);
  await chooseFile(page, page.getByTestId('file-vatRegistrationCertificate'), PNG);
  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'First Name').fill('Ravi');
  await field(page, 'Last Name').fill('Kumar');
  await field(page, 'Designation').fill('Owner');
  await field(page, 'Email Address').fill('ravi@duplicate.test');
  await field(page, 'Mobile').fill('+91 99000 11223');
  await page.getByRole('button', { name: 'Next' }).click();
  await pickOption(page, page.getByRole('combobox', { name: 'Category', exact: true }), CATEGORY);
  await pickOption(page, page.getByRole('combobox', { name: 'Subcategory', exact: true }), SUB_CATEGORY);
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByText(messages.registration.emailTaken)).toBeVisible();
  await expect(field(page, 'Email Address')).toHaveValue(SUPPLIER.emailAddress);
  await expect(field(page, 'Email Address')).toBeFocused();
  await expect(field(page, 'Company Name')).toHaveValue('Duplicate Traders');
  await expect(page.getByTestId('file-companyTradeLicense')).toContainText('trade-licence.pdf');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'First Name')).toHaveValue('Ravi');
});

test('an admin reviews the request, opens the trade licence and activates the supplier', async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/newSupplierRequest');
  await page.getByRole('textbox', { name: 'Search' }).fill(run);
  const row = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER.companyName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(SUPPLIER.emailAddress);
  await expect(row).toContainText(CATEGORY);
  await expect(row.getByRole('button', { name: 'Activate', exact: true })).toBeEnabled();
  await expect(row.getByRole('button', { name: 'Inactivate', exact: true })).toBeEnabled();
  await row.getByRole('link', { name: `View ${SUPPLIER.companyName}` }).click();

  await expect(page).toHaveURL(/\/suppliers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: SUPPLIER.companyName })).toBeVisible();
  await expect(page.getByText(SUPPLIER.address)).toBeVisible();
  await expect(page.getByText(SUPPLIER.designation)).toBeVisible();
  await expect(page.getByText(SUB_CATEGORY)).toBeVisible();
  await expect(page.getByTestId('supplier-status').first()).toHaveText('Pending');
  const documents = page.getByTestId('supplier-documents');
  await expect(documents).toContainText('trade-licence.pdf');
  await expect(documents).toContainText('vat-certificate.png');

  // The licence is fetched with the admin's token and opened in a new tab.
  const licence = page.waitForResponse((response) =>
    /\/documents\/companyTradeLicense$/.test(response.url()),
  );
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'View Document: Company Trade License' }).click();
  const response = await licence;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The body itself is consumed into the blob; its headers prove which file came back.
  expect(response.headers()['content-disposition']).toContain('trade-licence.pdf');
  expect(Number(response.headers()['content-length'])).toBeGreaterThan(0);
  const tab = await popup;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(SUPPLIER.companyName);
  await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(messages.suppliers.activated);
  await expect(page.getByTestId('supplier-status').first()).toHaveText('Active');
  // The spec's 3 s banner.
  await expect(page.getByTestId('banner-success')).toHaveCount(0, { timeout: 5_000 });

  await page.goto('/newSupplierRequest');
  await page.getByRole('textbox', { name: 'Search' }).fill(run);
  await expect(page.getByText(`No suppliers match “${run}”.`)).toBeVisible();
});

test('the activated supplier logs in and pages through the Company Profile', async ({ page }) => {
  await loginAs(page, { email: SUPPLIER.emailAddress, password: SUPPLIER.password });
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page
    .getByRole('navigation', { name: 'Supplier navigation' })
    .getByRole('link', { name: 'Company Profile' })
    .click();
  await expect(page).toHaveURL(/\/companyProfile$/);

  const value = (label: string) => page.getByTestId(`profile-field-${label}`);
  await expect(page.getByTestId('profile-step-title')).toHaveText('Company Details');
  await expect(value('Company Name')).toContainText(SUPPLIER.companyName);
  await expect(value('Address')).toContainText(SUPPLIER.address);
  await expect(value('Postal Code')).toContainText(SUPPLIER.postalCode);
  await expect(value('Country')).toContainText(SUPPLIER.country);
  await expect(value('State')).toContainText(SUPPLIER.state);
  await expect(value('City')).toContainText(SUPPLIER.city);
  await expect(value('Telephone')).toContainText(SUPPLIER.telephone);
  await expect(value('Fax')).toContainText('-');
  await expect(value('Email Address')).toContainText(SUPPLIER.emailAddress);
  await expect(value('Company Trade License').getByRole('button', { name: /View Document/ })).toBeVisible();
  await expect(
    value('GST registration certificate').getByRole('button', { name: /View Document/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // The supplier may open its own document through the uploads path.
  const own = page.waitForResponse((response) => /\/uploads\/[0-9a-f-]{36}\.png$/.test(response.url()));
  await value('GST registration certificate')
    .getByRole('button', { name: /View Document/ })
    .click();
  expect((await own).status()).toBe(200);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('profile-step-title')).toHaveText('Contact Person');
  await expect(value('First Name')).toContainText(SUPPLIER.firstName);
  await expect(value('Last Name')).toContainText(SUPPLIER.lastName);
  await expect(value('Designation')).toContainText(SUPPLIER.designation);
  await expect(value('Email Address')).toContainText(SUPPLIER.contactEmailAddress);
  await expect(value('Mobile')).toContainText(SUPPLIER.mobile);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('profile-step-title')).toHaveText('Product & Services');
  await expect(value('Category')).toContainText(CATEGORY);
  await expect(value('Subcategory')).toContainText(SUB_CATEGORY);
  await expect(page.getByTestId('profile-status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Complete' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('profile-step-title')).toHaveText('Contact Person');

  // The other spelling reaches the same screen.
  await page.goto('/CompanyProfile');
  await expect(value('Company Name')).toContainText(SUPPLIER.companyName);
});

test('an admin inactivates the supplier with a reason and the supplier is locked out', async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/activeSuppliers');
  await page.getByRole('textbox', { name: 'Search' }).fill(SUPPLIER.emailAddress);
  const row = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER.companyName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Inactivate', exact: true }).click();

  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Inactivate', exact: true });
  const reason = dialog.getByLabel(/Reason for inactivation/);
  await expect(confirm).toBeDisabled();
  await reason.fill('   ');
  await expect(confirm).toBeDisabled();
  await reason.blur();
  await expect(dialog.getByText(messages.suppliers.reasonRequired)).toBeVisible();
  await reason.fill(REASON);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByTestId('banner-success')).toHaveText(messages.suppliers.inactivated);
  await expect(page.getByText(messages.suppliers.noActive)).toHaveCount(0);
  await expect(row).toHaveCount(0);

  await page.goto('/inactiveSuppliers');
  await page.getByRole('textbox', { name: 'Search' }).fill(run);
  const inactive = page.getByTestId('supplier-row').filter({ hasText: SUPPLIER.companyName });
  await expect(inactive).toContainText(REASON);
  await expect(inactive.getByRole('button', { name: 'Activate', exact: true })).toBeEnabled();

  await page.getByRole('button', { name: 'Logout' }).click();
  await loginAs(page, { email: SUPPLIER.emailAddress, password: SUPPLIER.password });
  await expect(page.getByTestId('login-error')).toHaveText(messages.login.supplierInactive(REASON));
  await expect(page).toHaveURL(/\/$/);
});
