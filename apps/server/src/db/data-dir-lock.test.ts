import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir } from './backup';
import {
  claimDataDir,
  claimForOpening,
  currentHolder,
  type DataDirHolder,
  DataDirInUseError,
  inspectDataDir,
  LOCK_FILE,
  processStartOf,
} from './data-dir-lock';

/* Who has a DATA_DIR's embedded database open (decision 057), and the backup's refusals that follow. */

let root: string;
let dir: string;
let other: ChildProcess;

function writeLock(holder: Partial<DataDirHolder>) {
  const full = { ...currentHolder(), command: 'server.ts', ...holder };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
}

/** A process of this machine that is not this one, alive until the tests end. */
function startOther(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
    child.once('spawn', () => resolve(child));
    child.once('error', reject);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'tenderdesk-lock-test-'));
  other = await startOther();
});
afterAll(async () => {
  other.kill('SIGKILL');
  await exited(other);
  rmSync(root, { recursive: true, force: true });
});

let made = 0;
/** A data directory with a (stand-in) PGlite data directory in it. */
function newDataDir() {
  dir = path.join(root, `data-${++made}`);
  mkdirSync(path.join(dir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '18\n');
}
afterEach(() => {
  dir = '';
});

describe('inspectDataDir', () => {
  it('is free without a lock file or PGlite pid file', () => {
    newDataDir();
    expect(inspectDataDir(dir)).toEqual({ state: 'free' });
  });

  it('is unclean when PGlite left its postmaster.pid but nobody named itself', () => {
    newDataDir();
    writeFileSync(path.join(dir, 'pglite', 'postmaster.pid'), '-42\n/pglite/data\n');
    expect(inspectDataDir(dir)).toEqual({ state: 'unclean' });
  });

  it('is running while the process named is alive, and stale once it has ended', async () => {
    newDataDir();
    const child = await startOther();
    const pid = child.pid as number;
    writeLock({ pid, processStart: processStartOf(pid) });
    expect(inspectDataDir(dir)).toMatchObject({ state: 'running', holder: { pid, command: 'server.ts' } });
    child.kill('SIGKILL');
    await exited(child);
    expect(inspectDataDir(dir)).toMatchObject({ state: 'stale', holder: { pid } });
  });

  it.runIf(processStartOf(process.pid))(
    'is stale when the pid now belongs to a later process (Linux)',
    () => {
      newDataDir();
      const pid = other.pid as number;
      writeLock({ pid, processStart: `${processStartOf(pid)?.split(':')[0]}:1` });
      expect(inspectDataDir(dir)).toMatchObject({ state: 'stale' });
    },
  );

  it('is held elsewhere when named from another host or pid namespace, or unreadable', () => {
    newDataDir();
    writeLock({ pid: other.pid as number, host: `not-${hostname()}` });
    expect(inspectDataDir(dir).state).toBe('elsewhere');
    writeLock({ pid: other.pid as number, pidNamespace: 'pid:[1]' });
    expect(inspectDataDir(dir).state).toBe(currentHolder().pidNamespace ? 'elsewhere' : 'running');
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid": 12');
    expect(inspectDataDir(dir).state).toBe('elsewhere');
  });
});

describe('claimDataDir', () => {
  it('names this process and its release removes only its own file', () => {
    newDataDir();
    const release = claimDataDir(dir);
    expect(inspectDataDir(dir)).toMatchObject({ state: 'stale', holder: { pid: process.pid } });
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    const releaseAgain = claimDataDir(dir);
    // Another process took the directory over meanwhile (a server started): its file stays.
    writeLock({ pid: other.pid as number, processStart: processStartOf(other.pid as number) });
    releaseAgain();
    expect(inspectDataDir(dir)).toMatchObject({ state: 'running', holder: { pid: other.pid } });
    expect(readdirSync(dir).sort()).toEqual(['pglite', LOCK_FILE]);
  });

  it('puts back the stale lock it replaced when asked (the backup, which only reads the directory)', async () => {
    newDataDir();
    const child = await startOther();
    child.kill('SIGKILL');
    await exited(child);
    writeLock({ pid: child.pid as number });
    const before = readFileSync(path.join(dir, LOCK_FILE), 'utf8');
    const release = claimDataDir(dir, { putBack: true });
    expect(inspectDataDir(dir)).toMatchObject({ holder: { pid: process.pid } });
    release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(before);
    expect(inspectDataDir(dir)).toMatchObject({ state: 'stale', holder: { pid: child.pid } });
  });

  it('refuses an opener while a verified process holds it, and keeps an unverifiable holder (claimForOpening)', () => {
    newDataDir();
    const pid = other.pid as number;
    writeLock({ pid, processStart: processStartOf(pid) });
    const verified = Boolean(processStartOf(pid));
    expect(verified).toBe(process.platform === 'linux');
    if (verified) {
      expect(() => claimForOpening(dir)).toThrow(DataDirInUseError);
      expect(() => claimForOpening(dir)).toThrow(
        new RegExp(
          `in use by server\\.ts \\(pid ${pid} .*stop that process first, or run several server processes on PostgreSQL`,
        ),
      );
    }
    // A live pid without a recorded start (written elsewhere than Linux) may be reused: kept, not refused.
    writeLock({ pid, processStart: undefined });
    const release = claimForOpening(dir);
    release();
    expect(inspectDataDir(dir)).toMatchObject({ state: 'running', verified: false, holder: { pid } });

    // A stale lock, or one from another host, is taken over.
    writeLock({ pid: process.pid });
    const own = claimForOpening(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    own();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    writeLock({ pid, host: `not-${hostname()}` });
    claimForOpening(dir)();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});

describe('backupDataDir refuses a data directory in use, touching nothing', () => {
  const refusal = async () => {
    const error = await backupDataDir(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    return (error as Error).message;
  };

  it('open in a running process', async () => {
    newDataDir();
    writeLock({ pid: other.pid as number, processStart: processStartOf(other.pid as number) });
    expect(await refusal()).toMatch(
      new RegExp(`is in use by server\\.ts \\(pid ${other.pid} on .*\\)\\. Stop the server first`),
    );
    expect(inspectDataDir(dir).state).toBe('running');
  });

  it('left unclean, or held from another host', async () => {
    newDataDir();
    writeFileSync(path.join(dir, 'pglite', 'postmaster.pid'), '-42\n');
    expect(await refusal()).toContain('or was not closed cleanly');
    writeLock({ host: 'elsewhere.example' });
    expect(await refusal()).toContain('on another host or in another container');
    expect(await refusal()).toContain('If none does, start the server once and stop it');
  });

  it('without a database in it', async () => {
    dir = path.join(root, 'empty');
    mkdirSync(dir);
    expect(await refusal()).toContain(`No embedded database in ${dir}`);
    expect(readdirSync(dir)).toEqual([]);
  });
});
