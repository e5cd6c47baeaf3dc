import { ADMIN, SUPPLIER } from './support/accounts';
import { test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { shootAtEachWidth, VIEWPORTS } from './support/screens';

/**
 * Screenshots of the login page and both home screens at desktop and phone widths, saved in
 * screenshots/. Each one is also checked: no page or console error, no sideways scrolling, axe clean.
 * One walk: each state is checked and photographed at desktop width, then at phone width (the page
 * resized, not reloaded), so each account signs in once, not once per width.
 */
test('screenshots at desktop and phone widths', async ({ page }) => {
  // Every state is checked with axe as well as photographed.
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto('/');
  await shootAtEachWidth(page, 'login', {}, () => page.getByRole('heading', { name: 'Sign in' }).waitFor());
  await loginAs(page, ADMIN);
  await shootAtEachWidth(page, 'admin-dashboard', {}, () =>
    page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor(),
  );
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, SUPPLIER);
  await page.waitForURL(/listalltenders/);
  await shootAtEachWidth(page, 'supplier-home', {}, () => page.getByRole('heading', { level: 1 }).waitFor());
});
