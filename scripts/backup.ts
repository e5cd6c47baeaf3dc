/**
 * A backup of the embedded database (PGlite, DATA_DIR) in one file (decision 057):
 *
 *   npm run backup -- <file>                 # DATA_DIR (default ./data)
 *   npm run backup -- <directory>/           # a new tenderdesk-<time>.tdbackup in that directory
 *   npm run backup -- <file> --data-dir DIR
 *
 * Refuses while the server (or anything else) has the database open: stop it, back up (seconds),
 * start it again. Uploaded files are in the database, so the file holds them. PostgreSQL
 * (DATABASE_URL) is backed up with pg_dump instead: README, Backups. Exits 0 when the file is
 * written, 1 when refused or failed (nothing written), 2 on a wrong command line.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { backupDataDir, writeBackupFile } from '../apps/server/src/db/backup';
import { readBackupCommand, runBackupCommand } from './support/backup-cli';

const USAGE = 'Usage: npm run backup -- <file or directory> [--data-dir DIR]';

/** The file to write: `target`, or a new timestamped name inside it when it is a directory. */
function backupFileName(target: string, now = new Date()): string {
  if (!(target.endsWith('/') || (existsSync(target) && statSync(target).isDirectory())))
    return path.resolve(target);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve(target, `tenderdesk-${stamp}.tdbackup`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const COMMAND = {
  usage: USAGE,
  verb: 'Backup',
  onPostgres:
    'DATABASE_URL is set: the portal runs on PostgreSQL, which this command does not back up. Use pg_dump -Fc (README, Backups).',
} as const;

async function main(): Promise<number> {
  const command = readBackupCommand(COMMAND);
  if (typeof command === 'number') return command;
  const { argument: target, dataDir } = command;
  const file = backupFileName(target);
  const started = Date.now();
  const { manifest, payload } = await backupDataDir(dataDir);
  await writeBackupFile(file, manifest, payload);
  const { contents, schema } = manifest;
  console.log(
    [
      `Backup written: ${file} (${megabytes(payload.length)}, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      `  from ${dataDir}, schema ${schema.tag ?? 'none'}, sha256 ${manifest.payload.sha256}`,
      `  ${contents.files} uploaded files (${megabytes(contents.fileBytes)}), ${contents.auditEvents} audit events${contents.auditHead ? `, newest #${contents.auditHead.seq} ${contents.auditHead.hash}` : ''}`,
    ].join('\n'),
  );
  return 0;
}

runBackupCommand('Backup', main);
