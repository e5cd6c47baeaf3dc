import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatDocumentInstant } from '@tenderdesk/domain/document-format';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import type { DbOrTx } from '../../db/client';
import {
  auctionBidBatches,
  auctionTally,
  lineKey,
  lineLabel,
  readAuctionRecord,
  reductionOf,
} from '../../shared/auction-record';

/*
 * What the comparative statement records of the tender's reverse auction (issue 22, decision 050),
 * once it is closed: its settings (bid on, start, end, extensions, decrement, what bidders saw),
 * the final ranking of each line (each invitee's starting and final price) and every bid in order.
 * Read once here as text and exact decimals, so the XLSX and the PDF say the same. Nothing when the
 * tender has no auction, or one that is not closed (cancelled, scheduled, live, ended). In the
 * reader's language (issue 26; the XLSX's English): the words and the times, never the data.
 */

export type AuctionRankingRow = {
  item: string;
  /** L1, L2... */
  rank: string;
  supplier: string;
  startingPrice: string;
  finalPrice: string;
  reduction: string;
  bids: number;
};

export type AuctionBidRow = {
  seq: number;
  /** When it arrived, in the portal's time zone, to the second. */
  at: string;
  supplier: string;
  item: string;
  amount: string;
  /** Its rank on its line just after it: L1, L2... */
  rank: string;
  extended: boolean;
};

export type StatementAuction = {
  /** [label, value] in the order printed. */
  settings: [string, string][];
  ranking: AuctionRankingRow[];
  bids: AuctionBidRow[];
};

/** The closed auction of a tender as the statement prints it; null without one. */
export async function statementAuction(
  db: DbOrTx,
  tenderId: string,
  timeZone: string,
  locale: Locale = 'en',
): Promise<StatementAuction | null> {
  const words = inLocale(auctionMessages, locale).record;
  const bidAt = (instant: Date | string) =>
    formatDocumentInstant(instant, timeZone, locale, { seconds: true });
  const record = await readAuctionRecord(db, tenderId);
  if (!record || record.auction.closedAt === null) return null;
  const { auction } = record;
  const labels = new Map(record.lines.map((line) => [lineKey(line.itemCode), lineLabel(line)]));
  const tally = auctionTally(record);
  const bids: AuctionBidRow[] = [];
  for await (const batch of auctionBidBatches(db, record)) {
    tally.add(batch);
    for (const bid of batch)
      bids.push({
        seq: bid.seq,
        at: bidAt(bid.at),
        supplier: bid.companyName,
        item: labels.get(lineKey(bid.itemCode)) ?? bid.itemCode ?? words.totalLine,
        amount: bid.amount,
        rank: `L${bid.rank}`,
        extended: bid.extended,
      });
  }
  const ranking = tally.lines().flatMap((line) =>
    line.standing.map((standing) => ({
      item: lineLabel(line),
      rank: `L${standing.rank}`,
      supplier: standing.companyName,
      startingPrice: standing.startingPrice,
      finalPrice: standing.amount,
      reduction: reductionOf(standing),
      bids: standing.bids,
    })),
  );
  const at = (instant: Date) => formatDocumentInstant(instant, timeZone, locale);
  const scheduledEnd = new Date(auction.startsAt.getTime() + auction.durationMinutes * 60_000);
  const label = words.settings;
  const settings: [string, string][] = [
    [label.bidOn, words.bidOn[auction.bidOn]],
    [label.start, at(auction.startsAt)],
    [label.duration, words.minutes(auction.durationMinutes)],
    [label.scheduledEnd, at(scheduledEnd)],
    [label.end, at(auction.endsAt)],
    [
      label.extensions,
      auction.extensionMinutes === 0 || auction.extensionLimit === 0
        ? words.noExtension
        : words.extensionsUsed(auction.extensionsUsed, auction.extensionLimit, auction.extensionMinutes),
    ],
    [
      label.decrement,
      auction.decrementKind === 'amount'
        ? formatRupees(toPaise(auction.decrement))
        : words.decrementPercent(auction.decrement),
    ],
    [label.visibility, words.visibility[auction.visibility]],
    [label.invitees, String(record.invitees.length)],
    [label.bids, bids.length === 0 ? words.noBids : String(bids.length)],
    [label.closedAt, at(auction.closedAt ?? auction.endsAt)],
  ];
  return { settings, ranking, bids };
}
