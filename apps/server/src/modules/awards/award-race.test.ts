import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationRevisions, quotations, tenderAwards } from '../../db/schema/quotations';
import { interests, tenders } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow, daysFrom } from '../../test/tenders';

/*
 * Issue 18 item 4 (decision 041): an award and a revision of the same quotation, racing around
 * the tender's closing, answer only 2xx or 409 and leave a consistent state. PostgreSQL only:
 * PGlite runs one connection, so nothing races there (CI runs the server project with
 * TEST_DB=postgres).
 *
 * Each of the 20 tenders gets the supplier's revision and the buyer's award at once; every other
 * one also its early close (closing date moved to yesterday, in its own transaction) in between.
 * Whether the award is allowed while the tender is open (today) or only once it is closed (issue
 * 18 item 2), the pairs overlap while the tender row changes under them.
 */

const onPostgres = process.env.TEST_DB === 'postgres';

let ctx: TestContext;
let supplier: TestCaller;
let admin: TestCaller;
let categoryId: string;

const quotationText = (unitPrice: number) =>
  JSON.stringify({
    items: [{ itemCode: 'IT-1', itemName: 'Cable', uom: 'm', qty: 10, unitPrice, gstRate: 18 }],
    notes: `Price ${unitPrice}`,
  });

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp();
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  categoryId = pair.categoryId;
  supplier = await ctx.as.supplier({ ...pair, companyName: 'Racing Cables' });
  admin = await ctx.as.admin();
});
afterAll(async () => {
  if (onPostgres) await ctx.close();
});

/** A published tender closing today, the supplier Approved, its quotation sent; ids of both. */
async function quotedTender(): Promise<{ tender: string; quotation: string }> {
  const tender = await createTenderRow(ctx.db, { categoryId, closingDate: daysFrom(0) });
  await ctx.db
    .insert(interests)
    .values({ tenderId: tender, supplierId: supplier.id, status: 'Approved', decidedAt: new Date() });
  const sent = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: quotationText(100) },
    supplier.headers,
  );
  expect(sent.statusCode, sent.body).toBe(201);
  return { tender, quotation: sent.json().data._id };
}

const closeEarly = (tender: string) =>
  ctx.db
    .update(tenders)
    .set({ publishingDate: daysFrom(-9), closingDate: daysFrom(-1) })
    .where(eq(tenders.id, tender));

describe.skipIf(!onPostgres)('an award racing a revision of the same quotation (PostgreSQL)', () => {
  it('answers only 2xx/409 for 20 pairs, and the awarded quotation is the revision stored', async () => {
    const races = [];
    for (let i = 0; i < 20; i++) races.push(await quotedTender());
    const results = await Promise.all(
      races.map(async ({ tender, quotation }, i) => {
        const [revised, , selected] = await Promise.all([
          ctx.call(
            'PUT',
            `/api/tenders/${tender}/supplier/${supplier.id}/quotation/${quotation}`,
            { quotation: quotationText(200 + i) },
            supplier.headers,
          ),
          // Half the tenders close early in the middle of the race; the others stay open.
          i % 2 === 1 ? closeEarly(tender) : Promise.resolve(),
          ctx.call('PUT', `/api/tenders/${tender}/quotation/${quotation}/select`, undefined, admin.headers),
        ]);
        return { tender, quotation, revised, selected };
      }),
    );
    const answers = results.flatMap(({ revised, selected }) => [revised.statusCode, selected.statusCode]);
    const tally: Record<number, number> = {};
    for (const status of answers) tally[status] = (tally[status] ?? 0) + 1;
    console.info('award/revise race answers:', JSON.stringify(tally));
    for (const { revised, selected } of results) {
      expect([200, 409], revised.body).toContain(revised.statusCode);
      expect([200, 409], selected.body).toContain(selected.statusCode);
    }
    for (const { tender, quotation, revised, selected } of results) {
      const [stored] = await ctx.db.select().from(quotations).where(eq(quotations.id, quotation));
      const [kept] = await ctx.db
        .select({ n: count() })
        .from(quotationRevisions)
        .where(eq(quotationRevisions.quotationId, quotation));
      // Every stored revision is kept once: 1 (sent) or 2 (revised), never half of one.
      expect(stored?.revision).toBe(revised.statusCode === 200 ? 2 : 1);
      expect(kept?.n).toBe((stored?.revision ?? 1) - 1);
      const [award] = await ctx.db
        .select()
        .from(tenderAwards)
        .where(and(eq(tenderAwards.tenderId, tender), eq(tenderAwards.quotationId, quotation)));
      expect(Boolean(award)).toBe(selected.statusCode === 200);
      if (selected.statusCode === 200) {
        // The award shows the revision that is stored (a revision after it is refused).
        expect(selected.json().data.total).toBe(Number(stored?.total));
      }
    }
  });
});
