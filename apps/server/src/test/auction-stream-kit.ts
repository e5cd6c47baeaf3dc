import type { AddressInfo } from 'node:net';
import {
  type AuctionEvent,
  type AuctionVisibility,
  type Price,
  rankPrices,
} from '@tenderdesk/domain/auction';
import { toPaise } from '@tenderdesk/domain/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DbOrTx } from '../db/client';
import { auctionEvents, auctionInvitees, auctions } from '../db/schema/auctions';
import { quotations } from '../db/schema/quotations';
import { inTransaction } from '../db/transaction';
import { appendAuctionEvent } from '../shared/auction-events';
import { createTestApp, type TestCaller, type TestContext } from './app';
import { openEventStream } from './event-stream';
import { type NegotiationKit, negotiationKit } from './negotiation-kit';

/*
 * Auctions for the live stream's tests (issue 22): a closed tender quoted by Alpha and Beta (the
 * negotiation kit's; Gamma is approved without a quotation), an auction inserted as rows (live:
 * started a minute ago by the database's clock) inviting Alpha and Beta, and 'bid' events appended
 * as the bid route appends them (auction row locked, appendAuctionEvent), with each line's standing
 * ranked by the domain. The app listens on a port of its own: streams are read over HTTP.
 */

export type Bidder = TestCaller;
export type StreamAuction = { tenderId: string; auctionId: string };

export type AuctionStreamKit = {
  ctx: TestContext;
  n: NegotiationKit;
  /** http://127.0.0.1:<port> of the kit's app. */
  base: string;
  /** A live auction on a new quoted tender, inviting Alpha and Beta. */
  auction: (visibility?: AuctionVisibility) => Promise<StreamAuction>;
  /** Appends a 'bid' event of `supplier` at `amount` (its standing ranked); answers it. */
  bid: (auction: StreamAuction, supplier: Bidder, amount: string, db?: DbOrTx) => Promise<AuctionEvent>;
  buyerPath: (auction: StreamAuction) => string;
  supplierPath: (auction: StreamAuction, supplier: Bidder) => string;
  open: (
    path: string,
    caller: TestCaller,
    headers?: Record<string, string>,
    base?: string,
  ) => ReturnType<typeof openEventStream>;
  /** The auction's stored events (payloads), in order. */
  storedEvents: (auction: StreamAuction) => Promise<AuctionEvent[]>;
};

/** Registers the calling file's set-up (app listening, database, callers); filled in `beforeAll`. */
export function useAuctionStreamKit(): AuctionStreamKit {
  const kit = {} as AuctionStreamKit;
  /** Each auction's current prices (its starting totals, then its bids). */
  const prices = new Map<string, Map<string, Price>>();

  beforeAll(async () => {
    const ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const n = await negotiationKit(ctx, 'Auctioned works');
    Object.assign(kit, { ctx, n, base: `http://127.0.0.1:${port}` });
  });
  afterAll(() => kit.ctx.close());

  kit.auction = async (visibility = 'rank') => {
    const { ctx, n } = kit;
    const { tender } = await n.quotedTender();
    const [row] = await ctx.db
      .insert(auctions)
      .values({
        tenderId: tender,
        startsAt: sql`now() - interval '1 minute'`,
        durationMinutes: 30,
        endsAt: sql`now() + interval '29 minutes'`,
        bidOn: 'total',
        decrementKind: 'amount',
        decrement: '1.00',
        extensionMinutes: 2,
        extensionLimit: 3,
        visibility,
        createdBy: n.admin.id,
      })
      .returning({ id: auctions.id });
    if (!row) throw new Error('auction not inserted');
    // The quoted tender's quotations: Alpha's and Beta's.
    const invited = await ctx.db
      .select({ id: quotations.id, supplierId: quotations.supplierId, total: quotations.totalWithGst })
      .from(quotations)
      .where(eq(quotations.tenderId, tender));
    await ctx.db.insert(auctionInvitees).values(
      invited.map((q) => ({
        auctionId: row.id,
        supplierId: q.supplierId,
        quotationId: q.id,
        startingTotal: q.total,
        startingLines: [],
        startingAt: new Date(Date.now() - 3_600_000),
      })),
    );
    prices.set(
      row.id,
      new Map(
        invited.map((q, index) => [
          q.supplierId,
          { supplierId: q.supplierId, amount: toPaise(q.total), at: index, seq: 0 },
        ]),
      ),
    );
    return { tenderId: tender, auctionId: row.id };
  };

  kit.bid = (auction, supplier, amount, db = kit.ctx.db) =>
    inTransaction(db, async (tx) => {
      const [locked] = await tx
        .select({ endsAt: auctions.endsAt })
        .from(auctions)
        .where(eq(auctions.id, auction.auctionId))
        .for('update');
      if (!locked) throw new Error('no such auction');
      const current = prices.get(auction.auctionId) ?? new Map<string, Price>();
      const at = Date.now();
      current.set(supplier.id, { supplierId: supplier.id, amount: toPaise(amount), at, seq: at });
      prices.set(auction.auctionId, current);
      return appendAuctionEvent(tx, auction.auctionId, {
        kind: 'bid',
        at: new Date(at).toISOString(),
        supplierId: supplier.id,
        itemCode: null,
        amount,
        endsAt: locked.endsAt.toISOString(),
        extended: false,
        standing: rankPrices([...current.values()]),
      });
    });

  kit.buyerPath = (auction) => `/api/tenders/${auction.tenderId}/auction/events`;
  kit.supplierPath = (auction, supplier) =>
    `/api/suppliers/${supplier.id}/tenders/${auction.tenderId}/auction/events`;
  kit.open = (path, caller, headers = {}, base = kit.base) =>
    openEventStream(`${base}${path}`, { ...caller.headers, ...headers });
  kit.storedEvents = async (auction) => {
    const rows = await kit.ctx.db
      .select({ payload: auctionEvents.payload })
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, auction.auctionId))
      .orderBy(auctionEvents.seq);
    return rows.map((row) => row.payload as AuctionEvent);
  };
  return kit;
}
