import { randomUUID } from 'node:crypto';
import { paiseToDecimal } from '@tenderdesk/domain/money';
import { priceQuotation } from '@tenderdesk/domain/quotations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../db/schema/files';
import { emailOutbox } from '../db/schema/mail';
import { quotations } from '../db/schema/quotations';
import type { TestCaller, TestContext } from '../test/app';
import {
  closeTender,
  complete,
  decide,
  declareSecurity,
  makeTwoEnvelope,
  openEnvelope,
  sampleDocument,
  sendTechnical,
  type TwoEnvelopeTender,
  useEvaluationKit,
} from '../test/evaluation-kit';
import { pdfText } from '../test/pdf';
import { daysFrom } from '../test/tenders';
import { approveInterestThroughApi, createPublishedTender } from '../test/tenders-api';
import { zipTexts } from '../test/zip-text';

/*
 * Issue 21: sealed means sealed in every read, for both envelopes (decision 040 extended by 049).
 * Two suppliers bid on a two-envelope tender with distinctive technical answers (a number, a
 * document whose name and bytes are distinctive, an EMD reference) and distinctive prices. Every
 * GET of the live route table is called as the admin, a manageTenders sub-admin and a named
 * opener (a sub-admin without permissions), with the ids this test made: before the technical
 * opening no answer, document or reference shows; after it and the evaluation (Beta disqualified)
 * but before the financial opening no price shows; after the financial opening Alpha's prices
 * show (the walk finds them: it can fail) and Beta's never do. Queued emails likewise.
 */

/** Every way an answer could write a figure: as sent, as a number, rounded, grouped, in paise. */
function formsOf(decimal: string): string[] {
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

/** A one-line quotation's total with GST at 28%. */
const totalWithGstOf = (unitPrice: string) =>
  paiseToDecimal(priceQuotation([{ qty: '1', unitPrice, gstRate: 28 }]).totalWithGst);

/** A one-line quotation's unit price, GST at 28% and total with GST, in every form. */
function pricesOf(unitPrice: string): string[] {
  const totals = priceQuotation([{ qty: '1', unitPrice, gstRate: 28 }]);
  return [unitPrice, paiseToDecimal(totals.gstTotal), totalWithGstOf(unitPrice)].flatMap(formsOf);
}

const ALPHA_UNIT_PRICE = '246813.57';
const BETA_UNIT_PRICE = '135792.46';
const ALPHA_PRICES = pricesOf(ALPHA_UNIT_PRICE);
const BETA_PRICES = pricesOf(BETA_UNIT_PRICE);
/** What is in the technical envelopes: Alpha's number answer, its document's name and bytes, both EMD references. */
const DOCUMENT_NAME = 'zq-dossier-7731.pdf';
const DOCUMENT_MARKER = 'DOSSIER-CONTENT-55XY';
const ENVELOPE = [...formsOf('987654.32'), 'zq-dossier-7731', DOCUMENT_MARKER, 'EMDREF-7Q9Z', 'EMDREF-8K2W'];

/** Admin GETs not walked, each with its reason. */
const SKIPPED: Record<string, string> = { 'GET /api/health': 'the database and process health: no data' };
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * GETs that may answer the walk otherwise than 200 (never a 5xx), and why; any other route answers
 * 200, or 403 to a caller without the permission, so a wrong parameter cannot hide a route.
 */
const NOT_200: Record<string, string> = {
  'GET /api/tenders/:tenderId/selected-quotation': '404: no award',
  'GET /api/tenders/:tenderId/comparative-statement.xlsx': '409: refused until the financial opening',
  'GET /api/tenders/:tenderId/comparative-statement.pdf': '409: refused until the financial opening',
  'GET /api/purchase-orders/:orderId': '404: no order',
  'GET /api/purchase-orders/:orderId/receipts': '404: no order',
  'GET /api/purchase-orders/:orderId/pdf': '404: no order',
  'GET /api/purchase-requests/:id': '404: the tender was not made from a request',
  'GET /api/purchase-requests/:id/history': '404: the tender was not made from a request',
  'GET /api/suppliers/:id/documents/:kind': '404: a supplier inserted by the kit has no documents',
  'GET /api/tenders/drafts/:id': '404: the tender is published, not a draft',
  'GET /api/suppliers/profile': "403: a supplier's own profile",
  'GET /api/organisation/logo': '404: the walk sets no organisation logo',
  'GET /api/tenders/:tenderId/auction/events': '404: the walk schedules no auction (issue 22)',
  'GET /api/tenders/:tenderId/auction/bids.xlsx': '404: the walk schedules no auction (issue 22)',
};
const isSuppliersOwn = (url: string) => url.includes(':supplierId');

const routes: string[] = [];
const kit = useEvaluationKit({
  onRoute: (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) routes.push(route.url);
  },
  mail: {
    smtp: { url: 'smtp://127.0.0.1:9', from: 'TenderDesk <no-reply@tenderdesk.test>' },
    publicUrl: 'https://portal.test',
  },
});

type Bidder = { caller: TestCaller; quotation: string; interest: string };
type Walked = { tender: TwoEnvelopeTender; file: string; documents: string[]; alpha: Bidder; beta: Bidder };
let made: Walked | undefined;

const quotationText = (unitPrice: string) =>
  JSON.stringify({
    items: [{ itemCode: 'IT-001', itemName: 'Copper cable', uom: 'm', qty: 1, unitPrice, gstRate: 28 }],
    notes: 'Two-envelope bid',
  });

/** A supplier's interest (through the API), technical part and EMD (rows) and quotation (API). */
async function bid(
  ctx: TestContext,
  tender: TwoEnvelopeTender,
  caller: TestCaller,
  input: { number: string; document: boolean; reference: string; unitPrice: string },
): Promise<Bidder> {
  const interest = await approveInterestThroughApi(ctx.app, tender.id, caller, kit.admin.headers);
  await sendTechnical(kit, tender, caller, [
    { yes: true },
    { number: input.number },
    input.document ? { file: sampleDocument(DOCUMENT_NAME, DOCUMENT_MARKER) } : {},
  ]);
  await declareSecurity(kit, tender.id, caller, { reference: input.reference });
  const sent = await ctx.call(
    'POST',
    `/api/suppliers/${tender.id}/supplier/${caller.id}/quotation`,
    { quotation: quotationText(input.unitPrice) },
    caller.headers,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return { caller, quotation: sent.json().data._id, interest };
}

/** The two-envelope tender (through the API, then its evaluation settings as rows) and both bids. */
async function setUp(): Promise<Walked> {
  const { ctx } = kit;
  const created = await createPublishedTender(ctx.app, kit.admin.headers, kit.categoryId, {
    fields: { publishingDate: daysFrom(0), closingDate: daysFrom(10) },
  });
  const tender = await makeTwoEnvelope(kit, created._id);
  const [alphaCaller, betaCaller] = kit.suppliers;
  const alpha = await bid(ctx, tender, alphaCaller, {
    number: '987654.32',
    document: true,
    reference: 'EMDREF-7Q9Z',
    unitPrice: ALPHA_UNIT_PRICE,
  });
  const beta = await bid(ctx, tender, betaCaller, {
    number: '12.00',
    document: false,
    reference: 'EMDREF-8K2W',
    unitPrice: BETA_UNIT_PRICE,
  });
  return { tender, file: created.scopeOfWork[0] ?? '', documents: await documentFiles(ctx), alpha, beta };
}

/** The stored names of the technical documents (`/uploads/<id>.pdf`). */
async function documentFiles(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.db.select({ id: files.id }).from(files).where(eq(files.ownerKind, 'technical-bid'));
  return rows.map((row) => `${row.id}.pdf`);
}

const key = (url: string) => `GET ${url}`;
const isWalked = (url: string) =>
  (url.startsWith('/api/') || url.startsWith('/uploads/')) && !isDocs(url) && !(key(url) in SKIPPED);
const SUPPLIER_PARAM = /:(supplierId|quotingSupplierId|interestedSupplierId|bidderId)\b/;

/** The concrete URLs of a route: one per bidder when it names a supplier or a quotation. */
function urlsFor(url: string, walked: Walked): string[] {
  const perBidder =
    SUPPLIER_PARAM.test(url) ||
    url.includes(':quotationId') ||
    url.startsWith('/api/suppliers/') ||
    url.startsWith('/api/supplier-documents/supplier/');
  const bidders = perBidder ? [walked.alpha, walked.beta] : [walked.alpha];
  return bidders.map((bidder) => {
    const id =
      url.startsWith('/api/suppliers/') || url.startsWith('/api/supplier-documents/supplier/')
        ? bidder.caller.id
        : url.startsWith('/api/purchase-requests/')
          ? randomUUID()
          : walked.tender.id;
    return url
      .replace(/:(tenderId|tender)\b/g, walked.tender.id)
      .replace(new RegExp(SUPPLIER_PARAM.source, 'g'), bidder.caller.id)
      .replace(':quotationId', bidder.quotation)
      .replace(':interestId', bidder.interest)
      .replace(':category', kit.categoryId)
      .replace(':subAdminId', kit.buyer.id)
      .replace(':kind', 'companyTradeLicense')
      .replace(':index', '0')
      .replace(':filename', walked.file)
      .replace(':id', id)
      .replace(/:\w+/g, () => randomUUID());
  });
}

/** The query strings a route is called with: none, and for lists, filters and a larger page. */
function queriesOf(route: string, walked: Walked): string[] {
  if (route === '/api/admin/audit')
    return [
      '',
      `?tenderId=${walked.tender.id}`,
      '?entity=quotation',
      `?entityId=${walked.alpha.quotation}`,
      `?entityId=${walked.beta.quotation}`,
      '?pageSize=100',
    ];
  if (route === '/api/admin/emails' || route === '/api/notifications') return ['', '?pageSize=100'];
  return [''];
}

/** What a reader sees: the text and the raw bytes, the XLSX's XML parts, the PDF's text. */
async function textOf(response: Awaited<ReturnType<TestContext['call']>>): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  const raw = response.rawPayload.toString('latin1');
  if (type.includes('spreadsheetml')) return [...zipTexts(response.rawPayload).values(), raw].join('\n');
  if (type.includes('application/pdf')) return [...(await pdfText(response.rawPayload)), raw].join('\n');
  return `${response.rawPayload.toString('utf8')}\n${raw}`;
}

type Walk = { found: Set<string>; leaks: string[]; unexpected: string[] };

/** Calls every walked GET (and each technical document) as `caller`; answers what it found of `needles`. */
async function walk(caller: TestCaller, needles: readonly string[], forAll: boolean): Promise<Walk> {
  const walked = made as Walked;
  const result: Walk = { found: new Set(), leaks: [], unexpected: [] };
  let n = 0;
  const targets = [...new Set(routes)]
    .filter(isWalked)
    .flatMap((route) =>
      urlsFor(route, walked).flatMap((url) =>
        queriesOf(route, walked).map((query) => ({ route, url: url + query })),
      ),
    );
  for (const name of walked.documents) targets.push({ route: '/uploads/:filename', url: `/uploads/${name}` });
  for (const { route, url } of targets) {
    const response = await kit.ctx.app.inject({
      method: 'GET',
      url,
      headers: caller.headers,
      remoteAddress: `10.21.4.${++n % 250}`,
    });
    const text = await textOf(response);
    for (const needle of needles.filter((needle) => text.includes(needle))) {
      result.found.add(needle);
      result.leaks.push(`${url}: ${needle}`);
    }
    const status = response.statusCode;
    const allowed =
      key(route) in NOT_200 || isSuppliersOwn(route) || url.startsWith('/uploads/')
        ? status < 500
        : status === 200 || (!forAll && status === 403);
    if (!allowed) result.unexpected.push(`${url}: ${status}`);
  }
  return result;
}

/** The three walks: the admin (every permission), a buyer (manageTenders), a named opener (none). */
async function walkAll(needles: readonly string[]): Promise<Walk[]> {
  return [
    await walk(kit.admin, needles, true),
    await walk(kit.buyer, needles, false),
    await walk(kit.openers[1], needles, false),
  ];
}

async function emailLeaks(needles: readonly string[]): Promise<string[]> {
  const emails = await kit.ctx.db.select().from(emailOutbox);
  return emails.flatMap((email) =>
    needles.filter((needle) => [email.subject, email.textBody, email.htmlBody].join('\n').includes(needle)),
  );
}

const SEALED = [...ENVELOPE, ...ALPHA_PRICES, ...BETA_PRICES];
const WALK_TIMEOUT = 180_000;

describe('a two-envelope tender, walked at each stage', () => {
  it(
    'shows no answer, document, reference or price while bidding is open',
    async () => {
      made = await setUp();
      expect(routes.length).toBeGreaterThan(40);
      expect(made.documents).toHaveLength(1);
      for (const result of await walkAll(SEALED))
        expect({ leaks: result.leaks, unexpected: result.unexpected }).toEqual({ leaks: [], unexpected: [] });
      expect(await emailLeaks(SEALED)).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    'shows none of them once closed, before the technical opening',
    async () => {
      const walked = made as Walked;
      await closeTender(kit, walked.tender.id);
      for (const result of await walkAll(SEALED))
        expect({ leaks: result.leaks, unexpected: result.unexpected }).toEqual({ leaks: [], unexpected: [] });
    },
    WALK_TIMEOUT,
  );

  it(
    'shows no price after the technical opening and evaluation, before the financial opening',
    async () => {
      const walked = made as Walked;
      await openEnvelope(kit, walked.tender.id, 'technical');
      const evaluation = await kit.ctx.call(
        'GET',
        `/api/tenders/${walked.tender.id}/evaluation`,
        undefined,
        kit.buyer.headers,
      );
      // The envelope is open: its contents now show to the committee (the walk can find them).
      expect(evaluation.body).toContain('987654.32');
      expect(evaluation.body).toContain('EMDREF-7Q9Z');
      expect(evaluation.body).toContain(DOCUMENT_NAME);
      await decide(kit, walked.tender.id, walked.alpha.caller.id, { qualified: true });
      const refused = await decide(kit, walked.tender.id, walked.beta.caller.id, {
        qualified: false,
        reasons: [{ criterionId: walked.tender.criteria[1] ?? '', reason: 'Turnover below the minimum.' }],
      });
      expect(refused.statusCode, refused.body).toBe(200);
      expect((await complete(kit, walked.tender.id)).statusCode).toBe(200);
      const prices = [...ALPHA_PRICES, ...BETA_PRICES];
      for (const result of await walkAll(prices))
        expect({ leaks: result.leaks, unexpected: result.unexpected }).toEqual({ leaks: [], unexpected: [] });
      expect(await emailLeaks(prices)).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    "shows the qualified supplier's prices after the financial opening, and the disqualified one's never",
    async () => {
      const walked = made as Walked;
      await openEnvelope(kit, walked.tender.id, 'financial');
      const [admin, buyer, opener] = await walkAll([...ALPHA_PRICES, ...BETA_PRICES]);
      for (const result of [admin, buyer, opener]) {
        const beta = result?.leaks.filter((leak) =>
          BETA_PRICES.some((needle) => leak.endsWith(`: ${needle}`)),
        );
        expect({ beta, unexpected: result?.unexpected }).toEqual({ beta: [], unexpected: [] });
      }
      // The walk finds what is open: Alpha's unit price and total with GST.
      for (const result of [admin, buyer])
        expect([...(result?.found ?? [])]).toEqual(
          expect.arrayContaining([ALPHA_UNIT_PRICE, totalWithGstOf(ALPHA_UNIT_PRICE)]),
        );
      expect(await emailLeaks(BETA_PRICES)).toEqual([]);
      const [stored] = await kit.ctx.db
        .select()
        .from(quotations)
        .where(eq(quotations.id, walked.beta.quotation));
      expect(stored?.total).toBe(BETA_UNIT_PRICE);
    },
    WALK_TIMEOUT,
  );
});
