import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { amountInWords } from '@tenderdesk/domain/amount-in-words';
import { gstinCheckCharacter } from '@tenderdesk/domain/gst';
import { formatRupees } from '@tenderdesk/domain/money';
import { SUPPLY_KIND_LABELS } from '@tenderdesk/domain/order-tax';
import { organisationText } from '@tenderdesk/domain/organisation-text';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { ADMIN } from './support/accounts';
import { PDF_BYTES, PNG_BYTES } from './support/documents';
import { closeTender, expect, insertTestSupplier, test, uniqueStamp } from './support/fixtures';
import { loginAs } from './support/helpers';
import { withOrganisationLock } from './support/organisation-lock';
import { sendQuotation } from './support/quotations';
import { chooseGstRegistration } from './support/registration';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  decideInterest,
  expressInterest,
  type Headers,
  type RegisteredSupplier,
  supplierHeaders,
  type TenderCategory,
} from './support/supplier-tenders';

/**
 * Issue 20's "Done when", end to end on the real server: the admin completes the organisation
 * settings (a default buying unit in Maharashtra), a supplier from Karnataka registers through the
 * screen with its GSTIN and one from Maharashtra declares its own; a tender with HSN/SAC codes is
 * quoted by both, awarded by line, and both orders are generated and issued on the screens. Each
 * order's PDF (downloaded from the screen, read with `pdftotext -layout`) names both GSTINs, the
 * HSN/SAC code, the order number and the total in words, with IGST between states and CGST + SGST
 * in equal halves within one. The order screens are checked (axe, no sideways scrolling) and shot
 * at 1366 and 390 px, the PDF pages rendered to PNG, into /tmp/shots-gst-e2e/.
 *
 * The organisation is the portal's own row, shared by every spec: the settings are changed under
 * the organisation lock, and what this spec added (its default unit) is removed and what it
 * replaced (details, the previous default) restored before the lock is let go.
 *
 *   TRF-250 (HSN 8504) × 2:     Kaveri (KA) 4,25,000.00 (lowest), Godavari (MH) 4,40,000.00
 *   SVC-INS (SAC 998719) × 1:   Kaveri 52,000.00, Godavari 48,750.50 (lowest)
 *   Kaveri's order (inter-state): 8,50,000.00 + IGST 18 % 1,53,000.00 = 10,03,000.00
 *   Godavari's order (intra-state): 48,750.50 + CGST 9 % 4,387.55 + SGST 9 % 4,387.55 = 57,525.60
 *   (9 % of 48,750.50 is 4,387.545: each half rounds up on its own, decision 046)
 */

const SHOTS = '/tmp/shots-gst-e2e';
mkdirSync(SHOTS, { recursive: true });

const INTER = { taxable: 85_000_000, igst: 15_300_000, total: 100_300_000 };
const INTRA = { taxable: 4_875_050, half: 438_755, total: 5_752_560 };

/** A PAN of a company (fourth letter C) no other run has used: GSTINs are unique across suppliers. */
function freshPan(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const letter = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return `${letter()}${letter()}${letter()}C${letter()}${digits}${letter()}`;
}
const gstinFor = (state: string, pan: string) => {
  const first14 = `${state}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
};
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
/** ₹ amounts as the PDF prints them: Indian grouping, two decimals, no symbol. */
const figure = (paise: number) => formatRupees(paise).replace('₹', '');

const ITEMS = [
  {
    itemCode: 'TRF-250',
    itemName: 'Distribution transformer 250 kVA',
    partNo: 'DT-250-11',
    manufacturer: 'Kirloskar Electric / India',
    uom: 'Nos',
    qty: '2',
    hsnSac: '8504',
  },
  {
    itemCode: 'SVC-INS',
    itemName: 'Installation and commissioning',
    partNo: 'SERVICE',
    manufacturer: 'Contractor',
    uom: 'Nos',
    qty: '1',
    hsnSac: '998719',
  },
];
const quote = (prices: [string, string]) =>
  ITEMS.map((item, index) => ({
    itemCode: item.itemCode,
    itemName: item.itemName,
    partNo: item.partNo,
    manufacturer: item.manufacturer,
    uom: item.uom,
    qty: item.qty,
    unitPrice: prices[index] ?? '0',
    gstRate: 18,
  }));

/** The Karnataka supplier registers through the wizard with its GSTIN; the admin activates it. */
async function registerOnScreen(
  page: Page,
  request: APIRequestContext,
  headers: Headers,
  category: TenderCategory,
  gstin: string,
): Promise<RegisteredSupplier> {
  const stamp = uniqueStamp();
  const email = `gst-order.${stamp}@kaveri.test`;
  const password = 'Kaveri#Pass1';
  const companyName = `Kaveri Transformers ${stamp}`;
  await page.goto('/SupplierRegistration');
  const company = {
    'Company Name': companyName,
    Address: '14 Peenya Industrial Area',
    City: 'Bengaluru',
    State: 'Karnataka',
    'Postal Code': '560058',
    Country: 'India',
    Telephone: '+91 80 2839 5566',
    Password: password,
    'Confirm Password': password,
  };
  for (const [label, value] of Object.entries(company)) await field(page, label).fill(value);
  await field(page, 'Email Address').fill(email);
  await chooseGstRegistration(page, 'Registered');
  await field(page, 'GSTIN').fill(gstin);
  await expect(field(page, 'PAN')).toHaveValue(gstin.slice(2, 12));
  await field(page, 'Bank account number').fill('5010 0123 4567 89');
  await field(page, 'IFSC').fill('HDFC0001234');
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
  await field(page, 'First Name').fill('Meera');
  await field(page, 'Last Name').fill('Gowda');
  await field(page, 'Designation').fill('Director');
  await field(page, 'Email Address').fill(`meera.${stamp}@kaveri.test`);
  await field(page, 'Mobile').fill('+91 98450 12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: category.category }).click();
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await page.getByRole('option', { name: `${category.category} / General` }).click();
  await expect(page.getByLabel('Summary')).toContainText(gstin);
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Supplier request submitted successfully!')).toBeVisible();

  const list = await request.get(`/api/suppliers/view?q=${encodeURIComponent(companyName)}`, { headers });
  const rows = ((await list.json()) as { data: { _id: string; companyName: string }[] }).data;
  const row = rows.find((supplier) => supplier.companyName === companyName);
  if (!row) throw new Error('registered supplier not listed');
  const activated = await request.put(`/api/suppliers/activate/${row._id}`, { headers });
  expect(activated.status(), await activated.text()).toBe(200);
  return { id: row._id, email, password, companyName };
}

/** The Maharashtra supplier: made through the test-data socket, then declares its GSTIN itself. */
async function maharashtraSupplier(
  request: APIRequestContext,
  headers: Headers,
  category: TenderCategory,
  gstin: string,
): Promise<RegisteredSupplier> {
  const stamp = uniqueStamp();
  const supplier = {
    email: `gst-order-${stamp}@godavari.test`,
    password: `Godavari#${stamp}`,
    companyName: `Godavari Switchgear ${stamp}`,
  };
  const { id } = await insertTestSupplier({
    ...supplier,
    status: 'Pending',
    categoryId: category.categoryId,
    subCategoryId: category.subCategoryId,
    profile: { address: '22 MIDC Ambad', city: 'Nashik', state: 'Maharashtra' },
  });
  const activated = await request.put(`/api/suppliers/activate/${id}`, { headers });
  expect(activated.status(), await activated.text()).toBe(200);
  const registered = { ...supplier, id };
  const declared = await request.put('/api/suppliers/profile/tax-details', {
    headers: await supplierHeaders(request, registered),
    data: { gstRegistration: 'Registered', gstin, pan: gstin.slice(2, 12) },
  });
  expect(declared.status(), await declared.text()).toBe(200);
  return registered;
}

type Unit = {
  _id: string;
  name: string;
  address: string;
  city: string;
  stateCode: string;
  pincode: string;
  gstin: string;
  isDefault: boolean;
};
type OrganisationView = { organisation: Record<string, unknown> & { legalName: string }; units: Unit[] };

async function readOrganisation(request: APIRequestContext, headers: Headers): Promise<OrganisationView> {
  const response = await request.get('/api/organisation', { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OrganisationView }).data;
}

/** Puts back what the spec found: the details, the previous default unit; removes its own unit. */
async function restoreOrganisation(
  request: APIRequestContext,
  headers: Headers,
  before: OrganisationView,
  unitName: string,
) {
  const now = await readOrganisation(request, headers);
  const previous = before.units.find((unit) => unit.isDefault);
  if (previous) {
    const { _id, name, address, city, stateCode, pincode, gstin } = previous;
    const moved = await request.put(`/api/organisation/units/${_id}`, {
      headers,
      data: { name, address, city, stateCode, pincode, gstin, isDefault: true },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const mine = now.units.find((unit) => unit.name === unitName);
  if (mine) {
    const removed = await request.delete(`/api/organisation/units/${mine._id}`, { headers });
    expect(removed.status(), await removed.text()).toBe(200);
  }
  if (before.organisation.legalName) {
    const { complete: _complete, updatedAt: _updatedAt, ...details } = before.organisation;
    const saved = await request.put('/api/organisation', { headers, data: details });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** The admin saves the details and adds a default buying unit in Maharashtra, on the screen. */
async function completeSettings(page: Page, unit: { name: string; gstin: string }, firstUnit: boolean) {
  await page.goto('/organisation');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Organisation details' });
  await details.getByLabel('Legal name').fill('Deccan Power Distribution Limited');
  await details.getByLabel('PAN').fill(unit.gstin.slice(2, 12));
  // The order numbers other specs read stay PO/<financial year from April>/NNNN.
  await expect(details.getByLabel('Order number prefix')).toHaveValue('PO');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(organisationText.saved);

  await page.getByRole('button', { name: 'Add unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add buying unit' });
  await dialog.getByLabel('Unit name').fill(unit.name);
  await dialog.getByLabel('Address').fill('Prakashgad, Bandra East');
  await dialog.getByLabel('City').fill('Mumbai');
  await dialog.getByLabel('PIN code').fill('400051');
  await dialog.getByRole('combobox', { name: 'State' }).fill('Maharashtra');
  await page.getByRole('option', { name: 'Maharashtra (27)' }).click();
  await dialog.getByLabel('GSTIN').fill(unit.gstin);
  const isDefault = dialog.getByRole('checkbox', { name: /Default buyer/ });
  if (firstUnit) await expect(isDefault).toBeChecked();
  else await isDefault.check();
  await dialog.getByRole('button', { name: 'Add unit' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(organisationText.unitAdded(unit.name));
  const card = page.getByRole('region', { name: unit.name });
  await expect(card).toContainText('Default');
  await expect(card).toContainText(`GSTIN: ${unit.gstin}`);
  await expect(page.getByText(organisationText.incomplete)).toHaveCount(0);
}

/** The order of `supplier` on the tender, opened from the buyer's list. */
async function openOrderOf(page: Page, supplier: RegisteredSupplier) {
  await page.goto(`/purchaseOrder?q=${encodeURIComponent(supplier.companyName)}`);
  const row = page.getByTestId('order-row').filter({ hasText: supplier.companyName });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByTestId('order-card')).toContainText(supplier.companyName);
}

/** Issues the open draft (confirmed) and downloads its PDF; answers its number and the PDF's path. */
async function issueAndDownload(page: Page, supplier: RegisteredSupplier, name: string) {
  // An order is issued with its delivery and payment terms; Issue saves them first.
  await page.getByRole('textbox', { name: 'Delivery terms' }).fill('Door delivery at the Bandra sub-station');
  await page.getByRole('textbox', { name: 'Payment terms' }).fill('30 days from delivery');
  await page.getByRole('button', { name: 'Issue' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue purchase order' });
  await expect(issue).toContainText(supplier.companyName);
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Issued');
  const number = (await page.getByTestId('order-number').innerText()).trim();
  expect(number).toMatch(/^PO\/\d{4}-\d{2}\/\d{4,}$/);
  await expect(page.getByTestId('banner-success')).toHaveText(purchaseOrderMessages.issued(number));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download PDF of ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const file = `${SHOTS}/${name}.pdf`;
  copyFileSync(await download.path(), file);
  return { number, url: page.url(), file };
}

/** The PDF's text as `pdftotext -layout` reads it, and its pages rendered to PNG beside it. */
function readPdf(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  execFileSync('pdftoppm', ['-png', '-r', '60', file, file.replace(/\.pdf$/, '-page')]);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8');
}

/** Words as read across the layout's line breaks and column gaps. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The order screen at both widths: checked by `shoot` and saved for looking at. */
async function shootOrder(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, name, viewport.name);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('orders between states bear IGST and within a state CGST + SGST, on the screen and in the PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000); // a registration, an award, two issues and two PDFs on a loaded machine
  await page.setViewportSize(VIEWPORTS[0]);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers, `GST Orders ${uniqueStamp()}`);
  const buyerGstin = gstinFor('27', freshPan());
  const kaveriGstin = gstinFor('29', freshPan());
  const godavariGstin = gstinFor('27', freshPan());

  const kaveri = await registerOnScreen(page, request, headers, category, kaveriGstin);
  const godavari = await maharashtraSupplier(request, headers, category, godavariGstin);
  const tender = await createPublishedTender(request, headers, category, { items: ITEMS });
  for (const supplier of [kaveri, godavari]) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
  }
  await sendQuotation(request, kaveri, tender._id, quote(['425000', '52000']));
  await sendQuotation(request, godavari, tender._id, quote(['440000', '48750.50']));
  await closeTender(tender._id);

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/i);
  const unitName = `Mumbai Office ${uniqueStamp()}`;
  const { inter, intra } = await withOrganisationLock(async () => {
    const before = await readOrganisation(request, headers);
    try {
      await completeSettings(page, { name: unitName, gstin: buyerGstin }, before.units.length === 0);

      // Award by line, the lowest of each preselected: the transformers to Kaveri, the service to Godavari.
      await page.goto(`/compareQuotation?tender=${tender._id}&award=lines`);
      const panel = page.getByRole('region', { name: 'Award by line' });
      await panel.getByRole('button', { name: 'Preselect lowest' }).click();
      await expect(
        panel.getByRole('combobox', { name: 'Award for TRF-250' }).locator('option:checked'),
      ).toContainText(kaveri.companyName);
      await expect(
        panel.getByRole('combobox', { name: 'Award for SVC-INS' }).locator('option:checked'),
      ).toContainText(godavari.companyName);
      await panel.getByRole('button', { name: 'Save line awards' }).click();
      await page.getByRole('dialog', { name: 'Award by line' }).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('banner-success')).toHaveText(purchaseOrderMessages.lineAwardsSaved);

      await page.goto(`/selectedQuotationView?tender=${tender._id}`);
      await page.getByTestId('award-card').getByRole('link', { name: 'Purchase orders' }).click();
      await page.getByRole('button', { name: 'Generate orders' }).click();
      await expect(page.getByTestId('banner-success')).toHaveText(purchaseOrderMessages.generated(2));

      // Kaveri (Karnataka) from a Maharashtra unit: IGST on the screen, no CGST or SGST.
      await openOrderOf(page, kaveri);
      await expect(page.getByTestId('order-supply-kind')).toHaveText(SUPPLY_KIND_LABELS.inter);
      await expect(page.getByTestId('order-igst')).toHaveText(formatRupees(INTER.igst));
      await expect(page.getByTestId('order-cgst')).toHaveCount(0);
      await expect(page.getByTestId('order-sgst')).toHaveCount(0);
      await expect(page.getByTestId('order-total')).toHaveText(formatRupees(INTER.total));
      await expect(page.getByTestId('order-words')).toHaveText(amountInWords(INTER.total));
      await expect(page.getByRole('table', { name: 'Order lines' })).toContainText('8504');
      const inter = await issueAndDownload(page, kaveri, 'po-inter');

      // Godavari (Maharashtra) from the same state: CGST and SGST in equal halves, no IGST.
      await openOrderOf(page, godavari);
      await expect(page.getByTestId('order-supply-kind')).toHaveText(SUPPLY_KIND_LABELS.intra);
      await expect(page.getByTestId('order-cgst')).toHaveText(formatRupees(INTRA.half));
      await expect(page.getByTestId('order-sgst')).toHaveText(formatRupees(INTRA.half));
      await expect(page.getByTestId('order-igst')).toHaveCount(0);
      await expect(page.getByTestId('order-total')).toHaveText(formatRupees(INTRA.total));
      await expect(page.getByTestId('order-words')).toHaveText(amountInWords(INTRA.total));
      await expect(page.getByRole('table', { name: 'Order lines' })).toContainText('998719');
      const intra = await issueAndDownload(page, godavari, 'po-intra');
      return { inter, intra };
    } finally {
      await restoreOrganisation(request, headers, before, unitName);
    }
  });

  // The PDFs: both GSTINs, the HSN/SAC code, the tax of the supply's kind, the total and its words.
  const interText = readPdf(inter.file);
  for (const expected of [inter.number, buyerGstin, kaveriGstin, '8504', 'IGST', figure(INTER.igst)])
    expect(interText, `the inter-state PDF names ${expected}`).toContain(expected);
  expect(interText).toContain(figure(INTER.total));
  expect(interText).not.toMatch(/CGST|SGST/);
  expect(flat(interText)).toContain(amountInWords(INTER.total));

  const intraText = readPdf(intra.file);
  for (const expected of [intra.number, buyerGstin, godavariGstin, '998719', 'CGST', 'SGST'])
    expect(intraText, `the intra-state PDF names ${expected}`).toContain(expected);
  // Two equal halves, each on the line and in the totals.
  expect(intraText.split(figure(INTRA.half)).length - 1).toBeGreaterThanOrEqual(2);
  expect(intraText).toContain(figure(INTRA.total));
  expect(intraText).not.toMatch(/IGST/);
  expect(flat(intraText)).toContain(amountInWords(INTRA.total));

  // The issued orders keep their copies of the buyer: the screens, checked and shot at both widths.
  await page.goto(inter.url);
  await expect(page.getByTestId('order-supply-kind')).toHaveText(SUPPLY_KIND_LABELS.inter);
  await expect(page.getByTestId('order-card')).toContainText(buyerGstin);
  await shootOrder(page, 'gst-order-inter');
  await page.goto(intra.url);
  await expect(page.getByTestId('order-supply-kind')).toHaveText(SUPPLY_KIND_LABELS.intra);
  await expect(page.getByTestId('order-card')).toContainText(godavariGstin);
  await shootOrder(page, 'gst-order-intra');
});
