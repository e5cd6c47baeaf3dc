import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, newPglite, pgliteVersion } from './client';
import { claimDataDir, type DataDirUse, describeUse, holdsDataDir, inspectDataDir } from './data-dir-lock';

/*
 * Backups of the embedded database (decision 057). A backup file is one line `TenderDesk backup`,
 * one line of JSON (the manifest: format, schema version, engine, contents, the payload's size and
 * sha256) and the payload: PGlite's data-directory tarball (`dumpDataDir`), gzipped. Uploaded
 * files live in the database (table `files`), so the payload holds them too.
 */

export const BACKUP_FORMAT = 1;
const MAGIC = 'TenderDesk backup';

/** A refusal or failure with a message for the person running the command. */
export class BackupError extends Error {}

/** The last migration applied: its tag (unknown when newer than the code that read it), its time, the count. */
export type SchemaVersion = { tag: string | null; when: number; migrations: number };

export type BackupManifest = {
  format: number;
  kind: 'pglite-data-dir';
  createdAt: string;
  schema: SchemaVersion;
  engine: { pglite: string; postgres: string };
  contents: {
    files: number;
    fileBytes: number;
    auditEvents: number;
    auditHead: { seq: number; hash: string } | null;
  };
  payload: { encoding: 'tar+gzip'; bytes: number; sha256: string };
};

type JournalEntry = { idx: number; when: number; tag: string };

/** This code's migrations, oldest first (drizzle's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

async function firstRow(pg: PGlite, text: string): Promise<Record<string, unknown>> {
  return (await pg.query<Record<string, unknown>>(text)).rows[0] ?? {};
}

const tableExists = async (pg: PGlite, name: string) =>
  (await firstRow(pg, `select to_regclass('${name}') is not null as present`)).present === true;

/** The schema version of an open engine, from drizzle's record of the migrations it ran. */
export async function schemaOf(pg: PGlite): Promise<SchemaVersion> {
  if (!(await tableExists(pg, 'drizzle.__drizzle_migrations'))) return { tag: null, when: 0, migrations: 0 };
  const row = await firstRow(
    pg,
    'select count(*)::int as migrations, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations',
  );
  const when = Number(row.last);
  return {
    tag: knownMigrations().find((entry) => entry.when === when)?.tag ?? null,
    when,
    migrations: Number(row.migrations),
  };
}

async function contentsOf(pg: PGlite): Promise<BackupManifest['contents']> {
  const contents: BackupManifest['contents'] = { files: 0, fileBytes: 0, auditEvents: 0, auditHead: null };
  if (await tableExists(pg, 'public.files')) {
    const row = await firstRow(
      pg,
      'select count(*)::int as n, coalesce(sum(size), 0)::text as bytes from files',
    );
    contents.files = Number(row.n);
    contents.fileBytes = Number(row.bytes);
  }
  if (await tableExists(pg, 'public.audit_events')) {
    const row = await firstRow(
      pg,
      'select (select count(*)::int from audit_events) as n, seq, hash from audit_events order by seq desc limit 1',
    );
    contents.auditEvents = Number(row.n ?? 0);
    contents.auditHead = row.hash ? { seq: Number(row.seq), hash: String(row.hash) } : null;
  }
  return contents;
}

const STOP_FIRST =
  'Stop the server first (it closes the database cleanly), back up, then start it again: a backup takes seconds. To back up without stopping, run TenderDesk on PostgreSQL (README, Backups).';

function refusalFor(use: DataDirUse, dataDir: string): string {
  if (use.state === 'running') return `${describeUse(use, dataDir)} ${STOP_FIRST}`;
  return `${describeUse(use, dataDir)} If a server uses it, stop it first. If none does, start the server once and stop it (Ctrl+C or SIGTERM): it closes the database cleanly. Then back up again.`;
}

/**
 * A backup of the embedded database in `dataDir`, refused while a process has it open. The data
 * directory is only read: it is copied (while this process holds its lock, so a server started
 * meanwhile is noticed) and the copy is opened, so a crashed server's recovery, the checkpoint and
 * the dump all happen on the copy.
 */
export async function backupDataDir(dataDir: string): Promise<{ manifest: BackupManifest; payload: Buffer }> {
  const source = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(source, 'PG_VERSION'))) {
    throw new BackupError(
      `No embedded database in ${dataDir} (no pglite/PG_VERSION): check DATA_DIR or --data-dir.`,
    );
  }
  const use = inspectDataDir(dataDir);
  if (use.state !== 'free' && use.state !== 'stale') throw new BackupError(refusalFor(use, dataDir));
  const work = mkdtempSync(path.join(tmpdir(), 'tenderdesk-backup-'));
  try {
    // A crashed server's lock is put back: the data directory is still as the crash left it.
    const release = claimDataDir(dataDir, { putBack: true });
    // A server starting meanwhile refuses (Linux) or, where it cannot tell, writes PGlite's pid file.
    const pidFile = path.join(source, 'postmaster.pid');
    const pidFileBefore = modifiedAt(pidFile);
    try {
      cpSync(source, path.join(work, 'pglite'), { recursive: true });
      if (!holdsDataDir(dataDir) || modifiedAt(pidFile) !== pidFileBefore) {
        throw new BackupError(
          `A process opened ${dataDir} while it was being copied: the copy was discarded. ${STOP_FIRST}`,
        );
      }
    } finally {
      release();
    }
    return await dumpCopy(path.join(work, 'pglite'));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function modifiedAt(file: string): number | undefined {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs;
}

async function dumpCopy(dir: string): Promise<{ manifest: BackupManifest; payload: Buffer }> {
  const pg = newPglite(dir);
  let tar: Buffer;
  let facts: Pick<BackupManifest, 'schema' | 'contents'> & { postgres: string };
  try {
    facts = {
      schema: await schemaOf(pg),
      contents: await contentsOf(pg),
      postgres: String((await firstRow(pg, 'show server_version')).server_version),
    };
    await pg.exec('checkpoint');
    tar = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
  const payload = await promisify(gzip)(tar);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    kind: 'pglite-data-dir',
    createdAt: new Date().toISOString(),
    schema: facts.schema,
    engine: { pglite: pgliteVersion(), postgres: facts.postgres },
    contents: facts.contents,
    payload: { encoding: 'tar+gzip', bytes: payload.length, sha256: sha256(payload) },
  };
  return { manifest, payload };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes a backup file whole or not at all (a partial file, renamed when complete), owner-only; never overwrites one. */
export async function writeBackupFile(
  file: string,
  manifest: BackupManifest,
  payload: Buffer,
): Promise<void> {
  if (existsSync(file))
    throw new BackupError(`${file} exists already: choose a new name (backups are never overwritten).`);
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    // Readable by its owner only: it holds personal data, password hashes and every document.
    const header = Buffer.from(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
    await writeFile(partial, Buffer.concat([header, payload]), { flag: 'wx', mode: 0o600 });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Reads a backup file and checks it whole: its header, its format and its payload's size and sha256. */
export function readBackupFile(file: string): { manifest: BackupManifest; payload: Buffer } {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  const first = data.indexOf(0x0a);
  if (first < 0 || data.subarray(0, first).toString('latin1') !== MAGIC) {
    throw new BackupError(`${file} is not a TenderDesk backup (it does not start with "${MAGIC}").`);
  }
  const second = data.indexOf(0x0a, first + 1);
  let manifest: BackupManifest;
  try {
    if (second < 0) throw new Error('no end of header');
    manifest = JSON.parse(data.subarray(first + 1, second).toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${file} is damaged: its header cannot be read.`);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.kind !== 'pglite-data-dir') {
    throw new BackupError(
      `${file} is a backup of format ${manifest.format} (${manifest.kind}); this TenderDesk reads format ${BACKUP_FORMAT}: restore it with the version that made it, or a newer one.`,
    );
  }
  const payload = data.subarray(second + 1);
  const digest = sha256(payload);
  if (payload.length !== manifest.payload?.bytes || digest !== manifest.payload.sha256) {
    throw new BackupError(
      `${file} is damaged: its content is ${payload.length} bytes with sha256 ${digest}, its header says ${manifest.payload?.bytes} bytes with sha256 ${manifest.payload?.sha256} (cut short or changed in a copy?). Nothing was restored.`,
    );
  }
  return { manifest, payload };
}

/** Refuses a backup whose schema this code does not know (a newer TenderDesk's, or another branch's). */
export function checkSchema(manifest: BackupManifest, file: string): void {
  const { schema } = manifest;
  if (schema.migrations === 0) return;
  const known = knownMigrations();
  const last = known.at(-1);
  if (known.some((entry) => entry.when === schema.when)) return;
  const name = `${schema.tag ?? 'a migration this code does not name'}, ${schema.migrations} migrations`;
  if (!last || schema.when > last.when) {
    throw new BackupError(
      `${file} comes from a newer TenderDesk (schema ${name}); this version knows up to ${last?.tag ?? 'none'}. Upgrade TenderDesk, then restore. Nothing was restored.`,
    );
  }
  throw new BackupError(
    `${file} has a schema this version does not know (${name}): restore it with the TenderDesk that made it. Nothing was restored.`,
  );
}

/** The entries of a directory that make it not empty (a new volume's lost+found does not count); none when absent. */
function contentsOfDir(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name !== 'lost+found');
}

/**
 * Restores a backup file into `dataDir`, which must be empty or absent: the checks come first
 * (empty target, readable file, checksum, known schema), then the payload is unpacked into a
 * staging directory beside `pglite`, opened once (it must start and hold the schema the header
 * says) and renamed into place. On any failure the staging directory goes, and `dataDir` too
 * when this made it.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const present = contentsOfDir(dataDir);
  if (present.length > 0) {
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}): a backup is restored only into an empty directory, so nothing is overwritten. Point DATA_DIR or --data-dir at a new directory, or move the old one away first. Nothing was restored.`,
    );
  }
  const { manifest, payload } = readBackupFile(file);
  checkSchema(manifest, file);
  const tar = await promisify(gunzip)(payload).catch(() => {
    throw new BackupError(`${file} is damaged: its content does not unpack. Nothing was restored.`);
  });
  const created = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  const staging = path.join(dataDir, `pglite.restoring-${randomBytes(4).toString('hex')}`);
  let done = false;
  try {
    await checkUnpacked(staging, tar, manifest);
    renameSync(staging, path.join(dataDir, 'pglite'));
    done = true;
  } finally {
    if (!done) rmSync(staging, { recursive: true, force: true });
    release();
    if (!done && created) rmSync(dataDir, { recursive: true, force: true });
  }
  return manifest;
}

/** Unpacks the tarball into `dir` through PGlite and checks the database starts with the header's schema. */
async function checkUnpacked(dir: string, tar: Buffer, manifest: BackupManifest): Promise<void> {
  let pg: PGlite | undefined;
  let schema: SchemaVersion;
  try {
    pg = newPglite(dir, new Blob([new Uint8Array(tar)]));
    schema = await schemaOf(pg);
  } catch (error) {
    throw new BackupError(
      `The backup's database did not start (made with PGlite ${manifest.engine.pglite}, PostgreSQL ${manifest.engine.postgres}; this is PGlite ${pgliteVersion()}): ${error instanceof Error ? error.message : String(error)}. Nothing was restored.`,
    );
  } finally {
    await pg?.close().catch(() => {});
  }
  if (schema.when !== manifest.schema.when || schema.migrations !== manifest.schema.migrations) {
    throw new BackupError(
      `The backup's database holds ${schema.migrations} migrations, its header says ${manifest.schema.migrations}: the file was changed. Nothing was restored.`,
    );
  }
}
