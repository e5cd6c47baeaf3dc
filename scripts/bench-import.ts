/**
 * Spreadsheet imports under measurement (issue 23).
 *
 *   npx tsx scripts/bench-import.ts                          # on a fresh in-memory PGlite
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-import.ts   # and on a scratch PostgreSQL database
 *
 * Through app.inject, as the browser sends them (multipart XLSX): the 1,000-row tender items
 * preview (POST /api/tenders/items-import; goal: under 2 s on PGlite), and the 1,000-row supplier
 * import, previewed and then imported (POST /api/suppliers/import, mode preview / import: each
 * supplier's row, audit event, set-password link and outbox email). Each is run BENCH_RUNS times
 * (default 5) after one warm-up; p50 and max in ms are printed. The supplier import creates new
 * suppliers each run (new emails and GSTINs).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { gstinCheckCharacter } from '@tenderdesk/domain/gst';
import ExcelJS from 'exceljs';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { accountEmails, admins } from '../apps/server/src/db/schema/accounts';
import { categories, subCategories } from '../apps/server/src/db/schema/catalogue';
import { hashPassword } from '../apps/server/src/security/passwords';
import { percentile, round, withScratchDatabase } from './support/bench-kit';

const ROWS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'bench@tenderdesk.test';
const UNITS = ['NOS', 'MTR', 'KGS', 'Numbers', 'SET'];

type Cell = string | number;

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function multipart(bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

function itemsSheet(): Promise<Buffer> {
  const header = ['Item Code', 'Item Name', 'Part No.', 'Manufacturer', 'HSN/SAC', 'UOM', 'Qty'];
  const rows = Array.from({ length: ROWS }, (_, i) => [
    `IT-${String(i + 1).padStart(4, '0')}`,
    `Copper cable, size ${i % 40} sq mm`,
    `CC-${i}`,
    i % 2 ? 'Polycab' : 'Havells',
    i % 3 ? '8544' : '854449',
    UNITS[i % UNITS.length] as string,
    ((i % 500) + 1.25).toFixed(2),
  ]);
  return xlsx([header, ...rows]);
}

const SUPPLIER_HEADER = [
  'Company Name',
  'Address',
  'City',
  'State',
  'Postal Code',
  'Country',
  'Telephone',
  'Login Email',
  'First Name',
  'Last Name',
  'Designation',
  'Contact Email',
  'Mobile',
  'Category',
  'Subcategory',
  'GSTIN',
  'PAN',
];

/** Run `run`'s 1,000 suppliers: distinct emails, and GSTINs built on distinct PANs. */
function suppliersSheet(run: number, tag: string): Promise<Buffer> {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = run * ROWS + i;
    const pan = `AAP${String.fromCharCode(65 + (Math.floor(n / 10000) % 26))}U${String(n % 10000).padStart(4, '0')}F`;
    const first = `27${pan}1Z`;
    const email = `s${n}.${tag}@bench.test`;
    return [
      `Bench Supplier ${n}`,
      `${n} MIDC Road`,
      'Pune',
      'Maharashtra',
      '411019',
      'India',
      '020 2712 3456',
      email,
      'Ravi',
      'Sharma',
      'Director',
      email,
      '+91 98220 12345',
      'Electrical',
      'Cables',
      `${first}${gstinCheckCharacter(first)}`,
      pan,
    ];
  });
  return xlsx([SUPPLIER_HEADER, ...rows]);
}

async function seed(database: Database) {
  const { db } = database;
  const [category] = await db.insert(categories).values({ name: 'Electrical' }).returning();
  if (!category) throw new Error('no category');
  await db.insert(subCategories).values({ name: 'Cables', categoryId: category.id });
  const adminId = randomUUID();
  await db.insert(accountEmails).values({ email: ADMIN_EMAIL, accountKind: 'admin', accountId: adminId });
  await db.insert(admins).values({
    id: adminId,
    username: 'bench',
    email: ADMIN_EMAIL,
    passwordHash: await hashPassword(PASSWORD),
    role: 'admin',
  });
}

async function timed(label: string, runs: number, work: (run: number) => Promise<void>) {
  await work(0);
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const start = performance.now();
    await work(run);
    times.push(performance.now() - start);
  }
  console.log(
    `  ${label.padEnd(44)} p50 ${String(round(percentile(times, 50), 0)).padStart(6)} ms   max ${String(round(Math.max(...times), 0)).padStart(6)} ms   (${runs} runs)`,
  );
}

async function measure(label: string, database: Database) {
  await database.migrate();
  await seed(database);
  const app = await buildApp({
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      logLevel: 'silent',
      webDistDir: undefined,
      // Emails are queued in the outbox (no worker runs here): the import's whole write is measured.
      mail: {
        smtp: { url: 'smtp://127.0.0.1:2525', from: 'bench@tenderdesk.test' },
        publicUrl: 'https://bench.test',
      },
    },
    database,
    logger: false,
  });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN_EMAIL, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token as string}` };
    console.log(`\n${label}`);
    const items = await multipart(await itemsSheet(), 'items.xlsx');
    await timed(`items preview, ${ROWS} rows`, RUNS, async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tenders/items-import',
        payload: items.payload,
        headers: { ...headers, ...items.headers },
      });
      const body = response.json();
      if (response.statusCode !== 200 || body.validCount !== ROWS)
        throw new Error(`items: ${response.body.slice(0, 300)}`);
    });
    const tag = randomBytes(3).toString('hex');
    const sheets = new Map<number, Awaited<ReturnType<typeof multipart>>>();
    for (const mode of ['preview', 'import'] as const) {
      for (let run = 0; run <= RUNS; run++) {
        const key = mode === 'preview' ? run : RUNS + 1 + run;
        sheets.set(
          key,
          await multipart(await suppliersSheet(key, tag), 'suppliers.xlsx', { status: 'Active', mode }),
        );
      }
      await timed(`suppliers ${mode}, ${ROWS} rows`, RUNS, async (run) => {
        const form = sheets.get(mode === 'preview' ? run : RUNS + 1 + run);
        if (!form) throw new Error('no sheet');
        const response = await app.inject({
          method: 'POST',
          url: '/api/suppliers/import',
          payload: form.payload,
          headers: { ...headers, ...form.headers },
        });
        const body = response.json();
        const expected = mode === 'import' ? body.createdCount : body.validCount;
        if (response.statusCode !== 200 || expected !== ROWS)
          throw new Error(`suppliers: ${response.body.slice(0, 300)}`);
      });
    }
  } finally {
    await app.close();
  }
}

async function main() {
  const pglite = openDatabase({ dataDir: null });
  try {
    await measure('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    await withScratchDatabase(baseUrl, 'import', async (url) => {
      const database = openDatabase({ databaseUrl: url, dataDir: null });
      try {
        await measure(`PostgreSQL (${new URL(url).host})`, database);
      } finally {
        await database.close();
      }
    });
  }
}

await main();
