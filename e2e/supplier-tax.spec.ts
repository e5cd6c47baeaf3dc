import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { gstinCheckCharacter } from '@tenderdesk/domain/gst';
import { supplierTaxText } from '@tenderdesk/domain/supplier-tax';
import { expectAccessible } from './support/accessibility';
import { ADMIN } from './support/accounts';
import { PDF_BYTES, PNG_BYTES } from './support/documents';
import { expect, test, uniqueStamp } from './support/fixtures';
import { loginAs } from './support/helpers';
import { chooseGstRegistration } from './support/registration';

/*
 * Issue 20: a supplier gives its GSTIN and PAN when it registers (one registration through the
 * screen: the public call is rate-limited per address), sees them on its Company Profile, and the
 * admin sees them on the supplier's details. A supplier from before (made through the test-data
 * socket, without tax details) is asked on its dashboard to complete them, and does.
 */

const SHOTS = '/tmp/shots-supplier-tax';
mkdirSync(SHOTS, { recursive: true });

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** A PAN no other run has used (a GSTIN is unique across suppliers and the database is shared). */
function freshPan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letter = () => letters[Math.floor(Math.random() * 26)];
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}C${letter()}${digits}${letter()}`;
}
const gstinFor = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.ok()).toBeTruthy();
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** A category pair made through the API: it outlives the test, as the supplier registered on screen does. */
async function createCategory(request: APIRequestContext, headers: Record<string, string>, stamp: string) {
  const category = `Switchgear ${stamp}`;
  const subCategory = `Panels ${stamp}`;
  const created = await request.post('/api/category/add', { headers, data: { category } });
  expect(created.status()).toBe(201);
  const { category: row } = (await created.json()) as { category: { _id: string } };
  const sub = await request.post('/api/subcategory/add', {
    headers,
    data: { category: row._id, subCategory },
  });
  expect(sub.status()).toBe(201);
  return { category, subCategory };
}

test('a supplier registers with its GSTIN and sees it on its profile; the admin sees it too', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = uniqueStamp();
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers, stamp);
  const pan = freshPan();
  const gstin = gstinFor('29', pan);
  const email = `gst.${stamp}@kaveri.test`;
  const password = 'Kaveri#Pass1';

  await page.goto('/SupplierRegistration');
  const company = {
    'Company Name': `Kaveri Electricals ${stamp}`,
    Address: '14 Industrial Suburb',
    City: 'Mysuru',
    State: 'Karnataka',
    'Postal Code': '570008',
    Country: 'India',
    Telephone: '+91 821 241 5566',
    Password: password,
    'Confirm Password': password,
  };
  for (const [label, value] of Object.entries(company)) await field(page, label).fill(value);
  await field(page, 'Email Address').fill(email);
  await page
    .getByLabel(/GST registration certificate/)
    .first()
    .waitFor();

  // Registered needs a GSTIN: a Maharashtra one is refused against the Karnataka address.
  await chooseGstRegistration(page, 'Registered');
  await field(page, 'GSTIN').fill(gstinFor('27', pan));
  await field(page, 'GSTIN').blur();
  await expect(page.getByText(supplierTaxText.stateMismatch('Maharashtra', 'Karnataka'))).toBeVisible();
  // A typing mistake names the check character.
  await field(page, 'GSTIN').fill(`${gstin.slice(0, 14)}${gstin[14] === 'A' ? 'B' : 'A'}`);
  await expect(page.getByText(/last character of the GSTIN does not match/)).toBeVisible();
  await field(page, 'GSTIN').fill(gstin.toLowerCase());
  await expect(page.getByText(/The GSTIN is registered in/)).toHaveCount(0);
  // The PAN is read from the GSTIN.
  await expect(field(page, 'PAN')).toHaveValue(pan);
  // The bank account goes with its IFSC.
  await field(page, 'Bank account number').fill('5010 0123 4567 89');
  await page.locator('input[type=file]').nth(0).setInputFiles({
    name: 'trade-licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF_BYTES,
  });
  await page.locator('input[type=file]').nth(1).setInputFiles({
    name: 'gst-certificate.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(supplierTaxText.ifscRequired)).toBeVisible();
  await expect(field(page, 'IFSC')).toBeFocused();
  await field(page, 'IFSC').fill('HDFC0001234');
  await expectAccessible(page, 'registration step 1 with tax details');
  await shoot(page, 'registration-step1');
  await page.getByRole('button', { name: 'Next' }).click();

  await field(page, 'First Name').fill('Meera');
  await field(page, 'Last Name').fill('Gowda');
  await field(page, 'Designation').fill('Director');
  await field(page, 'Email Address').fill(`meera.${stamp}@kaveri.test`);
  await field(page, 'Mobile').fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: category.category }).click();
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await page.getByRole('option', { name: category.subCategory }).click();
  await expect(page.getByLabel('Summary')).toContainText(gstin);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Supplier request submitted successfully!')).toBeVisible();

  // Stored as given, normalised; the admin activates it (through the API: not what this test is about).
  const list = await request.get(`/api/suppliers/view?q=${encodeURIComponent(email)}`, { headers });
  const rows = ((await list.json()) as { data: { _id: string; emailAddress: string }[] }).data;
  const row = rows.find((candidate) => candidate.emailAddress.toLowerCase() === email.toLowerCase());
  if (!row) throw new Error('registered supplier not listed');
  const details = await request.get(`/api/suppliers/details/${row._id}`, { headers });
  expect(((await details.json()) as { data: { tax: unknown } }).data.tax).toEqual({
    gstRegistration: 'Registered',
    gstin,
    pan,
    udyamNumber: null,
    bankAccountNumber: '50100123456789',
    bankIfsc: 'HDFC0001234',
  });
  expect((await request.put(`/api/suppliers/activate/${row._id}`, { headers })).ok()).toBeTruthy();

  // The supplier sees its details on its profile, and no prompt on its dashboard.
  await loginAs(page, { email, password });
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/companyProfile');
  const tax = page.getByRole('region', { name: 'Tax details' });
  await expect(tax.getByTestId('profile-field-GSTIN')).toContainText(gstin);
  await expect(tax.getByTestId('profile-field-PAN')).toContainText(pan);
  await expect(tax.getByTestId('profile-field-GST registration')).toContainText('Registered');
  await expect(page.getByTestId('profile-field-GST registration certificate')).toBeVisible();
  await expectAccessible(page, 'company profile with tax details');
  await shoot(page, 'company-profile');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome to the Dashboard' })).toBeVisible();
  await expect(page.getByText('Complete your tax details')).toHaveCount(0);

  // The admin's supplier details show them.
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, ADMIN);
  await expect(page).not.toHaveURL(/\/$/);
  await page.goto(`/suppliers/${row._id}`);
  await expect(page.getByText(gstin)).toBeVisible();
  await expect(page.getByText('HDFC0001234')).toBeVisible();
  await expectAccessible(page, 'supplier details with tax details');
  await shoot(page, 'supplier-details');
});

test.describe('a supplier from before the tax details', () => {
  test.use({ signedInAs: 'supplier' });

  test('is asked on its dashboard to complete them, and does on its profile', async ({ page }) => {
    await page.goto('/dashboard');
    const prompt = page.getByRole('alert').filter({ hasText: 'Complete your tax details' });
    await expect(prompt).toBeVisible();
    await expectAccessible(page, 'supplier dashboard with the tax prompt');
    await shoot(page, 'dashboard-prompt');
    await prompt.getByRole('link', { name: 'Open Company Profile' }).click();
    await expect(page).toHaveURL(/\/companyProfile$/);

    const tax = page.getByRole('region', { name: 'Tax details' });
    await tax.getByRole('button', { name: 'Save tax details' }).click();
    await expect(tax.getByText(supplierTaxText.registrationRequired)).toBeVisible();
    await expectAccessible(page, 'company profile tax form with errors');
    await shoot(page, 'company-profile-form');
    await chooseGstRegistration(page, 'Unregistered');
    await field(page, 'PAN').fill('abcpk1234l');
    await tax.getByRole('button', { name: 'Save tax details' }).click();
    await expect(tax.getByText(supplierTaxText.saved)).toBeVisible();
    await expect(tax.getByTestId('profile-field-PAN')).toContainText('ABCPK1234L');
    await expect(tax.getByTestId('profile-field-GST registration')).toContainText('Unregistered');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to the Dashboard' })).toBeVisible();
    await expect(page.getByText('Complete your tax details')).toHaveCount(0);
  });
});
