import type { APIRequestContext, Page } from '@playwright/test';
import type { TenderAuction } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { Tender } from '@tenderdesk/domain/tenders';
import { endAuctionNow, moveAuction, startAuctionNow } from './support/auction';
import { closeTender, expect, test } from './support/fixtures';
import { pumpAndValveLines, sendQuotation } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type Headers,
  isoDay,
  type RegisteredSupplier,
  supplierHeaders,
} from './support/supplier-tenders';

/**
 * The buyer's reverse auction screens of issue 22, against the real server: the tender page's
 * Reverse auction card; the schedule form refusing wrong settings field by field (nothing sent),
 * then scheduling; the cancel before the start; the live monitor taking bids from the stream without
 * a reload (an extension marked); the result with its final ranks, the bids' XLSX and the award to
 * L1 on the auction's price. Form, live and result are photographed at 1366 and 390 px into
 * test-results/auction-buyer/ and checked with axe.
 */
test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'admin' });

const SHOTS = 'test-results/auction-buyer';

let headers: Headers;
let tender: Tender;
const suppliers: Record<'asha' | 'bharat' | 'chetan', RegisteredSupplier> = {} as never;

// Totals with GST at 18 %: Asha 1,35,700.00, Bharat 1,32,455.00 (L1 before the auction), Chetan 1,38,945.00.
const PRICES = { asha: ['25000', '1200'], bharat: ['24000', '1300'], chetan: ['26000', '1100'] } as const;

const auctionPath = () => `/tenders/${tender._id}/auction`;

async function readAuction(request: APIRequestContext): Promise<TenderAuction> {
  const response = await request.get(`/api/tenders/${tender._id}/auction`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: TenderAuction }).data;
}

async function bid(request: APIRequestContext, supplier: RegisteredSupplier, amount: string) {
  const response = await request.post(`/api/suppliers/${supplier.id}/tenders/${tender._id}/auction/bids`, {
    headers: await supplierHeaders(request, supplier),
    data: { amount },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Schedules through the API (the form itself is the first test's): the total, ₹100.00, 2-minute extensions. */
async function scheduleByApi(request: APIRequestContext) {
  const response = await request.post(`/api/tenders/${tender._id}/auction`, {
    headers,
    data: {
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      durationMinutes: 30,
      supplierIds: [suppliers.asha.id, suppliers.bharat.id, suppliers.chetan.id],
      bidOn: 'total',
      decrementKind: 'amount',
      decrement: '100',
      extensionMinutes: 2,
      extensionLimit: 3,
      visibility: 'rank-and-lowest',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Both widths, the screen as it is (no reload): axe, no sideways scroll, a picture. */
async function shootBoth(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await shoot(page, name, viewport.name, { dir: SHOTS });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test.beforeAll(async ({ request }) => {
  headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  suppliers.asha = await createSupplier(request, headers, category, `Asha Pumps ${Date.now().toString(36)}`);
  suppliers.bharat = await createSupplier(
    request,
    headers,
    category,
    `Bharat Motors ${Date.now().toString(36)}`,
  );
  suppliers.chetan = await createSupplier(
    request,
    headers,
    category,
    `Chetan Works ${Date.now().toString(36)}`,
  );
  tender = await createPublishedTender(request, headers, category, { closingDate: isoDay(10) });
  for (const key of ['asha', 'bharat', 'chetan'] as const) {
    const supplier = suppliers[key];
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
    const [pump, valve] = PRICES[key];
    await sendQuotation(request, supplier, tender._id, pumpAndValveLines(pump, valve));
  }
  // Single envelope: the prices open when the tender closes.
  await closeTender(tender._id, 'Reverse auction browser test');
});

test('the tender page leads to the form, which refuses wrong settings by field and then schedules', async ({
  page,
  request,
}) => {
  await page.goto(`/tender-details/${tender._id}`);
  const card = page.getByRole('region', { name: 'Reverse auction' });
  await expect(card.getByTestId('auction-card-summary')).toContainText('The prices are open');
  await card.getByTestId('open-auction').click();
  await expect(page).toHaveURL(new RegExp(`${auctionPath()}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reverse auction' })).toBeVisible();
  await expect(page).toHaveTitle(/^Reverse Auction · TenderDesk$/);
  await expect(page.getByTestId('auction-tender')).toContainText(tender.projectCode);
  // Every candidate is invited by default, with its opened total; Bharat is L1.
  await expect(page.getByTestId('auction-invitee')).toHaveCount(3);
  await expect(page.getByTestId('invite-all')).toBeChecked();
  await expect(page.getByText(`${suppliers.bharat.companyName} · ₹1,32,455.00 (L1)`)).toBeVisible();
  await shootBoth(page, 'form');

  // Wrong settings: each field says what is wrong, and nothing is sent.
  await page.getByTestId('start-day').fill(isoDay(-1));
  await page.getByTestId('duration').fill('0');
  await page.getByTestId('decrement').fill('60');
  await page.getByTestId('extension-limit').fill('1.5');
  await page.getByTestId('invite-all').uncheck();
  await page.getByTestId('auction-invitee').first().check();
  await page.getByTestId('schedule-auction').click();
  await expect(page.getByText(text.startPast)).toBeVisible();
  await expect(page.getByText(text.durationInvalid)).toBeVisible();
  await expect(page.getByText(text.decrementPercentInvalid)).toBeVisible();
  await expect(page.getByText(text.extensionLimitInvalid)).toBeVisible();
  await expect(page.getByTestId('error-supplierIds')).toHaveText(text.inviteesTooFew);
  // The first wrong field has the focus: the start date.
  await expect(page.getByTestId('start-day')).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'form-errors', 'desktop', { dir: SHOTS });
  expect((await readAuction(request)).auction).toBeNull();

  // Put right: an amount decrement, two-minute extensions at most 3 times, rank and lowest shown.
  await page.getByTestId('start-day').fill(isoDay(1));
  await page.getByTestId('start-time').fill('15:30');
  await page.getByTestId('duration').fill('45');
  await expect(page.getByTestId('end-preview')).toContainText('4:15 pm IST');
  await page.getByTestId('invite-all').check();
  // The keyboard: the decrement's kind by the arrow keys, the form sent with Enter.
  await page.getByRole('radio', { name: 'Percent' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Amount (₹)' })).toBeChecked();
  await page.getByTestId('decrement').fill('100');
  await page.getByTestId('extension-minutes').fill('2');
  await page.getByTestId('extension-limit').fill('3');
  await page.getByRole('radio', { name: 'Their rank and the current lowest price' }).check();
  // What was typed stays while the errors clear field by field.
  await expect(page.getByText(text.durationInvalid)).toHaveCount(0);
  await page.getByTestId('extension-limit').press('Enter');
  await expect(page.getByTestId('banner-success')).toHaveText(text.scheduled);
  await expect(page.getByTestId('auction-phase')).toHaveText('Scheduled');
  await expect(page.getByRole('heading', { name: 'Starts in' })).toBeVisible();
  await expect(page.getByTestId('countdown')).toHaveText(/^(1 d )?\d{1,2}:\d{2}:\d{2}$/);

  const stored = (await readAuction(request)).auction;
  expect(stored).toMatchObject({
    phase: 'scheduled',
    durationMinutes: 45,
    bidOn: 'total',
    decrementKind: 'amount',
    decrement: '100.00',
    extensionMinutes: 2,
    extensionLimit: 3,
    visibility: 'rank-and-lowest',
  });
  expect(stored?.invitees.map((invitee) => invitee.companyName).sort()).toEqual(
    [suppliers.asha, suppliers.bharat, suppliers.chetan].map((supplier) => supplier.companyName).sort(),
  );
  // 15:30 in Kolkata is 10:00 UTC.
  expect(stored?.startsAt).toBe(`${isoDay(1)}T10:00:00.000Z`);
});

test('the buyer cancels before the start, after a confirmation, and may schedule again', async ({
  page,
  request,
}) => {
  await page.goto(auctionPath());
  await page.getByTestId('cancel-auction').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the reverse auction?' });
  await expect(dialog).toContainText('the 3 invited suppliers are notified');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  expect((await readAuction(request)).auction?.phase).toBe('scheduled');

  await page.getByTestId('cancel-auction').click();
  await dialog.getByRole('button', { name: 'Cancel auction' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(text.cancelled);
  await expect(page.getByTestId('auction-cancelled')).toContainText('was cancelled');
  await expect(page.getByTestId('schedule-form')).toBeVisible();
  const stored = await readAuction(request);
  expect(stored.auction?.phase).toBe('cancelled');
  expect(stored.auction?.cancelledAt).not.toBeNull();
  expect(stored.candidates).toHaveLength(3);
});

test('live: bids reach the monitor without a reload, ranked, with the extension marked', async ({
  page,
  request,
}) => {
  await scheduleByApi(request);
  await startAuctionNow(tender._id);
  await page.goto(auctionPath());
  await expect(page.getByTestId('auction-phase')).toHaveText('Bidding open');
  await expect(page.getByTestId('connection-state')).toHaveText('Live');
  await expect(page.getByRole('heading', { name: 'Ends in' })).toBeVisible();
  await expect(page.getByTestId('standing').first()).toContainText(suppliers.bharat.companyName);

  await bid(request, suppliers.asha, '132000.00');
  await expect(page.getByTestId('auction-bid')).toHaveCount(1);
  await expect(page.getByTestId('standing').first()).toContainText(suppliers.asha.companyName);
  await expect(page.getByTestId('standing').first()).toContainText('₹1,32,000.00');

  // The last two minutes: Bharat's bid moves the end by two minutes.
  await moveAuction(tender._id, { endsInSeconds: 60 });
  await bid(request, suppliers.bharat, '131500.50');
  await expect(page.getByTestId('auction-bid')).toHaveCount(2);
  await expect(page.getByTestId('auction-bid').first()).toContainText(suppliers.bharat.companyName);
  await expect(page.getByTestId('auction-bid').first()).toContainText('Extended');
  await expect(page.getByTestId('extensions-used')).toHaveText('Extensions used: 1 of 3');
  await expect(page.getByTestId('bid-count')).toHaveText('2 bids, newest first');
  // The connection drops; Chetan's bid lands meanwhile and arrives once the stream is back.
  await page.context().setOffline(true);
  await expect(page.getByTestId('connection-state')).toHaveText('Reconnecting…');
  await bid(request, suppliers.chetan, '131000.00');
  await page.context().setOffline(false);
  await expect(page.getByTestId('connection-state')).toHaveText('Caught up');
  await expect(page.getByTestId('auction-bid')).toHaveCount(3);
  await expect(page.getByTestId('standing').first()).toContainText(suppliers.chetan.companyName);
  await expect(page.getByTestId('connection-state')).toHaveText('Live');

  const stored = (await readAuction(request)).auction;
  expect(stored?.bidCount).toBe(3);
  expect(stored?.extensionsUsed).toBe(1);
  expect(stored?.lines[0]?.standing.map((place) => place.amount)).toEqual([
    '131000.00',
    '131500.50',
    '132000.00',
  ]);
  await shootBoth(page, 'live');
});

test('the result: final ranks, the bids as XLSX, and the award to L1 at the auction price', async ({
  page,
  request,
}) => {
  await endAuctionNow(tender._id);
  await page.goto(auctionPath());
  await expect(page.getByRole('heading', { name: 'Final ranks' })).toBeVisible();
  await expect(page.getByTestId('result-summary')).toContainText('after 3 bids (1 extension)');
  await expect(page.getByTestId('result-l1')).toContainText(suppliers.chetan.companyName);
  // 1,32,455.00 (Bharat's opened total) less 1,31,000.00.
  await expect(page.getByTestId('result-l1')).toContainText(
    '₹1,455.00 (1.1 %) below the lowest starting total',
  );
  await shootBoth(page, 'result');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-bids').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByTestId('award-l1').click();
  const dialog = page.getByRole('dialog', { name: 'Award to L1' });
  await expect(dialog).toContainText(awardMessages.confirmSelect(suppliers.chetan.companyName));
  await dialog.getByRole('button', { name: 'Award' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(awardMessages.selected);
  await expect(page.getByTestId('award-state')).toContainText(`Awarded to ${suppliers.chetan.companyName}`);
  await expect(page.getByTestId('award-l1')).toHaveCount(0);

  // Stored: Chetan's quotation, revised to the auction's price, holds the award.
  const selected = await request.get(`/api/tenders/${tender._id}/selected-quotation`, { headers });
  expect(selected.status(), await selected.text()).toBe(200);
  const award = ((await selected.json()) as { data: { supplierId: string; totalWithGst: number } }).data;
  expect(award.supplierId).toBe(suppliers.chetan.id);
  // Its unit prices scaled to the final bid (rounded to the paisa line by line): within a rupee of it.
  expect(Math.abs(Number(award.totalWithGst) - 131000)).toBeLessThanOrEqual(1);

  // The tender page's card says it is closed.
  await page.goto(`/tender-details/${tender._id}`);
  await expect(page.getByTestId('auction-card-phase')).toHaveText('Closed');
});
