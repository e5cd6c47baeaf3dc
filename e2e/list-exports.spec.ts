import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test, uniqueStamp } from './support/fixtures';
import { whenUploadsFree } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
} from './support/supplier-tenders';

/**
 * Issue 23 item 5: the lists' Export menu (CSV, Excel). On the active suppliers and the published
 * tenders, searched, the file holds exactly the rows the filtered list shows (all pages, not one),
 * the menu works with the keyboard, and the screens with the menu open pass axe at 1366 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const stamp = uniqueStamp();
const SUPPLIER_NAME = `Exportlist Traders ${stamp}`;
const TENDER_NAME = `Exportlist Works ${stamp}`;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  for (const n of [1, 2, 3])
    await whenUploadsFree(() => createSupplier(request, headers, category, `${SUPPLIER_NAME} ${n}`));
  await whenUploadsFree(() => createSupplier(request, headers, category, `Other Traders ${stamp}`));
  for (const n of [1, 2, 3])
    await whenUploadsFree(() =>
      createPublishedTender(request, headers, category, { projectName: `${TENDER_NAME} ${n}` }),
    );
});

/** Chooses a format in the list's Export menu and answers the file saved. */
async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)') {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: format, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

function csvLines(bytes: Buffer): string[] {
  return bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

test.describe('as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('exports the searched active suppliers as CSV: the rows the list shows', async ({ page }) => {
    await page.goto('/activeSuppliers');
    await page.getByRole('textbox', { name: /search/i }).fill(SUPPLIER_NAME);
    await expect(page).toHaveURL(/q=/);
    const rows = page.getByTestId('supplier-row');
    await expect(rows).toHaveCount(3);
    const shown = (await rows.allInnerTexts()).map((text) => /Exportlist Traders \S+ \d/.exec(text)?.[0]);

    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toMatch(/^suppliers-active-\d{4}-\d{2}-\d{2}\.csv$/);
    const [head, ...lines] = csvLines(csv.bytes);
    expect(head).toContain('Company Name');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.split(',')[0])).toEqual(shown);
    expect(lines.join('\n')).not.toContain('Other Traders');
  });

  test('exports the searched published tenders as Excel, with the keyboard', async ({ page }) => {
    await page.goto('/listTender');
    await page.getByRole('textbox', { name: /search/i }).fill(TENDER_NAME);
    await expect(page).toHaveURL(/q=/);
    const rows = page.getByTestId('tender-row');
    await expect(rows).toHaveCount(3);

    // Keyboard: Enter opens the menu, Escape closes it and the focus is back on Export.
    const button = page.getByRole('button', { name: 'Export' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'CSV', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'CSV', exact: true })).toBeHidden();
    await expect(button).toBeFocused();

    const xlsx = await exportAs(page, 'Excel (XLSX)');
    expect(xlsx.name).toMatch(/^tenders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
    const nameColumn = header.indexOf('Project Name') + 1;
    const names = [2, 3, 4].map((n) => String(sheet?.getRow(n).getCell(nameColumn).value));
    expect(names.sort()).toEqual([1, 2, 3].map((n) => `${TENDER_NAME} ${n}`));

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'Export' }).click();
      await expect(page.getByRole('button', { name: 'CSV', exact: true })).toBeVisible();
      await shoot(page, 'list-export-menu', viewport.name, { dir: '/tmp/exports-shots' });
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize(VIEWPORTS[0]);
  });

  test('exports the audit log filtered by action, beside Verify', async ({ page }) => {
    await page.goto('/auditLog?action=supplier.activate');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const csv = await exportAs(page, 'CSV');
    expect(csv.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const [head = '', ...lines] = csvLines(csv.bytes);
    const code = head.split(',').indexOf('Action Code');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toContain(',supplier.activate,');
    expect(code).toBeGreaterThan(0);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await shoot(page, 'audit-log-export', viewport.name, { dir: '/tmp/exports-shots' });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  });
});
