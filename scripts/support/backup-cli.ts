import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config';
import { BackupError } from '../../apps/server/src/db/backup';

/*
 * What `npm run backup` and `npm run restore` share (decision 057): one positional argument and
 * --data-dir, the refusal on PostgreSQL, and the exit codes (0 done, 1 refused or failed, 2 a wrong
 * command line).
 */

export type BackupCommand = { usage: string; verb: 'Backup' | 'Restore'; onPostgres: string };

/** The positional argument and the data directory; an exit code when the command line or the database refuse. */
export function readBackupCommand(command: BackupCommand): { argument: string; dataDir: string } | number {
  let args: ReturnType<
    typeof parseArgs<{ options: { 'data-dir': { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    args = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n${command.usage}`);
    return 2;
  }
  const [argument, ...extra] = args.positionals;
  if (!argument || extra.length > 0) {
    console.error(command.usage);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl && !args.values['data-dir']) {
    console.error(command.onPostgres);
    return 1;
  }
  return { argument, dataDir: path.resolve(args.values['data-dir'] ?? config.dataDir) };
}

/** Runs `main`: a BackupError is a refusal (exit 1, its message); anything else fails with its message, no stack. */
export function runBackupCommand(verb: BackupCommand['verb'], main: () => Promise<number>) {
  main()
    .catch((error: unknown) => {
      if (error instanceof BackupError) {
        console.error(`${verb} refused: ${error.message}`);
        return 1;
      }
      console.error(`${verb} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    })
    .then((code) => {
      process.exitCode = code;
    });
}
