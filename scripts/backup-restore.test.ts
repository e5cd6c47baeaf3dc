import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../apps/server/src/app';
import { verifyAuditChain } from '../apps/server/src/db/audit-chain';
import { knownMigrations } from '../apps/server/src/db/backup';
import { type Database, migrationsFolder, openDatabase } from '../apps/server/src/db/client';
import { currentHolder, LOCK_FILE } from '../apps/server/src/db/data-dir-lock';
import { hashPassword } from '../apps/server/src/security/passwords';
import { insertAdmin, insertCategoryPair, loginHeaders } from '../apps/server/src/test/accounts';
import { TEST_JWT_SECRET } from '../apps/server/src/test/app';
import { migratedSnapshot } from '../apps/server/src/test/database';
import { PDF_BYTES, PNG_BYTES } from '../apps/server/src/test/files';
import { postRegistration } from '../apps/server/src/test/registration';
import { createTenderDraft, sampleJpeg } from '../apps/server/src/test/tenders-api';
import { freePort, startServer, stopServer } from './support/server-process';

/*
 * `npm run backup` and `npm run restore` (decision 057) as a person runs them: child processes on
 * real PGlite data directories. The source portal gets its data through the real app: a supplier's
 * registration (two uploaded documents), an admin's activation and a tender with its files.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'backup.admin@kit.test', password: 'backup-pass-1' };
const SUPPLIER_EMAIL = 'backup.supplier@kit.test';

let work: string;
let source: string;
let backupFile: string;
let tenderId: string;
/** What the source portal held: the uploaded files' sha256 by name, counts and the audit chain's head. */
let before: { files: Record<string, string>; counts: Record<string, number>; head: unknown };

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run <command> -- <args>` in a child process, with DATA_DIR set and DATABASE_URL unset. */
function npmRun(command: 'backup' | 'restore', args: string[], dataDir = source): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn('npm', ['run', '--silent', command, '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The server (`apps/server/src/server.ts`) on `dataDir`, run until it exits by itself. */
function runServer(dataDir: string, port: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // A server that started after all is stopped, and the test fails on its exit code.
    const timer = setTimeout(() => child.kill('SIGTERM'), 150_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The pid of a process that has ended. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', () => resolve(child.pid as number));
  });
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** What a portal database holds that the tests compare: files (by name, hashed here), counts, the audit chain. */
async function portalState(database: Database) {
  const files = rowsOf(
    await database.db.execute(sql`select f.original_name, f.sha256,
      string_agg(c.data, ''::bytea order by c.n) as content
      from files f join file_chunks c on c.file_id = f.id group by f.id`),
  );
  const counted = rowsOf(
    await database.db.execute(sql`select
      (select count(*) from suppliers)::int as suppliers,
      (select count(*) from tenders)::int as tenders,
      (select count(*) from tender_files)::int as "tenderFiles",
      (select count(*) from supplier_documents)::int as "supplierDocuments",
      (select count(*) from audit_events)::int as "auditEvents"`),
  )[0] as Record<string, number>;
  const chain = await verifyAuditChain(database.db);
  return {
    files: Object.fromEntries(
      files.map((row) => {
        const content = row.content as Uint8Array;
        // The stored checksum must be the bytes' own.
        expect(sha256(content)).toBe(row.sha256);
        return [String(row.original_name), sha256(content)];
      }),
    ),
    counts: { ...counted },
    chainOk: chain.ok,
    head: chain.head,
  };
}

/** Every entry under `dir` with its size and modification time, to show a refusal changed nothing. */
function snapshotOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((entry) => {
      const stat = statSync(path.join(dir, entry));
      return `${entry} ${stat.size} ${stat.mtimeMs}`;
    });
}

async function seedPortal(app: FastifyInstance, database: Database) {
  const pair = await insertCategoryPair(database);
  const registered = await postRegistration(app, SUPPLIER_EMAIL, pair);
  expect(registered.statusCode).toBe(201);
  await insertAdmin(database, { ...ADMIN, role: 'admin' });
  const headers = await loginHeaders(app, ADMIN.email, ADMIN.password);
  const [supplier] = rowsOf(
    await database.db.execute(
      sql`select s.id from suppliers s join account_emails e on e.account_id = s.id where e.email = ${SUPPLIER_EMAIL}`,
    ),
  );
  const activated = await app.inject({
    method: 'PUT',
    url: `/api/suppliers/activate/${supplier?.id}`,
    headers,
  });
  expect(activated.statusCode).toBe(200);
  const tender = await createTenderDraft(app, headers, pair.categoryId, {
    files: {
      scopeOfWork: [{ bytes: PDF_BYTES, name: 'scope.pdf', type: 'application/pdf' }],
      rfq: [sampleJpeg()],
    },
  });
  tenderId = tender._id;
}

let sourceDatabase: Database;
let sourceApp: FastifyInstance;
let sourceOpen = false;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'tenderdesk-backup-test-'));
  source = path.join(work, 'source');
  backupFile = path.join(work, 'portal.tdbackup');
  // A migrated data directory on disk, from the test kit's snapshot (initdb and migrations once).
  sourceDatabase = openDatabase({ dataDir: source, loadDataDir: await migratedSnapshot() });
  await sourceDatabase.migrate();
  sourceApp = await buildApp({
    config: { jwtSecret: TEST_JWT_SECRET, logLevel: 'silent', webDistDir: undefined },
    database: sourceDatabase,
  });
  await sourceApp.ready();
  sourceOpen = true;
  await seedPortal(sourceApp, sourceDatabase);
  const state = await portalState(sourceDatabase);
  before = { files: state.files, counts: state.counts, head: state.head };
}, 360_000);

afterAll(async () => {
  try {
    if (sourceOpen) {
      await sourceApp?.close();
      await sourceDatabase?.close();
    }
  } finally {
    if (work) rmSync(work, { recursive: true, force: true });
  }
}, 60_000);

describe('npm run backup', () => {
  it('refuses while the database is open in a process, and writes no file (a second server refuses too)', async () => {
    // The test process has it open through openDatabase, as the server does.
    const [run, server] = await Promise.all([
      npmRun('backup', [backupFile]),
      runServer(source, await freePort()),
    ]);
    expect(server.code).toBe(1);
    expect(server.stderr).toContain(`The embedded database in ${source} is in use by`);
    expect(server.stderr).toContain("PGlite is one process's database: stop that process first");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Backup refused: The embedded database in ${source} is in use by`);
    expect(run.stderr).toContain(`(pid ${process.pid} on`);
    expect(run.stderr).toContain('Stop the server first');
    expect(existsSync(backupFile)).toBe(false);
    expect(readdirSync(work)).toEqual(['source']);
  }, 270_000);

  it("writes one file with a manifest once the database is closed, past a crashed server's lock", async () => {
    await sourceApp.close();
    await sourceDatabase.close();
    sourceOpen = false;
    expect(existsSync(path.join(source, LOCK_FILE))).toBe(false);
    // What a server killed with SIGKILL leaves: its lock file naming a process gone, PGlite's pid file.
    const gone = await deadPid();
    writeFileSync(
      path.join(source, LOCK_FILE),
      JSON.stringify({ ...currentHolder(), pid: gone, command: 'server.ts' }),
    );
    writeFileSync(path.join(source, 'pglite', 'postmaster.pid'), '-42\n/pglite/data\n');

    const run = await npmRun('backup', [backupFile]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Backup written: ${backupFile}`);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const data = readFileSync(backupFile);
    const lines = data.subarray(0, 4096).toString('latin1').split('\n');
    expect(lines[0]).toBe('TenderDesk backup');
    const manifest = JSON.parse(lines[1] ?? '');
    const latest = knownMigrations().at(-1);
    expect(manifest).toMatchObject({
      format: 1,
      kind: 'pglite-data-dir',
      schema: { tag: latest?.tag, when: latest?.when, migrations: knownMigrations().length },
      contents: {
        files: Object.keys(before.files).length,
        auditEvents: before.counts.auditEvents,
        auditHead: before.head,
      },
      payload: { encoding: 'tar+gzip' },
    });
    const payload = data.subarray(Buffer.byteLength(`${lines[0]}\n${lines[1]}\n`));
    expect(payload.length).toBe(manifest.payload.bytes);
    expect(sha256(payload)).toBe(manifest.payload.sha256);
    // Nothing left behind: no partial file, no copy; the crashed server's lock is as it was.
    expect(readdirSync(work).sort()).toEqual(['portal.tdbackup', 'source']);
    expect(JSON.parse(readFileSync(path.join(source, LOCK_FILE), 'utf8'))).toMatchObject({ pid: gone });
  }, 180_000);
});

describe('npm run restore', () => {
  it('restores into a new directory: rows, uploaded files byte for byte, and the audit chain', async () => {
    const target = path.join(work, 'restored');
    const run = await npmRun('restore', [backupFile, '--data-dir', target], path.join(work, 'unused'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`into ${target}`);
    expect(readdirSync(target)).toEqual(['pglite']);

    const restored = openDatabase({ dataDir: target });
    try {
      const state = await portalState(restored);
      expect(state.files).toEqual(before.files);
      expect(Object.values(state.files)).toEqual(
        expect.arrayContaining([sha256(PDF_BYTES), sha256(PNG_BYTES), sha256(sampleJpeg().bytes)]),
      );
      expect(state.counts).toEqual(before.counts);
      expect(state.counts).toMatchObject({ suppliers: 1, tenders: 1, tenderFiles: 2, supplierDocuments: 2 });
      expect(state.chainOk).toBe(true);
      expect(state.head).toEqual(before.head);
      expect(before.counts.auditEvents).toBeGreaterThanOrEqual(3);
      const [tender] = rowsOf(
        await restored.db.execute(sql`select project_name from tenders where id = ${tenderId}`),
      );
      expect(tender?.project_name).toBe('Substation upgrade');
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a directory that is not empty, changing nothing in it', async () => {
    const was = snapshotOf(source);
    const run = await npmRun('restore', [backupFile]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Restore refused: ${source} is not empty (pglite, pglite.lock)`);
    expect(snapshotOf(source)).toEqual(was);
  }, 90_000);

  it('refuses a damaged, a cut-short and a foreign file, writing nothing', async () => {
    const data = readFileSync(backupFile);
    const flipped = Buffer.from(data);
    const at = data.length - 1000;
    flipped[at] = (flipped[at] ?? 0) ^ 0xff;
    writeFileSync(path.join(work, 'flipped.tdbackup'), flipped);
    writeFileSync(path.join(work, 'cut.tdbackup'), data.subarray(0, data.length - 10));
    writeFileSync(path.join(work, 'foreign.tdbackup'), 'PGDMP not ours\n');
    const target = path.join(work, 'never');
    const [flippedRun, cutRun, foreignRun] = await Promise.all(
      ['flipped', 'cut', 'foreign'].map((name) =>
        npmRun('restore', [path.join(work, `${name}.tdbackup`), '--data-dir', target]),
      ),
    );
    expect(flippedRun).toMatchObject({ code: 1 });
    expect(flippedRun?.stderr).toMatch(
      /flipped\.tdbackup is damaged: its content is \d+ bytes with sha256 [0-9a-f]{64}/,
    );
    expect(cutRun).toMatchObject({ code: 1 });
    expect(cutRun?.stderr).toContain('cut.tdbackup is damaged');
    expect(foreignRun).toMatchObject({ code: 1 });
    expect(foreignRun?.stderr).toContain('foreign.tdbackup is not a TenderDesk backup');
    expect(existsSync(target)).toBe(false);
  }, 90_000);

  it('refuses a backup from a newer TenderDesk, writing nothing', async () => {
    // What a later version writes: its last migration is newer than any this code knows.
    const data = readFileSync(backupFile);
    const end = data.indexOf(0x0a, data.indexOf(0x0a) + 1);
    const manifest = JSON.parse(data.subarray(data.indexOf(0x0a) + 1, end).toString());
    manifest.schema = {
      tag: '0099_from_the_future',
      when: manifest.schema.when + 86_400_000,
      migrations: 100,
    };
    const newer = path.join(work, 'newer.tdbackup');
    writeFileSync(
      newer,
      Buffer.concat([Buffer.from(`TenderDesk backup\n${JSON.stringify(manifest)}`), data.subarray(end)]),
    );
    const target = path.join(work, 'never');
    const run = await npmRun('restore', [newer, '--data-dir', target]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('newer.tdbackup comes from a newer TenderDesk (schema 0099_from_the_future');
    expect(run.stderr).toContain(`this version knows up to ${knownMigrations().at(-1)?.tag}`);
    expect(existsSync(target)).toBe(false);
  }, 90_000);
});

describe('an older backup', () => {
  it('is migrated by the server that starts on the restored directory', async () => {
    // A portal as the previous version left it: migrated up to the one before the last migration
    // (a copy of the migrations without the last one), with its admin.
    const olderMigrations = path.join(work, 'older-migrations');
    cpSync(migrationsFolder, olderMigrations, { recursive: true });
    const journalFile = path.join(olderMigrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const dropped = journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));
    rmSync(path.join(olderMigrations, `${dropped?.tag}.sql`));
    const latest = knownMigrations().at(-1);
    const older = path.join(work, 'older');
    const database = openDatabase({ dataDir: older });
    await migratePglite(database.db as never, { migrationsFolder: olderMigrations });
    // Only the columns every schema has had: the last migration may add one to admins (0031 did).
    const adminId = randomUUID();
    await database.db.execute(
      sql`insert into account_emails (email, account_kind, account_id) values (${ADMIN.email}, 'admin', ${adminId})`,
    );
    await database.db.execute(
      sql`insert into admins (id, username, email, password_hash, role, permissions)
          values (${adminId}, 'backup.admin', ${ADMIN.email}, ${await hashPassword(ADMIN.password)}, 'admin', '{}'::jsonb)`,
    );
    await database.close();
    const file = path.join(work, 'older.tdbackup');
    expect((await npmRun('backup', [file], older)).code).toBe(0);
    const target = path.join(work, 'older-restored');
    const restored = await npmRun('restore', [file, '--data-dir', target]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`it migrates the schema to ${latest?.tag}`);

    const port = await freePort();
    const server = await startServer({ DATA_DIR: target, DATABASE_URL: '', LOG_LEVEL: 'warn' }, port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stopServer(server);
    }
    const after = openDatabase({ dataDir: target });
    try {
      const [row] = rowsOf(
        await after.db.execute(
          sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
        ),
      );
      expect(row).toEqual({ n: knownMigrations().length, last: String(latest?.when) });
      const state = await portalState(after);
      expect(state.chainOk).toBe(true);
    } finally {
      await after.close();
    }
  }, 270_000);
});
