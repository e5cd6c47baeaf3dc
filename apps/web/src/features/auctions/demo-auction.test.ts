import { type AuctionEvent, currentPrices, eventForSupplier, rankPrices } from '@tenderdesk/domain/auction';
import { auctionMessages as text } from '@tenderdesk/domain/auction-messages';
import { describe, expect, it } from 'vitest';
import {
  createDemo,
  DEMO_RIVALS,
  DEMO_RULES,
  DEMO_YOU,
  type DemoAuction,
  demoProblemMessage,
  demoView,
  placeDemoBid,
  stepDemo,
} from './demo-auction';
import { applySupplierEvent } from './supplier-auction-rules';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const SECOND = 1_000;
const MINUTE = 60_000;

/** Runs the simulation second by second from `from` to `to`, collecting its events. */
function run(demo: DemoAuction, from: number, to: number) {
  let state = demo;
  const events: AuctionEvent[] = [];
  for (let at = from; at <= to; at += SECOND) {
    const step = stepDemo(state, at);
    state = step.demo;
    events.push(...step.events);
  }
  return { demo: state, events };
}

describe('the practice auction', () => {
  const demo = createDemo(NOW, 42);
  const live = demo.startsAt + SECOND;

  it('starts after a short countdown, 3 minutes on the total, you L2 of four', () => {
    expect(demo.startsAt - NOW).toBe(DEMO_RULES.startDelayMs);
    expect(demo.endsAt - demo.startsAt).toBe(3 * MINUTE);
    const view = demoView(demo, NOW);
    expect(view.invitees).toBe(DEMO_RIVALS + 1);
    expect(view.lines).toEqual([
      expect.objectContaining({
        itemCode: null,
        startingPrice: '1250000.00',
        current: '1250000.00',
        nextMax: '1247500.00',
        rank: 2,
        lowest: '1235000.00',
      }),
    ]);
  });

  it('refuses a bid before the start, above the next allowed, or after the end, with the server’s texts', () => {
    const early = placeDemoBid(demo, DEMO_YOU, 1_000_00, NOW);
    expect(early.problem).toBe('not-started');
    expect(demoProblemMessage('not-started', demo)).toBe(text.notStarted);
    const high = placeDemoBid(demo, DEMO_YOU, 12_48_000_00, live);
    expect(high.problem).toBe('not-lower');
    expect(demoProblemMessage('not-lower', demo)).toBe(text.notLower('1247500.00'));
    expect(placeDemoBid(demo, DEMO_YOU, 0, live).problem).toBe('not-positive');
    expect(placeDemoBid(demo, DEMO_YOU, 12_00_000_00, demo.endsAt).problem).toBe('ended');
  });

  it('accepts a bid and ranks it as the server would; the supplier sees its own rank only', () => {
    const bid = placeDemoBid(demo, DEMO_YOU, 12_30_000_00, live);
    expect(bid.problem).toBeNull();
    expect(bid.event).toMatchObject({ kind: 'bid', seq: 1, amount: '1230000.00', extended: false });
    const seen = eventForSupplier(bid.event as AuctionEvent, DEMO_YOU, DEMO_RULES.visibility);
    expect(seen).toMatchObject({ mine: '1230000.00', rank: 1, lowest: '1230000.00' });
    expect(JSON.stringify(seen)).not.toContain('bidder-');
    const view = applySupplierEvent(demoView(demo, NOW), seen);
    expect(view.lines[0]).toMatchObject({ current: '1230000.00', rank: 1, nextMax: '1227500.00' });
  });

  it('extends the end by a minute for a bid in the last minute, at most three times', () => {
    let state = demo;
    for (let extension = 1; extension <= 4; extension += 1) {
      const at = state.endsAt - 10 * SECOND;
      const last = currentPrices(state.starting, state.bids).find((price) => price.supplierId === DEMO_YOU);
      const bid = placeDemoBid(state, DEMO_YOU, (last?.amount ?? 0) - 2_500_00, at);
      expect(bid.problem).toBeNull();
      expect(bid.demo.endsAt).toBe(extension <= 3 ? at + 10 * SECOND + MINUTE : state.endsAt);
      state = bid.demo;
    }
    expect(state.extensionsUsed).toBe(3);
  });

  it('has simulated bidders that bid by the rules, never below their floor, and closes once', () => {
    const { demo: after, events } = run(demo, NOW, demo.endsAt + 5 * MINUTE);
    const bids = events.filter((event) => event.kind === 'bid');
    expect(bids.length).toBeGreaterThan(3);
    expect(events.filter((event) => event.kind === 'closed')).toHaveLength(1);
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1));
    // Every bid lowered its bidder's own price by at least the decrement.
    const last = new Map(demo.starting.map((price) => [price.supplierId, price.amount]));
    for (const event of bids) {
      if (event.kind !== 'bid') continue;
      const amount = Math.round(Number(event.amount) * 100);
      expect(amount).toBeLessThanOrEqual((last.get(event.supplierId) ?? 0) - 2_500_00);
      expect(amount).toBeGreaterThanOrEqual(11_72_500_00);
      last.set(event.supplierId, amount);
    }
    // The final ranking is the one a recomputation from the stored bids gives.
    const final = rankPrices(currentPrices(after.starting, after.bids));
    const lastBid = bids.at(-1);
    expect(lastBid?.kind === 'bid' && lastBid.standing).toEqual(final);
    expect(stepDemo(after, after.endsAt + MINUTE).events).toEqual([]);
  });

  it('is repeatable from its seed', () => {
    const one = run(createDemo(NOW, 7), NOW, NOW + 4 * MINUTE).events;
    const two = run(createDemo(NOW, 7), NOW, NOW + 4 * MINUTE).events;
    expect(one).toEqual(two);
  });
});
