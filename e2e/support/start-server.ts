import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { createSmtpTransport } from '../../apps/server/src/mail/transport';
import { createMailWorker } from '../../apps/server/src/mail/worker';
import { createAuctionCloseJob } from '../../apps/server/src/modules/auctions/close-job';
import { createNotifier } from '../../apps/server/src/shared/notify';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../../apps/server/src/test/accounts';
import { startTestSmtpServer } from '../../apps/server/src/test/smtp';
import { ADMIN, SUBADMIN, SUBADMIN_PERMISSIONS, SUPPLIER } from './accounts';
import { startTestDataServer, testDataSocketPath } from './test-data-server';

/**
 * Starts the real server for the browser tests on a fresh database: a new PostgreSQL database when
 * DATABASE_URL is set, otherwise PGlite in a new temporary DATA_DIR. Seeds the accounts first.
 * It assembles the app as `apps/server/src/server.ts` does and keeps the database handle, so the
 * fixtures' test-data socket (see test-data-server.ts) works on the same database, PGlite included.
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tenderdesk-e2e-'));
  process.env.DATA_DIR = dataDir;
  /** Drops this run's PostgreSQL database when the server stops (Playwright sends SIGTERM). */
  let dropDatabase = async () => {};
  if (process.env.DATABASE_URL) {
    const serverUrl = process.env.DATABASE_URL;
    const name = `td_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    dropDatabase = async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await insertAdmin(database, { ...ADMIN, role: 'admin', permissions: [] });
  await insertAdmin(database, { ...SUBADMIN, role: 'subadmin', permissions: [...SUBADMIN_PERMISSIONS] });
  const category = await insertCategoryPair(database, 'Electrical Supplies', 'Cables and Wires');
  await insertSupplier(database, {
    ...SUPPLIER,
    ...category,
    status: 'Active',
    companyName: 'Shakti Electricals Pvt Ltd',
  });

  // Email as in production (decision 027): a real SMTP server on a random port receives what the
  // portal sends, and tests read it through the test-data socket (`/mail`).
  const smtp = await startTestSmtpServer();
  const from = 'TenderDesk <no-reply@tenderdesk.e2e>';
  config.mail = { smtp: { url: smtp.url, from }, publicUrl: `http://127.0.0.1:${config.port}` };
  const app = await buildApp({ config, database });
  const mailWorker = createMailWorker({
    db: database.db,
    transport: createSmtpTransport(smtp.url, from),
    options: { pollMs: 200 },
  });
  // Auctions close by themselves as in production (decision 050): the job of apps/server/src/server.ts.
  const auctionClosing = createAuctionCloseJob({
    db: database.db,
    notifier: createNotifier(createMailer({ enabled: true, publicUrl: config.mail.publicUrl })),
  });
  const testData = await startTestDataServer(database, testDataSocketPath(config.port), {
    mail: (to) =>
      smtp.received
        .filter((mail) => mail.envelopeTo.includes(to))
        .map((mail) => ({ subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' })),
  });
  const shutdown = async () => {
    testData.close();
    await auctionClosing.stop();
    await mailWorker.stop();
    await smtp.close();
    await app.close();
    await database.close();
    await dropDatabase().catch((error) => console.error('could not drop the e2e database', error));
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  mailWorker.start();
  auctionClosing.start();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
