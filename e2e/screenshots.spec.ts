import { test } from '@playwright/test';
import { ADMIN, SUPPLIER } from './support/accounts';
import { loginAs } from './support/helpers';

/** Screenshots of the skeleton's screens at desktop and phone widths, saved in screenshots/. */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`screenshots at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: `screenshots/login-${viewport.name}.png`, fullPage: true });
    await loginAs(page, ADMIN);
    await page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor();
    await page.screenshot({ path: `screenshots/admin-dashboard-${viewport.name}.png`, fullPage: true });
    await page
      .getByRole('button', { name: 'Logout' })
      .click({ force: true })
      .catch(() => {});
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, SUPPLIER);
    await page.waitForURL(/listalltenders/);
    await page.screenshot({ path: `screenshots/supplier-home-${viewport.name}.png`, fullPage: true });
  });
}
