import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  auctionPhase,
  bidProblem,
  currentPrices,
  decrementPaise,
  endAfterBid,
  eventForSupplier,
  highestAcceptable,
  type Price,
  rankPrices,
  readBidAmount,
  readDecrement,
  remainingMs,
  scaleUnitPrices,
} from './auction';
import { toPaise } from './money';

const MINUTE = 60_000;

describe('auction: the minimum decrement', () => {
  it('takes an amount as it is and a percentage of the last price rounded up to the paisa', () => {
    expect(decrementPaise(100_000, { kind: 'amount', value: '500.00' })).toBe(50_000);
    expect(decrementPaise(100_000, { kind: 'percent', value: '0.5' })).toBe(500);
    // 0.5 % of ₹333.33 is 166.665 paise: 167, never less than the stated percentage.
    expect(decrementPaise(33_333, { kind: 'percent', value: '0.5' })).toBe(167);
    expect(highestAcceptable(33_333, { kind: 'percent', value: '0.5' })).toBe(33_166);
  });

  it('is never less than the percentage and less than a paisa more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 13 }), fc.integer({ min: 1, max: 5_000 }), (last, bp) => {
        const value = `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
        const paise = decrementPaise(last, { kind: 'percent', value });
        const exact = (BigInt(last) * BigInt(bp)) as bigint; // the decrement × 10,000
        expect(BigInt(paise) * 10_000n >= exact).toBe(true);
        expect((BigInt(paise) - 1n) * 10_000n < exact).toBe(true);
      }),
    );
  });

  it('reads the buyer’s decrement: above 0, a percentage at most 50, 2 decimals', () => {
    expect(readDecrement('amount', '250')).toBe('250.00');
    expect(readDecrement('amount', 0)).toBeNull();
    expect(readDecrement('amount', '1.234')).toBeNull();
    expect(readDecrement('percent', '0.25')).toBe('0.25');
    expect(readDecrement('percent', '50.01')).toBeNull();
    expect(readDecrement('percent', 'abc')).toBeNull();
    expect(readBidAmount('99.5')).toBe(9_950);
    expect(readBidAmount('-1')).toBeNull();
    expect(readBidAmount('1.001')).toBeNull();
  });
});

describe('auction: which bid is accepted', () => {
  const base = {
    startsAt: 1_000,
    endsAt: 10_000,
    last: 100_000,
    decrement: { kind: 'amount' as const, value: '10' },
  };

  it('refuses before the start and at or after the end, whatever the price', () => {
    expect(bidProblem({ ...base, now: 999, amount: 1 })).toBe('not-started');
    expect(bidProblem({ ...base, now: 10_000, amount: 1 })).toBe('ended');
    expect(bidProblem({ ...base, now: 9_999, amount: 0 })).toBe('not-positive');
    expect(bidProblem({ ...base, now: 9_999, amount: 99_001 })).toBe('not-lower');
    expect(bidProblem({ ...base, now: 9_999, amount: 99_000 })).toBeNull();
    expect(bidProblem({ ...base, now: 1_000, amount: 1 })).toBeNull();
  });

  it('accepts exactly the amounts at least the decrement below the last price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        fc.integer({ min: -10, max: 10 ** 12 }),
        (last, step, amount) => {
          const decrement = { kind: 'amount' as const, value: String(step / 100) };
          const problem = bidProblem({ now: 5_000, startsAt: 0, endsAt: 10_000, last, amount, decrement });
          if (amount <= 0) expect(problem).toBe('not-positive');
          else expect(problem === null).toBe(amount <= last - step);
        },
      ),
    );
  });
});

describe('auction: auto-extension', () => {
  const extension = { extensionMinutes: 2, extensionLimit: 3, extensionsUsed: 0 };

  it('moves the end by N minutes for a bid in its last N minutes, up to the limit', () => {
    const end = 10 * MINUTE;
    expect(endAfterBid(end, end - 3 * MINUTE, extension)).toEqual({ endsAt: end, extended: false });
    expect(endAfterBid(end, end - 2 * MINUTE, extension)).toEqual({ endsAt: end, extended: false });
    expect(endAfterBid(end, end - 1_000, extension)).toEqual({ endsAt: end + 2 * MINUTE, extended: true });
    expect(endAfterBid(end, end - 1_000, { ...extension, extensionsUsed: 3 })).toEqual({
      endsAt: end,
      extended: false,
    });
    expect(endAfterBid(end, end - 1_000, { ...extension, extensionMinutes: 0 })).toEqual({
      endsAt: end,
      extended: false,
    });
  });

  it('extends once for any burst of bids in the last second (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 30 }),
        (beforeEnd) => {
          const end = 60 * MINUTE;
          let state = { endsAt: end, used: 0 };
          // Bids are applied one at a time on the locked auction row, in the order they took the lock.
          for (const ms of beforeEnd) {
            const next = endAfterBid(state.endsAt, end - ms, { ...extension, extensionsUsed: state.used });
            state = { endsAt: next.endsAt, used: state.used + (next.extended ? 1 : 0) };
          }
          expect(state).toEqual({ endsAt: end + 2 * MINUTE, used: 1 });
        },
      ),
    );
  });

  it('never extends more than the limit, and the end only grows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 30 * MINUTE }), { maxLength: 40 }),
        (minutes, limit, offsets) => {
          const start = 0;
          let endsAt = 10 * MINUTE;
          let used = 0;
          for (const at of [...offsets].sort((a, b) => a - b)) {
            if (at >= endsAt || at < start) continue;
            const next = endAfterBid(endsAt, at, {
              extensionMinutes: minutes,
              extensionLimit: limit,
              extensionsUsed: used,
            });
            expect(next.endsAt).toBeGreaterThanOrEqual(endsAt);
            endsAt = next.endsAt;
            used += next.extended ? 1 : 0;
          }
          expect(used).toBeLessThanOrEqual(limit);
          expect(endsAt).toBe(10 * MINUTE + used * minutes * MINUTE);
        },
      ),
    );
  });
});

describe('auction: ranks', () => {
  it('ranks the lowest first and a tie by arrival, then by bid order', () => {
    const prices: Price[] = [
      { supplierId: 'b', amount: 900, at: 20, seq: 2 },
      { supplierId: 'a', amount: 900, at: 10, seq: 3 },
      { supplierId: 'c', amount: 800, at: 30, seq: 4 },
      { supplierId: 'd', amount: 900, at: 20, seq: 1 },
    ];
    expect(rankPrices(prices).map((one) => `${one.rank}${one.supplierId}`)).toEqual(['1c', '2a', '3d', '4b']);
  });

  it('takes each supplier’s latest bid over its starting price (property: ranks are a permutation)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10 ** 9 }), { minLength: 2, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(7), fc.integer({ min: 1, max: 10 ** 9 })), { maxLength: 40 }),
        (startingAmounts, bidPairs) => {
          const starting = startingAmounts.map((amount, index) => ({
            supplierId: `s${index}`,
            amount,
            at: index,
            seq: 0,
          }));
          const bids = bidPairs
            .filter(([who]) => who < starting.length)
            .map(([who, amount], index) => ({
              supplierId: `s${who}`,
              amount,
              at: 100 + index,
              seq: index + 1,
            }));
          const current = currentPrices(starting, [...bids].reverse());
          expect(current).toHaveLength(starting.length);
          for (const price of current) {
            const own = bids.filter((bid) => bid.supplierId === price.supplierId);
            expect(price.seq).toBe(own.length ? Math.max(...own.map((bid) => bid.seq)) : 0);
          }
          const ranked = rankPrices(current);
          expect(ranked.map((one) => one.rank)).toEqual(starting.map((_, index) => index + 1));
          for (let i = 1; i < ranked.length; i++)
            expect(toPaise(ranked[i - 1]?.amount ?? '0')).toBeLessThanOrEqual(
              toPaise(ranked[i]?.amount ?? '0'),
            );
        },
      ),
    );
  });
});

describe('auction: phases, the clock and what a supplier sees', () => {
  it('knows where an auction stands by the server’s clock', () => {
    const clock = { startsAt: 100, endsAt: 200, closedAt: null, cancelledAt: null };
    expect(auctionPhase(clock, 99)).toBe('scheduled');
    expect(auctionPhase(clock, 100)).toBe('live');
    expect(auctionPhase(clock, 200)).toBe('ended');
    expect(auctionPhase({ ...clock, closedAt: 201 }, 300)).toBe('closed');
    expect(auctionPhase({ ...clock, cancelledAt: 50 }, 99)).toBe('cancelled');
  });

  it('counts down on the server’s clock, not the device’s', () => {
    // The device runs 5 minutes fast: the screen still shows 60 s left.
    const serverNow = '2026-11-26T10:00:00.000Z';
    const deviceNow = Date.parse(serverNow) + 5 * MINUTE;
    expect(remainingMs('2026-11-26T10:01:00.000Z', serverNow, deviceNow, deviceNow)).toBe(60_000);
    expect(remainingMs('2026-11-26T10:01:00.000Z', serverNow, deviceNow, deviceNow + 90_000)).toBe(0);
  });

  it('tells a supplier its own rank, and the lowest price only when the auction shows it', () => {
    const event = {
      kind: 'bid' as const,
      seq: 7,
      at: '2026-11-26T10:00:00.000Z',
      supplierId: 'other',
      itemCode: null,
      amount: '900.00',
      endsAt: '2026-11-26T10:05:00.000Z',
      extended: false,
      standing: [
        { supplierId: 'other', amount: '900.00', rank: 1 },
        { supplierId: 'me', amount: '950.00', rank: 2 },
      ],
    };
    const ranked = eventForSupplier(event, 'me', 'rank');
    expect(ranked).toMatchObject({ seq: 7, mine: null, rank: 2, lowest: null });
    expect(JSON.stringify(ranked)).not.toContain('other');
    expect(JSON.stringify(ranked)).not.toContain('900.00');
    expect(eventForSupplier(event, 'me', 'rank-and-lowest')).toMatchObject({ rank: 2, lowest: '900.00' });
    expect(eventForSupplier(event, 'other', 'rank')).toMatchObject({ mine: '900.00', rank: 1 });
  });
});

describe('auction: a total bid re-prices the lines', () => {
  it('scales each unit price to the paisa (property: within half a paisa of the ratio)', () => {
    expect(scaleUnitPrices(['100.00', '50.00'], 15_000, 12_000)).toEqual(['80.00', '40.00']);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10 ** 8 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10 ** 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (prices, from, share) => {
          // An auction only lowers a price: the new total is at most the old one.
          const to = Math.max(1, Math.floor(from * share));
          const scaled = scaleUnitPrices(
            prices.map((paise) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`),
            from,
            to,
          );
          scaled.forEach((decimal, index) => {
            const exact = ((prices[index] ?? 0) * to) / from;
            expect(Math.abs(toPaise(decimal) - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * exact);
          });
        },
      ),
    );
  });
});
