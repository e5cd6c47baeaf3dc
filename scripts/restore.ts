/**
 * Restores a backup file (`npm run backup`) into an empty data directory (decision 057):
 *
 *   npm run restore -- <file>                # into DATA_DIR (default ./data), which must be empty
 *   npm run restore -- <file> --data-dir DIR
 *
 * Refuses, writing nothing, a directory that is not empty, a file that is not a backup or is
 * damaged (checksum), and a backup from a newer TenderDesk than this one. Then start the server on
 * the directory: it migrates an older backup to this version's schema. Exits 0 when restored, 1
 * when refused or failed, 2 on a wrong command line.
 */
import path from 'node:path';
import { knownMigrations, restoreBackup } from '../apps/server/src/db/backup';
import { readBackupCommand, runBackupCommand } from './support/backup-cli';

const USAGE = 'Usage: npm run restore -- <file> [--data-dir DIR]';

const COMMAND = {
  usage: USAGE,
  verb: 'Restore',
  onPostgres:
    'DATABASE_URL is set: the portal runs on PostgreSQL, which this command does not restore into. Use pg_restore (README, Backups), or pass --data-dir to restore into an embedded database.',
} as const;

async function main(): Promise<number> {
  const command = readBackupCommand(COMMAND);
  if (typeof command === 'number') return command;
  const { argument: file, dataDir } = command;
  const manifest = await restoreBackup(path.resolve(file), dataDir);
  const { contents, schema } = manifest;
  const latest = knownMigrations().at(-1)?.tag;
  console.log(
    [
      `Restored ${file} (made ${manifest.createdAt}, schema ${schema.tag ?? 'none'}) into ${dataDir}:`,
      `  ${contents.files} uploaded files, ${contents.auditEvents} audit events${contents.auditHead ? `, newest #${contents.auditHead.seq} ${contents.auditHead.hash}` : ''}`,
      schema.tag === latest
        ? '  Start the server on it (npm start with this DATA_DIR).'
        : `  Start the server on it (npm start with this DATA_DIR): it migrates the schema to ${latest}.`,
      '  Then `npm run audit:verify` (server stopped) should report the same newest event.',
    ].join('\n'),
  );
  return 0;
}

runBackupCommand('Restore', main);
