import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, httpStatus, type TestData, test } from './support/fixtures';
import { expectNamedScreen, expectNoHorizontalScroll, openInApp, VIEWPORTS } from './support/screens';
import { createTender } from './support/tenders';

/**
 * axe on every screen, at desktop and phone width, with no critical or serious violation allowed.
 * The signed-in screens are found by walking the sidebar, so a screen added to the menu is checked
 * without touching this file; screens the menu does not link to are listed below.
 */

const PUBLIC_SCREENS = ['/', '/forgot-password', '/SupplierRegistration', '/no-such-page'];

/** Admin screens the sidebar does not link to: add forms, details pages, placeholders with an id. */
async function adminScreensOffTheMenu(testData: TestData, request: APIRequestContext) {
  const supplier = await testData.supplier({ status: 'Pending' });
  const category = await testData.category();
  const draft = await createTender(request, category);
  const published = await createTender(request, category, { publish: true });
  return [
    '/addCategory',
    '/addSubCategory',
    '/addSubadmin',
    `/suppliers/${supplier.id}`,
    `/tender-details/${published._id}`,
    `/draft-view/${draft._id}`,
    `/newtender?edit=${published._id}&draft=0`,
  ];
}

/** Checks each screen of `paths` in turn: the first loaded afresh, the others opened in the app. */
async function walk(page: Page, paths: string[], viewport: string) {
  for (const [index, path] of paths.entries()) await checkScreen(page, path, viewport, { inApp: index > 0 });
}

/** Every address the signed-in sidebar links to, closed groups included. */
async function menuScreens(page: Page, navigation: string) {
  await page.goto('/dashboard');
  // The groups appear once the caller's permissions have arrived.
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: navigation });
  await expect(nav.getByRole('link').first()).toBeAttached();
  // Open every closed group (a DOM click: on a phone the sidebar itself is hidden), so that each
  // group's links are in the page however the menu keeps a closed group's children.
  await nav.locator('button[aria-expanded="false"]').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(nav.locator('button[aria-expanded="false"]')).toHaveCount(0);
  const hrefs = await nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

/**
 * Opens `path` and checks it. The first screen of a walk loads the app (`page.goto`); the next ones
 * are opened by the app's router in the page already loaded (`openInApp`), as a click on the menu
 * would, which costs a fraction of booting the whole bundle again.
 */
async function checkScreen(page: Page, path: string, viewport: string, { inApp = false } = {}) {
  await test.step(`${path} at ${viewport}`, async () => {
    if (inApp) await openInApp(page, path);
    else {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await expectNamedScreen(page);
    await expectNoHorizontalScroll(page, path);
    await expectAccessible(page, `${path} at ${viewport}`);
  });
}

// The walks share nothing: both workers may take them, so this longest file does not run alone at the end.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public screens', async ({ page }) => {
      await walk(page, PUBLIC_SCREENS, viewport.name);
    });

    test.describe('admin', () => {
      test.use({ signedInAs: 'admin' });
      // Two walks, each with its own time: the menu's 26 screens, then the screens reached from
      // another one (details, edit forms). One walk of all of them outgrew five minutes in CI (about 10 s a screen with axe).
      test('every admin screen of the menu', async ({ page }) => {
        test.setTimeout(480_000);
        const screens = await menuScreens(page, 'Admin navigation');
        expect(screens.length).toBeGreaterThan(20);
        await walk(page, screens, viewport.name);
      });
      test('every admin screen off the menu', async ({ page, request, testData }) => {
        test.setTimeout(300_000);
        const screens = await adminScreensOffTheMenu(testData, request);
        expect(screens.length).toBeGreaterThan(3);
        await walk(page, screens, viewport.name);
      });
    });

    test.describe('sub-admin without a permission', () => {
      // While its permissions load, the screen's own call starts too and is refused: expected.
      test.use({
        signedInAs: 'subadmin',
        subAdminPermissions: ['reports'],
        allowConsoleErrors: httpStatus(403),
      });
      test('the no-access screen', async ({ page }) => {
        await checkScreen(page, '/newSupplierRequest', viewport.name);
        await expect(
          page.getByRole('heading', { name: 'You do not have access to this page' }),
        ).toBeVisible();
      });
    });

    test.describe('supplier', () => {
      test.use({ signedInAs: 'supplier' });
      test('every supplier screen', async ({ page }) => {
        test.setTimeout(120_000);
        const screens = await menuScreens(page, 'Supplier navigation');
        expect(screens).toEqual(
          expect.arrayContaining([
            '/listalltenders',
            '/companyProfile',
            '/changePassword',
            '/notificationSettings',
          ]),
        );
        // The bell's "See all" list is reached from the header, not the menu.
        await walk(page, [...screens, '/notifications'], viewport.name);
      });
      // The read-only tender page, which the list links to rather than the menu.
      test('the supplier tender page', async ({ page, request, account }) => {
        const { category } = account as unknown as { category: Parameters<typeof createTender>[1] };
        const tender = await createTender(request, category, { publish: true });
        await checkScreen(page, `/rfq/${tender._id}`, viewport.name);
      });
    });
  });
}
