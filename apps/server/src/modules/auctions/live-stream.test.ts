import type { AddressInfo } from 'node:net';
import { type AuctionEvent, eventForSupplier, type SupplierAuctionEvent } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { auctions } from '../../db/schema/auctions';
import { TEST_JWT_SECRET } from '../../test/app';
import { type StreamAuction, useAuctionStreamKit } from '../../test/auction-stream-kit';
import { auctionEventsOf, type EventStreamClient } from '../../test/event-stream';

/*
 * The auction's live stream (issue 22, decision 050) over real HTTP: frames, order, what a supplier
 * may see, refusals, resuming with ?after and Last-Event-ID (also while events land during the
 * replay), two server instances on one PostgreSQL database, and a clean close with streams open.
 */

const kit = useAuctionStreamKit();

const seqsOf = (stream: EventStreamClient) => auctionEventsOf(stream).map((event) => event.seq);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const untilSeq = (stream: EventStreamClient, seq: number) =>
  stream.next((frame) => frame.event === 'auction' && frame.id === String(seq));

/** Another app (another "instance") on `database`, listening on a port of its own. */
async function otherInstance(database: Database): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({
    config: { jwtSecret: TEST_JWT_SECRET, logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('the buyer stream', () => {
  it('sends retry, a clock frame, the stored events, then live ones: in order, each once, uncompressed', async () => {
    const { n } = kit;
    const auction = await kit.auction();
    await kit.bid(auction, n.alpha, '1000.00');
    await kit.bid(auction, n.beta, '990.00');
    const stream = await kit.open(kit.buyerPath(auction), n.buyer, { 'accept-encoding': 'br, gzip' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-store');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('content-encoding')).toBeNull();
      await untilSeq(stream, 2);
      await kit.bid(auction, n.alpha, '980.00');
      await kit.bid(auction, n.beta, '970.00');
      await untilSeq(stream, 4);

      expect(stream.frames[0]).toEqual({ retry: 2000 });
      expect(stream.frames[1]?.event).toBe('clock');
      expect(stream.frames[1]?.id).toBeUndefined();
      const clock = JSON.parse(stream.frames[1]?.data ?? '');
      const [stored] = await kit.ctx.db.select().from(auctions).where(eq(auctions.id, auction.auctionId));
      expect(clock).toEqual({
        serverNow: expect.any(String),
        endsAt: stored?.endsAt.toISOString(),
        phase: 'live',
      });
      expect(Math.abs(Date.parse(clock.serverNow) - Date.now())).toBeLessThan(5_000);

      // What the buyer sees is what is stored: every event, whole, with its id.
      expect(seqsOf(stream)).toEqual([1, 2, 3, 4]);
      expect(auctionEventsOf<AuctionEvent>(stream)).toEqual(await kit.storedEvents(auction));
      expect(stream.frames.filter((frame) => frame.event === 'auction').map((frame) => frame.id)).toEqual([
        '1',
        '2',
        '3',
        '4',
      ]);
      const last = auctionEventsOf<AuctionEvent>(stream).at(-1);
      expect(last).toMatchObject({ kind: 'bid', supplierId: n.beta.id, amount: '970.00' });
    } finally {
      stream.close();
    }
  });

  it('refuses without manageTenders, a supplier, and a tender without an auction', async () => {
    const { n, ctx } = kit;
    const auction = await kit.auction();
    const reportsOnly = await ctx.as.subAdmin(['reports']);
    for (const caller of [reportsOnly, n.alpha]) {
      const refused = await kit.open(kit.buyerPath(auction), caller);
      await refused.ended;
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.text())).toEqual({ message: messages.auth.forbidden });
    }
    const { tender } = await n.quotedTender();
    for (const tenderId of [tender, 'not-a-uuid']) {
      const none = await kit.open(kit.buyerPath({ tenderId, auctionId: '' }), n.buyer);
      await none.ended;
      expect(none.status).toBe(404);
      expect(JSON.parse(none.text())).toEqual({ message: text.notFound });
    }
    const bad = await kit.open(`${kit.buyerPath(auction)}?after=-1`, n.buyer);
    await bad.ended;
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text()).message).toBe(text.streamAfterInvalid);
  });
});

describe("a supplier's stream", () => {
  it("carries its own amounts and rank and nothing of another supplier's (rank only)", async () => {
    const { n } = kit;
    const auction = await kit.auction('rank');
    await kit.bid(auction, n.alpha, '1000.00');
    const stream = await kit.open(kit.supplierPath(auction, n.alpha), n.alpha);
    try {
      expect(stream.status).toBe(200);
      await untilSeq(stream, 1);
      await kit.bid(auction, n.beta, '990.55');
      await kit.bid(auction, n.alpha, '980.00');
      await untilSeq(stream, 3);
      const received = auctionEventsOf<SupplierAuctionEvent>(stream);
      const stored = await kit.storedEvents(auction);
      expect(received).toEqual(stored.map((event) => eventForSupplier(event, n.alpha.id, 'rank')));
      expect(received.map((event) => event.kind === 'bid' && [event.mine, event.rank, event.lowest])).toEqual(
        [
          ['1000.00', 1, null],
          [null, 2, null],
          ['980.00', 1, null],
        ],
      );
      // Beta's identity and price appear nowhere in what Alpha received.
      expect(stream.text()).not.toContain(n.beta.id);
      expect(stream.text()).not.toContain('990.55');
      expect(stream.text()).not.toContain('99055');
    } finally {
      stream.close();
    }
  });

  it('also carries the lowest price with rank-and-lowest, still no other identity', async () => {
    const { n } = kit;
    const auction = await kit.auction('rank-and-lowest');
    const stream = await kit.open(kit.supplierPath(auction, n.beta), n.beta);
    try {
      await kit.bid(auction, n.alpha, '800.25');
      await kit.bid(auction, n.beta, '900.00');
      await untilSeq(stream, 2);
      const received = auctionEventsOf<SupplierAuctionEvent>(stream);
      expect(received.map((event) => event.kind === 'bid' && [event.mine, event.rank, event.lowest])).toEqual(
        [
          [null, 2, '800.25'],
          ['900.00', 2, '800.25'],
        ],
      );
      expect(stream.text()).not.toContain(n.alpha.id);
    } finally {
      stream.close();
    }
  });

  it('refuses a supplier not invited with 403 notInvited, whether or not an auction exists', async () => {
    const { n } = kit;
    const auction = await kit.auction();
    const { tender: withoutAuction } = await n.quotedTender();
    const cases: [StreamAuction, string][] = [
      [auction, 'invited elsewhere'],
      [{ tenderId: withoutAuction, auctionId: '' }, 'no auction'],
      [{ tenderId: '00000000-0000-4000-8000-000000000000', auctionId: '' }, 'no tender'],
    ];
    for (const [target, why] of cases) {
      const refused = await kit.open(kit.supplierPath(target, n.gamma), n.gamma);
      await refused.ended;
      expect([why, refused.status, JSON.parse(refused.text())]).toEqual([
        why,
        403,
        { message: text.notInvited },
      ]);
    }
    // Another supplier's path, and the buyer on a supplier's path: the guard's 403.
    for (const caller of [n.gamma, n.buyer]) {
      const other = await kit.open(kit.supplierPath(auction, n.alpha), caller);
      await other.ended;
      expect(other.status).toBe(403);
      expect(JSON.parse(other.text())).toEqual({ message: messages.auth.forbidden });
    }
  });
});

describe('resuming', () => {
  it('sends exactly the events after ?after=N, or after Last-Event-ID when that is higher', async () => {
    const { n } = kit;
    const auction = await kit.auction();
    for (const [i, amount] of ['1000.00', '999.00', '998.00', '997.00', '996.00'].entries()) {
      await kit.bid(auction, i % 2 ? n.beta : n.alpha, amount);
    }
    const path = kit.buyerPath(auction);
    const streams = [
      { stream: await kit.open(`${path}?after=3`, n.buyer), from: 4 },
      { stream: await kit.open(`${path}?after=1`, n.buyer, { 'last-event-id': '4' }), from: 5 },
      { stream: await kit.open(`${path}?after=4`, n.buyer, { 'last-event-id': '2' }), from: 5 },
      { stream: await kit.open(path, n.buyer, { 'last-event-id': '2' }), from: 3 },
      {
        stream: await kit.open(kit.supplierPath(auction, n.alpha), n.alpha, { 'last-event-id': '5' }),
        from: 6,
      },
    ];
    try {
      await kit.bid(auction, n.beta, '995.00');
      for (const { stream, from } of streams) {
        await untilSeq(stream, 6);
        expect(seqsOf(stream)).toEqual(range(from, 6));
      }
    } finally {
      for (const { stream } of streams) stream.close();
    }
  });

  it('loses and repeats nothing when events land while screens connect and replay', async () => {
    const { n } = kit;
    const auction = await kit.auction();
    const total = 40;
    const bidding = (async () => {
      for (let i = 0; i < total; i++) await kit.bid(auction, i % 2 ? n.beta : n.alpha, String(5000 - i));
    })();
    const opened: { stream: EventStreamClient; after: number }[] = [];
    try {
      for (let k = 0; k < 8; k++) {
        const [row] = await kit.ctx.db
          .select({ lastSeq: auctions.lastSeq })
          .from(auctions)
          .where(eq(auctions.id, auction.auctionId));
        const after = Math.max(0, (row?.lastSeq ?? 0) - 3);
        const supplier = k % 3 === 2;
        const stream = supplier
          ? await kit.open(kit.supplierPath(auction, n.alpha), n.alpha, { 'last-event-id': String(after) })
          : await kit.open(`${kit.buyerPath(auction)}?after=${after}`, n.buyer);
        opened.push({ stream, after });
      }
      await bidding;
      for (const { stream, after } of opened) {
        await untilSeq(stream, total);
        expect(seqsOf(stream)).toEqual(range(after + 1, total));
      }
    } finally {
      await bidding.catch(() => undefined);
      for (const { stream } of opened) stream.close();
    }
  });
});

describe('across instances and on close', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'delivers an event appended through instance A to streams opened on instance B (PostgreSQL)',
    async () => {
      const { n, ctx } = kit;
      const url = ctx.database.url;
      if (!url) throw new Error('the PostgreSQL test database has a url');
      const databaseB = openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
      const b = await otherInstance(databaseB);
      const auction = await kit.auction('rank-and-lowest');
      const buyerOnB = await kit.open(kit.buyerPath(auction), n.buyer, {}, b.base);
      const alphaOnB = await kit.open(kit.supplierPath(auction, n.alpha), n.alpha, {}, b.base);
      const buyerOnA = await kit.open(kit.buyerPath(auction), n.buyer);
      try {
        for (const stream of [buyerOnB, alphaOnB, buyerOnA]) {
          expect(stream.status).toBe(200);
          await stream.next((frame) => frame.event === 'clock');
        }
        // Appended in instance A's database handle (its pool); B hears it through its own LISTEN.
        await kit.bid(auction, n.beta, '700.00', ctx.db);
        await kit.bid(auction, n.alpha, '650.00', ctx.db);
        for (const stream of [buyerOnB, alphaOnB, buyerOnA]) {
          await untilSeq(stream, 2);
          expect(seqsOf(stream)).toEqual([1, 2]);
        }
        expect(auctionEventsOf<AuctionEvent>(buyerOnB)).toEqual(await kit.storedEvents(auction));
        expect(
          auctionEventsOf<SupplierAuctionEvent>(alphaOnB).map((e) => e.kind === 'bid' && e.mine),
        ).toEqual([null, '650.00']);
      } finally {
        for (const stream of [buyerOnB, alphaOnB, buyerOnA]) stream.close();
        await b.app.close();
        await databaseB.close();
      }
    },
  );

  it('closes an app promptly with streams open, ending them; the other app streams on', async () => {
    const { n, ctx } = kit;
    const closing = await otherInstance(ctx.database);
    const auction = await kit.auction();
    const streams = [
      await kit.open(kit.buyerPath(auction), n.buyer, {}, closing.base),
      await kit.open(kit.supplierPath(auction, n.alpha), n.alpha, {}, closing.base),
      await kit.open(kit.supplierPath(auction, n.beta), n.beta, {}, closing.base),
    ];
    const staying = await kit.open(kit.buyerPath(auction), n.buyer);
    try {
      for (const stream of streams) await stream.next((frame) => frame.event === 'clock');
      const started = Date.now();
      await closing.app.close();
      expect(Date.now() - started).toBeLessThan(3_000);
      await Promise.all(streams.map((stream) => stream.ended));
      await kit.bid(auction, n.alpha, '600.00');
      await untilSeq(staying, 1);
      expect(seqsOf(staying)).toEqual([1]);
      for (const stream of streams) expect(seqsOf(stream)).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
      staying.close();
    }
  });
});
