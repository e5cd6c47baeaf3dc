import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@tenderdesk/domain/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { enqueueEmail } from '../db/outbox';
import { emailOutbox } from '../db/schema/mail';
import { createMailer } from '../mail/mailer';
import { createMailWorker } from '../mail/worker';
import { closeDueAuctions } from '../shared/close-auctions';
import { createNotifier } from '../shared/notify';
import { createPeriodicJob } from '../shared/periodic-job';
import { createTestApp, type Method, type TestContext } from '../test/app';
import { encodeMultipart, PDF_BYTES } from '../test/files';
import { UNMATCHED_ROUTE } from './metrics';

/*
 * /metrics (decision 056): its guard (METRICS_TOKEN, METRICS_ALLOW, off without either), a request
 * histogram for every route of the live route table, and the gauges and counters an operator
 * watches moving with real work: the outbox, the upload and export slots, the background jobs.
 */

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

type Route = { method: Method; url: string };

let ctx: TestContext;
const routes: Route[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    metrics: { token: TOKEN, allow: ['10.20.0.0/16', '192.0.2.7'] },
    uploadConcurrency: 1,
    exportConcurrency: 1,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method: method as Method, url: route.url });
    },
  });
});
afterAll(() => ctx.close());

let requests = 0;
/** Each request from an address of its own, outside METRICS_ALLOW (the rate limit stays out of it). */
const nextAddress = () => {
  const n = ++requests;
  return `172.16.${(n >> 8) & 255}.${n & 255}`;
};

async function scrape(headers: Record<string, string> = bearer, remoteAddress = nextAddress()) {
  return ctx.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
}

/** The value of one sample, `name{labels}` (labels in any order), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const metricsText = async () => {
  const response = await scrape();
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('the /metrics guard', () => {
  it('answers the token, in Prometheus text format, with the process metrics', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sample(response.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(response.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('refuses no token, a wrong one and an account’s token with 401', async () => {
    const admin = await ctx.as.admin();
    const cases: [Record<string, string>, string][] = [
      [{}, messages.auth.missingToken],
      [{ authorization: `Bearer ${TOKEN}x` }, messages.auth.invalidToken],
      [{ authorization: `Bearer ${TOKEN.slice(0, -1)}` }, messages.auth.invalidToken],
      [
        { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
        messages.auth.missingToken,
      ],
      [admin.headers, messages.auth.invalidToken],
    ];
    for (const [headers, message] of cases) {
      const response = await scrape(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ message });
      expect(response.body).not.toContain('process_cpu');
    }
  });

  it('answers the addresses of METRICS_ALLOW without a token, and no other', async () => {
    for (const address of ['10.20.3.4', '10.20.255.1', '192.0.2.7', '::ffff:192.0.2.7']) {
      expect((await scrape({}, address)).statusCode, address).toBe(200);
    }
    for (const address of ['10.21.0.1', '192.0.2.8', '::1']) {
      expect((await scrape({}, address)).statusCode, address).toBe(401);
    }
    // Forwarded headers are believed only from configured proxies (TRUST_PROXY, unset here).
    const forged = await scrape({ 'x-forwarded-for': '10.20.3.4' }, '198.51.100.1');
    expect(forged.statusCode).toBe(401);
  });

  it('is off, 404 to everyone, without METRICS_TOKEN and METRICS_ALLOW', async () => {
    const off = await createTestApp();
    try {
      for (const headers of [{}, bearer]) {
        const response = await off.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.http.notFound });
      }
      expect(off.app.metrics.registry).toBeNull();
    } finally {
      await off.close();
    }
  });
});

/**
 * A concrete URL for a route (every parameter a new id), and the ids used. A wildcard names a file
 * the documentation serves: an unknown one is answered by the not-found handler, as unmatched.
 */
function urlFor(route: Route, ids: string[]): string {
  return route.url
    .replace(/:\w+/g, () => {
      const id = randomUUID();
      ids.push(id);
      return id;
    })
    .replace('*', 'swagger-ui.css');
}

describe('the request histogram', () => {
  it('has a series for every route of the table, by its pattern, never by the URL', async () => {
    const walked = routes.filter((route) => route.method !== 'HEAD');
    expect(walked.length).toBeGreaterThan(100);
    const ids: string[] = [];
    for (const route of walked) {
      const response = await ctx.app.inject({
        method: route.method,
        url: urlFor(route, ids),
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(200);
    }
    await ctx.app.inject({ method: 'GET', url: `/api/no-such-call/${randomUUID()}` });
    const text = await metricsText();

    const series = new Set<string>();
    for (const line of text.split('\n')) {
      if (!line.startsWith('http_request_duration_seconds_bucket{')) continue;
      const route = /route="([^"]*)"/.exec(line)?.[1];
      const method = /method="([^"]*)"/.exec(line)?.[1];
      series.add(`${method} ${route}`);
    }
    const missing = walked.map((route) => `${route.method} ${route.url}`).filter((key) => !series.has(key));
    expect(missing).toEqual([]);
    expect(series).toContain(`GET ${UNMATCHED_ROUTE}`);
    // No id of a URL became a label value.
    expect(ids.filter((id) => text.includes(id))).toEqual([]);
  });

  it('counts answers by status code, with their durations', async () => {
    const admin = await ctx.as.admin();
    const labels = { route: '/api/category/view', method: 'GET', status_code: '200' };
    const before = sample(await metricsText(), 'http_request_duration_seconds_count', labels) ?? 0;
    for (let i = 0; i < 3; i++) {
      expect((await ctx.call('GET', '/api/category/view', undefined, admin.headers)).statusCode).toBe(200);
    }
    const text = await metricsText();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
  });
});

describe('the gauges', () => {
  it('show the outbox backlog, the age of its oldest email and the failed ones', async () => {
    let text = await metricsText();
    expect(sample(text, 'tenderdesk_database_up')).toBe(1);
    expect(sample(text, 'tenderdesk_email_outbox_backlog')).toBe(0);
    expect(sample(text, 'tenderdesk_email_outbox_oldest_unsent_age_seconds')).toBe(0);

    const email = { kind: 'test', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    const old = await enqueueEmail(ctx.db, { ...email, to: 'old@example.test' });
    await enqueueEmail(ctx.db, { ...email, to: 'new@example.test' });
    const failed = await enqueueEmail(ctx.db, { ...email, to: 'failed@example.test' });
    await ctx.db
      .update(emailOutbox)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(emailOutbox.id, old));
    await ctx.db.update(emailOutbox).set({ status: 'Failed' }).where(eq(emailOutbox.id, failed));
    text = await metricsText();
    expect(sample(text, 'tenderdesk_email_outbox_backlog')).toBe(2);
    const age = sample(text, 'tenderdesk_email_outbox_oldest_unsent_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(660);
    expect(sample(text, 'tenderdesk_email_outbox_failed')).toBe(1);

    await ctx.db
      .update(emailOutbox)
      .set({ status: 'Sent', sentAt: sql`now()` })
      .where(eq(emailOutbox.id, old));
    text = await metricsText();
    expect(sample(text, 'tenderdesk_email_outbox_backlog')).toBe(1);
    expect(sample(text, 'tenderdesk_email_outbox_oldest_unsent_age_seconds')).toBeLessThan(60);
    await ctx.db.delete(emailOutbox);
  });

  it('show the database pool', async () => {
    const text = await metricsText();
    const labels = { database: ctx.database.kind };
    expect(sample(text, 'tenderdesk_db_pool_size', labels)).toBe(ctx.database.kind === 'pglite' ? 1 : 10);
    expect(sample(text, 'tenderdesk_db_pool_waiting', labels)).toBe(0);
    expect(sample(text, 'tenderdesk_db_pool_in_use', labels)).toBeGreaterThanOrEqual(0);
  });

  it('show an upload holding its slot while its body arrives, and the refusals', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const slots = async () => {
      const text = await metricsText();
      return {
        inUse: sample(text, 'tenderdesk_bound_slots_in_use', { bound: 'uploads' }),
        limit: sample(text, 'tenderdesk_bound_slots_limit', { bound: 'uploads' }),
        refused: sample(text, 'tenderdesk_bound_refused_total', { bound: 'uploads' }),
      };
    };
    expect(await slots()).toEqual({ inUse: 0, limit: 1, refused: 0 });

    // A registration whose body is sent in two halves: the slot is taken before the body is read.
    const { payload, headers } = await encodeMultipart(
      { emailAddress: 'slow@example.test' },
      { companyTradeLicense: { bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' } },
    );
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/suppliers/add',
      headers: { ...headers, 'content-length': String(payload.length) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      slow.on('error', reject);
    });
    slow.write(payload.subarray(0, 100));
    await expect.poll(async () => (await slots()).inUse, { timeout: 30_000 }).toBe(1);

    // A second upload meanwhile is refused (503) and counted.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/suppliers/add',
      payload,
      headers,
      remoteAddress: nextAddress(),
    });
    expect(refused.statusCode).toBe(503);
    expect(await slots()).toEqual({ inUse: 1, limit: 1, refused: 1 });

    slow.end(payload.subarray(100));
    expect(await answered).toBe(400); // the form is incomplete: answered, and the slot given back
    expect(await slots()).toEqual({ inUse: 0, limit: 1, refused: 1 });
  });

  it('show an export slot taken, and an export refused while it is', async () => {
    const admin = await ctx.as.admin();
    const exportSlots = async () => {
      const text = await metricsText();
      return [
        sample(text, 'tenderdesk_bound_slots_in_use', { bound: 'exports' }),
        sample(text, 'tenderdesk_bound_refused_total', { bound: 'exports' }),
      ];
    };
    expect(await exportSlots()).toEqual([0, 0]);
    // The one slot (EXPORT_CONCURRENCY=1) taken, as an export being written holds it.
    const release = ctx.app.exports.tryAcquire();
    expect(release).not.toBeNull();
    expect(await exportSlots()).toEqual([1, 0]);
    const response = await ctx.call('GET', '/api/tenders.csv', undefined, admin.headers);
    expect(response.statusCode).toBe(503);
    expect(await exportSlots()).toEqual([1, 1]);
    release?.();
    expect((await ctx.call('GET', '/api/tenders.csv', undefined, admin.headers)).statusCode).toBe(200);
    expect(await exportSlots()).toEqual([0, 1]);
  });
});

describe('the background jobs', () => {
  it('count runs and failures by job, through the hook each job takes', async () => {
    const notifier = createNotifier(createMailer({ enabled: false }));
    // The auction-closing job's run (modules/auctions/close-job.ts), with the hook server.ts gives it.
    const auctions = createPeriodicJob({
      done: 'reverse auctions closed',
      failed: 'closing reverse auctions failed',
      key: 'auctions',
      intervalMs: 1_000,
      run: async () => (await closeDueAuctions(ctx.db, notifier)).length,
      onRun: ctx.app.metrics.jobRun('auction-close'),
    });
    await auctions.runOnce();
    await auctions.runOnce();

    // The mail worker against a database that does not answer: its batch fails.
    const unreachable = openDatabase({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      dataDir: null,
      timeouts: { connectMs: 500, statementMs: 1_000 },
    });
    const mail = createMailWorker({
      db: unreachable.db,
      transport: { send: async () => {}, close: () => {} },
      onRun: ctx.app.metrics.jobRun('mail'),
    });
    await expect(mail.runOnce()).rejects.toThrow();
    await unreachable.close();

    const text = await metricsText();
    expect(sample(text, 'tenderdesk_job_runs_total', { job: 'auction-close' })).toBe(2);
    expect(sample(text, 'tenderdesk_job_failures_total', { job: 'auction-close' })).toBe(0);
    expect(
      sample(text, 'tenderdesk_job_last_success_timestamp_seconds', { job: 'auction-close' }),
    ).toBeCloseTo(Date.now() / 1000, -1);
    expect(sample(text, 'tenderdesk_job_runs_total', { job: 'mail' })).toBe(1);
    expect(sample(text, 'tenderdesk_job_failures_total', { job: 'mail' })).toBe(1);
    expect(sample(text, 'tenderdesk_job_last_success_timestamp_seconds', { job: 'mail' })).toBeUndefined();
    expect(sample(text, 'tenderdesk_job_duration_seconds_count', { job: 'mail' })).toBe(1);
  });

  it('a job’s stop() waits for its run in flight', async () => {
    let finish = () => {};
    let finished = false;
    const job = createPeriodicJob({
      done: 'done',
      failed: 'failed',
      key: 'n',
      intervalMs: 60_000,
      run: () =>
        new Promise<number>((resolve) => {
          finish = () => {
            finished = true;
            resolve(1);
          };
        }),
    });
    const run = job.runOnce();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(finished).toBe(true);
    await run;
  });
});
