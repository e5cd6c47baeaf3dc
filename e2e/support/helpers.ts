import { expect, type Page } from '@playwright/test';

export async function loginAs(page: Page, account: { email: string; password: string }) {
  await page.goto('/');
  await submitLogin(page, account);
}

/** Fills and sends the login form already on screen (keeping whatever brought the visitor there). */
export async function submitLogin(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectLoggedOutAtLogin(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}
