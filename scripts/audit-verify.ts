/**
 * Recomputes the audit chain of the portal's database (decision 035):
 *
 *   npm run audit:verify                     # DATA_DIR (default ./data), or DATABASE_URL when set
 *
 * Prints the events checked and the newest event's position and hash (keep it elsewhere: a cut
 * tail shows as a head older than the one kept); exits 1 when an event was changed or removed,
 * naming the first one. Run it with the server stopped when the database is PGlite (one process).
 */
import { loadConfig } from '../apps/server/src/config';
import { verifyAuditChain } from '../apps/server/src/db/audit-chain';
import { openDatabase } from '../apps/server/src/db/client';

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const report = await verifyAuditChain(database.db);
  const head = report.head ? `newest #${report.head.seq} ${report.head.hash}` : 'no events';
  if (report.ok) {
    console.log(`Audit chain intact: ${report.checked} events checked; ${head}.`);
  } else {
    console.error(
      `Audit chain BROKEN at event #${report.firstBrokenSeq} (${report.firstBrokenId}): it was changed, or an event before it was removed. ${report.checked} events checked; ${head}.`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
