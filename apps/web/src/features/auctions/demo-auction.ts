import {
  type AuctionEvent,
  type AuctionForSupplier,
  type AuctionVisibility,
  type BidProblem,
  bidProblem,
  currentPrices,
  type Decrement,
  decrementPaise,
  endAfterBid,
  highestAcceptable,
  type Price,
  rankPrices,
} from '@tenderdesk/domain/auction';
import { auctionMessages as english } from '@tenderdesk/domain/auction-messages';
import { type Paise, paiseToDecimal } from '@tenderdesk/domain/money';

/*
 * The practice auction (issue 22): a 3-minute auction on the total against simulated bidders, run
 * in the browser with the domain's own rules (bidProblem, endAfterBid, currentPrices, rankPrices)
 * and no server call. It makes the same AuctionEvents the server stores; the screen passes them
 * through eventForSupplier and the live screen's reducer, so practice looks and behaves as the
 * real thing. Pure: every function takes the time and returns a new state.
 */

/** The practising supplier's id in the simulation. */
export const DEMO_YOU = 'you';

export const DEMO_RULES = {
  /** The countdown to the start, so the screen shows its scheduled state first. */
  startDelayMs: 5_000,
  durationMinutes: 3,
  extensionMinutes: 1,
  extensionLimit: 3,
  decrement: { kind: 'amount', value: '2500.00' } satisfies Decrement,
  visibility: 'rank-and-lowest' as AuctionVisibility,
  /** Your opened quotation's total with GST. */
  startingTotal: 12_50_000_00,
} as const;

type Bot = {
  supplierId: string;
  starting: Paise;
  /** The bot never bids below this. */
  floor: Paise;
  /** The chance it bids in a second when it is not L1 (higher in the extension window). */
  eagerness: number;
};

const BOTS: Bot[] = [
  { supplierId: 'bidder-a', starting: 12_35_000_00, floor: 11_72_500_00, eagerness: 0.14 },
  { supplierId: 'bidder-b', starting: 12_62_500_00, floor: 11_85_000_00, eagerness: 0.1 },
  { supplierId: 'bidder-c', starting: 12_80_000_00, floor: 12_10_000_00, eagerness: 0.08 },
];

/** How many simulated bidders the practising supplier meets. */
export const DEMO_RIVALS = BOTS.length;

export type DemoAuction = {
  startsAt: number;
  endsAt: number;
  extensionsUsed: number;
  seq: number;
  starting: Price[];
  bids: Price[];
  closed: boolean;
  /** The simulation's random state (mulberry32), so a run is repeatable from its seed. */
  seed: number;
};

/** mulberry32: a number in [0, 1) and the next state. */
function nextRandom(seed: number): [number, number] {
  const state = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4_294_967_296, state];
}

/** A new practice auction that starts `DEMO_RULES.startDelayMs` after `now`. */
export function createDemo(now: number, seed: number): DemoAuction {
  const startsAt = now + DEMO_RULES.startDelayMs;
  // Every starting price arrived before the auction; yours last, so a tie is not yours.
  const starting: Price[] = [
    ...BOTS.map((bot, index) => ({
      supplierId: bot.supplierId,
      amount: bot.starting,
      at: now - 3 + index,
      seq: 0,
    })),
    { supplierId: DEMO_YOU, amount: DEMO_RULES.startingTotal, at: now, seq: 0 },
  ];
  return {
    startsAt,
    endsAt: startsAt + DEMO_RULES.durationMinutes * 60_000,
    extensionsUsed: 0,
    seq: 0,
    starting,
    bids: [],
    closed: false,
    seed,
  };
}

const iso = (at: number) => new Date(at).toISOString();

function priceOf(demo: DemoAuction, supplierId: string): Paise {
  const own = currentPrices(demo.starting, demo.bids).find((price) => price.supplierId === supplierId);
  return own?.amount ?? 0;
}

/** The supplier's view of a new practice auction (as the server's GET would answer it). */
export function demoView(demo: DemoAuction, now: number): AuctionForSupplier {
  const standing = rankPrices(currentPrices(demo.starting, demo.bids));
  const mine = standing.find((place) => place.supplierId === DEMO_YOU);
  const current = priceOf(demo, DEMO_YOU);
  const nextMax = highestAcceptable(current, DEMO_RULES.decrement);
  return {
    _id: `practice-${demo.startsAt}`,
    tenderId: 'practice',
    projectCode: 'PRACTICE',
    projectTitle: 'Practice auction: supply of 40 centrifugal pumps',
    phase: 'scheduled',
    startsAt: iso(demo.startsAt),
    durationMinutes: DEMO_RULES.durationMinutes,
    bidOn: 'total',
    decrementKind: DEMO_RULES.decrement.kind,
    decrement: DEMO_RULES.decrement.value,
    extensionMinutes: DEMO_RULES.extensionMinutes,
    extensionLimit: DEMO_RULES.extensionLimit,
    visibility: DEMO_RULES.visibility,
    endsAt: iso(demo.endsAt),
    extensionsUsed: demo.extensionsUsed,
    closedAt: null,
    invitees: demo.starting.length,
    lines: [
      {
        itemCode: null,
        itemName: 'Total with GST',
        qty: '1',
        uom: 'lot',
        startingPrice: paiseToDecimal(DEMO_RULES.startingTotal),
        current: paiseToDecimal(current),
        nextMax: nextMax > 0 ? paiseToDecimal(nextMax) : null,
        rank: mine?.rank ?? demo.starting.length,
        lowest: standing[0]?.amount ?? null,
      },
    ],
    myBids: [],
    lastSeq: demo.seq,
    serverNow: iso(now),
  };
}

export type DemoBid = { demo: DemoAuction; problem: BidProblem | null; event: AuctionEvent | null };

/** A bid of `amount` by `supplierId` arriving at `now`, checked and ranked as the server does. */
export function placeDemoBid(demo: DemoAuction, supplierId: string, amount: Paise, now: number): DemoBid {
  const problem = demo.closed
    ? 'ended'
    : bidProblem({
        now,
        startsAt: demo.startsAt,
        endsAt: demo.endsAt,
        last: priceOf(demo, supplierId),
        amount,
        decrement: DEMO_RULES.decrement,
      });
  if (problem) return { demo, problem, event: null };
  const end = endAfterBid(demo.endsAt, now, {
    extensionMinutes: DEMO_RULES.extensionMinutes,
    extensionLimit: DEMO_RULES.extensionLimit,
    extensionsUsed: demo.extensionsUsed,
  });
  const seq = demo.seq + 1;
  const bids = [...demo.bids, { supplierId, amount, at: now, seq }];
  const next: DemoAuction = {
    ...demo,
    bids,
    seq,
    endsAt: end.endsAt,
    extensionsUsed: demo.extensionsUsed + (end.extended ? 1 : 0),
  };
  const event: AuctionEvent = {
    kind: 'bid',
    seq,
    at: iso(now),
    supplierId,
    itemCode: null,
    amount: paiseToDecimal(amount),
    endsAt: iso(end.endsAt),
    extended: end.extended,
    standing: rankPrices(currentPrices(demo.starting, bids)),
  };
  return { demo: next, problem: null, event };
}

/**
 * The server's message for a refused practice bid (the same texts as the live auction's), from
 * `text`: the auction's messages in the language on screen.
 */
export function demoProblemMessage(
  problem: BidProblem,
  demo: DemoAuction,
  supplierId = DEMO_YOU,
  text: typeof english = english,
): string {
  if (problem === 'not-started') return text.notStarted;
  if (problem === 'ended') return text.ended;
  if (problem === 'not-positive') return text.notPositive;
  const highest = highestAcceptable(priceOf(demo, supplierId), DEMO_RULES.decrement);
  return highest > 0 ? text.notLower(paiseToDecimal(highest)) : text.noLowerPossible;
}

/** One simulated bidder's move at `now`: a bid undercutting the lowest by 1–3 decrements, or none. */
function botMove(
  demo: DemoAuction,
  bot: Bot,
  now: number,
): { demo: DemoAuction; event: AuctionEvent | null } {
  const prices = currentPrices(demo.starting, demo.bids);
  const leader = rankPrices(prices)[0];
  if (!leader || leader.supplierId === bot.supplierId) return { demo, event: null };
  const inWindow = demo.endsAt - now < DEMO_RULES.extensionMinutes * 60_000;
  const [chance, afterChance] = nextRandom(demo.seed);
  const [steps, afterSteps] = nextRandom(afterChance);
  const moved = { ...demo, seed: afterSteps };
  if (chance >= bot.eagerness * (inWindow ? 2.5 : 1)) return { demo: moved, event: null };
  const lowest = Math.min(...prices.map((price) => price.amount));
  const undercut = lowest - decrementPaise(lowest, DEMO_RULES.decrement) * (1 + Math.floor(steps * 3));
  const amount = Math.min(highestAcceptable(priceOf(demo, bot.supplierId), DEMO_RULES.decrement), undercut);
  if (amount < bot.floor) return { demo: moved, event: null };
  const bid = placeDemoBid(moved, bot.supplierId, amount, now);
  return { demo: bid.demo, event: bid.event };
}

/**
 * The simulation at `now` (called about every second): the auction closes once its end has passed;
 * while it runs, each simulated bidder may bid. Answers the new state and the events it made.
 */
export function stepDemo(demo: DemoAuction, now: number): { demo: DemoAuction; events: AuctionEvent[] } {
  if (demo.closed || now < demo.startsAt) return { demo, events: [] };
  if (now >= demo.endsAt) {
    const seq = demo.seq + 1;
    return {
      demo: { ...demo, closed: true, seq },
      events: [{ kind: 'closed', seq, at: iso(now), endsAt: iso(demo.endsAt) }],
    };
  }
  let state = demo;
  const events: AuctionEvent[] = [];
  for (const bot of BOTS) {
    const move = botMove(state, bot, now);
    state = move.demo;
    if (move.event) events.push(move.event);
  }
  return { demo: state, events };
}
