import {
  type AuctionForSupplier,
  type AuctionPhase,
  auctionPhase,
  type BidAccepted,
  highestAcceptable,
  readBidAmount,
  type SupplierAuctionEvent,
  type SupplierAuctionLine,
} from '@tenderdesk/domain/auction';
import { auctionMessages as english } from '@tenderdesk/domain/auction-messages';
import { formatRupees, type Paise, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { biddingText } from '@tenderdesk/domain/ui/auctions-bidding';

/*
 * The supplier's auction view as the screens keep it (issue 22, decision 050): the GET's
 * AuctionForSupplier, moved forward by each SupplierAuctionEvent of the live stream and by the
 * answer to the supplier's own bid. Pure functions, shared by the live screen and the practice
 * auction (which feeds them events it makes with the domain's own rules).
 */

/** The key of a line: its item code, or 'total' when the auction is on the total. */
/** The phase badge's colour, the live page's and the tender page's card alike (its words: `biddingText`). */
export const PHASE_COLOR: Record<AuctionPhase, string> = {
  scheduled: 'blue',
  live: 'green',
  ended: 'gray',
  closed: 'gray',
  cancelled: 'red',
};

export function lineKey(itemCode: string | null): string {
  return itemCode ?? 'total';
}

/** "L1", "L2"... */
export function rankLabel(rank: number | null | undefined): string {
  return rank == null || rank < 1 ? '—' : `L${rank}`;
}

/** What the line is called in a sentence: its item code and name, or "the total". */
export function lineName(
  line: Pick<SupplierAuctionLine, 'itemCode' | 'itemName'>,
  t: typeof biddingText = biddingText,
): string {
  return line.itemCode === null ? t.theTotal : `${line.itemCode} (${line.itemName})`;
}

/** The highest price the next bid below `current` may name, or null when none is possible. */
export function nextMaxOf(current: string, view: Pick<AuctionForSupplier, 'decrementKind' | 'decrement'>) {
  const highest = highestAcceptable(toPaise(current), { kind: view.decrementKind, value: view.decrement });
  return highest > 0 ? paiseToDecimal(highest) : null;
}

/** The minimum decrement as the rules state it: "₹500.00" or "0.5 %". */
export function decrementLabel(view: Pick<AuctionForSupplier, 'decrementKind' | 'decrement'>): string {
  if (view.decrementKind === 'amount') return formatRupees(toPaise(view.decrement));
  return `${Number(view.decrement)} %`;
}

/** An exact decimal ("123456.70") as India writes rupees: ₹1,23,456.70; a dash for none. */
export function rupees(amount: string | null | undefined): string {
  return amount == null ? '—' : formatRupees(toPaise(amount));
}

function updateLine(
  view: AuctionForSupplier,
  itemCode: string | null,
  change: (line: SupplierAuctionLine) => SupplierAuctionLine,
): SupplierAuctionLine[] {
  return view.lines.map((line) => (line.itemCode === itemCode ? change(line) : line));
}

/**
 * The supplier's own bids, newest first, each numbered 1..n in the order it placed them (issue 22
 * follow-up): never the auction-wide event number, which would tell how many bids others made.
 */
export function numberedOwnBids(
  bids: AuctionForSupplier['myBids'],
): (AuctionForSupplier['myBids'][number] & { number: number })[] {
  const oldestFirst = [...bids].sort((a, b) => a.seq - b.seq);
  return oldestFirst.map((bid, index) => ({ ...bid, number: index + 1 })).reverse();
}

function withOwnBid(view: AuctionForSupplier, bid: AuctionForSupplier['myBids'][number]) {
  if (view.myBids.some((known) => known.seq === bid.seq)) return view.myBids;
  return [bid, ...view.myBids].sort((a, b) => b.seq - a.seq);
}

/**
 * The view after one event of the stream (in seq order; an event at or below `lastSeq` changes
 * nothing, so a replay after a reconnect is harmless). A bid moves the end and, on its line, this
 * supplier's rank and the lowest price; when the bid was this supplier's own, its price, its next
 * allowed bid and its history.
 */
export function applySupplierEvent(
  view: AuctionForSupplier,
  event: SupplierAuctionEvent,
): AuctionForSupplier {
  if (event.seq <= view.lastSeq) return view;
  if (event.kind === 'cancelled') return { ...view, phase: 'cancelled', lastSeq: event.seq };
  if (event.kind === 'closed') {
    return { ...view, phase: 'closed', closedAt: event.at, endsAt: event.endsAt, lastSeq: event.seq };
  }
  const lines = updateLine(view, event.itemCode, (line) => {
    const own = event.mine === null ? {} : { current: event.mine, nextMax: nextMaxOf(event.mine, view) };
    return {
      ...line,
      ...own,
      rank: event.rank ?? line.rank,
      lowest: view.visibility === 'rank-and-lowest' ? (event.lowest ?? line.lowest) : null,
    };
  });
  const myBids =
    event.mine === null
      ? view.myBids
      : withOwnBid(view, { seq: event.seq, itemCode: event.itemCode, amount: event.mine, at: event.at });
  return {
    ...view,
    lines,
    myBids,
    endsAt: event.endsAt,
    extensionsUsed: view.extensionsUsed + (event.extended ? 1 : 0),
    lastSeq: event.seq,
  };
}

/**
 * The view after the server accepted this supplier's bid. The stream brings the same bid as an
 * event; whichever comes first applies it. When the stream is already past it (lastSeq at or above
 * the bid), only the history learns of it: the rank and end the stream gave are newer.
 */
export function applyBidAccepted(view: AuctionForSupplier, bid: BidAccepted): AuctionForSupplier {
  const myBids = withOwnBid(view, { seq: bid.seq, itemCode: bid.itemCode, amount: bid.amount, at: bid.at });
  if (bid.seq <= view.lastSeq) return { ...view, myBids };
  const lines = updateLine(view, bid.itemCode, (line) => ({
    ...line,
    current: bid.amount,
    nextMax: bid.nextMax,
    rank: bid.rank,
    lowest: bid.lowest,
  }));
  // Not lastSeq: events between the last one seen and this bid may still be on their way.
  return { ...view, lines, myBids, endsAt: bid.endsAt };
}

/** The view after a clock frame: the end it names (an extension this screen missed shows at once). */
export function applyClockFrame(
  view: AuctionForSupplier,
  frame: { endsAt: string; phase: AuctionPhase },
): AuctionForSupplier {
  const phase = frame.phase === 'closed' || frame.phase === 'cancelled' ? frame.phase : view.phase;
  if (frame.endsAt === view.endsAt && phase === view.phase) return view;
  return { ...view, endsAt: frame.endsAt, phase };
}

/** Keeps the newer of two reads of the same auction (a slow GET must not undo events applied since). */
export function newerView(
  before: AuctionForSupplier | undefined,
  after: AuctionForSupplier,
): AuctionForSupplier {
  if (!before || before._id !== after._id) return after;
  if (after.lastSeq > before.lastSeq) return after;
  if (after.lastSeq < before.lastSeq) return before;
  // Same events: the read may still know more (a close the stream has not sent yet).
  return after.phase !== before.phase || after.closedAt !== before.closedAt ? after : before;
}

/** The phase on screen: the server's closed or cancelled, otherwise read from the times on the server's clock. */
export function phaseAt(
  view: Pick<AuctionForSupplier, 'phase' | 'startsAt' | 'endsAt' | 'closedAt'>,
  serverNow: number,
): AuctionPhase {
  if (view.phase === 'closed' || view.phase === 'cancelled') return view.phase;
  return auctionPhase(
    {
      startsAt: Date.parse(view.startsAt),
      endsAt: Date.parse(view.endsAt),
      closedAt: null,
      cancelledAt: null,
    },
    serverNow,
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A countdown: "04:59", "1:04:59", "3 days 01:04:59". */
export function formatCountdown(ms: number, t: typeof biddingText = biddingText): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const clock = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  if (days > 0) return `${t.countdownDays(days)} ${pad(hours)}:${clock}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/** The countdown read aloud: "4 minutes 59 seconds". */
export function spokenCountdown(ms: number, t: typeof biddingText = biddingText): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const { spoken } = t;
  const parts: [number, (count: number) => string][] = [
    [Math.floor(seconds / 86_400), spoken.day],
    [Math.floor((seconds % 86_400) / 3600), spoken.hour],
    [Math.floor((seconds % 3600) / 60), spoken.minute],
    [seconds % 60, spoken.second],
  ];
  const said = parts.filter(([value]) => value > 0).map(([value, unit]) => unit(value));
  return said.length > 0 ? said.join(' ') : spoken.second(0);
}

/** The amount typed, in paise ("₹", "Rs", spaces and grouping commas allowed), or null. */
export function parseBidAmount(typed: string): Paise | null {
  const plain = typed.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  const amount = plain === '' ? null : readBidAmount(plain);
  return amount === null || Number.isNaN(amount) ? null : amount;
}

export type BidInput = { amount: Paise } | { error: string; next: string };

/**
 * The bid as typed: rupees with at most 2 decimals; "₹", spaces and the commas of Indian (or any)
 * grouping are allowed. Checked against `nextMax` as the server will (a bid above it is refused).
 * `text`: the auction's messages in the language on screen.
 */
export function readBidInput(
  typed: string,
  nextMax: string | null,
  text: typeof english = english,
): BidInput {
  const amount = parseBidAmount(typed);
  if (amount === null) return { error: text.bidInvalid, next: text.nextTypeAmount };
  if (amount <= 0) return { error: text.notPositive, next: text.nextPositive };
  if (nextMax === null) return { error: text.noLowerPossible, next: text.nextWaitMinute };
  if (amount > toPaise(nextMax)) return { error: text.notLower(nextMax), next: text.nextLower };
  return { amount };
}

/** A refusal as the screen shows it: the server's message and what to do next. */
export type Refusal = { message: string; next: string | null };

/**
 * What to do after the server refused a bid (its status and message, in the language on screen, as
 * `text`, the auction's messages, is).
 */
export function refusalOf(status: number, message: string, text: typeof english = english): Refusal {
  const shown = message || text.bidFailed;
  if (status === 0) return { message: shown, next: text.nextCheckHistory };
  if (status === 429) return { message: shown, next: text.nextWaitMinute };
  if (message === text.notStarted) return { message, next: text.nextWaitStart };
  if (message === text.ended) return { message, next: text.nextEnded };
  if (message === text.notPositive) return { message, next: text.nextPositive };
  if (message === text.bidInvalid) return { message, next: text.nextTypeAmount };
  if (message.startsWith(text.notLower('').split('₹')[0] ?? '')) return { message, next: text.nextLower };
  return { message: shown, next: null };
}
