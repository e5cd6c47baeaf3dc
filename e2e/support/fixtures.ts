import { request as httpRequest } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import type { SupplierStatus } from '@tenderdesk/domain/supplier-status';
import { ADMIN } from './accounts';
import { E2E_PORT } from './env';
import {
  type CleanupRequest,
  type CreateSupplierRequest,
  type InstantsRequest,
  type ReceivedEmail,
  testDataSocketPath,
} from './test-data-server';

/**
 * Shared Playwright fixtures, after epic-stack's tests/playwright-utils.ts: each test asks for what
 * it needs (a signed-in page for a role, a category, a sub-admin, a supplier in a given status),
 * gets rows of its own with unique names, and everything it created is deleted when it ends, so
 * every spec passes alone and in any order. Every page is also watched: an uncaught error or a
 * console error fails the test.
 *
 *   import { expect, test } from './support/fixtures';
 *   test.use({ signedInAs: 'subadmin', subAdminPermissions: ['masterTables'] });
 *   test('...', async ({ page, account, testData }) => { ... });
 */

export type Role = 'admin' | 'subadmin' | 'supplier';
export type Account = { id?: string; email: string; password: string; role: Role };
export type TestCategory = {
  categoryId: string;
  subCategoryId: string;
  category: string;
  subCategory: string;
};
export type TestSubAdmin = Account & { id: string; username: string; permissions: PermissionKey[] };
export type TestSupplier = Account & {
  id: string;
  companyName: string;
  status: SupplierStatus;
  category: TestCategory;
};

let sequence = 0;
/** Unique within a run and across runs: a name no other test uses. */
export const uniqueStamp = () =>
  `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence++).toString(36)}`;

export function postTestData<T>(route: string, body: unknown): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        socketPath: testDataSocketPath(E2E_PORT),
        path: route,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode === 200) resolve(JSON.parse(text) as T);
          else reject(new Error(`test data ${route} answered ${response.statusCode}: ${text}`));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The emails the e2e server has sent to `to` so far (its SMTP server's mailbox), oldest first. */
export function mailTo(to: string): Promise<ReceivedEmail[]> {
  return postTestData<ReceivedEmail[]>('/mail', { to });
}

/** Puts a Failed email in the outbox (its last attempt failed), for the admin's Emails screen. */
export function failedEmail(to: string, subject: string): Promise<{ id: string }> {
  return postTestData<{ id: string }>('/failed-email', { to, subject });
}

/**
 * A supplier row made through the test-data socket, for set-up that outlives one test (a spec's
 * beforeAll, whose tenders and quotations keep it): nobody deletes it, so its names must be unique.
 * Registration itself (the public, rate-limited call) is tested by supplier-onboarding.spec.ts.
 */
export function insertTestSupplier(body: CreateSupplierRequest): Promise<{ id: string }> {
  return postTestData<{ id: string }>('/suppliers', body);
}

/** Closes a tender now (an early close in the database), so that it can be awarded (decision 039). */
export function closeTender(tenderId: string, reason?: string): Promise<{ ok: boolean }> {
  return postTestData<{ ok: boolean }>('/close-tender', { tenderId, reason });
}

/** Changes a tender item's quantity in the database, as an addendum would (issue 23: a stale BoQ). */
export function changeItemQuantity(
  tenderId: string,
  itemCode: string,
  qty: string,
): Promise<{ ok: boolean }> {
  return postTestData<{ ok: boolean }>('/item-quantity', { tenderId, itemCode, qty });
}

/** Sets when things happened (an order issued, an award selected...) to the given instants. */
export function setInstants(changes: InstantsRequest['changes']): Promise<{ ok: true }> {
  return postTestData<{ ok: true }>('/instants', { changes });
}

/** Creates rows for one test and remembers them, so the fixture can delete them afterwards. */
export class TestData {
  private readonly created: CleanupRequest = { suppliers: [], admins: [], categories: [] };

  /**
   * An admin of this test's own (the seeded ADMIN is shared by every test, and the language a test
   * chooses is stored on the account it signs in with).
   */
  async admin(): Promise<Account & { id: string; username: string }> {
    const stamp = uniqueStamp();
    const account = {
      // A Hindi name: the tests that use it read the screens in Hindi (e2e/support/hindi.ts). Its
      // stamp in digits only: a stamp of letters alone ("mwzliffnldtt", about one in fifty) read as
      // an English word on the Hindi screens, and failed hindi-admin once.
      username: `प्रिया शर्मा ${[...stamp].map((c) => Number.parseInt(c, 36)).join('')}`,
      email: `admin-${stamp}@e2e.test`,
      password: `Admin#${stamp}`,
      permissions: [],
      role: 'admin' as const,
    };
    const { id } = await postTestData<{ id: string }>('/subadmins', account);
    this.created.admins.push(id);
    return {
      id,
      username: account.username,
      email: account.email,
      password: account.password,
      role: 'admin',
    };
  }

  /** Suppliers a test created through the app (an import): deleted with the rest afterwards. */
  trackSuppliers(ids: readonly string[]) {
    this.created.suppliers.push(...ids);
  }

  async category(options: { category?: string; subCategory?: string } = {}): Promise<TestCategory> {
    const stamp = uniqueStamp();
    const names = {
      category: options.category ?? `Category ${stamp}`,
      subCategory: options.subCategory ?? `Sub-category ${stamp}`,
    };
    const ids = await postTestData<{ categoryId: string; subCategoryId: string }>('/categories', names);
    this.created.categories.push(ids.categoryId);
    return { ...ids, ...names };
  }

  async subAdmin(options: { permissions?: PermissionKey[]; username?: string } = {}): Promise<TestSubAdmin> {
    const stamp = uniqueStamp();
    const account = {
      username: options.username ?? `E2E Officer ${stamp}`,
      email: `officer-${stamp}@e2e.test`,
      password: `Officer#${stamp}`,
      permissions: options.permissions ?? [],
    };
    const { id } = await postTestData<{ id: string }>('/subadmins', account);
    this.created.admins.push(id);
    return { ...account, id, role: 'subadmin' };
  }

  async supplier(
    options: {
      status?: SupplierStatus;
      companyName?: string;
      inactiveReason?: string;
      category?: TestCategory;
    } = {},
  ): Promise<TestSupplier> {
    const stamp = uniqueStamp();
    const category = options.category ?? (await this.category());
    const body: CreateSupplierRequest = {
      email: `supplier-${stamp}@e2e.test`,
      password: `Supplier#${stamp}`,
      companyName: options.companyName ?? `E2E Traders ${stamp}`,
      status: options.status ?? 'Active',
      inactiveReason: options.inactiveReason,
      categoryId: category.categoryId,
      subCategoryId: category.subCategoryId,
    };
    const { id } = await insertTestSupplier(body);
    this.created.suppliers.push(id);
    return {
      id,
      email: body.email,
      password: body.password,
      companyName: body.companyName,
      status: body.status,
      category,
      role: 'supplier',
    };
  }

  /** Deletes everything this test created: suppliers, then accounts, then categories. */
  async cleanup() {
    await postTestData('/cleanup', this.created);
    this.created.suppliers = [];
    this.created.admins = [];
    this.created.categories = [];
  }
}

type Fixtures = {
  /** Who the test's page is signed in as before it opens anything; null (the default) for nobody. */
  signedInAs: Role | null;
  /** The permissions of the sub-admin created for `signedInAs: 'subadmin'`. */
  subAdminPermissions: PermissionKey[];
  /** The language this browser chose before the page opens (issue 26): 'hi' shows the portal in Hindi
   * from the first paint, signed in or not (a new account keeps the language on screen). */
  language: 'en' | 'hi';
  /** Console errors a test expects (e.g. a 401 it provokes on purpose); one pattern, so that
   * Playwright does not read an array as a [value, options] pair. */
  allowConsoleErrors: RegExp | null;
  testData: TestData;
  /** The signed-in account (the seeded admin, or a sub-admin or supplier made for this test). */
  account: Account | null;
  pageHealth: undefined;
  strayContexts: undefined;
};

/** Chromium's line for a call answered 4xx: for tests that provoke a refusal on purpose. */
export const HTTP_CLIENT_ERROR = /the server responded with a status of 4\d\d/;
/** The same for one status only, e.g. the 403 of a screen refused to a sub-admin. */
export const httpStatus = (status: number) =>
  new RegExp(`the server responded with a status of ${status}\\b`);

export const test = base.extend<Fixtures>({
  signedInAs: [null, { option: true }],
  subAdminPermissions: [['masterTables', 'reports'], { option: true }],
  language: ['en', { option: true }],
  allowConsoleErrors: [null, { option: true }],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  testData: async ({}, use) => {
    const data = new TestData();
    await use(data);
    await data.cleanup();
  },

  account: async ({ signedInAs, subAdminPermissions, testData, language }, use) => {
    // In another language, an admin of the test's own: signing in stores the language on the account,
    // and the seeded ADMIN must stay English for every other test.
    if (signedInAs === 'admin' && language !== 'en') await use(await testData.admin());
    else if (signedInAs === 'admin') await use({ ...ADMIN, role: 'admin' });
    else if (signedInAs === 'subadmin')
      await use(await testData.subAdmin({ permissions: subAdminPermissions }));
    else if (signedInAs === 'supplier') await use(await testData.supplier());
    else await use(null);
  },

  // The page starts with the account's token stored, as if it had just logged in (spec section 7:
  // the token is kept in localStorage under adminToken, the role under role).
  storageState: async ({ account, baseURL, playwright, language }, use) => {
    const chosen = language === 'en' ? [] : [{ name: 'language', value: language }];
    if (!baseURL || (!account && chosen.length === 0)) {
      await use(undefined);
      return;
    }
    if (!account) {
      await use({ cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: chosen }] });
      return;
    }
    const api = await playwright.request.newContext({ baseURL });
    const response = await api.post('/api/admin/login', {
      data: { email: account.email, password: account.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { token, role } = (await response.json()) as { token: string; role: string };
    await api.dispose();
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [{ name: 'adminToken', value: token }, { name: 'role', value: role }, ...chosen],
        },
      ],
    });
  },

  pageHealth: [
    async ({ context, allowConsoleErrors }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (allowConsoleErrors?.test(text)) return;
          problems.push(`console error on ${page.url()}: ${text}`);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      expect(problems, 'the pages reported errors').toEqual([]);
    },
    { auto: true },
  ],

  // A browser context a test opens itself (a second person's screen: `browser.newContext()`) is not
  // closed by Playwright, and its page went on polling and streaming in the worker's browser through
  // every later test (36 renderers alive late in a CI run). Closed when the test ends; contexts
  // opened before it (a serial spec's beforeAll screens) are left to their spec.
  strayContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const stray = browser.contexts().filter((other) => other !== context && !before.has(other));
      await Promise.all(stray.map((other) => other.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});

export { expect };
