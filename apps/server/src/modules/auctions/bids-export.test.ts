import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auctionBids } from '../../db/schema/auctions';
import {
  auctionRow,
  end,
  quotedTender,
  schedule,
  TOTALS_WITH_GST,
  useAuctionKit,
} from '../../test/auction-kit';
import { lineAuction, totalAuction } from '../../test/auction-record-kit';
import { TEST_TIME_ZONE } from '../../test/tenders';

/*
 * GET /api/tenders/{id}/auction/bids.xlsx (issue 22): every stored bid, in order, with its time in
 * the portal's zone, supplier, item, amount (a rupee number), rank just after and extension; then
 * each line's ranking (final once closed). Only for buyers who manage tenders; 404 without an
 * auction. The auctions run through their own calls (test/auction-record-kit.ts).
 */

const words = auctionMessages.record;
const k = useAuctionKit();

const download = (tender: string, caller: { headers: Record<string, string> }) =>
  k.ctx.call('GET', `/api/tenders/${tender}/auction/bids.xlsx`, undefined, caller.headers);

async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  /** A sheet's rows after its header, as plain values. */
  const rowsOf = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push((row.values as unknown[]).slice(1));
    });
    return rows;
  };
  return { book, rowsOf };
}

const names = () =>
  new Map<string, string>([
    [k.alpha.id, 'Alpha Traders'],
    [k.beta.id, 'Beta Supplies'],
    [k.gamma.id, 'Gamma Works'],
  ]);

describe('the bid export', () => {
  it('holds every stored bid in order, then the final ranking', async () => {
    const { tender, auctionId } = await totalAuction(k);
    const response = await download(tender, k.buyer);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="auction-bids-PRJ-[\w.-]+\.xlsx"$/,
    );

    const { book, rowsOf } = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([words.bidsSheet, words.rankingSheet]);
    const [bidsSheet, rankingSheet] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect((bidsSheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '#',
      `Time (${TEST_TIME_ZONE})`,
      'Supplier',
      'Item',
      'Amount',
      'Rank after',
      'Extended',
    ]);

    const stored = await k.ctx.db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, auctionId))
      .orderBy(asc(auctionBids.seq));
    expect(stored).toHaveLength(6);
    const supplier = names();
    expect(rowsOf(bidsSheet)).toEqual(
      stored.map((bid) => [
        bid.seq,
        formatInstant(bid.placedAt, TEST_TIME_ZONE, { seconds: true }),
        supplier.get(bid.supplierId),
        words.totalLine,
        Number(bid.amount),
        bid.rank,
        bid.extended ? 'Yes' : 'No',
      ]),
    );
    // The figures stored are the ones the kit describes: exact amounts, ranks just after, one extension.
    expect(stored.map((bid) => [bid.amount, bid.rank, bid.extended])).toEqual([
      ['21000.00', 1, false],
      ['20900.00', 1, false],
      ['20800.50', 1, false],
      ['20700.00', 1, false],
      ['20700.00', 2, false],
      ['20500.00', 1, true],
    ]);
    expect(bidsSheet.getRow(2).getCell(5).numFmt).toContain('₹');

    expect(rowsOf(rankingSheet)).toEqual([
      [words.totalLine, 1, 'Gamma Works', Number(TOTALS_WITH_GST.gamma), 20500, 1920, 2],
      [words.totalLine, 2, 'Alpha Traders', Number(TOTALS_WITH_GST.alpha), 20700, 3057.5, 2],
      [words.totalLine, 3, 'Beta Supplies', Number(TOTALS_WITH_GST.beta), 20700, 729, 2],
    ]);
    expect(rankingSheet.getRow(2).getCell(5).numFmt).toContain('₹');
  });

  it('names each line by item, and says the ranking is not final before the close', async () => {
    const { tender } = await lineAuction(k);
    const response = await download(tender, k.admin);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { book, rowsOf } = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([words.bidsSheet, words.rankingSheetNotFinal]);
    const [bidsSheet, rankingSheet] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(rowsOf(bidsSheet).map((row) => row.slice(2))).toEqual([
      ['Alpha Traders', 'IT-1 · Item 1', 9400, 2, 'No'],
      ['Beta Supplies', 'IT-2 · Item 2', 45, 1, 'No'],
    ]);
    expect(rowsOf(rankingSheet)).toEqual([
      ['IT-1 · Item 1', 1, 'Beta Supplies', 9000, 9000, 0, 0],
      ['IT-1 · Item 1', 2, 'Alpha Traders', 10000, 9400, 600, 1],
      ['IT-1 · Item 1', 3, 'Gamma Works', 9500, 9500, 0, 0],
      ['IT-2 · Item 2', 1, 'Beta Supplies', 60, 45, 15, 1],
      ['IT-2 · Item 2', 2, 'Alpha Traders', 50, 50, 0, 0],
    ]);
  });

  it('is an empty table before the first bid, the ranking the starting prices', async () => {
    const { tender } = await quotedTender(k);
    await schedule(k, tender);
    const response = await download(tender, k.buyer);
    expect(response.statusCode).toBe(200);
    const { book, rowsOf } = await readBook(response.rawPayload);
    const [bidsSheet, rankingSheet] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(rowsOf(bidsSheet)).toEqual([]);
    expect(rowsOf(rankingSheet).map((row) => [row[1], row[2], row[4], row[6]])).toEqual([
      [1, 'Beta Supplies', Number(TOTALS_WITH_GST.beta), 0],
      [2, 'Gamma Works', Number(TOTALS_WITH_GST.gamma), 0],
      [3, 'Alpha Traders', Number(TOTALS_WITH_GST.alpha), 0],
    ]);
  });

  it('closes an auction past its end first: its ranking is final', async () => {
    const { tender } = await totalAuction(k, { closed: false });
    await end(k, tender);
    const response = await download(tender, k.buyer);
    expect(response.statusCode).toBe(200);
    const { book } = await readBook(response.rawPayload);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([words.bidsSheet, words.rankingSheet]);
    expect((await auctionRow(k, tender)).closedAt).not.toBeNull();
  });
});

describe('who may download it', () => {
  it('refuses anonymous 401, a supplier (even an invitee) and a sub-admin without manageTenders 403', async () => {
    const { tender } = await totalAuction(k);
    expect((await download(tender, { headers: k.ctx.as.anonymous })).statusCode).toBe(401);
    for (const caller of [k.alpha, k.gamma, k.delta, k.reportsOnly]) {
      const response = await download(tender, caller);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('20500');
    }
  });

  it('answers 404 without an auction, with only a cancelled one, and for an unknown or malformed tender', async () => {
    const { tender: bare } = await quotedTender(k);
    const none = await download(bare, k.buyer);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(auctionMessages.notFound);

    await schedule(k, bare);
    expect((await download(bare, k.buyer)).statusCode).toBe(200);
    const cancel = await k.ctx.call('DELETE', `/api/tenders/${bare}/auction`, undefined, k.buyer.headers);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await download(bare, k.buyer)).statusCode).toBe(404);

    expect((await download('00000000-0000-4000-8000-000000000000', k.buyer)).statusCode).toBe(404);
    expect((await download('not-a-tender', k.buyer)).statusCode).toBe(404);
  });
});
