import { messages } from '@tenderdesk/domain/messages';
import { PERMISSION_KEYS } from '@tenderdesk/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import { hashPassword } from '../../security/passwords';
import { PAIR_LIMIT } from '../../shared/login-limits';
import { insertAdmin, insertSupplier } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { bootstrapFirstAdmin } from './service';

let ctx: TestContext;
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  ctx = await createTestApp();
  await insertAdmin(ctx.database, { email: 'Admin@Example.com', password: PASSWORD, username: 'Chief' });
  await insertAdmin(ctx.database, {
    email: 'sub@example.com',
    password: PASSWORD,
    username: 'Deputy',
    role: 'subadmin',
    permissions: ['masterTables', 'reports'],
  });
  await insertSupplier(ctx.database, { email: 'active@supplier.in', password: PASSWORD, status: 'Active' });
  await insertSupplier(ctx.database, { email: 'pending@supplier.in', password: PASSWORD, status: 'Pending' });
  await insertSupplier(ctx.database, {
    email: 'inactive@supplier.in',
    password: PASSWORD,
    status: 'Inactive',
    inactiveReason: 'Trade licence expired',
  });
});
afterAll(() => ctx.close());

/** A login from `remoteAddress` (the socket's address: no proxy is trusted in tests). */
const login = (payload: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object, remoteAddress });

describe('GET /api/health', () => {
  it('reports the database kind', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });
});

describe('POST /api/admin/login', () => {
  it('logs an admin in with the email in any letter case', async () => {
    const response = await login({ email: 'ADMIN@example.COM', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The spec's token, role and message, and the language chosen (issue 26; null: never chosen).
    expect(Object.keys(body).sort()).toEqual(['language', 'message', 'role', 'token']);
    expect(body.language).toBeNull();
    expect(body.role).toBe('admin');
    expect(body.message).toBe(messages.login.success);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ role: 'admin', tv: 0 });
    expect(typeof payload.id).toBe('string');
  });

  it('logs a sub-admin and an active supplier in with their roles', async () => {
    expect((await login({ email: 'sub@example.com', password: PASSWORD })).json().role).toBe('subadmin');
    const supplier = await login({ email: 'active@supplier.in', password: PASSWORD });
    expect(supplier.statusCode).toBe(200);
    expect(supplier.json().role).toBe('supplier');
    const payload = JSON.parse(Buffer.from(supplier.json().token.split('.')[1], 'base64url').toString());
    const [row] = await ctx.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.emailAddress, 'active@supplier.in'));
    expect(payload.id).toBe(row?.id);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await login({ email: 'admin@example.com', password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ email: 'ghost@example.com', password: PASSWORD }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: messages.login.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells a pending supplier why it cannot log in', async () => {
    const response = await login({ email: 'pending@supplier.in', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.login.supplierPending);
    expect(response.json()).not.toHaveProperty('token');
  });

  it('tells an inactive supplier why, with the reason', async () => {
    const response = await login({ email: 'inactive@supplier.in', password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Trade licence expired');
  });

  it('does not reveal a pending status to a wrong password', async () => {
    const response = await login({ email: 'pending@supplier.in', password: 'wrong-password' }, '10.0.0.3');
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming the field for missing or invalid input', async () => {
    const noEmail = await login({ password: PASSWORD });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ message: messages.login.emailRequired, field: 'email' });
    const blankPassword = await login({ email: 'admin@example.com', password: '' });
    expect(blankPassword.json()).toEqual({ message: messages.login.passwordRequired, field: 'password' });
    const badEmail = await login({ email: 'not-an-email', password: PASSWORD });
    expect(badEmail.json()).toEqual({ message: messages.login.emailInvalid, field: 'email' });
  });

  it('answers 400 JSON for a malformed body, never a stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.http.malformedJson });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.http.tooLarge });
  });

  it('rate-limits repeated failures per address and email, even with the right password', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < PAIR_LIMIT.max; i++) {
      expect((await login({ email: 'sub@example.com', password: `wrong-${i}` }, address)).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ email: 'sub@example.com', password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.login.tooManyAttempts });
    // Another address is not blocked.
    const elsewhere = await login({ email: 'sub@example.com', password: PASSWORD }, '10.9.9.10');
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('GET /api/admin/user-permissions', () => {
  it('gives the admin every permission', async () => {
    const headers = await ctx.login('admin@example.com', PASSWORD);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/user-permissions', headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.role).toBe('admin');
    expect(Object.keys(body.permissions).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(Object.values(body.permissions).every((value) => value === true)).toBe(true);
  });

  it('gives a sub-admin exactly its stored permissions', async () => {
    const headers = await ctx.login('sub@example.com', PASSWORD);
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/user-permissions', headers })
    ).json();
    expect(body.role).toBe('subadmin');
    const granted = Object.entries(body.permissions)
      .filter(([, value]) => value)
      .map(([key]) => key);
    expect(granted.sort()).toEqual(['masterTables', 'reports']);
  });

  it('refuses a missing, malformed or forged token with 401', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/admin/user-permissions' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: messages.auth.missingToken });
    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/user-permissions',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(garbage.statusCode).toBe(401);
    const real = await ctx.login('admin@example.com', PASSWORD);
    const [head, body] = real.authorization.slice(7).split('.');
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/user-permissions',
      headers: { authorization: `Bearer ${head}.${body}.c2lnbmF0dXJl` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/admin/profile', () => {
  it('returns username, email and role (and the language chosen, null while none)', async () => {
    const headers = await ctx.login('admin@example.com', PASSWORD);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: 'Chief',
      email: 'admin@example.com',
      role: 'admin',
      language: null,
    });
  });

  it('refuses a supplier with 403 and no token with 401', async () => {
    const headers = await ctx.login('active@supplier.in', PASSWORD);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/profile' })).statusCode).toBe(401);
  });
});

describe('token re-checks on every request', () => {
  it('locks out a deleted account at once', async () => {
    await insertAdmin(ctx.database, { email: 'gone@example.com', password: PASSWORD, role: 'subadmin' });
    const headers = await ctx.login('gone@example.com', PASSWORD);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
    expect(before.statusCode).toBe(200);
    await ctx.database.db.delete(admins).where(eq(admins.email, 'gone@example.com'));
    const after = await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.auth.invalidToken });
  });

  it('locks out earlier tokens when the password changes (token version bump)', async () => {
    await insertAdmin(ctx.database, { email: 'rotate@example.com', password: PASSWORD, role: 'subadmin' });
    const headers = await ctx.login('rotate@example.com', PASSWORD);
    await ctx.database.db
      .update(admins)
      .set({
        passwordHash: await hashPassword('another-pass-9'),
        tokenVersion: sql`${admins.tokenVersion} + 1`,
      })
      .where(eq(admins.email, 'rotate@example.com'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/profile', headers })).statusCode).toBe(
      401,
    );
    expect((await login({ email: 'rotate@example.com', password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: 'rotate@example.com', password: 'another-pass-9' })).statusCode).toBe(200);
  });

  it('locks out a supplier inactivated after logging in', async () => {
    await insertSupplier(ctx.database, { email: 'later@supplier.in', password: PASSWORD });
    const headers = await ctx.login('later@supplier.in', PASSWORD);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/user-permissions', headers })).statusCode,
    ).toBe(200);
    await ctx.database.db
      .update(suppliers)
      .set({ status: 'Inactive' })
      .where(eq(suppliers.emailAddress, 'later@supplier.in'));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/user-permissions', headers })).statusCode,
    ).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: messages.http.notFound });
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('first admin bootstrap', () => {
  it('creates nothing when an admin exists', async () => {
    expect(
      await bootstrapFirstAdmin(ctx.database.db, { email: 'x@y.z', password: undefined, username: 'x' }),
    ).toBeNull();
  });
});
