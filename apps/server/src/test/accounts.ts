import { randomUUID } from 'node:crypto';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { emptyPermissions } from '@tenderdesk/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { accountEmails, admins } from '../db/schema/accounts';
import { categories, subCategories } from '../db/schema/catalogue';
import { suppliers } from '../db/schema/suppliers';
import { hashPassword } from '../security/passwords';

/** The address and contact person of every sample supplier (inserted or registered). */
export const SAMPLE_SUPPLIER = {
  address: '1 Market Road',
  postalCode: '560001',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  telephone: '+91 80 1234 5678',
  firstName: 'Asha',
  lastName: 'Rao',
  designation: 'Sales Manager',
  mobile: '+91 98765 43210',
};

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

/** Inserts an admin or sub-admin (holding `permissions`) straight into the database; returns its id. */
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

/** Inserts a supplier (Active unless told) with its own category pair unless given one; returns its id. */
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
    ...SAMPLE_SUPPLIER,
    companyName: input.companyName ?? `Company ${email}`,
    emailAddress: email,
    passwordHash: await cachedHash(input.password),
    contactEmailAddress: email,
    categoryId,
    subCategoryId,
    status: input.status ?? 'Active',
    inactiveReason: input.inactiveReason ?? null,
  });
  return id;
}

/** An admin or sub-admin row as stored, or undefined. */
export async function findAdmin(database: Database, id: string) {
  return (await database.db.select().from(admins).where(eq(admins.id, id)))[0];
}

/** Who holds an email in the all-accounts email table, or undefined. */
export async function emailOwner(database: Database, email: string) {
  return (await database.db.select().from(accountEmails).where(eq(accountEmails.email, email)))[0];
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
