import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bidSecurities, negotiationRounds, technicalResults } from '../db/schema/evaluation';
import { tenders } from '../db/schema/tenders';
import { insertCategoryPair } from './accounts';
import type { TestCaller, TestContext } from './app';
import { awardKit, type QuoteLine } from './award-kit';

/*
 * Negotiation rounds for tests (issue 21, slice H3): suppliers of one category, a closed tender
 * they quoted (through the API), the round and offer calls, deadlines moved in the database (no
 * waiting on the clock), and two-envelope state written straight into the tables (the committee's
 * calls belong to another slice).
 */

/** Alpha's lines: IT-1 2 × 10,000.00 at 18%, IT-2 3 × 50.00 at 5%. */
export const ALPHA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: '10000.00', gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: '50.00', gstRate: 5 },
];
/** Beta's lines: IT-1 2 × 9,000.00 at 18%, IT-2 3 × 60.00 at 5%. */
export const BETA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: '9000.00', gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: '60.00', gstRate: 5 },
];

export type NegotiationKit = Awaited<ReturnType<typeof negotiationKit>>;

export async function negotiationKit(ctx: TestContext, categoryName = 'Negotiated works') {
  const category = await insertCategoryPair(ctx.database, categoryName, 'Cables');
  const kit = awardKit(ctx, category.categoryId);
  const alpha = await ctx.as.supplier({ ...category, companyName: 'Alpha Traders' });
  const beta = await ctx.as.supplier({ ...category, companyName: 'Beta Supplies' });
  /** Approved, without a quotation. */
  const gamma = await ctx.as.supplier({ ...category, companyName: 'Gamma Works' });
  const admin = await ctx.as.admin();
  const buyer = await ctx.as.subAdmin(['manageTenders']);

  /** A tender alpha and beta quoted (gamma approved too), closed unless told. */
  async function quotedTender({ close = true } = {}) {
    const tender = await kit.tenderFor([alpha, beta, gamma]);
    const a = await kit.quote(tender, alpha, ALPHA_LINES);
    const b = await kit.quote(tender, beta, BETA_LINES);
    if (close) await kit.close(tender);
    return { tender, a, b };
  }

  const inOneDay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

  const start = (tender: string, body: object, caller: TestCaller = buyer) =>
    ctx.call('POST', `/api/tenders/${tender}/negotiations`, body, caller.headers);

  /** Starts a round inviting `invitees` (checked 201); answers the round. */
  async function startRound(tender: string, invitees: TestCaller[], deadline = inOneDay()) {
    const response = await start(tender, {
      supplierIds: invitees.map((one) => one.id),
      deadline,
      note: 'Best price',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { _id: string; round: number };
  }

  const offer = (tender: string, supplier: TestCaller, items: object[], as: TestCaller = supplier) =>
    ctx.call(
      'PUT',
      `/api/suppliers/${supplier.id}/tenders/${tender}/negotiation-offer`,
      { items },
      as.headers,
    );

  /** Moves the deadline of the tender's unsettled rounds into the past (a minute ago). */
  const passDeadline = (tender: string) =>
    ctx.db
      .update(negotiationRounds)
      .set({ deadline: sql`now() - interval '1 minute'` })
      .where(eq(negotiationRounds.tenderId, tender));

  /**
   * Makes the tender a two-envelope one whose financial envelope is open, with the committee's
   * results: written directly (the committee's calls are another slice's).
   */
  async function twoEnvelopes(tender: string, results: { supplier: TestCaller; qualified: boolean }[]) {
    await ctx.db
      .update(tenders)
      .set({
        envelopes: 'two',
        openersRequired: 2,
        technicalOpenedAt: new Date(Date.now() - 3000),
        technicalEvaluatedAt: new Date(Date.now() - 2000),
        financialOpenedAt: new Date(Date.now() - 1000),
      })
      .where(eq(tenders.id, tender));
    if (results.length > 0) {
      await ctx.db.insert(technicalResults).values(
        results.map(({ supplier, qualified }) => ({
          tenderId: tender,
          supplierId: supplier.id,
          qualified,
          reasons: [],
          decidedBy: admin.id,
        })),
      );
    }
  }

  /** A declared EMD (paid by demand draft unless told), inserted directly. */
  async function declareEmd(tender: string, supplier: TestCaller, mode: 'paid' | 'exempt' = 'paid') {
    await ctx.db.insert(bidSecurities).values({
      tenderId: tender,
      supplierId: supplier.id,
      kind: 'emd',
      mode,
      ...(mode === 'paid'
        ? {
            instrument: 'demandDraft',
            reference: `DD-${supplier.id.slice(0, 6)}`,
            paidOn: '2026-01-05',
            amount: '5000.00',
          }
        : { exemption: 'mse', udyamNumber: 'UDYAM-KA-01-0000001' }),
    });
  }

  return {
    category,
    kit,
    alpha,
    beta,
    gamma,
    admin,
    buyer,
    quotedTender,
    inOneDay,
    start,
    startRound,
    offer,
    passDeadline,
    twoEnvelopes,
    declareEmd,
  };
}
