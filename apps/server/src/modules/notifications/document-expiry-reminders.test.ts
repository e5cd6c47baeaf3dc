import { addPortalDays } from '@tenderdesk/domain/portal-time';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { supplierDocumentReminders, supplierDocuments } from '../../db/schema/vendor';
import { createNotifier } from '../../shared/notify';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { TEST_TIME_ZONE } from '../../test/tenders';
import { insertDocumentType, insertSupplierDocument } from '../../test/vendor-documents-fixtures';
import { createDocumentExpiryJob, sendDocumentExpiryReminders } from './document-expiry-reminders';

/*
 * Issue 24 item 1: the expiry reminders, 30 and 7 days before and on the day, on a fixed clock in
 * the portal's calendar (Asia/Kolkata); only the current document of an expiring type of an Active
 * supplier; a missed one goes late, once; two processes at once send each reminder once.
 */

let ctx: TestContext;
let ids: { categoryId: string; subCategoryId: string };
let licence: { id: string; name: string };
let lifelong: { id: string; name: string };
let alpha: TestCaller;
let beta: TestCaller;
let inactive: TestCaller;
const notifier = createNotifier({ enabled: false, publicUrl: undefined });

/** The expiry day the tests count back from. */
const EXPIRY = '2027-03-31';
/** Noon in Kolkata on `day`. */
const noon = (day: string) => new Date(`${day}T06:30:00Z`);
const before = (days: number) => noon(addPortalDays(EXPIRY, -days));
const run = (now: Date, onNotifier = notifier) =>
  sendDocumentExpiryReminders(ctx.db, onNotifier, TEST_TIME_ZONE, now);

beforeAll(async () => {
  ctx = await createTestApp();
  ids = await insertCategoryPair(ctx.database, 'Reminders', 'Goods');
  licence = await insertDocumentType(ctx.db, { name: 'Trade permit', requiredBy: [ids.categoryId] });
  lifelong = await insertDocumentType(ctx.db, { name: 'Incorporation', expires: false });
  alpha = await ctx.as.supplier({ ...ids, companyName: 'Alpha Reminded' });
  beta = await ctx.as.supplier({ ...ids, companyName: 'Beta Reminded' });
  inactive = await ctx.as.supplier({ ...ids, companyName: 'Inactive Reminded', status: 'Inactive' });
});
afterAll(() => ctx.close());
afterEach(async () => {
  vi.useRealTimers();
  await ctx.db.delete(supplierDocuments);
  await ctx.db.delete(notifications);
  await ctx.db.delete(emailOutbox);
});

async function sentTo(supplier: TestCaller) {
  return ctx.db
    .select({
      event: notifications.event,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, supplier.id));
}

describe('the expiry reminders', () => {
  it('go 30 and 7 days before and on the day, each once, with the type and the day', async () => {
    const doc = await insertSupplierDocument(ctx.db, {
      supplierId: alpha.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
    });
    expect(await run(before(31))).toBe(0);
    // 00:10 in Kolkata, 30 days before (still the day before in UTC): due.
    expect(await run(new Date(`${addPortalDays(EXPIRY, -31)}T18:40:00Z`))).toBe(1);
    expect(await run(before(30))).toBe(0);
    expect(await run(before(20))).toBe(0);
    expect(await run(before(7))).toBe(1);
    expect(await run(before(7))).toBe(0);
    expect(await run(before(0))).toBe(1);
    expect(await run(before(-1))).toBe(0);
    const notes = await sentTo(alpha);
    expect(notes.map((note) => note.title).sort()).toEqual([
      'Your Trade permit expires in 30 days',
      'Your Trade permit expires in 7 days',
      'Your Trade permit expires today',
    ]);
    expect(new Set(notes.map((note) => note.event))).toEqual(new Set(['document.expiring']));
    expect(notes[0]?.body).toContain('31 Mar 2027');
    expect(notes[0]?.link).toBe('/myDocuments');
    const claimed = await ctx.db
      .select({ days: supplierDocumentReminders.daysBefore })
      .from(supplierDocumentReminders)
      .where(eq(supplierDocumentReminders.supplierDocumentId, doc));
    expect(claimed.map((row) => row.days).sort((a, b) => a - b)).toEqual([0, 7, 30]);
  });

  it('a missed reminder goes late once, not one per milestone missed', async () => {
    await insertSupplierDocument(ctx.db, {
      supplierId: alpha.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
    });
    // Nothing ran 30 or 7 days before: 5 days before, one reminder (the 7 days').
    expect(await run(before(5))).toBe(1);
    expect(await run(before(3))).toBe(0);
    expect(await run(before(0))).toBe(1);
    expect((await sentTo(alpha)).map((note) => note.title).sort()).toEqual([
      'Your Trade permit expires in 7 days',
      'Your Trade permit expires today',
    ]);
  });

  it('only for the current document of an expiring type of an Active supplier, not rejected, with an expiry day', async () => {
    // Replaced by a newer upload that expires later: the old one is not reminded.
    await insertSupplierDocument(ctx.db, {
      supplierId: alpha.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
      uploadedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await insertSupplierDocument(ctx.db, {
      supplierId: alpha.id,
      documentTypeId: licence.id,
      expiryDate: addPortalDays(EXPIRY, 365),
      status: 'Pending',
      uploadedAt: new Date('2026-06-01T00:00:00Z'),
    });
    // A rejected one; one without an expiry day (registration); a type that does not expire.
    await insertSupplierDocument(ctx.db, {
      supplierId: beta.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
      status: 'Rejected',
    });
    await insertSupplierDocument(ctx.db, {
      supplierId: beta.id,
      documentTypeId: licence.id,
      expiryDate: null,
    });
    await insertSupplierDocument(ctx.db, {
      supplierId: beta.id,
      documentTypeId: lifelong.id,
      expiryDate: EXPIRY,
    });
    // An inactive supplier (it cannot log in to replace it).
    await insertSupplierDocument(ctx.db, {
      supplierId: inactive.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
    });
    for (const days of [30, 7, 0]) expect(await run(before(days))).toBe(0);
    expect(await ctx.db.select().from(notifications)).toEqual([]);
    expect(await ctx.db.select().from(supplierDocumentReminders)).toEqual([]);
  });

  it('are emailed through the outbox when mail is configured', async () => {
    await insertSupplierDocument(ctx.db, {
      supplierId: beta.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
    });
    const mailing = createNotifier({ enabled: true, publicUrl: 'https://tenders.example.in' });
    expect(await run(before(7), mailing)).toBe(1);
    const mails = await ctx.db.select().from(emailOutbox);
    expect(mails.map((mail) => [mail.kind, mail.toAddress, mail.subject])).toEqual([
      ['notification:document.expiring', beta.email, vendorMessages.reminderSubject('Trade permit', 7)],
    ]);
    expect(mails[0]?.textBody).toContain('https://tenders.example.in/myDocuments');
  });

  it('the job runs on the server clock: started, it sends what is due today', async () => {
    await insertSupplierDocument(ctx.db, {
      supplierId: alpha.id,
      documentTypeId: licence.id,
      expiryDate: EXPIRY,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(before(7));
    const job = createDocumentExpiryJob({ db: ctx.db, notifier, timeZone: TEST_TIME_ZONE });
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    await job.stop();
  });

  it('two processes at once send each reminder exactly once', async () => {
    const suppliers = [alpha, beta];
    for (let i = 0; i < 12; i++) {
      const type = await insertDocumentType(ctx.db, { name: `Permit ${i}` });
      for (const supplier of suppliers) {
        await insertSupplierDocument(ctx.db, {
          supplierId: supplier.id,
          documentTypeId: type.id,
          expiryDate: EXPIRY,
        });
      }
    }
    // On PostgreSQL the second run has its own connection pool, as another server process would.
    const second =
      ctx.database.kind === 'postgres' && ctx.database.url
        ? openDatabase({ databaseUrl: ctx.database.url, dataDir: null, poolSize: 4 })
        : null;
    const otherDb = second?.db ?? ctx.db;
    const runs = await Promise.all([
      run(before(30)),
      sendDocumentExpiryReminders(otherDb, notifier, TEST_TIME_ZONE, before(30)),
      run(before(30)),
      sendDocumentExpiryReminders(otherDb, notifier, TEST_TIME_ZONE, before(30)),
    ]).finally(() => second?.close());
    expect(runs.reduce((a, b) => a + b, 0)).toBe(24);
    const notes = await ctx.db
      .select({ title: notifications.title, to: notifications.recipientId })
      .from(notifications);
    expect(notes).toHaveLength(24);
    expect(new Set(notes.map((note) => `${note.to} ${note.title}`)).size).toBe(24);
    expect(await ctx.db.select().from(supplierDocumentReminders)).toHaveLength(24);
  });
});
