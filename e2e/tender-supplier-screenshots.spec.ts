import type { Tender } from '@tenderdesk/domain/tenders';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { shoot, shootAtEachWidth, VIEWPORTS } from './support/screens';
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
 * Screenshots of the supplier's tender screens at desktop and phone widths, saved in screenshots/:
 * List of RFQ/RFP (open, answered and closed tenders), a tender's read-only page, and the Pending,
 * Approved and Rejected lists. Each one is also checked: no page or console error, no sideways
 * scrolling, axe clean.
 */
test.describe.configure({ mode: 'serial' });

let supplier: RegisteredSupplier;
let open: Tender;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers, 'Pumps & Valves');
  supplier = await createSupplier(request, headers, category, 'Kaveri Hydraulics Pvt Ltd');
  const tender = (projectName: string, organisation: string, days = { from: -3, to: 21 }) =>
    createPublishedTender(request, headers, category, {
      projectName,
      organisation,
      publishingDate: isoDay(days.from),
      closingDate: isoDay(days.to),
    });
  open = await tender('Hebbal Pumping Station Upgrade', 'Bengaluru Water Supply Board');
  const pending = await tender('Kolar Lift Irrigation Valves', 'Karnataka Neeravari Nigam', {
    from: -6,
    to: 14,
  });
  const approved = await tender('Mysuru Sewage Treatment Pumps', 'Mysuru City Corporation', {
    from: -10,
    to: 9,
  });
  const rejected = await tender('Tumakuru Borewell Motors', 'Tumakuru Zilla Panchayat', { from: -12, to: 7 });
  await tender('Hubballi Fire Hydrant Network', 'Hubballi-Dharwad Municipal Corporation', {
    from: -30,
    to: -2,
  });
  for (const answered of [pending, approved, rejected])
    await expressInterest(request, supplier, answered._id);
  await decideInterest(request, headers, approved._id, supplier.id, 'Approved');
  await decideInterest(request, headers, rejected._id, supplier.id, 'Rejected');
});

// One walk: each state is checked and photographed at desktop width, then at phone width (the page
// resized, not reloaded), so the supplier signs in and the screens are opened once, not once per width.
test('supplier tender screenshots at desktop and phone widths', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEWPORTS[0]);
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await shootAtEachWidth(page, 'supplier-tenders-list', {}, async () => {
    await expect(page.getByTestId('tender-row')).toHaveCount(5);
    await expect(page.getByTestId('tender-closed')).toHaveCount(1);
  });

  await page.goto(`/rfq/${open._id}`);
  await shootAtEachWidth(page, 'supplier-tender-rfq', {}, async () => {
    await expect(page.getByTestId('tender-view')).toBeVisible();
    await expect(page.getByTestId('express-interest')).toBeVisible();
  });

  const lists = [
    ['/pendingTender', 'supplier-tenders-pending'],
    ['/approvedTender', 'supplier-tenders-approved'],
    ['/rejectTender', 'supplier-tenders-rejected'],
  ] as const;
  for (const [path, screen] of lists) {
    await page.goto(path);
    await shootAtEachWidth(page, screen, {}, () => expect(page.getByTestId('tender-row')).toHaveCount(1));
  }

  // The mobile menu opens the RFQ/RFP group without sideways scrolling (a phone's only).
  const phone = VIEWPORTS[1];
  await page.setViewportSize(phone);
  await page.getByTestId('supplier-menu-toggle').click();
  await expect(page.getByRole('navigation', { name: 'Supplier navigation' })).toBeVisible();
  await shoot(page, 'supplier-tenders-menu', phone.name, { fullPage: false });
});
