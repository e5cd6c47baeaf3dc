import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { bootstrapFirstAdmin } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('first admin bootstrap on an empty database', () => {
  it('generates a password when none is configured, once, and that password logs in', async () => {
    const created = await bootstrapFirstAdmin(ctx.database.db, {
      email: 'Boss@Example.com',
      password: undefined,
      username: 'boss',
    });
    expect(created?.email).toBe('boss@example.com');
    expect(created?.generatedPassword).toMatch(/^\S{12,}$/);
    const again = await bootstrapFirstAdmin(ctx.database.db, {
      email: 'Boss@Example.com',
      password: undefined,
      username: 'boss',
    });
    expect(again).toBeNull();
    const [row] = await ctx.database.db.select({ n: count() }).from(admins);
    expect(row?.n).toBe(1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'boss@example.com', password: created?.generatedPassword },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('admin');
  });
});
