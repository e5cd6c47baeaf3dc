import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliers } from '../../db/schema/suppliers';
import { emailOwner, findAdmin, insertAdmin, insertSupplier } from '../../test/accounts';
import { createTestApp, type Headers, type TestContext } from '../../test/app';

let ctx: TestContext;
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  ctx = await createTestApp();
  await insertSupplier(ctx.database, { email: 'taken@supplier.in', password: PASSWORD });
});
afterAll(() => ctx.close());

const changePassword = (payload: object, headers: Headers) =>
  ctx.call('PUT', '/api/admin/change-password', payload, headers);
const updateProfile = (payload: object, headers: Headers) =>
  ctx.call('PUT', '/api/admin/profile', payload, headers);

const loginStatus = async (email: string, password: string) =>
  (await ctx.call('POST', '/api/admin/login', { email, password })).statusCode;

describe('PUT /api/admin/profile', () => {
  it('refuses anonymous callers with 401 and suppliers with 403', async () => {
    const headers = await ctx.login('taken@supplier.in', PASSWORD);
    const body = { username: 'x', email: 'x@example.com' };
    expect((await updateProfile(body, {})).statusCode).toBe(401);
    const refused = await updateProfile(body, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.auth.forbidden });
    const [row] = await ctx.database.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.emailAddress, 'taken@supplier.in'));
    expect(row?.companyName).not.toBe('x');
  });

  it("updates the admin's own username and email, moving the email claim, and audits it", async () => {
    const id = await insertAdmin(ctx.database, {
      email: 'boss@example.com',
      password: PASSWORD,
      username: 'Boss',
    });
    const headers = await ctx.login('boss@example.com', PASSWORD);
    const response = await updateProfile(
      { username: ' Big Boss ', email: ' Big.Boss@Example.com ' },
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Profile updated successfully.',
      profile: { username: 'Big Boss', email: 'big.boss@example.com', role: 'admin' },
    });
    expect(await emailOwner(ctx.database, 'boss@example.com')).toBeUndefined();
    expect(await emailOwner(ctx.database, 'big.boss@example.com')).toMatchObject({
      accountId: id,
      accountKind: 'admin',
    });
    // The same token keeps working, and GET profile shows the change.
    const profile = await ctx.call('GET', '/api/admin/profile', undefined, headers);
    expect(profile.json()).toEqual({
      username: 'Big Boss',
      email: 'big.boss@example.com',
      role: 'admin',
      language: null,
    });
    const events = await ctx.auditFor(id, 'profile.update');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: id,
      entity: 'admin',
      changes: {
        username: { from: 'Boss', to: 'Big Boss' },
        email: { from: 'boss@example.com', to: 'big.boss@example.com' },
      },
    });
    expect(await loginStatus('big.boss@example.com', PASSWORD)).toBe(200);
  });

  it('lets a sub-admin without any permission edit its own profile', async () => {
    const id = await insertAdmin(ctx.database, {
      email: 'nobody@example.com',
      password: PASSWORD,
      role: 'subadmin',
    });
    const headers = await ctx.login('nobody@example.com', PASSWORD);
    const response = await updateProfile({ username: 'Somebody', email: 'nobody@example.com' }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toEqual({
      username: 'Somebody',
      email: 'nobody@example.com',
      role: 'subadmin',
    });
    expect(await findAdmin(ctx.database, id)).toMatchObject({ username: 'Somebody' });
    expect((await ctx.auditFor(id, 'profile.update'))[0]?.changes).toEqual({
      username: { from: 'nobody', to: 'Somebody' },
    });
  });

  it("refuses another account's email (a supplier's too) with 409 and blanks with 400, changing nothing", async () => {
    const id = await insertAdmin(ctx.database, {
      email: 'keeper@example.com',
      password: PASSWORD,
      username: 'Keeper',
    });
    const headers = await ctx.login('keeper@example.com', PASSWORD);
    const auditBefore = await ctx.auditCount();
    const taken = await updateProfile({ username: 'Keeper 2', email: 'TAKEN@supplier.in' }, headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'This email is already registered to another account.',
      field: 'email',
    });
    const blank = await updateProfile({ username: '  ', email: 'keeper@example.com' }, headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: messages.account.usernameRequired, field: 'username' });
    const badEmail = await updateProfile({ username: 'Keeper', email: 'nope' }, headers);
    expect(badEmail.json()).toEqual({ message: messages.login.emailInvalid, field: 'email' });
    expect(await findAdmin(ctx.database, id)).toMatchObject({
      username: 'Keeper',
      email: 'keeper@example.com',
    });
    expect(await emailOwner(ctx.database, 'keeper@example.com')).toMatchObject({ accountId: id });
    expect(await emailOwner(ctx.database, 'taken@supplier.in')).toMatchObject({ accountKind: 'supplier' });
    // Saving unchanged values succeeds without writing an audit event.
    expect(
      (await updateProfile({ username: 'Keeper', email: 'keeper@example.com' }, headers)).statusCode,
    ).toBe(200);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });
});

describe('PUT /api/admin/change-password', () => {
  it('refuses anonymous callers with 401', async () => {
    const response = await changePassword({ oldPassword: PASSWORD, newPassword: 'new-password-1' }, {});
    expect(response.statusCode).toBe(401);
  });

  const accounts: [string, (email: string) => Promise<string>][] = [
    ['admin', (email) => insertAdmin(ctx.database, { email, password: PASSWORD })],
    [
      'sub-admin without permissions',
      (email) => insertAdmin(ctx.database, { email, password: PASSWORD, role: 'subadmin' }),
    ],
    ['supplier', (email) => insertSupplier(ctx.database, { email, password: PASSWORD })],
  ];
  for (const [label, create] of accounts) {
    it(`changes the password (${label}), locking out the old token and password`, async () => {
      const email = `${label.split(' ')[0]}-change@example.com`;
      const id = await create(email);
      const oldHeaders = await ctx.login(email, PASSWORD);
      const response = await changePassword(
        { oldPassword: PASSWORD, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
        oldHeaders,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'token']);
      expect(body.message).toBe('Password changed successfully.');
      const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
      expect(payload).toMatchObject({ id, tv: 1 });

      expect((await ctx.call('GET', '/api/admin/user-permissions', undefined, oldHeaders)).statusCode).toBe(
        401,
      );
      const newHeaders = { authorization: `Bearer ${body.token}` };
      expect((await ctx.call('GET', '/api/admin/user-permissions', undefined, newHeaders)).statusCode).toBe(
        200,
      );
      expect(await loginStatus(email, PASSWORD)).toBe(401);
      expect(await loginStatus(email, 'brand-new-pass')).toBe(200);

      const events = await ctx.auditFor(id, 'account.change-password');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorId: id, changes: { tokenVersion: { from: 0, to: 1 } } });
      expect(JSON.stringify(events[0])).not.toMatch(/brand-new-pass|correct-horse|scrypt/);
    });
  }

  it('accepts a body without confirmPassword, as the spec call sends it', async () => {
    await insertAdmin(ctx.database, { email: 'noconfirm@example.com', password: PASSWORD, role: 'subadmin' });
    const headers = await ctx.login('noconfirm@example.com', PASSWORD);
    const response = await changePassword({ oldPassword: PASSWORD, newPassword: 'another-pass-1' }, headers);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong old password and invalid bodies, changing nothing', async () => {
    const id = await insertAdmin(ctx.database, { email: 'careful@example.com', password: PASSWORD });
    const headers = await ctx.login('careful@example.com', PASSWORD);
    const before = await findAdmin(ctx.database, id);
    const auditBefore = await ctx.auditCount();
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    const cases: [object, string, string][] = [
      [
        { oldPassword: 'wrong-password', newPassword: 'new-password-1' },
        'Old password is incorrect.',
        'oldPassword',
      ],
      [{ newPassword: 'new-password-1' }, messages.password.oldRequired, 'oldPassword'],
      [{ oldPassword: PASSWORD, newPassword: '' }, messages.password.newRequired, 'newPassword'],
      [
        { oldPassword: PASSWORD, newPassword: short, confirmPassword: short },
        messages.password.newTooShort(MIN_PASSWORD_LENGTH),
        'newPassword',
      ],
      [
        { oldPassword: PASSWORD, newPassword: 'new-password-1', confirmPassword: 'new-password-2' },
        'New passwords do not match.',
        'confirmPassword',
      ],
      [
        { oldPassword: PASSWORD, newPassword: 'new-password-1', confirmPassword: '' },
        messages.password.confirmRequired,
        'confirmPassword',
      ],
      [{ oldPassword: PASSWORD, newPassword: PASSWORD }, messages.password.sameAsOld, 'newPassword'],
    ];
    for (const [payload, message, field] of cases) {
      const response = await changePassword(payload, headers);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message, field });
    }
    const after = await findAdmin(ctx.database, id);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    expect((await ctx.call('GET', '/api/admin/profile', undefined, headers)).statusCode).toBe(200);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('lets only one of two concurrent changes from the same old password succeed', async () => {
    const id = await insertAdmin(ctx.database, { email: 'twice@example.com', password: PASSWORD });
    const headers = await ctx.login('twice@example.com', PASSWORD);
    const responses = await Promise.all(
      ['first-new-pass', 'second-new-pass'].map((newPassword) =>
        changePassword({ oldPassword: PASSWORD, newPassword }, headers),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    // The second either finds its token already revoked (401) or the password already changed (400).
    expect(statuses[0]).toBe(200);
    expect([400, 401]).toContain(statuses[1]);
    expect((await findAdmin(ctx.database, id))?.tokenVersion).toBe(1);
  });
});
