import { AUCTION_LIMITS } from './auction';
import { catalogue } from './i18n/catalogue';

/**
 * The catalogue's texts of the live reverse auction (issue 22, decision 050): scheduling, bidding,
 * closing. Its own module, like evaluation-messages.ts, so screens without an auction do not carry
 * it. Every refusal the server answers is one of these; helpers add texts here.
 */
export const auctionMessages = catalogue('auction', {
  // Scheduling (the buyer)
  scheduled: 'Reverse auction scheduled. The invited suppliers have been notified.',
  cancelled: 'Reverse auction cancelled. The invited suppliers have been notified.',
  settingsInvalid: 'The auction settings could not be read.',
  needsPrices: 'A reverse auction can be scheduled only once the prices are open.',
  awarded: 'This tender has been awarded: no reverse auction can be scheduled.',
  alreadyScheduled: 'This tender already has a reverse auction.',
  negotiationOpen: 'A negotiation round is open: wait for its deadline before scheduling an auction.',
  startPast: 'The start must be in the future.',
  startTooFar: `The start must be within ${AUCTION_LIMITS.maxDaysAhead} days.`,
  startInvalid: 'Enter the start as a date and time.',
  durationInvalid: `The duration must be a whole number of minutes from ${AUCTION_LIMITS.minDurationMinutes} to ${AUCTION_LIMITS.maxDurationMinutes}.`,
  bidOnInvalid: 'Choose whether suppliers bid the total or each line.',
  decrementKindInvalid: 'Choose an amount or a percentage as the minimum decrement.',
  decrementAmountInvalid: 'The minimum decrement must be an amount above 0, with at most 2 decimals.',
  decrementPercentInvalid: `The minimum decrement must be a percentage above 0 and at most ${AUCTION_LIMITS.maxPercent}, with at most 2 decimals.`,
  extensionInvalid: `The extension must be a whole number of minutes from 0 to ${AUCTION_LIMITS.maxExtensionMinutes}.`,
  extensionLimitInvalid: `The number of extensions must be a whole number from 0 to ${AUCTION_LIMITS.maxExtensions}.`,
  visibilityInvalid: 'Choose what bidders see: their rank only, or their rank and the lowest price.',
  inviteesTooFew: `Invite at least ${AUCTION_LIMITS.minInvitees} suppliers.`,
  inviteeNotEligible: 'Each invited supplier must have a quotation whose prices are open to you.',
  cancelTooLate: 'An auction can be cancelled only before it starts.',
  notFound: 'This tender has no reverse auction.',
  /** The one line of an auction on the total (AuctionLineRef.itemName). */
  totalLine: 'Grand total with GST',

  // Bidding (the supplier)
  notInvited: 'You are not invited to this reverse auction.',
  bidAccepted: 'Bid accepted.',
  bidInvalid: 'Enter your bid as an amount with at most 2 decimals.',
  notStarted: 'The auction has not started yet.',
  ended: 'The auction has ended: this bid arrived after the end.',
  notPositive: 'A bid must be above zero.',
  notLower: (highest: string) =>
    `Your bid must be at most ₹${highest} (your last price less the minimum decrement).`,
  noLowerPossible: 'Your price cannot go lower by the minimum decrement.',
  lineRequired: 'Choose the item you bid on.',
  lineUnknown: 'You did not quote this item, so you cannot bid on it.',
  lineNotExpected: 'This auction is on the total: bid without an item.',
  wasCancelled: 'The buyer cancelled this reverse auction before it started.',
  tooManyBids: `At most ${AUCTION_LIMITS.bidsPerMinute} bids a minute: wait a moment and bid again.`,

  // The live stream (both sides)
  streamAfterInvalid: 'Resume after an event number: a whole number, 0 or more.',
  // The supplier's screens (the live auction, the practice auction, the tender page's card)
  bidConfirm: (amount: string, line: string) => `Place a bid of ${amount} on ${line}?`,
  bidFailed: 'The bid could not be placed.',
  /** What to do after a refusal, shown under the server's message. */
  nextLower: 'Enter that amount or less, or press “− decrement” to fill it in.',
  nextWaitStart: 'Wait for the countdown to reach zero, then place your bid again.',
  nextEnded: 'Your last accepted price stands. The final ranks appear here in a moment.',
  nextWaitMinute: 'Your last accepted price stands; bid again in a few seconds.',
  nextCheckHistory:
    'The bid may not have reached the server. Check “Your bids” below before bidding again: the screen catches up when the connection returns.',
  nextTypeAmount: 'Type the amount in rupees, e.g. 1234567.50 (commas are fine).',
  nextPositive: 'Enter an amount above zero.',
  auctionLoadFailed: 'The reverse auction could not be loaded.',
  cancelledNotice: 'The buyer cancelled this reverse auction. Your quotation stands as it was.',
  closedNotice: 'The auction has closed: these ranks are final. The buyer will award from the result.',
  endedNotice: 'The auction has ended. The final ranks appear in a moment.',
  scheduledNotice: 'Bidding opens when the countdown reaches zero. Practise first on the practice auction.',
  extendedNotice: (minutes: number, endsAt: string) =>
    `Extended by ${minutes} min (a bid came in the last ${minutes === 1 ? 'minute' : `${minutes} minutes`}): it now ends ${endsAt}.`,
  rankChanged: (rank: string, line: string) => `You are now ${rank} on ${line}.`,
  extendedSpoken: 'Extended: the auction now ends later.',
  practiceLabel:
    'Practice auction: simulated bidders, your browser only. Nothing is sent to any buyer and nothing is kept.',
  practiceRestarted: 'A new practice auction has started.',
  practiceOver: 'The practice auction has ended. Start another whenever you like.',

  // The award
  awardDuringAuction: 'A reverse auction is scheduled or running: award once it has closed.',
  negotiationDuringAuction:
    'A reverse auction is scheduled or running: start a negotiation once it has closed.',

  // The auction's record: the bid export (bids.xlsx) and the comparative statement's section
  record: {
    totalLine: 'Total with GST',
    title: 'Reverse auction',
    settingsTitle: 'Reverse auction: settings',
    rankingTitle: 'Reverse auction: final ranking',
    bidsTitle: 'Reverse auction: every bid',
    bidsSheet: 'Bids',
    rankingSheet: 'Final ranking',
    rankingSheetNotFinal: 'Ranking (not final)',
    statementBidsSheet: 'Auction bids',
    noBids: 'No bid was placed.',
    bidOn: { total: 'The total with GST', line: "Each item's unit price before GST" },
    visibility: { rank: 'Their own rank only', 'rank-and-lowest': 'Their rank and the lowest price' },
    settings: {
      bidOn: 'Bid on',
      start: 'Start',
      duration: 'Duration',
      scheduledEnd: 'Scheduled end',
      end: 'End',
      extensions: 'Auto-extensions',
      decrement: 'Minimum decrement',
      visibility: 'What bidders saw',
      invitees: 'Invited suppliers',
      bids: 'Bids',
      closedAt: 'Closed',
    },
    minutes: (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`,
    decrementPercent: (percent: string) => `${percent}% of the bidder's last price`,
    extensionsUsed: (used: number, limit: number, minutes: number) =>
      `${used} of at most ${limit}, ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} each (a bid in the last ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} extends the end)`,
    noExtension: 'None (no auto-extension)',
    bidColumns: ['#', 'Time', 'Supplier', 'Item', 'Amount', 'Rank after', 'Extended'],
    rankingColumns: ['Item', 'Rank', 'Supplier', 'Starting price', 'Final price', 'Reduction', 'Bids'],
    extended: 'Extended',
    yes: 'Yes',
    no: 'No',
  },
} as const);
