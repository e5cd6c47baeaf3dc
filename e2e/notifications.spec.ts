import type { Browser, Page } from '@playwright/test';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { ADMIN } from './support/accounts';
import { expect, test } from './support/fixtures';
import { loginAs } from './support/helpers';
import { sendQuotation, whenUploadsFree } from './support/quotations';
import { shoot, VIEWPORTS } from './support/screens';
import {
  adminHeaders,
  createCategory,
  createPublishedTender,
  createSupplier,
  decideInterest,
  expressInterest,
  type RegisteredSupplier,
  type TenderCategory,
} from './support/supplier-tenders';

/**
 * Issue 13, in the app (decision 031): a supplier is told by the bell that a tender of its category
 * opened, opens it from the list, asks a question and reads the answer; the buyer issues an addendum,
 * the bell says so, and the supplier confirms its quotation. The email choices are saved and kept.
 * Screenshots of the bell (open), the list and the email choices at 1366 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport });
  const page = await context.newPage();
  await loginAs(page, account);
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tenderTitle = (tender: Tender) => `${tender.projectCode} – ${tender.projectTitle}`;

let category: TenderCategory;
let supplier: RegisteredSupplier;
let tender: Tender;
const QUESTION = 'Is a 3-phase motor acceptable for the 5 HP pumps?';
const ANSWER = 'Yes: the station has a 415 V 3-phase supply.';

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  const headers = await adminHeaders(request);
  category = await createCategory(request, headers);
  supplier = await whenUploadsFree(() => createSupplier(request, headers, category));
  // The admin publishes a tender of the supplier's category (the publish call the tender screens make).
  tender = await whenUploadsFree(() => createPublishedTender(request, headers, category));
});

test('the bell tells a supplier of a new tender; it asks a question and reads the answer', async ({
  browser,
  request,
}) => {
  // Three people sign in and a question goes back and forth: a long journey on a loaded machine.
  test.setTimeout(120_000);
  let page = await signedIn(browser, supplier);
  // Its activation and the new tender: both unread, counted in the bell's name.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(page).click();
  const panel = page.getByTestId('notification-panel');
  const published = panel.getByRole('button', {
    name: new RegExp(`^Unread: New tender: ${escapeRegExp(tenderTitle(tender))}`),
  });
  await expect(published).toBeVisible();
  await expect(panel).toContainText('Your account is active');
  await published.click();
  await expect(page).toHaveURL(new RegExp(`/rfq/${tender._id}$`));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  // Interest expressed and approved: the list says so, and everything can be marked read at once.
  await expressInterest(request, supplier, tender._id);
  await decideInterest(request, await adminHeaders(request), tender._id, supplier.id, 'Approved');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByTestId('notification-item').first()).toContainText(
    `Interest approved: ${tenderTitle(tender)}`,
  );
  await page.getByText(/^Unread \(\d+\)$/).click();
  await expect(page.getByRole('radio', { name: /^Unread/ })).toBeChecked();
  await expect(list.getByTestId('notification-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('2 notifications marked read.');
  await expect(page.getByText('Nothing unread')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');

  await page.goto(`/rfq/${tender._id}`);
  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await questions.getByLabel('Ask a question').fill(QUESTION);
  await questions.getByRole('button', { name: 'Send question' }).click();
  await expect(questions.getByRole('status')).toHaveText('Question sent. The buyer will answer it here.');

  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/tender-details/${tender._id}`);
  const item = admin
    .getByRole('region', { name: 'Questions and answers' })
    .getByRole('listitem')
    .filter({ hasText: QUESTION });
  await item.getByLabel('Answer').fill(ANSWER);
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Answered');

  page = await signedIn(browser, supplier);
  await page.goto(`/rfq/${tender._id}`);
  await expect(page.getByRole('region', { name: 'Questions and answers' })).toContainText(ANSWER);
});

test('the buyer issues an addendum; the bell leads the supplier to it and it confirms its quotation', async ({
  browser,
  request,
}) => {
  await sendQuotation(request, supplier, tender._id, [
    { itemCode: 'PMP-100', itemName: 'Centrifugal pump 5 HP', uom: 'Nos', qty: '4', unitPrice: '18500' },
  ]);
  const admin = await signedIn(browser, ADMIN);
  await admin.goto(`/tender-details/${tender._id}`);
  await admin.getByRole('link', { name: 'Edit Tender' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Edit Tender' })).toBeVisible();
  await admin.getByLabel('Project Name').fill(`${tender.projectName} (phase 2)`);
  await admin.getByLabel('Addendum note').fill('Phase 2 adds two more pumps.');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(new RegExp(`/tender-details/${tender._id}$`));
  await expect(admin.getByRole('region', { name: 'Addenda' })).toContainText('Addendum 1');

  const page = await signedIn(browser, supplier);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  await page
    .getByTestId('notification-panel')
    .getByRole('button', { name: new RegExp(`^Unread: Addendum 1: ${escapeRegExp(tenderTitle(tender))}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/rfq/${tender._id}$`));
  await expect(page.getByRole('region', { name: 'Addenda' })).toContainText('Phase 2 adds two more pumps.');
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');

  await page.goto('/myQuotations');
  await page
    .getByRole('button', { name: /^Confirm quotation for / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Quotation confirmed.');
});

test('a supplier chooses which notifications come by email, and the choice is kept', async ({ browser }) => {
  const page = await signedIn(browser, supplier);
  await page.goto('/notificationSettings');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Notifications' })).toBeVisible();
  await expect(page.getByText('Every notification is always kept in the app')).toBeVisible();
  const published = page.getByRole('switch', { name: 'New tender in your category' });
  await expect(published).toBeChecked();
  // Only the supplier's own events are offered.
  await expect(page.getByRole('switch', { name: 'Quotation received' })).toHaveCount(0);
  await published.click();
  await expect(published).not.toBeChecked();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Your email choices were saved.');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New tender in your category' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Interest approved' })).toBeChecked();
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of the bell, the list and the email choices at ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    // Something unread to show: another tender of the supplier's category.
    const headers = await adminHeaders(request);
    await whenUploadsFree(() => createPublishedTender(request, headers, category));
    const page = await signedIn(browser, supplier, viewport);
    await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
    await bell(page).click();
    await expect(page.getByTestId('notification-panel')).toContainText('See all notifications');
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await shoot(page, 'notifications-bell', viewport.name, { fullPage: false });
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    await shoot(page, 'notifications-list', viewport.name);
    await page.goto('/notificationSettings');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await shoot(page, 'notifications-email-choices', viewport.name);
    await page.context().close();
  });
}
