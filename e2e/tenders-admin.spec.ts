import { messages } from '@tenderdesk/domain/messages';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';
import {
  createTender,
  expressInterest,
  fileInput,
  fillItem,
  PUMP_ITEM,
  pdfFile,
  pickCategory,
  pngFile,
  tenderValues,
} from './support/tenders';

/**
 * The admin's tender screens end to end (spec sections 2, 4, 5 and 8): a tender made through
 * /newtender with two items and two files, found among the drafts, published with RP, found among
 * the published tenders and on its details page (a file downloaded), edited; then a supplier's
 * interest approved and rejected on /interestReceived.
 */
test.use({ signedInAs: 'admin' });

const successBanner = (page: import('@playwright/test').Page) => page.getByTestId('banner-success');

test('an admin creates a tender, publishes it with RP, views, downloads and edits it', async ({
  page,
  testData,
}) => {
  test.setTimeout(120_000);
  const category = await testData.category();
  const values = tenderValues('Water treatment');

  await page.goto('/newtender');
  await expect(page.getByRole('heading', { level: 1, name: 'New Tender' })).toBeVisible();
  await expect(page).toHaveTitle('New Tender · TenderDesk');

  // Publish with nothing filled in: the spec's messages, on their fields, and nothing is sent.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(messages.tender.required('Project Code'))).toBeVisible();
  await expect(page.getByText(messages.tender.itemRequired('Qty'))).toBeVisible();
  await expect(page.getByText(messages.tender.scopeOfWorkRequired)).toBeVisible();
  await expect(page.getByText(messages.tender.rfqRequired)).toBeVisible();
  await expect(page.getByLabel('Project Code')).toBeFocused();

  await page.getByLabel('Project Code').fill(values.projectCode);
  await page.getByLabel('Project Name').fill(values.projectName);
  await page.getByLabel('Organisation').fill(values.organisation);
  await page.getByLabel('Project Title').fill(values.projectTitle);
  await pickCategory(page, category.category);
  await page.getByLabel('Project Scope').fill(values.projectScope);
  await page.getByLabel('Publishing Date').fill(values.publishingDate);
  await page.getByLabel('Closing Date').fill(values.closingDate);

  // One item row to start with; a second one added.
  await expect(page.getByTestId('item-row')).toHaveCount(1);
  await fillItem(page, 1, PUMP_ITEM);
  await page.getByRole('button', { name: 'Add item' }).click();
  await fillItem(page, 2, {
    itemCode: 'V-220',
    itemName: 'Gate valve',
    partNo: 'GV-2',
    manufacturer: 'L&T',
    uom: 'Nos',
    qty: '0.5',
  });
  await fileInput(page, 'scopeOfWork').setInputFiles(pdfFile('scope-of-work.pdf'));
  await fileInput(page, 'rfq').setInputFiles(pngFile('rfq-drawing.png'));

  // A quantity below 1 is refused in the browser, with the other values kept.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(messages.tender.qtyInvalid)).toBeVisible();
  await expect(page.getByLabel('Qty, item 2', { exact: true })).toBeFocused();
  await page.getByLabel('Qty, item 2', { exact: true }).fill('12.5');
  await expect(page.getByLabel('Project Code')).toHaveValue(values.projectCode);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/draft-view\/[0-9a-f-]+$/);
  await expect(successBanner(page)).toHaveText(messages.tender.draftCreated);
  await expect(page.getByRole('heading', { level: 1, name: 'View Draft' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View File 1: Scope of Work' })).toBeVisible();
  const tenderId = page.url().split('/').pop() ?? '';

  // Among the drafts, found by its project code; RP marks it ready and publishes it.
  await page.goto('/DraftTender');
  await expect(page.getByRole('heading', { level: 1, name: 'Draft Tenders' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(values.projectCode);
  const draftRow = page.getByTestId('tender-row').filter({ hasText: values.projectCode });
  await expect(draftRow).toHaveCount(1);
  await expect(draftRow).toContainText(values.organisation);
  await draftRow.getByRole('button', { name: `RP: ready and publish ${values.projectCode}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.draft.confirmPublish);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(successBanner(page)).toHaveText(messages.draft.published);
  await expect(draftRow).toHaveCount(0);

  // Among the published tenders, and on its details page.
  await page.goto('/listTender');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(values.projectCode);
  const row = page.getByTestId('tender-row').filter({ hasText: values.projectCode });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `View ${values.projectCode}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tender-details/${tenderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tender Details' })).toBeVisible();
  const view = page.getByTestId('tender-view');
  await expect(view).toContainText(values.projectName);
  await expect(view).toContainText(category.category);
  const [y, m, d] = values.closingDate.split('-');
  await expect(view).toContainText(`${d}/${m}/${y}`);
  const items = page.getByTestId('tender-item-row');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('12.50');
  await expect(page.getByTestId('tender-file-rfq-0')).toContainText('rfq-drawing.png');

  // A download goes out with the token and answers the file.
  const download = page.waitForResponse((response) =>
    response.url().includes(`/api/tenders/${tenderId}/download/scopeOfWork/0`),
  );
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Download File 1: Scope of Work' }).click();
  const answer = await download;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();

  // Edit: the form comes filled in; one file removed, the name changed; back on the details page.
  await page.getByRole('link', { name: 'Edit Tender' }).click();
  await expect(page).toHaveURL(/\/newtender\?edit=.+&draft=0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tender' })).toBeVisible();
  await expect(page.getByLabel('Project Code')).toHaveValue(values.projectCode);
  await expect(page.getByLabel('Qty, item 2', { exact: true })).toHaveValue('12.5');
  await page.getByRole('button', { name: /^Remove RFQ file 1/ }).click();
  await fileInput(page, 'rfq').setInputFiles(pdfFile('rfq-revised.pdf'));
  await page.getByLabel('Project Name').fill(`${values.projectName} (revised)`);
  // Editing a published tender issues an addendum: its note is required (decision 028).
  await page.getByLabel('Addendum note').fill('Revised the RFQ and the project name.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender-details/${tenderId}$`));
  await expect(successBanner(page)).toHaveText(messages.tender.updated);
  await expect(page.getByTestId('tender-view')).toContainText(`${values.projectName} (revised)`);
  await expect(page.getByTestId('tender-file-rfq-0')).toContainText('rfq-revised.pdf');
  await expect(page.getByTestId('tender-view')).not.toContainText('rfq-drawing.png');
});

test.describe('interest', () => {
  // Deleting a tender suppliers answered is refused (409) on purpose.
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  test('an admin approves, then rejects, a supplier interest on /interestReceived', async ({
    page,
    request,
    testData,
  }) => {
    const category = await testData.category();
    const tender = await createTender(request, category, { publish: true, label: 'Substation' });
    const supplier = await testData.supplier({ category });
    await expressInterest(request, supplier, tender._id);

    await page.goto('/interestReceived');
    await expect(page.getByRole('heading', { level: 1, name: 'Interested Suppliers' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tender.projectName);
    const row = page.getByTestId('interest-row').filter({ hasText: supplier.companyName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(tender.projectName);

    await row.getByRole('button', { name: /^Approve:/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(messages.interest.confirmDecision('Approved'));
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(successBanner(page)).toHaveText(messages.interest.decided('Approved'));
    await expect(row.getByRole('button', { name: /^Approved:/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Reject:/ })).toBeEnabled();

    await row.getByRole('button', { name: /^Reject:/ }).click();
    await expect(dialog).toContainText(messages.interest.confirmDecision('Rejected'));
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(successBanner(page)).toHaveText(messages.interest.decided('Rejected'));
    await expect(row.getByRole('button', { name: /^Rejected:/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Approve:/ })).toBeEnabled();
  });

  test('a published tender that suppliers answered cannot be deleted: the server says why', async ({
    page,
    request,
    testData,
  }) => {
    const category = await testData.category();
    const tender = await createTender(request, category, { publish: true, label: 'Feeder' });
    const supplier = await testData.supplier({ category });
    await expressInterest(request, supplier, tender._id);

    await page.goto('/listTender');
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tender.projectCode);
    const row = page.getByTestId('tender-row').filter({ hasText: tender.projectCode });
    await row.getByRole('button', { name: `Delete ${tender.projectCode}` }).click();
    await expect(page.getByRole('dialog')).toContainText(messages.tender.confirmDelete);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('banner-error')).toContainText('cannot be deleted');
    await expect(row).toHaveCount(1);
  });
});

test('a draft is deleted from /DraftTender after the confirmation', async ({ page, request, testData }) => {
  const category = await testData.category();
  const tender = await createTender(request, category, { label: 'Draft only' });
  await page.goto('/DraftTender');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tender.projectCode);
  const row = page.getByTestId('tender-row').filter({ hasText: tender.projectCode });
  await row.getByRole('button', { name: `Delete ${tender.projectCode}` }).click();
  await expect(page.getByRole('dialog')).toContainText(messages.draft.confirmDelete);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(successBanner(page)).toHaveText(messages.draft.deleted);
  await expect(page.getByTestId('list-empty')).toBeVisible();
});

test.describe('editing a draft', () => {
  // The taken project code is refused (409) on purpose.
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  test('a taken project code is shown on its field, nothing typed is lost, and leaving asks first', async ({
    page,
    request,
    testData,
  }) => {
    const category = await testData.category();
    const other = await createTender(request, category, { label: 'Other' });
    const draft = await createTender(request, category, { label: 'Draft edit' });

    await page.goto(`/draft-view/${draft._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'View Draft' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit Draft' }).click();
    await expect(page).toHaveURL(/\/newtender\?edit=.+&draft=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Draft' })).toBeVisible();
    await expect(page.getByLabel('Project Name')).toHaveValue(draft.projectName);

    await page.getByLabel('Project Code').fill(other.projectCode);
    await page.getByLabel('Project Title').fill('Revised title');
    await page.getByRole('button', { name: 'Save' }).click();
    const taken = messages.tender.codeTaken(other.projectCode);
    await expect(page.getByTestId('banner-error')).toHaveText(taken);
    await expect(page.getByLabel('Project Code')).toHaveAccessibleDescription(taken);
    await expect(page.getByLabel('Project Title')).toHaveValue('Revised title');

    // Cancel with unsaved input: the leave guard asks; staying keeps everything.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const guard = page.getByRole('dialog');
    await expect(guard).toContainText('has not been saved');
    await guard.getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Project Title')).toHaveValue('Revised title');

    // A free code saves the draft through the drafts endpoint and returns to its view.
    await page.getByLabel('Project Code').fill(`${draft.projectCode}-B`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/draft-view/${draft._id}$`));
    await expect(successBanner(page)).toHaveText(messages.tender.updated);
    await expect(page.getByTestId('tender-view')).toContainText('Revised title');
    await expect(page.getByTestId('tender-view')).toContainText(`${draft.projectCode}-B`);
  });
});
