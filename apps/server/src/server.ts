import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createSmtpTransport } from './mail/transport';
import { createMailWorker, type MailWorker } from './mail/worker';
import { createAuctionCloseJob } from './modules/auctions/close-job';
import { bootstrapFirstAdmin } from './modules/auth/service';
import { createClosingReminderJob } from './modules/notifications/closing-reminders';
import { createDocumentExpiryJob } from './modules/notifications/document-expiry-reminders';
import { createNotifier } from './shared/notify';
import { type Background, createShutdown } from './shutdown';

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

  await bootstrapAdmin(app, database, config);
  const background = createBackground(app, database, config);
  stopOnSignals(createShutdown({ app, database, background, options: config.shutdown }));

  await app.listen({ port: config.port, host: config.host });
  background.start();
  app.log.info(`TenderDesk on http://localhost:${config.port} (database: ${database.kind})`);
}

/** The first admin, created on the run that finds none. */
async function bootstrapAdmin(app: FastifyInstance, database: Database, config: Config) {
  const created = await bootstrapFirstAdmin(database.db, config.admin);
  if (created?.generatedPassword) {
    // Printed once, on the run that creates the admin; it is not stored anywhere in clear.
    app.log.warn(
      `First admin created: ${created.email} / password ${created.generatedPassword} (change it after logging in)`,
    );
  } else if (created) {
    app.log.info(`First admin created: ${created.email}`);
  }
}

/** The mail worker and the timed jobs: the worker starts first and stops last. */
function createBackground(app: FastifyInstance, database: Database, config: Config): Background {
  const mail = createMailDelivery(app, database, config);
  const jobs = createJobs(app, database, config);
  return {
    start: () => {
      mail.worker?.start();
      for (const job of jobs) job.start();
    },
    stop: async () => {
      for (const job of jobs) await job.stop();
      await mail.worker?.stop();
      mail.closeTransport();
    },
  };
}

/**
 * Email (decision 027): with SMTP, this process's worker delivers the outbox (alongside any other
 * process's); without it, nothing is queued and reset links go to the log.
 */
function createMailDelivery(app: FastifyInstance, database: Database, config: Config) {
  let worker: MailWorker | null = null;
  let closeTransport = () => {};
  if (config.mail.smtp) {
    const transport = createSmtpTransport(config.mail.smtp.url, config.mail.smtp.from);
    closeTransport = transport.close;
    worker = createMailWorker({
      db: database.db,
      transport,
      log: app.log.child({ module: 'mail' }),
      onRun: app.metrics.jobRun('mail'),
    });
  } else {
    app.log.info('SMTP_URL is not set: no emails are sent, and password reset links are written to this log');
  }
  return { worker, closeTransport };
}

/** The timed jobs, in the order they start and stop. */
function createJobs(app: FastifyInstance, database: Database, config: Config): Background[] {
  const notifier = createNotifier(
    createMailer({ enabled: Boolean(config.mail.smtp), publicUrl: config.mail.publicUrl }),
  );
  // The 24-hours-before-closing reminders (decision 029): in-app always, emailed with SMTP.
  const reminders = createClosingReminderJob({
    db: database.db,
    notifier,
    timeZone: config.portalTimeZone,
    log: app.log.child({ module: 'reminders' }),
    onRun: app.metrics.jobRun('closing-reminders'),
  });
  // Document expiry reminders (issue 24): 30 and 7 days before and on the day, each once across
  // processes (claimed in supplier_document_reminders).
  const documentExpiry = createDocumentExpiryJob({
    db: database.db,
    notifier,
    timeZone: config.portalTimeZone,
    log: app.log.child({ module: 'document-expiry' }),
    onRun: app.metrics.jobRun('document-expiry'),
  });
  // Reverse auctions past their end are closed every second, by whichever process claims each
  // first (decision 050); the first read after the end closes one too.
  const auctionClosing = createAuctionCloseJob({
    db: database.db,
    notifier,
    log: app.log.child({ module: 'auctions' }),
    onRun: app.metrics.jobRun('auction-close'),
  });
  return [reminders, documentExpiry, auctionClosing];
}

/** On SIGTERM or SIGINT: a graceful stop (shutdown.ts, decision 056); a second signal changes nothing. */
function stopOnSignals(shutdown: (signal: string) => Promise<void>) {
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
