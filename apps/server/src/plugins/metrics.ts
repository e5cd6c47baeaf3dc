import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobRunHook } from '../core/job-run';
import type { Database } from '../db/client';
import { type OutboxBacklog, outboxBacklog } from '../db/outbox';
import { access } from './auth';

/*
 * /metrics for operators, in Prometheus' text format (prom-client), decision 056. Each app has a
 * registry of its own, so tests building several apps do not share counters. Off unless METRICS_TOKEN
 * or METRICS_ALLOW is set: then nothing is measured and /metrics answers 404 (its guard,
 * plugins/operator-access.ts, installed by the auth plugin for `access.operator`).
 */

/** What the background jobs (server.ts) and the tests see of the metrics. */
export type AppMetrics = {
  /** The app's registry; null when metrics are off. */
  readonly registry: Registry | null;
  /** The hook a background job calls after each run: counts runs and failures by `job`. */
  jobRun: (job: string) => JobRunHook | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds: a cached page in milliseconds up to a statement or export of tens of seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The `route` of a request no route matched (a 404): one label, not every URL tried. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Registers /metrics (always: 404 when off) and, when on, what it measures. Call after registerAuth. */
export function registerMetrics(app: FastifyInstance, database: Database, enabled: boolean) {
  const registry = enabled ? new Registry() : null;
  if (registry) {
    collectDefaultMetrics({ register: registry });
    measureRequests(app, registry);
    measureDatabase(registry, database);
    measureBounds(app, registry);
  }
  const jobs = registry ? jobCounters(registry) : null;
  app.decorate('metrics', {
    registry,
    jobRun: (job: string) => jobs?.(job),
  } satisfies AppMetrics);

  app.get(
    '/metrics',
    {
      config: { access: access.operator, rateLimit: false },
      schema: { hide: true },
    },
    async (_request, reply) => {
      // The guard has answered 404 when metrics are off; the registry is there.
      const body = registry ? await registry.metrics() : '';
      return reply
        .header('content-type', registry?.contentType ?? 'text/plain')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}

/** Every answer's duration, by route pattern (never the URL itself), method and status. */
function measureRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/**
 * What a scrape reads from the database, once however many gauges ask (prom-client starts every
 * gauge's collect in the same turn): the outbox (one indexed query), or null when the database does
 * not answer (then `tenderdesk_database_up` is 0). The next scrape reads again.
 */
function outboxReader(database: Database) {
  let reading: Promise<OutboxBacklog | null> | null = null;
  return () => {
    reading ??= outboxBacklog(database.db)
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}

function measureDatabase(registry: Registry, database: Database) {
  const labels = { database: database.kind };
  const pool = (name: string, help: string, pick: (use: ReturnType<Database['poolUse']>) => number) =>
    new Gauge({
      name: `tenderdesk_db_pool_${name}`,
      help,
      labelNames: ['database'],
      registers: [registry],
      collect() {
        this.set(labels, pick(database.poolUse()));
      },
    });
  pool('size', 'Connections this process may hold (PGlite: 1, its one engine).', (use) => use.size);
  pool('in_use', 'Connections busy with a statement or a transaction now.', (use) => use.inUse);
  pool('waiting', 'Statements and transactions waiting for a connection now.', (use) => use.waiting);

  const read = outboxReader(database);
  const fromOutbox = (name: string, help: string, pick: (backlog: OutboxBacklog | null) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await read()));
      },
    });
  fromOutbox('tenderdesk_database_up', 'Whether the database answered the scrape (1) or not (0).', (b) =>
    b ? 1 : 0,
  );
  fromOutbox(
    'tenderdesk_email_outbox_backlog',
    'Emails queued and not yet sent (Pending or Sending).',
    (b) => b?.backlog ?? 0,
  );
  fromOutbox(
    'tenderdesk_email_outbox_oldest_unsent_age_seconds',
    'Age of the oldest email queued and not yet sent; 0 when there is none.',
    (b) => b?.oldestAgeSeconds ?? 0,
  );
  fromOutbox(
    'tenderdesk_email_outbox_failed',
    'Emails out of attempts (Failed), waiting for an admin to retry them.',
    (b) => b?.failed ?? 0,
  );
}

/** The export and upload bounds (decisions 023, 041): slots taken, their limit, refusals. */
function measureBounds(app: FastifyInstance, registry: Registry) {
  const bounds = () => ({ exports: app.exports, uploads: app.uploads });
  new Gauge({
    name: 'tenderdesk_bound_slots_in_use',
    help: 'Export and upload slots taken now.',
    labelNames: ['bound'],
    registers: [registry],
    collect() {
      for (const [name, bound] of Object.entries(bounds())) this.set({ bound: name }, bound.active());
    },
  });
  new Gauge({
    name: 'tenderdesk_bound_slots_limit',
    help: 'Export and upload slots (EXPORT_CONCURRENCY, UPLOAD_CONCURRENCY).',
    labelNames: ['bound'],
    registers: [registry],
    collect() {
      for (const [name, bound] of Object.entries(bounds())) this.set({ bound: name }, bound.limit);
    },
  });
  new Counter({
    name: 'tenderdesk_bound_refused_total',
    help: 'Requests answered 503 because every slot was taken.',
    labelNames: ['bound'],
    registers: [registry],
    collect() {
      // The bounds count their refusals; the counter shows their totals.
      this.reset();
      for (const [name, bound] of Object.entries(bounds())) this.inc({ bound: name }, bound.refused());
    },
  });
}

/** Runs and failures by job, each run's duration, and when each last succeeded. */
function jobCounters(registry: Registry): (job: string) => JobRunHook {
  const runs = new Counter({
    name: 'tenderdesk_job_runs_total',
    help: 'Background job runs, by job.',
    labelNames: ['job'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'tenderdesk_job_failures_total',
    help: 'Background job runs that failed, by job.',
    labelNames: ['job'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'tenderdesk_job_duration_seconds',
    help: 'Background job run time, by job.',
    labelNames: ['job'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: 'tenderdesk_job_last_success_timestamp_seconds',
    help: 'When each background job last ran without failing (Unix time).',
    labelNames: ['job'],
    registers: [registry],
  });
  return (job) => {
    // Present from the start, at 0, so a job that never failed still shows its failures.
    runs.inc({ job }, 0);
    failures.inc({ job }, 0);
    return ({ ok, seconds }) => {
      runs.inc({ job });
      duration.observe({ job }, seconds);
      if (ok) lastSuccess.set({ job }, Date.now() / 1000);
      else failures.inc({ job });
    };
  };
}
