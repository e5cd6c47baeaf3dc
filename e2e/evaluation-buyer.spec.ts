import type { APIRequestContext, Page } from '@playwright/test';
import type { Tender } from '@tenderdesk/domain/tenders';
import { expectAccessible, settled } from './support/accessibility';
import { ADMIN } from './support/accounts';
import { PDF_BYTES } from './support/documents';
import { declareSecurity, payByDraft } from './support/evaluation';
import {
  closeTender,
  expect,
  HTTP_CLIENT_ERROR,
  httpStatus,
  setInstants,
  TestData,
  type TestSubAdmin,
  test,
} from './support/fixtures';
import { pumpAndValveLines, sendQuotation } from './support/quotations';
import { expectNoHorizontalScroll, VIEWPORTS } from './support/screens';
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
 * The buyer's evaluation screens of issue 21, against the real server: the tender page's
 * Evaluation card, the settings (two envelopes, criteria added, moved and removed, EMD and fee, an
 * MSE exemption, two bid openers), locked once bids arrive; then the evaluation of three suppliers'
 * bids (sent through the API): the committee's technical opening (one opener through the API, the
 * admin with the password dialog), the grid with its suggested failures, Verify / Reject, Qualify /
 * Disqualify with reasons, completion, the sealed comparison, the financial opening, a negotiation
 * round settled after its deadline, the comparison with both rounds and the disqualified supplier,
 * and the release of an unsuccessful bidder's EMD after the award. Every screen is photographed at
 * 1366 and 390 px into test-results/evaluation-buyer/ and checked with axe.
 */
test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'admin' });

const SHOTS = 'test-results/evaluation-buyer';
const stamp = Date.now().toString(36);
const CRITERIA = {
  iso: 'ISO 9001:2015 certified',
  turnover: 'Annual turnover (₹ lakh)',
  certificate: 'Pump test certificate',
};
const UDYAM = 'UDYAM-KR-03-0012345';

let headers: Headers;
let tender: Tender;
let opener: TestSubAdmin;
let outsider: TestSubAdmin;
// The sub-admins are kept afterwards: a tender's committee is part of its history (like its
// suppliers, never deleted once they have answered).
const people = new TestData();
const suppliers: Record<'asha' | 'bharat' | 'chetan', RegisteredSupplier> = {} as never;
const quotationIds: Record<string, string> = {};

/** Checks the screen as it is (no sideways scroll, axe) and keeps its picture for a person to look at. */
async function look(page: Page, name: string, viewport: string, fullPage = true) {
  await test.step(`look at ${name} (${viewport})`, async () => {
    await settled(page);
    // Names what sticks out when something does, so the failure says where to look.
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} ${element.getBoundingClientRect().right}`,
        ),
    );
    if (wide.length > 0) console.log(`${name} (${viewport}) sticks out:`, wide);
    await expectNoHorizontalScroll(page, name);
    await expectAccessible(page, `${name} at ${viewport}`);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png`, fullPage, animations: 'disabled' });
  });
}

/** Looks at a screen at both widths, reloading it at each. */
async function lookAtBoth(page: Page, name: string, path: string, ready: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready();
    await look(page, name, viewport.name);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/admin/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

type Settings = { criteria: { _id: string; label: string }[] };

async function criterionIds(request: APIRequestContext) {
  const response = await request.get(`/api/tenders/${tender._id}/evaluation-settings`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Settings };
  const idOf = (label: string) => data.criteria.find((criterion) => criterion.label === label)?._id ?? '';
  return {
    iso: idOf(CRITERIA.iso),
    turnover: idOf(CRITERIA.turnover),
    certificate: idOf(CRITERIA.certificate),
  };
}

/** A supplier's technical part: yes/no, a number, and the certificate (a PDF). */
async function sendTechnical(
  request: APIRequestContext,
  supplier: RegisteredSupplier,
  answers: { iso: boolean; turnover: string },
) {
  const ids = await criterionIds(request);
  const response = await request.put(`/api/suppliers/${supplier.id}/tenders/${tender._id}/technical`, {
    headers: await supplierHeaders(request, supplier),
    multipart: {
      answers: JSON.stringify([
        { criterionId: ids.iso, yes: answers.iso },
        { criterionId: ids.turnover, number: answers.turnover },
        { criterionId: ids.certificate },
      ]),
      [`doc_${ids.certificate}`]: {
        name: `test-certificate-${supplier.companyName.split(' ')[0]}.pdf`,
        mimeType: 'application/pdf',
        buffer: PDF_BYTES,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function confirmAs(request: APIRequestContext, envelope: 'technical' | 'financial') {
  const response = await request.post(`/api/tenders/${tender._id}/envelopes/${envelope}/confirm`, {
    headers: await login(request, opener),
    data: { password: opener.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The admin confirms the envelope due on screen, with the password dialog. */
async function confirmOnScreen(page: Page, shot?: string) {
  await page.getByTestId('confirm-opening').click();
  const dialog = page.getByRole('dialog', { name: 'Confirm opening' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(ADMIN.password);
  if (shot) await look(page, shot, 'desktop', false);
  await dialog.getByTestId('opening-submit').click();
  await expect(page.getByTestId('banner-success')).toHaveText('Envelope opened.');
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  suppliers.asha = await createSupplier(request, headers, category, `Asha Pumps ${stamp}`);
  suppliers.bharat = await createSupplier(request, headers, category, `Bharat Flow ${stamp}`);
  suppliers.chetan = await createSupplier(request, headers, category, `Chetan Engineering ${stamp}`);
  opener = await people.subAdmin({ username: `Meera Opener ${stamp}`, permissions: [] });
  outsider = await people.subAdmin({ username: `Kiran Outsider ${stamp}`, permissions: [] });
  tender = await createPublishedTender(request, headers, category, { projectName: `Hebbal pumps ${stamp}` });
  for (const supplier of Object.values(suppliers)) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
  }
});

test('the buyer sets a two-envelope evaluation on the tender page and its settings screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await lookAtBoth(page, 'tender-evaluation-card', `/tender-details/${tender._id}`, async () => {
    await expect(page.getByRole('heading', { name: 'Evaluation', level: 2 })).toBeVisible();
    await expect(page.getByText('Single envelope')).toBeVisible();
  });
  // A saved tender form leads to the tender page with a notice linking to its evaluation settings.
  await page.getByRole('link', { name: 'Edit Tender' }).click();
  await page.getByLabel('Project Title').fill('Supply of pumps and valves, two envelopes');
  await page.getByLabel('Addendum note').fill('Bids are now evaluated in two envelopes.');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByTestId('evaluation-notice');
  await expect(notice).toContainText('Decide how bids for this tender are evaluated');
  await notice.getByRole('link', { name: 'Evaluation settings' }).click();
  await expect(page.getByRole('heading', { name: 'Evaluation Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Evaluation Settings · TenderDesk$/);

  await page.getByLabel('Two envelopes (technical, then financial)').check();
  // The criteria: added, kinds chosen, one moved up and a spare one removed (all by buttons).
  await page.getByTestId('add-criterion').click();
  await expect(page.getByRole('textbox', { name: 'Requirement, criterion 1' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Requirement, criterion 1' }).fill(CRITERIA.iso);
  await page.getByTestId('add-criterion').click();
  await page.getByRole('textbox', { name: 'Requirement, criterion 2' }).fill(CRITERIA.certificate);
  await page.getByRole('combobox', { name: 'Kind, criterion 2' }).selectOption('document');
  await page.getByTestId('add-criterion').click();
  await page.getByRole('combobox', { name: 'Kind, criterion 3' }).selectOption('number');
  await page.getByRole('textbox', { name: 'Requirement, criterion 3' }).fill(CRITERIA.turnover);
  await page.getByRole('textbox', { name: 'Minimum, criterion 3' }).fill('500');
  await page.getByRole('button', { name: `Move ${CRITERIA.turnover} up` }).click();
  await expect(page.getByRole('textbox', { name: 'Requirement, criterion 2' })).toHaveValue(
    CRITERIA.turnover,
  );
  // Focus follows the row that moved: it is now second, so its Up button is still there.
  await expect(page.getByRole('button', { name: `Move ${CRITERIA.turnover} up` })).toBeFocused();
  await page.getByTestId('add-criterion').click();
  await page.getByRole('button', { name: 'Remove criterion 4' }).click();
  await expect(page.getByTestId('criterion-row')).toHaveCount(3);

  await page.getByLabel('EMD amount (₹)').fill('25,000');
  await expect(page.getByText('₹25,000.00')).toBeVisible();
  await page.getByLabel('Tender fee (₹)').fill('1180');
  await page.getByLabel('Micro or small enterprise (Udyam)').check();

  // Without openers the form says so, and keeps everything typed.
  await page.getByTestId('save-settings').click();
  await expect(page.getByText('Name at least two bid openers.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Requirement, criterion 1' })).toHaveValue(CRITERIA.iso);

  const openers = page.locator('#evaluation-openers');
  for (const email of [ADMIN.email, opener.email]) {
    await openers.click();
    await openers.fill(email);
    await page.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  }
  await expect(page.getByTestId('openers-required')).toHaveValue('2');
  // The openers' message went with the edit; the dropdown is closed before the pictures.
  await expect(page.getByText('Name at least two bid openers.')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Evaluation Settings' }).click();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await look(page, 'evaluation-settings', viewport.name);
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('banner-success')).toHaveText('Evaluation settings saved.');

  await page.getByRole('link', { name: 'Back to the tender' }).click();
  await expect(page.getByText('Two envelopes (technical, then financial)')).toBeVisible();
  await expect(page.getByText('₹25,000.00')).toBeVisible();
  // The settings screen's opener pills may still be in the page, hidden, while the tender page takes
  // over (seen on a loaded CI machine): the tender page's line is the visible one.
  await expect(page.getByText(`Meera Opener ${stamp}`).filter({ visible: true })).toContainText(
    '(2 must confirm)',
  );
});

test('bids arrive through the API; the settings are then locked', async ({ page, request }) => {
  test.setTimeout(120_000);
  await sendTechnical(request, suppliers.asha, { iso: true, turnover: '987654.32' });
  await payByDraft(request, suppliers.asha, tender._id, {
    emd: ['EMDREF-7Q9Z', '25000'],
    fee: ['FEE-A-1', '1180'],
  });
  quotationIds.asha = await sendQuotation(
    request,
    suppliers.asha,
    tender._id,
    pumpAndValveLines('41000', '2200'),
  );

  await sendTechnical(request, suppliers.bharat, { iso: true, turnover: '750' });
  await declareSecurity(request, suppliers.bharat, tender._id, 'emd', {
    mode: 'exempt',
    exemption: 'mse',
    udyamNumber: UDYAM,
  });
  await payByDraft(request, suppliers.bharat, tender._id, { fee: ['FEE-B-1', '1180'] });
  quotationIds.bharat = await sendQuotation(
    request,
    suppliers.bharat,
    tender._id,
    pumpAndValveLines('43500', '2350'),
  );

  await sendTechnical(request, suppliers.chetan, { iso: false, turnover: '120' });
  await payByDraft(request, suppliers.chetan, tender._id, {
    emd: ['EMD-C-9', '25000'],
    fee: ['FEE-C-1', '1180'],
  });
  quotationIds.chetan = await sendQuotation(
    request,
    suppliers.chetan,
    tender._id,
    pumpAndValveLines('30000', '1500'),
  );

  await lookAtBoth(
    page,
    'evaluation-settings-locked',
    `/tenders/${tender._id}/evaluation-settings`,
    async () => {
      await expect(page.getByTestId('settings-locked')).toBeVisible();
      await expect(page.getByTestId('criteria-summary').getByRole('listitem')).toHaveCount(3);
    },
  );
});

test.describe('after closing', () => {
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  test('the committee opens the technical envelope and evaluates it', async ({ page, request }) => {
    test.setTimeout(180_000);
    await closeTender(tender._id, 'Bids complete: evaluation starts.');
    const path = `/tenders/${tender._id}/evaluation`;
    await lookAtBoth(page, 'evaluation-technical-sealed', path, async () => {
      await expect(page.getByTestId('stage-current')).toContainText('Awaiting technical opening');
      await expect(page.getByTestId('technical-sealed')).toBeVisible();
      await expect(page.getByText('987654')).toHaveCount(0);
    });

    await confirmAs(request, 'technical');
    await page.reload();
    // A wrong password is the server's answer, shown in the dialog; nothing opens.
    await page.getByTestId('confirm-opening').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm opening' });
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByTestId('opening-submit').click();
    await expect(dialog.getByTestId('opening-error')).toHaveText('The password is not correct.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await confirmOnScreen(page, 'evaluation-confirm-opening');
    await expect(page.getByTestId('stage-current')).toContainText('Technical evaluation');

    const grid = page.getByTestId('technical-grid');
    await expect(grid).toContainText('9,87,654.32');
    await expect(grid).toContainText('EMDREF-7Q9Z');
    await expect(grid).toContainText(UDYAM);
    await expect(grid.getByTestId('suggested-fail')).toHaveCount(2);
    await look(page, 'evaluation-technical-grid', 'desktop');
    await page.setViewportSize(VIEWPORTS[1]);
    await expect(page.getByTestId('technical-card')).toHaveCount(3);
    await look(page, 'evaluation-technical-cards', 'phone');
    await page.setViewportSize(VIEWPORTS[0]);

    await page
      .getByRole('button', { name: `Verify Bid security (EMD) of ${suppliers.asha.companyName}` })
      .click();
    await expect(page.getByTestId('banner-success')).toBeVisible();
    await page
      .getByRole('button', { name: `Reject Bid security (EMD) of ${suppliers.chetan.companyName}` })
      .click();
    const reject = page.getByRole('dialog');
    await reject.getByTestId('reject-confirm').click();
    await expect(reject.getByRole('alert')).toHaveText(
      'Give a note saying why the bid security is rejected.',
    );
    await reject.getByTestId('reject-note').fill('The demand draft number does not match the bank’s record.');
    await reject.getByTestId('reject-confirm').click();
    await expect(page.getByTestId('banner-success')).toBeVisible();

    for (const supplier of [suppliers.asha, suppliers.bharat]) {
      await page.getByRole('button', { name: `Qualify / Disqualify: ${supplier.companyName}` }).click();
      const decision = page.getByRole('dialog', { name: `Technical result: ${supplier.companyName}` });
      await expect(decision.getByLabel('Qualified', { exact: true })).toBeChecked();
      await decision.getByTestId('decision-save').click();
      await expect(page.getByTestId('banner-success')).toHaveText('Decision saved.');
    }
    await page.getByRole('button', { name: `Qualify / Disqualify: ${suppliers.chetan.companyName}` }).click();
    const decision = page.getByRole('dialog', { name: `Technical result: ${suppliers.chetan.companyName}` });
    await expect(decision.getByLabel('Disqualified', { exact: true })).toBeChecked();
    await expect(decision.getByLabel(`Reason: ${CRITERIA.iso}`)).toHaveValue('Answered no.');
    await expect(decision.getByLabel(`Reason: ${CRITERIA.turnover}`)).toHaveValue(
      '120.00 is below the minimum of 500.00.',
    );
    await look(page, 'evaluation-disqualify-dialog', 'desktop', false);
    await decision.getByTestId('decision-save').click();
    await expect(page.getByTestId('banner-success')).toHaveText('Decision saved.');

    await page.getByTestId('complete-technical').click();
    await expect(page.getByRole('dialog')).toContainText('2 qualified and 1 disqualified');
    await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await expect(page.getByTestId('banner-success')).toHaveText(
      'Technical evaluation completed; suppliers have been notified.',
    );
    await lookAtBoth(page, 'evaluation-technical-complete', path, async () => {
      await expect(page.getByTestId('stage-current')).toContainText('Awaiting financial opening');
    });
  });

  test('the comparison stays sealed until the financial opening, then shows the qualified only', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await lookAtBoth(
      page,
      'comparison-financial-sealed',
      `/compareQuotation?tender=${tender._id}`,
      async () => {
        await expect(page.getByTestId('comparison-sealed')).toContainText(
          'Prices are sealed until the bid openers open the financial envelope.',
        );
        await expect(page.getByTestId('sealed-row-text').first()).toBeVisible();
      },
    );
    // Before the financial opening every row is simply sealed: the disqualified one is named later.
    await expect(page.getByTestId('sealed-row-text')).toHaveText(
      Array(3).fill('Sealed until opened by the committee'),
    );

    await confirmAs(request, 'financial');
    await page.goto(`/tenders/${tender._id}/evaluation`);
    await confirmOnScreen(page);
    await expect(page.getByTestId('compare-link')).toBeVisible();
    await page.getByTestId('compare-link').click();
    await expect(page.getByTestId('supplier-column')).toHaveCount(2);
    await expect(page.getByTestId('disqualified-supplier')).toContainText(suppliers.chetan.companyName);
  });

  test('a negotiation round: invited, settled after its deadline, shown beside the earlier totals', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const path = `/tenders/${tender._id}/evaluation`;
    await page.goto(path);
    await page.getByTestId('start-negotiation').click();
    const dialog = page.getByRole('dialog', { name: 'Start a negotiation round' });
    const invitees = dialog.getByTestId('invitee');
    await expect(invitees).toHaveCount(2);
    // L1 (Asha, the lowest total) is ticked; select all adds Bharat.
    await expect(dialog.getByLabel(new RegExp(`${suppliers.asha.companyName}.*\\(L1\\)`))).toBeChecked();
    await expect(dialog.getByLabel(new RegExp(suppliers.bharat.companyName))).not.toBeChecked();
    await dialog.getByTestId('invite-all').check();
    await dialog.getByTestId('deadline-day').fill(isoDay(2));
    await dialog.getByTestId('deadline-time').fill('17:30');
    await dialog.getByLabel('Note to the invited suppliers (optional)').fill('Best and final offer, please.');
    await look(page, 'evaluation-negotiation-dialog', 'desktop', false);
    await dialog.getByTestId('start-round').click();
    await expect(page.getByTestId('banner-success')).toHaveText(
      'Negotiation round started; the invited suppliers have been notified.',
    );
    await expect(page.getByTestId('round-open')).toBeVisible();
    await expect(page.getByTestId('negotiation-round')).toContainText(
      'Sealed until the negotiation deadline',
    );

    const offer = await request.put(
      `/api/suppliers/${suppliers.bharat.id}/tenders/${tender._id}/negotiation-offer`,
      {
        headers: await supplierHeaders(request, suppliers.bharat),
        data: {
          items: [
            { itemCode: 'PMP-100', unitPrice: '36000' },
            { itemCode: 'VLV-050', unitPrice: '2000' },
          ],
        },
      },
    );
    expect(offer.status(), await offer.text()).toBe(200);
    const evaluation = await request.get(`/api/tenders/${tender._id}/evaluation`, { headers });
    const { data } = (await evaluation.json()) as { data: { rounds: { _id: string }[] } };
    await setInstants([
      {
        kind: 'negotiation-deadline',
        id: data.rounds[0]?._id ?? '',
        at: new Date(Date.now() - 60_000).toISOString(),
      },
    ]);

    await lookAtBoth(page, 'evaluation-negotiation-settled', path, async () => {
      await expect(page.getByTestId('negotiation-round')).toContainText('Settled');
      await expect(page.getByTestId('round-invitee').first()).toBeVisible();
    });
    await lookAtBoth(page, 'comparison-negotiated', `/compareQuotation?tender=${tender._id}`, async () => {
      await expect(page.getByTestId('round-totals')).toContainText('Round 1:');
      await expect(page.getByTestId('disqualified-supplier')).toBeVisible();
    });
  });

  test('after the award, the buyer records the release of an unsuccessful bidder’s EMD', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const selected = await request.put(`/api/tenders/${tender._id}/quotation/${quotationIds.bharat}/select`, {
      headers,
      data: {},
    });
    expect(selected.status(), await selected.text()).toBe(200);
    const path = `/tenders/${tender._id}/evaluation`;
    await page.goto(path);
    await page.getByRole('button', { name: `Release EMD of ${suppliers.asha.companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Release EMD' });
    await dialog.getByRole('button', { name: 'Record release' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByTestId('release-note').fill('Demand draft EMDREF-7Q9Z returned by hand.');
    await dialog.getByRole('button', { name: 'Record release' }).click();
    await expect(page.getByTestId('banner-success')).toBeVisible();
    await lookAtBoth(page, 'evaluation-emd-released', path, async () => {
      await expect(page.getByTestId('emd-row').first()).toContainText('Released');
    });
  });
});

test.describe('who may see the evaluation', () => {
  test.use({ signedInAs: null, allowConsoleErrors: httpStatus(403) });

  test('a named opener without Manage Tenders sees it; another sub-admin sees the refusal', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(opener.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(opener.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/tenders/${tender._id}/evaluation`);
    await expect(page.getByTestId('stage-stepper')).toBeVisible();
    await expect(page.getByTestId('opener-row')).toHaveCount(2);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByLabel('Email').fill(outsider.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(outsider.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/tenders/${tender._id}/evaluation`);
    await expect(page.getByTestId('evaluation-error')).toBeVisible();
    await expectAccessible(page, 'evaluation refused');
  });
});
