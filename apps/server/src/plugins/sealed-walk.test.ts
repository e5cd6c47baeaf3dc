import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/mail';
import { tenders } from '../db/schema/tenders';
import { insertCategoryPair } from '../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../test/app';
import { pdfText } from '../test/pdf';
import { daysFrom } from '../test/tenders';
import { approveInterestThroughApi, createPublishedTender } from '../test/tenders-api';
import { zipTexts } from '../test/zip-text';

/*
 * Issue 18 item 3, "sealed means sealed in every read" (decision 040). A supplier sends, then
 * revises, a quotation on a sealed, open tender with distinctive prices; every admin GET of the
 * live route table is then called as the admin and as a manageTenders sub-admin, with the ids this
 * test made, and no answer (JSON, CSV, the XLSX's XML, the PDF's text) and no queued email may
 * hold any of the prices in any formatting. Once the tender has closed, the prices do show (the
 * history, the audit log, the comparison): the walk can fail.
 */

/** The prices sent (one line, qty 1, GST 28%) and revised: unit price, GST and total with GST. */
const SENT = { unitPrice: '123456.78', gst: '34567.90', totalWithGst: '158024.68' };
const REVISED = { unitPrice: '234567.89', gst: '65679.01', totalWithGst: '300246.90' };
const PRICES = [...Object.values(SENT), ...Object.values(REVISED)];

/** A price in every way an answer could write it: as sent, as a number, rounded, grouped, in paise. */
export function formsOf(decimal: string): string[] {
  const value = Number(decimal);
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return [
    ...new Set([
      decimal,
      String(value),
      value.toFixed(1),
      value.toLocaleString('en-IN', two),
      value.toLocaleString('en-US', two),
      decimal.replace('.', ''),
    ]),
  ];
}
const NEEDLES = PRICES.flatMap(formsOf);

/**
 * Admin GETs not walked, each with its reason. Nothing else is skipped: a new GET is walked as
 * soon as it is registered.
 */
const SKIPPED: Record<string, string> = {
  'GET /api/health': 'the database and process health: no data',
};
/** The OpenAPI description and Swagger UI (/api/docs...): static text, no data. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * GETs that answer the walk with something else than 200 while the tender is sealed and open, and
 * why. Any other route must answer 200, so a wrong parameter cannot hide a route from the walk.
 */
const NOT_200: Record<string, string> = {
  'GET /api/tenders/:tenderId/selected-quotation': '404: no award (selecting is refused while sealed)',
  'GET /api/tenders/:tenderId/comparative-statement.xlsx': '409: refused while sealed and open',
  'GET /api/tenders/:tenderId/comparative-statement.pdf': '409: refused while sealed and open',
  'GET /api/purchase-orders/:orderId': '404: no order (nothing can be awarded while sealed)',
  'GET /api/purchase-orders/:orderId/pdf': '404: no order (nothing can be awarded while sealed)',
  'GET /api/purchase-requests/:id': '404: the tender was not made from a request',
  'GET /api/purchase-requests/:id/history': '404: the tender was not made from a request',
  'GET /api/suppliers/:id/documents/:kind': '404: a supplier inserted by the kit has no documents',
  'GET /api/purchase-orders/:orderId/receipts': '404: no order (nothing can be awarded while sealed)',
  'GET /api/tenders/drafts/:id': '404: the tender is published, not a draft',
  'GET /api/suppliers/profile': "403: a supplier's own profile",
  'GET /api/organisation/logo': '404: the walk sets no organisation logo',
  'GET /api/tenders/:tenderId/evaluation': '409: a single-envelope tender has no committee (issue 21)',
  'GET /api/tenders/:tenderId/auction/bids.xlsx': '404: no reverse auction (issue 22)',
  'GET /api/tenders/:tenderId/auction/events': '404: the walk schedules no auction (issue 22)',
};
/** A supplier's own calls (`/:supplierId`, access.ownSupplier) answer every admin 403 (route-guards test). */
const isSuppliersOwn = (url: string) => url.includes(':supplierId');

let ctx: TestContext;
const routes: string[] = [];
let admin: TestCaller;
let buyer: TestCaller;
let supplier: TestCaller;
let ids: { tender: string; quotation: string; interest: string; category: string; file: string };

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('GET')) routes.push(route.url);
    },
    // Mail configured (no worker runs): every notification's email is queued in the outbox.
    mail: {
      smtp: { url: 'smtp://127.0.0.1:9', from: 'TenderDesk <no-reply@tenderdesk.test>' },
      publicUrl: 'https://portal.test',
    },
  });
  const category = await insertCategoryPair(ctx.database, 'Sealed works', 'Cables');
  admin = await ctx.as.admin();
  buyer = await ctx.as.subAdmin(['manageTenders']);
  supplier = await ctx.as.supplier({ ...category, companyName: 'Sealed Bidder Co' });
  const tender = await createPublishedTender(ctx.app, admin.headers, category.categoryId, {
    fields: { sealed: 'true', publishingDate: daysFrom(0), closingDate: daysFrom(10) },
  });
  const interestId = await approveInterestThroughApi(ctx.app, tender._id, supplier, admin.headers);
  const quotationId = await sendQuotations(tender._id);
  ids = {
    tender: tender._id,
    quotation: quotationId,
    interest: interestId,
    category: category.categoryId,
    file: tender.scopeOfWork[0] ?? '',
  };
});
afterAll(() => ctx.close());

const quotationText = (unitPrice: string) =>
  JSON.stringify({
    items: [{ itemCode: 'IT-001', itemName: 'Copper cable', uom: 'm', qty: 1, unitPrice, gstRate: 28 }],
    notes: 'Sealed bid',
  });

/** Sends the quotation at SENT's price and revises it to REVISED's; answers its id. */
async function sendQuotations(tenderId: string): Promise<string> {
  const sent = await ctx.call(
    'POST',
    `/api/suppliers/${tenderId}/supplier/${supplier.id}/quotation`,
    { quotation: quotationText(SENT.unitPrice) },
    supplier.headers,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  expect(sent.json().data.totalWithGst).toBe(Number(SENT.totalWithGst));
  const id: string = sent.json().data._id;
  const revised = await ctx.call(
    'PUT',
    `/api/tenders/${tenderId}/supplier/${supplier.id}/quotation/${id}`,
    { quotation: quotationText(REVISED.unitPrice) },
    supplier.headers,
  );
  expect(revised.statusCode, revised.body).toBe(200);
  expect(revised.json().data.totalWithGst).toBe(Number(REVISED.totalWithGst));
  return id;
}

const key = (url: string) => `GET ${url}`;
const isWalked = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/uploads/')) && !isDocs(url) && !(key(url) in SKIPPED);

/** A concrete URL for a route: each parameter gets the id of what this test made. */
function urlFor(url: string): string {
  const id =
    url.startsWith('/api/suppliers/') || url.startsWith('/api/supplier-documents/supplier/')
      ? supplier.id
      : url.startsWith('/api/purchase-requests/')
        ? randomUUID()
        : ids.tender;
  return url
    .replace(/:(tenderId|tender)\b/g, ids.tender)
    .replace(/:(supplierId|quotingSupplierId|interestedSupplierId)\b/g, supplier.id)
    .replace(':quotationId', ids.quotation)
    .replace(':interestId', ids.interest)
    .replace(':category', ids.category)
    .replace(':subAdminId', buyer.id)
    .replace(':kind', 'companyTradeLicense')
    .replace(':index', '0')
    .replace(':filename', ids.file)
    .replace(':id', id)
    .replace(/:\w+/g, () => randomUUID());
}

/** The query strings a route is called with: none, and for lists, filters and a larger page. */
function queriesOf(route: string): string[] {
  if (route === '/api/admin/audit')
    return [
      '',
      `?tenderId=${ids.tender}`,
      '?entity=quotation',
      `?entityId=${ids.quotation}`,
      '?pageSize=100',
    ];
  if (route === '/api/admin/emails' || route === '/api/notifications') return ['', '?pageSize=100'];
  return [''];
}

/** What a reader of the answer sees: JSON or CSV text, the XLSX's XML parts, the PDF's text. */
async function textOf(response: Awaited<ReturnType<TestContext['call']>>): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) return [...zipTexts(response.rawPayload).values()].join('\n');
  if (type.includes('application/pdf')) return (await pdfText(response.rawPayload)).join('\n');
  return response.rawPayload.toString('utf8');
}

const found = (text: string) => NEEDLES.filter((needle) => text.includes(needle));

type Walk = { leaks: string[]; statuses: Record<string, number> };

/** Calls every walked GET as `caller`; answers the prices found and each route's status. */
async function walk(caller: TestCaller): Promise<Walk> {
  const result: Walk = { leaks: [], statuses: {} };
  let n = 0;
  for (const route of [...new Set(routes)].filter(isWalked)) {
    const base = urlFor(route);
    for (const query of queriesOf(route)) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: base + query,
        headers: caller.headers,
        remoteAddress: `10.18.3.${++n % 250}`,
      });
      if (query === '') result.statuses[key(route)] = response.statusCode;
      for (const needle of found(await textOf(response)))
        result.leaks.push(`${key(route)}${query}: ${needle}`);
    }
  }
  return result;
}

/** Routes that answered otherwise than expected: 200, or the NOT_200 list's refusal. */
function unexpected(statuses: Record<string, number>, forBuyer: boolean): string[] {
  return Object.entries(statuses)
    .filter(([route, status]) => {
      if (route in NOT_200 || isSuppliersOwn(route)) return status === 200 || status >= 500;
      // The sub-admin holds manageTenders only: other modules' routes answer it 403.
      return forBuyer ? status !== 200 && status !== 403 : status !== 200;
    })
    .map(([route, status]) => `${route}: ${status}`);
}

describe('a sealed, open tender', () => {
  it('shows none of its prices in any admin GET, as the admin and as a buyer', async () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const [caller, forBuyer] of [
      [admin, false],
      [buyer, true],
    ] as const) {
      const { leaks, statuses } = await walk(caller);
      expect({ leaks, unexpected: unexpected(statuses, forBuyer) }).toEqual({ leaks: [], unexpected: [] });
    }
  });

  it('puts none of its prices in a queued email', async () => {
    const emails = await ctx.db.select().from(emailOutbox);
    expect(emails.length).toBeGreaterThan(0);
    for (const email of emails) {
      expect(found([email.subject, email.textBody, email.htmlBody].join('\n'))).toEqual([]);
    }
  });
});

type Event = { action: string; sealedUntil: string | null; changes: Record<string, unknown> };
const history = async (caller: TestCaller) =>
  (await ctx.call('GET', `/api/tenders/${ids.tender}/history`, undefined, caller.headers)).json()
    .data as Event[];
const eventOf = (events: Event[], action: string) => events.find((event) => event.action === action);

describe('the audit chain of a sealed, open tender', () => {
  it('keeps the figures stored and chained, and reads them sealed until the prices open', async () => {
    const [stored] = await ctx.auditFor(ids.quotation, 'quotation.submit');
    expect(stored?.changes).toMatchObject({
      total: SENT.unitPrice,
      totalWithGst: SENT.totalWithGst,
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const verify = await ctx.call('GET', '/api/admin/audit/verify', undefined, admin.headers);
    expect(verify.json()).toMatchObject({ ok: true });
    const events = await history(buyer);
    const opensOn = daysFrom(11);
    expect(eventOf(events, 'quotation.submit')).toMatchObject({
      sealedUntil: opensOn,
      changes: { tenderId: ids.tender, supplierId: supplier.id, lines: 1, total: 'sealed', salt: 'sealed' },
    });
    expect(eventOf(events, 'quotation.revise')).toMatchObject({
      sealedUntil: opensOn,
      changes: { revision: { from: 1, to: 2 }, lines: { from: 1, to: 1 }, totalWithGst: 'sealed' },
    });
    // Events without a price read as stored.
    expect(eventOf(events, 'tender.publish')).toMatchObject({ sealedUntil: null });
  });
});

describe('once the tender has closed', () => {
  it('shows the prices in the history, the audit log and the comparison', async () => {
    await ctx.db
      .update(tenders)
      .set({ publishingDate: daysFrom(-2), closingDate: daysFrom(-1) })
      .where(eq(tenders.id, ids.tender));
    const opened = await ctx.call('GET', `/api/tenders/${ids.tender}/history`, undefined, buyer.headers);
    expect(found(opened.body)).toEqual(
      expect.arrayContaining([SENT.unitPrice, SENT.totalWithGst, REVISED.totalWithGst]),
    );
    const audit = await ctx.call('GET', `/api/admin/audit?tenderId=${ids.tender}`, undefined, admin.headers);
    expect(found(audit.body)).toEqual(expect.arrayContaining([SENT.totalWithGst, REVISED.totalWithGst]));
    const comparison = await ctx.call(
      'GET',
      `/api/tenders/${ids.tender}/comparison`,
      undefined,
      buyer.headers,
    );
    expect(found(comparison.body)).toEqual(expect.arrayContaining([REVISED.unitPrice]));
    expect(eventOf(await history(buyer), 'quotation.submit')).toMatchObject({
      sealedUntil: null,
      changes: { total: SENT.unitPrice, salt: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const { leaks } = await walk(admin);
    expect(leaks.length).toBeGreaterThan(0);
  });
});
