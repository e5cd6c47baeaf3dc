import { messages } from '@tenderdesk/domain/messages';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/accounts';
import { insertAdmin, loginHeaders } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';

/*
 * Issue 8, item 10. The rule, exactly:
 * - the admin may rename, change the email of, or delete any sub-admin;
 * - a sub-admin holding `subAdmin` may rename or delete only a sub-admin whose permissions are a
 *   subset of its own (itself excepted for deletion), and may change no other account's email;
 * - the admin's own row is out of reach of these calls (404), so only the admin changes its email
 *   (through its own profile).
 */

let ctx: TestContext;
const PASSWORD = 'correct-horse-1';
let adminId: string;
let manager: Record<string, string>; // holds subAdmin and reports
let managerId: string;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  adminId = await insertAdmin(ctx.database, { email: 'admin@example.com', password: PASSWORD });
  managerId = await insertAdmin(ctx.database, {
    email: 'manager@example.com',
    password: PASSWORD,
    role: 'subadmin',
    permissions: ['subAdmin', 'reports'],
  });
  admin = await loginHeaders(ctx.app, 'admin@example.com', PASSWORD);
  manager = await loginHeaders(ctx.app, 'manager@example.com', PASSWORD);
});
afterAll(() => ctx.close());

let counter = 0;
const target = async (permissions: PermissionKey[]) => {
  counter++;
  const email = `target${counter}@example.com`;
  const id = await insertAdmin(ctx.database, {
    email,
    password: PASSWORD,
    username: `target${counter}`,
    role: 'subadmin',
    permissions,
  });
  return { id, email, username: `target${counter}` };
};
const update = (id: string, body: { username: string; email: string }, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/updatesubadmin/${id}`, payload: body, headers });
const remove = (id: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/deletesubadmin/${id}`, headers });
const row = async (id: string) => (await ctx.database.db.select().from(admins).where(eq(admins.id, id)))[0];

describe('a sub-admin holding subAdmin', () => {
  it('cannot change the email of, rename or delete a sub-admin holding more permissions', async () => {
    for (const permissions of [
      ['manageSuppliers'],
      ['subAdmin', 'reports', 'settings'],
    ] as PermissionKey[][]) {
      const stronger = await target(permissions);
      const email = await update(
        stronger.id,
        { username: stronger.username, email: 'mine@evil.example' },
        manager,
      );
      expect(email.statusCode).toBe(403);
      expect(email.json()).toEqual({ message: messages.subadmin.outranks });
      const rename = await update(stronger.id, { username: 'renamed', email: stronger.email }, manager);
      expect(rename.statusCode).toBe(403);
      expect((await remove(stronger.id, manager)).statusCode).toBe(403);
      expect(await row(stronger.id)).toMatchObject({ email: stronger.email, username: stronger.username });
    }
  });

  it("may rename and delete a sub-admin whose permissions it also holds, but not change that one's email", async () => {
    for (const permissions of [[], ['reports'], ['subAdmin', 'reports']] as PermissionKey[][]) {
      const weaker = await target(permissions);
      const email = await update(
        weaker.id,
        { username: weaker.username, email: `moved${counter}@example.com` },
        manager,
      );
      expect(email.statusCode).toBe(403);
      expect(email.json()).toEqual({ message: messages.subadmin.emailAdminOnly });
      expect((await row(weaker.id))?.email).toBe(weaker.email);
      const rename = await update(weaker.id, { username: `renamed${counter}`, email: weaker.email }, manager);
      expect(rename.statusCode).toBe(200);
      expect((await remove(weaker.id, manager)).statusCode).toBe(200);
      expect(await row(weaker.id)).toBeUndefined();
    }
  });

  it('may change its own username and email, and never reaches the admin', async () => {
    const own = await update(managerId, { username: 'manager', email: 'manager2@example.com' }, manager);
    expect(own.statusCode).toBe(200);
    expect((await row(managerId))?.email).toBe('manager2@example.com');
    const adminEmail = await update(adminId, { username: 'admin', email: 'mine@evil.example' }, manager);
    expect(adminEmail.statusCode).toBe(404);
    expect((await remove(adminId, manager)).statusCode).toBe(404);
    expect((await row(adminId))?.email).toBe('admin@example.com');
  });
});

describe('the admin', () => {
  it('changes the email of, renames and deletes any sub-admin', async () => {
    const strongest = await target(['subAdmin', 'reports', 'settings', 'manageTenders']);
    const email = await update(
      strongest.id,
      { username: 'strongest', email: 'strongest@example.com' },
      admin,
    );
    expect(email.statusCode).toBe(200);
    expect(await row(strongest.id)).toMatchObject({ email: 'strongest@example.com', username: 'strongest' });
    expect((await remove(strongest.id, admin)).statusCode).toBe(200);
  });
});
