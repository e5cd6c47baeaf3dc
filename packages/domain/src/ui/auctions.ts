import { catalogue } from '../i18n/catalogue';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The buyer's reverse auction screens (apps/web/src/features/auctions: the tender page's card, the
 * schedule form, the live monitor, the result), English as the screens had them (issue 26). The
 * auction's own messages (refusals, banners) stay in `auction-messages.ts`; the supplier's bidding
 * screens have their own source (`auctions-bidding.ts`), so neither side's chunk carries the other's.
 */
export const auctionsText = catalogue('ui.auctions', {
  reverseAuction: 'Reverse auction',
  tryAgain: 'Try again',
  backToTender: 'Back to the tender',
  /** The auction's phase on its badge ("Bidding open", not "Live": the connection badge says "Live"). */
  phase: {
    scheduled: 'Scheduled',
    live: 'Bidding open',
    ended: 'Ended, closing…',
    closed: 'Closed',
    cancelled: 'Cancelled',
  },
  /** The connection badge of the live stream. */
  connection: {
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    caughtUp: 'Caught up',
    live: 'Live',
  },
  /** What suppliers bid on, and what bidders see (the form's choices and the settings). */
  bidOn: {
    total: 'The total with GST',
    line: 'Each line (unit price before GST)',
  },
  visibility: {
    rank: 'Their own rank only',
    'rank-and-lowest': 'Their rank and the current lowest price',
  },

  // The tender page's card
  card: {
    cancelled: (startsAt: string) =>
      `The auction of ${startsAt} was cancelled. Another one can be scheduled.`,
    pricesOpen: 'The prices are open: the invited suppliers can bid them down in a timed, live auction.',
    closed: (closedAt: string, bids: number) =>
      `Closed ${closedAt} after ${bids} bid${plural(bids, '', 's')}.`,
    times: (startsAt: string, endsAt: string, invitees: number) =>
      `Starts ${startsAt} · ends ${endsAt} · ${invitees} suppliers invited.`,
    open: 'Open reverse auction',
    schedule: 'Schedule an auction',
  },

  // The screen
  cancelledAlert: (startsAt: string, cancelledAt: string) =>
    `The auction that was to start ${startsAt} was cancelled ${cancelledAt}.`,

  // The schedule form
  form: {
    heading: 'Schedule a reverse auction',
    intro:
      'The invited suppliers are notified at once and can practise on the demo auction before the start.',
    startDate: 'Start date',
    startTime: (zone: string) => `Start time (${zone})`,
    duration: 'Duration (minutes)',
    endPreview: (endsAt: string) => `Ends ${endsAt} unless extended.`,
    invitees: 'Invited suppliers',
    inviteesHint: (min: number) =>
      `Each bids down from its own opened quotation (total with GST shown). At least ${min}.`,
    inviteAll: (count: number) => `All ${count} suppliers with an opened quotation`,
    bidOn: 'Suppliers bid on',
    bidOnTotalHint: 'The figure the comparison ranks L1',
    bidOnLineHint: 'Each item ranked on its own; award by line',
    decrement: 'Minimum decrement',
    percent: 'Percent',
    amount: 'Amount (₹)',
    decrementInPercent: 'Minimum decrement in percent',
    decrementInRupees: 'Minimum decrement in rupees',
    decrementHint: "A bid must be at least this much below the supplier's own last price.",
    decrementHintPercent: (maxPercent: number) =>
      `A bid must be at least this much below the supplier's own last price (at most ${maxPercent} %).`,
    extension: 'Auto-extension (minutes)',
    extensionHint: 'A bid in the last N minutes extends the end by N (0: none)',
    extensionLimit: 'Extensions at most',
    extensionLimitHint: (max: number) => `How many times the end may move (up to ${max})`,
    visibility: 'Bidders see',
    submit: 'Schedule auction',
  },

  // The settings as scheduled (monitor and result)
  facts: {
    bidOn: 'Bid on',
    decrement: 'Minimum decrement',
    extension: 'Auto-extension',
    visibility: 'Bidders see',
    invited: 'Invited',
    duration: 'Duration',
    invitees: (count: number) => `${count} suppliers`,
    minutes: (minutes: number) => `${minutes} min`,
    noExtension: 'None',
    /** "2 min for a bid in the last 2 min, up to 3 times" ("once" for one). */
    extensionRule: (minutes: number, limit: number) =>
      `${minutes} min for a bid in the last ${minutes} min, ${limit === 1 ? 'once' : `up to ${limit} times`}`,
  },

  // The live monitor
  monitor: {
    startsIn: 'Starts in',
    endsIn: 'Ends in',
    ended: 'Ended',
    endedSpoken: 'The auction has ended; it is being closed.',
    startsAt: (startsAt: string) => `Starts ${startsAt}`,
    ends: 'Ends',
    extendedSuffix: ' (extended)',
    extensionsUsed: (used: number, limit: number) => `Extensions used: ${used} of ${limit}`,
    cancel: 'Cancel auction',
    cancelTitle: 'Cancel the reverse auction?',
    cancelMessage: (startsAt: string, invitees: number) =>
      `The auction starting ${startsAt} is cancelled and the ${invitees} invited suppliers are notified. You can schedule another one afterwards.`,
    keepIt: 'Keep it',
    /** Said to a screen reader for each new bid. */
    newBid: (supplier: string, item: string, amount: string, rank: number) =>
      `New bid: ${supplier}, ${item}, ${amount}, L${rank}.`,
    newBidExtended: (supplier: string, item: string, amount: string, rank: number) =>
      `New bid: ${supplier}, ${item}, ${amount}, L${rank}, end extended.`,
    /** The countdown's days ("2 d 03:04:05"). */
    days: (days: number) => `${days} d`,
  },
  /** The countdown read aloud: "4 minutes 59 seconds". */
  spoken: {
    day: (count: number) => `${count} day${plural(count, '', 's')}`,
    hour: (count: number) => `${count} hour${plural(count, '', 's')}`,
    minute: (count: number) => `${count} minute${plural(count, '', 's')}`,
    second: (count: number) => `${count} second${plural(count, '', 's')}`,
  },

  // The ranking and the bid feed
  tables: {
    finalRanks: 'Final ranks',
    ranking: 'Ranking',
    rankingOnTotal: 'Ranking on the total with GST',
    rankingOn: (line: string) => `Ranking on ${line}`,
    rank: 'Rank',
    supplier: 'Supplier',
    finalTotal: 'Final total with GST',
    currentTotal: 'Current total with GST',
    unitPrice: 'Unit price',
    startingTotal: 'Starting total',
    totalWithGst: 'Total with GST',
    total: 'Total',
    extended: 'Extended',
    bids: 'Bids',
    noBidsYet: 'No bids yet',
    newestOf: (shown: number, count: number) => `The newest ${shown} of ${count}`,
    bidCount: (count: number) => `${count} bid${plural(count, '', 's')}, newest first`,
    bidsAppear: 'Bids appear here as they arrive once the auction starts.',
    noBids: 'No bids were made.',
    bidsNewestFirst: 'Bids, newest first',
    time: 'Time',
    item: 'Item',
    rankAfter: 'Rank after',
    end: 'End',
    rankAfterBadge: (rank: number) => `L${rank} after`,
  },

  // The result
  result: {
    heading: 'Result',
    summary: (closedAt: string, bids: number, extensions: number) =>
      `Closed ${closedAt} after ${bids} bid${plural(bids, '', 's')} (${extensions} extension${plural(extensions, '', 's')}). The invited suppliers' quotations now carry their last bids.`,
    /** "L1: <b>name</b> at <b>amount</b> with GST, ..." around the bold name and amount. */
    at: ' at ',
    withGst: ' with GST',
    noSaving: ', no lower than the lowest starting total.',
    saving: (amount: string, percent: string) =>
      `, ${amount} (${percent} %) below the lowest starting total.`,
    awardedWhole: (supplier: string) => `Awarded to ${supplier} (whole quotation).`,
    aSupplier: 'a supplier',
    awardedByLine: (count: number) => `Awarded by line to ${count} supplier${plural(count, '', 's')}.`,
    openSelected: 'Open the selected quotation',
    awardByLine: 'Award by line',
    downloadBids: 'Download bids (XLSX)',
    compare: 'Compare quotations',
    awardToL1: (supplier: string) => `Award to L1: ${supplier}`,
    awardToL1Title: 'Award to L1',
    award: 'Award',
    carriesPrice: (supplier: string, amount: string) =>
      `${supplier}'s quotation carries the auction's price: ${amount} with GST.`,
  },
});
