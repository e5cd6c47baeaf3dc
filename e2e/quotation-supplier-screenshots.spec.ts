import type { Tender } from '@tenderdesk/domain/tenders';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { sendQuotation, whenUploadsFree } from './support/quotations';
import { shootAtEachWidth, VIEWPORTS } from './support/screens';
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
 * Screenshots of the supplier's quotation screens at desktop and phone widths, saved in
 * screenshots/: the approved list with Send Quotation and Quotation Sent, the Send Quotation modal
 * (prefilled, priced, with an error), My Quotations, a quotation viewed and one edited. Each one is
 * also checked: no page or console error, no sideways scrolling, axe clean.
 */
test.describe.configure({ mode: 'serial' });

let supplier: RegisteredSupplier;
let open: Tender;

const PUMP = {
  itemCode: 'PMP-100',
  itemName: 'Centrifugal pump 5 HP, cast iron body',
  partNo: 'CP-5H-230',
  manufacturer: 'Kirloskar / India',
  uom: 'Nos',
  qty: '4',
};
const VALVE = {
  itemCode: 'VLV-050',
  itemName: 'Gate valve DN50 PN16',
  partNo: 'GV-50-PN16',
  manufacturer: 'L&T / India',
  uom: 'Nos',
  qty: '12.5',
};
const CABLE = {
  itemCode: 'CBL-016',
  itemName: 'Armoured cable 4 core 16 sq mm',
  partNo: 'AC-4C-16',
  manufacturer: 'Polycab / India',
  uom: 'Mtr',
  qty: '250',
};
const PUMP_ITEMS = [PUMP, VALVE, CABLE];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers, 'Pumps, Valves & Cables');
  supplier = await whenUploadsFree(() =>
    createSupplier(request, headers, category, 'Godavari Pumps & Motors Pvt Ltd'),
  );
  const tender = (projectName: string, organisation: string, from: number, to: number) =>
    whenUploadsFree(() =>
      createPublishedTender(request, headers, category, {
        projectName,
        organisation,
        publishingDate: isoDay(from),
        closingDate: isoDay(to),
        items: PUMP_ITEMS,
      }),
    );
  open = await tender('Hebbal Pumping Station Upgrade', 'Bengaluru Water Supply Board', -3, 21);
  const quoted = await tender('Mysuru Sewage Treatment Pumps', 'Mysuru City Corporation', -10, 9);
  const revoked = await tender('Tumakuru Borewell Motors', 'Tumakuru Zilla Panchayat', -12, 7);
  for (const answered of [open, quoted, revoked]) {
    await expressInterest(request, supplier, answered._id);
    await decideInterest(request, headers, answered._id, supplier.id, 'Approved');
  }
  await sendQuotation(
    request,
    supplier,
    quoted._id,
    [
      { ...PUMP, unitPrice: '48500', gstRate: 18 },
      { ...VALVE, unitPrice: '3275.5', gstRate: 18 },
    ],
    {
      notes: 'Prices ex works Pune. 12 months warranty from commissioning.',
      reference: 'GPM/Q/2026/014',
      deliveryDays: 45,
    },
  );
  await sendQuotation(request, supplier, revoked._id, [{ ...CABLE, unitPrice: '412.75', gstRate: 12 }]);
  // The buyer withdraws the approval: the quotation can no longer be edited.
  await decideInterest(request, headers, revoked._id, supplier.id, 'Rejected');
});

// One walk: each state is checked and photographed at desktop width, then at phone width (the page
// resized, not reloaded), so the supplier signs in and the forms are filled once, not once per width.
test('supplier quotation screenshots at desktop and phone widths', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS[0]);
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/approvedTender');
  await shootAtEachWidth(page, 'quotation-approved-list', {}, async () => {
    await expect(page.getByTestId('tender-row')).toHaveCount(2);
    await expect(page.getByTestId('quotation-sent')).toHaveCount(1);
  });

  const row = page.getByTestId('tender-row').filter({ hasText: open.projectName });
  await row.getByRole('button', { name: `Send Quotation for ${open.projectName}` }).click();
  const modal = page.getByRole('dialog', { name: /Send Quotation/ });
  await shootAtEachWidth(page, 'quotation-modal', { fullPage: false }, () =>
    expect(modal.getByTestId('quotation-line')).toHaveCount(3),
  );

  await modal.getByRole('textbox', { name: 'Unit Price, line 1' }).fill('48500');
  await modal.getByRole('textbox', { name: 'Unit Price, line 2' }).fill('3275.555');
  await modal.getByRole('textbox', { name: 'Notes' }).fill('Prices ex works Pune.');
  await modal.getByRole('button', { name: 'Submit Quotation' }).click();
  await shootAtEachWidth(page, 'quotation-modal-error', { fullPage: false }, () =>
    expect(modal.getByRole('textbox', { name: 'Unit Price, line 2' })).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  );
  await modal.getByRole('textbox', { name: 'Unit Price, line 2' }).fill('3275.55');
  await modal.getByRole('textbox', { name: 'Unit Price, line 2' }).press('End');
  // The totals and the buttons in view at each width.
  await shootAtEachWidth(page, 'quotation-modal-totals', { fullPage: false }, async () => {
    await expect(modal.getByTestId('total-with-gst')).toHaveText('₹2,77,234.37');
    await modal.getByRole('button', { name: 'Submit Quotation' }).scrollIntoViewIfNeeded();
  });
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this quotation?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(modal).toBeHidden();

  await page.goto('/myQuotations');
  await shootAtEachWidth(page, 'my-quotations', {}, () =>
    expect(page.getByTestId('quotation-row')).toHaveCount(2),
  );

  const quotedRow = page
    .getByTestId('quotation-row')
    .filter({ has: page.getByTestId('quotation-status').getByText('Approved', { exact: true }) });
  await quotedRow.getByRole('button', { name: /^View quotation/ }).click();
  await shootAtEachWidth(page, 'my-quotations-view', { fullPage: false }, () =>
    expect(page.getByTestId('quotation-revision')).toBeVisible(),
  );
  await page.keyboard.press('Escape');

  await quotedRow.getByRole('button', { name: /^Edit quotation/ }).click();
  const editor = page.getByRole('dialog', { name: /Edit Quotation/ });
  await shootAtEachWidth(page, 'my-quotations-edit', { fullPage: false }, () =>
    expect(editor.getByRole('textbox', { name: 'Unit Price, line 1' })).toHaveValue('48500'),
  );
});
