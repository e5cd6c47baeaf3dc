import type { NotificationEvent } from '@tenderdesk/domain/notifications';
import { notificationEventsFor } from '@tenderdesk/domain/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import { notifications, tenderReminders } from '../../db/schema/notifications';
import { interests, tenders } from '../../db/schema/tenders';
import { createNotifier } from '../../shared/notify';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type TestCaller, type TestContext } from '../../test/app';
import { postRegistration } from '../../test/registration';
import { closeTenderRow, createTenderRow, daysFrom, TEST_TIME_ZONE } from '../../test/tenders';
import { createPublishedTender, sendTenderForm, tenderFields } from '../../test/tenders-api';
import { closingDatesDue, sendClosingReminders } from './closing-reminders';

/*
 * Issue 13, notifications (decision 029): every event notifies exactly the right accounts and
 * nobody else; each account reads and marks only its own; email preferences. No SMTP here: in-app
 * only, and nothing in the email outbox (notification-email.test.ts has the emails).
 */

let ctx: TestContext;
let electrical: { categoryId: string; subCategoryId: string };
let civil: { categoryId: string; subCategoryId: string };
let admin: TestCaller;
let secondAdmin: TestCaller;
let supplierManager: TestCaller;
let tenderManager: TestCaller;
let noPermissions: TestCaller;
let alpha: TestCaller;
let beta: TestCaller;
let gamma: TestCaller;
let pending: TestCaller;
let inactive: TestCaller;
let civilSupplier: TestCaller;

beforeAll(async () => {
  ctx = await createTestApp();
  electrical = await insertCategoryPair(ctx.database, 'Electrical', 'Cables');
  civil = await insertCategoryPair(ctx.database, 'Civil', 'Roads');
  admin = await ctx.as.admin();
  secondAdmin = await ctx.as.admin();
  supplierManager = await ctx.as.subAdmin(['manageSuppliers']);
  tenderManager = await ctx.as.subAdmin(['manageTenders']);
  noPermissions = await ctx.as.subAdmin(['masterTables', 'reports']);
  alpha = await ctx.as.supplier({ ...electrical, companyName: 'Alpha Traders' });
  beta = await ctx.as.supplier({ ...electrical, companyName: 'Beta Supplies' });
  gamma = await ctx.as.supplier({ ...electrical, companyName: 'Gamma Works' });
  pending = await ctx.as.supplier({ ...electrical, status: 'Pending', companyName: 'Pending Co' });
  inactive = await ctx.as.supplier({ ...electrical, status: 'Inactive', companyName: 'Inactive Co' });
  civilSupplier = await ctx.as.supplier({ ...civil, companyName: 'Civil Co' });
});
afterAll(() => ctx.close());
afterEach(async () => {
  await ctx.db.delete(notifications);
});

/** Who got `event`, as sorted ids (each once: a duplicate would show twice). */
async function recipientsOf(event: NotificationEvent): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: notifications.recipientId })
    .from(notifications)
    .where(eq(notifications.event, event));
  return rows.map((row) => row.id).sort();
}
const ids = (...callers: TestCaller[]) => callers.map((caller) => caller.id).sort();
const everyAdminAnd = (...subAdmins: TestCaller[]) => ids(admin, secondAdmin, ...subAdmins);

/** Nothing but `event` was sent (no other event's rows). */
async function onlyEvent(event: NotificationEvent) {
  const rows = await ctx.db.select({ event: notifications.event }).from(notifications);
  expect(new Set(rows.map((row) => row.event))).toEqual(new Set([event]));
}

const OPEN = { publishingDate: daysFrom(-1), closingDate: daysFrom(30) };

/** A tender of Electrical with the given interests. */
async function tenderWith(
  interested: [TestCaller, 'Pending' | 'Approved' | 'Rejected'][],
  input: Partial<Parameters<typeof createTenderRow>[1]> = {},
) {
  const tender = await createTenderRow(ctx.db, { categoryId: electrical.categoryId, ...input });
  if (interested.length > 0) {
    await ctx.db
      .insert(interests)
      .values(
        interested.map(([supplier, status]) => ({ tenderId: tender, supplierId: supplier.id, status })),
      );
  }
  return tender;
}

const quotationText = (price = 10) =>
  JSON.stringify({
    items: [{ itemCode: 'IT-1', itemName: 'Cable', uom: 'pcs', qty: 1, unitPrice: price, gstRate: 0 }],
  });

async function quote(tender: string, supplier: TestCaller, price = 10): Promise<string> {
  const response = await ctx.call(
    'POST',
    `/api/suppliers/${tender}/supplier/${supplier.id}/quotation`,
    { quotation: quotationText(price) },
    supplier.headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

describe('events', () => {
  it('supplier.registered: the admins and the sub-admins with manageSuppliers', async () => {
    const response = await postRegistration(ctx.app, 'new.supplier@example.test', electrical);
    expect(response.statusCode, response.body).toBe(201);
    expect(await recipientsOf('supplier.registered')).toEqual(everyAdminAnd(supplierManager));
    await onlyEvent('supplier.registered');
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, admin.id));
    expect(row?.body).toContain('Acme Traders');
    expect(row?.link).toBe(`/suppliers/${response.json().data._id}`);
    // No SMTP: in-app only, nothing queued.
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
  });

  it('a refused change notifies nobody (the notification is written in its transaction)', async () => {
    const first = await postRegistration(ctx.app, 'twice@example.test', electrical);
    expect(first.statusCode).toBe(201);
    await ctx.db.delete(notifications);
    const again = await postRegistration(ctx.app, 'twice@example.test', electrical);
    expect(again.statusCode).toBe(409);
    expect(await recipientsOf('supplier.registered')).toEqual([]);
  });

  it('supplier.activated and supplier.inactivated (with the reason): the supplier only', async () => {
    const waiting = await ctx.as.supplier({ ...electrical, status: 'Pending' });
    const activated = await ctx.call(
      'PUT',
      `/api/suppliers/activate/${waiting.id}`,
      undefined,
      admin.headers,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await recipientsOf('supplier.activated')).toEqual([waiting.id]);
    await onlyEvent('supplier.activated');

    const inactivated = await ctx.call(
      'PUT',
      `/api/suppliers/inactivate/${waiting.id}`,
      { reason: 'Expired trade licence' },
      supplierManager.headers,
    );
    expect(inactivated.statusCode, inactivated.body).toBe(200);
    expect(await recipientsOf('supplier.inactivated')).toEqual([waiting.id]);
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'supplier.inactivated'), eq(notifications.recipientId, waiting.id)));
    expect(row?.body).toContain('Expired trade licence');
  });

  it('tender.published: the Active suppliers of its category, nobody else', async () => {
    const tender = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: OPEN,
    });
    expect(await recipientsOf('tender.published')).toEqual(ids(alpha, beta, gamma));
    // Not the Pending or Inactive suppliers of the category, nor the Civil one.
    expect(await recipientsOf('tender.published')).not.toContain(pending.id);
    await onlyEvent('tender.published');
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, alpha.id));
    expect(row?.link).toBe(`/rfq/${tender._id}`);
    expect(row?.title).toContain(tender.projectCode);
  });

  it('interest.approved and interest.rejected: the supplier decided on; a repeated decision says nothing again', async () => {
    const tender = await tenderWith([
      [alpha, 'Pending'],
      [beta, 'Pending'],
    ]);
    const decide = (supplier: TestCaller, status: string) =>
      ctx.call(
        'PUT',
        `/api/tenders/${tender}/supplier/${supplier.id}/status`,
        { status },
        tenderManager.headers,
      );
    expect((await decide(alpha, 'Approved')).statusCode).toBe(200);
    expect((await decide(beta, 'Rejected')).statusCode).toBe(200);
    expect(await recipientsOf('interest.approved')).toEqual([alpha.id]);
    expect(await recipientsOf('interest.rejected')).toEqual([beta.id]);
    expect((await decide(alpha, 'Approved')).statusCode).toBe(200);
    expect(await recipientsOf('interest.approved')).toEqual([alpha.id]);
  });

  it('quotation.received and quotation.revised: the admins and the sub-admins with manageTenders', async () => {
    const tender = await tenderWith([[alpha, 'Approved']]);
    const id = await quote(tender, alpha);
    expect(await recipientsOf('quotation.received')).toEqual(everyAdminAnd(tenderManager));
    await onlyEvent('quotation.received');
    const revised = await ctx.call(
      'PUT',
      `/api/tenders/${tender}/supplier/${alpha.id}/quotation/${id}`,
      { quotation: quotationText(9) },
      alpha.headers,
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await recipientsOf('quotation.revised')).toEqual(everyAdminAnd(tenderManager));
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.event, 'quotation.revised'), eq(notifications.recipientId, tenderManager.id)),
      );
    expect(row?.body).toContain('Alpha Traders');
    expect(row?.link).toBe(`/tender-details/${tender}`);
  });

  it('tender.amended: the Active suppliers with a Pending or Approved interest', async () => {
    const tender = await createPublishedTender(ctx.app, admin.headers, electrical.categoryId, {
      fields: OPEN,
    });
    await ctx.db.insert(interests).values([
      { tenderId: tender._id, supplierId: alpha.id, status: 'Approved' },
      { tenderId: tender._id, supplierId: beta.id, status: 'Pending' },
      { tenderId: tender._id, supplierId: gamma.id, status: 'Rejected' },
      { tenderId: tender._id, supplierId: inactive.id, status: 'Approved' },
    ]);
    await ctx.db.delete(notifications);
    const response = await sendTenderForm(
      ctx.app,
      'PUT',
      `/api/tenders/${tender._id}`,
      admin.headers,
      tenderFields(electrical.categoryId, {
        projectCode: tender.projectCode,
        publishingDate: tender.publishingDate,
        closingDate: tender.closingDate,
        items: JSON.stringify(tender.items.map(({ _id, ...item }) => item)),
        addendumNote: 'Delivery moved to site B.',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await recipientsOf('tender.amended')).toEqual(ids(alpha, beta));
    await onlyEvent('tender.amended');
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, beta.id));
    expect(row?.title).toContain('Addendum 1');
    expect(row?.body).toContain('Delivery moved to site B.');
  });

  it('award.won to the winner, award.regret to the other quoting suppliers; a changed award tells the two concerned', async () => {
    const tender = await tenderWith([
      [alpha, 'Approved'],
      [beta, 'Approved'],
      [gamma, 'Approved'],
      [civilSupplier, 'Approved'],
    ]);
    const first = await quote(tender, alpha, 10);
    const second = await quote(tender, beta, 11);
    // Awards wait for the close (decision 039).
    await closeTenderRow(ctx.db, tender);
    // gamma approved but never quoted: neither won nor regretted.
    await ctx.db.delete(notifications);
    const select = (quotation: string, body?: object) =>
      ctx.call('PUT', `/api/tenders/${tender}/quotation/${quotation}/select`, body, tenderManager.headers);
    expect((await select(first)).statusCode).toBe(200);
    expect(await recipientsOf('award.won')).toEqual([alpha.id]);
    expect(await recipientsOf('award.regret')).toEqual([beta.id]);
    // Selecting the same quotation again says nothing again.
    expect((await select(first)).statusCode).toBe(200);
    expect(await recipientsOf('award.won')).toEqual([alpha.id]);

    await ctx.db.delete(notifications);
    expect((await select(second, { replace: true })).statusCode).toBe(200);
    expect(await recipientsOf('award.won')).toEqual([beta.id]);
    expect(await recipientsOf('award.regret')).toEqual([alpha.id]);
  });
});

describe('the closing-soon reminder', () => {
  const notifier = createNotifier({ enabled: false, publicUrl: undefined });

  it('finds the closing dates within the next 24 hours', () => {
    // 2026-03-10 20:00 in Kolkata (14:30 UTC): today's end is 4 hours away, tomorrow's 28.
    expect(closingDatesDue(TEST_TIME_ZONE, new Date('2026-03-10T14:30:00Z'))).toEqual(['2026-03-10']);
  });

  it('reminds the Active approved suppliers without a quotation, once per tender even when run twice at once', async () => {
    const closing = await tenderWith(
      [
        [alpha, 'Approved'],
        [beta, 'Approved'],
        [gamma, 'Pending'],
        [inactive, 'Approved'],
      ],
      { closingDate: daysFrom(0), publishingDate: daysFrom(-5) },
    );
    await quote(closing, alpha);
    const later = await tenderWith([[beta, 'Approved']], { closingDate: daysFrom(5) });
    const draft = await tenderWith([], {
      status: 'Draft',
      closingDate: daysFrom(0),
      publishingDate: daysFrom(-5),
    });
    await ctx.db.delete(notifications);

    // On PostgreSQL the second run has its own connection pool, as another server process would.
    const second =
      ctx.database.kind === 'postgres' && ctx.database.url
        ? openDatabase({ databaseUrl: ctx.database.url, dataDir: null, poolSize: 2 })
        : null;
    const runs = await Promise.all([
      sendClosingReminders(ctx.db, notifier, TEST_TIME_ZONE),
      sendClosingReminders(second?.db ?? ctx.db, notifier, TEST_TIME_ZONE),
    ]).finally(() => second?.close());
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await recipientsOf('tender.closing-soon')).toEqual([beta.id]);
    const [row] = await ctx.db.select().from(notifications);
    expect(row?.link).toBe(`/rfq/${closing}`);
    expect(await sendClosingReminders(ctx.db, notifier, TEST_TIME_ZONE)).toBe(0);
    expect(await recipientsOf('tender.closing-soon')).toEqual([beta.id]);
    const reminded = await ctx.db.select().from(tenderReminders);
    expect(reminded.map((r) => r.tenderId)).toEqual([closing]);
    expect(reminded.map((r) => r.tenderId)).not.toContain(later);
    expect(reminded.map((r) => r.tenderId)).not.toContain(draft);
    await ctx.db
      .update(tenders)
      .set({ closingDate: daysFrom(9) })
      .where(eq(tenders.id, closing));
  });
});

describe('the calls', () => {
  async function seed(to: TestCaller, kind: 'admin' | 'supplier', n: number) {
    for (let i = 0; i < n; i++) {
      await ctx.db.insert(notifications).values({
        recipientKind: kind,
        recipientId: to.id,
        event: kind === 'admin' ? 'supplier.registered' : 'tender.published',
        title: `Title ${i}`,
        body: `Body ${i}`,
        link: `/rfq/${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
  }

  it('need a signed-in account', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/read-all'],
      ['GET', '/api/notifications/preferences'],
    ] as const) {
      expect((await ctx.call(method, url)).statusCode, url).toBe(401);
    }
  });

  it('list the caller’s own, newest first, paged, with the unread count; mark one and all read', async () => {
    await seed(alpha, 'supplier', 3);
    await seed(beta, 'supplier', 2);
    await seed(admin, 'admin', 1);
    const list = await ctx.call('GET', '/api/notifications?page=1&pageSize=2', undefined, alpha.headers);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2, unread: 3 });
    expect(page.data.map((row: { title: string }) => row.title)).toEqual(['Title 2', 'Title 1']);
    expect(page.data[0]).toMatchObject({
      event: 'tender.published',
      body: 'Body 2',
      link: '/rfq/2',
      readAt: null,
    });
    const second = (
      await ctx.call('GET', '/api/notifications?page=2&pageSize=2', undefined, alpha.headers)
    ).json();
    expect(second.data.map((row: { title: string }) => row.title)).toEqual(['Title 0']);

    // Another account's notification: 404 to mark.
    const [betaRow] = await ctx.db.select().from(notifications).where(eq(notifications.recipientId, beta.id));
    expect(
      (await ctx.call('PUT', `/api/notifications/${betaRow?.id}/read`, undefined, alpha.headers)).statusCode,
    ).toBe(404);
    expect(
      (await ctx.call('PUT', '/api/notifications/not-an-id/read', undefined, alpha.headers)).statusCode,
    ).toBe(404);
    const marked = await ctx.call(
      'PUT',
      `/api/notifications/${page.data[0]._id}/read`,
      undefined,
      alpha.headers,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 2 });
    const unread = (await ctx.call('GET', '/api/notifications?unread=true', undefined, alpha.headers)).json();
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(
      (await ctx.call('GET', '/api/notifications/unread-count', undefined, alpha.headers)).json(),
    ).toEqual({
      unread: 2,
    });
    const all = await ctx.call('PUT', '/api/notifications/read-all', undefined, alpha.headers);
    expect(all.json()).toEqual({ updated: 2 });
    expect(
      (await ctx.call('GET', '/api/notifications/unread-count', undefined, alpha.headers)).json(),
    ).toEqual({
      unread: 0,
    });
    // Beta's and the admin's are untouched.
    expect(
      (await ctx.call('GET', '/api/notifications/unread-count', undefined, beta.headers)).json(),
    ).toEqual({
      unread: 2,
    });
    const adminList = (await ctx.call('GET', '/api/notifications', undefined, admin.headers)).json();
    expect(adminList).toMatchObject({ total: 1, unread: 1 });
    expect(
      (await ctx.call('GET', '/api/notifications?pageSize=500', undefined, alpha.headers)).statusCode,
    ).toBe(400);
  });

  it('preferences: only the caller’s kind of events, email on by default; unknown or foreign events are 400', async () => {
    const supplierPrefs = (
      await ctx.call('GET', '/api/notifications/preferences', undefined, gamma.headers)
    ).json();
    expect(supplierPrefs.data.map((row: { event: string }) => row.event)).toEqual(
      notificationEventsFor('supplier'),
    );
    expect(supplierPrefs.data.every((row: { email: boolean }) => row.email)).toBe(true);
    const adminPrefs = (
      await ctx.call('GET', '/api/notifications/preferences', undefined, noPermissions.headers)
    ).json();
    expect(adminPrefs.data.map((row: { event: string }) => row.event)).toEqual(
      notificationEventsFor('admin'),
    );

    const set = await ctx.call(
      'PUT',
      '/api/notifications/preferences',
      {
        preferences: [
          { event: 'tender.published', email: false },
          { event: 'award.won', email: true },
        ],
      },
      gamma.headers,
    );
    expect(set.statusCode, set.body).toBe(200);
    const published = set.json().data.find((row: { event: string }) => row.event === 'tender.published');
    expect(published).toMatchObject({ email: false, label: 'New tender in your category' });
    // Another supplier's choices are its own.
    const others = (await ctx.call('GET', '/api/notifications/preferences', undefined, beta.headers)).json();
    expect(others.data.every((row: { email: boolean }) => row.email)).toBe(true);

    for (const event of ['quotation.received', 'no.such.event']) {
      const refused = await ctx.call(
        'PUT',
        '/api/notifications/preferences',
        { preferences: [{ event, email: false }] },
        gamma.headers,
      );
      expect(refused.statusCode, event).toBe(400);
    }
    const badBody = await ctx.call(
      'PUT',
      '/api/notifications/preferences',
      { preferences: 'x' },
      gamma.headers,
    );
    expect(badBody.statusCode).toBe(400);
  });
});
