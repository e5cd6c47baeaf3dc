import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createMailer } from './mail/mailer';
import { createSmtpTransport } from './mail/transport';
import { createMailWorker, type MailWorker } from './mail/worker';
import { createAuctionCloseJob } from './modules/auctions/close-job';
import { bootstrapFirstAdmin } from './modules/auth/service';
import { createClosingReminderJob } from './modules/notifications/closing-reminders';
import { createDocumentExpiryJob } from './modules/notifications/document-expiry-reminders';
import { createNotifier } from './shared/notify';

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

  // Email (decision 027): with SMTP, this process's worker delivers the outbox (alongside any
  // other process's); without it, nothing is queued and reset links go to the log.
  let mailWorker: MailWorker | null = null;
  let closeTransport = () => {};
  if (config.mail.smtp) {
    const transport = createSmtpTransport(config.mail.smtp.url, config.mail.smtp.from);
    closeTransport = transport.close;
    mailWorker = createMailWorker({ db: database.db, transport, log: app.log.child({ module: 'mail' }) });
  } else {
    app.log.info('SMTP_URL is not set: no emails are sent, and password reset links are written to this log');
  }

  const notifier = createNotifier(
    createMailer({ enabled: Boolean(config.mail.smtp), publicUrl: config.mail.publicUrl }),
  );
  // The 24-hours-before-closing reminders (decision 029): in-app always, emailed with SMTP.
  const reminders = createClosingReminderJob({
    db: database.db,
    notifier,
    timeZone: config.portalTimeZone,
    log: app.log.child({ module: 'reminders' }),
  });
  // Document expiry reminders (issue 24): 30 and 7 days before and on the day, each once across
  // processes (claimed in supplier_document_reminders).
  const documentExpiry = createDocumentExpiryJob({
    db: database.db,
    notifier,
    timeZone: config.portalTimeZone,
    log: app.log.child({ module: 'document-expiry' }),
  });
  // Reverse auctions past their end are closed every second, by whichever process claims each
  // first (decision 050); the first read after the end closes one too.
  const auctionClosing = createAuctionCloseJob({
    db: database.db,
    notifier,
    log: app.log.child({ module: 'auctions' }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await reminders.stop();
      await documentExpiry.stop();
      await auctionClosing.stop();
      await mailWorker?.stop();
      closeTransport();
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
  mailWorker?.start();
  reminders.start();
  documentExpiry.start();
  auctionClosing.start();
  app.log.info(`TenderDesk on http://localhost:${config.port} (database: ${database.kind})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
