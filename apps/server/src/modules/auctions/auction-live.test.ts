import type { AddressInfo } from 'node:net';
import type { AuctionEvent, SupplierAuctionEvent } from '@tenderdesk/domain/auction';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestCaller } from '../../test/app';
import {
  auctionRow,
  bid,
  buyerRead,
  end,
  quotedTender,
  schedule,
  start,
  stored,
  useAuctionKit,
} from '../../test/auction-kit';
import { auctionEventsOf, type EventStreamClient, openEventStream } from '../../test/event-stream';

/*
 * The live stream end to end (issue 22): bids placed through the bid route, the close at the first
 * read after the end, and a cancel, each reaching the buyer's and the invitees' open streams with
 * the number the bid was answered with, as the stored events hold them.
 */

const k = useAuctionKit();
let base = '';
beforeAll(async () => {
  await k.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(k.ctx.app.server.address() as AddressInfo).port}`;
});

const buyerStream = (tender: string) =>
  openEventStream(`${base}/api/tenders/${tender}/auction/events`, k.buyer.headers);
const supplierStream = (tender: string, supplier: TestCaller) =>
  openEventStream(`${base}/api/suppliers/${supplier.id}/tenders/${tender}/auction/events`, supplier.headers);
const untilSeq = (stream: EventStreamClient, seq: number) =>
  stream.next((frame) => frame.event === 'auction' && frame.id === String(seq));
const clockOf = async (stream: EventStreamClient) =>
  JSON.parse((await stream.next((frame) => frame.event === 'clock')).data ?? '') as { phase: string };
const mineAndRank = (stream: EventStreamClient) =>
  auctionEventsOf<SupplierAuctionEvent>(stream).map((event) =>
    event.kind === 'bid' ? [event.seq, event.mine, event.rank, event.lowest] : [event.seq, event.kind],
  );

describe('the live stream of a real auction', () => {
  it("carries the route's bids and the close to the buyer's and each invitee's screen", async () => {
    const { tender } = await quotedTender(k);
    await schedule(k, tender);
    await start(k, tender);
    const streams = [
      await buyerStream(tender),
      await supplierStream(tender, k.alpha),
      await supplierStream(tender, k.gamma),
    ];
    const [buyer, alpha, gamma] = streams as [EventStreamClient, EventStreamClient, EventStreamClient];
    try {
      for (const stream of streams) expect(await clockOf(stream)).toMatchObject({ phase: 'live' });
      const accepted = [
        await bid(k, tender, k.alpha, '21000.00'),
        await bid(k, tender, k.beta, '20500.00'),
        await bid(k, tender, k.alpha, '20000.00'),
      ];
      expect(accepted.map((one) => one.seq)).toEqual([1, 2, 3]);
      for (const stream of streams) await untilSeq(stream, 3);

      await end(k, tender);
      expect((await buyerRead(k, tender)).json().data.auction.phase).toBe('closed');
      for (const stream of streams) await untilSeq(stream, 4);

      const { id } = await auctionRow(k, tender);
      const events = auctionEventsOf<AuctionEvent>(buyer);
      expect(events.map((event) => [event.seq, event.kind])).toEqual([
        [1, 'bid'],
        [2, 'bid'],
        [3, 'bid'],
        [4, 'closed'],
      ]);
      expect(events[2]).toMatchObject({ supplierId: k.alpha.id, amount: '20000.00' });
      expect(events).toEqual((await stored(k, id)).events.map((row) => row.payload));
      // Alpha: its own amounts, its rank, the lowest (rank-and-lowest); Gamma (22,420.00) only ranks.
      expect(mineAndRank(alpha)).toEqual([
        [1, '21000.00', 1, '21000.00'],
        [2, null, 2, '20500.00'],
        [3, '20000.00', 1, '20000.00'],
        [4, 'closed'],
      ]);
      expect(mineAndRank(gamma)).toEqual([
        [1, null, 3, '21000.00'],
        [2, null, 3, '20500.00'],
        [3, null, 3, '20000.00'],
        [4, 'closed'],
      ]);
      expect(gamma.text()).not.toContain(k.alpha.id);
      expect(gamma.text()).not.toContain(k.beta.id);
      // The stream stays open after the close: the client ends it.
      const open = await Promise.race([
        buyer.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
      ]);
      expect(open).toBe('open');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("carries a cancel to the invitees' screens, and a screen connecting afterwards learns of it", async () => {
    const { tender } = await quotedTender(k);
    await schedule(k, tender);
    const alpha = await supplierStream(tender, k.alpha);
    try {
      expect(await clockOf(alpha)).toMatchObject({ phase: 'scheduled' });
      const cancelled = await k.ctx.call(
        'DELETE',
        `/api/tenders/${tender}/auction`,
        undefined,
        k.buyer.headers,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await untilSeq(alpha, 1);
      expect(mineAndRank(alpha)).toEqual([[1, 'cancelled']]);
      const later = await supplierStream(tender, k.beta);
      try {
        expect(await clockOf(later)).toMatchObject({ phase: 'cancelled' });
        await untilSeq(later, 1);
        expect(mineAndRank(later)).toEqual([[1, 'cancelled']]);
      } finally {
        later.close();
      }
    } finally {
      alpha.close();
    }
  });
});
