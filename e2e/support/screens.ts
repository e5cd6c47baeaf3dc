import { expect, type Page, type Request, test } from '@playwright/test';
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

/** The requests a page has in flight and when the last one started or ended (see `openInApp`). */
type Traffic = { inFlight: Set<Request>; lastChange: number };
const trafficOf = new WeakMap<Page, Traffic>();

function watchTraffic(page: Page): Traffic {
  const known = trafficOf.get(page);
  if (known) return known;
  const watched: Traffic = { inFlight: new Set(), lastChange: Date.now() };
  const started = (request: Request) => {
    watched.inFlight.add(request);
    watched.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    watched.inFlight.delete(request);
    watched.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  trafficOf.set(page, watched);
  return watched;
}

/** How long no request may start or end before a screen's data counts as arrived. */
const QUIET_MS = 250;

/**
 * Opens `path` in the app already loaded in `page` by its own router, without reloading the page:
 * react-router's browser history follows `popstate`, as on the browser's Back button. Far cheaper
 * than `page.goto`, which fetches and boots the whole bundle again.
 *
 * Resolves once the new screen is the one on show and its data has arrived: the router renders a
 * navigation in a transition, so the old screen stays until the new one's chunk has loaded; the old
 * screen counts as gone once the tab's title has changed or its level-one heading has left the page.
 * Then no request may be in flight for a while (as `networkidle`), no placeholder busy, and a
 * level-one heading must show.
 */
export async function openInApp(page: Page, path: string) {
  const traffic = watchTraffic(page);
  const before = await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((heading) => {
      heading.setAttribute('data-e2e-left', '');
    });
    const title = document.title;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return title;
  }, path);
  await page.waitForFunction(
    (title) => document.title !== title || document.querySelector('h1[data-e2e-left]') === null,
    before,
  );
  // From the new screen's first render on: its own requests start after it.
  traffic.lastChange = Math.max(traffic.lastChange, Date.now());
  await expect
    .poll(() => traffic.inFlight.size === 0 && Date.now() - traffic.lastChange >= QUIET_MS, {
      message: `${path}: requests still in flight`,
      intervals: [50],
      timeout: 30_000,
    })
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/**
 * `shoot` at every width of VIEWPORTS in turn on the state on show (the page resized, not reloaded),
 * then back at the first width, where the walk goes on. `check` makes a width's own assertions
 * (a grid on a desktop, cards on a phone) before its shot. One walk then photographs both widths:
 * the data is built, the screens opened and the forms filled once instead of once per width.
 */
export async function shootAtEachWidth(
  page: Page,
  screen: string,
  options: { fullPage?: boolean; dir?: string } = {},
  check?: (viewport: Viewport) => Promise<void>,
) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await check?.(viewport);
    await shoot(page, screen, viewport.name, options);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}
