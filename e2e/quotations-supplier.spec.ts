import type { Tender } from '@tenderdesk/domain/tenders';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { whenUploadsFree } from './support/quotations';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type RegisteredSupplier,
} from './support/supplier-tenders';

/**
 * Issue 10, supplier side: an approved supplier sends a priced quotation from /approvedTender (the
 * tender's items prefilled, totals exact as typed, a bad price caught on its input), sees the
 * dialog, the banner and 'Quotation Sent', then revises it in the same editor from /myQuotations.
 * The modal also works with the keyboard alone.
 */
test.describe.configure({ mode: 'serial' });

let supplier: RegisteredSupplier;
let tender: Tender;
let second: Tender;

const ITEMS = [
  {
    itemCode: 'PMP-100',
    itemName: 'Centrifugal pump 5 HP',
    partNo: 'CP-5H-230',
    manufacturer: 'Kirloskar / India',
    uom: 'Nos',
    qty: '4',
  },
  {
    itemCode: 'VLV-050',
    itemName: 'Gate valve DN50',
    partNo: 'GV-50-PN16',
    manufacturer: 'L&T / India',
    uom: 'Nos',
    qty: '2.5',
  },
];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  supplier = await whenUploadsFree(() => createSupplier(request, headers, category));
  tender = await whenUploadsFree(() => createPublishedTender(request, headers, category, { items: ITEMS }));
  second = await whenUploadsFree(() =>
    createPublishedTender(request, headers, category, { items: ITEMS.slice(0, 1) }),
  );
  for (const answered of [tender, second]) {
    await expressInterest(request, supplier, answered._id);
    await decideInterest(request, headers, answered._id, supplier.id, 'Approved');
  }
});

test('an approved supplier prices the tender’s items, fixes a bad price and sends the quotation', async ({
  page,
}) => {
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/approvedTender');
  const row = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
  await row.getByRole('button', { name: `Send Quotation for ${tender.projectName}` }).click();

  const modal = page.getByRole('dialog', { name: /Send Quotation/ });
  await expect(modal).toBeVisible();
  // The tender's items are prefilled: the supplier only types prices.
  await expect(modal.getByTestId('quotation-line')).toHaveCount(2);
  await expect(modal.getByRole('textbox', { name: 'Item Code, line 1' })).toHaveValue('PMP-100');
  await expect(modal.getByRole('textbox', { name: 'Manufacturer/Origin, line 2' })).toHaveValue(
    'L&T / India',
  );
  await expect(modal.getByRole('textbox', { name: 'Qty, line 2' })).toHaveValue('2.5');
  await expect(modal.getByTestId('line-total').first()).toHaveText('Not quoted');

  // 2.5 x 19.99 = 49.98 exactly; GST 18% of it rounds half up to 9.00.
  await modal.getByRole('textbox', { name: 'Unit Price, line 2' }).fill('19.99');
  await expect(modal.getByTestId('line-total').nth(1)).toHaveText('₹49.98');
  await expect(modal.getByTestId('total-before-gst')).toHaveText('₹49.98');
  await expect(modal.getByTestId('total-gst')).toHaveText('₹9.00');
  await expect(modal.getByTestId('total-with-gst')).toHaveText('₹58.98');
  await expect(modal.getByTestId('not-quoted-note')).toContainText('1 item has no unit price');

  // A price with 3 decimals is refused on its own input before anything is sent.
  const price1 = modal.getByRole('textbox', { name: 'Unit Price, line 1' });
  await price1.fill('1250.505');
  await modal.getByRole('textbox', { name: 'Notes' }).fill('Prices ex works Pune; 12 months warranty.');
  await modal.getByRole('button', { name: 'Submit Quotation' }).click();
  await expect(price1).toHaveAttribute('aria-invalid', 'true');
  await expect(
    modal.getByText('The unit price on line 1 must be 0 or more, with at most 2 decimals.'),
  ).toBeVisible();
  await expect(price1).toBeFocused();
  // Nothing typed was lost.
  await expect(modal.getByRole('textbox', { name: 'Unit Price, line 2' })).toHaveValue('19.99');

  await price1.fill('1250.50');
  await expect(price1).not.toHaveAttribute('aria-invalid', 'true');
  await modal.getByRole('combobox', { name: 'GST %, line 1' }).selectOption('12');
  // 4 x 1250.50 = 5002.00 (GST 12% 600.24) + 49.98 (GST 9.00).
  await expect(modal.getByTestId('total-before-gst')).toHaveText('₹5,051.98');
  await expect(modal.getByTestId('total-with-gst')).toHaveText('₹5,661.22');
  await expect(modal.getByTestId('not-quoted-note')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Submit Quotation' }).click();

  const done = page.getByRole('dialog', { name: 'Quotation Submitted!' });
  await expect(done).toContainText('Your quotation has been successfully sent.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Quotation submitted successfully!');
  await expect(row.getByTestId('quotation-sent')).toBeDisabled();
  await expect(row.getByTestId('quotation-sent')).toHaveText('Quotation Sent');
});

test('My Quotations shows it, and Edit opens the same priced editor', async ({ page }) => {
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.getByRole('link', { name: 'My Quotations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Quotations' })).toBeVisible();
  const row = page.getByTestId('quotation-row').filter({ hasText: tender.projectCode });
  await expect(row.getByTestId('quotation-status')).toHaveText('Approved');
  await expect(row.getByTestId('quotation-total')).toHaveText('₹5,661.22');

  await row.getByRole('button', { name: /^View quotation/ }).click();
  const view = page.getByRole('dialog', { name: /Quotation/ });
  await expect(view.getByTestId('quotation-revision')).toHaveText('Revision 1');
  await expect(view.getByTestId('quotation-view-line')).toHaveCount(2);
  await expect(view).toContainText('Prices ex works Pune; 12 months warranty.');
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: /^Edit quotation/ }).click();
  const editor = page.getByRole('dialog', { name: /Edit Quotation/ });
  await expect(editor.getByRole('textbox', { name: 'Unit Price, line 1' })).toHaveValue('1250.5');
  await expect(editor.getByRole('combobox', { name: 'GST %, line 1' })).toHaveValue('12');
  await expect(editor.getByRole('textbox', { name: 'Notes' })).toHaveValue(
    'Prices ex works Pune; 12 months warranty.',
  );
  await editor.getByRole('textbox', { name: 'Unit Price, line 2' }).fill('20');
  await expect(editor.getByTestId('line-total').nth(1)).toHaveText('₹50.00');
  await expect(editor.getByTestId('total-with-gst')).toHaveText('₹5,661.24');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Quotation updated successfully!');
  await expect(row.getByTestId('quotation-total')).toHaveText('₹5,661.24');
  await row.getByRole('button', { name: /^View quotation/ }).click();
  await expect(page.getByTestId('quotation-revision')).toHaveText('Revision 2');
});

test('the modal works with the keyboard alone', async ({ page }) => {
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/approvedTender');
  const row = page.getByTestId('tender-row').filter({ hasText: second.projectName });
  const open = row.getByRole('button', { name: `Send Quotation for ${second.projectName}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: /Send Quotation/ });
  await expect(modal.getByTestId('quotation-line')).toHaveCount(1);

  // Tab reaches the price from inside the dialog (focus stays trapped in it).
  const price = modal.getByRole('textbox', { name: 'Unit Price, line 1' });
  for (
    let step = 0;
    step < 30 && !(await price.evaluate((input) => input === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await expect(price).toBeFocused();
  await page.keyboard.type('999.99');
  await expect(modal.getByTestId('total-before-gst')).toHaveText('₹3,999.96');

  // Escape with typed prices asks first; keeping on editing loses nothing.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard this quotation?' });
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(price).toHaveValue('999.99');

  // Enter in a field sends the form; Enter on OK closes the dialog.
  await price.focus();
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog', { name: 'Quotation Submitted!' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(done).toBeHidden();
  await expect(row.getByTestId('quotation-sent')).toBeDisabled();
});
