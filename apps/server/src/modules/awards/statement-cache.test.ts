import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCache } from '../../db/schema/statements';
import { EXPORT_RETRY_AFTER_SECONDS } from '../../plugins/export-bound';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { awardKit } from '../../test/award-kit';

/*
 * Issue 18 item 4 (decision 041): exports take one of EXPORT_CONCURRENCY slots (503 with
 * Retry-After when none is free), and the comparative statement is kept per tender, format and
 * fingerprint, so a second download is sent as it was built until something it shows changes.
 */

let ctx: TestContext;
let kit: ReturnType<typeof awardKit>;
let alpha: TestCaller;
let beta: TestCaller;
let admin: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp({ exportConcurrency: 1 });
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  kit = awardKit(ctx, pair.categoryId);
  alpha = await ctx.as.supplier({ ...pair, companyName: 'Alpha Cables' });
  beta = await ctx.as.supplier({ ...pair, companyName: 'Beta Cables' });
  admin = await ctx.as.admin();
});
afterAll(() => ctx.close());

const download = (tender: string, format: 'xlsx' | 'pdf') =>
  ctx.call('GET', `/api/tenders/${tender}/comparative-statement.${format}`, undefined, admin.headers);

describe('the statement cache', () => {
  it('sends the kept statement again until a revision changes it, in each format', async () => {
    const tender = await kit.tenderFor([alpha, beta]);
    const a = await kit.quote(tender, alpha, [{ itemCode: 'IT-1', unitPrice: 10 }]);
    await kit.quote(tender, beta, [{ itemCode: 'IT-1', unitPrice: 12 }]);
    for (const format of ['xlsx', 'pdf'] as const) {
      const first = await download(tender, format);
      expect(first.statusCode, first.body).toBe(200);
      const again = await download(tender, format);
      expect(again.statusCode).toBe(200);
      // The same bytes (its "generated at" included): it was not built again.
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    }
    expect(
      await ctx.db.select().from(statementCache).where(eq(statementCache.tenderId, tender)),
    ).toHaveLength(2);
    const kept = await download(tender, 'xlsx');
    const revised = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/supplier/${alpha.id}/quotation/${a.id}`,
      {
        quotation: JSON.stringify({ items: [{ itemCode: 'IT-1', itemName: 'Cable', qty: 1, unitPrice: 9 }] }),
      },
      alpha.headers,
    );
    expect(revised.statusCode, revised.body).toBe(200);
    const rebuilt = await download(tender, 'xlsx');
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.rawPayload.equals(kept.rawPayload)).toBe(false);
  });
});

describe('the export bound', () => {
  it('answers 503 with Retry-After while every slot is taken; a cached statement needs none', async () => {
    const tender = await kit.tenderFor([alpha]);
    await kit.quote(tender, alpha, [{ itemCode: 'IT-1', unitPrice: 10 }]);
    expect((await download(tender, 'xlsx')).statusCode).toBe(200);
    const release = ctx.app.exports.tryAcquire();
    expect(release).not.toBeNull();
    try {
      const urls = [
        `/api/tenders/${tender}/comparative-statement.pdf`,
        '/api/reports/tenders.csv',
        '/api/reports/tenders.xlsx',
        '/api/reports/suppliers.csv',
        '/api/reports/suppliers.xlsx',
      ];
      for (const url of urls) {
        const busy = await ctx.call('GET', url, undefined, admin.headers);
        expect(busy.statusCode, url).toBe(503);
        expect(busy.headers['retry-after'], url).toBe(String(EXPORT_RETRY_AFTER_SECONDS));
        expect(busy.json(), url).toEqual({ message: messages.http.exportsBusy });
      }
      expect((await download(tender, 'xlsx')).statusCode).toBe(200);
    } finally {
      release?.();
    }
    expect(ctx.app.exports.active()).toBe(0);
    for (const url of ['/api/reports/tenders.csv', '/api/reports/suppliers.xlsx']) {
      expect((await ctx.call('GET', url, undefined, admin.headers)).statusCode, url).toBe(200);
    }
    expect((await download(tender, 'pdf')).statusCode).toBe(200);
    expect(ctx.app.exports.active()).toBe(0);
  });
});
