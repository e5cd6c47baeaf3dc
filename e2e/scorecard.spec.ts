import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, postTestData, test, uniqueStamp } from './support/fixtures';
import type { ScorecardSeed } from './support/scorecard-seed';

/*
 * Issue 24 item 3: with receipts and an award seeded (e2e/support/scorecard-seed.ts), the supplier's
 * details page shows its Scorecard card and the comparison grid shows each supplier's headline
 * measures beside its price: the percentages computed by hand in the seed.
 */

const SHOTS = '/tmp/shots-scorecard';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.use({ signedInAs: 'admin' });

test('the scorecard card and the comparison column show the seeded percentages', async ({ page }) => {
  test.setTimeout(90_000);
  const seed = await postTestData<ScorecardSeed>('/scorecard', { stamp: uniqueStamp() });

  await page.goto(`/suppliers/${seed.alphaId}`);
  const card = page.getByTestId('supplier-scorecard');
  await expect(card.getByTestId('scorecard-period')).toContainText('last 12 months');
  const value = (key: string) => card.getByTestId(`scorecard-${key}`).getByTestId('scorecard-value');
  await expect(value('response')).toHaveText('100.0 %');
  await expect(value('quotation')).toHaveText('100.0 %');
  await expect(value('win')).toHaveText('100.0 %');
  await expect(value('price')).toHaveText('Lowest');
  await expect(value('onTime')).toHaveText('66.7 %');
  await expect(value('acceptance')).toHaveText('95.6 %');
  await expect(value('documents')).toHaveText('No data');
  await expect(card.getByTestId('scorecard-awarded')).toContainText('₹1,180.00');
  await expectAccessible(page, 'supplier details with its scorecard');
  await shoot(page, 'details');

  // A period before the tender: nothing to measure, said as "No data", never 0 %.
  await card.getByLabel('From').fill('2020-01-01');
  await card.getByLabel('To').fill('2020-12-31');
  await card.getByRole('button', { name: 'Show' }).click();
  await expect(value('win')).toHaveText('No data');
  await expect(value('onTime')).toHaveText('No data');
  await card.getByRole('button', { name: 'Last 12 months' }).click();
  await expect(value('onTime')).toHaveText('66.7 %');

  await page.goto(`/compareQuotation?tender=${seed.tenderId}`);
  const measures = page.getByTestId('supplier-measures');
  await expect(measures).toHaveCount(2);
  await expect(measures.first()).toContainText('Win rate 100.0 %');
  await expect(measures.first()).toContainText('On-time 66.7 %');
  await expect(measures.first()).toContainText('Accepted 95.6 %');
  await expect(measures.nth(1)).toContainText('Win rate 0.0 %');
  await expect(measures.nth(1)).toContainText('On-time No data');
  await expectAccessible(page, 'comparison with the scorecard row');
  await shoot(page, 'comparison');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('supplier-measures').first()).toContainText('Win rate 100.0 %');
  await expectAccessible(page, 'comparison cards at 390 px');
});
