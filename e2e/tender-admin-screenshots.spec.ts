import { expect, test } from './support/fixtures';
import { shootAtEachWidth, VIEWPORTS } from './support/screens';
import { createTender, expressInterest, fileInput, fillItem, PUMP_ITEM, pdfFile } from './support/tenders';

/**
 * Screenshots of the admin tender screens at desktop and phone widths, saved in screenshots/.
 * Each one is also checked: no page or console error, no sideways scrolling, axe clean.
 */
test.use({ signedInAs: 'admin' });

// One walk: each state is checked and photographed at desktop width, then at phone width (the page
// resized, not reloaded), so the tenders are made and the screens opened once, not once per width.
test('admin tender screenshots at desktop and phone widths', async ({ page, request, testData }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS[0]);
  // Leaving the half-filled form asks the browser's own question: answer it.
  page.on('dialog', (dialog) => void dialog.accept());
  const category = await testData.category();
  const draft = await createTender(request, category, { label: 'Rural pipeline' });
  const published = await createTender(request, category, { publish: true, label: 'Treatment plant' });
  await createTender(request, category, { publish: true, label: 'Pump house' });
  const supplier = await testData.supplier({ category });
  await expressInterest(request, supplier, published._id);

  await page.goto('/newtender');
  await shootAtEachWidth(page, 'tender-new', {}, () =>
    page.getByRole('heading', { level: 1, name: 'New Tender' }).waitFor(),
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  await shootAtEachWidth(page, 'tender-new-errors');
  await page.getByLabel('Project Code').fill('RFQ-2026-101');
  await fillItem(page, 1, PUMP_ITEM);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('button', { name: 'Add RFQ file' }).click();
  await fileInput(page, 'scopeOfWork').setInputFiles(pdfFile('scope-of-work.pdf'));
  await shootAtEachWidth(page, 'tender-new-filling');

  await page.goto('/DraftTender');
  await shootAtEachWidth(page, 'tender-drafts', {}, () => page.getByTestId('tender-row').first().waitFor());
  await page
    .getByTestId('tender-row')
    .filter({ hasText: draft.projectCode })
    .getByRole('button', { name: `RP: ready and publish ${draft.projectCode}` })
    .click();
  await shootAtEachWidth(page, 'tender-drafts-confirm', { fullPage: false }, () =>
    page.getByRole('dialog').waitFor(),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('zzz no such draft');
  await shootAtEachWidth(page, 'tender-drafts-no-match', {}, () => page.getByTestId('list-empty').waitFor());

  await page.route('**/api/tenders/drafts?*', (route) =>
    route.fulfill({ json: { data: [], total: 0, page: 1, pageSize: 20 } }),
  );
  await page.goto('/DraftTender');
  await shootAtEachWidth(page, 'tender-drafts-empty', {}, () =>
    expect(page.getByText('No drafts available.')).toBeVisible(),
  );
  await page.unroute('**/api/tenders/drafts?*');

  await page.goto('/listTender');
  await shootAtEachWidth(page, 'tender-published', {}, () =>
    page.getByTestId('tender-row').first().waitFor(),
  );

  await page.goto(`/tender-details/${published._id}`);
  await shootAtEachWidth(page, 'tender-details', {}, () => page.getByTestId('tender-view').waitFor());

  await page.goto(`/draft-view/${draft._id}`);
  await shootAtEachWidth(page, 'tender-draft-view', {}, () => page.getByTestId('tender-view').waitFor());

  await page.goto(`/newtender?edit=${published._id}&draft=0`);
  await shootAtEachWidth(page, 'tender-edit', {}, async () => {
    await page.getByRole('heading', { level: 1, name: 'Edit Tender' }).waitFor();
    await expect(page.getByLabel('Project Code')).toHaveValue(published.projectCode);
  });

  await page.goto('/interestReceived');
  await shootAtEachWidth(page, 'tender-interests', {}, () =>
    page.getByTestId('interest-row').first().waitFor(),
  );
  await page
    .getByTestId('interest-row')
    .filter({ hasText: supplier.companyName })
    .getByRole('button', { name: /^Approve:/ })
    .click();
  await shootAtEachWidth(page, 'tender-interests-confirm', { fullPage: false }, () =>
    page.getByRole('dialog').waitFor(),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await shootAtEachWidth(page, 'tender-interests-approved', {}, () =>
    page.getByTestId('banner-success').waitFor(),
  );
});
