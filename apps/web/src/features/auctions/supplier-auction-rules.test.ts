import {
  type AuctionEvent,
  type AuctionForSupplier,
  eventForSupplier,
  type SupplierAuctionEvent,
} from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { describe, expect, it } from 'vitest';
import {
  applyBidAccepted,
  applyClockFrame,
  applySupplierEvent,
  decrementLabel,
  formatCountdown,
  newerView,
  nextMaxOf,
  numberedOwnBids,
  parseBidAmount,
  phaseAt,
  rankLabel,
  readBidInput,
  refusalOf,
  spokenCountdown,
} from './supplier-auction-rules';

const START = Date.parse('2026-11-26T10:00:00.000Z');
const MINUTE = 60_000;
const iso = (at: number) => new Date(at).toISOString();

function view(over: Partial<AuctionForSupplier> = {}): AuctionForSupplier {
  return {
    _id: 'a1',
    tenderId: 't1',
    projectCode: 'PRJ-1',
    projectTitle: 'Pumps',
    phase: 'live',
    startsAt: iso(START),
    durationMinutes: 30,
    bidOn: 'line',
    decrementKind: 'amount',
    decrement: '500.00',
    extensionMinutes: 5,
    extensionLimit: 3,
    visibility: 'rank-and-lowest',
    endsAt: iso(START + 30 * MINUTE),
    extensionsUsed: 0,
    closedAt: null,
    invitees: 3,
    lines: [
      {
        itemCode: 'P-1',
        itemName: 'Pump',
        qty: '10',
        uom: 'Nos',
        startingPrice: '10000.00',
        current: '10000.00',
        nextMax: '9500.00',
        rank: 2,
        lowest: '9800.00',
      },
      {
        itemCode: 'V-2',
        itemName: 'Valve',
        qty: '4',
        uom: 'Nos',
        startingPrice: '2000.00',
        current: '2000.00',
        nextMax: '1500.00',
        rank: 1,
        lowest: '2000.00',
      },
    ],
    myBids: [],
    lastSeq: 4,
    serverNow: iso(START + MINUTE),
    ...over,
  };
}

/** A bid event as the server stores it, then as this supplier ('me') receives it. */
function bidEvent(
  over: Partial<Extract<AuctionEvent, { kind: 'bid' }>>,
  visibility = 'rank-and-lowest' as const,
) {
  const event: AuctionEvent = {
    kind: 'bid',
    seq: 5,
    at: iso(START + 2 * MINUTE),
    supplierId: 'other',
    itemCode: 'P-1',
    amount: '9400.00',
    endsAt: iso(START + 30 * MINUTE),
    extended: false,
    standing: [
      { supplierId: 'other', amount: '9400.00', rank: 1 },
      { supplierId: 'me', amount: '10000.00', rank: 2 },
      { supplierId: 'third', amount: '10500.00', rank: 3 },
    ],
    ...over,
  };
  return eventForSupplier(event, 'me', visibility);
}

describe('the supplier’s auction view, moved by the live stream', () => {
  it('applies another supplier’s bid: rank and lowest on that line only, nothing of the other’s price', () => {
    const after = applySupplierEvent(view(), bidEvent({}));
    expect(after.lines[0]).toMatchObject({
      rank: 2,
      lowest: '9400.00',
      current: '10000.00',
      nextMax: '9500.00',
    });
    expect(after.lines[1]).toEqual(view().lines[1]);
    expect(after.myBids).toEqual([]);
    expect(after.lastSeq).toBe(5);
  });

  it('applies its own bid: its price, its next allowed bid, its history, its new rank', () => {
    const event = bidEvent({
      supplierId: 'me',
      amount: '9300.00',
      standing: [
        { supplierId: 'me', amount: '9300.00', rank: 1 },
        { supplierId: 'other', amount: '9400.00', rank: 2 },
      ],
    });
    const after = applySupplierEvent(view(), event);
    expect(after.lines[0]).toMatchObject({
      rank: 1,
      current: '9300.00',
      nextMax: '8800.00',
      lowest: '9300.00',
    });
    expect(after.myBids).toEqual([
      { seq: 5, itemCode: 'P-1', amount: '9300.00', at: iso(START + 2 * MINUTE) },
    ]);
  });

  it('ignores an event it already has (a replay after a reconnect), and keeps the order of history', () => {
    const once = applySupplierEvent(view(), bidEvent({ supplierId: 'me', amount: '9300.00' }));
    expect(applySupplierEvent(once, bidEvent({ supplierId: 'me', amount: '9300.00' }))).toBe(once);
    const twice = applySupplierEvent(once, bidEvent({ seq: 6, supplierId: 'me', amount: '9000.00' }));
    expect(twice.myBids.map((bid) => bid.seq)).toEqual([6, 5]);
  });

  it('numbers the supplier’s own bids 1..n, newest first, never by the auction’s event number', () => {
    const bid = (seq: number, amount: string) => ({
      seq,
      itemCode: null,
      amount,
      at: iso(START + seq * 1000),
    });
    // Others bid between them: events 3, 4, 6, 7 and 8 were theirs.
    const numbered = numberedOwnBids([bid(9, '900.00'), bid(2, '1000.00'), bid(5, '950.00')]);
    expect(numbered.map((entry) => [entry.number, entry.amount])).toEqual([
      [3, '900.00'],
      [2, '950.00'],
      [1, '1000.00'],
    ]);
    expect(numberedOwnBids([])).toEqual([]);
  });

  it('moves the end and counts the extension', () => {
    const later = iso(START + 35 * MINUTE);
    const after = applySupplierEvent(view(), bidEvent({ endsAt: later, extended: true }));
    expect(after.endsAt).toBe(later);
    expect(after.extensionsUsed).toBe(1);
  });

  it('never shows a lowest price when the auction shows ranks only', () => {
    const rankOnly = view({
      visibility: 'rank',
      lines: view().lines.map((line) => ({ ...line, lowest: null })),
    });
    const after = applySupplierEvent(rankOnly, bidEvent({}, 'rank' as never));
    expect(after.lines[0]?.lowest).toBeNull();
  });

  it('closes and cancels', () => {
    const closed: SupplierAuctionEvent = {
      kind: 'closed',
      seq: 5,
      at: iso(START + 31 * MINUTE),
      endsAt: iso(START + 30 * MINUTE),
    };
    expect(applySupplierEvent(view(), closed)).toMatchObject({
      phase: 'closed',
      closedAt: closed.at,
      lastSeq: 5,
    });
    expect(applySupplierEvent(view(), { kind: 'cancelled', seq: 5, at: iso(START) })).toMatchObject({
      phase: 'cancelled',
    });
  });
});

describe('the answer to the supplier’s own bid', () => {
  const accepted = {
    seq: 5,
    itemCode: 'P-1',
    amount: '9300.00',
    at: iso(START + 2 * MINUTE),
    rank: 1,
    endsAt: iso(START + 35 * MINUTE),
    extended: true,
    nextMax: '8800.00',
    lowest: '9300.00',
  };

  it('applies the bid before the stream brings it, without claiming the events in between', () => {
    const after = applyBidAccepted(view(), accepted);
    expect(after.lines[0]).toMatchObject({ current: '9300.00', rank: 1, nextMax: '8800.00' });
    expect(after.endsAt).toBe(accepted.endsAt);
    expect(after.lastSeq).toBe(4);
    expect(after.myBids).toHaveLength(1);
    // The stream's event for the same bid then changes nothing more, and counts the extension once.
    const streamed = applySupplierEvent(
      after,
      bidEvent({ supplierId: 'me', amount: '9300.00', endsAt: accepted.endsAt, extended: true }),
    );
    expect(streamed.myBids).toHaveLength(1);
    expect(streamed.extensionsUsed).toBe(1);
  });

  it('keeps the newer rank when the stream is already past the bid', () => {
    const past = view({ lastSeq: 7, lines: view().lines.map((line) => ({ ...line, rank: 3 })) });
    const after = applyBidAccepted(past, accepted);
    expect(after.lines[0]?.rank).toBe(3);
    expect(after.myBids.map((bid) => bid.seq)).toEqual([5]);
  });
});

describe('reads and clock frames', () => {
  it('keeps the view with more events when a slow read arrives after them', () => {
    const ahead = view({ lastSeq: 9 });
    expect(newerView(ahead, view({ lastSeq: 8 }))).toBe(ahead);
    const fresh = view({ lastSeq: 10 });
    expect(newerView(ahead, fresh)).toBe(fresh);
    const closing = view({ lastSeq: 9, phase: 'closed' });
    expect(newerView(ahead, closing)).toBe(closing);
    expect(newerView(undefined, ahead)).toBe(ahead);
  });

  it('takes the end from a clock frame, and its phase only once closed or cancelled', () => {
    const later = iso(START + 40 * MINUTE);
    expect(applyClockFrame(view(), { endsAt: later, phase: 'live' }).endsAt).toBe(later);
    expect(applyClockFrame(view(), { endsAt: view().endsAt, phase: 'ended' }).phase).toBe('live');
    expect(applyClockFrame(view(), { endsAt: view().endsAt, phase: 'closed' }).phase).toBe('closed');
    const same = view();
    expect(applyClockFrame(same, { endsAt: same.endsAt, phase: 'live' })).toBe(same);
  });

  it('reads the phase on the server’s clock', () => {
    expect(phaseAt(view(), START - 1)).toBe('scheduled');
    expect(phaseAt(view(), START)).toBe('live');
    expect(phaseAt(view(), START + 30 * MINUTE)).toBe('ended');
    expect(phaseAt(view({ phase: 'closed' }), START)).toBe('closed');
  });
});

describe('what the supplier types and reads', () => {
  it('reads an amount in rupees with Indian commas, ₹ and spaces', () => {
    expect(parseBidAmount('₹ 1,23,456.50')).toBe(12_345_650);
    expect(parseBidAmount('Rs. 9500')).toBe(950_000);
    expect(parseBidAmount('12.345')).toBeNull();
    expect(parseBidAmount('abc')).toBeNull();
    expect(parseBidAmount('')).toBeNull();
  });

  it('checks the bid as the server will, with what to do next', () => {
    expect(readBidInput('9,500', '9500.00')).toEqual({ amount: 950_000 });
    expect(readBidInput('9500.01', '9500.00')).toEqual({
      error: text.notLower('9500.00'),
      next: text.nextLower,
    });
    expect(readBidInput('0', '9500.00')).toEqual({ error: text.notPositive, next: text.nextPositive });
    expect(readBidInput('ninety', '9500.00')).toEqual({ error: text.bidInvalid, next: text.nextTypeAmount });
    expect(readBidInput('100', null)).toMatchObject({ error: text.noLowerPossible });
  });

  it('turns each refusal of the server into its message and a next step', () => {
    expect(refusalOf(400, text.notLower('9500.00'))).toEqual({
      message: text.notLower('9500.00'),
      next: text.nextLower,
    });
    expect(refusalOf(409, text.ended).next).toBe(text.nextEnded);
    expect(refusalOf(409, text.notStarted).next).toBe(text.nextWaitStart);
    expect(refusalOf(429, text.tooManyBids).next).toBe(text.nextWaitMinute);
    expect(refusalOf(0, 'Network error').next).toBe(text.nextCheckHistory);
    expect(refusalOf(403, text.notInvited)).toEqual({ message: text.notInvited, next: null });
    expect(refusalOf(500, '')).toEqual({ message: text.bidFailed, next: null });
  });

  it('computes the next allowed bid by the decrement, an amount or a percentage', () => {
    expect(nextMaxOf('10000.00', { decrementKind: 'amount', decrement: '500.00' })).toBe('9500.00');
    expect(nextMaxOf('333.33', { decrementKind: 'percent', decrement: '0.50' })).toBe('331.66');
    expect(nextMaxOf('400.00', { decrementKind: 'amount', decrement: '500.00' })).toBeNull();
    expect(decrementLabel({ decrementKind: 'amount', decrement: '2500.00' })).toBe('₹2,500.00');
    expect(decrementLabel({ decrementKind: 'percent', decrement: '0.50' })).toBe('0.5 %');
  });

  it('shows ranks and countdowns', () => {
    expect(rankLabel(1)).toBe('L1');
    expect(rankLabel(null)).toBe('—');
    expect(formatCountdown(179_001)).toBe('03:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCountdown(2 * 86_400_000 + 5_000)).toBe('2 days 00:00:05');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(spokenCountdown(61_000)).toBe('1 minute 1 second');
    expect(spokenCountdown(0)).toBe('0 seconds');
  });
});
