import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase } from '../../apps/server/src/db/client';
import { insertAdmin, insertCategoryPair, insertSupplier } from '../../apps/server/src/test/app';
import { ADMIN, SUBADMIN, SUBADMIN_PERMISSIONS, SUPPLIER } from './accounts';

/**
 * Starts the real server for the browser tests on a fresh database: a new PostgreSQL database when
 * DATABASE_URL is set, otherwise PGlite in a new temporary DATA_DIR. Seeds the accounts first.
 */
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tenderdesk-e2e-'));
  process.env.DATA_DIR = dataDir;
  if (process.env.DATABASE_URL) {
    const name = `td_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  }
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
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
  await database.close();
  await import('../../apps/server/src/server');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
