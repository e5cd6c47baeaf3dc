import { catalogue } from '../i18n/catalogue';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The supplier's reverse auction screens (apps/web/src/features/auctions: the live auction, the
 * practice auction, the card on the tender page), English as the screens had them (issue 26). The
 * auction's own messages (refusals, notices, what to do next) stay in `auction-messages.ts`.
 */
export const biddingText = catalogue('ui.auctionBidding', {
  reverseAuction: 'Reverse auction',
  backToTender: 'Back to the RFQ/RFP',
  tenderCode: (projectCode: string) => `RFQ/RFP · ${projectCode}`,
  /** What the line is called in a sentence when the auction is on the total. */
  theTotal: 'the total',

  // The status at the top: phase, countdown, connection, end
  phase: {
    scheduled: 'Not started',
    live: 'Bidding open',
    ended: 'Ended',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  /** The caption over the countdown, by phase. */
  caption: {
    scheduled: 'Starts in',
    live: 'Ends in',
    ended: 'Closing…',
    closed: 'Final',
    cancelled: 'Cancelled',
  },
  connection: {
    connecting: 'Connecting…',
    live: 'Live',
    reconnecting: 'Reconnecting…',
    'caught-up': 'Caught up',
    offline: 'Not connected',
  },
  connectionLabel: (state: string) => `Connection: ${state}`,
  startsAt: (startsAt: string) => `Starts ${startsAt}`,
  wasToStart: (startsAt: string) => `Was to start ${startsAt}`,
  endedAt: (endsAt: string) => `Ended ${endsAt}`,
  endsAt: (endsAt: string) => `Ends ${endsAt}`,
  extendedCount: (count: number) => `Extended ×${count}`,
  /** The countdown's days: "3 days 01:04:59". */
  countdownDays: (days: number) => `${days} day${plural(days, '', 's')}`,
  /** The countdown read aloud: "4 minutes 59 seconds". */
  spoken: {
    day: (count: number) => `${count} day${plural(count, '', 's')}`,
    hour: (count: number) => `${count} hour${plural(count, '', 's')}`,
    minute: (count: number) => `${count} minute${plural(count, '', 's')}`,
    second: (count: number) => `${count} second${plural(count, '', 's')}`,
  },

  // A line: its figures and the rank
  finalRank: 'Final rank',
  yourRank: 'Your rank',
  totalWithGst: 'Total with GST',
  totalSubtitle: 'Your quotation’s grand total with GST',
  unitPriceSubtitle: (qty: string, uom: string) => `Unit price before GST · ${qty} ${uom}`,
  startingPrice: 'Starting price',
  yourPrice: 'Your price',
  lowestPrice: 'Lowest price',
  nextMax: 'Next bid at most',
  opensAtStart: (nextMax: string) =>
    `Bidding opens at the start: your bid must be at most ${nextMax} (your price less the minimum decrement).`,

  // The bid form
  bidOn: (line: string) => `Bid on ${line}`,
  yourBid: 'Your bid (₹)',
  atMost: (amount: string) => `At most ${amount}`,
  lowerBy: (decrement: string) => `Lower by the minimum decrement, ${decrement}`,
  review: 'Review bid',
  change: 'Change',
  confirm: 'Confirm bid',

  // The supplier's bids and the rules
  yourBids: 'Your bids',
  noBidsYet: 'No bids yet: your starting price is your opened quotation.',
  bidNumber: (number: number) => `Bid no. ${number}`,
  rules: {
    title: 'Rules of this auction',
    total: 'You bid your grand total with GST.',
    line: 'You bid each item’s unit price before GST, on the items you quoted.',
    decrement: (decrement: string) =>
      `Each bid must be at least ${decrement} below your own last price, and above zero.`,
    extension: (minutes: number, limit: number) =>
      `A bid in the last ${minutes} minute${plural(minutes, '', 's')} extends the end by ${minutes} minute${plural(minutes, '', 's')}, at most ${limit} time${plural(limit, '', 's')}.`,
    noExtension: 'The end never moves: bids after it are refused.',
    seesLowest: 'You see your rank and the lowest price; never who bid it.',
    seesRank: 'You see your rank only; never other suppliers’ prices or names.',
    invitees: (count: number) =>
      `${count} suppliers take part. The time is the server’s: equal prices rank by who got there first.`,
  },

  // The notice under the status
  practiceOpens: 'Bidding opens when the countdown reaches zero.',
  openPractice: 'Open the practice auction',

  // The practice auction
  practice: {
    title: 'Practice auction',
    subtitle: (minutes: number, rivals: number) =>
      `${minutes} minutes on the total, against ${rivals} simulated bidders`,
    startAnother: 'Start another practice auction',
    restart: 'Restart the practice auction',
  },

  // The card on the tender page
  card: {
    phase: {
      scheduled: 'Scheduled',
      live: 'Live now',
      ended: 'Ended',
      closed: 'Closed',
      cancelled: 'Cancelled',
    },
    starts: 'Starts:',
    ended: 'Ended:',
    ends: 'Ends:',
    extended: (count: number) => ` (extended ×${count})`,
    finalRank: 'Final rank:',
    yourRank: 'Your rank:',
    bidNow: 'Bid now',
    open: 'Open the auction',
    practiseFirst: 'Practise first',
  },
});
