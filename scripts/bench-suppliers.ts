/**
 * Times the admin supplier lists over the API with 20,000 suppliers.
 *
 *   npx tsx scripts/bench-suppliers.ts                    # fresh in-memory PGlite
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-suppliers.ts   # PGlite, then a fresh
 *                                                         # database on that server (dropped after)
 *
 * Seeds suppliers in batches straight into the tables (registration hashes every password, which
 * would only measure scrypt), then requests each list without and with a search, in every sort,
 * plus a deep page, and prints the median of several runs after warm-up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { SupplierListSort } from '@tenderdesk/domain/supplier-list';
import { SUPPLIER_LIST_SORTS } from '@tenderdesk/domain/supplier-list';
import postgres from 'postgres';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { accountEmails, admins } from '../apps/server/src/db/schema/accounts';
import { categories, subCategories } from '../apps/server/src/db/schema/catalogue';
import { suppliers } from '../apps/server/src/db/schema/suppliers';
import { hashPassword } from '../apps/server/src/security/passwords';

const SUPPLIER_COUNT = 20_000;
const BATCH_SIZE = 1_000;
const WARM_UP_RUNS = 2;
const MEASURED_RUNS = 10;
const STATUSES = ['Pending', 'Active', 'Inactive'] as const;
const LISTS = [
  { path: '/api/suppliers/view', status: 'Pending' },
  { path: '/api/suppliers/active', status: 'Active' },
  { path: '/api/suppliers/inactive', status: 'Inactive' },
] as const;
const WORDS = [
  'Acme',
  'Bharat',
  'Coastal',
  'Delta',
  'Eastern',
  'Fortune',
  'Global',
  'Horizon',
  'Indus',
  'Jupiter',
];
const KINDS = ['Traders', 'Industries', 'Engineering', 'Supplies', 'Electricals', 'Logistics'];
const PASSWORD = 'bench-password-1';

async function seed(database: Database): Promise<void> {
  const { db } = database;
  const [category] = await db.insert(categories).values({ name: 'Electrical' }).returning();
  if (!category) throw new Error('no category');
  const [subCategory] = await db
    .insert(subCategories)
    .values({ name: 'Cables', categoryId: category.id })
    .returning();
  if (!subCategory) throw new Error('no sub-category');
  const passwordHash = await hashPassword(PASSWORD);
  const adminId = randomUUID();
  await db
    .insert(accountEmails)
    .values({ email: 'bench@tenderdesk.test', accountKind: 'admin', accountId: adminId });
  await db.insert(admins).values({
    id: adminId,
    username: 'bench',
    email: 'bench@tenderdesk.test',
    passwordHash,
    role: 'admin',
  });
  const start = Date.UTC(2023, 0, 1);
  for (let offset = 0; offset < SUPPLIER_COUNT; offset += BATCH_SIZE) {
    const rows = Array.from({ length: Math.min(BATCH_SIZE, SUPPLIER_COUNT - offset) }, (_, i) => {
      const n = offset + i;
      const name = `${WORDS[n % WORDS.length]} ${KINDS[Math.floor(n / WORDS.length) % KINDS.length]} ${n}`;
      return {
        id: randomUUID(),
        companyName: name,
        address: `${n} Market Road`,
        postalCode: '560001',
        country: 'India',
        state: 'Karnataka',
        city: 'Bengaluru',
        telephone: '+91 80 1234 5678',
        emailAddress: `supplier${n}@${WORDS[(n * 7) % WORDS.length]?.toLowerCase()}.example`,
        passwordHash,
        firstName: 'Asha',
        lastName: 'Rao',
        designation: 'Sales',
        contactEmailAddress: `contact${n}@example.in`,
        mobile: '+91 98765 43210',
        categoryId: category.id,
        subCategoryId: subCategory.id,
        status: STATUSES[n % STATUSES.length],
        createdAt: new Date(start + n * 60_000),
      };
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(accountEmails)
        .values(rows.map((row) => ({ email: row.emailAddress, accountKind: 'supplier', accountId: row.id })));
      await tx.insert(suppliers).values(rows);
    });
  }
  // Fresh statistics, as autovacuum would gather them on a live server.
  await database.db.execute('analyze');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

type Row = { list: string; query: string; sort: string; medianMs: number; total: number; rows: number };

async function run(label: string, database: Database): Promise<void> {
  await database.migrate();
  const seedStart = performance.now();
  await seed(database);
  console.log(
    `\n${label}: seeded ${SUPPLIER_COUNT} suppliers in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const app = await buildApp({
    config: { jwtSecret: randomBytes(32).toString('hex'), logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'bench@tenderdesk.test', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().token as string}` };

  const cases: { list: string; query: string; sort: SupplierListSort; page?: number }[] = [];
  for (const list of LISTS) {
    for (const query of ['', 'acme', 'horizon.example']) {
      for (const sort of SUPPLIER_LIST_SORTS) cases.push({ list: list.path, query, sort });
    }
    // The last page of the unfiltered list: the largest offset an admin can reach.
    cases.push({ list: list.path, query: '', sort: 'companyName', page: Math.ceil(SUPPLIER_COUNT / 3 / 20) });
  }

  const results: Row[] = [];
  for (const entry of cases) {
    const params = new URLSearchParams({ sort: entry.sort, pageSize: '20', page: String(entry.page ?? 1) });
    if (entry.query) params.set('q', entry.query);
    const url = `${entry.list}?${params}`;
    const timings: number[] = [];
    let body: { total: number; data: unknown[] } = { total: 0, data: [] };
    for (let i = 0; i < WARM_UP_RUNS + MEASURED_RUNS; i++) {
      // A new address each time keeps the coarse per-address rate limit out of the measurement.
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'x-forwarded-for': `10.1.${i}.1` },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      body = response.json();
      if (i >= WARM_UP_RUNS) timings.push(elapsed);
    }
    results.push({
      list: entry.list.replace('/api/suppliers/', ''),
      query: entry.query ? `q=${entry.query}` : entry.page ? `page=${entry.page}` : '-',
      sort: entry.sort,
      medianMs: Math.round(median(timings) * 10) / 10,
      total: body.total,
      rows: body.data.length,
    });
  }
  console.table(results);
  const all = results.map((row) => row.medianMs);
  console.log(`${label}: median of medians ${median(all)} ms, slowest ${Math.max(...all)} ms`);
  await app.close();
}

async function main() {
  const pglite = openDatabase({ dataDir: null });
  try {
    await run('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }

  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  const name = `td_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const server = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: null });
  try {
    await run(`PostgreSQL (${url.host})`, database);
  } finally {
    await database.close();
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
