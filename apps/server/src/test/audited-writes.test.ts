import { messages } from '@tenderdesk/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../core/caller';
import { isAppError } from '../core/errors';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, recordAudit } from '../db/audit';
import { categories, subCategories } from '../db/schema/catalogue';
import { inTransaction } from '../db/transaction';
import { addCategory } from '../modules/categories/add-category';
import { addSubCategory } from '../modules/categories/add-sub-category';
import { createTestApp, type TestCaller, type TestContext } from './app';

let ctx: TestContext;
let admin: TestCaller;
let actor: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await ctx.as.admin();
  actor = {
    id: admin.id,
    role: 'admin',
    username: 'admin',
    email: admin.email,
    permissions: {} as Caller['permissions'],
  };
});
afterAll(() => ctx.close());

const categoryCount = async (name: string) =>
  (await ctx.db.select({ n: count() }).from(categories).where(eq(categories.name, name)))[0]?.n ?? 0;

class Rollback extends Error {}

describe('the audit vocabulary', () => {
  it('is a closed set: every action names entities of the entity list', () => {
    for (const [action, entities] of Object.entries(AUDIT_ACTIONS)) {
      // entity.verb, or entity.part.verb (tender.quotations.open, decision 026).
      expect(action).toMatch(/^[a-z-]+(\.[a-z-]+){1,2}$/);
      for (const entity of entities) expect(AUDIT_ENTITIES).toContain(entity);
    }
  });

  it('refuses a typo or a wrong entity at compile time (npm run typecheck)', async () => {
    await inTransaction(ctx.db, async (tx) => {
      // @ts-expect-error: not an action of the vocabulary
      await recordAudit(tx, actor, { action: 'category.craete', entity: 'category' });
      // @ts-expect-error: a category action cannot be recorded against a supplier
      await recordAudit(tx, actor, { action: 'category.create', entity: 'supplier' });
      throw new Rollback();
    }).catch((error) => expect(error).toBeInstanceOf(Rollback));
  });
});

describe('write services take the transaction they run in', () => {
  it('two services in one transaction land together, with their audit events', async () => {
    const before = await ctx.auditCount();
    await inTransaction(ctx.db, async (tx) => {
      const { category } = await addCategory(tx, actor, { category: 'Combined' });
      await addSubCategory(tx, actor, { category: category._id, subCategory: 'Combined sub' });
    });
    expect(await categoryCount('Combined')).toBe(1);
    expect(await ctx.auditCount()).toBe(before + 2);
  });

  it('roll back together: nothing and no audit event is left when the transaction fails', async () => {
    const before = await ctx.auditCount();
    await expect(
      inTransaction(ctx.db, async (tx) => {
        const { category } = await addCategory(tx, actor, { category: 'Rolled back' });
        await addSubCategory(tx, actor, { category: category._id, subCategory: 'Rolled back sub' });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await categoryCount('Rolled back')).toBe(0);
    const subs = await ctx.db.select().from(subCategories).where(eq(subCategories.name, 'Rolled back sub'));
    expect(subs).toEqual([]);
    expect(await ctx.auditCount()).toBe(before);
  });

  it("a service's translated refusal undoes only its own part (a savepoint), the rest can go on", async () => {
    const before = await ctx.auditCount({ action: 'category.create' });
    await inTransaction(ctx.db, async (tx) => {
      await addCategory(tx, actor, { category: 'Twice' });
      const refusal = await addCategory(tx, actor, { category: 'Twice' }).catch((error) => error);
      expect(isAppError(refusal) && refusal.statusCode).toBe(409);
      expect(refusal.message).toBe(messages.category.duplicate('Twice'));
      await addCategory(tx, actor, { category: 'After twice' });
    });
    expect(await categoryCount('Twice')).toBe(1);
    expect(await categoryCount('After twice')).toBe(1);
    expect(await ctx.auditCount({ action: 'category.create' })).toBe(before + 2);
  });
});
