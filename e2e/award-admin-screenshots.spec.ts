import type { APIRequestContext, Page } from '@playwright/test';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { SelectedQuotationView } from '@tenderdesk/domain/awards';
import type { ComparisonView } from '@tenderdesk/domain/comparison';
import { messages } from '@tenderdesk/domain/messages';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { formatPortalDay } from '@tenderdesk/domain/portal-time';
import { closeTender, expect, test } from './support/fixtures';
import { type QuotationLineSeed, sendQuotation, whenUploadsFree } from './support/quotations';
import { shoot as shootScreen, VIEWPORTS } from './support/screens';
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
  type TenderCategory,
} from './support/supplier-tenders';

/**
 * Screenshots of the admin award screens (issue 10: /quotationReceived, /compareQuotation,
 * /selectedQuotationView) at desktop and phone widths, each checked for page errors, sideways
 * scrolling and axe. Everything is the real server's (decision 026): three approved suppliers
 * quote a tender per width, and two of them a sealed tender still open; the award is made and
 * the margins applied through the screens.
 */
test.use({ signedInAs: 'admin' });

const ITEMS = [
  {
    itemCode: 'PMP-100',
    itemName: 'Centrifugal pump 5 HP',
    partNo: 'CP-5H-230',
    manufacturer: 'Kirloskar / India',
    uom: 'Nos',
    qty: '4',
  },
  {
    itemCode: 'VLV-050',
    itemName: 'Gate valve DN50',
    partNo: 'GV-50-PN16',
    manufacturer: 'L&T / India',
    uom: 'Nos',
    qty: '12.5',
  },
  {
    itemCode: 'PIP-150',
    itemName: 'HDPE pipe 150 mm PN10',
    partNo: 'HD-150-10',
    manufacturer: 'Jain Irrigation',
    uom: 'm',
    qty: '1250',
  },
  {
    itemCode: 'PNL-010',
    itemName: 'Motor control panel',
    partNo: 'MCP-10',
    manufacturer: 'Siemens / India',
    uom: 'Set',
    qty: '2',
  },
];

/** A tender item priced: unit price and GST rate by item code. */
const priced = (prices: Record<string, [unitPrice: string, gstRate: number]>): QuotationLineSeed[] =>
  ITEMS.filter((item) => prices[item.itemCode]).map((item) => {
    const [unitPrice, gstRate] = prices[item.itemCode] ?? ['0', 0];
    return { ...item, unitPrice, gstRate };
  });

const OFFERS = [
  {
    name: 'Shakti Pumps & Valves',
    items: priced({
      'PMP-100': ['48500', 18],
      'VLV-050': ['3150.5', 18],
      'PIP-150': ['742.25', 12],
      'PNL-010': ['128000', 18],
    }),
    terms: { notes: 'Prices ex-works Pune. Installation supervision included.', reference: 'SPV/Q/2026/118' },
    deliveryDays: 45,
    validDays: 60,
  },
  {
    name: 'Deccan Fluid Systems',
    items: [
      ...priced({ 'PMP-100': ['46900', 18], 'VLV-050': ['3325', 18], 'PIP-150': ['719.9', 12] }),
      {
        itemCode: 'SPR-KIT',
        itemName: 'Two-year spares kit',
        partNo: 'SK-2Y',
        manufacturer: 'Own',
        uom: 'Set',
        qty: '1',
        unitPrice: '8500',
        gstRate: 18,
      },
    ],
    terms: { notes: 'The control panel is not in our range.', reference: 'DFS-2291' },
    deliveryDays: 30,
    validDays: 45,
  },
  {
    name: 'Hindustan Flow Controls',
    items: priced({
      'PMP-100': ['51200', 18],
      'VLV-050': ['2980', 18],
      'PIP-150': ['735', 12],
      'PNL-010': ['121500', 18],
    }),
    terms: { notes: '', reference: 'HFC/BWSSB/07' },
    deliveryDays: 60,
    validDays: 90,
  },
];
type Offer = (typeof OFFERS)[number];

const stamp = Date.now().toString(36).slice(-5);
const PROJECTS = { desktop: 'Hebbal Pumping Station', phone: 'Yelahanka Pumping Station' } as const;

type Seller = { supplier: RegisteredSupplier; offer: Offer };

/** A published tender, every seller approved and quoting (the first then revises its notes). */
async function quotedTender(
  request: APIRequestContext,
  headers: Headers,
  category: TenderCategory,
  sellers: Seller[],
  seed: { projectName: string; sealed?: boolean; closingDate?: string },
) {
  const tender = await whenUploadsFree(() =>
    createPublishedTender(request, headers, category, {
      organisation: 'Bengaluru Water Supply and Sewerage Board',
      items: ITEMS,
      ...seed,
    }),
  );
  const quotationIds: string[] = [];
  for (const { supplier, offer } of sellers) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
    const { deliveryDays, validDays, terms } = offer;
    quotationIds.push(
      await sendQuotation(request, supplier, tender._id, offer.items, {
        ...terms,
        deliveryDays,
        validUntil: isoDay(validDays),
      }),
    );
  }
  const first = sellers[0]?.supplier;
  if (first && !seed.sealed) {
    // Plain text replaces a quotation's notes (decision 025): the list shows Revised.
    const revised = await request.put(
      `/api/tenders/${tender._id}/supplier/${first.id}/quotation/${quotationIds[0]}`,
      {
        headers: await supplierHeaders(request, first),
        data: { quotation: 'Prices ex-works Pune. Installation supervision and freight to site included.' },
      },
    );
    expect(revised.status(), await revised.text()).toBe(200);
  }
  return tender;
}

/** A full-page shot taken from the top, so the fixed header is drawn where it belongs. */
async function shoot(page: Page, screen: string, viewport: string, options: { fullPage?: boolean } = {}) {
  if (options.fullPage !== false) await page.evaluate(() => window.scrollTo(0, 0));
  await shootScreen(page, screen, viewport, options);
}

async function serverData<T>(request: APIRequestContext, headers: Headers, path: string): Promise<T> {
  const response = await request.get(path, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('admin award screenshots at desktop and phone widths', async ({ page, request }) => {
  test.setTimeout(300_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  const sellers: Seller[] = [];
  for (const offer of OFFERS) {
    const supplier = await whenUploadsFree(() => createSupplier(request, headers, category, offer.name));
    sellers.push({ supplier, offer });
  }
  const [shakti, deccan, hindustan] = sellers.map((seller) => seller.supplier);
  if (!shakti || !deccan || !hindustan) throw new Error('suppliers not seeded');

  // A sealed tender, open for twelve more days, quoted by two suppliers.
  const sealed = await quotedTender(request, headers, category, sellers.slice(1), {
    projectName: `Chlorination Plant, T.K. Halli ${stamp}`,
    sealed: true,
    closingDate: isoDay(12),
  });
  const sealedView = await serverData<ComparisonView>(
    request,
    headers,
    `/api/tenders/${sealed._id}/comparison`,
  );
  expect(sealedView).toMatchObject({ sealed: true, suppliers: [] });
  const opensOn = formatPortalDay(sealedView.opensOn);

  for (const viewport of VIEWPORTS) {
    const v = viewport.name;
    await page.setViewportSize(viewport);
    const projectName = `${PROJECTS[v]} ${stamp}`;
    const tender = await quotedTender(request, headers, category, sellers, { projectName });
    // Awards wait for the close (decision 039).
    await closeTender(tender._id);

    // Received Quotations (the sealed tender's without prices), with the View dialog.
    await page.goto('/quotationReceived');
    const ours = page.getByTestId('quotation-row').filter({ hasText: projectName });
    await expect(ours).toHaveCount(3);
    await expect(page.getByText(awardMessages.sealedShort(opensOn)).first()).toBeVisible();
    await expect(ours.filter({ hasText: shakti.companyName }).getByText(/^Revised/)).toBeVisible();
    await shoot(page, 'award-received', v);
    await ours
      .filter({ hasText: deccan.companyName })
      .getByRole('button', { name: /^View quotation:/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('quotation-detail')).toBeVisible();
    await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('grand-total')).toContainText('₹');
    await shoot(page, 'award-received-view', v, { fullPage: false });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    // Compare: the tender picked from the dropdown lands in the address.
    await page.goto('/compareQuotation');
    await page.getByRole('combobox', { name: 'Tender' }).click();
    await page.getByRole('option', { name: new RegExp(tender.projectCode) }).click();
    await expect(page).toHaveURL(new RegExp(`tender=${tender._id}`));
    const unit =
      v === 'desktop' ? page.getByTestId('comparison-grid') : page.getByTestId('supplier-card').first();
    await expect(unit).toBeVisible();
    await expect(page.getByTestId('lowest-price').first()).toBeVisible();
    await expect(page.getByTestId('lowest-total')).toHaveCount(1);
    await expect(page.getByText('Not quoted').first()).toBeVisible();
    await shoot(page, 'award-compare', v);

    // The award, confirmed in a dialog.
    await page.getByRole('button', { name: `Select: ${hindustan.companyName}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`select ${hindustan.companyName}'s quotation`);
    await shoot(page, 'award-compare-confirm', v, { fullPage: false });
    await page.getByRole('dialog').getByRole('button', { name: 'Select' }).click();
    await expect(page.getByTestId('banner-success')).toHaveText(awardMessages.selected);
    await expect(page.getByRole('button', { name: `Selected: ${hindustan.companyName}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Change award: ${deccan.companyName}` })).toBeEnabled();
    await shoot(page, 'award-compare-selected', v);

    // Changing the award asks again (and would clear the margins).
    await page.getByRole('button', { name: `Change award: ${shakti.companyName}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Margins set on the current award will be cleared');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // The sealed tender, still open: when it opens and who quoted, no price.
    await page.goto(`/compareQuotation?tender=${sealed._id}`);
    const sealedPanel = page.getByTestId('comparison-sealed');
    await expect(sealedPanel).toContainText(awardMessages.sealed(opensOn));
    await expect(page.getByTestId('sealed-supplier')).toHaveText([
      new RegExp(deccan.companyName),
      new RegExp(hindustan.companyName),
    ]);
    await expect(sealedPanel).not.toContainText('₹');
    await shoot(page, 'award-compare-sealed', v);

    // Selected Quotation: 12.5 % on the pumps, ₹1,500 on the valves, both applied.
    await page.goto(`/selectedQuotationView?tender=${tender._id}`);
    await expect(page.getByTestId('award-card')).toContainText(hindustan.companyName);
    await shoot(page, 'award-selected', v);
    await page.getByRole('textbox', { name: 'Margin, line 1' }).fill('12.5');
    await page.getByRole('button', { name: 'Apply margin, line 1' }).click();
    await expect(page.getByTestId('banner-success')).toHaveText(awardMessages.marginSaved);
    await page.getByRole('combobox', { name: 'Margin type, line 2' }).click();
    await page.getByRole('option', { name: 'Fixed Amount' }).click();
    await page.getByRole('textbox', { name: 'Margin, line 2' }).fill('1500');
    await page.getByRole('button', { name: 'Apply margin, line 2' }).click();
    await page.getByRole('textbox', { name: 'Margin, line 3' }).fill('-2');
    await page.getByRole('button', { name: 'Apply margin, line 3' }).click();
    await expect(page.getByText(awardMessages.marginValueInvalid)).toBeVisible();

    // The totals on screen are the server's: 4 × ₹51,200 × 12.5 % + ₹1,500.
    const award = await serverData<SelectedQuotationView>(
      request,
      headers,
      `/api/tenders/${tender._id}/selected-quotation`,
    );
    expect(award.marginTotal).toBe(27_100);
    await expect(page.getByTestId('margin-total')).toHaveText(formatRupees(toPaise(award.marginTotal)));
    await expect(page.getByTestId('grand-total')).toHaveText(formatRupees(toPaise(award.grandTotal)));
    await shoot(page, 'award-selected-margins', v);
  }
});

test.describe('before an award', () => {
  // The selected-quotation call answers 404 until a quotation is selected: the page shows it.
  test.use({ allowConsoleErrors: /the server responded with a status of 404/ });

  test('the selected screen says no quotation is selected', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const category = await createCategory(request, headers);
    const tender = await whenUploadsFree(() => createPublishedTender(request, headers, category));
    await page.goto(`/selectedQuotationView?tender=${tender._id}`);
    await expect(page.getByText(awardMessages.noneSelected)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Compare quotations' })).toBeVisible();
  });
});

test('the tender form offers sealed bids, fixed once published', async ({ page, request }) => {
  await page.goto('/newtender');
  const sealed = page.getByRole('checkbox', { name: 'Sealed bids' });
  await expect(sealed).not.toBeChecked();
  await sealed.check();
  await expect(page.getByText(messages.tender.sealedHint)).toBeVisible();
  await shoot(page, 'tender-new-sealed', 'desktop');

  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  const published = await whenUploadsFree(() =>
    createPublishedTender(request, headers, category, { sealed: true }),
  );
  await page.goto(`/newtender?edit=${published._id}&draft=0`);
  await expect(page.getByRole('checkbox', { name: 'Sealed bids' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Sealed bids' })).toBeChecked();
  await expect(page.getByText(messages.tender.sealedFixed)).toBeVisible();
});
