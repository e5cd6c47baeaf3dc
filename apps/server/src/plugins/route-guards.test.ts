import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Headers, type Method, type TestCaller, type TestContext } from '../test/app';

/*
 * Secure by default, proven on the live route table: every route the app registers is collected as
 * it is added, and every one outside the public allow-list must refuse an anonymous caller (401)
 * and, on an admin route, a supplier and a sub-admin without permissions (403), whatever the body.
 * The lists below are deliberately written out here, not read from the code under test: opening a
 * route to the public or to suppliers means changing this file too.
 */

/** The public allow-list (plus the documentation under /api/docs). */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'POST /api/admin/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/reset-password',
  'POST /api/suppliers/add',
  'GET /api/category/view',
  'GET /api/subcategory/view',
]);

/** Guarded routes a supplier may call: its own account, session and profile, and documents (owner rule). */
const OPEN_TO_SUPPLIERS = new Set([
  'POST /api/admin/logout',
  'GET /api/admin/user-permissions',
  'PUT /api/admin/change-password',
  // Issue 26: everyone's own language (modules/account, language.test.ts).
  'PUT /api/account/language',
  'GET /api/suppliers/profile',
  // Issue 20: the supplier's own tax details (modules/suppliers/update-supplier-tax.ts).
  'PUT /api/suppliers/profile/tax-details',
  'GET /api/suppliers/:id/documents/:kind',
  'GET /uploads/:filename',
  // Issue 20: the organisation's logo, printed on documents anyone signed in receives.
  'GET /api/organisation/logo',
  // Issue 9: a supplier's tenders (its own category only) and its interest (modules/interests).
  'GET /api/tenders/category/:category',
  'POST /api/suppliers/:tenderId/interest',
  // A published tender of the supplier's own category, and its files (the tender's read rule).
  'GET /api/tenders/view/:id',
  'GET /api/tenders/:id/download/scopeOfWork/:index',
  'GET /api/tenders/:id/download/rfq/:index',
  // Issue 10: the supplier's own quotations (modules/quotations).
  'POST /api/suppliers/:tenderId/supplier/:supplierId/quotation',
  'PUT /api/tenders/:tenderId/supplier/:supplierId/quotation/:quotationId',
  'GET /api/tenders/supplier/:supplierId/quotations',
  // Issue 13: questions on a tender the supplier is interested in, its addenda (the tender's read
  // rule), and confirming a quotation after an addendum (modules/clarifications, tenders, quotations).
  'POST /api/suppliers/:tenderId/supplier/:supplierId/questions',
  'GET /api/tenders/:tenderId/questions',
  'GET /api/tenders/:tenderId/addenda',
  'POST /api/tenders/:tenderId/supplier/:supplierId/quotation/:quotationId/confirm',
  // Issue 13: every account's own notifications and email preferences (modules/notifications).
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/:id/read',
  'GET /api/notifications/preferences',
  'PUT /api/notifications/preferences',
  // Issue 12: the supplier's own issued purchase orders (modules/purchase-orders).
  'GET /api/supplier/:supplierId/orders',
  'GET /api/supplier/:supplierId/orders/:orderId',
  'POST /api/supplier/:supplierId/orders/:orderId/acknowledge',
  'GET /api/supplier/:supplierId/orders/:orderId/pdf',
  // Issue 21: the supplier's own envelopes of a tender it is approved for (modules/evaluation,
  // bid-routes.ts; refusals per caller in technical-bid.test.ts and bid-security.test.ts).
  'GET /api/suppliers/:supplierId/tenders/:tenderId/bid',
  'PUT /api/suppliers/:supplierId/tenders/:tenderId/technical',
  'PUT /api/suppliers/:supplierId/tenders/:tenderId/security/:kind',
  // Issue 21: an invited supplier's revised offer in a negotiation round (modules/evaluation).
  'PUT /api/suppliers/:supplierId/tenders/:tenderId/negotiation-offer',
  // Issue 22: an invited supplier's own view of a reverse auction and its bids (modules/auctions;
  // refusals per caller in auction-bids.test.ts).
  'GET /api/suppliers/:supplierId/tenders/:tenderId/auction',
  'POST /api/suppliers/:supplierId/tenders/:tenderId/auction/bids',
  // Issue 22: an invited supplier's live stream of the auction (modules/auctions/stream-routes.ts;
  // not invited: 403 in live-stream.test.ts).
  'GET /api/suppliers/:supplierId/tenders/:tenderId/auction/events',
  // Issue 23: the approved supplier's priced BoQ, downloaded and read back to prefill its quotation
  // (modules/quotations/boq-routes.ts; refusals per caller in boq.test.ts).
  'GET /api/suppliers/:supplierId/tenders/:tenderId/boq.xlsx',
  'POST /api/suppliers/:supplierId/tenders/:tenderId/boq',
]);

/** Guarded routes any admin or sub-admin may call without holding a permission. */
const OPEN_TO_ANY_ADMIN = new Set([
  'POST /api/admin/logout',
  'GET /api/admin/user-permissions',
  'GET /api/admin/profile',
  'PUT /api/admin/profile',
  'PUT /api/admin/change-password',
  'PUT /api/account/language',
  // Any logged-in caller reaches the files layer, where the owner's rule decides: a file that does
  // not exist is 404 for everyone, a supplier document 403 without manageSuppliers
  // (plugins/files/files.test.ts, modules/suppliers/supplier-documents.test.ts).
  'GET /uploads/:filename',
  // Issue 20: the organisation's logo (any signed-in caller; modules/organisation/logo.test.ts).
  'GET /api/organisation/logo',
  // Issue 13: every account's own notifications and email preferences (modules/notifications).
  'GET /api/notifications',
  'GET /api/notifications/unread-count',
  'PUT /api/notifications/read-all',
  'PUT /api/notifications/:id/read',
  'GET /api/notifications/preferences',
  'PUT /api/notifications/preferences',
  // Issue 11: the admin dashboard; each figure is then shown by its own permission (decision 036).
  'GET /api/dashboard/admin',
  // Issue 20: the buying organisation and the units of measure, which tender forms and orders name
  // (modules/organisation; writes need settings or masterTables).
  'GET /api/organisation',
  'GET /api/units',
  // Issue 21: the committee of a two-envelope tender (modules/evaluation/committee-routes.ts). The
  // service decides: a named bid opener, or for the read a buyer who manages tenders; any other
  // admin or sub-admin is answered 403 there (committee.test.ts, technical-evaluation.test.ts).
  'GET /api/tenders/:tenderId/evaluation',
  'POST /api/tenders/:tenderId/envelopes/:envelope/confirm',
  'PUT /api/tenders/:tenderId/technical-results/:bidderId',
  'PUT /api/tenders/:tenderId/securities/:bidderId/:kind/verification',
  'POST /api/tenders/:tenderId/technical-evaluation/complete',
]);

/** Operators' calls (decision 056): no account may make them; off (404) without METRICS_TOKEN/_ALLOW. */
const OPERATOR = new Set(['GET /metrics']);

type Route = { method: Method; url: string };

let ctx: TestContext;
const routes: Route[] = [];
const operatorRoutes: Route[] = [];
let supplier: TestCaller;
let otherSupplier: TestCaller;
let noPermissions: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method: method as Method, url: route.url });
      if ((route.config as { access?: { kind: string } } | undefined)?.access?.kind === 'operator') {
        for (const method of methods) operatorRoutes.push({ method: method as Method, url: route.url });
      }
    },
  });
  supplier = await ctx.as.supplier();
  otherSupplier = await ctx.as.supplier();
  noPermissions = await ctx.as.subAdmin([]);
});
afterAll(() => ctx.close());

const key = (route: Route) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const guardedRoutes = () =>
  routes.filter((route) => isApi(route.url) && !isDocs(route.url) && !PUBLIC.has(key(route)));

/** A concrete URL for a route: every parameter gets a plausible value, a wildcard some text. */
function urlFor(route: Route, supplierId = otherSupplier.id): string {
  return route.url
    .replace(/:supplierId\b/g, supplierId)
    .replace(':kind', 'companyTradeLicense')
    .replace(':filename', `${randomUUID()}.pdf`)
    .replace(/:\w+/g, () => randomUUID())
    .replace('*', 'anything');
}

type Variant = { name: string; payload?: string | Buffer; contentType?: string; query?: string };

const BIG = Buffer.alloc(1024 * 1024 + 10, 'a');

/** What an attacker might send: nothing, empty, junk, malformed, the wrong type, too much. */
function variants(method: Method): Variant[] {
  if (method === 'GET' || method === 'HEAD') {
    return [{ name: 'no query' }, { name: 'junk query', query: '?page=-1&pageSize=x&sort=zzz&category=%00' }];
  }
  return [
    { name: 'no body' },
    { name: 'empty JSON', payload: '', contentType: 'application/json' },
    { name: 'empty object', payload: '{}', contentType: 'application/json' },
    {
      name: 'junk fields',
      payload: JSON.stringify({
        reason: '',
        category: 7,
        permissions: 'all',
        subAdminId: [],
        junk: { a: 1 },
      }),
      contentType: 'application/json',
    },
    { name: 'malformed JSON', payload: '{"reason":', contentType: 'application/json' },
    { name: 'wrong media type', payload: 'junk', contentType: 'text/plain' },
    { name: 'junk multipart', payload: '--x\r\njunk', contentType: 'multipart/form-data; boundary=x' },
    { name: 'over the body limit', payload: BIG, contentType: 'application/json' },
  ];
}

let requests = 0;
/**
 * A client address of its own for each request: the walk sends more than the rate limit's 1200 a
 * minute from one address, and this test is about the guards, not the limiter.
 */
const nextAddress = () => {
  const n = ++requests;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function send(route: Route, variant: Variant, headers: Headers, url = urlFor(route)) {
  const response = await ctx.app.inject({
    remoteAddress: nextAddress(),
    method: route.method,
    url: url + (variant.query ?? ''),
    headers: { ...headers, ...(variant.contentType ? { 'content-type': variant.contentType } : {}) },
    ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
  });
  return { status: response.statusCode, body: route.method === 'HEAD' ? null : response.json() };
}

/** Calls every route in every variant as `headers`; returns what did not answer `status`. */
async function refusals(selected: Route[], headers: Headers, status: number, message: string) {
  const wrong: string[] = [];
  for (const route of selected) {
    for (const variant of variants(route.method)) {
      const { status: got, body } = await send(route, variant, headers);
      const expected = route.method === 'HEAD' ? null : { message };
      if (got !== status || JSON.stringify(body) !== JSON.stringify(expected)) {
        wrong.push(`${route.method} ${route.url} (${variant.name}): ${got} ${JSON.stringify(body)}`);
      }
    }
  }
  return wrong;
}

describe('the route table', () => {
  it('answers 401 to an anonymous inactivation whatever its body (the issue 7 case)', async () => {
    const url = `/api/suppliers/inactivate/${otherSupplier.id}`;
    for (const payload of [{ reason: '' }, { reason: '   ' }, {}, { reason: 'fine' }]) {
      const response = await ctx.call('PUT', url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.auth.missingToken });
    }
  });

  it('holds every module, and nothing outside the allow-list is public', async () => {
    expect(routes.length).toBeGreaterThan(30);
    // Every public route answers an anonymous caller without asking for a token.
    for (const route of routes.filter((r) => PUBLIC.has(key(r)))) {
      const { status } = await send(route, { name: 'none' }, ctx.as.anonymous);
      expect(status, key(route)).not.toBe(401);
    }
    // Each allow-listed call exists, so the list cannot go stale.
    const keys = new Set(routes.map(key));
    for (const entry of [...PUBLIC, ...OPEN_TO_SUPPLIERS, ...OPEN_TO_ANY_ADMIN])
      expect(keys).toContain(entry);
  });

  it('refuses an anonymous caller with 401 on every other route, whatever the body', async () => {
    const guarded = guardedRoutes();
    expect(guarded.length).toBeGreaterThan(25);
    expect(await refusals(guarded, ctx.as.anonymous, 401, messages.auth.missingToken)).toEqual([]);
  });

  it('refuses a forged or stale token with 401 on every other route', async () => {
    const guarded = guardedRoutes();
    const forged = { authorization: `${supplier.headers.authorization?.slice(0, -4)}AAAA` };
    expect(await refusals(guarded, forged, 401, messages.auth.invalidToken)).toEqual([]);
  });

  it('refuses a supplier with 403 on every admin route, whatever the body', async () => {
    const adminRoutes = guardedRoutes().filter((route) => !OPEN_TO_SUPPLIERS.has(key(route)));
    // Supplier routes (/supplier/:supplierId/...) are admin-proof the other way round: below.
    const mine = adminRoutes.filter((route) => !route.url.includes(':supplierId'));
    expect(await refusals(mine, supplier.headers, 403, messages.auth.forbidden)).toEqual([]);
  });

  it('refuses a sub-admin without permissions with 403 wherever a permission or the admin is needed', async () => {
    const needing = guardedRoutes().filter((route) => !OPEN_TO_ANY_ADMIN.has(key(route)));
    expect(await refusals(needing, noPermissions.headers, 403, messages.auth.forbidden)).toEqual([]);
  });

  it("refuses another supplier's and an admin's calls to a /:supplierId route with 403", async () => {
    const admin = await ctx.as.admin();
    const wrong: string[] = [];
    for (const route of guardedRoutes().filter((r) => r.url.includes(':supplierId'))) {
      for (const caller of [supplier, admin]) {
        const { status } = await send(
          route,
          { name: 'none' },
          caller.headers,
          urlFor(route, otherSupplier.id),
        );
        if (status !== 403) wrong.push(`${key(route)}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('opens the operator routes to no account, and to nobody while metrics are off', async () => {
    expect(new Set(operatorRoutes.map(key))).toEqual(OPERATOR);
    const admin = await ctx.as.admin();
    const wrong: string[] = [];
    for (const route of operatorRoutes) {
      for (const headers of [ctx.as.anonymous, supplier.headers, noPermissions.headers, admin.headers]) {
        const response = await ctx.app.inject({ method: route.method, url: route.url, headers });
        if (response.statusCode !== 404) wrong.push(`${key(route)}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
