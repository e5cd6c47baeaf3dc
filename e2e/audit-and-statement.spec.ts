import { readFile } from 'node:fs/promises';
import type { Tender } from '@tenderdesk/domain/tenders';
import { expect, test } from './support/fixtures';
import { sendQuotation } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type Headers,
} from './support/supplier-tenders';

/**
 * Issue 11 (decision 035): the buyer downloads a tender's comparative statement as XLSX and PDF
 * from /compareQuotation; the admin filters /auditLog to that tender; the tender's details page
 * shows its history. Screens at 1366 and 390 px.
 */
test.use({ signedInAs: 'admin' });
test.describe.configure({ mode: 'serial' });

let headers: Headers;
let tender: Tender;

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  const stamp = Date.now().toString(36);
  tender = await createPublishedTender(request, headers, category);
  for (const [index, name] of [`Asha Electricals ${stamp}`, `Bharat Pumps ${stamp}`].entries()) {
    const supplier = await createSupplier(request, headers, category, name);
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
    await sendQuotation(request, supplier, tender._id, [
      {
        itemCode: 'PMP-100',
        itemName: 'Centrifugal pump 5 HP',
        uom: 'Nos',
        qty: '4',
        unitPrice: `${48_500 - index * 1_600}`,
        gstRate: 18,
      },
      {
        itemCode: 'VLV-050',
        itemName: 'Gate valve DN50',
        uom: 'Nos',
        qty: '12.5',
        unitPrice: `${3_150.5 + index * 174.5}`,
        gstRate: 18,
      },
    ]);
  }
});

test('downloads the comparative statement as XLSX and as PDF', async ({ page }) => {
  await page.goto(`/compareQuotation?tender=${tender._id}`);
  const buttons = page.getByRole('group', { name: 'Download comparative statement' });
  await expect(buttons).toBeVisible();
  for (const [name, extension, magic] of [
    ['Comparative statement (XLSX)', 'xlsx', 'PK'],
    ['Comparative statement (PDF)', 'pdf', '%PDF'],
  ] as const) {
    const download = page.waitForEvent('download');
    await buttons.getByRole('button', { name }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`comparative-statement-${tender.projectCode}.${extension}`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    expect(bytes.length).toBeGreaterThan(2_000);
  }
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await expect(buttons).toBeVisible();
    await shoot(page, 'compare-statement-buttons', viewport.name);
  }
});

test('the audit log filters to one tender, and the tender shows its history', async ({ page, request }) => {
  const api = await request.get(`/api/admin/audit?tenderId=${tender._id}&pageSize=1`, { headers });
  const expected = ((await api.json()) as { total: number }).total;
  expect(expected).toBeGreaterThanOrEqual(9); // created, ready, published, 2 interests, 2 decisions, 2 quotations
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/auditLog');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const tenderFilter = page.getByRole('combobox', { name: 'Tender' });
    await tenderFilter.fill(tender.projectCode);
    await page.getByRole('option', { name: new RegExp(tender.projectCode) }).click();
    await expect(page).toHaveURL(new RegExp(`tenderId=${tender._id}`));
    await expect(page.getByText(`${expected} events`, { exact: true })).toBeVisible();
    const visible =
      viewport.name === 'phone' ? page.locator('body') : page.getByRole('table', { name: 'Audit events' });
    await expect(visible.getByText('Tender published').filter({ visible: true }).first()).toBeVisible();
    await expect(visible.getByText('Quotation received').filter({ visible: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Verify the chain' }).click();
    await expect(page.getByText(/The audit chain is intact/)).toBeVisible();
    await shoot(page, 'audit-log', viewport.name);

    await page.goto(`/tender-details/${tender._id}`);
    const history = page.getByRole('region', { name: 'History' });
    const role = viewport.name === 'phone' ? 'list' : 'table';
    await expect(history.getByRole(role, { name: 'Tender history' })).toBeVisible();
    const shown = (text: string) => history.getByText(text).filter({ visible: true });
    await expect(shown('Interest decided')).toHaveCount(2);
    await expect(shown('Quotation received')).toHaveCount(2);
    await expect(shown('Tender published')).toHaveCount(1);
    await shoot(page, 'tender-history', viewport.name);
  }
});
