import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * Who has the embedded database of a DATA_DIR open (decision 057). PGlite is one process's engine:
 * it writes PostgreSQL's `postmaster.pid` but always with the same pid (-42) and never refuses a
 * second opener, so two processes on one data directory corrupt it silently. Every process that
 * opens it through `openDatabase` (the server, `audit:verify`, `demo`) names itself in
 * `DATA_DIR/pglite.lock` and removes the file when it closes the database; the backup and restore
 * commands read it and refuse a data directory in use.
 *
 * A process that crashed leaves its file behind: on Linux a holder is told apart from a later
 * process with the same pid by its start (boot id and start time in clock ticks), so a stale file
 * is recognised as stale; elsewhere a live pid counts as the holder.
 */
export const LOCK_FILE = 'pglite.lock';

export type DataDirHolder = {
  pid: number;
  host: string;
  /** The script that opened it (`server.ts`, `backup.ts`...), for the messages. */
  command: string;
  since: string;
  /** Linux: the pid namespace (containers) and the process's start, `<boot id>:<ticks>`. */
  pidNamespace?: string | undefined;
  processStart?: string | undefined;
};

export type DataDirUse =
  | { state: 'free' }
  /** The holder is gone (it crashed or was killed): the data directory may be used. */
  | { state: 'stale'; holder: DataDirHolder }
  /** `verified`: the holder's start matched too (Linux), so it is that very process. */
  | { state: 'running'; holder: DataDirHolder; verified: boolean }
  /** Held from another host or container, whose processes cannot be seen from here. */
  | { state: 'elsewhere'; holder: DataDirHolder }
  /** No lock file, but PGlite's postmaster.pid: open in a program that writes no lock, or not closed cleanly. */
  | { state: 'unclean' };

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Linux: `<boot id>:<start time in clock ticks since boot>` of a process; undefined elsewhere. */
export function processStartOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  const bootId = readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
  if (!stat || !bootId) return undefined;
  // Field 22 (starttime); the command name (field 2, in parentheses) may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  return ticks ? `${bootId}:${ticks}` : undefined;
}

function ownPidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

/** This process, as a holder. */
export function currentHolder(): DataDirHolder {
  return {
    pid: process.pid,
    host: hostname(),
    command: path.basename(process.argv[1] ?? process.argv0),
    since: new Date().toISOString(),
    pidNamespace: ownPidNamespace(),
    processStart: processStartOf(process.pid),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(dataDir: string): DataDirHolder | undefined {
  const text = readOrUndefined(path.join(dataDir, LOCK_FILE));
  if (text === undefined) return undefined;
  try {
    const holder = JSON.parse(text) as DataDirHolder;
    if (Number.isInteger(holder.pid) && typeof holder.host === 'string') return holder;
  } catch {}
  // A lock file nobody can read (cut short by a full disk): its holder cannot be known.
  return { pid: 0, host: '(unreadable lock file)', command: 'an unknown process', since: '?' };
}

/** Whether the embedded database of `dataDir` is open in a process now. */
export function inspectDataDir(dataDir: string): DataDirUse {
  const holder = readHolder(dataDir);
  if (!holder) {
    return existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))
      ? { state: 'unclean' }
      : { state: 'free' };
  }
  const here = currentHolder();
  if (holder.host !== here.host || (holder.pidNamespace && holder.pidNamespace !== here.pidNamespace)) {
    return { state: 'elsewhere', holder };
  }
  if (holder.pid === process.pid || !isAlive(holder.pid)) return { state: 'stale', holder };
  const start = processStartOf(holder.pid);
  if (holder.processStart && start && holder.processStart !== start) return { state: 'stale', holder };
  return { state: 'running', holder, verified: Boolean(holder.processStart && start) };
}

/** True when the lock file names this very process. */
export function holdsDataDir(dataDir: string): boolean {
  const holder = readHolder(dataDir);
  const here = currentHolder();
  return holder?.pid === here.pid && holder.host === here.host && holder.processStart === here.processStart;
}

/**
 * Names this process in `dataDir`'s lock file (replacing whatever is there: refusing is the
 * caller's choice, after `inspectDataDir`) and answers its release, which removes the file only
 * while it still names this process. With `putBack` the release writes back the file it replaced
 * (a crashed server's, when the caller only read the data directory, which is still as the crash
 * left it).
 */
export function claimDataDir(dataDir: string, { putBack = false } = {}): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const previous = putBack ? readOrUndefined(file) : undefined;
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, `${JSON.stringify(currentHolder(), null, 2)}\n`);
  renameSync(partial, file);
  return () => {
    if (!holdsDataDir(dataDir)) return;
    try {
      if (previous === undefined) unlinkSync(file);
      else writeFileSync(file, previous);
    } catch {}
  };
}

/** A second process opening a data directory that a live process has open. */
export class DataDirInUseError extends Error {}

/**
 * What `openDatabase` does before it starts PGlite on `dataDir`: refuses when a process verified
 * alive (its pid and its start, on Linux) has the directory open, since two PGlite engines on one
 * directory corrupt it; leaves the lock alone when the holder's pid is alive but cannot be
 * verified (elsewhere than Linux: it may be a reused pid); otherwise claims it: a stale lock, or
 * one from another host or container (after a crash the new container has a new host name), is
 * replaced.
 */
export function claimForOpening(dataDir: string): () => void {
  const use = inspectDataDir(dataDir);
  if (use.state !== 'running') return claimDataDir(dataDir);
  if (!use.verified) return () => {};
  throw new DataDirInUseError(
    `${describeUse(use, dataDir)} PGlite is one process's database: stop that process first, or run several server processes on PostgreSQL (DATABASE_URL).`,
  );
}

/** A sentence naming the holder, for refusals. */
export function describeUse(use: DataDirUse, dataDir: string): string {
  if (use.state === 'unclean') {
    return `The embedded database in ${dataDir} is open in another program, or was not closed cleanly (${path.join('pglite', 'postmaster.pid')} is there but no ${LOCK_FILE}).`;
  }
  if (use.state === 'free') return `The embedded database in ${dataDir} is not in use.`;
  const { holder } = use;
  const who = `${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
  if (use.state === 'elsewhere') {
    return `The embedded database in ${dataDir} is held by ${who}, on another host or in another container, which cannot be checked from here.`;
  }
  if (use.state === 'stale')
    return `The embedded database in ${dataDir} was left open by ${who}, which has ended.`;
  return `The embedded database in ${dataDir} is in use by ${who}.`;
}
