import type { Browser, Page } from '@playwright/test';
import type { Tender } from '@tenderdesk/domain/tenders';
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
} from './support/supplier-tenders';

/**
 * Issue 13, clarifications and addenda: a supplier asks a question on /rfq/{id}, the admin answers
 * it on /tender-details/{id}, another approved supplier reads the answer without the asker's name;
 * the admin edits the published tender with a note (Addendum 1), the supplier sees it on /rfq/{id}
 * and confirms its quotation on /myQuotations. Screenshots of both sections at 1366 and 390 px.
 */
test.describe.configure({ mode: 'serial' });

/** A page of its own browser context, signed in as `account`, on its landing screen. */
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

let asker: RegisteredSupplier;
let reader: RegisteredSupplier;
let tender: Tender;
const QUESTION = 'Can we quote an equivalent pump from another make with the same rating?';
const ANSWER = 'Yes, with a datasheet showing the same head and flow.';

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const category = await createCategory(request, headers);
  asker = await whenUploadsFree(() => createSupplier(request, headers, category));
  reader = await whenUploadsFree(() => createSupplier(request, headers, category));
  tender = await whenUploadsFree(() => createPublishedTender(request, headers, category));
  for (const supplier of [asker, reader]) {
    await expressInterest(request, supplier, tender._id);
    await decideInterest(request, headers, tender._id, supplier.id, 'Approved');
  }
  await sendQuotation(request, reader, tender._id, [
    { itemCode: 'PMP-100', itemName: 'Centrifugal pump 5 HP', uom: 'Nos', qty: '4', unitPrice: '18500' },
  ]);
});

test('a supplier asks, the admin answers, another supplier reads the answer without the asker', async ({
  browser,
}) => {
  let page = await signedIn(browser, asker);
  await page.goto(`/rfq/${tender._id}`);
  const questions = page.getByRole('region', { name: 'Questions and answers' });
  await expect(questions).toContainText('Questions close on');
  await questions.getByLabel('Ask a question').fill(QUESTION);
  await expect(questions).toContainText(`${QUESTION.length} / 2000 characters`);
  await questions.getByRole('button', { name: 'Send question' }).click();
  await expect(questions.getByRole('status')).toHaveText('Question sent. The buyer will answer it here.');
  const mine = questions.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(mine).toContainText('Asked by you');
  await expect(mine).toContainText('Awaiting answer');

  page = await signedIn(browser, ADMIN);
  await page.goto(`/tender-details/${tender._id}`);
  const adminQuestions = page.getByRole('region', { name: 'Questions and answers' });
  const item = adminQuestions.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(item).toContainText(asker.companyName);
  await item.getByLabel('Answer').fill(ANSWER);
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Answered');
  await expect(item.getByRole('button', { name: 'Save' })).toBeDisabled();

  page = await signedIn(browser, reader);
  await page.goto(`/rfq/${tender._id}`);
  const seen = page.getByRole('region', { name: 'Questions and answers' });
  await expect(seen).toContainText(QUESTION);
  await expect(seen).toContainText(ANSWER);
  await expect(seen).not.toContainText(asker.companyName);
  await expect(seen).not.toContainText('Asked by you');
});

test('the admin issues an addendum; the supplier sees it and confirms its quotation', async ({ browser }) => {
  let page = await signedIn(browser, ADMIN);
  await page.goto(`/tender-details/${tender._id}`);
  await page.getByRole('link', { name: 'Edit Tender' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tender' })).toBeVisible();
  await page.getByLabel('Project Name').fill(`${tender.projectName} (phase 2)`);
  // Without a note the server refuses the edit, and the form says where.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Addendum note')).toHaveAccessibleDescription(/required/);
  await page.getByLabel('Addendum note').fill('The project now covers phase 2 of the station.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tender-details/${tender._id}$`));
  const adminAddenda = page.getByRole('region', { name: 'Addenda' });
  await expect(adminAddenda).toContainText('Addendum 1');
  await expect(adminAddenda).toContainText(
    `Project Name: ${tender.projectName} → ${tender.projectName} (phase 2)`,
  );

  page = await signedIn(browser, reader);
  await page.goto(`/rfq/${tender._id}`);
  const addenda = page.getByRole('region', { name: 'Addenda' });
  await expect(addenda).toContainText('Addendum 1');
  await expect(addenda).toContainText('The project now covers phase 2 of the station.');

  await page.goto('/myQuotations');
  const badge = page.getByTestId('addendum-badge').first();
  await expect(badge).toHaveText('Addendum 1 issued');
  await page
    .getByRole('button', { name: /^Confirm quotation for / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Addendum 1 changed this tender.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('banner-success')).toHaveText('Quotation confirmed.');
  await expect(page.getByTestId('addendum-badge')).toHaveCount(0);
});

for (const viewport of VIEWPORTS) {
  test(`screenshots of Q&A and addenda at ${viewport.name}`, async ({ browser }) => {
    let page = await signedIn(browser, reader, viewport);
    await page.goto(`/rfq/${tender._id}`);
    await expect(page.getByRole('region', { name: 'Questions and answers' })).toContainText(ANSWER);
    await expect(page.getByRole('region', { name: 'Addenda' })).toContainText('Addendum 1');
    await shoot(page, 'clarifications-supplier', viewport.name);

    page = await signedIn(browser, ADMIN, viewport);
    await page.goto(`/tender-details/${tender._id}`);
    await expect(page.getByRole('region', { name: 'Questions and answers' })).toContainText(QUESTION);
    await shoot(page, 'clarifications-admin', viewport.name);
  });
}
