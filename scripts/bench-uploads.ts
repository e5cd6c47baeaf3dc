/**
 * Uploads and the rest of the portal on the embedded database (issue 25 item 4).
 *
 *   npx tsx scripts/bench-uploads.ts
 *   BENCH_UPLOADERS=4 BENCH_SECONDS=20 UPLOAD_CONCURRENCY=4 npx tsx scripts/bench-uploads.ts
 *
 * The server runs as `npm start` runs it (a child process, PGlite in a new DATA_DIR). BENCH_UPLOADERS
 * suppliers (default 4) each upload a 10 MB PDF document again and again for BENCH_SECONDS (default
 * 20), while a probe asks for the public category list every 25 ms, one request at a time. Before
 * the uploads start the probe runs alone for 5 s. It then downloads one stored document 20 times,
 * 2 at a time. Reports the probe's p50/p99/max alone and during the uploads, the uploads stored and
 * refused (503: the upload bound) with their p50, the downloads' p50, and the server's peak
 * resident memory (VmHWM). UPLOAD_CONCURRENCY is passed to the server (its default on PGlite is
 * the server's own).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { insertCategoryPair, insertSupplier } from '../apps/server/src/test/accounts';
import { percentile, round } from './support/bench-kit';
import { freePort, startServer, stopServer } from './support/server-process';

const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PROBE_EVERY_MS = 25;
const ALONE_SECONDS = 5;
const FILE_BYTES = 10 * 1024 * 1024 - 4096;
const PASSWORD = 'Bench-Upload-2026';

/** A 10 MB "PDF": the magic bytes the portal sniffs, then incompressible bytes. */
const pdfBytes = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)]);

async function seed(dataDir: string) {
  const database = openDatabase({ dataDir });
  await database.migrate();
  const category = await insertCategoryPair(database, 'Electrical Supplies', 'Cables');
  const suppliers: { id: string; email: string }[] = [];
  for (let n = 0; n < UPLOADERS; n++) {
    const email = `uploader${n}@bench.example`;
    suppliers.push({ id: await insertSupplier(database, { email, password: PASSWORD, ...category }), email });
  }
  const rows = await database.db.execute<{ id: string }>(
    sql`select id from document_types where builtin_key = 'vat_certificate'`,
  );
  const typeId =
    (rows as unknown as { rows?: { id: string }[] }).rows?.[0]?.id ??
    (rows as unknown as { id: string }[])[0]?.id;
  await database.close();
  if (!typeId) throw new Error('no GST certificate type');
  return { suppliers, typeId };
}

async function login(base: string, email: string, n: number): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${n + 1}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

type UploadTally = {
  stored: number;
  refused: number;
  failed: number;
  timings: number[];
  lastFileId?: string;
};

async function uploadLoop(
  base: string,
  supplierId: string,
  token: string,
  typeId: string,
  until: number,
  n: number,
) {
  const tally: UploadTally = { stored: 0, refused: 0, failed: 0, timings: [] };
  const bytes = pdfBytes();
  while (performance.now() < until) {
    const form = new FormData();
    form.set('documentTypeId', typeId);
    form.set('issueDate', '2026-01-15');
    form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'gst-certificate.pdf');
    const started = performance.now();
    const response = await fetch(`${base}/api/supplier/${supplierId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.8.0.${n + 1}` },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status === 201) {
      tally.stored++;
      tally.timings.push(performance.now() - started);
    } else if (response.status === 503) {
      tally.refused++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } else {
      tally.failed++;
      console.error(`upload: ${response.status}`);
    }
  }
  return tally;
}

/**
 * The probe runs in a process of its own, so that the uploads' client work (encoding 10 MB forms)
 * in this one never delays its requests: what it measures is the server alone.
 */
const PROBE_SCRIPT = `
const [base, seconds, every] = process.argv.slice(1);
const until = performance.now() + Number(seconds) * 1000;
const timings = [];
let n = 0;
(async () => {
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(base + '/api/category/view', { headers: { 'x-forwarded-for': '10.9.1.' + (n++ % 250) } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error('category list: ' + response.status);
    const elapsed = performance.now() - started;
    timings.push(elapsed);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(every) - elapsed)));
  }
  process.stdout.write(JSON.stringify(timings));
})();
`;

function probe(base: string, seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', PROBE_SCRIPT, base, String(seconds), String(PROBE_EVERY_MS)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`probe exited ${code}`)),
    );
  });
}

const summary = (timings: number[]) =>
  `p50 ${round(percentile(timings, 50))} ms, p99 ${round(percentile(timings, 99))} ms, max ${round(Math.max(...timings))} ms (${timings.length} requests)`;

function peakRss(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return status.match(/VmHWM:\s+(\d+) kB/)?.[1]
      ? `${round(Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1]) / 1024, 0)} MB`
      : '?';
  } catch {
    return '?';
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'td-bench-uploads-'));
  const { suppliers, typeId } = await seed(dataDir);
  const port = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  if (process.env.UPLOAD_CONCURRENCY) env.UPLOAD_CONCURRENCY = process.env.UPLOAD_CONCURRENCY;
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const tokens = await Promise.all(suppliers.map((supplier, n) => login(base, supplier.email, n)));
    const alone = await probe(base, ALONE_SECONDS);
    const until = performance.now() + SECONDS * 1000;
    const [during, ...tallies] = await Promise.all([
      probe(base, SECONDS),
      ...suppliers.map((supplier, n) => uploadLoop(base, supplier.id, tokens[n] as string, typeId, until, n)),
    ]);
    const uploads = (tallies as UploadTally[]).reduce(
      (all, t) => ({
        stored: all.stored + t.stored,
        refused: all.refused + t.refused,
        failed: all.failed + t.failed,
        timings: [...all.timings, ...t.timings],
      }),
      { stored: 0, refused: 0, failed: 0, timings: [] as number[] },
    );
    const downloads = await timeDownloads(base, suppliers[0]?.id as string, tokens[0] as string);
    console.log(
      `uploaders ${UPLOADERS}, ${SECONDS} s, UPLOAD_CONCURRENCY ${process.env.UPLOAD_CONCURRENCY ?? 'default'}`,
    );
    console.log(`category list alone:          ${summary(alone)}`);
    console.log(`category list during uploads: ${summary(during as number[])}`);
    console.log(
      `uploads: ${uploads.stored} stored (p50 ${round(percentile(uploads.timings, 50))} ms), ${uploads.refused} refused (503), ${uploads.failed} failed`,
    );
    console.log(`downloads of a 10 MB document, 2 at a time: ${downloads}`);
    console.log(`server peak resident memory: ${peakRss(server.pid)}`);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Downloads the supplier's newest document 20 times, 2 at a time: p50 and the bytes checked. */
async function timeDownloads(base: string, supplierId: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.6.0.1' };
  const list = (await (await fetch(`${base}/api/supplier/${supplierId}/documents`, { headers })).json()) as {
    data: { documents?: { fileUrl?: string; file?: string }[] };
  };
  const text = JSON.stringify(list);
  const name = text.match(/[0-9a-f-]{36}\.pdf/)?.[0];
  if (!name) return 'no stored document';
  const timings: number[] = [];
  for (let round_ = 0; round_ < 10; round_++) {
    await Promise.all(
      [0, 1].map(async () => {
        const started = performance.now();
        const response = await fetch(`${base}/uploads/${name}`, { headers });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || body.length !== FILE_BYTES)
          throw new Error(`download ${response.status} ${body.length}`);
        timings.push(performance.now() - started);
      }),
    );
  }
  return `p50 ${round(percentile(timings, 50))} ms, p99 ${round(percentile(timings, 99))} ms`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
