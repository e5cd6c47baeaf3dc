import { auctionMessages } from '@tenderdesk/domain/auction-messages';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { auctionBids } from '../../db/schema/auctions';
import {
  auctionRow,
  bid,
  end,
  quotedTender,
  schedule,
  start,
  TOTALS_WITH_GST,
  useAuctionKit,
} from '../../test/auction-kit';
import { totalAuction } from '../../test/auction-record-kit';
import { pdftotextPages } from '../../test/pdf';
import { TEST_TIME_ZONE } from '../../test/tenders';
import { zipTexts } from '../../test/zip-text';

/*
 * The reverse auction in the comparative statement (issue 22): once the auction is closed, the
 * XLSX carries its settings and final ranking on the statement's sheet and every bid on a sheet of
 * its own, and the PDF the same three tables (the bids running over pages); a tender without an
 * auction, or with one not yet closed, prints nothing of it. The auctions run through their own
 * calls (test/auction-record-kit.ts).
 */

const words = auctionMessages.record;
const k = useAuctionKit();
const rupees = (decimal: string) => formatRupees(toPaise(decimal));
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function statement(tender: string, format: 'xlsx' | 'pdf') {
  const response = await k.ctx.call(
    'GET',
    `/api/tenders/${tender}/comparative-statement.${format}`,
    undefined,
    k.buyer.headers,
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
  k.ctx.db
    .select()
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(asc(auctionBids.seq));

const nameOf = (supplierId: string) =>
  supplierId === k.alpha.id ? 'Alpha Traders' : supplierId === k.beta.id ? 'Beta Supplies' : 'Gamma Works';

describe('a closed auction in the statement', () => {
  it('prints its settings and final ranking on the sheet, and every bid on a sheet of its own', async () => {
    const { tender, auctionId } = await totalAuction(k);
    const auction = await auctionRow(k, tender);
    if (!auction.closedAt || auction.id !== auctionId) throw new Error('the kit closes the auction');
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
    expect(auction.extensionsUsed).toBe(1);

    expect(sectionRows(words.rankingTitle)).toEqual([
      [...words.rankingColumns],
      [words.totalLine, 'L1', 'Gamma Works', Number(TOTALS_WITH_GST.gamma), 20500, 1920, 2],
      [words.totalLine, 'L2', 'Alpha Traders', Number(TOTALS_WITH_GST.alpha), 20700, 3057.5, 2],
      [words.totalLine, 'L3', 'Beta Supplies', Number(TOTALS_WITH_GST.beta), 20700, 729, 2],
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
    const { tender, auctionId } = await totalAuction(k);
    const pages = pdftotextPages(await statement(tender, 'pdf'));
    const text = pages.join('\n');
    for (const title of [words.settingsTitle, words.rankingTitle, words.bidsTitle])
      expect(text).toContain(title);
    expect(text).toMatch(/Bid on\s+The total with GST/);
    expect(text).toMatch(/Minimum decrement\s+₹100\.00/);
    expect(text).toMatch(
      new RegExp(`L1\\s+Gamma Works\\s+${rupees(TOTALS_WITH_GST.gamma)}\\s+₹20,500\\.00\\s+₹1,920\\.00\\s+2`),
    );
    expect(text).toMatch(/L3\s+Beta Supplies\s+₹21,429\.00\s+₹20,700\.00\s+₹729\.00\s+2/);
    const lines = text.split('\n');
    for (const bid of await storedBids(auctionId)) {
      const time = formatInstant(bid.placedAt, TEST_TIME_ZONE, { seconds: true });
      // The bid's row: its number first, then its time, supplier, amount, rank and mark.
      const row = lines.find((line) => new RegExp(`^\\s*${bid.seq}\\s+\\d{2} \\w{3} \\d{4},`).test(line));
      const expected = [time, nameOf(bid.supplierId), rupees(bid.amount), `L${bid.rank}`];
      expect(row, `bid ${bid.seq}`).toMatch(
        new RegExp(`${expected.map(literal).join('.*')}${bid.extended ? '\\s+Extended' : ''}\\s*$`),
      );
    }
  });

  it('runs the bid history over as many pages as it needs, every bid in order', async () => {
    const { tender } = await quotedTender(k);
    await schedule(k, tender);
    await start(k, tender);
    const bidders = [k.alpha, k.beta, k.gamma];
    for (let index = 0; index < 75; index++) {
      const bidder = bidders[index % 3];
      if (bidder) await bid(k, tender, bidder, `${20_000 - index * 100}.00`);
    }
    const { id: auctionId } = await auctionRow(k, tender);
    await end(k, tender); // the statement's read closes it
    const pages = pdftotextPages(await statement(tender, 'pdf'));
    const bidPages = pages.filter(
      (page) => page.includes(words.bidsTitle) || /#\s+Time\s+Supplier/.test(page),
    );
    const withHeader = pages.filter((page) => /Rank after\s+Extended/.test(page));
    expect(withHeader.length).toBeGreaterThanOrEqual(2);
    expect(bidPages.length).toBeGreaterThanOrEqual(2);
    const seqs = pages
      .join('\n')
      .split('\n')
      .flatMap((line) => {
        const match = /^\s*(\d+)\s+\d{2} \w{3} \d{4}, \d{1,2}:\d{2}:\d{2}/.exec(line);
        return match ? [Number(match[1])] : [];
      });
    const stored = await storedBids(auctionId);
    expect(seqs).toEqual(stored.map((bid) => bid.seq));
    expect(seqs).toHaveLength(75);
  }, 240_000); // 75 bids through the API on a busy 2-core machine (beside the browser suite at nice 19)
});

describe('a statement without a closed auction', () => {
  it('prints nothing of an auction when the tender has none', async () => {
    const { tender } = await quotedTender(k);
    const xlsx = await statement(tender, 'xlsx');
    const { book } = await readBook(xlsx);
    expect(book.worksheets).toHaveLength(1);
    expect([...zipTexts(xlsx).values()].join('\n')).not.toContain(words.title);
    expect(pdftotextPages(await statement(tender, 'pdf')).join('\n')).not.toContain(words.title);
  });

  it('prints it only once the auction is closed, closing it at the read after its end', async () => {
    const { tender } = await totalAuction(k, { closed: false });
    for (const format of ['xlsx', 'pdf'] as const) {
      const bytes = await statement(tender, format);
      const text =
        format === 'xlsx' ? [...zipTexts(bytes).values()].join('\n') : pdftotextPages(bytes).join('\n');
      expect(text).not.toContain(words.title);
    }
    // Past its end, the statement's read closes it (the cached statement is not served) and prints it.
    await end(k, tender);
    const { sectionRows } = await readBook(await statement(tender, 'xlsx'));
    expect(sectionRows(words.rankingTitle)).toHaveLength(4);
    expect((await auctionRow(k, tender)).closedAt).not.toBeNull();
    expect(pdftotextPages(await statement(tender, 'pdf')).join('\n')).toContain(words.bidsTitle);
  });
});
