import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, settled } from './accessibility';

/** The two widths every screen is checked at: a laptop and a phone (390 px, an iPhone 12-15). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** Nothing sticks out sideways: the page never scrolls horizontally (a table may scroll inside itself). */
export async function expectNoHorizontalScroll(page: Page, screen: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth, `${screen} scrolls sideways (${page.url()})`).toBeLessThanOrEqual(
    sizes.innerWidth,
  );
}

/** The screen is named: a level-one heading, a `main` landmark and a tab title of its own. */
export async function expectNamedScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page).toHaveTitle(/^.+ · TenderDesk$/);
}

/**
 * Checks the screen as it is (no sideways scrolling, no critical or serious axe violation) and saves
 * a screenshot in <dir>/<screen>-<viewport>.png (dir: screenshots/ unless given). `fullPage: false`
 * for dialogs.
 */
export async function shoot(
  page: Page,
  screen: string,
  viewport: string,
  options: { fullPage?: boolean; dir?: string } = {},
) {
  await test.step(`screen ${screen} at ${viewport}`, async () => {
    // Let Mantine's transitions settle so a banner or dialog is not caught half-way.
    await settled(page);
    await expectNoHorizontalScroll(page, screen);
    await expectAccessible(page, `${screen} at ${viewport}`);
    await page.screenshot({
      path: `${options.dir ?? 'screenshots'}/${screen}-${viewport}.png`,
      fullPage: options.fullPage ?? true,
      animations: 'disabled',
    });
  });
}
