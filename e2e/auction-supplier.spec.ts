import type { APIRequestContext, Page } from '@playwright/test';
import type { BidAccepted } from '@tenderdesk/domain/auction';
import type { ScheduleAuctionBody } from '@tenderdesk/domain/auction-schemas';
import type { Tender } from '@tenderdesk/domain/tenders';
import { endAuctionNow, startAuctionNow } from './support/auction';
import { closeTender, expect, httpStatus, test } from './support/fixtures';
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
  supplierHeaders,
} from './support/supplier-tenders';

/**
 * Issue 22, the supplier's side of the live reverse auction: the practice auction (simulated
 * bidders, the domain's rules, no server call) and the live screen against the real server (a bid
 * refused then accepted, the rank shown and changed live by another supplier's bid). Screens at 1366
 * and 390 px (screenshots/auction-supplier-*), with axe and no sideways scrolling.
 */

const bidForm = (page: Page) => page.getByTestId('bid-line').first().getByTestId('bid-form');

/** A full-page picture from the top (the sticky countdown and the fixed header where they belong). */
async function shootFromTop(page: Page, screen: string, viewport: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await shoot(page, screen, viewport);
}

test.describe('the practice auction', () => {
  test.use({ signedInAs: 'supplier' });

  test('counts down to its start, refuses a bid above the next allowed, accepts one, ranks it, restarts', async ({
    page,
  }) => {
    // The browser's clock is Playwright's: the start is fast-forwarded to, and the simulated bidders
    // are held still (the clock paused) while the rank after a bid is read.
    await page.clock.install();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/auction-demo');
      await expect(page.getByRole('heading', { level: 1, name: 'Practice auction' })).toBeVisible();
      await expect(page).toHaveTitle('Practice Auction · TenderDesk');
      await expect(page.getByTestId('demo-label')).toContainText('Practice auction: simulated bidders');
      await expect(page.getByTestId('auction-phase')).toHaveText('Not started');
      await expect(page.getByTestId('auction-countdown')).toHaveText(/^00:0\d$/);
      const line = page.getByTestId('bid-line');
      await expect(line.getByTestId('bid-starting')).toHaveText('₹12,50,000.00');
      await expect(line.getByTestId('bid-next-max')).toHaveText('₹12,47,500.00');
      await expect(line.getByTestId('bid-rank')).toHaveText('L2');
      await shootFromTop(page, 'auction-supplier-demo-scheduled', viewport.name);

      // Live after 5 seconds: a bid above the next allowed is refused with what to do next.
      await page.clock.fastForward(6_000);
      await expect(page.getByTestId('auction-phase')).toHaveText('Bidding open');
      const form = bidForm(page);
      await form.getByTestId('bid-amount').fill('12,49,000');
      await expect(form.getByTestId('bid-amount')).toHaveAccessibleDescription('₹12,49,000.00');
      await form.getByTestId('bid-review').click();
      await expect(form.getByTestId('bid-refusal')).toContainText(
        'Your bid must be at most ₹1247500.00 (your last price less the minimum decrement).',
      );
      await expect(form.getByTestId('bid-next-step')).toHaveText(
        'Enter that amount or less, or press “− decrement” to fill it in.',
      );

      // "− decrement" fills in the highest allowed; the amount is confirmed in figures and words.
      await form.getByTestId('bid-decrement').click();
      await expect(form.getByTestId('bid-amount')).toHaveValue('1247500.00');
      await form.getByTestId('bid-review').click();
      const confirm = form.getByTestId('bid-confirm');
      await expect(confirm).toContainText('Place a bid of ₹12,47,500.00 on the total?');
      await expect(confirm).toContainText('Rupees Twelve Lakh Forty-Seven Thousand Five Hundred Only');
      await expect(form.getByTestId('bid-confirm-button')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(form.getByTestId('bid-accepted')).toContainText(
        /^Bid accepted\. You are now L\d on the total\.$/,
      );
      await expect(line.getByTestId('bid-current')).toHaveText('₹12,47,500.00');
      await expect(page.getByTestId('bid-history-row')).toHaveCount(1);

      // With the keyboard alone: type, Enter to review, Enter to confirm; far below everyone: L1.
      // The simulated bidders are held still until the rank is read.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await form.getByTestId('bid-amount').focus();
      await page.keyboard.type('1200000');
      await page.keyboard.press('Enter');
      await expect(form.getByTestId('bid-confirm-button')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(form.getByTestId('bid-accepted')).toHaveText('Bid accepted. You are now L1 on the total.');
      await expect(line.getByTestId('bid-rank')).toHaveText('L1');
      await expect(line.getByTestId('bid-lowest')).toHaveText('₹12,00,000.00');
      await expect(page.getByTestId('bid-history-row')).toHaveCount(2);
      await page.clock.resume();
      await shootFromTop(page, 'auction-supplier-demo-live', viewport.name);

      await page.getByTestId('demo-restart').click();
      await expect(page.getByTestId('auction-phase')).toHaveText('Not started');
      await expect(page.getByTestId('bid-history-empty')).toBeVisible();
      await expect(line.getByTestId('bid-current')).toHaveText('₹12,50,000.00');
    }
  });
});

test.describe('the practice auction, to its end', () => {
  test.use({ signedInAs: 'supplier' });

  test('extends for a bid in the last minute, then ends and offers another', async ({ page }) => {
    // The browser's clock runs fast-forward: three simulated minutes in a few real seconds.
    await page.clock.install();
    const [, phone] = VIEWPORTS;
    await page.setViewportSize(phone);
    await page.goto('/auction-demo');
    await expect(page.getByTestId('auction-phase')).toHaveText('Not started');
    await page.clock.fastForward(6_000);
    await expect(page.getByTestId('auction-phase')).toHaveText('Bidding open');
    await page.clock.fastForward(170_000);
    const form = bidForm(page);
    await form.getByTestId('bid-amount').fill('1100000');
    await form.getByTestId('bid-review').click();
    await form.getByTestId('bid-confirm-button').click();
    await expect(form.getByTestId('bid-accepted')).toHaveText('Bid accepted. You are now L1 on the total.');
    await expect(page.getByTestId('auction-extended')).toContainText(
      'Extended by 1 min (a bid came in the last minute): it now ends ',
    );
    await expect(page.getByTestId('auction-extended-count')).toHaveText(/^Extended ×[1-3]$/);
    await shootFromTop(page, 'auction-supplier-demo-extended', phone.name);

    await page.clock.fastForward(5 * 60_000);
    await expect(page.getByTestId('auction-phase')).toHaveText('Closed');
    await expect(page.getByTestId('auction-notice')).toHaveText(
      'The practice auction has ended. Start another whenever you like.',
    );
    await expect(page.getByTestId('bid-line').getByTestId('bid-rank')).toHaveAccessibleName(
      /^Final rank L\d$/,
    );
    await page.getByRole('button', { name: 'Start another practice auction' }).click();
    await expect(page.getByTestId('auction-phase')).toHaveText('Not started');
  });
});

// ---- The live auction against the real server ----

const PUMP = {
  itemCode: 'PMP-100',
  itemName: 'Centrifugal pump 5 HP, cast iron body',
  partNo: 'CP-5H-230',
  manufacturer: 'Kirloskar / India',
  uom: 'Nos',
  qty: '4',
};

test.describe('the live auction', () => {
  test.describe.configure({ mode: 'serial' });

  let admin: Headers;
  let tender: Tender;
  /** Invited: Godavari (₹47,200.00 with GST, L1 at the start) and Kaveri (₹48,144.00). */
  let godavari: RegisteredSupplier;
  let kaveri: RegisteredSupplier;
  /** Approved, but without a quotation: not invited. */
  let narmada: RegisteredSupplier;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    admin = await adminHeaders(request);
    const category = await createCategory(request, admin);
    godavari = await whenUploadsFree(() =>
      createSupplier(request, admin, category, 'Godavari Pumps & Motors Pvt Ltd'),
    );
    kaveri = await whenUploadsFree(() =>
      createSupplier(request, admin, category, 'Kaveri Flow Controls LLP'),
    );
    narmada = await whenUploadsFree(() =>
      createSupplier(request, admin, category, 'Narmada Engineering Works'),
    );
    tender = await whenUploadsFree(() =>
      createPublishedTender(request, admin, category, {
        projectName: 'Hebbal Pumping Station Pumps',
        closingDate: isoDay(14),
        items: [PUMP],
      }),
    );
    for (const supplier of [godavari, kaveri, narmada]) {
      await expressInterest(request, supplier, tender._id);
      await decideInterest(request, admin, tender._id, supplier.id, 'Approved');
    }
    await sendQuotation(request, godavari, tender._id, [{ ...PUMP, unitPrice: '10000.00', gstRate: 18 }]);
    await sendQuotation(request, kaveri, tender._id, [{ ...PUMP, unitPrice: '10200.00', gstRate: 18 }]);
    await closeTender(tender._id);
    const body: ScheduleAuctionBody = {
      startsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      durationMinutes: 30,
      supplierIds: [godavari.id, kaveri.id],
      bidOn: 'total',
      decrementKind: 'amount',
      decrement: '500.00',
      extensionMinutes: 2,
      extensionLimit: 3,
      visibility: 'rank-and-lowest',
    };
    const scheduled = await request.post(`/api/tenders/${tender._id}/auction`, {
      headers: admin,
      data: body,
    });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
  });

  /** A bid through the API, as from another device or another supplier. */
  async function bid(request: APIRequestContext, supplier: RegisteredSupplier, amount: string) {
    const response = await request.post(`/api/suppliers/${supplier.id}/tenders/${tender._id}/auction/bids`, {
      headers: await supplierHeaders(request, supplier),
      data: { amount },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: BidAccepted }).data;
  }

  async function signIn(page: Page, supplier: RegisteredSupplier, path: string) {
    const response = await page.request.post('/api/admin/login', {
      data: { email: supplier.email, password: supplier.password },
    });
    const { token, role } = (await response.json()) as { token: string; role: string };
    if (!page.url().startsWith('http')) await page.goto('/');
    await page.evaluate(
      ({ token, role }) => {
        localStorage.clear();
        localStorage.setItem('adminToken', token);
        localStorage.setItem('role', role);
      },
      { token, role },
    );
    await page.goto(path);
  }

  test('an invited supplier finds the card on the tender, and the countdown to the start', async ({
    page,
  }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await signIn(page, godavari, `/rfq/${tender._id}`);
      const card = page.getByTestId('auction-card');
      await expect(card.getByRole('heading', { name: 'Reverse auction' })).toBeVisible();
      await expect(card.getByTestId('auction-card-phase')).toHaveText('Scheduled');
      await expect(card.getByRole('link', { name: 'Practise first' })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'auction-supplier-card', viewport.name, { fullPage: false });
      await card.getByTestId('auction-card-open').click();

      await expect(page).toHaveURL(new RegExp(`/rfq/${tender._id}/auction$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Reverse auction' })).toBeVisible();
      await expect(page).toHaveTitle('Reverse Auction · TenderDesk');
      await expect(page.getByTestId('auction-phase')).toHaveText('Not started');
      await expect(page.getByTestId('auction-countdown')).toHaveText(/^(1:00:00|59:\d\d)$/);
      await expect(page.getByTestId('auction-practice-link')).toBeVisible();
      const line = page.getByTestId('bid-line');
      await expect(line.getByTestId('bid-starting')).toHaveText('₹47,200.00');
      await expect(line.getByTestId('bid-rank')).toHaveText('L1');
      await expect(line.getByTestId('bid-form')).toHaveCount(0);
      await expect(page.getByTestId('auction-connection')).toHaveText('Live');
      await shootFromTop(page, 'auction-supplier-scheduled', viewport.name);
    }
  });

  test.describe('bidding', () => {
    // The server refuses one bid (400), on purpose.
    test.use({ allowConsoleErrors: httpStatus(400) });

    test('live: a bid refused by the server then accepted, the rank changed by another supplier without reloading, a reconnect caught up', async ({
      page,
      request,
    }) => {
      await startAuctionNow(tender._id);
      await signIn(page, godavari, `/rfq/${tender._id}/auction`);
      await expect(page.getByTestId('auction-phase')).toHaveText('Bidding open');
      await expect(page.getByTestId('auction-connection')).toHaveText('Live');
      const line = page.getByTestId('bid-line');
      await expect(line.getByTestId('bid-rank')).toHaveText('L1');
      await expect(line.getByTestId('bid-next-max')).toHaveText('₹46,700.00');

      // Kaveri bids below: Godavari's screen shows L2 and the new lowest price, without reloading.
      await bid(request, kaveri, '46000.00');
      await expect(line.getByTestId('bid-rank')).toHaveText('L2');
      await expect(line.getByTestId('bid-lowest')).toHaveText('₹46,000.00');

      // Godavari reviews ₹46,700.00, but bids ₹45,900.00 from another device before confirming it:
      // the server refuses the first (no longer the decrement below its own last price).
      const form = bidForm(page);
      await form.getByTestId('bid-decrement').click();
      await expect(form.getByTestId('bid-amount')).toHaveValue('46700.00');
      await form.getByTestId('bid-review').click();
      await expect(form.getByTestId('bid-confirm')).toContainText('Place a bid of ₹46,700.00 on the total?');
      await bid(request, godavari, '45900.00');
      await form.getByTestId('bid-confirm-button').click();
      await expect(form.getByTestId('bid-refusal')).toContainText(
        'Your bid must be at most ₹45400.00 (your last price less the minimum decrement).',
      );
      await expect(form.getByTestId('bid-next-step')).toHaveText(
        'Enter that amount or less, or press “− decrement” to fill it in.',
      );
      await expect(line.getByTestId('bid-current')).toHaveText('₹45,900.00');
      await expect(line.getByTestId('bid-next-max')).toHaveText('₹45,400.00');

      // "− decrement" now fills in the server's figure: accepted, L1.
      await form.getByTestId('bid-decrement').click();
      await expect(form.getByTestId('bid-amount')).toHaveValue('45400.00');
      await form.getByTestId('bid-review').click();
      await form.getByTestId('bid-confirm-button').click();
      await expect(form.getByTestId('bid-accepted')).toHaveText('Bid accepted. You are now L1 on the total.');
      await expect(line.getByTestId('bid-rank')).toHaveText('L1');
      await expect(page.getByTestId('bid-history-row')).toHaveCount(2);

      // Offline while Kaveri bids again: back online, the screen catches up with the missed bid.
      await page.context().setOffline(true);
      await expect(page.getByTestId('auction-connection')).toHaveText('Reconnecting…');
      await bid(request, kaveri, '45000.00');
      await page.context().setOffline(false);
      await expect(page.getByTestId('auction-connection')).toHaveText('Caught up');
      await expect(line.getByTestId('bid-rank')).toHaveText('L2');
      await expect(line.getByTestId('bid-lowest')).toHaveText('₹45,000.00');
      await expect(page.getByTestId('auction-connection')).toHaveText('Live', { timeout: 10_000 });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await shootFromTop(page, 'auction-supplier-live', viewport.name);
      }
    });
  });

  test('closed: the final rank, and the buyer awards from the result', async ({ page }) => {
    await endAuctionNow(tender._id);
    await signIn(page, godavari, `/rfq/${tender._id}/auction`);
    await expect(page.getByTestId('auction-phase')).toHaveText('Closed');
    await expect(page.getByTestId('auction-notice')).toHaveText(
      'The auction has closed: these ranks are final. The buyer will award from the result.',
    );
    const line = page.getByTestId('bid-line');
    await expect(line.getByTestId('bid-rank')).toHaveAccessibleName('Final rank L2');
    await expect(line.getByTestId('bid-form')).toHaveCount(0);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await shootFromTop(page, 'auction-supplier-closed', viewport.name);
    }
    await page.goto(`/rfq/${tender._id}`);
    await expect(page.getByTestId('auction-card-phase')).toHaveText('Closed');
    await expect(page.getByTestId('auction-card-rank')).toHaveText('Final rank: L2');
  });

  test.describe('not invited', () => {
    // The tender page learns from the supplier's bid read that there is no auction for it (issue 22
    // follow-up) and never asks the auction itself; only the auction page's own read is refused.
    test.use({ allowConsoleErrors: httpStatus(403) });
    test('an approved supplier without a quotation sees no card, and the screen says it is not invited', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/auction')) asked.push(request.url());
      });
      const bidRead = page.waitForResponse(
        (response) => response.url().endsWith(`/tenders/${tender._id}/bid`) && response.status() === 200,
      );
      await signIn(page, narmada, `/rfq/${tender._id}`);
      await expect(page.getByRole('heading', { level: 1, name: tender.projectName })).toBeVisible();
      expect(((await (await bidRead).json()) as { data: { auction: unknown } }).data.auction).toBeNull();
      await expect(page.getByTestId('auction-card')).toHaveCount(0);
      expect(asked).toEqual([]);
      await page.goto(`/rfq/${tender._id}/auction`);
      await expect(page.getByTestId('auction-error')).toHaveText(
        'You are not invited to this reverse auction.',
      );
    });
  });
});
