import type { AddressInfo } from 'node:net';
import type { AuctionEvent } from '@tenderdesk/domain/auction';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { auctionEvents, auctions } from '../../db/schema/auctions';
import { readAuctionEvents } from '../../shared/auction-events';
import { useAuctionStreamKit } from '../../test/auction-stream-kit';
import { auctionEventsOf, openEventStream } from '../../test/event-stream';
import { streamAuction } from './auction-stream';
import { findBuyerStream } from './find-stream-auction';
import { type ClockFrame, createLiveHub, type HubSubscriber, parseNotification } from './live-hub';

/*
 * The live hub and the stream's replay (issue 22, decision 050) without the routes around them:
 * one read per notification for every screen of an auction, in order; subscribers ended on close;
 * and a stream whose replay is slowed so events land during it, both before and after its read.
 */

const kit = useAuctionStreamKit();

async function waitUntil(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function recorder(): HubSubscriber & { seqs: number[]; closed: boolean } {
  const subscriber = {
    seqs: [] as number[],
    closed: false,
    onEvents: (events: readonly AuctionEvent[]) => subscriber.seqs.push(...events.map((event) => event.seq)),
    onClock: () => {},
    onClose: () => {
      subscriber.closed = true;
    },
  };
  return subscriber;
}

describe('the live hub', () => {
  it('reads notifications as <auctionId>:<seq> and nothing else', () => {
    const id = '0b6f4c1e-2f0a-4d57-9a55-3c1d2e4f5a6b';
    expect(parseNotification(`${id}:12`)).toEqual({ auctionId: id, seq: 12 });
    for (const bad of [id, `${id}:`, `${id}:0`, `${id}:x`, ':3', `${id}:1.5`]) {
      expect(parseNotification(bad)).toBeNull();
    }
  });

  it('reads each notification once for all the screens of an auction, handing each every event in order', async () => {
    const { n, ctx } = kit;
    const hub = createLiveHub(ctx.database, ctx.app.log);
    const auction = await kit.auction();
    const screens = Array.from({ length: 5 }, recorder);
    const leave = await Promise.all(screens.map((screen) => hub.subscribe(auction.auctionId, screen)));
    try {
      expect(hub.stats()).toEqual({ rooms: 1, subscribers: 5, reads: 0 });
      await kit.bid(auction, n.alpha, '500.00');
      await waitUntil(() => screens.every((screen) => screen.seqs.length === 1));
      expect(hub.stats().reads).toBe(1);

      // A burst, each bid its own transaction: notifications arriving during a read are coalesced.
      for (let i = 0; i < 10; i++) await kit.bid(auction, i % 2 ? n.alpha : n.beta, String(499 - i));
      await waitUntil(() => screens.every((screen) => screen.seqs.length === 11));
      for (const screen of screens) expect(screen.seqs).toEqual(range(1, 11));
      expect(hub.stats().reads).toBeLessThanOrEqual(11);
    } finally {
      for (const unsubscribe of leave) unsubscribe();
    }
    expect(hub.stats()).toMatchObject({ rooms: 0, subscribers: 0 });
    await hub.close();
  });

  it('sends clock frames on its tick and catches up with events whose notification was lost', async () => {
    const { n, ctx } = kit;
    const hub = createLiveHub(ctx.database, ctx.app.log, { clockIntervalMs: 200 });
    const auction = await kit.auction();
    const screen = recorder();
    const clocks: ClockFrame[] = [];
    const leave = await hub.subscribe(auction.auctionId, {
      ...screen,
      onClock: (frame) => clocks.push(frame),
    });
    try {
      // An event stored without its NOTIFY (as when the LISTEN connection dropped and came back).
      const event = {
        kind: 'bid',
        seq: 1,
        at: new Date().toISOString(),
        supplierId: n.alpha.id,
        itemCode: null,
        amount: '10.00',
        endsAt: new Date().toISOString(),
        extended: false,
        standing: [],
      };
      await ctx.db.transaction(async (tx) => {
        await tx.update(auctions).set({ lastSeq: 1 }).where(eq(auctions.id, auction.auctionId));
        await tx
          .insert(auctionEvents)
          .values({ auctionId: auction.auctionId, seq: 1, kind: 'bid', payload: event });
      });
      await waitUntil(() => screen.seqs.length === 1 && clocks.length > 0);
      expect(screen.seqs).toEqual([1]);
      expect(clocks[0]).toEqual({ serverNow: expect.any(String), endsAt: expect.any(String), phase: 'live' });
    } finally {
      leave();
      await hub.close();
    }
  });

  it('ends every subscriber when the app closes and takes none afterwards', async () => {
    const { ctx } = kit;
    const hub = createLiveHub(ctx.database, ctx.app.log);
    const auction = await kit.auction();
    const screens = [recorder(), recorder()];
    for (const screen of screens) await hub.subscribe(auction.auctionId, screen);
    await hub.close();
    expect(screens.map((screen) => screen.closed)).toEqual([true, true]);
    expect(hub.stats()).toMatchObject({ rooms: 0, subscribers: 0 });
    await expect(hub.subscribe(auction.auctionId, recorder())).rejects.toThrow();
  });
});

describe('a stream whose replay overlaps live events', () => {
  it('drops what the replay sent and keeps what landed after the replay read', async () => {
    const { n, ctx } = kit;
    const auction = await kit.auction();
    await kit.bid(auction, n.alpha, '900.00');
    const hub = createLiveHub(ctx.database, ctx.app.log);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    let first = true;
    /** The first replay read: seq 2 lands (and reaches the hub) before it reads, seq 3 after. */
    const slowRead = async (db: DbOrTx, auctionId: string, after: number, limit?: number) => {
      if (!first) return readAuctionEvents(db, auctionId, after, limit);
      first = false;
      await kit.bid(auction, n.beta, '890.00');
      await settle();
      const events = await readAuctionEvents(db, auctionId, after, limit);
      await kit.bid(auction, n.alpha, '880.00');
      await settle();
      return events;
    };
    const app = Fastify({ logger: false });
    app.addHook('preClose', (done) => {
      hub.endStreams();
      done();
    });
    app.addHook('onClose', () => hub.close());
    app.get('/stream', async (request, reply) => {
      const target = await findBuyerStream(ctx.db, auction.tenderId);
      await streamAuction(request, reply, {
        db: ctx.db,
        hub,
        target,
        after: 0,
        project: (e) => e,
        read: slowRead,
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(
      `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`,
    );
    try {
      await stream.next((frame) => frame.id === '3');
      await kit.bid(auction, n.beta, '870.00');
      await stream.next((frame) => frame.id === '4');
      expect(auctionEventsOf(stream).map((event) => event.seq)).toEqual([1, 2, 3, 4]);
    } finally {
      stream.close();
      await app.close();
    }
  });
});
