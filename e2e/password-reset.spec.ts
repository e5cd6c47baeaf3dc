import type { Page } from '@playwright/test';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { messages } from '@tenderdesk/domain/messages';
import { expect, failedEmail, HTTP_CLIENT_ERROR, mailTo, test, uniqueStamp } from './support/fixtures';
import { submitLogin } from './support/helpers';
import { expectNamedScreen, shoot, VIEWPORTS } from './support/screens';

/*
 * Issue 13: a person who forgot their password asks for a link, reads it in the email the portal
 * really sent (the e2e server's SMTP server), chooses a new password, and signs in with it; the
 * old password and the used link no longer work.
 */

/** Waits for the portal's reset email to `to` and returns the link in it. */
async function resetLinkFor(to: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailTo(to)).length, { timeout: 15_000 }).toBe(count);
  const mail = (await mailTo(to)).at(-1);
  expect(mail?.subject).toBe('Reset your TenderDesk password');
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in: ${mail?.text}`);
  expect(mail?.html).toContain(link);
  return link;
}

async function requestLink(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-requested')).toHaveText(mailMessages.passwordReset.requested);
}

async function chooseNewPassword(page: Page, password: string, confirm = password) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(confirm);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test.describe('a forgotten password', () => {
  // The old password's refusal and the used link's check answer 4xx on purpose.
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  test('is reset from the emailed link; the old password and the link then fail', async ({
    page,
    testData,
  }) => {
    const supplier = await testData.supplier();
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot password · TenderDesk');
    await expectNamedScreen(page);
    await requestLink(page, supplier.email);

    const link = await resetLinkFor(supplier.email);
    await page.goto(link);
    await expect(page).toHaveTitle('Reset password · TenderDesk');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

    // The form checks the two entries before sending.
    await chooseNewPassword(page, 'short');
    await expect(page.getByText(messages.password.newTooShort(8))).toBeVisible();
    await chooseNewPassword(page, 'Fresh#Password1', 'Fresh#Password2');
    await expect(page.getByText(messages.password.mismatch)).toBeVisible();
    // Show and hide.
    const field = page.getByRole('textbox', { name: 'New password', exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide the password' }).first().click();
    await expect(field).toHaveAttribute('type', 'text');

    await chooseNewPassword(page, 'Fresh#Password1');
    await expect(page.getByTestId('reset-done')).toHaveText(mailMessages.passwordReset.done);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // The old password fails, the new one signs in.
    await submitLogin(page, { email: supplier.email, password: supplier.password });
    await expect(page.getByTestId('login-error')).toHaveText(messages.login.invalidCredentials);
    await submitLogin(page, { email: supplier.email, password: 'Fresh#Password1' });
    await expect(page).not.toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // The link worked once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByTestId('reset-link-problem')).toHaveText(mailMessages.passwordReset.invalidLink);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an unknown email hears the same answer and gets no email', async ({ page }) => {
    await page.goto('/forgot-password');
    await requestLink(page, 'nobody-here@e2e.test');
    await page.waitForTimeout(500);
    expect(await mailTo('nobody-here@e2e.test')).toEqual([]);
  });
});

test.describe('screenshots of the reset pages', () => {
  test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px`, async ({ page, testData }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const supplier = await testData.supplier();

      await page.goto('/forgot-password');
      await expectNamedScreen(page);
      await shoot(page, 'forgot-password', viewport.name);
      await requestLink(page, supplier.email);
      await shoot(page, 'forgot-password-sent', viewport.name);

      await page.goto(await resetLinkFor(supplier.email));
      await expect(page.getByRole('button', { name: 'Set new password' })).toBeVisible();
      await expectNamedScreen(page);
      await chooseNewPassword(page, 'short', 'other');
      await expect(page.getByText(messages.password.newTooShort(8))).toBeVisible();
      await shoot(page, 'reset-password', viewport.name);
      await chooseNewPassword(page, 'Fresh#Password1');
      await expect(page.getByTestId('reset-done')).toBeVisible();
      await shoot(page, 'reset-password-done', viewport.name);

      await page.goto('/reset-password?token=not-a-real-link');
      await expect(page.getByTestId('reset-link-problem')).toBeVisible();
      await shoot(page, 'reset-password-invalid', viewport.name);
    });
  }
});

test.describe('the admin’s Emails screen', () => {
  test.use({ signedInAs: 'admin' });

  for (const viewport of VIEWPORTS) {
    test(`shows a failed email and sends it again on Retry, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const to = `outage-${uniqueStamp()}@e2e.test`;
      await failedEmail(to, 'Your quotation was received');
      await page.goto('/emails');
      await expectNamedScreen(page);
      await expect(page).toHaveTitle('Emails · TenderDesk');
      // A table row on a laptop, a card on a phone: whichever is shown.
      const main = page.getByRole('main');
      const shown = (text: string) => main.getByText(text, { exact: true }).filter({ visible: true });
      await expect(shown(to)).toBeVisible();
      // Other tests' failed emails may be listed too (the Hindi admin spec leaves one).
      await expect(shown('Failed').first()).toBeVisible();
      await expect(shown('EENVELOPE 550 Mailbox unavailable').first()).toBeVisible();
      await shoot(page, 'emails', viewport.name);
      await page.getByRole('button', { name: `Retry the email to ${to}` }).click();
      await expect(page.getByTestId('banner-success')).toHaveText(mailMessages.emails.retried);
      await expect.poll(async () => (await mailTo(to)).length, { timeout: 15_000 }).toBe(1);
      await page.getByRole('combobox', { name: 'Show', exact: true }).click();
      await page.getByRole('option', { name: 'Sent emails' }).click();
      await expect(shown(to)).toBeVisible();
      await expect(shown('Sent').first()).toBeVisible();
    });
  }
});
