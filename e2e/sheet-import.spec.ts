import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { shoot, VIEWPORTS } from './support/screens';

/**
 * Issue 23: spreadsheets in. An admin imports 3 suppliers, one of them a duplicate reported on its
 * row. The buyer's items import (200 rows into a new tender, a bad row first) opens the one journey
 * of priced-boq.spec.ts, where suppliers then price that very tender.
 */
test.use({ signedInAs: 'admin' });

const SHOTS = '/tmp/imports-shots';

async function xlsx(rows: (string | number)[][], name: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of rows) sheet.addRow(row);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

test('an admin imports 3 suppliers; the one already registered is reported, not created', async ({
  page,
  testData,
}) => {
  test.setTimeout(120_000);
  const category = await testData.category();
  const existing = await testData.supplier({ category });
  const stamp = Date.now().toString(36);
  const header = [
    'Company Name',
    'Address',
    'City',
    'State',
    'Postal Code',
    'Country',
    'Telephone',
    'Login Email',
    'First Name',
    'Last Name',
    'Designation',
    'Contact Email',
    'Mobile',
    'Category',
    'Subcategory',
  ];
  const supplier = (company: string, email: string) => [
    company,
    '12 MIDC Road',
    'Pune',
    'Maharashtra',
    '411019',
    'India',
    '020 2712 3456',
    email,
    'Ravi',
    'Sharma',
    'Director',
    email,
    '+91 98220 12345',
    category.category,
    category.subCategory,
  ];
  const file = await xlsx(
    [
      header,
      supplier(`Imported One ${stamp}`, `one-${stamp}@e2e.test`),
      supplier(`Duplicate ${stamp}`, existing.email),
      supplier(`Imported Two ${stamp}`, `two-${stamp}@e2e.test`),
    ],
    'suppliers.xlsx',
  );

  await page.goto('/activeSuppliers');
  await page.getByRole('button', { name: 'Import suppliers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppliers from a spreadsheet' });
  await dialog.getByRole('radio', { name: 'Active' }).check();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('import-file').click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  const problem = dialog.getByTestId('import-problem');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('3');
  await expect(problem).toContainText('Login Email');
  await expect(problem).toContainText('already exists');
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/suppliers/import') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Import the 2 valid rows only' }).click();
  const body = (await (await answered).json()) as { rows: { values: { _id: string | null } | null }[] };
  testData.trackSuppliers(body.rows.flatMap((row) => (row.values?._id ? [row.values._id] : [])));
  const result = dialog.getByTestId('import-result');
  await expect(result).toContainText('2 suppliers imported.');
  await expect(dialog.getByTestId('import-result-row')).toHaveCount(3);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'supplier-import-result', viewport.name, { dir: SHOTS, fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(stamp);
  const rows = page.getByTestId('supplier-row');
  await expect(rows).toHaveCount(2);
  const ids = await rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-id') ?? ''),
  );
  testData.trackSuppliers(ids.filter(Boolean));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'supplier-list-import', viewport.name, { dir: SHOTS });
  }
});
