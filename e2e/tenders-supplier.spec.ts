import type { Tender } from '@tenderdesk/domain/tenders';
import { expect, httpStatus, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  type RegisteredSupplier,
} from './support/supplier-tenders';

/**
 * Issue 9, supplier side: a published tender reaches the suppliers of its category only; a supplier
 * reads it (items and documents), downloads its RFQ, expresses interest, and finds it under Pending,
 * then under Approved once the admin approves. Set up through the HTTP API as the admin.
 */
test.describe.configure({ mode: 'serial' });

let supplier: RegisteredSupplier;
let outsider: RegisteredSupplier;
let tender: Tender;

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  const otherCategory = await createCategory(request, headers);
  supplier = await createSupplier(request, headers, category);
  outsider = await createSupplier(request, headers, otherCategory);
  tender = await createPublishedTender(request, headers, category);
});

test('a supplier of the category finds the tender, reads it, downloads the RFQ and expresses interest', async ({
  page,
}) => {
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'List of RFQ/RFP' })).toBeVisible();
  const row = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
  await expect(row).toBeVisible();
  await expect(row).toContainText(tender.organisation);
  await expect(row.getByRole('button', { name: `Express Interest in ${tender.projectName}` })).toBeVisible();

  // The supplier reads the RFQ before answering it.
  await row.getByRole('link', { name: tender.projectName }).click();
  await expect(page).toHaveURL(new RegExp(`/rfq/${tender._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: tender.projectName })).toBeVisible();
  await expect(page).toHaveTitle(`${tender.projectName} · TenderDesk`);
  await expect(page.getByTestId('tender-item-row')).toHaveCount(2);
  await expect(page.getByTestId('tender-item-row').nth(1)).toContainText('12.50');
  const download = page.waitForResponse((response) =>
    response.url().endsWith(`/api/tenders/${tender._id}/download/rfq/0`),
  );
  // The file opens in a new tab: close it once it appears.
  page.context().on('page', (tab) => void tab.close());
  await page.getByRole('button', { name: 'Download File 1: RFQ' }).click();
  const answer = await download;
  expect(answer.status()).toBe(200);
  // The RFQ uploaded, under its own name (the page reads the body into a new tab).
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect(answer.headers()['content-disposition']).toContain('rfq-document.pdf');

  await page.getByRole('button', { name: `Express Interest in ${tender.projectName}` }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Interest expressed successfully!');
  await expect(page.getByTestId('tender-interest').getByTestId('interest-status')).toHaveText('Pending');
  await expect(page.getByRole('button', { name: /Express Interest/ })).toHaveCount(0);

  // The list shows the status instead of the button, and Pending Review lists the tender.
  await page.getByRole('link', { name: 'List of RFQ/RFP' }).click();
  const answered = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
  await expect(answered.getByTestId('interest-status')).toHaveText('Pending');
  await expect(answered.getByRole('button', { name: /Express Interest/ })).toHaveCount(0);
  await page.goto('/pendingTender');
  await expect(page.getByTestId('tender-row').filter({ hasText: tender.projectName })).toBeVisible();
});

test.describe('a supplier of another category', () => {
  // Opening the tender by its address is refused by the server (403): expected.
  test.use({ allowConsoleErrors: httpStatus(403) });
  test('does not see the tender', async ({ page }) => {
    await loginAs(page, outsider);
    await expect(page).toHaveURL(/\/listalltenders$/);
    await expect(page.getByTestId('list-empty')).toContainText('No tenders available for your category yet.');
    await expect(page.getByText(tender.projectName)).toHaveCount(0);
    await page.goto(`/rfq/${tender._id}`);
    await expect(page.getByTestId('tender-error')).toBeVisible();
    await expect(page.getByText(tender.projectScope)).toHaveCount(0);
  });
});

test('once the admin approves the interest, the supplier finds the tender under Approved, not Pending', async ({
  page,
  request,
}) => {
  await decideInterest(request, await adminHeaders(request), tender._id, supplier.id, 'Approved');
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/approvedTender');
  await expect(page.getByRole('heading', { level: 1, name: 'Approved RFQ/RFP' })).toBeVisible();
  const row = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
  await expect(row.getByTestId('interest-status')).toHaveText('Approved');
  // Approved for an open tender: Send Quotation is offered (e2e/quotations-supplier.spec.ts sends one).
  const send = row.getByRole('button', { name: `Send Quotation for ${tender.projectName}` });
  await expect(send).toBeEnabled();
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');

  // The tender's own page shows the decision too, in place of the button.
  await row.getByRole('link', { name: tender.projectName }).click();
  await expect(page.getByTestId('tender-interest').getByTestId('interest-status')).toHaveText('Approved');
  await expect(page.getByRole('button', { name: /Express Interest/ })).toHaveCount(0);

  await page.goto('/pendingTender');
  await expect(page.getByTestId('list-empty')).toContainText('No pending tenders found.');
  await page.goto('/rejectTender');
  await expect(page.getByTestId('list-empty')).toContainText('No rejected tenders found.');
  await page.goto('/listalltenders');
  await expect(
    page.getByTestId('tender-row').filter({ hasText: tender.projectName }).getByTestId('interest-status'),
  ).toHaveText('Approved');
});
