import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import type { StatementData } from './statement';
import { BLUE, columns, GREEN, open, ROW, type StatementCanvas, table } from './statement-pdf-canvas';

/*
 * The reverse auction in the comparative statement's PDF (issue 22), after the evaluation's
 * sections: its settings, the final ranking of each line (L1 on green) and every bid in the
 * auction's order (a bid that extended the end on blue), the table running over as many pages as it
 * needs with its header repeated. Only for a closed auction (statement-auction.ts).
 */

const rupees = (decimal: string) => formatRupees(toPaise(decimal));
/** Bid rows laid out between two turns of the event loop (decision 041). */
const YIELD_EVERY_ROWS = 40;

function settingsAndRanking(canvas: StatementCanvas, data: StatementData) {
  const auction = data.auction;
  if (!auction) return;
  const words = inLocale(auctionMessages, data.locale).record;
  open(canvas, words.settingsTitle);
  table(canvas, columns([canvas.words.columns.setting, canvas.words.columns.value], [160]), auction.settings);
  open(canvas, words.rankingTitle);
  table(
    canvas,
    columns(
      words.rankingColumns,
      [210, 40, 170, 95, 95, 95],
      ['left', 'center', 'left', 'right', 'right', 'right', 'right'],
    ),
    auction.ranking.map((row) => [
      row.item,
      row.rank,
      row.supplier,
      rupees(row.startingPrice),
      rupees(row.finalPrice),
      rupees(row.reduction),
      String(row.bids),
    ]),
    auction.ranking.map((row) => (row.rank === 'L1' ? [undefined, GREEN, GREEN] : [])),
  );
}

export async function auctionSectionsPdf(canvas: StatementCanvas, data: StatementData) {
  const auction = data.auction;
  if (!auction) return;
  const words = inLocale(auctionMessages, data.locale).record;
  settingsAndRanking(canvas, data);
  open(canvas, words.bidsTitle);
  const cols = columns(
    words.bidColumns,
    [36, 140, 190, 180, 90, 64],
    ['right', 'left', 'left', 'left', 'right', 'center', 'center'],
  );
  const header = () => canvas.headerRow(cols);
  header();
  if (auction.bids.length === 0) {
    canvas.row([words.noBids], columns([''], []));
    return;
  }
  for (const [index, bid] of auction.bids.entries()) {
    if (index % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1)
      await new Promise<void>((resolve) => setImmediate(resolve));
    canvas.ensure(ROW, header);
    canvas.row(
      [
        String(bid.seq),
        bid.at,
        bid.supplier,
        bid.item,
        rupees(bid.amount),
        bid.rank,
        bid.extended ? words.extended : '',
      ],
      cols,
      bid.extended ? { fill: BLUE } : {},
    );
  }
}
