import { tenderCopyText } from '@tenderdesk/domain/tender-copy-messages';
import { expect, test } from './support/fixtures';
import { shoot, VIEWPORTS } from './support/screens';
import { createTender, dateFromToday, uomInput } from './support/tenders';

/**
 * Issue 23, item 4: a published tender copied from its details page (asked first) lands on the new
 * draft's edit form with its items and the copy notice, without files; the published list offers Copy
 * in each row's actions too.
 */
test.use({ signedInAs: 'admin' });

const SHOTS = '/tmp/copy-shots';

test('an admin copies a published tender and lands on the new draft with its items', async ({
  page,
  testData,
}) => {
  test.setTimeout(120_000);
  const category = await testData.category();
  const origin = await createTender(page.request, category, { publish: true, label: 'Copied pumps' });

  await page.goto(`/tender-details/${origin._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tender Details' })).toBeVisible();
  await page.getByRole('button', { name: `${tenderCopyText.action} ${origin.projectCode}` }).click();
  const dialog = page.getByRole('dialog', { name: tenderCopyText.title });
  await expect(dialog).toContainText(tenderCopyText.body);
  await expect(dialog).toContainText(origin.projectCode);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'copy-dialog', viewport.name, { fullPage: false, dir: SHOTS });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  // Cancel leaves everything as it was; Copy makes the draft and opens its form.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `${tenderCopyText.action} ${origin.projectCode}` }).click();
  await dialog.getByRole('button', { name: tenderCopyText.confirm, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Draft' })).toBeVisible();
  await expect(page).toHaveURL(/\/newtender\?edit=[0-9a-f-]{36}&draft=1$/);
  const notice = page.getByTestId('tender-copied-notice');
  await expect(notice).toContainText(tenderCopyText.notice(origin.projectCode));
  await expect(page.getByLabel('Project Code')).toHaveValue(`${origin.projectCode}-COPY`);
  await expect(page.getByLabel('Project Name')).toHaveValue(`${origin.projectName} (copy)`);
  await expect(page.getByLabel('Publishing Date')).toHaveValue(dateFromToday(0));
  // The two items, every field; no file.
  await expect(page.getByTestId('item-row')).toHaveCount(2);
  await expect(page.getByLabel('Item Code, item 1', { exact: true })).toHaveValue('P-100');
  await expect(page.getByLabel('Item Name, item 2', { exact: true })).toHaveValue('Gate valve');
  await expect(uomInput(page, 2)).toHaveValue('Nos');
  await expect(page.getByLabel('Qty, item 2', { exact: true })).toHaveValue('12.5');
  await expect(page.getByText('scope-of-work.pdf')).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'copied-draft-form', viewport.name, { dir: SHOTS });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  // The published list offers Copy in each row's actions; the drafts list lists the copy.
  await page.goto('/DraftTender');
  await expect(
    page.getByRole('button', { name: `${tenderCopyText.action} ${origin.projectCode}-COPY` }),
  ).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'draft-list', viewport.name, { dir: SHOTS });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/listTender');
  const copyInRow = page.getByRole('button', { name: `${tenderCopyText.action} ${origin.projectCode}` });
  await expect(copyInRow).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, 'published-list', viewport.name, { dir: SHOTS });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await copyInRow.click();
  await page
    .getByRole('dialog', { name: tenderCopyText.title })
    .getByRole('button', { name: tenderCopyText.confirm, exact: true })
    .click();
  await expect(page.getByLabel('Project Code')).toHaveValue(`${origin.projectCode}-COPY-2`);
});
