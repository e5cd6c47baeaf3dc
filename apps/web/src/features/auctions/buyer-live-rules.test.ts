import type { AuctionEvent, AuctionForBuyer } from '@tenderdesk/domain/auction';
import { describe, expect, it } from 'vitest';
import {
  applyAuctionEvent,
  applyClockFrame,
  auctionSaving,
  awardPlan,
  awardTarget,
  catchUp,
  clockText,
  clockWords,
  connectionLabel,
  countdown,
  decrementText,
  extensionText,
  livePhase,
  rupees,
} from './buyer-live-rules';

const auction: AuctionForBuyer = {
  _id: 'a1',
  tenderId: 't1',
  startsAt: '2027-03-10T10:00:00.000Z',
  durationMinutes: 10,
  bidOn: 'total',
  decrementKind: 'amount',
  decrement: '500.00',
  extensionMinutes: 2,
  extensionLimit: 3,
  visibility: 'rank',
  phase: 'live',
  endsAt: '2027-03-10T10:10:00.000Z',
  extensionsUsed: 0,
  closedAt: null,
  cancelledAt: null,
  createdAt: '2027-03-09T10:00:00.000Z',
  invitees: [
    { supplierId: 's1', companyName: 'Asha Pumps', quotationId: 'q1', startingTotal: '118000.00' },
    { supplierId: 's2', companyName: 'Bharat Motors', quotationId: 'q2', startingTotal: '120360.00' },
  ],
  lines: [
    {
      itemCode: null,
      itemName: 'Total',
      qty: '1',
      uom: '',
      standing: [
        { supplierId: 's1', companyName: 'Asha Pumps', amount: '118000.00', rank: 1 },
        { supplierId: 's2', companyName: 'Bharat Motors', amount: '120360.00', rank: 2 },
      ],
    },
  ],
  recentBids: [],
  bidCount: 0,
  lastSeq: 0,
  serverNow: '2027-03-10T10:05:00.000Z',
};

const bid = (seq: number, supplierId: string, amount: string, extended = false): AuctionEvent => ({
  kind: 'bid',
  seq,
  at: `2027-03-10T10:0${seq}:00.000Z`,
  supplierId,
  itemCode: null,
  amount,
  endsAt: extended ? '2027-03-10T10:12:00.000Z' : '2027-03-10T10:10:00.000Z',
  extended,
  standing:
    supplierId === 's2'
      ? [
          { supplierId: 's2', amount, rank: 1 },
          { supplierId: 's1', amount: '118000.00', rank: 2 },
        ]
      : [
          { supplierId: 's1', amount, rank: 1 },
          { supplierId: 's2', amount: '117000.00', rank: 2 },
        ],
});

describe('the live stream applied to the screen', () => {
  it('puts a bid first in the feed, re-ranks its line with names and moves the end when it extends', () => {
    const after = applyAuctionEvent(auction, bid(1, 's2', '117000.00', true));
    expect(after.recentBids).toEqual([
      {
        seq: 1,
        supplierId: 's2',
        companyName: 'Bharat Motors',
        itemCode: null,
        amount: '117000.00',
        at: '2027-03-10T10:01:00.000Z',
        rank: 1,
        extended: true,
      },
    ]);
    expect(after.lines[0]?.standing.map((s) => [s.companyName, s.rank])).toEqual([
      ['Bharat Motors', 1],
      ['Asha Pumps', 2],
    ]);
    expect(after).toMatchObject({
      endsAt: '2027-03-10T10:12:00.000Z',
      extensionsUsed: 1,
      bidCount: 1,
      lastSeq: 1,
    });
    // The original is untouched (a cache entry is never changed in place).
    expect(auction.recentBids).toEqual([]);
  });

  it('never applies an event twice nor one it already holds', () => {
    const once = applyAuctionEvent(auction, bid(1, 's2', '117000.00'));
    expect(applyAuctionEvent(once, bid(1, 's2', '117000.00'))).toBe(once);
  });

  it('closes and cancels', () => {
    expect(
      applyAuctionEvent(auction, {
        kind: 'closed',
        seq: 1,
        at: '2027-03-10T10:10:01Z',
        endsAt: auction.endsAt,
      }),
    ).toMatchObject({ phase: 'closed', closedAt: '2027-03-10T10:10:01Z', lastSeq: 1 });
    expect(
      applyAuctionEvent(auction, { kind: 'cancelled', seq: 1, at: '2027-03-10T09:00:00Z' }),
    ).toMatchObject({
      phase: 'cancelled',
      cancelledAt: '2027-03-10T09:00:00Z',
    });
  });

  it('catches a fresh but older read up with the events already seen, in order', () => {
    const events = [bid(2, 's1', '116000.00'), bid(1, 's2', '117000.00')];
    const direct = events.slice().reverse().reduce(applyAuctionEvent, auction);
    const older = applyAuctionEvent(auction, bid(1, 's2', '117000.00'));
    expect(catchUp(older, events)).toEqual(direct);
    expect(catchUp(older, events).recentBids.map((entry) => entry.seq)).toEqual([2, 1]);
  });
});

describe('the countdown on the server’s clock', () => {
  // The device's clock is 1 h 3 s behind the server's: the countdown ignores it.
  const readAt = Date.parse('2027-03-10T09:05:00.000Z') - 3_000;
  const clock = { serverNow: '2027-03-10T10:05:00.000Z', readAt };

  it('counts to the end while live, by the server’s time', () => {
    expect(countdown(auction, clock, readAt + 1_500)).toEqual({ label: 'Ends in', ms: 298_500 });
    expect(livePhase(auction, clock, readAt + 300_000)).toBe('ended');
    expect(countdown(auction, clock, readAt + 300_000)).toBeNull();
  });

  it('counts to the start while scheduled', () => {
    const early = { serverNow: '2027-03-10T09:59:00.000Z', readAt };
    expect(countdown(auction, early, readAt)).toEqual({ label: 'Starts in', ms: 60_000 });
    expect(livePhase(auction, early, readAt)).toBe('scheduled');
  });

  it('takes an extension and the close from a clock frame, before any event says so', () => {
    const frame = (
      endsAt: string,
      phase: AuctionForBuyer['phase'],
      serverNow = '2027-03-10T10:09:30.000Z',
    ) => ({
      serverNow,
      endsAt,
      phase,
    });
    // A frame with nothing new changes nothing (the same object).
    expect(applyClockFrame(auction, frame(auction.endsAt, 'live'))).toBe(auction);
    // Extended by 2 minutes: the countdown counts to the new end, on the frame's clock.
    const extended = applyClockFrame(auction, frame('2027-03-10T10:12:00.000Z', 'live'));
    expect(extended).toMatchObject({ endsAt: '2027-03-10T10:12:00.000Z', phase: 'live' });
    const frameClock = { serverNow: '2027-03-10T10:09:30.000Z', readAt };
    expect(countdown(extended, frameClock, readAt)).toEqual({ label: 'Ends in', ms: 150_000 });
    // 'ended' is read from the times, not taken from the frame.
    expect(applyClockFrame(auction, frame(auction.endsAt, 'ended'))).toBe(auction);
    // Closed: the countdown stops, whatever the device's clock says.
    const closed = applyClockFrame(
      extended,
      frame('2027-03-10T10:12:00.000Z', 'closed', '2027-03-10T10:12:01.000Z'),
    );
    expect(closed).toMatchObject({ phase: 'closed', closedAt: '2027-03-10T10:12:01.000Z' });
    expect(livePhase(closed, frameClock, readAt)).toBe('closed');
    expect(countdown(closed, frameClock, readAt)).toBeNull();
    expect(applyClockFrame(closed, frame('2027-03-10T10:20:00.000Z', 'live'))).toBe(closed);
    const cancelled = applyClockFrame(auction, frame(auction.endsAt, 'cancelled'));
    expect(cancelled).toMatchObject({ phase: 'cancelled', cancelledAt: '2027-03-10T10:09:30.000Z' });
    expect(countdown(cancelled, frameClock, readAt)).toBeNull();
  });

  it('reads as a clock and in words', () => {
    expect(clockText(298_500)).toBe('04:59');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(2 * 86_400_000 + 3_723_000)).toBe('2 d 01:02:03');
    expect(clockText(-5)).toBe('00:00');
    expect(clockWords(61_000)).toBe('1 minute 1 second');
    expect(clockWords(0)).toBe('0 seconds');
  });
});

describe('labels', () => {
  it('says how the stream stands', () => {
    expect(connectionLabel('live', false)).toBe('Live');
    expect(connectionLabel('live', true)).toBe('Caught up');
    expect(connectionLabel('reconnecting', false)).toBe('Reconnecting…');
    expect(connectionLabel('stopped', false)).toBe('Caught up');
  });

  it('says the settings in words, rupees the Indian way', () => {
    expect(rupees('1234567.5')).toBe('₹12,34,567.50');
    expect(decrementText({ decrementKind: 'amount', decrement: '500.00' })).toBe('₹500.00');
    expect(decrementText({ decrementKind: 'percent', decrement: '0.50' })).toBe('0.5 %');
    expect(decrementText({ decrementKind: 'percent', decrement: '10.00' })).toBe('10 %');
    expect(decrementText({ decrementKind: 'percent', decrement: '10' })).toBe('10 %');
    expect(extensionText({ extensionMinutes: 2, extensionLimit: 3 })).toBe(
      '2 min for a bid in the last 2 min, up to 3 times',
    );
    expect(extensionText({ extensionMinutes: 0, extensionLimit: 3 })).toBe('None');
  });
});

describe('award from the result', () => {
  it('awards the first of the total’s final ranking, once closed', () => {
    const closed = {
      ...applyAuctionEvent(auction, bid(1, 's2', '117000.00')),
      phase: 'closed' as const,
    };
    expect(awardTarget(closed)).toEqual({
      supplierId: 's2',
      companyName: 'Bharat Motors',
      quotationId: 'q2',
      amount: '117000.00',
    });
    expect(awardTarget(auction)).toBeNull();
    expect(awardTarget({ ...closed, bidOn: 'line' })).toBeNull();
  });

  it('says what the auction saved against the lowest starting total, exactly', () => {
    const closed = {
      ...applyAuctionEvent(auction, bid(1, 's2', '117000.00')),
      phase: 'closed' as const,
    };
    // 118000.00 → 117000.00: 1000.00, 0.847…% → 0.85 %.
    expect(auctionSaving(closed)).toEqual({ amount: '1000.00', percent: '0.85' });
    expect(auctionSaving({ ...closed, bidOn: 'line' })).toBeNull();
    const noBids = { ...auction, phase: 'closed' as const };
    expect(auctionSaving(noBids)).toEqual({ amount: '0.00', percent: '0.00' });
  });
});

describe('the award plan', () => {
  const target = { supplierId: 's2', companyName: 'Bharat Motors', quotationId: 'q2', amount: '117000.00' };
  const holder = (quotationId: string) => ({
    supplierId: 'x',
    supplierName: 'Asha Pumps',
    quotationId,
    lines: 1,
    total: 0,
    gstTotal: 0,
    totalWithGst: 0,
  });

  it('asks before the first award, and before moving a whole or by-line award', () => {
    expect(awardPlan(target, { mode: null, suppliers: [], locked: false })).toEqual({
      kind: 'award',
      replace: false,
      confirm: "Are you sure you want to select Bharat Motors's quotation for this tender?",
    });
    expect(awardPlan(target, { mode: 'quotation', suppliers: [holder('q1')], locked: false })).toMatchObject({
      kind: 'award',
      replace: true,
    });
    expect(awardPlan(target, { mode: 'lines', suppliers: [holder('q1')], locked: false })).toMatchObject({
      kind: 'award',
      replace: true,
    });
  });

  it('does nothing when L1 holds the award, or once orders are issued', () => {
    expect(awardPlan(target, { mode: 'quotation', suppliers: [holder('q2')], locked: true })).toEqual({
      kind: 'current',
    });
    expect(awardPlan(target, { mode: 'quotation', suppliers: [holder('q1')], locked: true })).toEqual({
      kind: 'locked',
    });
  });
});
