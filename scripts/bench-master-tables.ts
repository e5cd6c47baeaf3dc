/**
 * Times the master-table and sub-admin lists over the API at the sizes issue 3 names:
 * 2,000 categories (with 2 sub-categories each) and 200 sub-admins.
 *
 *   npx tsx scripts/bench-master-tables.ts          # fresh in-memory PGlite
 *
 * Rows are inserted straight into the tables; each list is requested after warm-up and the median
 * of several runs is printed with the response size.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { emptyPermissions } from '@tenderdesk/domain/permissions';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { accountEmails, admins } from '../apps/server/src/db/schema/accounts';
import { categories, subCategories } from '../apps/server/src/db/schema/catalogue';
import { hashPassword } from '../apps/server/src/security/passwords';

const CATEGORY_COUNT = 2_000;
const SUBADMIN_COUNT = 200;
const RUNS = 10;

async function main() {
  const database = openDatabase({ dataDir: null });
  await database.migrate();
  const db = database.db;
  const categoryRows = Array.from({ length: CATEGORY_COUNT }, (_, i) => ({
    id: randomUUID(),
    name: `Category ${i}`,
  }));
  for (let i = 0; i < categoryRows.length; i += 500)
    await db.insert(categories).values(categoryRows.slice(i, i + 500));
  const subRows = categoryRows.flatMap((c) => [
    { categoryId: c.id, name: 'Standard' },
    { categoryId: c.id, name: 'Premium' },
  ]);
  for (let i = 0; i < subRows.length; i += 1000)
    await db.insert(subCategories).values(subRows.slice(i, i + 1000));
  const passwordHash = await hashPassword('Bench#Pass1');
  const adminId = randomUUID();
  await db
    .insert(accountEmails)
    .values({ email: 'bench@admin.test', accountKind: 'admin', accountId: adminId });
  await db
    .insert(admins)
    .values({ id: adminId, email: 'bench@admin.test', username: 'bench', passwordHash, role: 'admin' });
  const subs = Array.from({ length: SUBADMIN_COUNT }, (_, i) => ({
    id: randomUUID(),
    email: `sub${i}@bench.test`,
    username: `Sub admin ${i}`,
    passwordHash,
    role: 'subadmin',
    permissions: emptyPermissions(),
  }));
  await db
    .insert(accountEmails)
    .values(subs.map((s) => ({ email: s.email, accountKind: 'admin', accountId: s.id })));
  await db.insert(admins).values(subs);

  const app = await buildApp({
    config: { jwtSecret: 'bench-secret-long-enough', logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'bench@admin.test', password: 'Bench#Pass1' },
  });
  const headers = { authorization: `Bearer ${login.json().token as string}` };

  console.log(
    `PGlite, ${CATEGORY_COUNT} categories, ${subRows.length} sub-categories, ${SUBADMIN_COUNT} sub-admins`,
  );
  for (const url of [
    '/api/category/view',
    '/api/subcategory/view',
    '/api/admin/viewsubadmins',
    '/api/admin/subadmins',
  ]) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS + 2; run++) {
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      if (run >= 2) times.push(performance.now() - start);
      bytes = response.body.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${url.padEnd(28)} median ${median.toFixed(1).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
