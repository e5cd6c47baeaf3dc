import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Tender } from '@tenderdesk/domain/tenders';
import ExcelJS from 'exceljs';
import { closeTender, expect, test, uniqueStamp } from './support/fixtures';
import { sendQuotation, whenUploadsFree } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  isoDay,
  type RegisteredSupplier,
} from './support/supplier-tenders';

/**
 * Issue 11 items 1-3: the tender report filtered by name and publishing dates and downloaded as
 * CSV and XLSX; the supplier report searched with Enter; a sub-admin holding only Reports reaches
 * both. Screenshots of each screen at 1366 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const NAME = `Report Feeder ${stamp}`;
let winner: RegisteredSupplier;
let other: RegisteredSupplier;
let early: Tender;
let dayA: Tender;
let dayB: Tender;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  winner = await whenUploadsFree(() =>
    createSupplier(request, headers, category, `Reportwin Traders ${stamp}`),
  );
  other = await whenUploadsFree(() => createSupplier(request, headers, category, `Reportwin Other ${stamp}`));
  const tender = (projectName: string, publishingDate: string) =>
    whenUploadsFree(() => createPublishedTender(request, headers, category, { projectName, publishingDate }));
  early = await tender(`${NAME} North`, isoDay(-6));
  dayA = await tender(`${NAME} South`, isoDay(-3));
  dayB = await tender(`${NAME} East`, isoDay(-3));
  for (const supplier of [winner, other]) {
    await expressInterest(request, supplier, dayA._id);
    await decideInterest(request, headers, dayA._id, supplier.id, 'Approved');
  }
  const quotation = await sendQuotation(request, winner, dayA._id, [
    { itemCode: 'PMP-100', itemName: 'Centrifugal pump 5 HP', uom: 'Nos', qty: '4', unitPrice: '18500' },
  ]);
  await sendQuotation(request, other, dayA._id, [
    { itemCode: 'PMP-100', itemName: 'Centrifugal pump 5 HP', uom: 'Nos', qty: '4', unitPrice: '19000' },
  ]);
  // Awards wait for the close (decision 039).
  await closeTender(dayA._id);
  const selected = await request.put(`/api/tenders/${dayA._id}/quotation/${quotation}/select`, { headers });
  expect(selected.status(), await selected.text()).toBe(200);
});

async function download(page: Page, label: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: label }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test.describe('as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('filters the tender report by name and dates, and downloads CSV and XLSX of those rows', async ({
    page,
  }) => {
    await page.goto('/tenderreport');
    await expect(page.getByRole('heading', { level: 1, name: 'Tender Report' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Project name' }).fill(NAME.toUpperCase());
    await page.getByLabel('From date').fill(isoDay(-3));
    await page.getByLabel('To date').fill(isoDay(-3));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/from=/);
    const rows = page.getByTestId('tender-report-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: early.projectName })).toHaveCount(0);
    const awarded = rows.filter({ hasText: dayA.projectName });
    await expect(awarded).toContainText('Awarded');
    // 4 x 18,500 = 74,000 (no GST).
    await expect(awarded).toContainText('₹74,000.00');
    await expect(awarded).toContainText(winner.companyName);

    const csv = await download(page, 'Download CSV');
    expect(csv.name).toMatch(/^tender-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Project Name,Project Title,Organisation,Published Date');
    expect(lines.slice(1).join('\n')).toContain(dayA.projectName);
    expect(lines.slice(1).join('\n')).toContain(dayB.projectName);
    expect(lines.join('\n')).toContain('74000.00');

    const xlsx = await download(page, 'Download XLSX');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    const names = [2, 3].map((n) => String(sheet?.getRow(n).getCell(1).value));
    expect(names.sort()).toEqual([dayA.projectName, dayB.projectName].sort());

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await shoot(page, 'tender-report', viewport.name);
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await page.getByRole('textbox', { name: 'Project name' }).fill(`${NAME} nowhere`);
    await page.getByRole('textbox', { name: 'Project name' }).press('Enter');
    await expect(page.getByText('No tenders found matching your criteria.')).toBeVisible();
  });

  test('searches the supplier report with Enter', async ({ page }) => {
    await page.goto('/supplierreport');
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier Report' })).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Company name' });
    await search.fill(`reportwin traders ${stamp}`);
    await search.press('Enter');
    const rows = page.getByTestId('supplier-report-row');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(winner.companyName);
    await expect(rows).toContainText('₹74,000.00');
    await expect(rows).toContainText('100.0%');
    await search.fill(`Reportwin ${stamp}`);
    await search.press('Enter');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No suppliers found matching your search.')).toBeVisible();
    await search.fill(`Reportwin`);
    await search.press('Enter');
    await expect(rows.filter({ hasText: other.companyName })).toContainText('N/A');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await shoot(page, 'supplier-report', viewport.name);
    }
  });
});

test.describe('a sub-admin holding only Reports', () => {
  test.use({ signedInAs: 'subadmin', subAdminPermissions: ['reports'] });

  test('sees the Reports group and both reports', async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL('**/dashboard');
    const navigation = page.getByRole('navigation', { name: 'Admin navigation' });
    // Reports is the only group this sub-admin sees.
    await expect(navigation.getByRole('button', { name: 'Manage Suppliers' })).toHaveCount(0);
    await expect(navigation.getByRole('button', { name: 'Manage Tenders' })).toHaveCount(0);
    await navigation.getByRole('button', { name: 'Reports' }).click();
    await navigation.getByRole('link', { name: 'Tender Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tender Report' })).toBeVisible();
    await expect(page.getByTestId('tender-report-row').first()).toBeVisible();
    await page.goto('/supplierreport');
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier Report' })).toBeVisible();
    await expect(page.getByTestId('supplier-report-row').first()).toBeVisible();
  });
});
