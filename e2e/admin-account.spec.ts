import type { Page } from '@playwright/test';
import { messages } from '../packages/domain/src/messages';
import { ADMIN, SUPPLIER } from './support/accounts';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';
import { loginAs } from './support/helpers';

/**
 * Each test works on a sub-admin of its own (from the fixtures), so changing a name or a password
 * never breaks the seeded accounts other tests log in with.
 */

// Refusals (a taken email, a wrong old password, the old password after the change) are 4xx on purpose.
test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

async function loginAndWait(page: Page, account: { email: string; password: string }) {
  await loginAs(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a sub-admin edits their profile and the header shows the new name', async ({ page, testData }) => {
  const account = await testData.subAdmin();
  const renamed = `${account.username} Renamed`;
  await loginAndWait(page, account);
  await page.goto('/profile');

  const username = page.getByLabel('Username');
  await expect(username).toHaveValue(account.username);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByTestId('profile-role').first()).toHaveText('Sub-admin');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await username.fill('   ');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(messages.account.usernameRequired)).toBeVisible();

  // Another account's email is refused on the email field.
  await username.fill(account.username);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(messages.account.emailTaken)).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await username.fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText(messages.account.profileUpdated);
  await expect(page.getByTestId('profile-trigger')).toContainText(renamed);

  await page.reload();
  await expect(page.getByLabel('Username')).toHaveValue(renamed);
  await expect(page.getByTestId('profile-trigger')).toContainText(renamed);
});

test('a user changes their password, stays logged in, and only the new password works', async ({
  page,
  testData,
}) => {
  const account = await testData.subAdmin();
  const newPassword = `New#${Date.now()}`;
  await loginAndWait(page, account);
  await page.goto('/changePassword');

  const oldInput = page.getByLabel('Old password');
  const newInput = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmInput = page.getByLabel('Confirm new password');
  const submit = page.getByRole('button', { name: 'Change Password' });

  await submit.click();
  await expect(page.getByText(messages.password.oldRequired)).toBeVisible();
  await expect(page.getByText(messages.password.newRequired)).toBeVisible();

  // The mismatch is reported while typing.
  await newInput.fill(newPassword);
  await confirmInput.fill(`${newPassword}x`);
  await expect(page.getByText(messages.password.mismatch)).toBeVisible();
  await confirmInput.fill(newPassword);
  await expect(page.getByText(messages.password.mismatch)).toHaveCount(0);

  await oldInput.fill('not-the-password');
  await submit.click();
  await expect(page.getByText(messages.password.oldIncorrect)).toBeVisible();

  await oldInput.fill(account.password);
  await submit.click();
  await expect(page.getByTestId('banner-success')).toHaveText(messages.password.changed);
  await expect(oldInput).toHaveValue('');
  await expect(newInput).toHaveValue('');
  await expect(confirmInput).toHaveValue('');

  // The old token stopped working; the new one was stored, so the session carries on.
  await page.goto('/profile');
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await loginAs(page, account);
  await expect(page.getByTestId('login-error')).toHaveText(messages.login.invalidCredentials);
  await loginAndWait(page, { email: account.email, password: newPassword });
});

test('a supplier opens Change Password inside the supplier shell', async ({ page }) => {
  await loginAs(page, SUPPLIER);
  await expect(page).toHaveURL(/\/listalltenders$/);
  await page.goto('/ChangePassword');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Supplier navigation' })).toBeVisible();

  // The check runs on the server for suppliers too; nothing changes with a wrong old password.
  await page.getByLabel('Old password').fill('not-the-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another#Pass1');
  await page.getByLabel('Confirm new password').fill('Another#Pass1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(messages.password.oldIncorrect)).toBeVisible();
});
