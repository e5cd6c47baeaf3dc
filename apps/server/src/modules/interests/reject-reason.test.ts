import { messages } from '@tenderdesk/domain/messages';
import { INTEREST_REJECT_REASON_MAX } from '@tenderdesk/domain/tender-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { interests } from '../../db/schema/tenders';
import { createSmtpTransport } from '../../mail/transport';
import { createMailWorker, type MailWorker } from '../../mail/worker';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTenderRow } from '../../test/tenders';

/*
 * Issue 18, item 5: rejecting a supplier's interest takes an optional reason, length-limited and
 * audited, shown to the supplier in its rejected list, its category's tender list, its in-app
 * notification and the email a real SMTP server receives; approving clears it.
 */

const FROM = 'TenderDesk <no-reply@tenderdesk.test>';
const REASON = 'Your GST certificate expired in March; send the renewed one and we will look again.';
let ctx: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;
let electrical: { categoryId: string; subCategoryId: string };
let supplier: TestCaller;
let admin: TestCaller;
let tenderManager: TestCaller;
let noTenders: TestCaller;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    mail: { smtp: { url: smtp.url, from: FROM }, publicUrl: 'https://portal.example.test' },
  });
  worker = createMailWorker({ db: ctx.db, transport: createSmtpTransport(smtp.url, FROM) });
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  supplier = await ctx.as.supplier({ ...electrical, companyName: 'Reasoned Electricals' });
  admin = await ctx.as.admin();
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noTenders = await ctx.as.subAdmin(['manageSuppliers', 'reports']);
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await smtp.close();
});

async function interestedTender() {
  const tenderId = await createTenderRow(ctx.db, { categoryId: electrical.categoryId });
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tenderId}/interest`,
    { supplierId: supplier.id },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return tenderId;
}

const decide = (tenderId: string, body: object, caller: TestCaller | null) =>
  ctx.call('PUT', `/api/tenders/${tenderId}/supplier/${supplier.id}/status`, body, caller?.headers ?? {});

const storedReason = async (tenderId: string) =>
  (
    await ctx.db
      .select({ reason: interests.rejectReason })
      .from(interests)
      .where(and(eq(interests.tenderId, tenderId), eq(interests.supplierId, supplier.id)))
  )[0]?.reason;

async function deliver() {
  while ((await worker.runOnce()) > 0) {}
  await new Promise((resolve) => setTimeout(resolve, 100));
  return [...smtp.received];
}

describe('rejecting an interest with a reason', () => {
  it('stores and audits the reason, shows it to the supplier, and emails it', async () => {
    const tenderId = await interestedTender();
    smtp.received.length = 0;
    const response = await decide(tenderId, { status: 'Rejected', reason: `  ${REASON}  ` }, tenderManager);
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedReason(tenderId)).toBe(REASON);
    const [event] = await ctx.auditFor(response.json().data._id, 'interest.decide');
    expect(event?.changes).toMatchObject({ rejectReason: { from: null, to: REASON } });

    const rejected = await ctx.call(
      'GET',
      `/api/suppliers/supplier/${supplier.id}/rejected`,
      undefined,
      supplier.headers,
    );
    expect(rejected.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: tenderId, rejectReason: REASON })]),
    );
    const listed = await ctx.call(
      'GET',
      `/api/tenders/category/${electrical.categoryId}`,
      undefined,
      supplier.headers,
    );
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: tenderId, interestStatus: 'Rejected', rejectReason: REASON }),
      ]),
    );

    const [note] = await ctx.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.event, 'interest.rejected'), eq(notifications.recipientId, supplier.id)));
    expect(note?.body).toContain(REASON);
    const mails = (await deliver()).filter((mail) => mail.envelopeTo.includes(supplier.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(REASON);
    expect(mails[0]?.html || '').toContain('GST certificate expired');
  });

  it('has no reason when none is given, and approving clears a reason (audited)', async () => {
    const tenderId = await interestedTender();
    expect((await decide(tenderId, { status: 'Rejected' }, admin)).statusCode).toBe(200);
    expect(await storedReason(tenderId)).toBeNull();
    expect((await decide(tenderId, { status: 'Rejected', reason: '   ' }, admin)).statusCode).toBe(200);
    expect(await storedReason(tenderId)).toBeNull();

    await decide(tenderId, { status: 'Rejected', reason: REASON }, admin);
    const approved = await decide(tenderId, { status: 'Approved', reason: 'ignored' }, admin);
    expect(approved.statusCode).toBe(200);
    expect(await storedReason(tenderId)).toBeNull();
    const events = await ctx.auditFor(approved.json().data._id, 'interest.decide');
    expect(events.map((event) => event.changes)).toContainEqual(
      expect.objectContaining({ rejectReason: { from: REASON, to: null } }),
    );
    const mine = await ctx.call(
      'GET',
      `/api/suppliers/supplier/${supplier.id}/approved`,
      undefined,
      supplier.headers,
    );
    // An approved row has no reason at all: the spec's row shape is kept.
    const row = (mine.json() as { _id: string }[]).find((entry) => entry._id === tenderId);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('rejectReason');
  });

  it('refuses a reason too long or not text (400), and every caller without manageTenders', async () => {
    const tenderId = await interestedTender();
    const tooLong = await decide(
      tenderId,
      { status: 'Rejected', reason: 'x'.repeat(INTEREST_REJECT_REASON_MAX + 1) },
      admin,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(messages.interest.reasonTooLong(INTEREST_REJECT_REASON_MAX));
    expect((await decide(tenderId, { status: 'Rejected', reason: 42 }, admin)).statusCode).toBe(400);
    const atLimit = 'y'.repeat(INTEREST_REJECT_REASON_MAX);
    expect((await decide(tenderId, { status: 'Rejected', reason: atLimit }, admin)).statusCode).toBe(200);
    expect(await storedReason(tenderId)).toBe(atLimit);

    const body = { status: 'Rejected', reason: 'not yours to give' };
    expect((await decide(tenderId, body, null)).statusCode).toBe(401);
    expect((await decide(tenderId, body, supplier)).statusCode).toBe(403);
    expect((await decide(tenderId, body, noTenders)).statusCode).toBe(403);
    expect(await storedReason(tenderId)).toBe(atLimit);
  });
});
