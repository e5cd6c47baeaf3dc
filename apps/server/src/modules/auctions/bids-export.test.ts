import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auctionBids, auctions } from '../../db/schema/auctions';
import type { TestCaller } from '../../test/app';
import { STARTING_TOTALS, useAuctionRecordKit } from '../../test/auction-record-kit';
import { insertAuctionRows } from '../../test/auction-rows';
import { TEST_TIME_ZONE } from '../../test/tenders';

/*
 * GET /api/tenders/{id}/auction/bids.xlsx (issue 22): every stored bid, in order, with its time in
 * the portal's zone, supplier, item, amount (a rupee number), rank just after and extension; then
 * each line's ranking (final once closed). Only for buyers who manage tenders; 404 without an
 * auction.
 */

const words = auctionMessages.record;
const kit = useAuctionRecordKit();

const download = (tender: string, caller: { headers: Record<string, string> }) =>
  kit.ctx.call('GET', `/api/tenders/${tender}/auction/bids.xlsx`, undefined, caller.headers);

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
    [kit.n.alpha.id, 'Alpha Traders'],
    [kit.n.beta.id, 'Beta Supplies'],
    [kit.n.gamma.id, 'Gamma Works'],
  ]);

describe('the bid export', () => {
  it('holds every stored bid in order, then the final ranking', async () => {
    const { tender, auctionId } = await kit.totalAuction();
    const response = await download(tender, kit.n.buyer);
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

    const stored = await kit.ctx.db
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
      [words.totalLine, 1, 'Gamma Works', Number(STARTING_TOTALS.gamma), 20500, 2093.25, 2],
      [words.totalLine, 2, 'Alpha Traders', Number(STARTING_TOTALS.alpha), 20700, 3057.5, 2],
      [words.totalLine, 3, 'Beta Supplies', Number(STARTING_TOTALS.beta), 20700, 729, 2],
    ]);
    expect(rankingSheet.getRow(2).getCell(5).numFmt).toContain('₹');
  });

  it('names each line by item, and says the ranking is not final before the close', async () => {
    const { tender } = await kit.lineAuction({ closed: false });
    const response = await download(tender, kit.n.admin);
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
      ['IT-2 · Item 2', 3, 'Gamma Works', 55, 55, 0, 0],
    ]);
  });

  it('is an empty table for an auction without bids', async () => {
    const { tender, quotations } = await kit.quotedTender();
    await insertAuctionRows(kit.ctx.db, {
      tenderId: tender,
      bidOn: 'total',
      quotationIds: quotations,
      bids: [],
    });
    const response = await download(tender, kit.n.buyer);
    expect(response.statusCode).toBe(200);
    const { book, rowsOf } = await readBook(response.rawPayload);
    const [bidsSheet, rankingSheet] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(rowsOf(bidsSheet)).toEqual([]);
    expect(rowsOf(rankingSheet).map((row) => [row[1], row[2], row[4]])).toEqual([
      [1, 'Beta Supplies', Number(STARTING_TOTALS.beta)],
      [2, 'Gamma Works', Number(STARTING_TOTALS.gamma)],
      [3, 'Alpha Traders', Number(STARTING_TOTALS.alpha)],
    ]);
  });
});

describe('who may download it', () => {
  it('refuses anonymous 401, a supplier (even an invitee) and a sub-admin without manageTenders 403', async () => {
    const { tender } = await kit.totalAuction();
    const reporter: TestCaller = await kit.ctx.as.subAdmin(['reports']);
    expect((await download(tender, { headers: kit.ctx.as.anonymous })).statusCode).toBe(401);
    for (const caller of [kit.n.alpha, kit.n.gamma, reporter]) {
      const response = await download(tender, caller);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('20500');
    }
  });

  it('answers 404 without an auction, with only a cancelled one, and for an unknown or malformed tender', async () => {
    const { tender: bare, quotations } = await kit.quotedTender();
    const none = await download(bare, kit.n.buyer);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(auctionMessages.notFound);

    const { auctionId } = await insertAuctionRows(kit.ctx.db, {
      tenderId: bare,
      bidOn: 'total',
      quotationIds: quotations,
      bids: [],
      closed: false,
      startedMinutesAgo: -60,
    });
    expect((await download(bare, kit.n.buyer)).statusCode).toBe(200);
    await kit.ctx.db.update(auctions).set({ cancelledAt: new Date() }).where(eq(auctions.id, auctionId));
    expect((await download(bare, kit.n.buyer)).statusCode).toBe(404);

    expect((await download('00000000-0000-4000-8000-000000000000', kit.n.buyer)).statusCode).toBe(404);
    expect((await download('not-a-tender', kit.n.buyer)).statusCode).toBe(404);
  });
});
