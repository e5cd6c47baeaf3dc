import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auctionBids, auctionEvents, auctions } from '../db/schema/auctions';
import { insertCategoryPair } from './accounts';
import {
  createTestApp,
  type InjectResponse,
  type TestAppOptions,
  type TestCaller,
  type TestContext,
} from './app';
import { awardKit, type QuoteLine } from './award-kit';

/*
 * Reverse auctions for tests (issue 22, decision 050): three suppliers of one category quote a tender
 * through the API (Alpha, Beta, Gamma: all Approved), the tender is closed so its prices are open,
 * and the auction calls of both sides. Times are moved in the database (`start`, `end`, `endSoon`),
 * never waited for. `useAuctionKit()` registers a file's set-up like `useEvaluationKit()` does: the
 * server tests share one module graph (isolate: false), so the state lives in the object it returns.
 */

/** Alpha: IT-1 2 × 10,000.00 at 18%, IT-2 3 × 50.00 at 5%: 20,150.00, with GST 23,757.50. */
export const ALPHA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: '10000.00', gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: '50.00', gstRate: 5 },
];
/** Beta: IT-1 2 × 9,000.00 at 18%, IT-2 3 × 60.00 at 5%: 18,180.00, with GST 21,429.00. */
export const BETA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: '9000.00', gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: '60.00', gstRate: 5 },
];
/** Gamma: IT-1 only, 2 × 9,500.00 at 18%: 19,000.00, with GST 22,420.00. */
export const GAMMA_LINES: QuoteLine[] = [{ itemCode: 'IT-1', qty: 2, unitPrice: '9500.00', gstRate: 18 }];

export const TOTALS_WITH_GST = { alpha: '23757.50', beta: '21429.00', gamma: '22420.00' };

export type AuctionKit = {
  ctx: TestContext;
  admin: TestCaller;
  /** A sub-admin who manages tenders. */
  buyer: TestCaller;
  /** A sub-admin with reports only. */
  reportsOnly: TestCaller;
  alpha: TestCaller;
  beta: TestCaller;
  gamma: TestCaller;
  /** Approved on every kit tender, without a quotation. */
  delta: TestCaller;
  kit: ReturnType<typeof awardKit>;
};

/** Registers the calling test file's set-up (a fresh app and database) and answers its kit, filled in `beforeAll`. */
export function useAuctionKit(options: TestAppOptions = {}): AuctionKit {
  const kit = {} as AuctionKit;
  beforeAll(async () => {
    const ctx = await createTestApp(options);
    const category = await insertCategoryPair(
      ctx.database,
      `Auctioned ${randomUUID().slice(0, 8)}`,
      'Cables',
    );
    Object.assign(kit, {
      ctx,
      kit: awardKit(ctx, category.categoryId),
      admin: await ctx.as.admin(),
      buyer: await ctx.as.subAdmin(['manageTenders']),
      reportsOnly: await ctx.as.subAdmin(['reports']),
      alpha: await ctx.as.supplier({ ...category, companyName: 'Alpha Traders' }),
      beta: await ctx.as.supplier({ ...category, companyName: 'Beta Supplies' }),
      gamma: await ctx.as.supplier({ ...category, companyName: 'Gamma Works' }),
      delta: await ctx.as.supplier({ ...category, companyName: 'Delta Without Quote' }),
    });
  });
  afterAll(() => kit.ctx.close());
  return kit;
}

/** A tender Alpha, Beta and Gamma quoted (Delta approved too), closed unless told. */
export async function quotedTender(k: AuctionKit, { close = true } = {}) {
  const tender = await k.kit.tenderFor([k.alpha, k.beta, k.gamma, k.delta]);
  const a = await k.kit.quote(tender, k.alpha, ALPHA_LINES);
  const b = await k.kit.quote(tender, k.beta, BETA_LINES);
  const c = await k.kit.quote(tender, k.gamma, GAMMA_LINES);
  if (close) await k.kit.close(tender);
  return { tender, a, b, c };
}

/** A start an hour from now (ISO). */
export const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A valid schedule body: the total, ₹100.00 decrement, 2-minute extensions (3 at most), the three quoters. */
export function scheduleBody(k: AuctionKit, overrides: Record<string, unknown> = {}) {
  return {
    startsAt: inOneHour(),
    durationMinutes: 30,
    supplierIds: [k.alpha.id, k.beta.id, k.gamma.id],
    bidOn: 'total',
    decrementKind: 'amount',
    decrement: '100.00',
    extensionMinutes: 2,
    extensionLimit: 3,
    visibility: 'rank-and-lowest',
    ...overrides,
  };
}

export const scheduleCall = (k: AuctionKit, tender: string, body: object, caller: TestCaller = k.buyer) =>
  k.ctx.call('POST', `/api/tenders/${tender}/auction`, body, caller.headers);

/** Schedules (checked 201); answers the AuctionForBuyer. */
export async function schedule(k: AuctionKit, tender: string, overrides: Record<string, unknown> = {}) {
  const response = await scheduleCall(k, tender, scheduleBody(k, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; endsAt: string; startsAt: string };
}

const active = (tender: string) => and(eq(auctions.tenderId, tender), isNull(auctions.cancelledAt));

/** The auction has started a minute ago and ends in `minutes` (30 unless told). */
export const start = (k: AuctionKit, tender: string, minutes = 30) =>
  k.ctx.db
    .update(auctions)
    .set({
      startsAt: sql`now() - interval '1 minute'`,
      endsAt: sql`now() + make_interval(mins => ${minutes})`,
    })
    .where(active(tender));

/** The auction ends `ms` milliseconds from now (by the database clock). */
export const endSoon = (k: AuctionKit, tender: string, ms: number) =>
  k.ctx.db
    .update(auctions)
    .set({
      startsAt: sql`now() - interval '1 minute'`,
      endsAt: sql`now() + make_interval(secs => ${ms / 1000})`,
    })
    .where(active(tender));

/** The auction ended a second ago (not closed yet). */
export const end = (k: AuctionKit, tender: string) =>
  k.ctx.db
    .update(auctions)
    .set({ startsAt: sql`now() - interval '31 minutes'`, endsAt: sql`now() - interval '1 second'` })
    .where(active(tender));

export const bidCall = (
  k: AuctionKit,
  tender: string,
  supplier: TestCaller,
  body: object,
  as: TestCaller = supplier,
): Promise<InjectResponse> =>
  k.ctx.call('POST', `/api/suppliers/${supplier.id}/tenders/${tender}/auction/bids`, body, as.headers);

/** Places a bid (checked 201); answers BidAccepted. */
export async function bid(
  k: AuctionKit,
  tender: string,
  supplier: TestCaller,
  amount: string,
  itemCode?: string,
) {
  const response = await bidCall(k, tender, supplier, itemCode ? { amount, itemCode } : { amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { seq: number; rank: number; endsAt: string; extended: boolean };
}

export const buyerRead = (k: AuctionKit, tender: string, caller: TestCaller = k.buyer) =>
  k.ctx.call('GET', `/api/tenders/${tender}/auction`, undefined, caller.headers);

export const supplierRead = (
  k: AuctionKit,
  tender: string,
  supplier: TestCaller,
  as: TestCaller = supplier,
) => k.ctx.call('GET', `/api/suppliers/${supplier.id}/tenders/${tender}/auction`, undefined, as.headers);

/** The tender's active auction row. */
export async function auctionRow(k: AuctionKit, tender: string) {
  const [row] = await k.ctx.db.select().from(auctions).where(active(tender));
  if (!row) throw new Error('no auction');
  return row;
}

/** The auction's stored bids and events, in order. */
export async function stored(k: AuctionKit, auctionId: string) {
  const bids = await k.ctx.db
    .select()
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(auctionBids.seq);
  const events = await k.ctx.db
    .select()
    .from(auctionEvents)
    .where(eq(auctionEvents.auctionId, auctionId))
    .orderBy(auctionEvents.seq);
  return { bids, events };
}
