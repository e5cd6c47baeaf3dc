import type { APIRequestContext, Page } from '@playwright/test';
import { ENVELOPE_MODE_LABELS, SECURITY_KIND_LABELS } from '@tenderdesk/domain/evaluation';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Tender } from '@tenderdesk/domain/tenders';
import { evaluationSettingsText } from '@tenderdesk/domain/ui/evaluation';
import { evaluationReviewText } from '@tenderdesk/domain/ui/evaluation-review';
import {
  type Criterion,
  completeEvaluation,
  confirmOpening,
  decide,
  declareSecurity,
  openerIds,
  payByDraft,
  saveSettings,
  saveTechnical,
  startNegotiation,
  verifySecurity,
} from './support/evaluation';
import { closeTender, expect, HTTP_CLIENT_ERROR, TestData, test, uniqueStamp } from './support/fixtures';
import { expectHindiScreen, strayLatin } from './support/hindi';
import { pumpAndValveLines, sendQuotation } from './support/quotations';
import {
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type Headers,
  type RegisteredSupplier,
} from './support/supplier-tenders';
import { bearer } from './support/tenders';

/**
 * Issue 26's scan of the evaluation screens in Hindi (features/evaluation): the tender page's
 * Evaluation card, the settings being edited (with a check's message) and locked, and the
 * evaluation of a two-envelope tender through its stages: sealed with the password dialog, the
 * technical grid with the Disqualify and Reject dialogs and the phone cards, then prices open with
 * the Start-a-round dialog, a negotiation round and the EMD section. Bids, openings and decisions go
 * through the API; every screen is checked for stray English and with axe.
 */
let buyer: Awaited<ReturnType<TestData['admin']>>;
// The page is signed in as an admin of this file's own, one of the tender's bid openers (the seeded
// ADMIN stays English for the other files: the language is stored on the account that signs in).
test.use({
  signedInAs: 'admin',
  language: 'hi',
  allowConsoleErrors: HTTP_CLIENT_ERROR,
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  account: async ({}, use) => use(buyer),
});

const hi = {
  settings: inLocale(evaluationSettingsText, 'hi'),
  review: inLocale(evaluationReviewText, 'hi'),
  modes: inLocale(ENVELOPE_MODE_LABELS, 'hi'),
  securities: inLocale(SECURITY_KIND_LABELS, 'hi'),
};
const stamp = uniqueStamp();
const CRITERIA = {
  iso: 'ISO 9001 certified',
  turnover: 'Annual turnover',
  certificate: 'Pump test certificate',
};
const UDYAM = 'UDYAM-KR-03-0012345';
const REASON = 'Not certified to ISO 9001.';
const REJECTION = 'The Udyam number does not match the register.';
const ROUND_NOTE = 'Please sharpen your prices.';

let headers: Headers;
let tender: Tender;
let criteria: Criterion[];
const people = new TestData();
let opener: Awaited<ReturnType<TestData['subAdmin']>>;
const suppliers = {} as Record<'asha' | 'bharat', RegisteredSupplier>;

/** What the test entered, never translated: names, codes, criteria, notes. */
const data = () => [
  tender.projectCode,
  tender.projectName,
  suppliers.asha.companyName,
  suppliers.bharat.companyName,
  opener.username,
  buyer.username,
  ...Object.values(CRITERIA),
  REASON,
  REJECTION,
  ROUND_NOTE,
  // Not a text: the aria-label of the invisible textarea Mantine's autosize Textarea measures with
  // (appended to the body, aria-hidden and visibility: hidden), which the scan still reads.
  'autosize measurement',
];

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  // Every call as the file's own admin: the evaluation's calls are the bid openers' own.
  buyer = await people.admin();
  headers = await bearer(request, buyer);
  const category = await createCategory(request, headers);
  suppliers.asha = await createSupplier(request, headers, category, `Asha Pumps ${stamp}`);
  suppliers.bharat = await createSupplier(request, headers, category, `Bharat Flow ${stamp}`);
  opener = await people.subAdmin({ username: `Meera Opener ${stamp}`, permissions: [] });
  tender = await createPublishedTender(request, headers, category, { projectName: `Hebbal pumps ${stamp}` });
  criteria = await saveSettings(request, headers, tender._id, {
    envelopes: 'two',
    criteria: [
      { kind: 'yesNo', label: CRITERIA.iso, mandatory: true },
      { kind: 'number', label: CRITERIA.turnover, mandatory: true, minimum: '500' },
      { kind: 'document', label: CRITERIA.certificate, mandatory: false },
    ],
    emdAmount: '25000',
    tenderFee: '1180',
    exemptions: { mse: true, startup: true },
    openerIds: await openerIds(request, headers, [buyer.email, opener.email]),
    openersRequired: 2,
  });
  for (const supplier of Object.values(suppliers)) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
  }
});

/** Each supplier's technical part, EMD (Asha paid, Bharat exempt as an MSE) and prices; Asha's fee. */
async function bid(request: APIRequestContext) {
  const [iso, turnover, certificate] = criteria.map((criterion) => criterion._id) as [string, string, string];
  await saveTechnical(
    request,
    suppliers.asha,
    tender._id,
    [
      { criterionId: iso, yes: true },
      { criterionId: turnover, number: '987654.32' },
      { criterionId: certificate },
    ],
    [{ criterionId: certificate, name: 'test-certificate-asha.pdf' }],
  );
  await payByDraft(request, suppliers.asha, tender._id, {
    emd: ['EMDREF-7Q9Z', '25000'],
    fee: ['FEE-A-1', '1180'],
  });
  await sendQuotation(request, suppliers.asha, tender._id, pumpAndValveLines('41000', '2200'));
  await saveTechnical(request, suppliers.bharat, tender._id, [
    { criterionId: iso, yes: false },
    { criterionId: turnover, number: '120' },
  ]);
  await declareSecurity(request, suppliers.bharat, tender._id, 'emd', {
    mode: 'exempt',
    exemption: 'mse',
    udyamNumber: UDYAM,
  });
  await sendQuotation(request, suppliers.bharat, tender._id, pumpAndValveLines('43500', '2350'));
}

/** Opens a dialog with `open`, scans it with the screen behind it, and closes it with its Cancel button. */
async function scanDialog(page: Page, screen: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectHindiScreen(page, screen, data());
  await dialog.getByRole('button', { name: hi.review.cancel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('the evaluation screens in Hindi: settings, then the evaluation through its stages', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await test.step('the Evaluation card and the settings being edited', async () => {
    await page.goto(`/tender-details/${tender._id}`);
    await expect(page.getByRole('heading', { name: hi.settings.card.heading, level: 2 })).toBeVisible();
    await expect(page.getByText(hi.modes.two)).toBeVisible();
    // The card only: the tender page around it is other screens' (their own scans).
    const card = page.locator('section[aria-labelledby="evaluation-card-heading"]');
    expect(strayLatin(await card.innerText(), data()), 'the Evaluation card shows English').toEqual([]);

    await page.getByTestId('edit-evaluation').click();
    await expect(page.getByRole('heading', { name: hi.settings.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('criterion-row')).toHaveCount(3);
    await expect(page.getByTestId('openers')).toBeVisible();
    // A check's message (kept in English in the form) shows in Hindi, naming its field in Hindi.
    const fee = page.getByTestId('amount-tenderFee');
    const saved = await fee.inputValue();
    await fee.fill('12.345');
    await page.getByTestId('save-settings').click();
    await expect(page.getByText(/निविदा शुल्क 0 या उससे अधिक/)).toBeVisible();
    await expectHindiScreen(page, 'evaluation settings with a check', data());
    await fee.fill(saved);
  });

  await test.step('bids arrive: the settings are locked', async () => {
    await bid(request);
    await page.goto(`/tenders/${tender._id}/evaluation-settings`);
    await expect(page.getByTestId('settings-locked')).toBeVisible();
    await expect(page.getByTestId('criteria-summary').getByRole('listitem')).toHaveCount(3);
    await expectHindiScreen(page, 'evaluation settings, locked', data());
  });

  const path = `/tenders/${tender._id}/evaluation`;
  await test.step('closed: the technical envelope sealed, the password dialog', async () => {
    await closeTender(tender._id, 'Bids complete: evaluation starts.');
    await page.goto(path);
    await expect(page.getByTestId('technical-sealed')).toBeVisible();
    await scanDialog(page, 'evaluation, technical envelope sealed; confirm opening', () =>
      page.getByTestId('confirm-opening').click(),
    );
  });

  await test.step('the technical envelope open: grid, dialogs, phone cards', async () => {
    await confirmOpening(request, buyer, tender._id, 'technical');
    await confirmOpening(request, opener, tender._id, 'technical');
    await page.reload();
    await expect(page.getByTestId('technical-grid')).toBeVisible();
    await expect(page.getByTestId('suggested-fail')).toHaveCount(2);
    await scanDialog(page, 'technical evaluation grid; disqualify', () =>
      page
        .getByRole('button', {
          name: hi.review.technical.decideFor(hi.review.technical.decide, suppliers.bharat.companyName),
        })
        .click(),
    );
    const rejectLabel = hi.review.security.ofSupplier(hi.securities.emd, suppliers.bharat.companyName);
    await scanDialog(page, 'reject dialog with its check', async () => {
      await page.getByRole('button', { name: hi.review.security.rejectLabel(rejectLabel) }).click();
      await page.getByTestId('reject-confirm').click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('technical-card')).toHaveCount(2);
    await expectHindiScreen(page, 'technical evaluation cards (phone)', data());
    await page.setViewportSize({ width: 1366, height: 850 });
  });

  await test.step('decided, prices open: the Start-a-round dialog, then a round open', async () => {
    const [iso] = criteria.map((criterion) => criterion._id) as [string];
    await verifySecurity(request, headers, tender._id, suppliers.asha.id, 'emd', 'Verified');
    await verifySecurity(request, headers, tender._id, suppliers.bharat.id, 'emd', 'Rejected', REJECTION);
    await decide(request, headers, tender._id, suppliers.asha.id, { qualified: true, reasons: [] });
    await decide(request, headers, tender._id, suppliers.bharat.id, {
      qualified: false,
      reasons: [{ criterionId: iso, reason: REASON }],
    });
    await completeEvaluation(request, headers, tender._id);
    await confirmOpening(request, buyer, tender._id, 'financial');
    await confirmOpening(request, opener, tender._id, 'financial');
    await page.reload();
    await expect(page.getByTestId('compare-link')).toBeVisible();
    await expect(page.getByTestId('result-badge')).toHaveCount(2);
    await scanDialog(page, 'evaluation with prices open; start a negotiation round', async () => {
      await page.getByTestId('start-negotiation').click();
      await expect(page.getByTestId('invitee')).toHaveCount(1);
    });

    const deadline = new Date(Date.now() + 2 * 86_400_000);
    await startNegotiation(request, headers, tender._id, [suppliers.asha.id], deadline, ROUND_NOTE);
    await page.reload();
    await expect(page.getByTestId('round-open')).toBeVisible();
    await expect(page.getByTestId('negotiation-round')).toHaveCount(1);
    await expectHindiScreen(page, 'evaluation with a negotiation round open', data());
  });
});
