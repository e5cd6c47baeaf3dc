import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import type ExcelJS from 'exceljs';
import { BOX, HEAD_FILL, moneyCell, RUPEE_FORMAT } from '../../shared/spreadsheet';
import type { StatementData } from './statement';
import { section } from './statement-xlsx-section';

/*
 * The reverse auction in the comparative statement's spreadsheet (issue 22): on the statement's
 * sheet, after the evaluation's sections, its settings and the final ranking (prices as rupee
 * numbers); every bid on a sheet of its own ("Auction bids": number, time, supplier, item, amount,
 * rank just after, extended), its header frozen. Only for a closed auction (statement-auction.ts).
 */

const words = auctionMessages.record;

/** Settings and final ranking, on the statement's sheet. */
export function auctionSectionsXlsx(sheet: ExcelJS.Worksheet, data: StatementData) {
  const { auction } = data;
  if (!auction) return;
  section(sheet, words.settingsTitle, ['Setting', 'Value'], auction.settings);
  const rows = section(
    sheet,
    words.rankingTitle,
    words.rankingColumns,
    auction.ranking.map((row) => [row.item, row.rank, row.supplier, '', '', '', '']),
  );
  rows.forEach((row, index) => {
    const ranked = auction.ranking[index];
    if (!ranked) return;
    moneyCell(row.getCell(5), ranked.startingPrice, '');
    moneyCell(row.getCell(6), ranked.finalPrice, '');
    moneyCell(row.getCell(7), ranked.reduction, '');
    row.getCell(8).value = ranked.bids;
    if (ranked.rank === 'L1') row.getCell(3).font = { bold: true };
  });
}

/** Every bid, on its own sheet. */
export async function auctionBidsSheet(book: ExcelJS.Workbook, data: StatementData) {
  const { auction } = data;
  if (!auction) return;
  const sheet = book.addWorksheet(words.statementBidsSheet, {
    views: [{ state: 'frozen', ySplit: 2 }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.addRow([`${words.bidsTitle} (${data.comparison.tender.projectCode})`]).font = { bold: true };
  const head = sheet.addRow([...words.bidColumns]);
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = HEAD_FILL;
    cell.border = BOX;
  });
  for (const [index, bid] of auction.bids.entries()) {
    // Building rows is synchronous work on the server's thread: let other requests in (decision 041).
    if (index % 200 === 199) await new Promise<void>((resolve) => setImmediate(resolve));
    const row = sheet.addRow([
      bid.seq,
      bid.at,
      bid.supplier,
      bid.item,
      Number(bid.amount),
      bid.rank,
      bid.extended ? words.extended : null,
    ]);
    row.getCell(5).numFmt = RUPEE_FORMAT;
  }
  if (auction.bids.length === 0) sheet.addRow([words.noBids]);
  [8, 30, 28, 32, 18, 12, 12].forEach((width, index) => {
    sheet.getColumn(index + 1).width = width;
  });
}
