import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { shoot, VIEWPORTS } from './support/screens';
import { fileInput, pdfFile, pickCategory, pngFile, tenderValues } from './support/tenders';

/**
 * Issue 23: spreadsheets in. A buyer imports a 200-row items XLSX into a new tender (a first file
 * with a bad row is refused with its row and column, then the fixed file goes in), saves and
 * publishes it; an admin imports 3 suppliers, one of them a duplicate reported on its row.
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

const ITEM_HEADER = [
  'Item Code *',
  'Item Name *',
  'Part No. *',
  'Manufacturer *',
  'HSN/SAC',
  'UOM *',
  'Qty *',
];
const itemRows = (count: number, bad?: number) =>
  Array.from({ length: count }, (_, i) => [
    `IT-${String(i + 1).padStart(3, '0')}`,
    `Cable drum ${i + 1}`,
    `CD-${i + 1}`,
    'Polycab',
    '8544',
    i === bad ? 'buckets' : 'MTR',
    i + 1,
  ]);

test('a buyer imports 200 items into a new tender, fixing a bad row first, then publishes it', async ({
  page,
  testData,
}) => {
  test.setTimeout(180_000);
  const category = await testData.category();
  const values = tenderValues('Cable drums');
  await page.goto('/newtender');
  await expect(page.getByRole('heading', { level: 1, name: 'New Tender' })).toBeVisible();
  await page.getByLabel('Project Code').fill(values.projectCode);
  await page.getByLabel('Project Name').fill(values.projectName);
  await page.getByLabel('Organisation').fill(values.organisation);
  await page.getByLabel('Project Title').fill(values.projectTitle);
  await pickCategory(page, category.category);
  await page.getByLabel('Project Scope').fill(values.projectScope);
  await page.getByLabel('Publishing Date').fill(values.publishingDate);
  await page.getByLabel('Closing Date').fill(values.closingDate);
  await fileInput(page, 'scopeOfWork').setInputFiles(pdfFile('scope-of-work.pdf'));
  await fileInput(page, 'rfq').setInputFiles(pngFile('rfq.png'));

  // A file with one bad unit (sheet row 58): its row and column are shown, nothing is imported.
  await page.getByRole('button', { name: 'Import items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items from a spreadsheet' });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByTestId('import-file').click();
  await (await chooser).setFiles(await xlsx([ITEM_HEADER, ...itemRows(200, 56)], 'items-bad.xlsx'));
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  const problem = dialog.getByTestId('import-problem');
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('58');
  await expect(problem).toContainText('UOM');
  await expect(problem).toContainText('buckets');
  await expect(dialog.getByRole('button', { name: 'Import the 199 valid rows only' })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'items-import-problems', viewport.name, { dir: SHOTS, fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  // The fixed file: all 200 rows go into the form (after nothing: the blank first row is replaced).
  await dialog.getByRole('button', { name: 'Choose another file' }).click();
  const again = page.waitForEvent('filechooser');
  await dialog.getByTestId('import-file').click();
  await (await again).setFiles(await xlsx([ITEM_HEADER, ...itemRows(200)], 'items.xlsx'));
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByTestId('import-preview')).toContainText('200 items valid');
  await dialog.getByRole('button', { name: 'Import 200 items' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('item-row')).toHaveCount(200);
  await expect(page.getByLabel('Item Code, item 200', { exact: true })).toHaveValue('IT-200');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/draft-view\/[0-9a-f-]+$/, { timeout: 30_000 });
  await expect(page.getByTestId('tender-item-row')).toHaveCount(200);

  // Published with RP from the drafts.
  await page.goto('/DraftTender');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(values.projectCode);
  const draftRow = page.getByTestId('tender-row').filter({ hasText: values.projectCode });
  await draftRow.getByRole('button', { name: `RP: ready and publish ${values.projectCode}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(draftRow).toHaveCount(0);
  await page.goto('/listTender');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(values.projectCode);
  await expect(page.getByTestId('tender-row').filter({ hasText: values.projectCode })).toHaveCount(1);
});

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
