import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf';
import { ADMIN } from './support/accounts';
import { closeTender, expect, setInstants, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { sendQuotation } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type Headers,
  type RegisteredSupplier,
} from './support/supplier-tenders';

/**
 * The portal's calendar (issue 18 item 1, decision 038): everything below happened on 26 Nov 2026 at
 * 05:24 IST, which is still 25 Nov in UTC. With the browser's clock fixed at 05:26 IST that morning,
 * every screen shows 26 Nov: the purchase order's PDF and the order list, the award badge, the
 * purchase request's "Raised On", and the inactive supplier's "Since". Screens at 1366 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

const HAPPENED = '2026-11-26T05:24:00+05:30';
const BROWSER_NOW = new Date('2026-11-26T05:26:00+05:30');
const PORTAL_DAY = '26 Nov 2026';
const UTC_DAY = '25 Nov 2026';

let tenderId: string;
let orderId: string;
let orderNumber: string;
let requestId: string;
let seller: RegisteredSupplier;
let inactive: RegisteredSupplier;

async function ok<T>(response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  const headers: Headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  seller = await createSupplier(request, headers, category, `Calendar Cables ${Date.now().toString(36)}`);
  inactive = await createSupplier(request, headers, category, `Dormant Traders ${Date.now().toString(36)}`);
  const tender = await createPublishedTender(request, headers, category);
  tenderId = tender._id;
  await expressInterest(request, seller, tenderId);
  await decideInterest(request, headers, tenderId, seller.id, 'Approved');
  const quotationId = await sendQuotation(request, seller, tenderId, [
    {
      itemCode: 'PMP-100',
      itemName: 'Centrifugal pump 5 HP',
      partNo: 'CP-5H-230',
      manufacturer: 'Kirloskar / India',
      uom: 'Nos',
      qty: '4',
      unitPrice: '48500',
      gstRate: 18,
    },
    {
      itemCode: 'VLV-050',
      itemName: 'Gate valve DN50',
      partNo: 'GV-50-PN16',
      manufacturer: 'L&T / India',
      uom: 'Nos',
      qty: '12.5',
      unitPrice: '3000',
      gstRate: 18,
    },
  ]);
  // Awards wait for the close (decision 039).
  await closeTender(tenderId);
  await ok(
    await request.put(`/api/tenders/${tenderId}/quotation/${quotationId}/select`, { headers, data: {} }),
  );
  const [order] = await ok<{ _id: string }[]>(
    await request.post(`/api/tenders/${tenderId}/purchase-orders`, { headers }),
  );
  orderId = order?._id as string;
  await ok(
    await request.put(`/api/purchase-orders/${orderId}`, {
      headers,
      data: { deliveryTerms: 'Door delivery', paymentTerms: '30 days from delivery' },
    }),
  );
  orderNumber = (
    await ok<{ number: string }>(await request.post(`/api/purchase-orders/${orderId}/issue`, { headers }))
  ).number;
  const raised = await ok<{ _id: string }>(
    await request.post('/api/purchase-requests', {
      headers,
      data: {
        title: `Pumps for the calendar ${Date.now().toString(36)}`,
        categoryId: category.categoryId,
        neededBy: '2027-01-15',
        justification: 'The old pumps failed.',
        items: [
          {
            itemCode: 'PMP-100',
            itemName: 'Centrifugal pump 5 HP',
            partNo: 'CP-5H-230',
            manufacturer: 'Kirloskar',
            uom: 'Nos',
            qty: 4,
          },
        ],
      },
    }),
  );
  requestId = raised._id;
  await ok(
    await request.put(`/api/suppliers/inactivate/${inactive.id}`, {
      headers,
      data: { reason: 'Documents expired' },
    }),
  );
  await setInstants([
    { kind: 'purchase-order-issued', id: orderId, at: HAPPENED },
    { kind: 'purchase-order-created', id: orderId, at: HAPPENED },
    { kind: 'award-selected', id: tenderId, at: HAPPENED },
    { kind: 'purchase-request-created', id: requestId, at: HAPPENED },
    { kind: 'supplier-status-changed', id: inactive.id, at: HAPPENED },
  ]);
});

async function signIn(page: Page) {
  await page.clock.setFixedTime(BROWSER_NOW);
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/i);
}

for (const viewport of VIEWPORTS) {
  test(`at 05:26 IST every screen shows what happened at 05:24 IST on its day (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // four screens, each checked with axe, on a loaded machine
    await page.setViewportSize(viewport);
    await signIn(page);

    // The order list: the Created day.
    await page.goto(`/purchaseOrder?q=${encodeURIComponent(seller.companyName)}`);
    const row = page.getByTestId('order-row').filter({ hasText: seller.companyName });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText(PORTAL_DAY);
    await expect(row).not.toContainText(UTC_DAY);
    await shoot(page, 'calendar-po-list', viewport.name);

    // The order's PDF: its order date.
    await page.goto(`/purchaseOrder/${orderId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download PDF of ${orderNumber}` }).click(),
    ]);
    const [first] = await pdfText(await readFile(await download.path()));
    expect(first).toMatch(new RegExp(`Order date\\s+${PORTAL_DAY}`));

    // The award badge on the selected quotation.
    await page.goto(`/selectedQuotationView?tender=${tenderId}`);
    await expect(page.getByTestId('award-card')).toContainText(`Selected ${PORTAL_DAY}`, { timeout: 30_000 });
    await shoot(page, 'calendar-award', viewport.name);

    // The purchase request: Raised On.
    await page.goto(`/purchaseRequest/${requestId}`);
    const raisedOn = page.getByText('Raised On', { exact: true }).locator('xpath=..');
    await expect(raisedOn).toContainText(PORTAL_DAY, { timeout: 30_000 });
    await expect(raisedOn).not.toContainText(UTC_DAY);
    await shoot(page, 'calendar-request', viewport.name);

    // The inactive supplier: "Since" in the list's table (the phone's cards show the registration
    // day only), and "Inactivated on" on its page.
    await page.goto(`/inactiveSuppliers?q=${encodeURIComponent(inactive.companyName)}`);
    if (viewport.name === 'desktop') {
      await expect(page.getByText(`Since ${PORTAL_DAY}`).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(`Since ${UTC_DAY}`)).toHaveCount(0);
      await shoot(page, 'calendar-inactive-supplier', viewport.name);
    }
    await page.goto(`/suppliers/${inactive.id}`);
    await expect(page.getByText(`Inactivated on ${PORTAL_DAY}`)).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'calendar-supplier-details', viewport.name);
  });
}
