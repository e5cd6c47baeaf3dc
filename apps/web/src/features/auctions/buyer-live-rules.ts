import {
  AUCTION_LIMITS,
  type AuctionEvent,
  type AuctionForBuyer,
  type AuctionPhase,
  type AuctionSettings,
  auctionPhase,
  remainingMs,
} from '@tenderdesk/domain/auction';
import { awardMessages } from '@tenderdesk/domain/award-messages';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import { formatRupees, paiseToDecimal, toPaise } from '@tenderdesk/domain/money';
import { purchaseOrderMessages } from '@tenderdesk/domain/purchase-order-messages';
import { auctionsText } from '@tenderdesk/domain/ui/auctions';
import type { StreamState } from './stream';

/*
 * The buyer's live monitor and result (issue 22, decision 050) as pure rules: an event of the live
 * stream applied to the auction the screen holds (never twice: events at or below its lastSeq are
 * dropped), the countdown on the server's clock, labels.
 */

/** An amount the server sent as an exact decimal, in rupees with Indian grouping. */
export function rupees(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  const paise = toPaise(amount);
  return Number.isNaN(paise) ? '-' : formatRupees(paise);
}

/** The auction after one event of its stream. Events it already holds (seq ≤ lastSeq) change nothing. */
export function applyAuctionEvent(auction: AuctionForBuyer, event: AuctionEvent): AuctionForBuyer {
  if (event.seq <= auction.lastSeq) return auction;
  if (event.kind === 'closed') {
    return { ...auction, phase: 'closed', closedAt: event.at, endsAt: event.endsAt, lastSeq: event.seq };
  }
  if (event.kind === 'cancelled') {
    return { ...auction, phase: 'cancelled', cancelledAt: event.at, lastSeq: event.seq };
  }
  const names = new Map(auction.invitees.map((invitee) => [invitee.supplierId, invitee.companyName]));
  const nameOf = (supplierId: string) => names.get(supplierId) ?? supplierId;
  const rank = event.standing.find((standing) => standing.supplierId === event.supplierId)?.rank ?? 0;
  const bid = {
    seq: event.seq,
    supplierId: event.supplierId,
    companyName: nameOf(event.supplierId),
    itemCode: event.itemCode,
    amount: event.amount,
    at: event.at,
    rank,
    extended: event.extended,
  };
  return {
    ...auction,
    endsAt: event.endsAt,
    extensionsUsed: auction.extensionsUsed + (event.extended ? 1 : 0),
    lines: auction.lines.map((line) =>
      line.itemCode === event.itemCode
        ? {
            ...line,
            standing: event.standing.map((standing) => ({
              ...standing,
              companyName: nameOf(standing.supplierId),
            })),
          }
        : line,
    ),
    recentBids: [bid, ...auction.recentBids].slice(0, AUCTION_LIMITS.recentBids),
    bidCount: auction.bidCount + 1,
    lastSeq: event.seq,
  };
}

/** A clock frame of the live stream: the server's time, the auction's (possibly extended) end and its phase. */
export type BuyerClockFrame = { serverNow: string; endsAt: string; phase: AuctionPhase };

/**
 * The auction after a clock frame (issue 22 follow-up): its end from the frame (an extension the
 * screen has not seen as an event yet), and its phase only once the server says closed or cancelled
 * (scheduled, live and ended the screen reads from the times on the server's clock). The same
 * object when the frame changes nothing.
 */
export function applyClockFrame(auction: AuctionForBuyer, frame: BuyerClockFrame): AuctionForBuyer {
  if (auction.phase === 'closed' || auction.phase === 'cancelled') return auction;
  if (frame.phase === 'closed') {
    return {
      ...auction,
      phase: 'closed',
      endsAt: frame.endsAt,
      closedAt: auction.closedAt ?? frame.serverNow,
    };
  }
  if (frame.phase === 'cancelled') {
    return { ...auction, phase: 'cancelled', cancelledAt: auction.cancelledAt ?? frame.serverNow };
  }
  if (frame.endsAt === auction.endsAt) return auction;
  return { ...auction, endsAt: frame.endsAt };
}

/** The server's clock as last read (a GET's serverNow or a clock frame) and when the device read it. */
export type ServerClock = { serverNow: string; readAt: number };

/** The phase now by the server's clock (closed and cancelled come from the server only). */
export function livePhase(auction: AuctionForBuyer, clock: ServerClock, deviceNow: number): AuctionPhase {
  const serverNow = Date.parse(clock.serverNow) + (deviceNow - clock.readAt);
  return auctionPhase(
    {
      startsAt: Date.parse(auction.startsAt),
      endsAt: Date.parse(auction.endsAt),
      closedAt: auction.closedAt === null ? null : Date.parse(auction.closedAt),
      cancelledAt: auction.cancelledAt === null ? null : Date.parse(auction.cancelledAt),
    },
    serverNow,
  );
}

/** What the countdown counts to: the start while scheduled, the (extended) end while live; null after. */
export function countdown(
  auction: AuctionForBuyer,
  clock: ServerClock,
  deviceNow: number,
  t: typeof auctionsText = auctionsText,
): { label: string; ms: number } | null {
  const phase = livePhase(auction, clock, deviceNow);
  if (phase === 'scheduled') {
    return {
      label: t.monitor.startsIn,
      ms: remainingMs(auction.startsAt, clock.serverNow, clock.readAt, deviceNow),
    };
  }
  if (phase === 'live') {
    return {
      label: t.monitor.endsIn,
      ms: remainingMs(auction.endsAt, clock.serverNow, clock.readAt, deviceNow),
    };
  }
  return null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** Milliseconds left as a clock: `04:59`, `1:02:03`, `2 d 03:04:05` (whole seconds, rounded up). */
export function clockText(ms: number, t: typeof auctionsText = auctionsText): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${t.monitor.days(days)} ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}

/** The same time for a screen reader: "4 minutes 59 seconds". */
export function clockWords(ms: number, t: typeof auctionsText = auctionsText): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const { spoken } = t;
  const parts: [number, (count: number) => string][] = [
    [Math.floor(total / 86_400), spoken.day],
    [Math.floor((total % 86_400) / 3600), spoken.hour],
    [Math.floor((total % 3600) / 60), spoken.minute],
    [total % 60, spoken.second],
  ];
  const said = parts.filter(([count]) => count > 0).map(([count, unit]) => unit(count));
  return said.length > 0 ? said.join(' ') : spoken.second(0);
}

/** The auction's phase in words ("Bidding open", not "Live": the connection badge says "Live"). */
export const PHASE_LABELS: Record<AuctionPhase, string> = auctionsText.phase;

export const PHASE_COLORS: Record<AuctionPhase, string> = {
  scheduled: 'blue',
  live: 'green',
  ended: 'orange',
  closed: 'gray',
  cancelled: 'red',
};

/**
 * The connection badge: "Live" while the stream is open, "Reconnecting…" after a drop, "Caught up"
 * for a moment after it comes back (the missed events replayed) and once nothing more can come.
 */
export function connectionLabel(
  state: StreamState,
  justReconnected: boolean,
  t: typeof auctionsText = auctionsText,
): string {
  if (state === 'reconnecting') return t.connection.reconnecting;
  if (state === 'connecting') return t.connection.connecting;
  if (state === 'stopped' || justReconnected) return t.connection.caughtUp;
  return t.connection.live;
}

/** "Total with GST", or the item: "CODE · Name (10 Nos)". */
export function lineTitle(
  line: AuctionForBuyer['lines'][number],
  t: typeof auctionsText = auctionsText,
): string {
  if (line.itemCode === null) return t.tables.totalWithGst;
  return `${line.itemCode} · ${line.itemName} (${line.qty} ${line.uom})`;
}

/** An item's short name in the bid feed. */
export function itemText(
  auction: Pick<AuctionForBuyer, 'lines'>,
  itemCode: string | null,
  t: typeof auctionsText = auctionsText,
): string {
  if (itemCode === null) return t.tables.total;
  const line = auction.lines.find((entry) => entry.itemCode === itemCode);
  return line ? `${itemCode} · ${line.itemName}` : itemCode;
}

/** A decimal without trailing zeros after its point: "0.50" → "0.5", "10.00" → "10", "10" → "10". */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The minimum decrement as the buyer set it: "₹500.00" or "0.5 %". */
export function decrementText(settings: Pick<AuctionSettings, 'decrementKind' | 'decrement'>): string {
  if (settings.decrementKind === 'amount') return rupees(settings.decrement);
  return `${trimDecimal(settings.decrement)} %`;
}

export function extensionText(
  settings: Pick<AuctionSettings, 'extensionMinutes' | 'extensionLimit'>,
  t: typeof auctionsText = auctionsText,
): string {
  if (settings.extensionMinutes === 0 || settings.extensionLimit === 0) return t.facts.noExtension;
  return t.facts.extensionRule(settings.extensionMinutes, settings.extensionLimit);
}

export const BID_ON_LABELS = auctionsText.bidOn;
export const VISIBILITY_LABELS = auctionsText.visibility;

/** Whom "Award to L1" awards: the first on the total's final ranking (auctions on the total only). */
export function awardTarget(auction: AuctionForBuyer) {
  if (auction.bidOn !== 'total' || auction.phase !== 'closed') return null;
  const first = auction.lines.find((line) => line.itemCode === null)?.standing.find((s) => s.rank === 1);
  const invitee = first && auction.invitees.find((entry) => entry.supplierId === first.supplierId);
  if (!first || !invitee) return null;
  return {
    supplierId: invitee.supplierId,
    companyName: invitee.companyName,
    quotationId: invitee.quotationId,
    amount: first.amount,
  };
}

/**
 * What the auction saved on the total: the lowest starting total (the L1 before it) less the final
 * L1, in rupees and as a percentage of the former (2 decimals, half up). Null for line auctions.
 */
export function auctionSaving(auction: AuctionForBuyer): { amount: string; percent: string } | null {
  const first = awardTarget(auction);
  if (!first || auction.invitees.length === 0) return null;
  const before = Math.min(...auction.invitees.map((invitee) => toPaise(invitee.startingTotal)));
  const saved = before - toPaise(first.amount);
  if (!(before > 0) || saved < 0) return null;
  // Hundredths of a percent, rounded half up: saved / before × 10 000.
  const basisPoints = (BigInt(saved) * 20_000n + BigInt(before)) / (BigInt(before) * 2n);
  return { amount: paiseToDecimal(saved), percent: paiseToDecimal(Number(basisPoints)) };
}

export type AwardTarget = NonNullable<ReturnType<typeof awardTarget>>;

/**
 * What "Award to L1" does given the award as it stands: nothing when L1 holds it, nothing once
 * orders are issued (the award is frozen), else award it, replacing a whole or by-line award after
 * the same question the comparison asks (decision 033).
 */
export function awardPlan(
  target: AwardTarget,
  state: Pick<LineAwardsView, 'mode' | 'suppliers' | 'locked'>,
  award: typeof awardMessages = awardMessages,
  orders: typeof purchaseOrderMessages = purchaseOrderMessages,
): { kind: 'current' } | { kind: 'locked' } | { kind: 'award'; replace: boolean; confirm: string } {
  const holder = state.mode === 'quotation' ? state.suppliers[0] : undefined;
  if (holder?.quotationId === target.quotationId) return { kind: 'current' };
  if (state.locked) return { kind: 'locked' };
  if (state.mode === 'lines') {
    return { kind: 'award', replace: true, confirm: orders.lineAwardsExist };
  }
  if (holder) {
    return {
      kind: 'award',
      replace: true,
      confirm: award.confirmChange(holder.supplierName, target.companyName),
    };
  }
  return { kind: 'award', replace: false, confirm: award.confirmSelect(target.companyName) };
}

/**
 * The screen's auction after a fresh read that may be older than events the stream already gave
 * (a refetch in flight while a bid arrived): those later events applied again, in order.
 */
export function catchUp(auction: AuctionForBuyer, seen: readonly AuctionEvent[]): AuctionForBuyer {
  return [...seen].sort((a, b) => a.seq - b.seq).reduce(applyAuctionEvent, auction);
}
