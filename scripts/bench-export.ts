/**
 * A 100,000-row list export under measurement (issue 23 item 5): the audit log as XLSX and CSV.
 *
 *   npx tsx scripts/bench-export.ts                      # PGlite (a server process on a temp DATA_DIR)
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-export.ts
 *                                                        # PGlite, then PostgreSQL (a scratch database)
 *   BENCH_PARTS=postgres ...                             # one database only (pglite, postgres)
 *   BENCH_EVENTS=20000 ...                               # another number of events
 *
 * Seeds BENCH_EVENTS audit events (100,000) in SQL through the table's own chain trigger (the
 * database numbers and hashes each row as it does for `recordAudit`, decision 035, so the log reads
 * and verifies), then starts the real server as a child process and measures its resident memory
 * (VmRSS of /proc/<pid>/status, sampled every 20 ms): idle, then the peak while
 * GET /api/admin/audit.xlsx and GET /api/admin/audit.csv stream every event to a client reading as
 * fast as it can, with the time and the size of each file. Goal: the peak under 100 MB above idle.
 *
 * What the peak is: the export holds one batch (1,000 rows) at a time. The server runs with the heap
 * bound `npm start` gives it (SERVER_HEAP_MB, 384 MB: scripts/support/server-process.ts), and V8
 * then collects the spent batches as it goes: 28-41 MB above idle on PostgreSQL (session 33).
 * `BENCH_SERVER_NODE_ARGS=--max-old-space-size=4096` shows the unbounded case (164-240 MB: the
 * garbage of earlier batches collected lazily). On PGlite 129-131 MB: the database engine's memory,
 * which grows by what it reads, in the same process (decision 053).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { insertAdmin, insertCategoryPair } from '../apps/server/src/test/accounts';
import { createTenderRow } from '../apps/server/src/test/tenders';
import { round, withScratchDatabase } from './support/bench-kit';
import { freePort, nextAddress, startServer, stopServer } from './support/server-process';

const PARTS = new Set((process.env.BENCH_PARTS ?? 'pglite,postgres').split(','));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
/** Events inserted per statement while seeding. */
const SEED_BATCH = 5_000;
const PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'bench-admin@bench.test';
const SEED_TIMEOUTS = { connectMs: 5_000, statementMs: 600_000 };
const MB = 1024 * 1024;

/** An admin, a tender the events belong to, and EVENTS quotation events chained by the trigger. */
async function seed(database: Database): Promise<void> {
  await database.migrate();
  const adminId = await insertAdmin(database, {
    username: 'bench',
    email: ADMIN_EMAIL,
    password: PASSWORD,
    role: 'admin',
    permissions: [],
  });
  const { categoryId } = await insertCategoryPair(database, 'Bench Electrical', 'Bench Cables');
  const tenderId = await createTenderRow(database.db, { categoryId, projectName: 'Bench export tender' });
  const started = performance.now();
  for (let done = 0; done < EVENTS; done += SEED_BATCH) {
    const count = Math.min(SEED_BATCH, EVENTS - done);
    // One statement a batch; the row trigger gives each its seq, prev_hash and hash in order.
    await database.db.execute(sql`
      insert into audit_events (actor_id, actor_role, action, entity, entity_id, tender_id, changes, at)
      select ${adminId}::uuid, 'admin', 'quotation.submit', 'quotation', gen_random_uuid()::text,
        ${tenderId}::uuid,
        jsonb_build_object('revision', n % 7, 'items', 10 + n % 90,
          'total', ((n * 37) % 1000000)::text || '.50', 'note', 'Bench event ' || n),
        now() - make_interval(secs => ${EVENTS} - n)
      from generate_series(${done + 1}::int, ${done + count}::int) as n`);
  }
  console.log(
    `  seeded ${EVENTS.toLocaleString('en-IN')} audit events in ${round((performance.now() - started) / 1000)} s`,
  );
}

/** VmRSS of a process, in bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type Measured = { format: string; seconds: number; bytes: number; rows: number | null; peakMb: number };

/** Downloads one export as fast as the client reads, sampling the server's memory meanwhile. */
async function measure(base: string, token: string, pid: number, format: 'xlsx' | 'csv'): Promise<Measured> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/admin/audit.${format}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
    });
    if (!response.ok || !response.body)
      throw new Error(`${format}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (format === 'csv') for (const byte of value) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssOf(pid));
    return { format, seconds, bytes, rows: format === 'csv' ? lines - 1 : null, peakMb: peak / MB };
  } finally {
    clearInterval(sampler);
  }
}

async function run(label: string, env: Record<string, string>) {
  const port = await freePort();
  let child: ChildProcess | undefined;
  try {
    child = await startServer(
      { ...env, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', TRUST_PROXY: 'true' },
      port,
    );
    const pid = child.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    const base = `http://127.0.0.1:${port}`;
    const token = await logIn(base);
    // A first small page warms the routes and statements; then the server rests before "idle".
    await fetch(`${base}/api/admin/audit?pageSize=5`, { headers: { authorization: `Bearer ${token}` } });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = rssOf(pid) / MB;
    console.log(`\n${label}\n  idle RSS ${round(idle)} MB`);
    for (const format of ['xlsx', 'csv'] as const) {
      const result = await measure(base, token, pid, format);
      const above = result.peakMb - idle;
      console.log(
        `  audit-log.${format}: ${round(result.seconds)} s, ${round(result.bytes / MB)} MB` +
          `${result.rows === null ? '' : `, ${result.rows.toLocaleString('en-IN')} rows`}, ` +
          `peak RSS ${round(result.peakMb)} MB (${round(above)} MB above idle: ${above < 100 ? 'within' : 'OVER'} the 100 MB goal)`,
      );
    }
  } finally {
    if (child) await stopServer(child);
  }
}

async function main() {
  // The server processes inherit this environment: each run names its own database.
  const baseUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  if (PARTS.has('pglite')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tenderdesk-bench-export-'));
    try {
      console.log('\nPGlite: seeding');
      const database = openDatabase({ dataDir });
      await seed(database);
      await database.close();
      await run('PGlite (server process, DATA_DIR on disk)', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (PARTS.has('postgres')) {
    if (!baseUrl) {
      console.log('\nDATABASE_URL is not set: PostgreSQL was skipped.');
      return;
    }
    await withScratchDatabase(baseUrl, 'export', async (databaseUrl) => {
      console.log('\nPostgreSQL: seeding');
      const database = openDatabase({ databaseUrl, dataDir: null, timeouts: SEED_TIMEOUTS });
      try {
        await seed(database);
      } finally {
        await database.close();
      }
      await run('PostgreSQL (server process)', { DATABASE_URL: databaseUrl });
    });
  }
}

await main();
