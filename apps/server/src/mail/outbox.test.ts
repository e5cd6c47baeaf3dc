import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { enqueueEmail, type OutgoingEmail } from '../db/outbox';
import { emailOutbox } from '../db/schema/mail';
import { inTransaction } from '../db/transaction';
import { createTestApp, type TestCaller, type TestContext } from '../test/app';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';
import { createSmtpTransport } from './transport';
import { createMailWorker, type MailWorkerOptions, retryDelayMs } from './worker';

/*
 * Issue 13, delivery: the outbox and its worker against a real SMTP server (smtp-server on
 * 127.0.0.1): delivered with text and HTML, retried with back-off and then Failed (visible to the
 * admin and retryable), a dead worker's lease taken over, and two workers delivering each email once.
 */

let ctx: TestContext;
let smtp: TestSmtpServer;
let admin: TestCaller;
const FROM = 'TenderDesk <no-reply@tenderdesk.test>';

beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startTestSmtpServer();
  admin = await ctx.as.admin();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(async () => {
  smtp.rejectRecipients = false;
  smtp.received.length = 0;
  await ctx.db.delete(emailOutbox);
});

let sequence = 0;
function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  const n = ++sequence;
  return {
    kind: 'test',
    to: `person${n}@example.test`,
    subject: `Message ${n}`,
    text: `Plain text ${n}`,
    html: `<p>HTML ${n}</p>`,
    ...overrides,
  };
}

const FAST: Partial<MailWorkerOptions> = { pollMs: 20, retryBaseMs: 1_000, maxAttempts: 3 };

function workerFor(url: string, options: Partial<MailWorkerOptions> = FAST) {
  return createMailWorker({ db: ctx.db, transport: createSmtpTransport(url, FROM), options });
}

async function row(id: string) {
  const [found] = await ctx.db
    .select({
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
      dueInMs: sql<number>`(extract(epoch from ${emailOutbox.nextAttemptAt} - now()) * 1000)::int`,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!found) throw new Error('no such email');
  return found;
}

/** Makes a Pending email due now, as if its back-off had passed. */
const makeDue = (id: string) =>
  ctx.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));

describe('the outbox', () => {
  it('is written in the caller’s transaction: a rolled-back change leaves no email', async () => {
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await enqueueEmail(tx, email());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ctx.db.select().from(emailOutbox)).toEqual([]);
  });

  it('delivers a queued email to the SMTP server with its text and HTML parts, once', async () => {
    const id = await enqueueEmail(ctx.db, email({ to: 'buyer@example.test', subject: 'Hello there' }));
    const worker = workerFor(smtp.url);
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe('Hello there');
    expect(mail?.envelopeTo).toEqual(['buyer@example.test']);
    expect(mail?.from?.text).toContain('no-reply@tenderdesk.test');
    expect(mail?.text).toContain('Plain text');
    expect(mail?.html).toContain('<p>HTML');
    const sent = await row(id);
    expect(sent.status).toBe('Sent');
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Nothing left to do: the next look claims nothing and sends nothing more.
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('polls once started, and stops', async () => {
    const worker = workerFor(smtp.url);
    worker.start();
    await enqueueEmail(ctx.db, email());
    await smtp.waitFor(1);
    await worker.stop();
    await enqueueEmail(ctx.db, email());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('a failing SMTP server', () => {
  it('is retried with exponential back-off, then Failed; the admin sees it and retries it', async () => {
    smtp.rejectRecipients = true;
    const id = await enqueueEmail(ctx.db, email({ to: 'refused@example.test' }));
    const worker = workerFor(smtp.url);

    // Attempt 1 fails: Pending again, due after the base delay (1 s).
    expect(await worker.runOnce()).toBe(1);
    let state = await row(id);
    expect(state).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(state.lastError).toMatch(/550/);
    expect(state.dueInMs).toBeGreaterThan(800);
    expect(state.dueInMs).toBeLessThanOrEqual(1_000);
    // Not due yet: nobody claims it.
    expect(await worker.runOnce()).toBe(0);

    // Attempt 2 fails: twice the delay.
    await makeDue(id);
    await worker.runOnce();
    state = await row(id);
    expect(state).toMatchObject({ status: 'Pending', attempts: 2 });
    expect(state.dueInMs).toBeGreaterThan(1_800);
    expect(state.dueInMs).toBeLessThanOrEqual(2_000);

    // Attempt 3 was the last: Failed.
    await makeDue(id);
    await worker.runOnce();
    state = await row(id);
    expect(state).toMatchObject({ status: 'Failed', attempts: 3 });
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    // The admin sees it among the failed emails, without its body.
    const list = await ctx.call('GET', '/api/admin/emails?status=Failed', undefined, admin.headers);
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      _id: id,
      status: 'Failed',
      attempts: 3,
      to: 'refused@example.test',
    });
    expect(page.data[0].lastError).toMatch(/550/);
    expect(JSON.stringify(page)).not.toMatch(/Plain text|HTML/);

    // Retried by the admin, with the server accepting again: delivered.
    smtp.rejectRecipients = false;
    const retried = await ctx.call('POST', `/api/admin/emails/${id}/retry`, undefined, admin.headers);
    expect(retried.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'Pending', attempts: 0 });
    await worker.runOnce();
    await smtp.waitFor(1);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 1 });
    // A Sent email cannot be retried; an unknown one is 404.
    const again = await ctx.call('POST', `/api/admin/emails/${id}/retry`, undefined, admin.headers);
    expect(again.statusCode).toBe(400);
    const unknown = await ctx.call(
      'POST',
      '/api/admin/emails/00000000-0000-4000-8000-000000000000/retry',
      undefined,
      admin.headers,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('a closed port is a failed attempt too, retried and then Failed', async () => {
    const closed = await startTestSmtpServer();
    const url = closed.url;
    await closed.close();
    const id = await enqueueEmail(ctx.db, email());
    const worker = workerFor(url, { ...FAST, maxAttempts: 2 });
    await worker.runOnce();
    expect(await row(id)).toMatchObject({ status: 'Pending', attempts: 1 });
    expect((await row(id)).lastError).toMatch(/ECONNREFUSED/);
    await makeDue(id);
    await worker.runOnce();
    expect(await row(id)).toMatchObject({ status: 'Failed', attempts: 2 });
  });

  it('spaces retries by doubling delays, capped', () => {
    const options = { retryBaseMs: 60_000, maxRetryDelayMs: 10 * 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, options))).toEqual([
      60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });
});

describe('leases', () => {
  it('an email whose worker died while sending is claimed again once its lease is over', async () => {
    const id = await enqueueEmail(ctx.db, email());
    // A worker claimed it, then its process died: Sending, lease still running.
    await ctx.db
      .update(emailOutbox)
      .set({ status: 'Sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(emailOutbox.id, id));
    const worker = workerFor(smtp.url);
    expect(await worker.runOnce()).toBe(0);
    // The lease runs out.
    await ctx.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id));
    expect(await worker.runOnce()).toBe(1);
    await smtp.waitFor(1);
    expect(await row(id)).toMatchObject({ status: 'Sent', attempts: 2 });
  });
});

describe('two workers on one database', () => {
  it('deliver each of 20 emails exactly once', async () => {
    const slow = await startTestSmtpServer({ delayMs: 15 });
    // On PostgreSQL the second worker has its own connection pool, as another server process would.
    const second =
      ctx.database.kind === 'postgres' && ctx.database.url
        ? openDatabase({ databaseUrl: ctx.database.url, dataDir: null, poolSize: 2 })
        : null;
    try {
      const ids: string[] = [];
      for (let n = 0; n < 20; n++) ids.push(await enqueueEmail(ctx.db, email({ subject: `Once ${n}` })));
      const options = { ...FAST, batchSize: 3, pollMs: 10 };
      const workers = [
        createMailWorker({ db: ctx.db, transport: createSmtpTransport(slow.url, FROM), options }),
        createMailWorker({
          db: second?.db ?? ctx.db,
          transport: createSmtpTransport(slow.url, FROM),
          options,
        }),
      ];
      const claimed = [0, 0];
      // Both run batches concurrently until the outbox is empty.
      await Promise.all(
        workers.map(async (worker, index) => {
          for (;;) {
            const n = await worker.runOnce();
            claimed[index] = (claimed[index] ?? 0) + n;
            if (n === 0) break;
          }
        }),
      );
      const received = await slow.waitFor(20);
      const subjects = received.map((mail) => mail.subject).sort();
      expect(subjects).toEqual([...new Set(subjects)]);
      expect(subjects).toHaveLength(20);
      expect((claimed[0] ?? 0) + (claimed[1] ?? 0)).toBe(20);
      if (second) expect(Math.min(...claimed)).toBeGreaterThan(0);
      const statuses = await ctx.db.select({ status: emailOutbox.status }).from(emailOutbox);
      expect(statuses.every((s) => s.status === 'Sent')).toBe(true);
      // Nothing arrives late.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(slow.received).toHaveLength(20);
    } finally {
      await slow.close();
      await second?.close();
    }
  });
});

describe('the admin email calls', () => {
  it('are the admin’s only: sub-admins and suppliers get 403', async () => {
    const subAdmin = await ctx.as.subAdmin(['manageSuppliers', 'manageTenders', 'masterTables']);
    const supplier = await ctx.as.supplier();
    for (const caller of [subAdmin, supplier]) {
      const list = await ctx.call('GET', '/api/admin/emails', undefined, caller.headers);
      expect(list.statusCode).toBe(403);
    }
    expect((await ctx.call('GET', '/api/admin/emails')).statusCode).toBe(401);
  });

  it('refuse a bad status or page with 400, and list every status without a filter', async () => {
    for (const query of ['?status=Lost', '?page=0', '?pageSize=500', '?page=x']) {
      const response = await ctx.call('GET', `/api/admin/emails${query}`, undefined, admin.headers);
      expect(response.statusCode, query).toBe(400);
    }
    await enqueueEmail(ctx.db, email());
    const all = await ctx.call('GET', '/api/admin/emails?pageSize=5', undefined, admin.headers);
    expect(all.json()).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(all.json().data[0].status).toBe('Pending');
    const bad = await ctx.call('POST', '/api/admin/emails/not-an-id/retry', undefined, admin.headers);
    expect(bad.statusCode).toBe(400);
  });
});
