import { randomUUID } from 'node:crypto';
import { addPortalDays, portalToday } from '@tenderdesk/domain/portal-time';
import { vendorMessages as text } from '@tenderdesk/domain/vendor-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders } from '../../db/schema/purchase-orders';
import { goodsReceipts } from '../../db/schema/vendor';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit, type QuoteLine } from '../../test/award-kit';
import { encodeMultipart, PDF_BYTES } from '../../test/files';
import { TEST_TIME_ZONE } from '../../test/tenders';

/*
 * Goods received against an order (issue 24 item 2): the receipt's rules and refusals for each
 * kind of caller, the numbering under concurrency, exact quantities, the order closing by itself
 * or short, and the supplier's read-only view.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let alpha: TestCaller;
let beta: TestCaller;
let admin: TestCaller;
let buyer: TestCaller;
let tenderManager: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  const electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = awardKit(ctx, electrical.categoryId);
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  admin = await ctx.as.admin();
  buyer = await ctx.as.subAdmin(['purchaseOrders']);
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
});
afterAll(() => ctx.close());

const LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2.5, unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 50, gstRate: 5 },
];
const TERMS = { deliveryTerms: 'Door delivery', paymentTerms: '30 days' };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: TestCaller | null, body?: object) =>
  ctx.call(method, url, body, caller?.headers ?? {});
const today = () => portalToday(TEST_TIME_ZONE);

type Order = { id: string; lines: { _id: string; itemCode: string; qty: number }[] };

/** An order to alpha, as far as `stage`: a Draft, Issued, or Acknowledged (the default). */
async function orderTo(stage: 'Draft' | 'Issued' | 'Acknowledged' = 'Acknowledged'): Promise<Order> {
  const tender = await kit.tenderFor([alpha]);
  const quoted = await kit.quote(tender, alpha, LINES);
  await kit.close(tender);
  const lines = ['IT-1', 'IT-2'].map((code) => ({
    tenderItemId: quoted.itemOf[code],
    quotationLineId: quoted.lineOf[code],
  }));
  expect((await call('PUT', `/api/tenders/${tender}/line-awards`, admin, { lines })).statusCode).toBe(200);
  const generated = await call('POST', `/api/tenders/${tender}/purchase-orders`, buyer);
  const id: string = generated.json().data[0]._id;
  expect((await call('PUT', `/api/purchase-orders/${id}`, buyer, TERMS)).statusCode).toBe(200);
  if (stage !== 'Draft')
    expect((await call('POST', `/api/purchase-orders/${id}/issue`, buyer)).statusCode).toBe(200);
  if (stage === 'Acknowledged') {
    const ack = await call('POST', `/api/supplier/${alpha.id}/orders/${id}/acknowledge`, alpha);
    expect(ack.statusCode, ack.body).toBe(200);
  }
  const detail = (await call('GET', `/api/purchase-orders/${id}`, buyer)).json().data;
  return { id, lines: detail.lines };
}

type Line = { lineId: string; received: string | number; accepted: string | number; rejectedReason?: string };

async function receive(
  order: Order | string,
  lines: Line[],
  options: { caller?: TestCaller | null; receivedOn?: string; notes?: string; file?: Buffer | null } = {},
) {
  const id = typeof order === 'string' ? order : order.id;
  const form = await encodeMultipart(
    {
      receivedOn: options.receivedOn ?? today(),
      notes: options.notes ?? '',
      lines: JSON.stringify(lines),
    },
    options.file ? { delivery: { bytes: options.file, name: 'challan.pdf', type: 'application/pdf' } } : {},
  );
  const caller = options.caller === undefined ? buyer : options.caller;
  return ctx.call('POST', `/api/purchase-orders/${id}/receipts`, form.payload, {
    ...form.headers,
    ...(caller?.headers ?? {}),
  });
}

const lineOf = (order: Order, code: string) =>
  order.lines.find((line) => line.itemCode === code)?._id as string;
const receiptCount = async (orderId: string) =>
  (await ctx.db.select().from(goodsReceipts).where(eq(goodsReceipts.orderId, orderId))).length;

describe('guards', () => {
  it('recording, reading and closing short need purchaseOrders: 401 anonymous, 403 a supplier and a sub-admin without it', async () => {
    const order = await orderTo();
    const one = [{ lineId: lineOf(order, 'IT-2'), received: 1, accepted: 1 }];
    for (const caller of [null, alpha, beta, tenderManager]) {
      const expected = caller === null ? 401 : 403;
      expect((await receive(order, one, { caller })).statusCode).toBe(expected);
      expect((await call('GET', `/api/purchase-orders/${order.id}/receipts`, caller)).statusCode).toBe(
        expected,
      );
      expect(
        (await call('POST', `/api/purchase-orders/${order.id}/short-close`, caller, { reason: 'x' }))
          .statusCode,
      ).toBe(expected);
    }
    expect(await receiptCount(order.id)).toBe(0);
    expect((await receive(order, one, { caller: admin })).statusCode).toBe(201);
    expect((await receive(order, one, { caller: buyer })).statusCode).toBe(201);
    expect((await call('GET', `/api/purchase-orders/${order.id}/receipts`, buyer)).statusCode).toBe(200);
  });

  it("the supplier reads its own order's receipts; another supplier's path is 403, another's order 404", async () => {
    const order = await orderTo();
    const made = await receive(order, [{ lineId: lineOf(order, 'IT-2'), received: 1, accepted: 1 }], {
      file: PDF_BYTES,
    });
    expect(made.statusCode, made.body).toBe(201);
    const own = await call('GET', `/api/supplier/${alpha.id}/orders/${order.id}/receipts`, alpha);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.receipts).toHaveLength(1);
    expect(
      (await call('GET', `/api/supplier/${alpha.id}/orders/${order.id}/receipts`, beta)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/supplier/${beta.id}/orders/${order.id}/receipts`, beta)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/supplier/${alpha.id}/orders/${order.id}/receipts`, null)).statusCode,
    ).toBe(401);
    expect(
      (await call('GET', `/api/supplier/${alpha.id}/orders/${randomUUID()}/receipts`, alpha)).statusCode,
    ).toBe(404);
    // The delivery document: the order's supplier and the buyers; not another supplier nor a sub-admin without it.
    const file = `/uploads/${own.json().data.receipts[0].deliveryFile.fileName}`;
    expect((await call('GET', file, alpha)).statusCode).toBe(200);
    expect((await call('GET', file, buyer)).statusCode).toBe(200);
    expect((await call('GET', file, admin)).statusCode).toBe(200);
    expect((await call('GET', file, beta)).statusCode).toBe(404);
    expect((await call('GET', file, tenderManager)).statusCode).toBe(403);
    expect((await call('GET', file, null)).statusCode).toBe(401);
  });
});

describe('receiving in parts', () => {
  it('two receipts with a rejection: exact quantities, numbered 1 and 2, the order closes itself; audited and notified', async () => {
    const order = await orderTo();
    const it1 = lineOf(order, 'IT-1');
    const it2 = lineOf(order, 'IT-2');
    expect(order.lines.map((line) => line.qty)).toEqual([2.5, 3]);
    const first = await receive(
      order,
      [
        { lineId: it1, received: '1.25', accepted: '1.05', rejectedReason: 'Insulation cracked' },
        { lineId: it2, received: 3, accepted: 3 },
      ],
      { notes: 'First lorry', file: PDF_BYTES },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(text.receiptRecorded(1));
    expect(first.json().data).toMatchObject({ number: 1, closed: false });
    expect(first.json().data.receiving.lines).toEqual([
      expect.objectContaining({
        lineId: it1,
        ordered: 2.5,
        accepted: 1.05,
        rejected: 0.2,
        outstanding: 1.45,
      }),
      expect.objectContaining({ lineId: it2, ordered: 3, accepted: 3, rejected: 0, outstanding: 0 }),
    ]);
    expect((await call('GET', `/api/purchase-orders/${order.id}`, buyer)).json().data.status).toBe(
      'Acknowledged',
    );

    // Beyond what is outstanding (1.45) is refused; exactly that closes the order.
    const over = await receive(order, [{ lineId: it1, received: '1.46', accepted: '1.46' }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(text.receiptLine('IT-1 Item IT-1', 'overReceipt'));
    const second = await receive(order, [{ lineId: it1, received: '1.45', accepted: '1.45' }]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      message: text.receiptRecordedClosed(2),
      data: { number: 2, closed: true },
    });
    const detail = (await call('GET', `/api/purchase-orders/${order.id}`, buyer)).json().data;
    expect(detail).toMatchObject({ status: 'Closed', shortCloseReason: null });
    expect(detail.closedAt).toEqual(expect.any(String));

    // The supplier sees both receipts, with the rejection's reason, read only.
    const seen = (await call('GET', `/api/supplier/${alpha.id}/orders/${order.id}/receipts`, alpha)).json()
      .data;
    expect(seen.receipts.map((receipt: { number: number }) => receipt.number)).toEqual([1, 2]);
    expect(seen.receipts[0]).toMatchObject({
      receivedOn: today(),
      notes: 'First lorry',
      deliveryFile: { name: 'challan.pdf' },
    });
    expect(seen.receipts[0].lines[0]).toMatchObject({
      lineId: it1,
      received: 1.25,
      accepted: 1.05,
      rejected: 0.2,
      rejectedReason: 'Insulation cracked',
    });
    expect(seen.lines.every((line: { outstanding: number }) => line.outstanding === 0)).toBe(true);

    const audits = await ctx.auditFor(order.id, 'purchase-order.receive');
    expect(audits).toHaveLength(2);
    expect(audits.map((event) => event.changes)).toContainEqual(
      expect.objectContaining({ receipt: 2, status: { from: 'Acknowledged', to: 'Closed' } }),
    );
    const told = (await call('GET', '/api/notifications', alpha)).json().data;
    expect(
      told.filter((note: { event: string }) => note.event === 'order.received').length,
    ).toBeGreaterThanOrEqual(2);
    expect(told).toContainEqual(
      expect.objectContaining({ event: 'order.received', link: `/myOrders/${order.id}` }),
    );

    // Closed: nothing more is received, nor closed short.
    const after = await receive(order, [{ lineId: it1, received: 1, accepted: 0, rejectedReason: 'x' }]);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(text.orderClosed);
    const short = await call('POST', `/api/purchase-orders/${order.id}/short-close`, buyer, {
      reason: 'Done',
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(text.orderClosed);
    const listed = (await call('GET', '/api/purchase-orders?status=Closed&pageSize=200', buyer)).json().data;
    expect(listed.map((row: { _id: string }) => row._id)).toContain(order.id);
  });

  it('two receipts at once on one order: numbered 1 and 2, and never together beyond the ordered quantity', async () => {
    const order = await orderTo();
    const it2 = lineOf(order, 'IT-2');
    const both = await Promise.all([
      receive(order, [{ lineId: it2, received: 1, accepted: 1 }]),
      receive(order, [{ lineId: it2, received: 1, accepted: 1 }]),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(both.map((response) => response.json().data.number).sort()).toEqual([1, 2]);
    // Each accepting the 1 still outstanding: one is taken, the other refused as over-receipt.
    const race = await Promise.all([
      receive(order, [{ lineId: it2, received: 1, accepted: 1 }]),
      receive(order, [{ lineId: it2, received: 1, accepted: 1 }]),
    ]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const seen = (await call('GET', `/api/purchase-orders/${order.id}/receipts`, buyer)).json().data;
    expect(seen.lines.find((line: { lineId: string }) => line.lineId === it2)).toMatchObject({
      accepted: 3,
      outstanding: 0,
    });
    expect(await receiptCount(order.id)).toBe(3);
  });
});

describe('refusals', () => {
  it('bad input is 400 with the catalogue message, and nothing is recorded', async () => {
    const order = await orderTo();
    const it1 = lineOf(order, 'IT-1');
    const audits = await ctx.auditCount({ action: 'purchase-order.receive', entityId: order.id });
    const item = 'IT-1 Item IT-1';
    const cases: [Line[], { receivedOn?: string; notes?: string }, string][] = [
      [
        [{ lineId: it1, received: 1, accepted: 1 }],
        { receivedOn: addPortalDays(today(), 1) },
        text.receiptDateFuture,
      ],
      [
        [{ lineId: it1, received: 1, accepted: 1 }],
        { receivedOn: addPortalDays(today(), -1) },
        text.receiptDateBeforeIssue,
      ],
      [[{ lineId: it1, received: 1, accepted: 1 }], { receivedOn: '2026-02-30' }, text.receiptDateInvalid],
      [[{ lineId: it1, received: 1, accepted: 1 }], { receivedOn: 'yesterday' }, text.receiptDateInvalid],
      [[{ lineId: it1, received: 1, accepted: 2 }], {}, text.receiptLine(item, 'acceptedAboveReceived')],
      [[{ lineId: it1, received: 3, accepted: 3 }], {}, text.receiptLine(item, 'overReceipt')],
      [[{ lineId: it1, received: 2, accepted: 1 }], {}, text.receiptLine(item, 'reasonRequired')],
      [
        [{ lineId: it1, received: 2, accepted: 1, rejectedReason: '  ' }],
        {},
        text.receiptLine(item, 'reasonRequired'),
      ],
      [[{ lineId: it1, received: '1.005', accepted: 1 }], {}, text.receiptLine(item, 'quantityInvalid')],
      [[{ lineId: it1, received: -1, accepted: 0 }], {}, text.receiptLine(item, 'quantityInvalid')],
      [[{ lineId: it1, received: 0, accepted: 0 }], {}, text.receiptLine('', 'nothingReceived')],
      [[], {}, text.receiptLine('', 'nothingReceived')],
      [[{ lineId: randomUUID(), received: 1, accepted: 1 }], {}, text.receiptLine('A line', 'unknownLine')],
      [
        [
          { lineId: it1, received: 1, accepted: 1 },
          { lineId: it1, received: 1, accepted: 1 },
        ],
        {},
        text.receiptLinesInvalid,
      ],
      [[{ lineId: it1, received: 1, accepted: 1 }], { notes: 'x'.repeat(1001) }, text.receiptNotesTooLong],
      [
        [{ lineId: it1, received: 1, accepted: 1 }],
        { notes: 'a\u0000b' },
        'Notes contains characters that cannot be stored.',
      ],
      [
        [{ lineId: it1, received: 2, accepted: 1, rejectedReason: 'r'.repeat(501) }],
        {},
        text.rejectedReasonTooLong,
      ],
    ];
    for (const [lines, options, message] of cases) {
      const response = await receive(order, lines, options);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      if (!message.includes('cannot be stored')) expect(response.json().message).toBe(message);
    }
    // Not JSON lines; not a form; a delivery document of another type.
    const broken = await encodeMultipart({ receivedOn: today(), lines: '[{' }, {});
    const notJson = await ctx.call('POST', `/api/purchase-orders/${order.id}/receipts`, broken.payload, {
      ...broken.headers,
      ...buyer.headers,
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe(text.receiptLinesInvalid);
    const json = await call('POST', `/api/purchase-orders/${order.id}/receipts`, buyer, {
      receivedOn: today(),
    });
    expect(json.statusCode).toBe(415);
    const textFile = await receive(order, [{ lineId: it1, received: 1, accepted: 1 }], {
      file: Buffer.from('plain text, not a document'),
    });
    expect(textFile.statusCode).toBe(400);
    expect(textFile.json().message).toBe(text.deliveryTypeInvalid);
    expect(await receiptCount(order.id)).toBe(0);
    expect(await ctx.auditCount({ action: 'purchase-order.receive', entityId: order.id })).toBe(audits);
    expect((await receive(randomUUID(), [{ lineId: it1, received: 1, accepted: 1 }])).statusCode).toBe(404);
  });

  it('only an acknowledged order is received against: a draft, an issued or a cancelled one is 409', async () => {
    const draft = await orderTo('Draft');
    const issued = await orderTo('Issued');
    const cancelled = await orderTo();
    expect(
      (await call('POST', `/api/purchase-orders/${cancelled.id}/cancel`, buyer, { reason: 'Wrong' }))
        .statusCode,
    ).toBe(200);
    for (const [order, message] of [
      [draft, text.receiptOrderNotOpen],
      [issued, text.receiptOrderNotOpen],
      [cancelled, text.orderCancelled],
    ] as const) {
      const response = await receive(order, [{ lineId: lineOf(order, 'IT-1'), received: 1, accepted: 1 }]);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
      const short = await call('POST', `/api/purchase-orders/${order.id}/short-close`, buyer, {
        reason: 'x',
      });
      expect(short.statusCode).toBe(409);
      expect(await receiptCount(order.id)).toBe(0);
    }
  });
});

describe('closing short', () => {
  it('needs a reason; closes the order, audited and the supplier told; nothing more is received', async () => {
    const order = await orderTo();
    await receive(order, [{ lineId: lineOf(order, 'IT-2'), received: 1, accepted: 1 }]);
    const url = `/api/purchase-orders/${order.id}/short-close`;
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await call('POST', url, buyer, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(text.shortCloseReasonRequired);
    }
    expect((await call('POST', url, buyer, { reason: 'r'.repeat(501) })).json().message).toBe(
      text.shortCloseReasonTooLong,
    );
    expect((await call('GET', `/api/purchase-orders/${order.id}`, buyer)).json().data.status).toBe(
      'Acknowledged',
    );
    const closed = await call('POST', url, buyer, { reason: 'Item discontinued by the maker' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      message: text.shortClosed,
      data: { status: 'Closed', shortCloseReason: 'Item discontinued by the maker' },
    });
    const [row] = await ctx.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect(row?.closedBy).toBe(buyer.id);
    expect((await ctx.auditFor(order.id, 'purchase-order.short-close'))[0]?.changes).toMatchObject({
      status: { from: 'Acknowledged', to: 'Closed' },
      reason: 'Item discontinued by the maker',
    });
    const told = (await call('GET', '/api/notifications', alpha)).json().data;
    expect(told).toContainEqual(expect.objectContaining({ event: 'order.short-closed' }));
    const seen = (await call('GET', `/api/supplier/${alpha.id}/orders/${order.id}`, alpha)).json().data;
    expect(seen).toMatchObject({ status: 'Closed', shortCloseReason: 'Item discontinued by the maker' });
    const after = await receive(order, [{ lineId: lineOf(order, 'IT-1'), received: 1, accepted: 1 }]);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(text.orderClosed);
    // A closed order is not cancelled either.
    const cancel = await call('POST', `/api/purchase-orders/${order.id}/cancel`, buyer, { reason: 'x' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(text.closedNotCancellable);
  });
});
