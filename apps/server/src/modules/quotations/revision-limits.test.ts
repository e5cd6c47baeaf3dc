import { messages } from '@tenderdesk/domain/messages';
import { NOTIFICATION_COALESCE_MINUTES } from '@tenderdesk/domain/notifications';
import { QUOTATION_REVISIONS_PER_MINUTE } from '@tenderdesk/domain/quotations';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { quotationRevisions } from '../../db/schema/quotations';
import { interests } from '../../db/schema/tenders';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { createTenderRow } from '../../test/tenders';

/*
 * Issue 18 item 4 (decision 041): a supplier's revisions notify the buyers once per supplier and
 * tender within the window (in-app and email), at most QUOTATION_REVISIONS_PER_MINUTE revisions a
 * minute are taken (429, counted in the database), and an amount beyond the bound is a 400.
 */

let ctx: TestContext;
let supplier: TestCaller;
let other: TestCaller;
let admin: TestCaller;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp({
    // Mail "configured": emails wait in the outbox (no worker runs here), so they can be counted.
    mail: {
      smtp: { url: 'smtp://127.0.0.1:1', from: 'TenderDesk <no-reply@td.test>' },
      publicUrl: 'https://td.test',
    },
  });
  const pair = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  categoryId = pair.categoryId;
  supplier = await ctx.as.supplier({ ...pair, companyName: 'Busy Cables' });
  other = await ctx.as.supplier({ ...pair, companyName: 'Quiet Cables' });
  admin = await ctx.as.admin();
});
afterAll(() => ctx.close());

const text = (unitPrice: number | string, qty: number | string = 1) =>
  JSON.stringify({ items: [{ itemCode: 'IT-1', itemName: 'Cable', uom: 'm', qty, unitPrice }], notes: 'n' });

async function quoted(...suppliers: TestCaller[]) {
  const tender = await createTenderRow(ctx.db, { categoryId });
  const ids = new Map<string, string>();
  for (const s of suppliers) {
    await ctx.db
      .insert(interests)
      .values({ tenderId: tender, supplierId: s.id, status: 'Approved', decidedAt: new Date() });
    const sent = await ctx.call(
      'POST',
      `/api/suppliers/${tender}/supplier/${s.id}/quotation`,
      { quotation: text(10) },
      s.headers,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    ids.set(s.id, sent.json().data._id);
  }
  return { tender, ids };
}

const revise = (tender: string, s: TestCaller, quotation: string, price: number) =>
  ctx.call(
    'PUT',
    `/api/tenders/${tender}/supplier/${s.id}/quotation/${quotation}`,
    { quotation: text(price) },
    s.headers,
  );

const revisedFor = (tender: string, recipient: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.event, 'quotation.revised'),
        eq(notifications.recipientId, recipient),
        eq(notifications.link, `/tender-details/${tender}`),
      ),
    );
const revisedEmails = async () =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'notification:quotation.revised')))
    .length;

describe('revisions: coalesced notifications and a limit per minute', () => {
  it('notifies each buyer once per supplier and tender within the window, in-app and by email', async () => {
    const { tender, ids } = await quoted(supplier, other);
    const emailsBefore = await revisedEmails();
    for (let i = 0; i < 5; i++)
      expect((await revise(tender, supplier, ids.get(supplier.id) ?? '', 11 + i)).statusCode).toBe(200);
    expect(await revisedFor(tender, admin.id)).toHaveLength(1);
    // One email per buyer (the admin is one of them), not one per revision.
    const oneRound = (await revisedEmails()) - emailsBefore;
    expect(oneRound).toBeGreaterThan(0);
    // Another supplier of the same tender is its own group.
    expect((await revise(tender, other, ids.get(other.id) ?? '', 12)).statusCode).toBe(200);
    expect(await revisedFor(tender, admin.id)).toHaveLength(2);
    expect((await revisedEmails()) - emailsBefore).toBe(oneRound * 2);
    // Once read, or once the window has passed, the next revision is a new notification.
    await ctx.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.recipientId, admin.id), eq(notifications.event, 'quotation.revised')));
    expect((await revise(tender, supplier, ids.get(supplier.id) ?? '', 20)).statusCode).toBe(200);
    expect(await revisedFor(tender, admin.id)).toHaveLength(3);
    await ctx.db.execute(
      sql`update notifications set created_at = now() - make_interval(mins => ${NOTIFICATION_COALESCE_MINUTES + 1})
           where event = 'quotation.revised'`,
    );
    expect((await revise(tender, supplier, ids.get(supplier.id) ?? '', 21)).statusCode).toBe(200);
    expect(await revisedFor(tender, admin.id)).toHaveLength(4);
  });

  it(`answers 429 after ${QUOTATION_REVISIONS_PER_MINUTE} revisions in a minute, counted in the database`, async () => {
    const { tender, ids } = await quoted(supplier);
    const id = ids.get(supplier.id) ?? '';
    for (let i = 0; i < QUOTATION_REVISIONS_PER_MINUTE; i++) {
      const response = await revise(tender, supplier, id, 30 + i);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await revise(tender, supplier, id, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: messages.quotation.tooManyRevisions(QUOTATION_REVISIONS_PER_MINUTE),
    });
    expect(refused.json().message).toBe(
      `You revised this quotation ${QUOTATION_REVISIONS_PER_MINUTE} times in the last minute. Wait a minute and send it again.`,
    );
    // A minute later (as another server instance would see it: the rows say when) it is taken again.
    await ctx.db
      .update(quotationRevisions)
      .set({ replacedAt: sql`now() - interval '61 seconds'` })
      .where(eq(quotationRevisions.quotationId, id));
    expect((await revise(tender, supplier, id, 100)).statusCode).toBe(200);
  });

  it('refuses a total beyond the bound with 400 naming items (1,000,000 at ₹95,000,000), never 500', async () => {
    const { tender, ids } = await quoted(supplier);
    const response = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/supplier/${supplier.id}/quotation/${ids.get(supplier.id)}`,
      { quotation: text('95000000', '1000000') },
      supplier.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field: 'items', message: messages.quotation.totalTooLarge });
  });
});
