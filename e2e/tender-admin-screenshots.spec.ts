import { expect, test } from './support/fixtures';
import { shoot, VIEWPORTS } from './support/screens';
import { createTender, expressInterest, fileInput, fillItem, pdfFile } from './support/tenders';

/**
 * Screenshots of the admin tender screens at desktop and phone widths, saved in screenshots/.
 * Each one is also checked: no page or console error, no sideways scrolling, axe clean.
 */
test.use({ signedInAs: 'admin' });

for (const viewport of VIEWPORTS) {
  test(`admin tender screenshots at ${viewport.name} width`, async ({ page, request, testData }) => {
    test.setTimeout(240_000);
    const v = viewport.name;
    await page.setViewportSize(viewport);
    // Leaving the half-filled form asks the browser's own question: answer it.
    page.on('dialog', (dialog) => void dialog.accept());
    const category = await testData.category();
    const draft = await createTender(request, category, { label: 'Rural pipeline' });
    const published = await createTender(request, category, { publish: true, label: 'Treatment plant' });
    await createTender(request, category, { publish: true, label: 'Pump house' });
    const supplier = await testData.supplier({ category });
    await expressInterest(request, supplier, published._id);

    await page.goto('/newtender');
    await page.getByRole('heading', { level: 1, name: 'New Tender' }).waitFor();
    await shoot(page, 'tender-new', v);
    await page.getByRole('button', { name: 'Publish' }).click();
    await shoot(page, 'tender-new-errors', v);
    await page.getByLabel('Project Code').fill('RFQ-2026-101');
    await fillItem(page, 1, {
      itemCode: 'P-100',
      itemName: 'Centrifugal pump',
      partNo: 'CP-7',
      manufacturer: 'Kirloskar',
      uom: 'Nos',
      qty: '4',
    });
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('button', { name: 'Add RFQ file' }).click();
    await fileInput(page, 'scopeOfWork').setInputFiles(pdfFile('scope-of-work.pdf'));
    await shoot(page, 'tender-new-filling', v);

    await page.goto('/DraftTender');
    await page.getByTestId('tender-row').first().waitFor();
    await shoot(page, 'tender-drafts', v);
    await page
      .getByTestId('tender-row')
      .filter({ hasText: draft.projectCode })
      .getByRole('button', { name: `RP: ready and publish ${draft.projectCode}` })
      .click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'tender-drafts-confirm', v, { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill('zzz no such draft');
    await page.getByTestId('list-empty').waitFor();
    await shoot(page, 'tender-drafts-no-match', v);

    await page.route('**/api/tenders/drafts?*', (route) =>
      route.fulfill({ json: { data: [], total: 0, page: 1, pageSize: 20 } }),
    );
    await page.goto('/DraftTender');
    await expect(page.getByText('No drafts available.')).toBeVisible();
    await shoot(page, 'tender-drafts-empty', v);
    await page.unroute('**/api/tenders/drafts?*');

    await page.goto('/listTender');
    await page.getByTestId('tender-row').first().waitFor();
    await shoot(page, 'tender-published', v);

    await page.goto(`/tender-details/${published._id}`);
    await page.getByTestId('tender-view').waitFor();
    await shoot(page, 'tender-details', v);

    await page.goto(`/draft-view/${draft._id}`);
    await page.getByTestId('tender-view').waitFor();
    await shoot(page, 'tender-draft-view', v);

    await page.goto(`/newtender?edit=${published._id}&draft=0`);
    await page.getByRole('heading', { level: 1, name: 'Edit Tender' }).waitFor();
    await expect(page.getByLabel('Project Code')).toHaveValue(published.projectCode);
    await shoot(page, 'tender-edit', v);

    await page.goto('/interestReceived');
    await page.getByTestId('interest-row').first().waitFor();
    await shoot(page, 'tender-interests', v);
    await page
      .getByTestId('interest-row')
      .filter({ hasText: supplier.companyName })
      .getByRole('button', { name: /^Approve:/ })
      .click();
    await page.getByRole('dialog').waitFor();
    await shoot(page, 'tender-interests-confirm', v, { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('banner-success').waitFor();
    await shoot(page, 'tender-interests-approved', v);
  });
}
