import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import {
  type Database,
  migrationsFolder,
  newPglite,
  openDatabase,
  pgliteDatabase,
  pgliteVersion,
} from '../db/client';
import { fingerprintOf, type RunQuery, readResetState } from './database-reset';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a database on the
 * PostgreSQL server of DATABASE_URL when TEST_DB=postgres. On close it is emptied back to the
 * migrated state for the worker's next file (decisions 055, 063), or dropped.
 *
 * The migrations run once, not once per file (decision 043): the first file to need them migrates
 * an empty database and keeps it, named by a hash of the migrations (and of PGlite's version), so a
 * new or changed migration makes a new one. On PGlite that is a dump of the data directory in the
 * system's temporary directory, which every file loads instead of running initdb and the
 * migrations (a third of the time); on PostgreSQL a template database `td_template_<hash>` that
 * every file copies with `create database ... template` (copied files instead of 100 statements).
 */
export async function openFreshDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB === 'postgres') return openPostgres();
  return openPglite();
}

/**
 * The worker's PostgreSQL database between two test files, as with PGlite's engine below (decision
 * 063): `create database ... template` takes about 0.7 s (it writes and syncs every file of the
 * template), a reset a fraction of that. So a file's `close` empties its database back to the
 * migrated state and leaves it here for the worker's next file; the run's global teardown drops
 * what is left (`dropRunDatabases`).
 */
let spareDatabase: string | undefined;
let postgresReset: Promise<{ script: string; fingerprint: string }> | undefined;

/** This run's test databases are named after it, so its teardown drops its own and no other run's. */
const runPrefix = () => `td_test_${process.env.TD_TEST_RUN ?? 'local'}_`;

async function openPostgres(): Promise<Database & { url: string }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  let name = spareDatabase;
  spareDatabase = undefined;
  if (!name) {
    name = `${runPrefix()}${Date.now()}_${randomBytes(4).toString('hex')}`;
    await withClient(baseUrl, async (admin) => {
      const template = await migratedTemplate(admin, baseUrl);
      await admin.unsafe(`create database ${name} template ${template}`);
    });
  }
  const url = urlOf(baseUrl, name);
  // The script that brings a used database back is read from one fresh from the template.
  postgresReset ??= withClient(url, (client) => readResetState(runOn(client)));
  const reset = await postgresReset;
  const database = openDatabase({ databaseUrl: url, dataDir: null });
  const drop = () =>
    withClient(baseUrl, (admin) => admin.unsafe(`drop database if exists ${name} with (force)`));
  return {
    ...database,
    // Another pool on the same database (a second server process, in the outbox tests).
    url,
    close: async () => {
      await database.close();
      if (spareDatabase) return void (await drop());
      try {
        await withClient(url, async (client) => {
          // Connections a file left open (a second pool, a child process) end with it.
          await client`select pg_terminate_backend(pid) from pg_stat_activity
                        where datname = ${name} and pid <> pg_backend_pid()`;
          if ((await fingerprintOf(runOn(client))) !== reset.fingerprint) throw new Error('schema changed');
          await client.unsafe(reset.script);
        });
        spareDatabase = name;
      } catch {
        await drop();
      }
    },
  };
}

/** A postgres.js client as the reset's `RunQuery`. */
const runOn =
  (client: postgres.Sql): RunQuery =>
  (text) =>
    client.unsafe(text) as Promise<Record<string, unknown>[]>;

async function withClient<T>(url: string, use: (client: postgres.Sql) => Promise<T>): Promise<T> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Drops every database of this run (the vitest teardown, after the last file of every worker). */
export async function dropRunDatabases(baseUrl: string): Promise<number> {
  return withClient(baseUrl, async (admin) => {
    const names = await admin<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, ${runPrefix()})`;
    for (const { datname } of names) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    return names.length;
  });
}

/**
 * The worker's PGlite engine between two test files (decision 055). Starting an engine from the
 * snapshot takes seconds (it unpacks a 44 MB data directory and starts PostgreSQL); emptying the
 * tables of one a file is done with takes a fraction of that. So a file's `close` resets its engine
 * and leaves it here for the next file of the same worker (files of a worker run one at a time,
 * `isolate: false`); a second database open at once gets an engine of its own.
 */
let spareEngine: PGlite | undefined;
let pgliteReset: Promise<{ script: string; fingerprint: string }> | undefined;

let enginesStarted = 0;
/** PGlite engines this worker has started from the snapshot (the reuse's own test reads it). */
export const pgliteEnginesStarted = () => enginesStarted;

async function openPglite(): Promise<Database> {
  let client = spareEngine;
  spareEngine = undefined;
  if (!client) {
    client = newPglite(undefined, await migratedSnapshot());
    enginesStarted++;
  }
  const run: RunQuery = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
  const fingerprint = () => fingerprintOf(run);
  pgliteReset ??= readResetState(run);
  const reset = await pgliteReset;
  const database = pgliteDatabase(client);
  // Listeners a file leaves behind must not hear the next file's notifications.
  const unlistens = new Set<() => Promise<void>>();
  return {
    ...database,
    listen: async (channel, onMessage) => {
      const unlisten = await database.listen(channel, onMessage);
      unlistens.add(unlisten);
      return async () => {
        unlistens.delete(unlisten);
        await unlisten();
      };
    },
    close: async () => {
      if (client.closed) return;
      for (const unlisten of unlistens) await unlisten();
      if (spareEngine) return client.close();
      try {
        // Session state first (settings, advisory locks, prepared statements); it refuses to run
        // inside a transaction a file left open, and then the engine is closed instead.
        await client.exec('discard all');
        if ((await fingerprint()) !== reset.fingerprint) return await client.close();
        await client.exec(reset.script);
        spareEngine = client;
      } catch {
        await client.close();
      }
    },
  };
}

function urlOf(baseUrl: string, databaseName: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** Names the migrated state: every migration file (SQL and journal), and the PGlite that ran them. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(migrationsFolder, file)}\0`).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

/** The migrated PGlite data directory, dumped once per migrations key and loaded by every file. */
export async function migratedSnapshot(): Promise<Blob> {
  const dir = path.join(tmpdir(), 'tenderdesk-test-db');
  const file = path.join(dir, `pglite-${migrationsKey()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: this worker makes it (two workers may both do so; each renames a whole file).
    const database = openDatabase({ dataDir: null });
    await database.migrate();
    const dump = await (database.dumpDataDir as NonNullable<Database['dumpDataDir']>)();
    await database.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  }
}

/**
 * The migrated template database on the PostgreSQL server, made once per migrations key: under an
 * advisory lock (workers start together), migrated under a temporary name and then renamed, so a
 * template that exists is complete. Nobody connects to it afterwards, which `template` requires.
 */
async function migratedTemplate(admin: postgres.Sql, baseUrl: string): Promise<string> {
  const template = `td_template_${migrationsKey()}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${template}`).length > 0;
  if (await exists()) return template;
  await admin`select pg_advisory_lock(hashtext('tenderdesk test template'))`;
  try {
    if (await exists()) return template;
    const building = `${template}_building`;
    await admin.unsafe(`drop database if exists ${building} with (force)`);
    await admin.unsafe(`create database ${building}`);
    const database = openDatabase({ databaseUrl: urlOf(baseUrl, building), dataDir: null, poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.unsafe(`alter database ${building} rename to ${template}`);
    return template;
  } finally {
    await admin`select pg_advisory_unlock(hashtext('tenderdesk test template'))`;
  }
}
