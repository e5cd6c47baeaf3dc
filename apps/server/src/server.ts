import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { bootstrapFirstAdmin } from './modules/auth/service';

/** Entry point: read config, migrate, bootstrap the first admin, listen, and shut down cleanly. */
async function main() {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  await database.migrate();
  const app = await buildApp({ config, database });

  const created = await bootstrapFirstAdmin(database.db, config.admin);
  if (created?.generatedPassword) {
    // Printed once, on the run that creates the admin; it is not stored anywhere in clear.
    app.log.warn(
      `First admin created: ${created.email} / password ${created.generatedPassword} (change it after logging in)`,
    );
  } else if (created) {
    app.log.info(`First admin created: ${created.email}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`TenderDesk on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
