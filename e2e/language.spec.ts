import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { inLocale, installTranslations } from '../packages/domain/src/i18n/catalogue';
import { compileIcu, hindi } from '../packages/domain/src/i18n/hi/index';
import { messages } from '../packages/domain/src/messages';
import { commonText } from '../packages/domain/src/ui/common';
import { loginText } from '../packages/domain/src/ui/login';
import { profileText } from '../packages/domain/src/ui/profile';
import { expectAccessible } from './support/accessibility';
import { expect, HTTP_CLIENT_ERROR, test } from './support/fixtures';

/**
 * Issue 26: a person's language. Chosen on the login page before signing in (typed text kept),
 * stored on the account at sign-in, and shown again on another device (a new browser context: an
 * English browser with nothing stored) as soon as the person signs in there.
 */

installTranslations('hi', hindi, compileIcu);
const hiLogin = inLocale(loginText, 'hi');
const hiProfile = inLocale(profileText, 'hi');
const hiMessages = inLocale(messages, 'hi');
const DEVANAGARI = /[\u0900-\u097F]/;

/** Screenshots for the record (decision 061), at the two widths every screen is checked at. */
const SHOTS = process.env.LANGUAGE_SHOTS ?? '/work/briefs/shots-a';
const WIDTHS = [
  { width: 1366, height: 850 },
  { width: 390, height: 844 },
];

async function photograph(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const viewport = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // From the top, as a person arrives: fixed header and skip link where they belong.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `${SHOTS}/${name}-${size.width}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (viewport) await page.setViewportSize(viewport);
}

// The wrong password on purpose is a 401.
test.use({ allowConsoleErrors: HTTP_CLIENT_ERROR });

const languageSwitch = (page: Page) => page.getByRole('group', { name: /Language/ });

test('a person chooses Hindi before signing in, and it follows them to another device', async ({
  page,
  browser,
  testData,
  baseURL,
}) => {
  const account = await testData.subAdmin({ permissions: ['masterTables'] });

  // An English browser: the login page starts in English.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByLabel('Email').fill(account.email);

  // Switched to Hindi: the texts change at once, what was typed stays.
  await languageSwitch(page).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: hiLogin.title })).toBeVisible();
  expect(hiLogin.title).toMatch(DEVANAGARI);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByLabel(hiLogin.email)).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: hiLogin.password })).toBeVisible();
  await expect(page.getByRole('button', { name: hiLogin.submit })).toBeVisible();
  await expect(page.getByRole('link', { name: hiLogin.forgotPassword })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(languageSwitch(page).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, 'login in Hindi');
  await photograph(page, 'login-hi');

  // The server answers in the language on screen (Accept-Language): a wrong password, in Hindi.
  await page.getByRole('textbox', { name: hiLogin.password }).fill('not-the-password');
  await page.getByRole('button', { name: hiLogin.submit }).click();
  await expect(page.getByTestId('login-error')).toHaveText(hiMessages.login.invalidCredentials);
  expect(hiMessages.login.invalidCredentials).toMatch(DEVANAGARI);

  // Signed in: the account had no language, so the one on screen is stored on it.
  await page.getByRole('textbox', { name: hiLogin.password }).fill(account.password);
  await page.getByRole('button', { name: hiLogin.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => {
      const answer = await page.request.post('/api/admin/login', {
        data: { email: account.email, password: account.password },
      });
      return (await answer.json()).language;
    })
    .toBe('hi');

  // The profile in Hindi, and a field's error from the form's own check in Hindi too.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: hiProfile.title, level: 1 })).toBeVisible();
  await expect(page.getByLabel(hiProfile.username)).toHaveValue(account.username);
  await expect(page.getByTestId('profile-role').first()).toHaveText(inLocale(commonText, 'hi').role.subadmin);
  await expect(page.getByRole('button', { name: hiProfile.save })).toBeDisabled();
  await expectAccessible(page, 'profile in Hindi');
  await photograph(page, 'profile-hi');
  await page.getByLabel(hiProfile.username).fill(' ');
  await page.getByRole('button', { name: hiProfile.save }).click();
  await expect(page.getByText(hiMessages.account.usernameRequired)).toBeVisible();
  expect(hiMessages.account.usernameRequired).toMatch(DEVANAGARI);

  // Another device: a new browser context, English, nothing stored. Signing in brings Hindi back.
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-US', viewport: WIDTHS[0] });
  const other = await elsewhere.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await other.getByLabel('Email').fill(account.email);
  await other.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: hiProfile.title, level: 1 })).toBeVisible();
  await expect(other.getByLabel(hiProfile.email)).toHaveValue(account.email);
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectAccessible(other, 'profile in Hindi on another device');

  // Back to English there: stored again, and the first device's next sign-in would show English.
  await languageSwitch(other).getByRole('button', { name: 'English' }).click();
  await expect(other.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await other.request.post('/api/admin/login', {
        data: { email: account.email, password: account.password },
      });
      return (await answer.json()).language;
    })
    .toBe('en');
  await elsewhere.close();
});

test.describe('a supplier', () => {
  test.use({ signedInAs: 'supplier' });

  test('switches to Hindi on the company profile, and it is stored on the account', async ({
    page,
    account,
  }) => {
    if (!account) throw new Error('no supplier');
    await page.goto('/companyProfile');
    const card = page.getByRole('region', { name: 'Language' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('region', { name: 'भाषा' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect
      .poll(async () => {
        const answer = await page.request.post('/api/admin/login', {
          data: { email: account.email, password: account.password },
        });
        return (await answer.json()).language;
      })
      .toBe('hi');
    await expectAccessible(page, 'company profile with Hindi chosen');
    await photograph(page, 'company-profile-hi');
  });
});
