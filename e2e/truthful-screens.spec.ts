import type { Browser, Page } from '@playwright/test';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import type { Tender } from '@tenderdesk/domain/tenders';
import { expectAccessible } from './support/accessibility';
import { ADMIN } from './support/accounts';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { whenUploadsFree } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type RegisteredSupplier,
} from './support/supplier-tenders';

/**
 * Issue 18, item 5, "tell the truth on screen": email not configured is said (the e2e server has
 * SMTP, so the status answers are replaced at the route, the screens being what is tested), the
 * reason of a rejected interest reaches the supplier, Back closes a modal and keeps typed prices, the
 * skip link works from the keyboard, titles name their screens, and a sub-admin without Settings
 * reaches Profile and Change Password.
 */

// Several screens at two widths, each checked with axe and photographed: more than a minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

const REASON = 'Your GST certificate has expired; send the renewed one and we will look again.';

async function signedIn(browser: Browser, account: { email: string; password: string }, width = 1366) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width, height: width > 400 ? 850 : 844 },
  });
  const page = await context.newPage();
  await loginAs(page, account);
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

/** The e2e server sends mail: these answers say it does not, as a portal without SMTP_URL does. */
async function withoutMail(page: Page) {
  await page.route('**/api/admin/emails/status', (route) => route.fulfill({ json: { configured: false } }));
  await page.route('**/api/notifications/preferences', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), emailEnabled: false } });
  });
  await page.route('**/api/auth/forgot-password', (route) =>
    route.fulfill({ json: { message: mailMessages.passwordReset.requestedNoMail } }),
  );
}

test.describe('without email', () => {
  test('the Emails and email-choices screens say email is not configured; forgot-password says to ask the administrator', async ({
    browser,
  }) => {
    for (const viewport of VIEWPORTS) {
      const page = await signedIn(browser, ADMIN, viewport.width);
      await withoutMail(page);
      await page.goto('/emails');
      await expect(page.getByTestId('email-not-configured')).toContainText('Email is not configured');
      await expect(page.getByText('Every email went out')).toHaveCount(0);
      await shoot(page, 'truth-emails-not-configured', viewport.name);
      await page.goto('/notificationSettings');
      await expect(page.getByTestId('email-not-configured')).toContainText(
        mailMessages.emails.notConfiguredChoices,
      );
      await shoot(page, 'truth-email-choices-not-configured', viewport.name);
      await page.context().close();

      // axe needs a page of a context of its own.
      const anonymousContext = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport,
      });
      const anonymous = await anonymousContext.newPage();
      await withoutMail(anonymous);
      await anonymous.goto('/forgot-password');
      await anonymous.getByRole('textbox', { name: 'Email' }).fill('someone@example.test');
      await anonymous.getByRole('button', { name: 'Send reset link' }).click();
      await expect(anonymous.getByRole('heading', { name: 'Contact your administrator' })).toBeVisible();
      await expect(anonymous.getByTestId('reset-requested')).toHaveText(
        mailMessages.passwordReset.requestedNoMail,
      );
      await shoot(anonymous, 'truth-forgot-password-no-mail', viewport.name);
      await anonymousContext.close();
    }
  });
});

test.describe('a rejected interest with a reason', () => {
  test.describe.configure({ mode: 'serial' });
  let supplier: RegisteredSupplier;
  let tender: Tender;
  let quoting: Tender;

  test.beforeAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    const category = await createCategory(request, headers);
    supplier = await createSupplier(request, headers, category);
    tender = await whenUploadsFree(() => createPublishedTender(request, headers, category));
    quoting = await whenUploadsFree(() => createPublishedTender(request, headers, category));
    await expressInterest(request, supplier, tender._id);
    await expressInterest(request, supplier, quoting._id);
    await decideInterest(request, headers, quoting._id, supplier.id, 'Approved');
  });

  test('the admin gives a reason; Back closes the dialog first; the supplier reads the reason', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, ADMIN);
    await admin.goto('/interestReceived');
    const reject = admin.getByRole('button', {
      name: `Reject: ${supplier.companyName}, ${tender.projectName}`,
    });
    await reject.click();
    const dialog = admin.getByRole('dialog', { name: 'Reject interest' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('draft');
    // Back closes the dialog, and the page stays.
    await admin.goBack();
    await expect(dialog).toBeHidden();
    await expect(admin).toHaveURL(/\/interestReceived$/);
    await reject.click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await shoot(admin, 'truth-reject-reason-dialog', 'desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByTestId('banner-success')).toHaveText('Interest rejected successfully!');
    await admin.context().close();

    for (const viewport of VIEWPORTS) {
      const page = await signedIn(browser, supplier, viewport.width);
      await page.goto('/rejectTender');
      const row = page.getByTestId('tender-row').filter({ hasText: tender.projectName });
      await expect(row.getByTestId('reject-reason')).toHaveText(`Reason: ${REASON}`);
      await shoot(page, 'truth-rejected-list-reason', viewport.name);
      await page.goto(`/rfq/${tender._id}`);
      await expect(page.getByTestId('reject-reason')).toContainText(REASON);
      await shoot(page, 'truth-rfq-reject-reason', viewport.name);
      await page.context().close();
    }
  });

  test('Back with typed prices in the quotation editor keeps the page and the prices', async ({
    browser,
  }) => {
    const page = await signedIn(browser, supplier, 390);
    await page.goto('/approvedTender');
    const row = page.getByTestId('tender-row').filter({ hasText: quoting.projectName });
    await row.getByRole('button', { name: `Send Quotation for ${quoting.projectName}` }).click();
    const modal = page.getByRole('dialog', { name: /Send Quotation/ });
    const price = modal.getByRole('textbox', { name: 'Unit Price, line 1' });
    await price.fill('321.50');
    await page.goBack();
    // The editor asks before discarding typed prices; keeping on editing loses nothing.
    const discard = page.getByRole('dialog', { name: 'Discard this quotation?' });
    await expect(discard).toBeVisible();
    await expect(page).toHaveURL(/\/approvedTender$/);
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(price).toHaveValue('321.50');
    await expectAccessible(page, 'quotation editor after Back');
    // A second Back asks again, the page still stays.
    await page.goBack();
    await expect(discard).toBeVisible();
    await expect(page).toHaveURL(/\/approvedTender$/);
    await page.context().close();
  });
});

test.describe('signed in as the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the skip link is the first stop of the keyboard and moves the focus to the main content', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectAccessible(page, 'skip link focused');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the tender edit page is titled Edit Tender', async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const category = await createCategory(request, headers);
    const tender = await whenUploadsFree(() => createPublishedTender(request, headers, category));
    await page.goto(`/newtender?edit=${tender._id}&draft=0`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Tender' })).toBeVisible();
    await expect(page).toHaveTitle('Edit Tender · TenderDesk');
    await expectAccessible(page, 'edit tender');
    await page.goto('/newtender');
    await expect(page.getByRole('heading', { level: 1, name: 'New Tender' })).toBeVisible();
    await expect(page).toHaveTitle('New Tender · TenderDesk');
  });
});

test.describe('a sub-admin without Settings', () => {
  test.use({
    signedInAs: 'subadmin',
    subAdminPermissions: ['reports'],
    allowConsoleErrors: HTTP_CLIENT_ERROR,
  });

  test('reaches Profile and Change Password from the account menu; the no-access page has its own title', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('nav-group-settings')).toHaveCount(0);
    const trigger = page.getByTestId('profile-trigger');
    await trigger.click();
    await expect(page.getByTestId('profile-card')).toBeVisible();
    await shoot(page, 'truth-account-menu', 'desktop', { fullPage: false });
    await page.getByTestId('profile-card').getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle('Profile · TenderDesk');
    await expectAccessible(page, 'profile for a sub-admin without Settings');

    // From the keyboard too.
    await trigger.focus();
    await page.keyboard.press('Enter');
    const changePassword = page.getByTestId('profile-card').getByRole('link', { name: 'Change Password' });
    await expect(changePassword).toBeVisible();
    await changePassword.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/changePassword$/);
    await expect(page).toHaveTitle('Change Password · TenderDesk');
    await expectAccessible(page, 'change password for a sub-admin without Settings');

    await page.goto('/role');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page).toHaveTitle('No access · TenderDesk');
    await expectAccessible(page, 'no access');
  });
});
