import type { APIRequestContext, Page } from '@playwright/test';
import { inLocale } from '../packages/domain/src/i18n/catalogue';
import { auditUiText } from '../packages/domain/src/ui/audit';
import { categoriesText } from '../packages/domain/src/ui/categories';
import { commonText } from '../packages/domain/src/ui/common';
import { companyProfileText } from '../packages/domain/src/ui/company-profile';
import { emailsText } from '../packages/domain/src/ui/emails';
import { organisationUiText } from '../packages/domain/src/ui/organisation';
import { registrationStepText } from '../packages/domain/src/ui/registration';
import { subadminsText } from '../packages/domain/src/ui/subadmins';
import { unitsText } from '../packages/domain/src/ui/units';
import { ADMIN } from './support/accounts';
import { expect, failedEmail, test, uniqueStamp } from './support/fixtures';
import { expectHindiScreen } from './support/hindi';

/**
 * Issue 26: the admin's master tables, sub-admins, organisation, audit log and emails, and the
 * supplier's company profile, in Hindi. Each screen is scanned for English left in place (names,
 * addresses, subjects and the like are data, read from the API and passed as such) and checked
 * with axe. One visit per screen, nothing changed but a category, a sub-admin and a failed email.
 */

// `expectHindiScreen` installs the Hindi texts, so the catalogue gives Hindi here.
const hi = {
  categories: inLocale(categoriesText, 'hi'),
  common: inLocale(commonText, 'hi'),
  subadmins: inLocale(subadminsText, 'hi'),
  units: inLocale(unitsText, 'hi'),
  organisation: inLocale(organisationUiText, 'hi'),
  audit: inLocale(auditUiText, 'hi'),
  emails: inLocale(emailsText, 'hi'),
  profile: inLocale(companyProfileText, 'hi'),
  steps: inLocale(registrationStepText, 'hi'),
};

/**
 * Every string in an API answer: the data a screen shows as it is. Not the shortest (a stored
 * language "en", a state code): taken out of the page's texts, they would cut words apart.
 */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.length > 2) into.push(value);
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** The signed-in page's own API answer (its stored token), as the screen reads it. */
async function apiData(
  page: Page,
  request: APIRequestContext,
  path: string,
  pick: (answer: never) => unknown = (answer) => answer,
): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return stringsOf(pick((await response.json()) as never));
}

/** Renames a category through the API, as the admin: an event for the audit log to show. */
async function renameCategory(page: Page, request: APIRequestContext, id: string, name: string) {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const response = await request.put(`/api/category/update/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { category: name },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * Latin the supplier's frame keeps, not this group's texts: the RFQ/RFP of its menu (a code the
 * glossary keeps), MSME in the tax fields' UDYAM hint and the language card's "भाषा / Language".
 */
const SUPPLIER_CODES = ['RFQ', 'RFP', 'MSME', 'Language'];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin', language: 'hi' });

  test('sees the master tables, sub-admins, organisation, audit log and emails in Hindi', async ({
    page,
    request,
    testData,
  }) => {
    // The seeded admin is shared by every spec: its stored language is left alone (a page that found
    // none would store Hindi on it), and this page is told the account chose Hindi.
    await page.route('**/api/admin/user-permissions', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), language: 'hi' } });
    });
    const category = await testData.category();
    const officer = await testData.subAdmin({ permissions: ['reports'] });
    await failedEmail(`hindi-${uniqueStamp()}@e2e.test`, 'निविदा प्रकाशित हुई');
    const me = [ADMIN.username];

    await page.goto('/listCategory');
    await expect(heading(page, hi.categories.list.title)).toBeVisible();
    await page.getByPlaceholder(hi.categories.list.search).fill(category.category);
    const row = page.getByTestId('category-row');
    await expect(row).toHaveCount(1);
    await expectHindiScreen(page, 'categories', [...me, category.category]);
    await row.getByRole('button', { name: hi.common.delete }).click();
    await expect(page.getByRole('dialog')).toContainText(hi.categories.list.deleteAfter.trim());
    await expectHindiScreen(page, 'delete a category', [...me, category.category]);
    await page.getByRole('dialog').getByRole('button', { name: hi.common.cancel }).click();

    await page.goto('/listSubCategory');
    await expect(heading(page, hi.categories.subList.title)).toBeVisible();
    await page.getByPlaceholder(hi.categories.subList.search).fill(category.subCategory);
    await expect(page.getByTestId('sub-category-row')).toHaveCount(1);
    await expectHindiScreen(page, 'sub-categories', [...me, category.category, category.subCategory]);

    await page.goto('/addSubCategory');
    await expect(heading(page, hi.categories.addSub.title)).toBeVisible();
    await expect(page.getByPlaceholder(hi.categories.select.placeholder)).toBeVisible();
    await expectHindiScreen(page, 'add a sub-category', me);

    await page.goto('/unitsOfMeasure');
    await expect(heading(page, hi.units.title)).toBeVisible();
    await expect(page.getByText(hi.units.gstCode).first()).toBeVisible();
    await expectHindiScreen(page, 'units of measure', [
      ...me,
      ...(await apiData(page, request, '/api/units')),
    ]);

    await page.goto('/listSubadmin');
    await expect(heading(page, hi.subadmins.list.title)).toBeVisible();
    await page.getByPlaceholder(hi.subadmins.searchPlaceholder).fill(officer.username);
    await expect(page.getByTestId('subadmin-row')).toHaveCount(1);
    await expectHindiScreen(page, 'sub-admins', [...me, officer.username, officer.email]);

    await page.goto('/role');
    await expect(heading(page, hi.subadmins.role.title)).toBeVisible();
    await page.getByPlaceholder(hi.subadmins.searchPlaceholder).fill(officer.username);
    await expect(page.getByTestId('role-row')).toHaveCount(1);
    await expectHindiScreen(page, 'role', [...me, officer.username, officer.email]);

    await page.goto('/addSubadmin');
    await expect(heading(page, hi.subadmins.addSubAdmin)).toBeVisible();
    await expectHindiScreen(page, 'add a sub-admin', me);

    await page.goto('/organisation');
    await expect(heading(page, hi.organisation.title)).toBeVisible();
    await expect(page.getByRole('heading', { name: hi.organisation.units.title })).toBeVisible();
    await expectHindiScreen(page, 'organisation', [
      ...me,
      // Mantine's hidden, aria-hidden textarea that measures the autosized terms field.
      'autosize measurement',
      ...(await apiData(page, request, '/api/organisation')),
    ]);

    // The audit log of a portal where nothing was audited yet would show no event: one of its own.
    await renameCategory(page, request, category.categoryId, `${category.category} २`);
    await page.goto('/auditLog');
    await expect(heading(page, hi.audit.title)).toBeVisible();
    await expect(page.getByRole('table', { name: hi.audit.label })).toBeVisible();
    // Who acted is data (what changed is marked as such); a page of events later than the one on
    // screen still names its actors.
    const actors = await apiData(
      page,
      request,
      '/api/admin/audit?page=1&pageSize=60',
      (answer: { data: { actorName: string | null }[] }) => answer.data.map((event) => event.actorName),
    );
    await expectHindiScreen(page, 'audit log', [...me, ...actors]);

    await page.goto('/emails');
    await expect(heading(page, hi.emails.title)).toBeVisible();
    await expect(page.getByRole('button', { name: hi.emails.retry }).first()).toBeVisible();
    await expectHindiScreen(page, 'emails', [
      ...me,
      ...(await apiData(page, request, '/api/admin/emails?status=Failed&page=1&pageSize=20')),
    ]);
  });
});

test.describe('the supplier', () => {
  test.use({ signedInAs: 'supplier', language: 'hi' });

  test('sees its company profile in Hindi', async ({ page, request }) => {
    await page.goto('/companyProfile');
    await expect(heading(page, hi.profile.title)).toBeVisible();
    await expect(page.getByRole('heading', { name: hi.profile.tax.title })).toBeVisible();
    const data = [...SUPPLIER_CODES, ...(await apiData(page, request, '/api/suppliers/profile'))];
    await expectHindiScreen(page, 'company profile', data);
    // The registration's other two steps, each read-only.
    for (const step of [hi.steps.contactPerson, hi.steps.productAndServices]) {
      await page.getByRole('button', { name: hi.profile.next }).click();
      await expect(page.getByTestId('profile-step-title')).toHaveText(step);
      await expectHindiScreen(page, `company profile: ${step}`, data);
    }
  });
});
