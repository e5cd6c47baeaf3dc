/**
 * The upload burst of issue 8 item 5, reproduced against a real server process.
 *
 *   npx tsx scripts/attack-uploads.ts --db=pglite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/attack-uploads.ts --db=postgres
 *
 * Options: --registrations=N (default and maximum 20), --file-mb=M (default and maximum 10),
 * --concurrency=K (passed to the server as UPLOAD_CONCURRENCY; unset: the server's default).
 *
 * It seeds a category, a sub-category and an admin into a fresh database (a temporary PGlite
 * directory, or a new PostgreSQL database dropped at the end), starts apps/server/src/server.ts in a
 * child process, and then fires N anonymous registrations at once, each with two M MB documents (a
 * valid PDF and a valid PNG, unique emails), while the admin requests GET /api/category/view one
 * after the other. It samples the child's resident memory (/proc/<pid>/status) every 50 ms and
 * reports: RSS before, peak RSS (VmHWM), the registrations' statuses, and the category list's p50,
 * p99, max and failures during the burst (and alone, before it, for comparison).
 *
 * Capped at the issue's 20 x 2 x 10 MB: the machine is shared.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { accountEmails, admins } from '../apps/server/src/db/schema/accounts';
import { categories, subCategories } from '../apps/server/src/db/schema/catalogue';
import { hashPassword } from '../apps/server/src/security/passwords';
import { freePort, nextAddress, startServer, stopServer } from './support/server-process';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'] as const;
  }),
);
const DB = args.get('db') ?? 'pglite';
const REGISTRATIONS = Math.min(20, Number(args.get('registrations') ?? 20));
const FILE_MB = Math.min(10, Number(args.get('file-mb') ?? 10));
const CONCURRENCY = args.get('concurrency');
const ADMIN_EMAIL = 'attack@tenderdesk.test';
const ADMIN_PASSWORD = 'attack-password-1';
const BASELINE_MS = 3_000;
const BURST_TIMEOUT_MS = 240_000;

if (DB !== 'pglite' && DB !== 'postgres') throw new Error('--db must be pglite or postgres');
if (DB === 'postgres' && !process.env.DATABASE_URL) throw new Error('--db=postgres needs DATABASE_URL');

type Ids = { categoryId: string; subCategoryId: string };

async function seed(database: Database): Promise<Ids> {
  await database.migrate();
  const { db } = database;
  const [category] = await db.insert(categories).values({ name: 'Electrical' }).returning();
  if (!category) throw new Error('no category');
  const [sub] = await db
    .insert(subCategories)
    .values({ name: 'Cables', categoryId: category.id })
    .returning();
  if (!sub) throw new Error('no sub-category');
  const adminId = randomUUID();
  await db.insert(accountEmails).values({ email: ADMIN_EMAIL, accountKind: 'admin', accountId: adminId });
  await db.insert(admins).values({
    id: adminId,
    username: 'attack',
    email: ADMIN_EMAIL,
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    role: 'admin',
  });
  return { categoryId: category.id, subCategoryId: sub.id };
}

/** Resident memory now and at its peak (MB), from /proc/<pid>/status. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
}

/** Documents of exactly `mb` MB whose first bytes prove their type; random bytes do not compress. */
function documents(mb: number) {
  const size = mb * 1024 * 1024;
  const pdf = randomBytes(size);
  Buffer.from('%PDF-1.4\n', 'latin1').copy(pdf);
  const png = randomBytes(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return {
    pdf: new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
    png: new Blob([new Uint8Array(png)], { type: 'image/png' }),
  };
}

async function register(base: string, ids: Ids, docs: ReturnType<typeof documents>, n: number) {
  const form = new FormData();
  const fields: Record<string, string> = {
    companyName: `Burst Traders ${n}`,
    address: '1 Market Road',
    postalCode: '560001',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    telephone: '+91 80 1234 5678',
    fax: '',
    emailAddress: `burst-${n}-${randomBytes(3).toString('hex')}@example.in`,
    password: 'secret-pass-1',
    confirmPassword: 'secret-pass-1',
    firstName: 'Asha',
    lastName: 'Rao',
    designation: 'Sales',
    contactEmailAddress: 'asha@example.in',
    mobile: '+91 98765 43210',
    category: ids.categoryId,
    subCategory: ids.subCategoryId,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('companyTradeLicense', docs.pdf, 'trade-licence.pdf');
  form.append('vatRegistrationCertificate', docs.png, 'vat.png');
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/suppliers/add`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': nextAddress() },
      signal: AbortSignal.timeout(BURST_TIMEOUT_MS),
    });
    const body = await response.text();
    return {
      status: String(response.status),
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body: response.status >= 300 ? body.slice(0, 120) : '',
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      status: `error ${cause?.code ?? (error as Error).name}`,
      ms: performance.now() - started,
      retryAfter: null,
      body: cause?.message ?? (error as Error).message,
    };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0);
const round = (value: number) => Math.round(value * 10) / 10;

/** GET /api/category/view one after another until `stop()`; latencies and failures. */
function pollCategories(base: string, token: string) {
  let stopped = false;
  const timings: number[] = [];
  let failures = 0;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}/api/category/view`, {
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() },
          signal: AbortSignal.timeout(BURST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      timings.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      const sorted = [...timings].sort((a, b) => a - b);
      return {
        requests: timings.length,
        p50: round(percentile(sorted, 0.5)),
        p99: round(percentile(sorted, 0.99)),
        max: round(sorted.at(-1) ?? 0),
        failures,
      };
    },
  };
}

async function main() {
  const port = await freePort();
  const env: Record<string, string> = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...(CONCURRENCY ? { UPLOAD_CONCURRENCY: CONCURRENCY } : {}),
  };
  let cleanup: () => Promise<void>;
  let ids: Ids;
  if (DB === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'td-attack-'));
    const database = openDatabase({ dataDir });
    ids = await seed(database);
    await database.close();
    env.DATA_DIR = dataDir;
    env.DATABASE_URL = '';
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const baseUrl = process.env.DATABASE_URL as string;
    const name = `td_attack_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = openDatabase({ databaseUrl: url.toString(), dataDir: null });
    ids = await seed(database);
    await database.close();
    env.DATABASE_URL = url.toString();
    cleanup = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  let child: ChildProcess | undefined;
  try {
    child = await startServer(env, port);
    const pid = child.pid as number;
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    const alonePoll = pollCategories(base, token);
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    const alone = await alonePoll.stop();
    const before = memoryOf(pid);

    const docs = documents(FILE_MB);
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, memoryOf(pid).rss);
      } catch {
        // the process is gone
      }
    }, 50);
    const poll = pollCategories(base, token);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: REGISTRATIONS }, (_, n) => register(base, ids, docs, n)),
    );
    const burstMs = performance.now() - started;
    const during = await poll.stop();
    clearInterval(sampler);
    const after = memoryOf(pid);

    const statuses: Record<string, number> = {};
    for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    const okTimes = results
      .filter((r) => r.status === '201')
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const busy = results.find((r) => r.status === '503');

    console.log(
      `\n${DB}: ${REGISTRATIONS} registrations x 2 x ${FILE_MB} MB at once` +
        (CONCURRENCY ? `, UPLOAD_CONCURRENCY=${CONCURRENCY}` : ''),
    );
    console.table({
      'server RSS (MB)': { before: before.rss, peak: Math.max(peakRss, after.hwm), after: after.rss },
    });
    console.log(`registrations: ${JSON.stringify(statuses)} in ${Math.round(burstMs)} ms`);
    if (okTimes.length > 0) {
      console.log(
        `  201 took p50 ${Math.round(percentile(okTimes, 0.5))} ms, max ${Math.round(okTimes.at(-1) ?? 0)} ms`,
      );
    }
    if (busy)
      console.log(`  503 example: Retry-After ${busy.retryAfter}, ${busy.body} (${Math.round(busy.ms)} ms)`);
    for (const other of results.filter((r) => !['201', '503'].includes(r.status)).slice(0, 3)) {
      console.log(`  ${other.status}: ${other.body}`);
    }
    console.table({ 'category list alone (ms)': alone, 'category list during the burst (ms)': during });
  } finally {
    if (child) await stopServer(child);
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
