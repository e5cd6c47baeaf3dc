import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { createSmtpTransport } from '../../mail/transport';
import { createMailWorker, type MailWorker } from '../../mail/worker';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { postRegistration } from '../../test/registration';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { daysFrom } from '../../test/tenders';
import { createPublishedTender } from '../../test/tenders-api';

/*
 * Issue 13, notifications by email (decision 029): with SMTP, an event's email reaches a real SMTP
 * server for every recipient who wants it (text and HTML, the portal's name, a link to the screen)
 * and none for one who turned that event's email off; the in-app notification is kept for both.
 */

const PUBLIC_URL = 'https://portal.example.test';
const FROM = 'TenderDesk <no-reply@tenderdesk.test>';
let ctx: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;
let electrical: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let optedOutAdmin: TestCaller;
let wants: TestCaller;
let optedOut: TestCaller;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({ mail: { smtp: { url: smtp.url, from: FROM }, publicUrl: PUBLIC_URL } });
  worker = createMailWorker({ db: ctx.db, transport: createSmtpTransport(smtp.url, FROM) });
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  admin = await ctx.as.admin();
  optedOutAdmin = await ctx.as.admin();
  wants = await ctx.as.supplier({ ...electrical, companyName: 'Wants Email Co' });
  optedOut = await ctx.as.supplier({ ...electrical, companyName: 'No Email Co' });
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await smtp.close();
});
afterEach(async () => {
  smtp.received.length = 0;
  await ctx.db.delete(emailOutbox);
  await ctx.db.delete(notifications);
});

async function optOut(caller: TestCaller, event: string) {
  const response = await ctx.call(
    'PUT',
    '/api/notifications/preferences',
    { preferences: [{ event, email: false }] },
    caller.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the worker until the outbox is empty; the messages the SMTP server got. */
async function deliver() {
  while ((await worker.runOnce()) > 0) {}
  await new Promise((resolve) => setTimeout(resolve, 100));
  return [...smtp.received];
}

const inApp = async (caller: TestCaller, event: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, caller.id), eq(notifications.event, event)));

describe('emails of notifications', () => {
  it('a published tender: emailed to the supplier who wants it, not to the one who opted out; in-app for both', async () => {
    await optOut(optedOut, 'tender.published');
    const tender = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: { publishingDate: daysFrom(-1), closingDate: daysFrom(30) },
    });
    const received = await deliver();
    expect(received.map((mail) => mail.envelopeTo)).toEqual([[wants.email]]);
    const [mail] = received;
    expect(mail?.subject).toContain(tender.projectCode);
    expect(mail?.text).toContain('TenderDesk');
    expect(mail?.text).toContain(`${PUBLIC_URL}/rfq/${tender._id}`);
    expect(mail?.html).toContain(`${PUBLIC_URL}/rfq/${tender._id}`);
    expect(mail?.html).toContain('TenderDesk');
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/token|password/i);
    expect(await inApp(wants, 'tender.published')).toHaveLength(1);
    expect(await inApp(optedOut, 'tender.published')).toHaveLength(1);
  });

  it('a new supplier request: emailed to the admins who want it only', async () => {
    await optOut(optedOutAdmin, 'supplier.registered');
    const response = await postRegistration(ctx.app, 'fresh.supplier@example.test', electrical);
    expect(response.statusCode, response.body).toBe(201);
    const received = await deliver();
    expect(received.map((mail) => mail.envelopeTo)).toEqual([[admin.email]]);
    expect(received[0]?.text).toContain(`${PUBLIC_URL}/suppliers/${response.json().data._id}`);
    expect(await inApp(optedOutAdmin, 'supplier.registered')).toHaveLength(1);
  });

  it('turning email back on sends it again', async () => {
    const on = await ctx.call(
      'PUT',
      '/api/notifications/preferences',
      { preferences: [{ event: 'tender.published', email: true }] },
      optedOut.headers,
    );
    expect(on.statusCode).toBe(200);
    await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: { publishingDate: daysFrom(-1), closingDate: daysFrom(30) },
    });
    const received = await deliver();
    expect(received.map((mail) => mail.envelopeTo[0]).sort()).toEqual([optedOut.email, wants.email].sort());
  });
});
