import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { formatInstant } from '@tenderdesk/domain/portal-time';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidSecurities,
  envelopeConfirmations,
  technicalAnswers,
  technicalBids,
  technicalCriteria,
  technicalResults,
  tenderOpeners,
} from '../../db/schema/evaluation';
import { interests } from '../../db/schema/tenders';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { type NegotiationKit, negotiationKit } from '../../test/negotiation-kit';
import { pdfText } from '../../test/pdf';
import { TEST_TIME_ZONE } from '../../test/tenders';
import { zipTexts } from '../../test/zip-text';

/*
 * The comparative statement of an evaluated tender (issue 21 item 6, slice H3): the XLSX and the
 * PDF carry the technical result table, the EMD verification, both price rounds and the committee;
 * a single-envelope tender's carries its rounds (and no technical table); the cached statement is
 * built again once a round is settled.
 */

const words = evaluationMessages.statement;
let ctx: TestContext;
let n: NegotiationKit;
let openerOne: TestCaller;
let openerTwo: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  n = await negotiationKit(ctx);
  openerOne = await ctx.as.admin({ username: 'Meera Opener' });
  openerTwo = await ctx.as.subAdmin(['manageTenders'], { username: 'Ravi Opener' });
});
afterAll(() => ctx.close());

/** Gamma's price: distinctive, and never in the statement (gamma is disqualified). */
const GAMMA_PRICE = '4321.09';

async function statementBytes(tender: string, format: 'xlsx' | 'pdf') {
  const response = await ctx.call(
    'GET',
    `/api/tenders/${tender}/comparative-statement.${format}`,
    undefined,
    n.buyer.headers,
  );
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.rawPayload;
}

/** The statement's text: the XLSX's XML parts, or the PDF's text. */
async function download(tender: string, format: 'xlsx' | 'pdf') {
  const bytes = await statementBytes(tender, format);
  return format === 'xlsx' ? [...zipTexts(bytes).values()].join('\n') : (await pdfText(bytes)).join('\n');
}

/** The committee's record of a two-envelope tender, written straight into the tables. */
async function evaluate(tender: string) {
  const [iso, years] = await ctx.db
    .insert(technicalCriteria)
    .values([
      { tenderId: tender, position: 0, kind: 'yesNo', label: 'ISO 9001 certified', mandatory: true },
      {
        tenderId: tender,
        position: 1,
        kind: 'number',
        label: 'Years in business',
        mandatory: true,
        minimum: '5',
      },
    ])
    .returning({ id: technicalCriteria.id });
  if (!iso || !years) throw new Error('criteria');
  for (const [supplier, yes, number] of [
    [n.alpha, true, '12'],
    [n.beta, true, '7'],
    [n.gamma, false, '2'],
  ] as const) {
    const [interest] = await ctx.db
      .select({ id: interests.id })
      .from(interests)
      .where(and(eq(interests.tenderId, tender), eq(interests.supplierId, supplier.id)));
    const [bid] = await ctx.db
      .insert(technicalBids)
      .values({ tenderId: tender, supplierId: supplier.id, interestId: interest?.id ?? '' })
      .returning({ id: technicalBids.id });
    await ctx.db.insert(technicalAnswers).values([
      { bidId: bid?.id ?? '', criterionId: iso.id, yes },
      { bidId: bid?.id ?? '', criterionId: years.id, number },
    ]);
  }
  await n.twoEnvelopes(tender, [
    { supplier: n.alpha, qualified: true },
    { supplier: n.beta, qualified: true },
  ]);
  await ctx.db.insert(technicalResults).values({
    tenderId: tender,
    supplierId: n.gamma.id,
    qualified: false,
    reasons: [
      { criterionId: iso.id, reason: 'No ISO certificate enclosed' },
      { criterionId: years.id, reason: 'Only two years of trading' },
    ],
  });
  await ctx.db.insert(tenderOpeners).values([
    { tenderId: tender, adminId: openerOne.id },
    { tenderId: tender, adminId: openerTwo.id },
  ]);
  const confirmedAt = new Date('2026-11-20T05:30:00Z');
  await ctx.db.insert(envelopeConfirmations).values([
    { tenderId: tender, envelope: 'technical', adminId: openerOne.id, confirmedAt },
    { tenderId: tender, envelope: 'technical', adminId: openerTwo.id, confirmedAt },
    { tenderId: tender, envelope: 'financial', adminId: openerOne.id, confirmedAt },
  ]);
  await n.declareEmd(tender, n.alpha);
  await n.declareEmd(tender, n.beta, 'exempt');
  await ctx.db
    .update(bidSecurities)
    .set({ verification: 'Verified', verificationNote: 'DD seen at the bank' })
    .where(and(eq(bidSecurities.tenderId, tender), eq(bidSecurities.supplierId, n.alpha.id)));
  return confirmedAt;
}

describe('a two-envelope tender evaluated, negotiated and settled', () => {
  let tender: string;
  let confirmedAt: Date;

  beforeAll(async () => {
    const quoted = await n.quotedTender({ close: false });
    tender = quoted.tender;
    await n.kit.quote(tender, n.gamma, [
      { itemCode: 'IT-1', qty: 2, unitPrice: GAMMA_PRICE, gstRate: 18 },
      { itemCode: 'IT-2', qty: 3, unitPrice: GAMMA_PRICE, gstRate: 5 },
    ]);
    await n.kit.close(tender);
    confirmedAt = await evaluate(tender);
    await n.startRound(tender, [n.alpha, n.beta]);
    expect((await n.offer(tender, n.beta, [{ itemCode: 'IT-1', unitPrice: '8765.43' }])).statusCode).toBe(
      200,
    );
    await n.passDeadline(tender);
  });

  it('prints the technical table, EMD verification, both rounds and the committee in the XLSX', async () => {
    const text = await download(tender, 'xlsx');
    for (const expected of [
      words.technicalTitle,
      '1. ISO 9001 certified',
      '2. Years in business',
      words.met,
      words.notMet,
      words.qualified,
      words.disqualified,
      'ISO 9001 certified: No ISO certificate enclosed; Years in business: Only two years of trading',
      words.securitiesTitle,
      `DD-${n.alpha.id.slice(0, 6)}`,
      'UDYAM-KA-01-0000001',
      'Verified: DD seen at the bank',
      words.roundsTitle,
      words.noOffer,
      words.committeeTitle,
      'Meera Opener',
      'Ravi Opener',
      formatInstant(confirmedAt, TEST_TIME_ZONE),
      words.notConfirmed,
    ])
      expect(text, expected).toContain(expected);
    // Beta's round: earlier 18,180.00 / 21,429.00, negotiated 17,710.86 / 20,875.41 (numbers in cells).
    for (const figure of ['<v>18180</v>', '<v>21429</v>', '<v>17710.86</v>', '<v>20875.41</v>'])
      expect(text).toContain(figure);
  });

  it('prints the same sections in the PDF', async () => {
    const text = await download(tender, 'pdf');
    for (const expected of [
      words.technicalTitle,
      'ISO 9001 certified',
      words.notMet,
      words.disqualified,
      'No ISO certificate enclosed',
      words.securitiesTitle,
      'UDYAM-KA-01-0000001',
      'Verified: DD seen at the bank',
      words.roundsTitle,
      '₹21,429.00',
      '₹20,875.41',
      words.noOffer,
      words.committeeTitle,
      'Meera Opener',
      formatInstant(confirmedAt, TEST_TIME_ZONE),
    ])
      expect(text, expected).toContain(expected);
  });

  it("never prints the disqualified supplier's prices in the evaluation's sections", async () => {
    const pdf = await download(tender, 'pdf');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await statementBytes(tender, 'xlsx')) as unknown as ExcelJS.Buffer);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    for (const text of [pdf, cells.join('\n')]) {
      const sections = text.slice(text.indexOf(words.technicalTitle));
      expect(sections).toContain('Gamma Works');
      expect(sections).toContain(words.disqualified);
      for (const form of [GAMMA_PRICE, '4,321.09', '8642.18', '8,642.18'])
        expect(sections).not.toContain(form);
    }
  });

  // TODO(H2 predicate): enable at merge. The comparison's columns (the statement's first part) hide
  // a disqualified supplier's prices only once slice H2's sealing predicate is in.
  it("never prints the disqualified supplier's prices anywhere", async () => {
    for (const format of ['xlsx', 'pdf'] as const) {
      const text = await download(tender, format);
      for (const form of [GAMMA_PRICE, '4,321.09', '8642.18', '8,642.18']) expect(text).not.toContain(form);
    }
  });
});

describe('a single-envelope tender', () => {
  it('prints its rounds (no technical table), and builds again once a round is settled', async () => {
    const { tender } = await n.quotedTender();
    await n.startRound(tender, [n.beta]);
    expect((await n.offer(tender, n.beta, [{ itemCode: 'IT-1', unitPrice: '8765.43' }])).statusCode).toBe(
      200,
    );
    const before = await download(tender, 'pdf');
    expect(before).toContain(words.roundsTitle);
    expect(before).not.toContain(words.technicalTitle);
    expect(before).not.toContain('20,875.41');
    // Cached as it is; the first download after the deadline settles the round and builds again.
    await n.passDeadline(tender);
    const after = await download(tender, 'pdf');
    expect(after).toContain('₹20,875.41');
    expect(after).not.toContain(words.committeeTitle);
  });
});
