import { expect } from 'vitest';
import {
  type AuctionKit,
  auctionRow,
  bid,
  buyerRead,
  end,
  endSoon,
  quotedTender,
  schedule,
  start,
} from './auction-kit';

/*
 * Reverse auctions as their documents read them (issue 22: the bid export, the comparative
 * statement's section), run through the auction's own calls on the auction kit's tender (Alpha,
 * Beta and Gamma quoted; test/auction-kit.ts), with known bids, so each test compares what it
 * downloads with the stored rows and with the figures worked out here by hand.
 */

/**
 * An auction on the total (₹100.00 decrement, 2-minute extensions) with six bids, the last in the
 * final minute, which extends the end. Final: Gamma 20,500.00 (L1, from 22,420.00), Alpha 20,700.00
 * (L2, from 23,757.50; earlier than Beta's equal bid), Beta 20,700.00 (L3, from 21,429.00). Ranks
 * just after each bid: 1, 1, 1, 1, 2, 1. Closed (by a read after its end) unless told.
 */
export async function totalAuction(k: AuctionKit, { closed = true } = {}) {
  const { tender } = await quotedTender(k);
  await schedule(k, tender, { visibility: 'rank' });
  await start(k, tender);
  await bid(k, tender, k.alpha, '21000.00');
  await bid(k, tender, k.beta, '20900.00');
  await bid(k, tender, k.gamma, '20800.50');
  await bid(k, tender, k.alpha, '20700.00');
  await bid(k, tender, k.beta, '20700.00');
  await endSoon(k, tender, 60_000);
  expect((await bid(k, tender, k.gamma, '20500.00')).extended).toBe(true);
  if (closed) await closeNow(k, tender);
  return { tender, auctionId: (await auctionRow(k, tender)).id };
}

/**
 * A live auction by line (0.50% decrement, no extension): Alpha IT-1 9,400.00 (rank 2), Beta IT-2
 * 45.00 (rank 1). Rankings: IT-1 Beta 9,000.00, Alpha 9,400.00, Gamma 9,500.00; IT-2 Beta 45.00,
 * Alpha 50.00 (Gamma did not quote it).
 */
export async function lineAuction(k: AuctionKit) {
  const { tender } = await quotedTender(k);
  await schedule(k, tender, {
    bidOn: 'line',
    decrementKind: 'percent',
    decrement: '0.50',
    extensionMinutes: 0,
    extensionLimit: 0,
  });
  await start(k, tender);
  await bid(k, tender, k.alpha, '9400.00', 'IT-1');
  await bid(k, tender, k.beta, '45.00', 'IT-2');
  return { tender, auctionId: (await auctionRow(k, tender)).id };
}

/** Ends the auction now and closes it (the buyer's read after the end closes it). */
export async function closeNow(k: AuctionKit, tender: string) {
  await end(k, tender);
  const read = await buyerRead(k, tender);
  expect(read.json().data.auction.phase).toBe('closed');
}
