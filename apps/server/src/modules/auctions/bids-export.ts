import type { Readable } from 'node:stream';
import type { AuctionBid } from '@tenderdesk/domain/auction';
import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import type { ReportColumn } from '@tenderdesk/domain/reports';
import { notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/uuid';
import {
  type AuctionRecord,
  auctionBidBatches,
  auctionTally,
  lineKey,
  lineLabel,
  type RecordLine,
  type RecordStanding,
  readAuctionRecord,
  reductionOf,
} from '../../shared/auction-record';
import { closeDueAuctions } from '../../shared/close-auctions';
import type { Notifier } from '../../shared/notify';
import { xlsxSheetsStream } from '../../shared/spreadsheet';

/*
 * The auction's bids as a spreadsheet (issue 22, decision 050): GET /api/tenders/{id}/auction/bids.xlsx.
 * Sheet "Bids": every accepted bid in the auction's order (its number, when it arrived in the
 * portal's time zone to the second, the supplier, the item, the amount as a rupee number, its rank
 * on its line just after it, whether it extended the end). Then the ranking of each line after
 * every bid ("Final ranking" once the auction is closed, "Ranking (not final)" before): each
 * invitee's starting and final price, the reduction and its bid count. Streamed: the bids are read a
 * batch at a time while the file is written, and the ranking is tallied from the same reads.
 */

const words = auctionMessages.record;

type RankingRow = { line: RecordLine; standing: RecordStanding };

function bidColumns(record: AuctionRecord, timeZone: string): ReportColumn<AuctionBid>[] {
  const names = new Map(record.lines.map((line) => [lineKey(line.itemCode), lineLabel(line)]));
  const [seq, time, supplier, item, amount, rank, extended] = words.bidColumns;
  return [
    { key: 'seq', header: seq, kind: 'count', value: (bid) => bid.seq },
    {
      key: 'at',
      header: `${time} (${timeZone})`,
      kind: 'text',
      value: (bid) => formatInstant(bid.at, timeZone, { seconds: true }),
    },
    { key: 'supplier', header: supplier, kind: 'text', value: (bid) => bid.companyName },
    {
      key: 'item',
      header: item,
      kind: 'text',
      value: (bid) => names.get(lineKey(bid.itemCode)) ?? bid.itemCode ?? words.totalLine,
    },
    { key: 'amount', header: amount, kind: 'money', value: (bid) => bid.amount },
    { key: 'rank', header: rank, kind: 'count', value: (bid) => bid.rank },
    {
      key: 'extended',
      header: extended,
      kind: 'text',
      value: (bid) => (bid.extended ? words.yes : words.no),
    },
  ];
}

const [itemHeader, rankHeader, supplierHeader, startingHeader, finalHeader, reductionHeader, bidsHeader] =
  words.rankingColumns;
const RANKING_COLUMNS: ReportColumn<RankingRow>[] = [
  { key: 'item', header: itemHeader, kind: 'text', value: (row) => lineLabel(row.line) },
  { key: 'rank', header: rankHeader, kind: 'count', value: (row) => row.standing.rank },
  { key: 'supplier', header: supplierHeader, kind: 'text', value: (row) => row.standing.companyName },
  { key: 'starting', header: startingHeader, kind: 'money', value: (row) => row.standing.startingPrice },
  { key: 'final', header: finalHeader, kind: 'money', value: (row) => row.standing.amount },
  { key: 'reduction', header: reductionHeader, kind: 'money', value: (row) => reductionOf(row.standing) },
  { key: 'bids', header: bidsHeader, kind: 'count', value: (row) => row.standing.bids },
];

/** The export's file name: auction-bids-<project code>.xlsx, safe characters only. */
const fileNameOf = (record: AuctionRecord) =>
  `auction-bids-${record.tender.projectCode.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'tender'}.xlsx`;

/**
 * The tender's bid export (404 when the tender has no auction that is not cancelled). The stream is
 * built by `open()`, after the caller took its export slot.
 */
export async function auctionBidsExport(
  db: Db,
  options: { notifier: Notifier; timeZone: string },
  tenderParam: string,
) {
  const { timeZone } = options;
  if (!isUuid(tenderParam)) throw notFound(auctionMessages.notFound);
  const tenderId = tenderParam.toLowerCase();
  // An auction past its end is closed first (its final ranking), as every read after the end does.
  await closeDueAuctions(db, options.notifier, tenderId);
  const record = await readAuctionRecord(db, tenderId);
  if (!record) throw notFound(auctionMessages.notFound);
  const tally = auctionTally(record);
  async function* bids() {
    for await (const batch of auctionBidBatches(db, record as AuctionRecord)) {
      tally.add(batch);
      yield batch;
    }
  }
  async function* ranking() {
    yield tally.lines().flatMap((line) => line.standing.map((standing) => ({ line, standing })));
  }
  const final = record.auction.closedAt !== null;
  return {
    fileName: fileNameOf(record),
    open: (): Readable =>
      xlsxSheetsStream([
        { name: words.bidsSheet, columns: bidColumns(record, timeZone), batches: bids },
        {
          name: final ? words.rankingSheet : words.rankingSheetNotFinal,
          columns: RANKING_COLUMNS,
          batches: ranking,
        },
      ]),
  };
}
