import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { categories, subCategories } from '../../db/schema/catalogue';
import { insertAdmin, insertSupplier } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';

/*
 * The category API tests' one set-up (categories.test.ts, sub-categories.test.ts): each test file
 * that imports it gets a fresh app and database, the admin, a sub-admin with and one without
 * masterTables, a supplier, and the helpers below.
 */

export let ctx: TestContext;
export const PASSWORD = 'correct-horse-1';
export let admin: Headers;
export let master: Headers; // sub-admin holding masterTables
export let plain: Headers; // sub-admin holding other permissions, not masterTables
export let supplier: Headers;
export let masterId: string;

/**
 * Registers the kit's set-up in the calling test file: a fresh app and database for that file (called at
 * each file's top level, so files share nothing even when vitest runs them in one module graph).
 */
export function useCategoryKit() {
  beforeAll(async () => {
    ctx = await createTestApp();
    await insertAdmin(ctx.database, { email: 'admin@example.com', password: PASSWORD });
    masterId = await insertAdmin(ctx.database, {
      email: 'master@example.com',
      password: PASSWORD,
      role: 'subadmin',
      permissions: ['masterTables'],
    });
    await insertAdmin(ctx.database, {
      email: 'plain@example.com',
      password: PASSWORD,
      role: 'subadmin',
      permissions: ['manageSuppliers', 'subAdmin', 'settings', 'reports'],
    });
    await insertSupplier(ctx.database, { email: 'supplier@supplier.in', password: PASSWORD });
    admin = await ctx.login('admin@example.com', PASSWORD);
    master = await ctx.login('master@example.com', PASSWORD);
    plain = await ctx.login('plain@example.com', PASSWORD);
    supplier = await ctx.login('supplier@supplier.in', PASSWORD);
  });
  afterAll(() => ctx.close());
}

export const categoryNames = async () =>
  (await ctx.database.db.select({ name: categories.name }).from(categories)).map((row) => row.name).sort();
export const findCategory = async (id: string) =>
  (await ctx.database.db.select().from(categories).where(eq(categories.id, id)))[0];
export const findSubCategory = async (id: string) =>
  (await ctx.database.db.select().from(subCategories).where(eq(subCategories.id, id)))[0];
