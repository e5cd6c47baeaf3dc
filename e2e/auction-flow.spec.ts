import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { TenderAuction } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import { DEFAULT_PORTAL_TIME_ZONE, formatInstant } from '@tenderdesk/domain/portal-time';
import type { Tender } from '@tenderdesk/domain/tenders';
import { ADMIN } from './support/accounts';
import { endAuctionNow, moveAuction, startAuctionNow } from './support/auction';
import { signInWithToken } from './support/evaluation';
import { closeTender, expect, test } from './support/fixtures';
import { sendQuotation, whenUploadsFree } from './support/quotations';
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
} from './support/supplier-tenders';

/**
 * Issue 22's "Done when" browser test, end to end on the real server: a closed single-envelope
 * tender with two approved suppliers' quotations (set up through the API and the test-data socket).
 * The buyer schedules the reverse auction on its screen (the total, a ₹500.00 decrement, 2-minute
 * extensions at most 3 times, rank and lowest shown); the socket starts it at once. Asha and Bharat,
 * each in a browser context of its own, bid through their screens against each other: each sees
 * its rank go from L1 to L2 without reloading, and the buyer's monitor, in a third context, shows
 * every bid as it comes. Asha drops off the network while Bharat bids, and catches up when she is
 * back: her rank, no duplicate row anywhere, and Bharat's next bid live again. The end is moved
 * into the last two minutes, Asha's bid extends it on every screen; the end is moved past, the
 * server's close job closes the auction (no screen reloads), both suppliers see their final rank
 * and the buyer awards L1 from the result, at the auction's price, where awards show (selected
 * quotation, comparison). The buyer's monitor and result and a supplier's live screen are checked
 * with axe and photographed at 1366 and 390 px into /tmp/shots-auction-flow/.
 *
 *   Asha:   4 × 10,000.00 + 12.5 × 2,000.00 = 65,000.00 + GST 18 % = 76,700.00 (L1 at the start)
 *   Bharat: 4 × 10,500.00 + 12.5 × 1,900.00 = 65,750.00 + GST 18 % = 77,585.00
 *   Bids on the total: Bharat 76,000 · Asha 75,500 · (Asha offline) Bharat 75,000 · Bharat 74,500 ·
 *   Asha 69,030 (in the last two minutes: extends the end)
 *   Asha's final 69,030.00 is 0.9 × her starting total: her quotation is revised to 9,000.00 and
 *   1,800.00 a unit, 58,500.00 + GST = 69,030.00 exactly, which the award carries.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots-auction-flow';
mkdirSync(SHOTS, { recursive: true });
const [DESKTOP] = VIEWPORTS;
const stamp = Date.now().toString(36);
const zone = DEFAULT_PORTAL_TIME_ZONE;
const atSeconds = (instant: string | number) => formatInstant(new Date(instant), zone, { seconds: true });

const ITEMS = [
  { itemCode: 'PMP-100', itemName: 'Centrifugal pump 5 HP', uom: 'Nos', qty: '4' },
  { itemCode: 'VLV-050', itemName: 'Gate valve DN50', uom: 'Nos', qty: '12.5' },
];
const UNIT_PRICES = { asha: ['10000.00', '2000.00'], bharat: ['10500.00', '1900.00'] } as const;

type Who = 'asha' | 'bharat';
type Screen = { context: BrowserContext; page: Page; problems: string[] };

let headers: Headers;
let tender: Tender;
const suppliers = {} as Record<Who, RegisteredSupplier>;
const screens = {} as Record<Who | 'buyer', Screen>;

/**
 * A browser context of its own with its page watched as the fixtures watch theirs: an uncaught error
 * or a console error is a problem, except the network errors of a device taken offline on purpose.
 */
async function openScreen(browser: Browser, baseURL: string | undefined): Promise<Screen> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || /net::ERR_INTERNET_DISCONNECTED/.test(message.text())) return;
    problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  return { context, page, problems };
}

const auctionPath = () => `/tenders/${tender._id}/auction`;
const supplierAuctionPath = () => `/rfq/${tender._id}/auction`;
const totalLine = (page: Page) => page.getByTestId('bid-line');
const feed = () => screens.buyer.page.getByTestId('auction-bid');

async function readAuction(request: APIRequestContext): Promise<NonNullable<TenderAuction['auction']>> {
  const response = await request.get(`/api/tenders/${tender._id}/auction`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const auction = ((await response.json()) as { data: TenderAuction }).data.auction;
  if (!auction) throw new Error('no auction stored');
  return auction;
}

/** The supplier types the amount, reviews it and confirms it on its own screen; the server answers its rank. */
async function bidOnScreen(who: Who, amount: string, rank: number) {
  const form = totalLine(screens[who].page).getByTestId('bid-form');
  await form.getByTestId('bid-amount').fill(amount);
  await form.getByTestId('bid-review').click();
  await form.getByTestId('bid-confirm-button').click();
  await expect(form.getByTestId('bid-accepted')).toHaveText(
    `${text.bidAccepted} ${text.rankChanged(`L${rank}`, 'the total')}`,
  );
}

/** The buyer's feed: `count` rows, the newest first (who, how much, the rank it took). */
async function expectFeed(count: number, newest: { who: Who; amount: string; rank: number }) {
  await expect(feed()).toHaveCount(count);
  const row = feed().first();
  await expect(row).toContainText(suppliers[newest.who].companyName);
  await expect(row).toContainText(newest.amount);
  await expect(row).toContainText(`L${newest.rank}`);
  await expect(screens.buyer.page.getByTestId('bid-count')).toHaveText(
    `${count} bid${count === 1 ? '' : 's'}, newest first`,
  );
}

/** The buyer's ranking, L1 first. */
async function expectStanding(order: [Who, string][]) {
  const rows = screens.buyer.page.getByTestId('standing');
  await expect(rows).toHaveCount(order.length);
  for (const [index, [who, amount]] of order.entries()) {
    await expect(rows.nth(index)).toContainText(suppliers[who].companyName);
    await expect(rows.nth(index)).toContainText(amount);
  }
}

/** Axe, no sideways scroll and a full-page picture at both widths, from the top (sticky parts in place). */
async function lookAtBoth(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await shoot(page, `auction-flow-${name}`, viewport.name, { dir: SHOTS });
  }
  await page.setViewportSize(DESKTOP);
}

function expectHealthy() {
  for (const [who, screen] of Object.entries(screens)) {
    expect(screen.problems, `${who}'s page reported errors`).toEqual([]);
  }
}

test.beforeAll(async ({ request, browser, baseURL }) => {
  test.setTimeout(120_000);
  headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  suppliers.asha = await whenUploadsFree(() =>
    createSupplier(request, headers, category, `Asha Pumps ${stamp}`),
  );
  suppliers.bharat = await whenUploadsFree(() =>
    createSupplier(request, headers, category, `Bharat Flow Controls ${stamp}`),
  );
  tender = await whenUploadsFree(() =>
    createPublishedTender(request, headers, category, {
      projectName: `Hebbal pumping station auction ${stamp}`,
      closingDate: isoDay(10),
      items: ITEMS.map((item) => ({ ...item, partNo: `${item.itemCode}-P`, manufacturer: 'India' })),
    }),
  );
  for (const who of ['asha', 'bharat'] as const) {
    await expressInterest(request, suppliers[who], tender._id);
    await decideInterest(request, headers, tender._id, suppliers[who].id, 'Approved');
    await sendQuotation(
      request,
      suppliers[who],
      tender._id,
      ITEMS.map((item, index) => ({ ...item, unitPrice: UNIT_PRICES[who][index] ?? '', gstRate: 18 })),
    );
  }
  // Single envelope: the prices open when the tender closes.
  await closeTender(tender._id, 'Quotations in: the buyer runs a reverse auction.');
  for (const who of ['buyer', 'asha', 'bharat'] as const) screens[who] = await openScreen(browser, baseURL);
  await signInWithToken(screens.buyer.page, ADMIN);
  await signInWithToken(screens.asha.page, suppliers.asha);
  await signInWithToken(screens.bharat.page, suppliers.bharat);
});

test.afterAll(async () => {
  for (const screen of Object.values(screens)) await screen.context.close();
});

test('the buyer schedules the auction on its screen: the total, ₹500.00 decrement, 2-minute extensions', async ({
  request,
}) => {
  const { page } = screens.buyer;
  await page.goto(`/tender-details/${tender._id}`);
  await page.getByRole('region', { name: 'Reverse auction' }).getByTestId('open-auction').click();
  await expect(page).toHaveURL(new RegExp(`${auctionPath()}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reverse auction' })).toBeVisible();
  // Both suppliers are invited by default, each with its opened total; Asha is L1.
  await expect(page.getByTestId('auction-invitee')).toHaveCount(2);
  await expect(page.getByTestId('invite-all')).toBeChecked();
  await expect(page.getByText(`${suppliers.asha.companyName} · ₹76,700.00 (L1)`)).toBeVisible();
  await expect(page.getByText(`${suppliers.bharat.companyName} · ₹77,585.00`)).toBeVisible();

  await page.getByTestId('start-day').fill(isoDay(1));
  await page.getByTestId('start-time').fill('11:00');
  await page.getByTestId('duration').fill('30');
  await page.getByRole('radio', { name: 'The total with GST' }).check();
  await page.getByTestId('schedule-form').getByText('Amount (₹)').click();
  await page.getByTestId('decrement').fill('500');
  await page.getByTestId('extension-minutes').fill('2');
  await page.getByTestId('extension-limit').fill('3');
  await page.getByRole('radio', { name: 'Their rank and the current lowest price' }).check();
  await page.getByTestId('schedule-auction').click();
  await expect(page.getByTestId('banner-success')).toHaveText(text.scheduled);
  await expect(page.getByTestId('auction-phase')).toHaveText('Scheduled');

  const stored = await readAuction(request);
  expect(stored).toMatchObject({
    phase: 'scheduled',
    durationMinutes: 30,
    bidOn: 'total',
    decrementKind: 'amount',
    decrement: '500.00',
    extensionMinutes: 2,
    extensionLimit: 3,
    visibility: 'rank-and-lowest',
    bidCount: 0,
  });
  expect(stored.invitees.map((invitee) => [invitee.companyName, invitee.startingTotal]).sort()).toEqual([
    [suppliers.asha.companyName, '76700.00'],
    [suppliers.bharat.companyName, '77585.00'],
  ]);
  expectHealthy();
});

test('live: each supplier bids on its screen and sees its rank fall to L2 without reloading; the buyer sees every bid', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await startAuctionNow(tender._id);
  // The move is the test's own (no event carries it): the buyer's screen reads the auction again.
  const buyer = screens.buyer.page;
  await buyer.reload();
  await expect(buyer.getByTestId('auction-phase')).toHaveText('Bidding open');
  await expect(buyer.getByTestId('connection-state')).toHaveText('Live');
  await expect(buyer.getByTestId('bid-count')).toHaveText('No bids yet');
  await expectStanding([
    ['asha', '₹76,700.00'],
    ['bharat', '₹77,585.00'],
  ]);

  for (const who of ['asha', 'bharat'] as const) {
    const { page } = screens[who];
    await page.goto(supplierAuctionPath());
    await expect(page.getByTestId('auction-status')).toHaveAttribute('data-phase', 'live');
    await expect(page.getByTestId('auction-connection')).toHaveText('Live');
    await expect(page.getByTestId('bid-history-empty')).toBeVisible();
  }
  const asha = totalLine(screens.asha.page);
  const bharat = totalLine(screens.bharat.page);
  await expect(asha.getByTestId('bid-rank')).toHaveText('L1');
  await expect(asha.getByTestId('bid-starting')).toHaveText('₹76,700.00');
  await expect(asha.getByTestId('bid-next-max')).toHaveText('₹76,200.00');
  await expect(bharat.getByTestId('bid-rank')).toHaveText('L2');
  await expect(bharat.getByTestId('bid-lowest')).toHaveText('₹76,700.00');

  // Bharat goes below Asha: Bharat L1; Asha's screen says L2 and the new lowest, unreloaded.
  await bidOnScreen('bharat', '76000', 1);
  await expect(bharat.getByTestId('bid-rank')).toHaveText('L1');
  await expect(asha.getByTestId('bid-rank')).toHaveText('L2');
  await expect(asha.getByTestId('bid-lowest')).toHaveText('₹76,000.00');
  await expect(asha.getByTestId('bid-current')).toHaveText('₹76,700.00');
  await expectFeed(1, { who: 'bharat', amount: '₹76,000.00', rank: 1 });
  await expectStanding([
    ['bharat', '₹76,000.00'],
    ['asha', '₹76,700.00'],
  ]);

  // Asha answers: Asha L1; Bharat's screen falls from L1 to L2, unreloaded.
  await bidOnScreen('asha', '75,500', 1);
  await expect(asha.getByTestId('bid-rank')).toHaveText('L1');
  await expect(asha.getByTestId('bid-current')).toHaveText('₹75,500.00');
  await expect(asha.getByTestId('bid-next-max')).toHaveText('₹75,000.00');
  await expect(bharat.getByTestId('bid-rank')).toHaveText('L2');
  await expect(bharat.getByTestId('bid-lowest')).toHaveText('₹75,500.00');
  // Bharat never learns Asha's name or her own figures beyond the lowest price.
  await expect(screens.bharat.page.locator('body')).not.toContainText(suppliers.asha.companyName);
  await expectFeed(2, { who: 'asha', amount: '₹75,500.00', rank: 1 });
  await expectStanding([
    ['asha', '₹75,500.00'],
    ['bharat', '₹76,000.00'],
  ]);

  const stored = await readAuction(request);
  expect(stored.recentBids.map((bid) => [bid.seq, bid.supplierId, bid.amount, bid.rank])).toEqual([
    [2, suppliers.asha.id, '75500.00', 1],
    [1, suppliers.bharat.id, '76000.00', 1],
  ]);

  await lookAtBoth(buyer, 'buyer-live');
  await lookAtBoth(screens.bharat.page, 'supplier-live');
  expectHealthy();
});

test('Asha drops off the network while Bharat bids, then catches up: her rank, no duplicate row, live again', async ({
  request,
}) => {
  const ashaPage = screens.asha.page;
  const asha = totalLine(ashaPage);
  await screens.asha.context.setOffline(true);
  await expect(ashaPage.getByTestId('auction-connection')).toHaveText('Reconnecting…');

  await bidOnScreen('bharat', '75000', 1);
  await expectFeed(3, { who: 'bharat', amount: '₹75,000.00', rank: 1 });
  // Offline, Asha's screen cannot know yet.
  await expect(asha.getByTestId('bid-rank')).toHaveText('L1');
  await expect(asha.getByTestId('bid-lowest')).toHaveText('₹75,500.00');

  await screens.asha.context.setOffline(false);
  await expect(ashaPage.getByTestId('auction-connection')).toHaveText('Caught up');
  await expect(asha.getByTestId('bid-rank')).toHaveText('L2');
  await expect(asha.getByTestId('bid-lowest')).toHaveText('₹75,000.00');
  await expect(asha.getByTestId('bid-current')).toHaveText('₹75,500.00');
  // Her own bid once, the buyer's three bids once each, nothing replayed twice.
  await expect(ashaPage.getByTestId('bid-history-row')).toHaveCount(1);
  await expect(feed()).toHaveCount(3);
  expect(await feed().allInnerTexts()).toHaveLength(new Set(await feed().allInnerTexts()).size);

  // The resumed stream is live: Bharat's next bid reaches Asha's screen as it happens.
  await bidOnScreen('bharat', '74500', 1);
  await expect(asha.getByTestId('bid-lowest')).toHaveText('₹74,500.00');
  await expect(asha.getByTestId('bid-rank')).toHaveText('L2');
  await expect(ashaPage.getByTestId('bid-history-row')).toHaveCount(1);
  await expectFeed(4, { who: 'bharat', amount: '₹74,500.00', rank: 1 });
  const stored = await readAuction(request);
  expect(stored.bidCount).toBe(4);
  expect(stored.recentBids.map((bid) => bid.seq)).toEqual([4, 3, 2, 1]);
  expectHealthy();
});

test('a bid in the last two minutes extends the end on every screen', async ({ request }) => {
  const moved = await moveAuction(tender._id, { endsInSeconds: 90 });
  const extendedEnd = Date.parse(moved.endsAt) + 2 * 60_000;
  // The move is the test's own and no event carries it (the next clock frame would, within 15 s):
  // the suppliers' screens read the auction again and count down the last 90 seconds.
  for (const who of ['asha', 'bharat'] as const) {
    const { page } = screens[who];
    await page.reload();
    await expect(page.getByTestId('auction-end')).toHaveText(`Ends ${atSeconds(moved.endsAt)}`);
    await expect(page.getByTestId('auction-countdown')).toHaveText(/^01:[0-3]\d$/);
  }
  await bidOnScreen('asha', '69030', 1);

  const stored = await readAuction(request);
  expect(stored.endsAt).toBe(new Date(extendedEnd).toISOString());
  expect(stored.extensionsUsed).toBe(1);
  expect(stored.recentBids[0]).toMatchObject({ seq: 5, amount: '69030.00', rank: 1, extended: true });

  for (const who of ['asha', 'bharat'] as const) {
    const { page } = screens[who];
    await expect(page.getByTestId('auction-extended')).toContainText(
      text.extendedNotice(2, atSeconds(extendedEnd)),
    );
    await expect(page.getByTestId('auction-extended-count')).toHaveText('Extended ×1');
    await expect(page.getByTestId('auction-end')).toHaveText(`Ends ${atSeconds(extendedEnd)}`);
  }
  await expect(totalLine(screens.bharat.page).getByTestId('bid-rank')).toHaveText('L2');
  await expect(totalLine(screens.bharat.page).getByTestId('bid-lowest')).toHaveText('₹69,030.00');

  const buyer = screens.buyer.page;
  await expectFeed(5, { who: 'asha', amount: '₹69,030.00', rank: 1 });
  await expect(feed().first()).toContainText('Extended');
  await expect(buyer.getByTestId('ends-at')).toHaveText(atSeconds(extendedEnd));
  await expect(buyer.getByTestId('extensions-used')).toHaveText('Extensions used: 1 of 3');
  expectHealthy();
});

test('the end passes: the auction closes by itself on every screen; the buyer awards L1 at the auction price', async ({
  request,
}) => {
  test.setTimeout(90_000);
  await endAuctionNow(tender._id);
  // No screen reloads: the server's close job closes it and the stream says so.
  const buyer = screens.buyer.page;
  await expect(buyer.getByRole('heading', { name: 'Final ranks' })).toBeVisible();
  await expect(buyer.getByTestId('result-summary')).toContainText('after 5 bids (1 extension)');
  // 76,700.00 (Asha's opened total, the lowest) less 69,030.00: 7,670.00, 10 %.
  await expect(buyer.getByTestId('result-l1')).toHaveText(
    `L1: ${suppliers.asha.companyName} at ₹69,030.00 with GST, ₹7,670.00 (10 %) below the lowest starting total.`,
  );
  await expectStanding([
    ['asha', '₹69,030.00'],
    ['bharat', '₹74,500.00'],
  ]);
  for (const [who, rank] of [
    ['asha', 'L1'],
    ['bharat', 'L2'],
  ] as const) {
    const { page } = screens[who];
    await expect(page.getByTestId('auction-phase')).toHaveText('Closed');
    await expect(page.getByTestId('auction-notice')).toHaveText(text.closedNotice);
    await expect(totalLine(page).getByTestId('bid-rank')).toHaveAccessibleName(`Final rank ${rank}`);
    await expect(totalLine(page).getByTestId('bid-form')).toHaveCount(0);
  }
  await expect(screens.asha.page.getByTestId('bid-history-row')).toHaveCount(2);
  await expect(screens.bharat.page.getByTestId('bid-history-row')).toHaveCount(3);
  // Each supplier's own bids are numbered 1..n, newest first: never the auction's event number,
  // which would tell how many bids the others made (issue 22 follow-up).
  await expect(screens.asha.page.getByTestId('bid-history-row')).toContainText(['Bid no. 2', 'Bid no. 1']);
  await expect(screens.bharat.page.getByTestId('bid-history-row')).toContainText([
    'Bid no. 3',
    'Bid no. 2',
    'Bid no. 1',
  ]);
  await lookAtBoth(buyer, 'buyer-result');

  const closed = await readAuction(request);
  expect(closed.phase).toBe('closed');
  expect(closed.closedAt).not.toBeNull();
  expect(closed.lines[0]?.standing.map((place) => [place.supplierId, place.amount, place.rank])).toEqual([
    [suppliers.asha.id, '69030.00', 1],
    [suppliers.bharat.id, '74500.00', 2],
  ]);

  // The award, from the result.
  await buyer.getByTestId('award-l1').click();
  const dialog = buyer.getByRole('dialog', { name: 'Award to L1' });
  await expect(dialog).toContainText(awardMessages.confirmSelect(suppliers.asha.companyName));
  await expect(dialog).toContainText("the auction's price: ₹69,030.00 with GST");
  await dialog.getByRole('button', { name: 'Award' }).click();
  await expect(buyer.getByTestId('banner-success')).toHaveText(awardMessages.selected);
  await expect(buyer.getByTestId('award-state')).toContainText(`Awarded to ${suppliers.asha.companyName}`);
  await expect(buyer.getByTestId('award-l1')).toHaveCount(0);

  // Where awards show: the selected quotation carries Asha's revised prices, the auction's total.
  await buyer.getByRole('link', { name: 'Open the selected quotation' }).click();
  await expect(buyer.getByTestId('award-card')).toContainText(suppliers.asha.companyName);
  await expect(buyer.getByTestId('selected-totals')).toContainText('quoted total with GST ₹69,030.00');
  await expect(buyer.getByTestId('selected-totals')).toContainText('₹58,500.00');
  const selected = await request.get(`/api/tenders/${tender._id}/selected-quotation`, { headers });
  expect(selected.status(), await selected.text()).toBe(200);
  const award = ((await selected.json()) as { data: SelectedQuotationView }).data;
  expect(award.supplierId).toBe(suppliers.asha.id);
  expect(Number(award.totalWithGst)).toBe(69030);
  expect(award.items.map((item) => Number(item.unitPrice))).toEqual([9000, 1800]);

  // And the comparison ranks the revised quotations: Asha's total is the lowest.
  await buyer.goto(`/compareQuotation?tender=${tender._id}`);
  const lowest = buyer
    .getByTestId('comparison-grid')
    .locator('tfoot td')
    .filter({
      has: buyer.getByTestId('lowest-total'),
    });
  await expect(lowest).toContainText('₹69,030.00');
  expectHealthy();
});
