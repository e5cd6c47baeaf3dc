import type { Page } from '@playwright/test';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import type { Tender } from '@tenderdesk/domain/tenders';
import { ADMIN } from './support/accounts';
import { closeTender, expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type Headers,
  type RegisteredSupplier,
} from './support/supplier-tenders';

/**
 * Issue 10 end to end, on the real server: two approved suppliers price the tender's items in the
 * Send Quotation modal (one changes a quantity to a decimal), one revises its quotation in
 * /myQuotations; the admin opens both in /quotationReceived, compares them (each cheaper line
 * marked), selects one, applies a percentage margin to one line and a fixed margin to the other, and
 * the totals on screen equal the server's.
 *
 * The tender's items: PMP-100 × 4 and VLV-050 × 12.5.
 *   Asha:   4 × 48,500.00 (revised to 47,000.00) and 12.5 × 3,150.50 = 39,381.25
 *   Bharat: 4 × 46,900.00 = 1,87,600.00 and 10.25 × 3,325.00 = 34,081.25 (its own quantity)
 * Lowest unit price: PMP-100 Bharat, VLV-050 Asha. Asha is selected; margins 12.5 % on PMP-100
 * (1,88,000.00 → 23,500.00) and ₹1,000 on VLV-050: margin total 24,500.00, grand total 2,51,881.25.
 */
test.describe.configure({ mode: 'serial' });

let headers: Headers;
let tender: Tender;
let asha: RegisteredSupplier;
let bharat: RegisteredSupplier;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  asha = await createSupplier(request, headers, category, `Asha Electricals ${Date.now().toString(36)}`);
  bharat = await createSupplier(request, headers, category, `Bharat Pumps ${Date.now().toString(36)}`);
  tender = await createPublishedTender(request, headers, category);
  for (const supplier of [asha, bharat]) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
  }
});

/** Opens Send Quotation on /approvedTender, types the prices (and quantities), submits. */
async function sendQuotation(page: Page, prices: string[], quantities: Record<number, string> = {}) {
  await page.goto('/approvedTender');
  const row = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
  await row.getByRole('button', { name: `Send Quotation for ${tender.projectName}` }).click();
  const modal = page.getByRole('dialog', { name: /Send Quotation/ });
  await expect(modal.getByTestId('quotation-line')).toHaveCount(2);
  for (const [line, qty] of Object.entries(quantities)) {
    await modal.getByRole('textbox', { name: `Qty, line ${line}` }).fill(qty);
  }
  for (const [index, price] of prices.entries()) {
    await modal.getByRole('textbox', { name: `Unit Price, line ${index + 1}` }).fill(price);
  }
  return { modal, row };
}

test('an approved supplier sends a priced quotation through the modal', async ({ page }) => {
  await loginAs(page, asha);
  await expect(page).toHaveURL(/\/listalltenders$/);
  const sent = await sendQuotation(page, ['48500', '3150.50']);
  await expect(sent.modal.getByTestId('total-before-gst')).toHaveText('₹2,33,381.25');
  await sent.modal.getByRole('button', { name: 'Submit Quotation' }).click();
  await page
    .getByRole('dialog', { name: 'Quotation Submitted!' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(sent.row.getByTestId('quotation-sent')).toHaveText('Quotation Sent');
});

test('a second supplier quotes with a decimal quantity of its own', async ({ page }) => {
  await loginAs(page, bharat);
  await expect(page).toHaveURL(/\/listalltenders$/);
  // A decimal quantity of its own on line 2: 10.25 × 3,325.00 = 34,081.25.
  const sent = await sendQuotation(page, ['46900', '3325'], { 2: '10.25' });
  await expect(sent.modal.getByTestId('line-total').nth(1)).toHaveText('₹34,081.25');
  await expect(sent.modal.getByTestId('total-before-gst')).toHaveText('₹2,21,681.25');
  await sent.modal.getByRole('button', { name: 'Submit Quotation' }).click();
  await page
    .getByRole('dialog', { name: 'Quotation Submitted!' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(sent.row.getByTestId('quotation-sent')).toHaveText('Quotation Sent');
});

test('one supplier revises its quotation in My Quotations', async ({ page }) => {
  await loginAs(page, asha);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/myQuotations');
  const row = page.getByTestId('quotation-row').filter({ hasText: tender.projectCode });
  // With GST (the modal's default rate, 18 %): 2,33,381.25 + 42,008.63.
  await expect(row.getByTestId('quotation-total')).toHaveText('₹2,75,389.88');
  await row.getByRole('button', { name: /^Edit quotation/ }).click();
  const editor = page.getByRole('dialog', { name: /Edit Quotation/ });
  await editor.getByRole('textbox', { name: 'Unit Price, line 1' }).fill('47000');
  await expect(editor.getByTestId('total-before-gst')).toHaveText('₹2,27,381.25');
  // GST 18 %: 33,840.00 + 7,088.63 (39,381.25 × 18 % = 7,088.625, half up).
  await expect(editor.getByTestId('total-with-gst')).toHaveText('₹2,68,309.88');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Quotation updated successfully!');
  await expect(row.getByTestId('quotation-total')).toHaveText('₹2,68,309.88');
});

test('the admin reads both, compares them, selects one and applies margins the server agrees with', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/i);

  // Received quotations: both, each readable in its modal.
  await page.goto('/quotationReceived');
  await expect(page.getByRole('heading', { level: 1, name: 'Received Quotations' })).toBeVisible();
  for (const [supplier, total] of [
    [asha, '₹2,27,381.25'],
    [bharat, '₹2,21,681.25'],
  ] as const) {
    await page
      .getByRole('button', { name: `View quotation: ${supplier.companyName}, ${tender.projectName}` })
      .click();
    const view = page.getByRole('dialog', { name: supplier.companyName });
    await expect(view.getByTestId('quotation-line')).toHaveCount(2);
    await expect(view.getByTestId('grand-total')).toContainText(total);
    await view.getByRole('button', { name: 'Close' }).last().click();
    await expect(view).toBeHidden();
  }

  // The comparison: each item's cheaper price marked in its supplier's column. Awards wait for the
  // close (decision 039).
  await closeTender(tender._id);
  await page.goto(`/compareQuotation?tender=${tender._id}`);
  const grid = page.getByTestId('comparison-grid');
  await expect(grid).toBeVisible();
  const columns = await grid.getByTestId('supplier-column').allInnerTexts();
  const ashaColumn = columns.findIndex((text) => text.includes(asha.companyName));
  const bharatColumn = columns.findIndex((text) => text.includes(bharat.companyName));
  expect(ashaColumn).toBeGreaterThanOrEqual(0);
  expect(bharatColumn).toBeGreaterThanOrEqual(0);
  const cellOf = (item: string, column: number) =>
    grid.getByTestId('comparison-item').filter({ hasText: item }).locator('td').nth(column);
  await expect(cellOf('PMP-100', bharatColumn).getByTestId('lowest-price')).toBeVisible();
  await expect(cellOf('PMP-100', ashaColumn).getByTestId('lowest-price')).toHaveCount(0);
  await expect(cellOf('VLV-050', ashaColumn).getByTestId('lowest-price')).toBeVisible();
  await expect(cellOf('VLV-050', bharatColumn).getByTestId('lowest-price')).toHaveCount(0);
  await expect(cellOf('PMP-100', ashaColumn)).toContainText('₹47,000.00');
  await expect(cellOf('VLV-050', bharatColumn)).toContainText('₹34,081.25');

  // Select Asha, confirmed first.
  await grid.getByRole('button', { name: `Select: ${asha.companyName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Select supplier' });
  await expect(confirm).toContainText(asha.companyName);
  await confirm.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Supplier selected successfully!');
  await expect(grid.getByRole('button', { name: `Selected: ${asha.companyName}` })).toBeDisabled();
  await expect(grid.getByRole('button', { name: `Change award: ${bharat.companyName}` })).toBeEnabled();

  // Margins: 12.5 % on line 1, ₹1,000 fixed on line 2.
  await page.goto(`/selectedQuotationView?tender=${tender._id}`);
  await expect(page.getByTestId('award-card')).toContainText(asha.companyName);
  await page.getByRole('textbox', { name: 'Margin, line 1' }).fill('12.5');
  await page.getByRole('button', { name: 'Apply margin, line 1' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Margin saved successfully!');
  await expect(page.getByTestId('margin-total')).toHaveText('₹23,500.00');
  await page.getByRole('combobox', { name: 'Margin type, line 2' }).click();
  await page.getByRole('option', { name: 'Fixed Amount' }).click();
  await page.getByRole('textbox', { name: 'Margin, line 2' }).fill('1000');
  await page.getByRole('button', { name: 'Apply margin, line 2' }).click();
  await expect(page.getByTestId('margin-total')).toHaveText('₹24,500.00');
  await expect(page.getByTestId('grand-total')).toHaveText('₹2,51,881.25');

  // The figures on screen are the server's.
  const answer = await request.get(`/api/tenders/${tender._id}/selected-quotation`, { headers });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { marginTotal: number; grandTotal: number; items: { marginType: string; marginAmount: number }[] };
  };
  expect(data.items.map((item) => [item.marginType, item.marginAmount])).toEqual([
    ['Percentage', 23500],
    ['Fixed Amount', 1000],
  ]);
  await expect(page.getByTestId('margin-total')).toHaveText(formatRupees(toPaise(data.marginTotal)));
  await expect(page.getByTestId('grand-total')).toHaveText(formatRupees(toPaise(data.grandTotal)));
  // A reload shows the same award and margins: they live on the server.
  await page.reload();
  await expect(page.getByTestId('grand-total')).toHaveText('₹2,51,881.25');
});
