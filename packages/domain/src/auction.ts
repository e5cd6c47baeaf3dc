import { type Paise, paiseToDecimal, toPaise } from './money';
import { exactDecimal } from './quotations';

/*
 * The live reverse auction (issue 22, decision 050). After the prices are open the buyer schedules
 * a timed session in which the invited suppliers bid their prices down. These are its rules and the
 * shapes the API answers; zod-free (schemas: auction-schemas.ts, texts: auction-messages.ts).
 *
 * - What is bid: `total`, the quotation's grand total with GST (the figure the comparison ranks
 *   L1), or `line`, each item's unit price before GST (the figure the comparison marks per item).
 * - A bid is accepted only between the start and the (possibly extended) end by the database's
 *   clock, above zero, and at least the minimum decrement below the supplier's own last price on
 *   that line (its starting price, the opened quotation, before its first bid).
 * - A bid that arrives in the last `extensionMinutes` of the auction moves the end by that much,
 *   at most `extensionLimit` times. Bids are serialised on the auction row, so a burst of bids in
 *   the last second extends the end once (the second bid is no longer in the last N minutes).
 * - Ranks: lowest price first; a tie goes to the earlier arrival (a starting price arrived when its
 *   quotation was last submitted, before any bid), then to the earlier bid in the auction's order.
 * Amounts are exact decimal strings on the wire and paise inside; instants are ISO strings.
 */

export const AUCTION_BID_ON = ['total', 'line'] as const;
export type AuctionBidOn = (typeof AUCTION_BID_ON)[number];

export const DECREMENT_KINDS = ['amount', 'percent'] as const;
export type DecrementKind = (typeof DECREMENT_KINDS)[number];

/** What bidders see besides their own prices: their rank only, or their rank and the current lowest price. */
export const AUCTION_VISIBILITY = ['rank', 'rank-and-lowest'] as const;
export type AuctionVisibility = (typeof AUCTION_VISIBILITY)[number];

/**
 * Where an auction stands: scheduled (before its start), live, ended (past its end, not yet closed by
 * the job or a read), closed (final ranks; quotations revised), cancelled (by the buyer, before the start).
 */
export const AUCTION_PHASES = ['scheduled', 'live', 'ended', 'closed', 'cancelled'] as const;
export type AuctionPhase = (typeof AUCTION_PHASES)[number];

export const AUCTION_LIMITS = {
  /** Invited suppliers: at least two (an auction of one is a negotiation), at most this many. */
  minInvitees: 2,
  maxInvitees: 200,
  minDurationMinutes: 1,
  maxDurationMinutes: 24 * 60,
  /** How far ahead an auction may be scheduled. */
  maxDaysAhead: 90,
  maxExtensionMinutes: 60,
  maxExtensions: 100,
  /** A percentage decrement: more than 0, at most this, with at most 2 decimals. */
  maxPercent: 50,
  /** The newest bids the buyer's screen reads at once (the export holds them all). */
  recentBids: 200,
  /** A supplier's bids per minute (a runaway script is refused, not the auction slowed). */
  bidsPerMinute: 120,
} as const;

export type Decrement = { kind: DecrementKind; value: string };

/** Times of an auction as the rules read them (epoch milliseconds). */
export type AuctionClock = {
  startsAt: number;
  endsAt: number;
  closedAt: number | null;
  cancelledAt: number | null;
};

/**
 * The minimum decrement as the buyer gave it, checked: an amount above 0, or a percentage above 0
 * and at most AUCTION_LIMITS.maxPercent; at most 2 decimals. Answers the exact decimal, or null (the
 * message: auctionMessages.decrementAmountInvalid or decrementPercentInvalid).
 */
export function readDecrement(kind: DecrementKind, value: unknown): string | null {
  const decimal = exactDecimal(value);
  if (decimal === null || toPaise(decimal) <= 0) return null;
  if (kind === 'percent' && toPaise(decimal) > AUCTION_LIMITS.maxPercent * 100) return null;
  return decimal;
}

/** A bid's amount as the supplier gave it: exact paise, or null when it is not an amount with at most 2 decimals. */
export function readBidAmount(value: unknown): Paise | null {
  const decimal = exactDecimal(value);
  return decimal === null ? null : toPaise(decimal);
}

/** The phase at `now` (the server's clock). */
export function auctionPhase(clock: AuctionClock, now: number): AuctionPhase {
  if (clock.cancelledAt !== null) return 'cancelled';
  if (clock.closedAt !== null) return 'closed';
  if (now < clock.startsAt) return 'scheduled';
  if (now < clock.endsAt) return 'live';
  return 'ended';
}

/**
 * The minimum decrement below `last`, in paise: a fixed amount, or a percentage of `last` rounded up
 * to the paisa (so a bid is never less than the stated percentage below).
 */
export function decrementPaise(last: Paise, decrement: Decrement): Paise {
  if (decrement.kind === 'amount') return toPaise(decrement.value);
  // The percentage in hundredths of a percent (basis points): "0.5" → 50.
  const basisPoints = BigInt(toPaise(decrement.value));
  const numerator = BigInt(last) * basisPoints;
  const quotient = numerator / 10_000n;
  return Number(numerator % 10_000n === 0n ? quotient : quotient + 1n);
}

/** The highest price a bid below `last` may name (may be 0 or less: then no bid is possible). */
export function highestAcceptable(last: Paise, decrement: Decrement): Paise {
  return last - decrementPaise(last, decrement);
}

export type BidProblem = 'not-started' | 'ended' | 'not-positive' | 'not-lower';

/**
 * Why a bid of `amount` against the supplier's own `last` price is refused at `now`, or null when it
 * is accepted. The time comes first: a bid after the end is late whatever its price.
 */
export function bidProblem(input: {
  now: number;
  startsAt: number;
  endsAt: number;
  last: Paise;
  amount: Paise;
  decrement: Decrement;
}): BidProblem | null {
  if (input.now < input.startsAt) return 'not-started';
  if (input.now >= input.endsAt) return 'ended';
  if (input.amount <= 0) return 'not-positive';
  if (input.amount > highestAcceptable(input.last, input.decrement)) return 'not-lower';
  return null;
}

export type Extension = { extensionMinutes: number; extensionLimit: number; extensionsUsed: number };

/**
 * The end after an accepted bid that arrived at `arrivedAt`: moved by `extensionMinutes` when the bid
 * came in the last `extensionMinutes` before the end and the limit is not reached.
 */
export function endAfterBid(
  endsAt: number,
  arrivedAt: number,
  extension: Extension,
): { endsAt: number; extended: boolean } {
  const window = extension.extensionMinutes * 60_000;
  const inWindow = window > 0 && arrivedAt < endsAt && endsAt - arrivedAt < window;
  if (!inWindow || extension.extensionsUsed >= extension.extensionLimit) return { endsAt, extended: false };
  return { endsAt: endsAt + window, extended: true };
}

/** A supplier's current price on one line: its last bid, or its starting price (`seq` 0). */
export type Price = { supplierId: string; amount: Paise; at: number; seq: number };

/** One supplier's place on one line (or the total). */
export type Standing = { supplierId: string; amount: string; rank: number };

/** Ranks current prices: lowest first, then the earlier arrival, then the earlier bid. */
export function rankPrices(prices: readonly Price[]): Standing[] {
  return [...prices]
    .sort((a, b) => a.amount - b.amount || a.at - b.at || a.seq - b.seq)
    .map((price, index) => ({
      supplierId: price.supplierId,
      amount: paiseToDecimal(price.amount),
      rank: index + 1,
    }));
}

/**
 * Each supplier's current price from its starting price and its bids (in any order): the bid with
 * the highest `seq` wins, since every accepted bid is lower than the one before.
 */
export function currentPrices(starting: readonly Price[], bids: readonly Price[]): Price[] {
  const current = new Map(starting.map((price) => [price.supplierId, price]));
  for (const bid of bids) {
    const before = current.get(bid.supplierId);
    if (!before || bid.seq > before.seq) current.set(bid.supplierId, bid);
  }
  return [...current.values()];
}

/**
 * The unit prices of a quotation whose grand total the auction took from `from` to `to` (total
 * mode): each scaled by to/from and rounded half up to the paisa. The revised grand total can differ
 * from `to` by that rounding; the auction's record keeps the bid itself.
 */
export function scaleUnitPrices(unitPrices: readonly string[], from: Paise, to: Paise): string[] {
  if (from <= 0) return [...unitPrices];
  return unitPrices.map((price) => {
    const numerator = BigInt(toPaise(price)) * BigInt(to) * 2n + BigInt(from);
    return paiseToDecimal(Number(numerator / (BigInt(from) * 2n)));
  });
}

// ---- What the API answers ----

/** An auction's settings as scheduled (both sides read them). */
export type AuctionSettings = {
  startsAt: string;
  durationMinutes: number;
  bidOn: AuctionBidOn;
  decrementKind: DecrementKind;
  /** An amount ("500.00") or a percentage ("0.50"). */
  decrement: string;
  extensionMinutes: number;
  extensionLimit: number;
  visibility: AuctionVisibility;
};

/** A line of the auction: `itemCode` null for the total. */
export type AuctionLineRef = { itemCode: string | null; itemName: string; qty: string; uom: string };

/** One bid as the buyer and the statement read it. */
export type AuctionBid = {
  seq: number;
  supplierId: string;
  companyName: string;
  itemCode: string | null;
  amount: string;
  /** When it arrived (the server's clock). */
  at: string;
  /** Its rank on its line just after it. */
  rank: number;
  /** It moved the end. */
  extended: boolean;
};

export type AuctionInvitee = {
  supplierId: string;
  companyName: string;
  quotationId: string;
  /** The opened quotation's grand total with GST when the auction was scheduled. */
  startingTotal: string;
};

/** GET /api/tenders/{tenderId}/auction's `auction`. */
export type AuctionForBuyer = AuctionSettings & {
  _id: string;
  tenderId: string;
  phase: AuctionPhase;
  /** The current end (after extensions). */
  endsAt: string;
  extensionsUsed: number;
  closedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  invitees: AuctionInvitee[];
  /** Every line's ranking now (final once closed): one line (itemCode null) when bidding the total. */
  lines: (AuctionLineRef & { standing: (Standing & { companyName: string })[] })[];
  /** The newest bids, newest first (at most AUCTION_LIMITS.recentBids). */
  recentBids: AuctionBid[];
  bidCount: number;
  /** The last event's number: the live stream resumes after it. */
  lastSeq: number;
  /** The server's clock when this was read (the screen's countdown runs on it). */
  serverNow: string;
};

/** A tender's suppliers the buyer may invite (a priced quotation it may see). */
export type AuctionCandidate = {
  supplierId: string;
  companyName: string;
  quotationId: string;
  totalWithGst: string;
};

/** GET /api/tenders/{tenderId}/auction. */
export type TenderAuction = {
  auction: AuctionForBuyer | null;
  /** Who could be invited now (empty once an auction is scheduled or when prices are not open). */
  candidates: AuctionCandidate[];
  /** Why no auction can be scheduled now (null: it can). */
  blockedReason: string | null;
};

/** One line in the supplier's view. */
export type SupplierAuctionLine = AuctionLineRef & {
  startingPrice: string;
  /** The supplier's own current price (its last bid, or its starting price). */
  current: string;
  /** The highest price its next bid may name (null: none possible). */
  nextMax: string | null;
  rank: number;
  /** The lowest current price on the line (only when the auction shows it). */
  lowest: string | null;
};

/** GET /api/suppliers/{supplierId}/tenders/{tenderId}/auction. */
export type AuctionForSupplier = AuctionSettings & {
  _id: string;
  tenderId: string;
  projectCode: string;
  projectTitle: string;
  phase: AuctionPhase;
  endsAt: string;
  extensionsUsed: number;
  closedAt: string | null;
  invitees: number;
  lines: SupplierAuctionLine[];
  /** The supplier's own bids, newest first. */
  myBids: { seq: number; itemCode: string | null; amount: string; at: string }[];
  lastSeq: number;
  serverNow: string;
};

/** POST .../auction/bids: the accepted bid and where it stands. */
export type BidAccepted = {
  seq: number;
  itemCode: string | null;
  amount: string;
  at: string;
  rank: number;
  endsAt: string;
  extended: boolean;
  nextMax: string | null;
  lowest: string | null;
};

// ---- The live stream ----

/**
 * An event of the auction as stored (auction_events.payload) and as the buyer receives it. `seq`
 * counts from 1 per auction with no gap, in commit order (each is written with the auction row
 * locked), so a screen resumes after the last `seq` it saw.
 */
export type AuctionEvent =
  | {
      kind: 'bid';
      seq: number;
      at: string;
      supplierId: string;
      itemCode: string | null;
      amount: string;
      endsAt: string;
      extended: boolean;
      /** The ranking of the bid's line just after it. */
      standing: Standing[];
    }
  | { kind: 'closed'; seq: number; at: string; endsAt: string }
  | { kind: 'cancelled'; seq: number; at: string };

/** What one supplier receives of an event: never another supplier's identity or price. */
export type SupplierAuctionEvent =
  | {
      kind: 'bid';
      seq: number;
      at: string;
      itemCode: string | null;
      endsAt: string;
      extended: boolean;
      /** The bid was this supplier's own: its amount. */
      mine: string | null;
      /** This supplier's rank on that line now. */
      rank: number | null;
      lowest: string | null;
    }
  | { kind: 'closed'; seq: number; at: string; endsAt: string }
  | { kind: 'cancelled'; seq: number; at: string };

/** The event as one supplier may see it under the auction's visibility. */
export function eventForSupplier(
  event: AuctionEvent,
  supplierId: string,
  visibility: AuctionVisibility,
): SupplierAuctionEvent {
  if (event.kind !== 'bid') return event;
  const own = event.standing.find((standing) => standing.supplierId === supplierId);
  return {
    kind: 'bid',
    seq: event.seq,
    at: event.at,
    itemCode: event.itemCode,
    endsAt: event.endsAt,
    extended: event.extended,
    mine: event.supplierId === supplierId ? event.amount : null,
    rank: own?.rank ?? null,
    lowest: visibility === 'rank-and-lowest' ? (event.standing[0]?.amount ?? null) : null,
  };
}

/** Milliseconds left at the device's `deviceNow`, given the server's clock read at `serverNowAtRead`. */
export function remainingMs(
  endsAt: string,
  serverNowAtRead: string,
  deviceNowAtRead: number,
  deviceNow: number,
) {
  const offset = Date.parse(serverNowAtRead) - deviceNowAtRead;
  return Math.max(0, Date.parse(endsAt) - (deviceNow + offset));
}
