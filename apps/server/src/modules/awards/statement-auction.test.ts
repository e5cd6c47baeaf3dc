import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auctionBids, auctions } from '../../db/schema/auctions';
import { STARTING_TOTALS, useAuctionRecordKit } from '../../test/auction-record-kit';
import { closeAuctionRows, insertAuctionRows } from '../../test/auction-rows';
import { pdftotextPages } from '../../test/pdf';
import { TEST_TIME_ZONE } from '../../test/tenders';
import { zipTexts } from '../../test/zip-text';

/*
 * The reverse auction in the comparative statement (issue 22): once the auction is closed, the
 * XLSX carries its settings and final ranking on the statement's sheet and every bid on a sheet of
 * its own, and the PDF the same three tables (the bids running over pages); a tender without an
 * auction, or with one not yet closed, prints nothing of it. The auction rows are inserted directly.
 */

const words = auctionMessages.record;
const kit = useAuctionRecordKit();
const rupees = (decimal: string) => formatRupees(toPaise(decimal));

async function statement(tender: string, format: 'xlsx' | 'pdf') {
  const response = await kit.ctx.call(
    'GET',
    `/api/tenders/${tender}/comparative-statement.${format}`,
    undefined,
    kit.n.buyer.headers,
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
}

async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const [main] = book.worksheets;
  if (!main) throw new Error('no sheet');
  /** The rows of the main sheet after the one whose column B says `title`, until a blank row. */
  const sectionRows = (title: string) => {
    const rows: unknown[][] = [];
    let inside = false;
    main.eachRow({ includeEmpty: true }, (row) => {
      const values = (row.values as unknown[]).slice(2);
      if (row.getCell(2).value === title) inside = true;
      else if (inside && values.every((value) => value === undefined || value === null || value === ''))
        inside = false;
      else if (inside) rows.push(values);
    });
    return rows;
  };
  return { book, sectionRows };
}

const storedBids = (auctionId: string) =>
  kit.ctx.db
    .select()
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(asc(auctionBids.seq));

const nameOf = (supplierId: string) =>
  supplierId === kit.n.alpha.id
    ? 'Alpha Traders'
    : supplierId === kit.n.beta.id
      ? 'Beta Supplies'
      : 'Gamma Works';

describe('a closed auction in the statement', () => {
  it('prints its settings and final ranking on the sheet, and every bid on a sheet of its own', async () => {
    const { tender, auctionId } = await kit.totalAuction();
    const [auction] = await kit.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
    if (!auction?.closedAt) throw new Error('the kit closes the auction');
    const { book, sectionRows } = await readBook(await statement(tender, 'xlsx'));
    const at = (instant: Date) => formatInstant(instant, TEST_TIME_ZONE);

    const settings = sectionRows(words.settingsTitle);
    expect(settings).toEqual([
      ['Setting', 'Value'],
      ['Bid on', words.bidOn.total],
      ['Start', at(auction.startsAt)],
      ['Duration', '30 minutes'],
      ['Scheduled end', at(new Date(auction.startsAt.getTime() + 30 * 60_000))],
      ['End', at(auction.endsAt)],
      ['Auto-extensions', words.extensionsUsed(1, 3, 2)],
      ['Minimum decrement', '₹100.00'],
      ['What bidders saw', words.visibility.rank],
      ['Invited suppliers', '3'],
      ['Bids', '6'],
      ['Closed', at(auction.closedAt)],
    ]);
    // The end moved once, by the 2-minute extension.
    expect(auction.endsAt.getTime() - auction.startsAt.getTime()).toBe(32 * 60_000);

    expect(sectionRows(words.rankingTitle)).toEqual([
      [...words.rankingColumns],
      [words.totalLine, 'L1', 'Gamma Works', Number(STARTING_TOTALS.gamma), 20500, 2093.25, 2],
      [words.totalLine, 'L2', 'Alpha Traders', Number(STARTING_TOTALS.alpha), 20700, 3057.5, 2],
      [words.totalLine, 'L3', 'Beta Supplies', Number(STARTING_TOTALS.beta), 20700, 729, 2],
    ]);

    const bidsSheet = book.getWorksheet(words.statementBidsSheet);
    if (!bidsSheet) throw new Error('no bids sheet');
    const rows: unknown[][] = [];
    bidsSheet.eachRow((row, number) => {
      if (number > 2) rows.push((row.values as unknown[]).slice(1));
    });
    const stored = await storedBids(auctionId);
    expect(rows).toEqual(
      stored.map((bid) => [
        bid.seq,
        formatInstant(bid.placedAt, TEST_TIME_ZONE, { seconds: true }),
        nameOf(bid.supplierId),
        words.totalLine,
        Number(bid.amount),
        `L${bid.rank}`,
        // A bid that did not extend the end leaves the cell empty.
        ...(bid.extended ? [words.extended] : []),
      ]),
    );
    expect(bidsSheet.getRow(3).getCell(5).numFmt).toContain('₹');
  });

  it('prints the same tables in the PDF', async () => {
    const { tender, auctionId } = await kit.totalAuction();
    const pages = pdftotextPages(await statement(tender, 'pdf'));
    const text = pages.join('\n');
    for (const title of [words.settingsTitle, words.rankingTitle, words.bidsTitle])
      expect(text).toContain(title);
    expect(text).toMatch(/Bid on\s+The total with GST/);
    expect(text).toMatch(/Minimum decrement\s+₹100\.00/);
    expect(text).toMatch(
      new RegExp(`L1\\s+Gamma Works\\s+${rupees(STARTING_TOTALS.gamma)}\\s+₹20,500\\.00\\s+₹2,093\\.25\\s+2`),
    );
    expect(text).toMatch(/L3\s+Beta Supplies\s+₹21,429\.00\s+₹20,700\.00\s+₹729\.00\s+2/);
    const lines = text.split('\n');
    for (const bid of await storedBids(auctionId)) {
      const time = formatInstant(bid.placedAt, TEST_TIME_ZONE, { seconds: true });
      const row = lines.find((line) => line.includes(time) && line.includes(rupees(bid.amount)));
      expect(row, `bid ${bid.seq}`).toMatch(
        new RegExp(
          `^\\s*${bid.seq}\\s+.*${nameOf(bid.supplierId)}.*L${bid.rank}${bid.extended ? '\\s+Extended' : ''}\\s*$`,
        ),
      );
    }
  });

  it('runs the bid history over as many pages as it needs, every bid in order', async () => {
    const { tender, quotations } = await kit.quotedTender();
    const bidders = [kit.n.alpha.id, kit.n.beta.id, kit.n.gamma.id];
    const bids = Array.from({ length: 120 }, (_, index) => ({
      supplierId: bidders[index % 3] as string,
      amount: `${20_000 - index * 100}.00`,
      afterSeconds: 5 + index * 10,
    }));
    const { auctionId } = await insertAuctionRows(kit.ctx.db, {
      tenderId: tender,
      bidOn: 'total',
      quotationIds: quotations,
      bids,
      durationMinutes: 60,
      startedMinutesAgo: 90,
    });
    const pages = pdftotextPages(await statement(tender, 'pdf'));
    const bidPages = pages.filter(
      (page) => page.includes(words.bidsTitle) || /#\s+Time\s+Supplier/.test(page),
    );
    const withHeader = pages.filter((page) => /Rank after\s+Extended/.test(page));
    expect(withHeader.length).toBeGreaterThanOrEqual(3);
    expect(bidPages.length).toBeGreaterThanOrEqual(3);
    const seqs = pages
      .join('\n')
      .split('\n')
      .flatMap((line) => {
        const match = /^\s*(\d+)\s+\d{2} \w{3} \d{4}, \d{1,2}:\d{2}:\d{2}/.exec(line);
        return match ? [Number(match[1])] : [];
      });
    const stored = await storedBids(auctionId);
    expect(seqs).toEqual(stored.map((bid) => bid.seq));
    expect(seqs).toHaveLength(120);
  });
});

describe('a statement without a closed auction', () => {
  it('prints nothing of an auction when the tender has none', async () => {
    const { tender } = await kit.quotedTender();
    const xlsx = await statement(tender, 'xlsx');
    const { book } = await readBook(xlsx);
    expect(book.worksheets).toHaveLength(1);
    expect([...zipTexts(xlsx).values()].join('\n')).not.toContain(words.title);
    expect(pdftotextPages(await statement(tender, 'pdf')).join('\n')).not.toContain(words.title);
  });

  it('prints it only once the auction is closed (the cached statement is built again)', async () => {
    const { tender, auctionId } = await kit.totalAuction({ closed: false });
    for (const format of ['xlsx', 'pdf'] as const) {
      const bytes = await statement(tender, format);
      const text =
        format === 'xlsx' ? [...zipTexts(bytes).values()].join('\n') : pdftotextPages(bytes).join('\n');
      expect(text).not.toContain(words.title);
    }
    await closeAuctionRows(kit.ctx.db, auctionId);
    const { sectionRows } = await readBook(await statement(tender, 'xlsx'));
    expect(sectionRows(words.rankingTitle)).toHaveLength(4);
    expect(pdftotextPages(await statement(tender, 'pdf')).join('\n')).toContain(words.bidsTitle);
  });
});
