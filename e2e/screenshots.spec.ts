import { ADMIN, SUPPLIER } from './support/accounts';
import { test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { shoot, VIEWPORTS } from './support/screens';

/**
 * Screenshots of the login page and both home screens at desktop and phone widths, saved in
 * screenshots/. Each one is also checked: no page or console error, no sideways scrolling, axe clean.
 */
for (const viewport of VIEWPORTS) {
  test(`screenshots at ${viewport.name} width`, async ({ page }) => {
    // Every state is checked with axe as well as photographed.
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shoot(page, 'login', viewport.name);
    await loginAs(page, ADMIN);
    await page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor();
    await shoot(page, 'admin-dashboard', viewport.name);
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, SUPPLIER);
    await page.waitForURL(/listalltenders/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(page, 'supplier-home', viewport.name);
  });
}
