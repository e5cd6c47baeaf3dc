import type { Locator, Page } from '@playwright/test';
import type { Tender } from '@tenderdesk/domain/tenders';
import { ADMIN } from './support/accounts';
import { PDF_BYTES } from './support/documents';
import {
  type Criterion,
  completeEvaluation,
  confirmOpening,
  decide,
  openerIds,
  readBid,
  readEvaluation,
  saveSettings,
  saveTechnical,
  startNegotiation,
  verifySecurity,
} from './support/evaluation';
import {
  closeTender,
  expect,
  httpStatus,
  setInstants,
  TestData,
  type TestSubAdmin,
  test,
} from './support/fixtures';
import { loginAs } from './support/helpers';
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
 * Issue 21, the supplier's side of a two-envelope tender asking an EMD and a tender fee, against
 * the real server: the quotation modal's steps (Technical, Bid security, Prices; each saved on
 * Next, a refusal shown with what was typed kept), My bid on the tender page and My Quotations
 * while bidding, then after the committee's openings (qualified; a second supplier disqualified
 * with its reasons), a negotiation round's offer (a higher price named by its item, the totals, the
 * countdown) and the round read-only once its deadline has passed. Every screen is photographed at
 * 1366 and 390 px (screenshots/evaluation-supplier-*), with axe and no sideways scrolling.
 */
test.describe.configure({ mode: 'serial' });

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

let admin: Headers;
let winner: RegisteredSupplier;
let loser: RegisteredSupplier;
let opener: TestSubAdmin;
let tender: Tender;
let criteria: Criterion[];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  admin = await adminHeaders(request);
  const category = await createCategory(request, admin);
  winner = await whenUploadsFree(() =>
    createSupplier(request, admin, category, 'Godavari Pumps & Motors Pvt Ltd'),
  );
  loser = await whenUploadsFree(() => createSupplier(request, admin, category, 'Kaveri Flow Controls LLP'));
  // The second opener: a sub-admin of its own (its password confirms the openings).
  opener = await new TestData().subAdmin({ permissions: ['manageTenders'] });
  tender = await whenUploadsFree(() =>
    createPublishedTender(request, admin, category, {
      projectName: 'Hebbal Pumping Station Upgrade',
      organisation: 'Bengaluru Water Supply Board',
      closingDate: isoDay(14),
      items: [PUMP, VALVE],
    }),
  );
  criteria = await saveSettings(request, admin, tender._id, {
    envelopes: 'two',
    criteria: [
      { kind: 'yesNo', label: 'The bidder holds a valid ISO 9001:2015 certificate', mandatory: true },
      {
        kind: 'number',
        label: 'Average annual turnover of the last three years (₹ lakh)',
        mandatory: true,
        minimum: '50',
      },
      { kind: 'document', label: 'Certificate of incorporation', mandatory: true },
      { kind: 'number', label: 'Years of experience in pump installation', mandatory: false },
    ],
    emdAmount: '25000.00',
    tenderFee: '1180.00',
    exemptions: { mse: true, startup: false },
    openerIds: await openerIds(request, admin, [ADMIN.email, opener.email]),
    openersRequired: 2,
  });
  for (const supplier of [winner, loser]) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, admin, tender._id, supplier.id, 'Approved');
  }
  // The second supplier bids through the API: it will fail two criteria.
  const [iso, turnover, incorporation] = criteria;
  await saveTechnical(
    request,
    loser,
    tender._id,
    [
      { criterionId: iso?._id ?? '', yes: false },
      { criterionId: turnover?._id ?? '', number: '40' },
    ],
    [{ criterionId: incorporation?._id ?? '', name: 'kaveri-incorporation.pdf' }],
  );
  await sendQuotation(request, loser, tender._id, [
    { ...PUMP, unitPrice: '11800.00', gstRate: 18 },
    { ...VALVE, unitPrice: '950.00', gstRate: 18 },
  ]);
});

/** Signs the page in as a supplier at a width (signing out whoever was signed in first). */
async function signIn(page: Page, supplier: RegisteredSupplier, width: (typeof VIEWPORTS)[number]) {
  await page.setViewportSize(width);
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await loginAs(page, supplier);
  await expect(page).toHaveURL(/\/listalltenders$/);
}

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) });
const criterion = (modal: Locator, index: number) => modal.getByTestId('technical-criterion').nth(index);

test.describe('the steps', () => {
  // The server refuses a document that is not a PDF once (400), on purpose.
  test.use({ allowConsoleErrors: httpStatus(400) });

  test('the modal takes the technical part, the bid security and the prices, one saved step at a time', async ({
    page,
  }) => {
    const [desktop] = VIEWPORTS;
    await signIn(page, winner, desktop);
    await page.goto('/approvedTender');
    const row = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
    await row.getByRole('button', { name: `Send Quotation for ${tender.projectName}` }).click();
    const modal = page.getByRole('dialog', { name: /Send Quotation/ });

    // Technical: every mandatory criterion is asked for by name before anything is sent.
    const technical = modal.getByTestId('technical-step');
    await expect(technical.getByRole('heading', { name: 'Technical part' })).toBeVisible();
    await expect(technical.getByText('Mandatory · Minimum 50')).toBeVisible();
    await shoot(page, 'evaluation-supplier-technical', desktop.name, { fullPage: false });
    await technical.getByTestId('step-next').click();
    await expect(
      technical.getByText('Answer "The bidder holds a valid ISO 9001:2015 certificate": it is mandatory.'),
    ).toBeVisible();
    await expect(technical.getByText('Upload a document for "Certificate of incorporation".')).toBeVisible();
    await criterion(modal, 0).getByLabel('Yes').check();
    await criterion(modal, 1).getByRole('textbox').fill('987654.32');
    // A "PDF" that is not one: only the server, reading its bytes, can tell.
    const documentInput = criterion(modal, 2).locator('input[type=file]');
    await documentInput.setInputFiles({
      name: 'godavari-incorporation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text, not a PDF'),
    });
    await criterion(modal, 3).getByRole('textbox').fill('12');
    await technical.getByTestId('step-next').click();
    await expect(
      criterion(modal, 2).getByText('"Certificate of incorporation": upload a PDF, JPEG or PNG file.'),
    ).toBeVisible();
    // The refusal keeps everything typed, and the step.
    await expect(criterion(modal, 1).getByRole('textbox')).toHaveValue('987654.32');
    await expect(criterion(modal, 0).getByLabel('Yes')).toBeChecked();
    await documentInput.setInputFiles(pdf('godavari-incorporation.pdf'));
    await technical.getByTestId('step-next').click();

    // Bid security: the EMD paid, the fee claimed as an MSE with a malformed Udyam number first.
    const security = modal.getByTestId('security-step');
    await expect(security.getByTestId('step-saved')).toHaveText('Technical part saved.');
    const emd = security.getByTestId('security-emd');
    await expect(emd).toContainText('₹25,000.00 asked by this tender.');
    await emd.getByLabel('Paid', { exact: true }).check();
    await emd.getByLabel('Paid by').selectOption('demandDraft');
    await emd.getByLabel('Reference').fill('EMDREF-7Q9Z');
    await emd.getByLabel('Paid on').fill(isoDay(0));
    await expect(emd.getByLabel('Amount (₹)')).toHaveValue('25000.00');
    await emd.locator('input[type=file]').setInputFiles(pdf('demand-draft.pdf'));
    const fee = security.getByTestId('security-fee');
    await fee.getByLabel('Exempt').check();
    await fee.getByLabel('Micro or small enterprise (Udyam)').check();
    const udyam = fee.getByLabel('Udyam registration number');
    await udyam.fill('UDYAM-12');
    await shoot(page, 'evaluation-supplier-security', desktop.name, { fullPage: false });
    await security.getByTestId('step-next').click();
    // The number is checked with the server's rule before anything is sent; nothing typed is lost.
    await expect(fee.getByText(/UDYAM-XX-00-0000000\)\./)).toBeVisible();
    await expect(udyam).toHaveValue('UDYAM-12');
    await expect(emd.getByLabel('Reference')).toHaveValue('EMDREF-7Q9Z');
    await udyam.fill('UDYAM-KR-03-0012345');
    await security.getByTestId('step-next').click();

    // Prices: the quotation's own form, with Back to the steps before it.
    const prices = modal.getByTestId('prices-step');
    await expect(prices.getByRole('heading', { name: 'Prices' })).toBeVisible();
    await expect(prices.getByRole('button', { name: 'Back' })).toBeVisible();
    await prices.getByRole('textbox', { name: 'Unit Price, line 1' }).fill('12500.50');
    await prices.getByRole('textbox', { name: 'Unit Price, line 2' }).fill('999.99');
    await shoot(page, 'evaluation-supplier-prices', desktop.name, { fullPage: false });
    await prices.getByRole('button', { name: 'Submit Quotation' }).click();
    const done = page.getByRole('dialog', { name: 'Quotation Submitted!' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(row.getByTestId('quotation-sent')).toBeDisabled();
  });
});

test('on a phone, Edit on My Quotations opens the steps with the saved part kept', async ({ page }) => {
  const phone = VIEWPORTS[1];
  await signIn(page, winner, phone);
  await page.goto('/myQuotations');
  const card = page.getByTestId('quotation-row').filter({ hasText: tender.projectCode });
  await expect(card.getByTestId('bid-summary')).toContainText('Technical part saved');
  await shoot(page, 'evaluation-supplier-my-quotations', phone.name);
  await card.getByRole('button', { name: /Edit quotation for/ }).click();
  const modal = page.getByRole('dialog', { name: /Edit Quotation/ });
  await expect(criterion(modal, 1).getByRole('textbox')).toHaveValue('987654.32');
  await expect(criterion(modal, 2).getByTestId('kept-file')).toContainText('godavari-incorporation.pdf');
  await shoot(page, 'evaluation-supplier-technical', phone.name, { fullPage: false });
  // Unchanged and saved: Next moves on without sending it again.
  await modal.getByTestId('technical-step').getByTestId('step-next').click();
  const security = modal.getByTestId('security-step');
  await expect(security.getByTestId('security-emd').getByLabel('Reference')).toHaveValue('EMDREF-7Q9Z');
  await expect(security.getByTestId('security-emd').getByTestId('verification')).toHaveText(
    'Verification: Pending',
  );
  await shoot(page, 'evaluation-supplier-security', phone.name, { fullPage: false });
  await security.getByTestId('step-next').click();
  await expect(
    modal.getByTestId('prices-step').getByRole('textbox', { name: 'Unit Price, line 1' }),
  ).toHaveValue(/^12500\.50?$/);
  await shoot(page, 'evaluation-supplier-prices', phone.name, { fullPage: false });
});

test('My bid on the tender page while bidding, at both widths', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await signIn(page, winner, viewport);
    await page.goto(`/rfq/${tender._id}`);
    const bid = page.getByTestId('my-bid');
    await expect(bid.getByTestId('bid-stage')).toHaveText('Stage: Bidding open');
    await expect(bid.getByTestId('technical-answers')).toContainText('987654.32');
    await expect(bid.getByTestId('security-row-emd')).toContainText('reference EMDREF-7Q9Z');
    await expect(bid.getByTestId('security-row-fee')).toContainText('exemption claimed');
    await shoot(page, 'evaluation-supplier-my-bid-bidding', viewport.name);
    if (viewport.name === 'desktop') {
      // Until closing, the technical part changes here too (the kept document stays).
      await bid.getByRole('button', { name: 'Edit technical part' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit technical part' });
      await dialog.getByTestId('technical-criterion').nth(3).getByRole('textbox').fill('15');
      await dialog.getByTestId('bid-edit-save').click();
      await expect(dialog.getByRole('status')).toHaveText('Technical part saved.');
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(bid.getByTestId('technical-answers')).toContainText(/pump installation:\s*15/);
      await expect(bid.getByTestId('technical-answers')).toContainText('godavari-incorporation.pdf');
    }
    if (viewport.name === 'desktop') {
      await page.goto('/myQuotations');
      await expect(page.getByTestId('bid-summary').first()).toBeVisible();
      await shoot(page, 'evaluation-supplier-my-quotations', viewport.name);
    }
  }
});

test('after the openings: qualified with a negotiation offer, the other supplier disqualified with reasons', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The committee: closes, opens the technical envelope (two openers), decides, opens the prices.
  await closeTender(tender._id, 'Early close for the browser test of the evaluation.');
  for (const who of [ADMIN, opener]) await confirmOpening(request, who, tender._id, 'technical');
  const [iso, turnover] = criteria;
  await decide(request, admin, tender._id, winner.id, { qualified: true, reasons: [] });
  await decide(request, admin, tender._id, loser.id, {
    qualified: false,
    reasons: [
      { criterionId: iso?._id ?? '', reason: 'The bidder answered No and attached no certificate.' },
      { criterionId: turnover?._id ?? '', reason: '₹40 lakh is below the ₹50 lakh minimum.' },
    ],
  });
  await verifySecurity(request, admin, tender._id, winner.id, 'emd', 'Verified');
  await completeEvaluation(request, admin, tender._id);
  for (const who of [ADMIN, opener]) await confirmOpening(request, who, tender._id, 'financial');
  await startNegotiation(
    request,
    admin,
    tender._id,
    [winner.id],
    new Date(Date.now() + 2 * 3600_000),
    'Please sharpen your prices on the pumps; delivery terms unchanged.',
  );

  for (const viewport of VIEWPORTS) {
    await signIn(page, winner, viewport);
    await page.goto(`/rfq/${tender._id}`);
    const bid = page.getByTestId('my-bid');
    await expect(bid.getByTestId('bid-stage')).toHaveText('Stage: Prices open');
    await expect(bid.getByTestId('result-qualified')).toBeVisible();
    await expect(bid.getByTestId('security-row-emd').getByTestId('verification')).toHaveText(
      'Verification: Verified',
    );
    const offer = bid.getByTestId('negotiation-offer');
    await expect(offer.getByTestId('offer-deadline')).toContainText('IST');
    await expect(offer.getByTestId('offer-countdown')).toContainText(/Time left: (01:5\d|02:00):\d\d/);
    const pumpPrice = offer.getByRole('textbox', { name: 'New unit price of PMP-100' });
    // The earlier price first; once the offer is sent (at the first width), the price offered.
    await expect(pumpPrice).toHaveValue(viewport.name === 'desktop' ? '12500.50' : '12000.00');
    if (viewport.name === 'desktop') {
      // A higher price is refused by its item before anything is sent; the totals follow the typing.
      await pumpPrice.fill('12600');
      await offer.getByTestId('offer-submit').click();
      await expect(
        offer.getByText('Item PMP-100: the negotiated price may not exceed your earlier price.'),
      ).toBeVisible();
      await pumpPrice.fill('12000');
      // 4 x 12000.00 + 12.5 x 999.99 = 48000.00 + 12499.88 (12499.875 half up).
      await expect(offer.getByTestId('offer-total')).toHaveText('₹60,499.88');
      await offer.getByTestId('offer-submit').click();
      await expect(offer.getByTestId('offer-sent')).toBeVisible();
    }
    await shoot(page, 'evaluation-supplier-negotiation', viewport.name);

    await signIn(page, loser, viewport);
    await page.goto(`/rfq/${tender._id}`);
    const lost = page.getByTestId('my-bid').getByTestId('result-disqualified');
    await expect(lost).toContainText('The bidder answered No and attached no certificate.');
    await expect(lost).toContainText('₹40 lakh is below the ₹50 lakh minimum.');
    await expect(page.getByTestId('negotiation-offer')).toHaveCount(0);
    await shoot(page, 'evaluation-supplier-disqualified', viewport.name);
  }
});

test('after the deadline the offer is read-only, then settled into the quotation', async ({
  page,
  request,
}) => {
  const bid = await readBid(request, winner, tender._id);
  const roundId = bid.negotiation?.roundId ?? '';
  await setInstants([
    { kind: 'negotiation-deadline', id: roundId, at: new Date(Date.now() - 60_000).toISOString() },
  ]);
  const [desktop, phone] = VIEWPORTS;
  await signIn(page, winner, desktop);
  await page.goto(`/rfq/${tender._id}`);
  const offer = page.getByTestId('negotiation-offer');
  await expect(offer.getByTestId('offer-closed')).toHaveText('Negotiation round 1 has closed.');
  await expect(offer.getByRole('textbox')).toHaveCount(0);
  // The buyer's first read settles the round: the negotiated prices replace the earlier ones.
  await readEvaluation(request, admin, tender._id);
  await page.reload();
  await expect(offer.getByTestId('offer-read-only')).toHaveText(
    'Your negotiated prices replaced your earlier quotation.',
  );
  await expect(offer.getByTestId('offer-total')).toHaveText('₹60,499.88');
  await shoot(page, 'evaluation-supplier-settled', desktop.name);
  await page.setViewportSize(phone);
  await page.reload();
  await expect(offer.getByTestId('offer-read-only')).toBeVisible();
  await shoot(page, 'evaluation-supplier-settled', phone.name);
});
