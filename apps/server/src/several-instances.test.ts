import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalToday } from '@tenderdesk/domain/portal-time';
import { financialYearOf } from '@tenderdesk/domain/purchase-orders';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer } from '../../../scripts/support/server-process';
import { type Database, MIGRATION_LOCK_KEY, migrationsFolder, openDatabase } from './db/client';
import { admins } from './db/schema/accounts';
import { auctionBids, auctionEvents, auctions } from './db/schema/auctions';
import { auditEvents } from './db/schema/audit';
import { emailOutbox } from './db/schema/mail';
import { notifications, tenderReminders } from './db/schema/notifications';
import { purchaseOrders } from './db/schema/purchase-orders';
import { quotations, tenderAwards } from './db/schema/quotations';
import { suppliers } from './db/schema/suppliers';
import { interests, tenders } from './db/schema/tenders';
import { supplierDocumentReminders } from './db/schema/vendor';
import { insertCategoryPair, insertSupplier } from './test/accounts';
import type { TestCaller, TestContext } from './test/app';
import { inOneHour } from './test/auction-kit';
import { awardKit, type QuoteLine } from './test/award-kit';
import { auctionEventsOf, type EventStreamClient, openEventStream } from './test/event-stream';
import { PDF_BYTES } from './test/files';
import { httpApp, httpTestContext } from './test/http-context';
import { postRegistration } from './test/registration';
import { type RoundRobinProxy, startRoundRobinProxy } from './test/round-robin-proxy';
import { startTestSmtpServer, type TestSmtpServer } from './test/smtp';
import { createTenderRow, daysFrom, insertInterests, TEST_TIME_ZONE } from './test/tenders';
import { approveInterestThroughApi, createPublishedTender, tenderFields } from './test/tenders-api';
import { insertDocumentType, insertSupplierDocument } from './test/vendor-documents-fixtures';

/*
 * Several stateless instances on one PostgreSQL database (issue 25 item 1, decision 058): two real
 * server processes (server.ts with tsx, as `npm start` runs it) on a new, empty database, with
 * SMTP to a real test server, behind a round-robin proxy that sends every request to the other
 * instance than the one before. They start at once while a migration holds the advisory lock, wait
 * for it, and come up on a database migrated once; their reminder jobs, run as they start, remind
 * once. Then a whole procurement flow runs through the proxy with plain fetch, each step checked in
 * what the caller sees and in the stored rows; the reverse auction's bids go through both instances
 * while its live stream is read through one; stopped, they have sent every queued email once.
 * PostgreSQL only: PGlite is one process.
 */

const onPostgres = process.env.TEST_DB === 'postgres';
const SERVER_SCRIPT = path.resolve(import.meta.dirname, 'server.ts');
const MIGRATIONS = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, 'db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

const ADMIN = { email: 'owner@instances.test', password: 'Owner@Pass2026' };
const JWT_SECRET = randomBytes(32).toString('base64url');

/** Quoted lines (totals with GST: Alpha 393.50, Beta 401.40). */
const ALPHA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 100, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 50, gstRate: 5 },
];
const BETA_LINES: QuoteLine[] = [
  { itemCode: 'IT-1', qty: 2, unitPrice: 90, gstRate: 18 },
  { itemCode: 'IT-2', qty: 3, unitPrice: 60, gstRate: 5 },
];
const TENDER_ITEMS = JSON.stringify(
  ['IT-1', 'IT-2'].map((itemCode) => ({
    itemCode,
    itemName: `Item ${itemCode}`,
    partNo: `P-${itemCode}`,
    manufacturer: 'Acme',
    uom: 'pcs',
    qty: '2',
  })),
);

type State = {
  admin: postgres.Sql;
  /** The test's own migration connection (test 1), holding the migration lock for a while. */
  lock?: postgres.Sql;
  name: string;
  url: string;
  database: Database;
  smtp: TestSmtpServer;
  ports: number[];
  proxy: RoundRobinProxy;
  servers: ChildProcess[];
  ctx: TestContext;
  category: { categoryId: string; subCategoryId: string };
  owner: TestCaller;
  alpha: TestCaller;
  beta: TestCaller;
  reminded: { id: string; email: string; tender: string };
  tender: string;
  quoted: { alpha: string; beta: string };
};

/** How long an instance may take to start: it compiles and connects beside the browser suite (51 s seen). */
const START_MS = 150_000;

/** Polls `check` until it answers true (every 100 ms, at most `timeoutMs`): for other processes' work. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!onPostgres)('two server instances behind a round-robin proxy (PostgreSQL)', () => {
  const s = { servers: [] } as unknown as State;

  const env = () => ({
    DATABASE_URL: s.url,
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: s.smtp.url,
    MAIL_FROM: 'TenderDesk <no-reply@instances.test>',
    PUBLIC_URL: s.proxy.url,
    // The proxy is on this machine: its X-Forwarded-For is believed, nobody else's.
    TRUST_PROXY: 'loopback',
    PORTAL_TIME_ZONE: TEST_TIME_ZONE,
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(tmpdir(), `tenderdesk-instances-${process.pid}`),
  });
  /** Both instances started at the same moment; answers when both answer /api/health. */
  const startBoth = async () => {
    const started = await Promise.allSettled(
      s.ports.map((port, n) =>
        startServer(env(), port, { script: SERVER_SCRIPT, label: `instance ${n}`, startMs: START_MS }),
      ),
    );
    // One that came up is stopped with the rest (afterAll), even when the other did not.
    s.servers = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
    for (const one of started) if (one.status === 'rejected') throw one.reason;
  };
  const stopBoth = async () => {
    await Promise.all(s.servers.map((server) => stopServer(server)));
    s.servers = [];
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, caller: TestCaller, body?: object) =>
    s.ctx.call(method, url, body, caller.headers);

  beforeAll(async () => {
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    // An empty database, not the tests' migrated template: the instances migrate it themselves.
    s.admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    s.name = `td_instances_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await s.admin.unsafe(`create database ${s.name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${s.name}`;
    s.url = url.toString();
    s.database = openDatabase({ databaseUrl: s.url, dataDir: null, poolSize: 2 });
    // Each message takes a moment to accept, so the two mail workers' batches overlap in time: a claim
    // that let both workers take one email would show as a message received twice.
    s.smtp = await startTestSmtpServer({ delayMs: 50 });
    s.ports = [await freePort(), await freePort()];
    s.proxy = await startRoundRobinProxy(s.ports.map((port) => `http://127.0.0.1:${port}`));
    s.ctx = httpTestContext(s.proxy.url, s.database);
  });

  afterAll(async () => {
    await s.lock?.end({ timeout: 1 });
    await stopBoth();
    await s.proxy?.close();
    await s.smtp?.close();
    await s.database?.close();
    if (s.name) await s.admin.unsafe(`drop database if exists ${s.name} with (force)`);
    await s.admin?.end();
  });

  it('two processes starting at once on an empty database wait for the migration in progress, then both answer', async () => {
    // Another process (this test) is migrating when they start: it holds the migration lock, and
    // migrates and seeds only once both instances are queued behind it.
    const lock = postgres(s.url, { max: 1, onnotice: () => {} });
    s.lock = lock;
    await lock.unsafe(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    let up: boolean | Error = false;
    const starting = startBoth().then(
      () => {
        up = true;
      },
      (error: Error) => {
        up = error;
      },
    );
    await until(
      'both instances to queue behind the migration lock',
      async () => {
        if (up instanceof Error) throw up;
        const [row] = await lock<{ n: number }[]>`
          select count(*)::int as n from pg_locks
           where locktype = 'advisory' and not granted
             and database = (select oid from pg_database where datname = current_database())`;
        return row?.n === 2;
      },
      START_MS,
    );
    await migratePostgres(drizzlePostgres(lock), { migrationsFolder });
    await seedReminders();
    expect(up).toBe(false);
    await lock.unsafe(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    await starting;
    expect(up).toBe(true);

    for (const port of s.ports) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    }
    // Each migration applied once (drizzle's journal of applied migrations), not once per process.
    const applied = await lock`
      select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
    await lock.end();
    expect([...applied]).toEqual([{ n: MIGRATIONS.entries.length, distinct: MIGRATIONS.entries.length }]);
    // One first admin, whichever process created it.
    const owners = await s.database.db.select({ id: admins.id, email: admins.email }).from(admins);
    expect(owners.map((owner) => owner.email)).toEqual([ADMIN.email]);
    const headers = await s.ctx.login(ADMIN.email, ADMIN.password);
    s.owner = { id: owners[0]?.id ?? '', email: ADMIN.email, password: ADMIN.password, headers };
  }, 270_000);

  /**
   * Due as the instances start: a tender closing at the end of today with an approved supplier
   * that has not quoted, and a document of that supplier expiring in 7 days.
   */
  async function seedReminders() {
    const pair = await insertCategoryPair(s.database, 'Reminded works', 'Cables');
    const email = 'reminded@instances.test';
    const id = await insertSupplier(s.database, { email, password: 'Reminded@2026', ...pair });
    const tender = await createTenderRow(s.database.db, {
      categoryId: pair.categoryId,
      publishingDate: daysFrom(-5),
      closingDate: daysFrom(0),
    });
    await insertInterests(s.database.db, tender, { approved: [{ id }] });
    const type = await insertDocumentType(s.database.db, { name: 'Factory licence' });
    await insertSupplierDocument(s.database.db, {
      supplierId: id,
      documentTypeId: type.id,
      expiryDate: daysFrom(7),
    });
    s.reminded = { id, email, tender };
  }

  /** The reminders as stored: notifications and emails to the reminded supplier, and the claims. */
  async function storedReminders() {
    const { id, email } = s.reminded;
    const notes = await s.database.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(and(eq(notifications.recipientKind, 'supplier'), eq(notifications.recipientId, id)));
    const mails = await s.database.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email));
    return {
      notes: notes.map((note) => note.event).sort(),
      mails: mails.map((mail) => mail.kind).sort(),
      tenders: await s.database.db.select().from(tenderReminders),
      documents: await s.database.db.select().from(supplierDocumentReminders),
    };
  }

  const expectRemindedOnce = (stored: Awaited<ReturnType<typeof storedReminders>>) => {
    expect(stored.notes).toEqual(['document.expiring', 'tender.closing-soon']);
    expect(stored.mails).toEqual(['notification:document.expiring', 'notification:tender.closing-soon']);
    expect(stored.tenders).toMatchObject([{ tenderId: s.reminded.tender, closingDate: daysFrom(0) }]);
    expect(stored.documents).toMatchObject([{ daysBefore: 7 }]);
  };

  it('the reminder jobs of both, run as they start, remind of the closing tender and the expiring document once', async () => {
    await until('the reminders', async () => (await storedReminders()).notes.length >= 2);
    expectRemindedOnce(await storedReminders());
  }, 30_000);

  it('a supplier registers with its documents, the admin activates it, and it logs in', async () => {
    s.category = await insertCategoryPair(s.database, 'Electrical', 'Cables');
    const app = httpApp(s.proxy.url);
    const registered: Record<'alpha' | 'beta', TestCaller> = {} as never;
    for (const [key, company] of [
      ['alpha', 'Alpha Traders'],
      ['beta', 'Beta Supplies'],
    ] as const) {
      const email = `${key}@instances.test`;
      const response = await postRegistration(app, email, s.category, { fields: { companyName: company } });
      expect(response.statusCode, response.body).toBe(201);
      const supplierId: string = response.json().data._id;
      expect(response.json().data).toEqual({ _id: supplierId, companyName: company, status: 'Pending' });
      // Pending: no login yet.
      const early = await s.ctx.call('POST', '/api/admin/login', { email, password: 'secret-pass-1' });
      expect(early.statusCode).toBe(403);
      const activated = await call('PUT', `/api/suppliers/activate/${supplierId}`, s.owner);
      expect(activated.statusCode, activated.body).toBe(200);
      const [row] = await s.database.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
      expect(row).toMatchObject({ status: 'Active', companyName: company });
      expect(row?.tradeLicenseFileId).toBeTruthy();
      expect(row?.vatCertificateFileId).toBeTruthy();
      registered[key] = {
        id: supplierId,
        email,
        password: 'secret-pass-1',
        headers: await s.ctx.login(email, 'secret-pass-1'),
      };
      // Its own document, the bytes it uploaded, downloaded through each instance in turn.
      for (let n = 0; n < 2; n++) {
        const licence = await call(
          'GET',
          `/api/suppliers/${supplierId}/documents/companyTradeLicense`,
          registered[key],
        );
        expect(licence.statusCode, licence.body).toBe(200);
        expect(licence.rawPayload.equals(PDF_BYTES)).toBe(true);
      }
    }
    s.alpha = registered.alpha;
    s.beta = registered.beta;
  }, 60_000);

  it('the admin publishes a tender, both suppliers express interest and quote, and the admin closes it early', async () => {
    const app = httpApp(s.proxy.url);
    const tender = await createPublishedTender(app, s.owner.headers, s.category.categoryId, {
      fields: { ...tenderFields(s.category.categoryId), items: TENDER_ITEMS },
    });
    expect(tender.status).toBe('Published');
    s.tender = tender._id;
    for (const supplier of [s.alpha, s.beta]) {
      const listed = await call('GET', `/api/tenders/category/${s.category.categoryId}`, supplier);
      expect(listed.json().data.map((row: { _id: string }) => row._id)).toContain(s.tender);
      await approveInterestThroughApi(app, s.tender, supplier, s.owner.headers);
    }
    const approved = await s.database.db.select().from(interests).where(eq(interests.tenderId, s.tender));
    expect(approved.map((row) => row.status)).toEqual(['Approved', 'Approved']);

    const kit = awardKit(s.ctx, s.category.categoryId);
    const a = await kit.quote(s.tender, s.alpha, ALPHA_LINES);
    const b = await kit.quote(s.tender, s.beta, BETA_LINES);
    s.quoted = { alpha: a.id, beta: b.id };
    const stored = await s.database.db.select().from(quotations).where(eq(quotations.tenderId, s.tender));
    expect(stored.map((row) => [row.supplierId, row.totalWithGst]).sort()).toEqual(
      [
        [s.alpha.id, '393.50'],
        [s.beta.id, '401.40'],
      ].sort(),
    );

    const closed = await call('POST', `/api/tenders/${s.tender}/close-early`, s.owner, {
      reason: 'Budget moved up',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await s.database.db.select().from(tenders).where(eq(tenders.id, s.tender));
    expect(row?.closedEarlyAt).not.toBeNull();
    // Closed on every instance: no more quotations, whichever instance is asked.
    for (let n = 0; n < 2; n++) {
      const late = await call(
        'POST',
        `/api/suppliers/${s.tender}/supplier/${s.alpha.id}/quotation`,
        s.alpha,
        {
          quotation: JSON.stringify({
            items: [{ itemCode: 'IT-1', itemName: 'x', uom: 'pcs', qty: 1, unitPrice: 1, gstRate: 0 }],
          }),
        },
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/^This tender closed on /);
    }
    expect(
      await s.database.db.select().from(quotations).where(eq(quotations.tenderId, s.tender)),
    ).toHaveLength(2);
  }, 60_000);

  it('a reverse auction: bids through both instances reach a stream read through one, and one of them closes it once', async () => {
    const scheduled = await call('POST', `/api/tenders/${s.tender}/auction`, s.owner, {
      startsAt: inOneHour(),
      durationMinutes: 30,
      supplierIds: [s.alpha.id, s.beta.id],
      bidOn: 'total',
      decrementKind: 'amount',
      decrement: '1.00',
      extensionMinutes: 2,
      extensionLimit: 3,
      visibility: 'rank-and-lowest',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const auctionId: string = scheduled.json().data._id;
    // Started a minute ago by the database's clock (never waited for).
    await s.database.db
      .update(auctions)
      .set({ startsAt: sql`now() - interval '1 minute'`, endsAt: sql`now() + interval '29 minutes'` })
      .where(eq(auctions.id, auctionId));

    const streamAt = s.proxy.served.length;
    const stream: EventStreamClient = await openEventStream(
      `${s.proxy.url}/api/tenders/${s.tender}/auction/events`,
      s.owner.headers,
    );
    try {
      expect(stream.status).toBe(200);
      const streamInstance = s.proxy.served[streamAt]?.target;
      await stream.next((frame) => frame.event === 'clock');
      const bids: [TestCaller, string][] = [
        [s.alpha, '390.00'],
        [s.beta, '389.00'],
        [s.alpha, '385.00'],
        [s.beta, '386.00'],
      ];
      const bidInstances: number[] = [];
      for (const [supplier, amount] of bids) {
        const at = s.proxy.served.length;
        const placed = await call(
          'POST',
          `/api/suppliers/${supplier.id}/tenders/${s.tender}/auction/bids`,
          supplier,
          { amount },
        );
        expect(placed.statusCode, placed.body).toBe(201);
        bidInstances.push(s.proxy.served[at]?.target ?? -1);
      }
      // Bids went through both instances, so some through the one not serving the stream.
      expect(new Set(bidInstances)).toEqual(new Set([0, 1]));
      expect(bidInstances.some((target) => target !== streamInstance)).toBe(true);
      await stream.next((frame) => frame.event === 'auction' && frame.id === '4');
      expect(
        auctionEventsOf<{ seq: number; kind: string; amount: string }>(stream).map((e) => [
          e.seq,
          e.kind,
          e.amount,
        ]),
      ).toEqual([
        [1, 'bid', '390.00'],
        [2, 'bid', '389.00'],
        [3, 'bid', '385.00'],
        [4, 'bid', '386.00'],
      ]);
      expect(
        await s.database.db.select().from(auctionBids).where(eq(auctionBids.auctionId, auctionId)),
      ).toHaveLength(4);

      // Over: the closing jobs of both instances look every second; exactly one closes it.
      await s.database.db
        .update(auctions)
        .set({ endsAt: sql`now() - interval '1 second'` })
        .where(eq(auctions.id, auctionId));
      await stream.next((frame) => frame.event === 'auction' && frame.id === '5', { timeoutMs: 15_000 });
    } finally {
      stream.close();
    }
    const [closedRow] = await s.database.db.select().from(auctions).where(eq(auctions.id, auctionId));
    expect(closedRow?.closedAt).not.toBeNull();
    const events = await s.database.db
      .select({ seq: auctionEvents.seq, kind: auctionEvents.kind })
      .from(auctionEvents)
      .where(eq(auctionEvents.auctionId, auctionId))
      .orderBy(asc(auctionEvents.seq));
    expect(events.map((event) => event.kind)).toEqual(['bid', 'bid', 'bid', 'bid', 'closed']);
    expect(await s.ctx.auditFor(s.tender, 'auction.close')).toHaveLength(1);
    // The buyers told once each (the owner and the kit's admin who read the comparisons).
    const closedNotes = await s.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'auction.closed'));
    const buyers = await s.database.db.select({ id: admins.id }).from(admins);
    expect(closedNotes.map((note) => note.recipientId).sort()).toEqual(
      buyers.map((buyer) => buyer.id).sort(),
    );
    // Each bidder's quotation revised to its last bid, once (unit prices scaled and rounded half
    // up, so the total may differ from the bid by a few paise: auction-close.test.ts).
    const revised = await s.database.db.select().from(quotations).where(eq(quotations.tenderId, s.tender));
    const lastBid = { [s.alpha.id]: 385, [s.beta.id]: 386 };
    for (const row of revised) {
      expect(row.revision).toBe(2);
      expect(Math.abs(Number(row.totalWithGst) - (lastBid[row.supplierId] ?? 0))).toBeLessThan(0.05);
    }
    expect(revised).toHaveLength(2);
  }, 60_000);

  it('the admin compares, awards the lowest and issues a purchase order; the supplier sees it', async () => {
    const compared = await call('GET', `/api/tenders/${s.tender}/comparison`, s.owner);
    expect(compared.statusCode, compared.body).toBe(200);
    const columns = compared.json().data.suppliers as { quotationId: string }[];
    expect(columns.map((column) => column.quotationId).sort()).toEqual(
      [s.quoted.alpha, s.quoted.beta].sort(),
    );

    const selected = await call(
      'PUT',
      `/api/tenders/${s.tender}/quotation/${s.quoted.alpha}/select`,
      s.owner,
      {},
    );
    expect(selected.statusCode, selected.body).toBe(200);
    expect(
      await s.database.db.select().from(tenderAwards).where(eq(tenderAwards.tenderId, s.tender)),
    ).toMatchObject([{ quotationId: s.quoted.alpha }]);

    const generated = await call('POST', `/api/tenders/${s.tender}/purchase-orders`, s.owner);
    expect(generated.statusCode, generated.body).toBe(201);
    const [order] = generated.json().data as { _id: string; supplierId: string }[];
    expect(order?.supplierId).toBe(s.alpha.id);
    const terms = {
      deliveryTerms: 'Door delivery at site, within 15 days',
      paymentTerms: '30 days from delivery',
    };
    expect((await call('PUT', `/api/purchase-orders/${order?._id}`, s.owner, terms)).statusCode).toBe(200);
    const issued = await call('POST', `/api/purchase-orders/${order?._id}/issue`, s.owner);
    expect(issued.statusCode, issued.body).toBe(200);
    const fy = financialYearOf(portalToday(TEST_TIME_ZONE));
    expect(issued.json().data.number).toBe(`PO/${fy}/0001`);
    const [stored] = await s.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.tenderId, s.tender));
    expect(stored).toMatchObject({ status: 'Issued', number: `PO/${fy}/0001`, supplierId: s.alpha.id });

    // The supplier's own orders and notifications, each through either instance.
    for (let n = 0; n < 2; n++) {
      const mine = await call('GET', `/api/supplier/${s.alpha.id}/orders`, s.alpha);
      expect(mine.json().data.map((row: { _id: string }) => row._id)).toEqual([order?._id]);
      const listed = await call('GET', '/api/notifications?pageSize=100', s.alpha);
      expect(listed.statusCode, listed.body).toBe(200);
      const events = (listed.json().data as { event: string }[]).map((row) => row.event);
      for (const event of [
        'supplier.activated',
        'tender.published',
        'interest.approved',
        'tender.closed-early',
        'auction.invited',
        'award.won',
        'order.issued',
      ])
        expect(
          events.filter((one) => one === event),
          event,
        ).toHaveLength(1);
    }
    const regret = await call('GET', '/api/notifications?pageSize=100', s.beta);
    expect(
      (regret.json().data as { event: string }[]).filter((row) => row.event === 'award.regret'),
    ).toHaveLength(1);
  }, 60_000);

  it('the audit chain written by both instances verifies', async () => {
    const verified = await call('GET', '/api/admin/audit/verify', s.owner);
    expect(verified.statusCode, verified.body).toBe(200);
    const [{ n } = { n: 0 }] = await s.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents);
    expect(verified.json()).toMatchObject({ ok: true, checked: n });
    expect(n).toBeGreaterThan(10);
    // Every request went to the instance after the one before (the proxy's turn), and both served.
    expect(s.proxy.served.every((entry, index) => entry.target === index % 2)).toBe(true);
    expect(s.proxy.served.filter((entry) => entry.status >= 500)).toEqual([]);
  }, 30_000);

  it('stopped, both have delivered every queued email, each once, with links to PUBLIC_URL', async () => {
    await until('the outbox to be sent', async () => {
      const left = await s.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ['Pending', 'Sending']));
      return left.length === 0;
    });
    // SIGTERM: each process stops its worker after the batch in flight; nothing can arrive later.
    await stopBoth();
    // Every job run has ended with its process: the reminders stayed once.
    expectRemindedOnce(await storedReminders());
    const outbox = await s.database.db.select().from(emailOutbox);
    const key = (to: string, subject: string) => `${to.toLowerCase()} | ${subject}`;
    const queued = outbox.map((row) => key(row.toAddress, row.subject)).sort();
    const received = s.smtp.received.map((mail) => key(mail.envelopeTo.join(','), mail.subject ?? '')).sort();
    expect(received).toEqual(queued);
    expect(queued.length).toBeGreaterThan(10);
    expect(outbox.filter((row) => row.status !== 'Sent' || row.attempts !== 1)).toEqual([]);
    const won = s.smtp.received.find(
      (mail) => mail.envelopeTo.includes(s.alpha.email) && /order/i.test(mail.subject ?? ''),
    );
    expect(won?.text).toContain(`${s.proxy.url}/`);
  }, 60_000);
});
