import { randomUUID } from 'node:crypto';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { emptyPermissions } from '@tenderdesk/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { accountEmails, admins } from '../db/schema/accounts';
import { categories, subCategories } from '../db/schema/catalogue';
import { suppliers } from '../db/schema/suppliers';
import { hashPassword } from '../security/passwords';
import { openFreshDatabase } from './database';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
};

/** Builds the app on a fresh database, without the web app and without logs. */
export async function createTestApp(): Promise<TestContext> {
  const database = await openFreshDatabase();
  const app = await buildApp({
    config: { jwtSecret: 'test-secret-that-is-long-enough', logLevel: 'silent', webDistDir: undefined },
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Hashing is deliberately slow; tests reuse one hash per distinct password.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string) {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export async function insertAdmin(
  database: Database,
  input: {
    email: string;
    password: string;
    username?: string;
    role?: 'admin' | 'subadmin';
    permissions?: PermissionKey[];
  },
) {
  const id = randomUUID();
  const permissions = emptyPermissions();
  for (const key of input.permissions ?? []) permissions[key] = true;
  const email = input.email.toLowerCase();
  await database.db.insert(accountEmails).values({ email, accountKind: 'admin', accountId: id });
  await database.db.insert(admins).values({
    id,
    email,
    username: input.username ?? email.split('@')[0] ?? 'user',
    passwordHash: await cachedHash(input.password),
    role: input.role ?? 'admin',
    permissions,
  });
  return id;
}

/** Inserts a category and sub-category pair and returns their ids. */
export async function insertCategoryPair(
  database: Database,
  category = 'Electrical',
  subCategory = 'Cables',
) {
  const [cat] = await database.db.insert(categories).values({ name: category }).returning();
  const [sub] = await database.db
    .insert(subCategories)
    .values({ name: subCategory, categoryId: cat?.id ?? '' })
    .returning();
  if (!cat || !sub) throw new Error('category insert failed');
  return { categoryId: cat.id, subCategoryId: sub.id };
}

export async function insertSupplier(
  database: Database,
  input: {
    email: string;
    password: string;
    status?: 'Pending' | 'Active' | 'Inactive';
    inactiveReason?: string;
    companyName?: string;
    categoryId?: string;
    subCategoryId?: string;
  },
) {
  const id = randomUUID();
  const email = input.email.toLowerCase();
  let { categoryId, subCategoryId } = input;
  if (!categoryId || !subCategoryId) {
    ({ categoryId, subCategoryId } = await insertCategoryPair(database, `Cat ${id}`, `Sub ${id}`));
  }
  await database.db.insert(accountEmails).values({ email, accountKind: 'supplier', accountId: id });
  await database.db.insert(suppliers).values({
    id,
    companyName: input.companyName ?? `Company ${email}`,
    address: '1 Market Road',
    postalCode: '560001',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    telephone: '+91 80 1234 5678',
    emailAddress: email,
    passwordHash: await cachedHash(input.password),
    firstName: 'Asha',
    lastName: 'Rao',
    designation: 'Sales Manager',
    contactEmailAddress: email,
    mobile: '+91 98765 43210',
    categoryId,
    subCategoryId,
    status: input.status ?? 'Active',
    inactiveReason: input.inactiveReason ?? null,
  });
  return id;
}

/** Logs in through the API and returns the bearer header. */
export async function loginHeaders(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
  return { authorization: `Bearer ${response.json().token as string}` };
}
