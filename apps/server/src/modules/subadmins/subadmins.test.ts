import { randomUUID } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '@tenderdesk/domain/auth';
import { messages } from '@tenderdesk/domain/messages';
import { PERMISSION_KEYS } from '@tenderdesk/domain/permissions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/accounts';
import { emailOwner, findAdmin, insertAdmin, insertSupplier } from '../../test/accounts';
import { createTestApp, type Headers, type Method, type TestContext } from '../../test/app';

let ctx: TestContext;
const PASSWORD = 'correct-horse-1';
let admin: Headers;
let manager: Headers; // sub-admin holding subAdmin
let plain: Headers; // sub-admin holding every permission except subAdmin
let allButAdmin: Headers; // sub-admin holding all eight permissions: still not the admin
let supplier: Headers;
let adminId: string;
let managerId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  adminId = await insertAdmin(ctx.database, {
    email: 'admin@example.com',
    password: PASSWORD,
    username: 'Chief',
  });
  managerId = await insertAdmin(ctx.database, {
    email: 'manager@example.com',
    password: PASSWORD,
    username: 'manager',
    role: 'subadmin',
    permissions: ['subAdmin'],
  });
  await insertAdmin(ctx.database, {
    email: 'plain@example.com',
    password: PASSWORD,
    username: 'plain',
    role: 'subadmin',
    permissions: PERMISSION_KEYS.filter((key) => key !== 'subAdmin'),
  });
  await insertAdmin(ctx.database, {
    email: 'all@example.com',
    password: PASSWORD,
    username: 'all',
    role: 'subadmin',
    permissions: [...PERMISSION_KEYS],
  });
  await insertSupplier(ctx.database, { email: 'taken@supplier.in', password: PASSWORD });
  admin = await ctx.login('admin@example.com', PASSWORD);
  manager = await ctx.login('manager@example.com', PASSWORD);
  plain = await ctx.login('plain@example.com', PASSWORD);
  allButAdmin = await ctx.login('all@example.com', PASSWORD);
  supplier = await ctx.login('taken@supplier.in', PASSWORD);
});
afterAll(() => ctx.close());

const adminCount = async () => {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row?.n ?? 0;
};

let counter = 0;
/** Creates a sub-admin through the API and returns its id and email. */
async function createSubAdmin(username = `temp${++counter}`, headers = admin) {
  const email = `${username.toLowerCase()}@example.com`;
  const response = await ctx.call(
    'POST',
    '/api/admin/subadmin',
    { username, email, password: PASSWORD },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().subadmin._id as string, email };
}

describe('who may manage sub-admins', () => {
  it('refuses anonymous callers, suppliers and sub-admins without subAdmin, changing nothing', async () => {
    const target = await createSubAdmin('target');
    const calls: [Method, string, object | undefined][] = [
      ['POST', '/api/admin/subadmin', { username: 'x', email: 'x@example.com', password: PASSWORD }],
      ['GET', '/api/admin/viewsubadmins', undefined],
      ['PUT', `/api/admin/updatesubadmin/${target.id}`, { username: 'hacked', email: 'hacked@example.com' }],
      ['DELETE', `/api/admin/deletesubadmin/${target.id}`, undefined],
    ];
    const auditBefore = await ctx.auditCount();
    const countBefore = await adminCount();
    for (const [method, url, payload] of calls) {
      expect((await ctx.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [supplier, plain]) {
        const refused = await ctx.call(method, url, payload, headers);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({ message: messages.auth.forbidden });
      }
    }
    expect(await findAdmin(ctx.database, target.id)).toMatchObject({
      username: 'target',
      email: target.email,
    });
    expect(await adminCount()).toBe(countBefore);
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('keeps the role page calls to the admin: sub-admins, even holding every permission, get 403', async () => {
    const target = await createSubAdmin('roletarget');
    const calls: [Method, string, object | undefined][] = [
      ['GET', '/api/admin/subadmins', undefined],
      ['GET', `/api/admin/permissions/${target.id}`, undefined],
      ['POST', '/api/admin/permissions', { subAdminId: target.id, permissions: { reports: true } }],
    ];
    const auditBefore = await ctx.auditCount();
    for (const [method, url, payload] of calls) {
      expect((await ctx.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const headers of [supplier, plain, manager, allButAdmin]) {
        expect((await ctx.call(method, url, payload, headers)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await findAdmin(ctx.database, target.id))?.permissions).toMatchObject({ reports: false });
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('lets a sub-admin holding subAdmin do the four management calls', async () => {
    const created = await createSubAdmin('ByManager', manager);
    expect((await ctx.call('GET', '/api/admin/viewsubadmins', undefined, manager)).statusCode).toBe(200);
    const update = await ctx.call(
      'PUT',
      `/api/admin/updatesubadmin/${created.id}`,
      { username: 'ByManager2', email: created.email },
      manager,
    );
    expect(update.statusCode).toBe(200);
    expect(
      (await ctx.call('DELETE', `/api/admin/deletesubadmin/${created.id}`, undefined, manager)).statusCode,
    ).toBe(200);
    const [event] = await ctx.auditFor(created.id, 'subadmin.create');
    expect(event).toMatchObject({ actorId: managerId, actorRole: 'subadmin' });
  });
});

describe('POST /api/admin/subadmin', () => {
  it('creates a sub-admin with no permissions, a lower-cased email and a working password', async () => {
    const response = await ctx.call(
      'POST',
      '/api/admin/subadmin',
      { username: ' Deputy ', email: ' Deputy@Example.COM ', password: 'deputy-pass-1' },
      admin,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Subadmin "Deputy" added successfully.',
      subadmin: {
        _id: expect.any(String),
        username: 'Deputy',
        email: 'deputy@example.com',
        role: 'subadmin',
      },
    });
    const row = await findAdmin(ctx.database, body.subadmin._id);
    expect(row).toMatchObject({ role: 'subadmin', email: 'deputy@example.com', tokenVersion: 0 });
    expect(Object.values(row?.permissions as object).every((value) => value === false)).toBe(true);
    expect(Object.keys(row?.permissions as object).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(await emailOwner(ctx.database, 'deputy@example.com')).toEqual({
      email: 'deputy@example.com',
      accountKind: 'admin',
      accountId: body.subadmin._id,
    });
    const login = await ctx.login('deputy@example.com', 'deputy-pass-1');
    const permissions = (await ctx.call('GET', '/api/admin/user-permissions', undefined, login)).json();
    expect(permissions.role).toBe('subadmin');
    // The audit event names the account but never its password or hash.
    const [event] = await ctx.auditFor(body.subadmin._id, 'subadmin.create');
    expect(event).toMatchObject({
      actorId: adminId,
      changes: { username: 'Deputy', email: 'deputy@example.com' },
    });
    expect(JSON.stringify(event?.changes)).not.toMatch(/deputy-pass-1|scrypt|password/i);
  });

  it("refuses a supplier's or an admin's email, in any case, with 409 on the email field", async () => {
    const countBefore = await adminCount();
    const auditBefore = await ctx.auditCount();
    for (const email of ['TAKEN@supplier.in', 'admin@EXAMPLE.com']) {
      const response = await ctx.call(
        'POST',
        '/api/admin/subadmin',
        { username: 'Dupe', email, password: PASSWORD },
        admin,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This email is already registered to another account.',
        field: 'email',
      });
    }
    expect(await adminCount()).toBe(countBefore);
    expect(await ctx.auditCount()).toBe(auditBefore);
    expect(await emailOwner(ctx.database, 'taken@supplier.in')).toMatchObject({ accountKind: 'supplier' });
  });

  it('lets only one of concurrent creations with the same email succeed', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        ctx.call(
          'POST',
          '/api/admin/subadmin',
          { username: `racer${n}`, email: 'racer@example.com', password: PASSWORD },
          admin,
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.database.db.select().from(admins).where(eq(admins.email, 'racer@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('validates each field with 400 naming it', async () => {
    const countBefore = await adminCount();
    const cases: [object, string, string][] = [
      [{ email: 'v@example.com', password: PASSWORD }, messages.account.usernameRequired, 'username'],
      [
        { username: ' ', email: 'v@example.com', password: PASSWORD },
        messages.account.usernameRequired,
        'username',
      ],
      [{ username: 'v', email: 'not-an-email', password: PASSWORD }, messages.login.emailInvalid, 'email'],
      [{ username: 'v', email: 'v@example.com', password: '' }, messages.login.passwordRequired, 'password'],
      [
        { username: 'v', email: 'v@example.com', password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1) },
        messages.account.passwordTooShort(MIN_PASSWORD_LENGTH),
        'password',
      ],
    ];
    for (const [payload, message, field] of cases) {
      const response = await ctx.call('POST', '/api/admin/subadmin', payload, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
    }
    expect(await adminCount()).toBe(countBefore);
  });
});

describe('GET /api/admin/viewsubadmins and /api/admin/subadmins', () => {
  it('list only sub-admins, sorted by username ignoring case, as bare arrays', async () => {
    await createSubAdmin('zeta');
    await createSubAdmin('Alpha');
    const list = (await ctx.call('GET', '/api/admin/viewsubadmins', undefined, admin)).json() as Record<
      string,
      unknown
    >[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.every((row) => row.role === 'subadmin')).toBe(true);
    expect(list.some((row) => row._id === adminId)).toBe(false);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['_id', 'email', 'role', 'username']);
    const names = list.map((row) => String(row.username).toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(names).toContain('alpha');

    const withPermissions = (
      await ctx.call('GET', '/api/admin/subadmins', undefined, admin)
    ).json() as Record<string, unknown>[];
    expect(withPermissions.map((row) => row._id)).toEqual(list.map((row) => row._id));
    const managerRow = withPermissions.find((row) => row._id === managerId);
    expect(Object.keys(managerRow ?? {}).sort()).toEqual(['_id', 'email', 'permissions', 'role', 'username']);
    expect(Object.keys(managerRow?.permissions as object).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(managerRow?.permissions).toMatchObject({ subAdmin: true, masterTables: false });
  });
});

describe('PUT /api/admin/updatesubadmin/:id', () => {
  it('changes username and email, moving the email claim, and audits the change', async () => {
    const { id, email } = await createSubAdmin('Renamer');
    const response = await ctx.call(
      'PUT',
      `/api/admin/updatesubadmin/${id}`,
      { username: 'Renamed', email: 'Renamed@Example.com' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: messages.subadmin.updated('Renamed'),
      subadmin: { _id: id, username: 'Renamed', email: 'renamed@example.com', role: 'subadmin' },
    });
    expect(await findAdmin(ctx.database, id)).toMatchObject({
      username: 'Renamed',
      email: 'renamed@example.com',
    });
    expect(await emailOwner(ctx.database, email)).toBeUndefined();
    expect(await emailOwner(ctx.database, 'renamed@example.com')).toMatchObject({
      accountId: id,
      accountKind: 'admin',
    });
    const events = await ctx.auditFor(id, 'subadmin.update');
    expect(events).toHaveLength(1);
    expect(events[0]?.changes).toEqual({
      username: { from: 'Renamer', to: 'Renamed' },
      email: { from: email, to: 'renamed@example.com' },
    });
    // The freed email can be used again, and the moved account logs in with its new email.
    await createSubAdmin('Renamer');
    await ctx.login('renamed@example.com', PASSWORD);
  });

  it("refuses another account's email with 409, changing nothing", async () => {
    const { id, email } = await createSubAdmin('Clasher');
    const auditBefore = await ctx.auditCount();
    for (const taken of ['taken@supplier.in', 'manager@example.com']) {
      const response = await ctx.call(
        'PUT',
        `/api/admin/updatesubadmin/${id}`,
        { username: 'Changed', email: taken },
        admin,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: messages.account.emailTaken, field: 'email' });
    }
    expect(await findAdmin(ctx.database, id)).toMatchObject({ username: 'Clasher', email });
    expect(await emailOwner(ctx.database, email)).toMatchObject({ accountId: id });
    expect(await ctx.auditCount()).toBe(auditBefore);
  });

  it('answers 404 for unknown or malformed ids and for the admin, and 400 for blanks', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', adminId]) {
      const response = await ctx.call(
        'PUT',
        `/api/admin/updatesubadmin/${id}`,
        { username: 'X', email: 'x@example.com' },
        admin,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.subadmin.notFound });
    }
    expect(await findAdmin(ctx.database, adminId)).toMatchObject({ username: 'Chief', role: 'admin' });
    const blank = await ctx.call(
      'PUT',
      `/api/admin/updatesubadmin/${managerId}`,
      { username: '', email: 'm@example.com' },
      admin,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('username');
  });
});

describe('DELETE /api/admin/deletesubadmin/:id', () => {
  it('deletes the sub-admin and its email, locks it out at once and audits it', async () => {
    const { id, email } = await createSubAdmin('Leaver');
    const leaver = await ctx.login(email, PASSWORD);
    expect((await ctx.call('GET', '/api/admin/profile', undefined, leaver)).statusCode).toBe(200);
    const response = await ctx.call('DELETE', `/api/admin/deletesubadmin/${id}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.subadmin.deleted('Leaver') });
    expect(await findAdmin(ctx.database, id)).toBeUndefined();
    expect(await emailOwner(ctx.database, email)).toBeUndefined();
    expect((await ctx.call('GET', '/api/admin/profile', undefined, leaver)).statusCode).toBe(401);
    const [event] = await ctx.auditFor(id, 'subadmin.delete');
    expect(event).toMatchObject({ actorId: adminId, changes: { username: 'Leaver', email } });
    expect((await ctx.call('DELETE', `/api/admin/deletesubadmin/${id}`, undefined, admin)).statusCode).toBe(
      404,
    );
  });

  it('refuses self-deletion with 409 and the admin row with 404', async () => {
    const auditBefore = await ctx.auditCount();
    const self = await ctx.call('DELETE', `/api/admin/deletesubadmin/${managerId}`, undefined, manager);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: messages.subadmin.cannotDeleteSelf });
    expect(await findAdmin(ctx.database, managerId)).toBeDefined();
    for (const id of [adminId, randomUUID(), 'nope']) {
      const response = await ctx.call('DELETE', `/api/admin/deletesubadmin/${id}`, undefined, manager);
      expect(response.statusCode).toBe(404);
    }
    expect(await findAdmin(ctx.database, adminId)).toBeDefined();
    expect(await ctx.auditCount()).toBe(auditBefore);
  });
});

describe('permissions', () => {
  it('reads the eight permissions of a sub-admin, 404 for the admin and unknown ids', async () => {
    const response = await ctx.call('GET', `/api/admin/permissions/${managerId}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['permissions']);
    expect(Object.keys(body.permissions).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(body.permissions.subAdmin).toBe(true);
    for (const id of [adminId, randomUUID(), 'nope']) {
      const missing = await ctx.call('GET', `/api/admin/permissions/${id}`, undefined, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: messages.subadmin.notFound });
    }
  });

  it('merges a partial map into the stored one, takes effect at once, and audits the change', async () => {
    const { id, email } = await createSubAdmin('Granted');
    const granted = await ctx.login(email, PASSWORD);
    expect(
      (await ctx.call('POST', '/api/category/add', { category: 'Granted cat' }, granted)).statusCode,
    ).toBe(403);

    const first = await ctx.call(
      'POST',
      '/api/admin/permissions',
      { subAdminId: id, permissions: { masterTables: true } },
      admin,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Permission updated successfully!');
    const second = await ctx.call(
      'POST',
      '/api/admin/permissions',
      { subAdminId: id, permissions: { reports: true } },
      admin,
    );
    const { permissions } = second.json();
    expect(Object.keys(permissions).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(
      Object.entries(permissions)
        .filter(([, value]) => value)
        .map(([key]) => key)
        .sort(),
    ).toEqual(['masterTables', 'reports']);
    expect((await findAdmin(ctx.database, id))?.permissions).toEqual(permissions);
    expect(
      (await ctx.call('POST', '/api/category/add', { category: 'Granted cat' }, granted)).statusCode,
    ).toBe(201);

    const revoke = await ctx.call(
      'POST',
      '/api/admin/permissions',
      { subAdminId: id, permissions: { masterTables: false } },
      admin,
    );
    expect(revoke.json().permissions).toMatchObject({ masterTables: false, reports: true });
    expect(
      (await ctx.call('POST', '/api/category/add', { category: 'Granted cat 2' }, granted)).statusCode,
    ).toBe(403);

    const events = await ctx.auditFor(id, 'subadmin.permissions-update');
    expect(events.map((event) => event.changes)).toEqual(
      expect.arrayContaining([
        { masterTables: { from: false, to: true } },
        { reports: { from: false, to: true } },
        { masterTables: { from: true, to: false } },
      ]),
    );
    expect(events).toHaveLength(3);
  });

  it('keeps both of two concurrent single-key saves', async () => {
    const { id } = await createSubAdmin('Concurrent');
    await Promise.all(
      (['manageSuppliers', 'manageTenders', 'settings'] as const).map((key) =>
        ctx.call('POST', '/api/admin/permissions', { subAdminId: id, permissions: { [key]: true } }, admin),
      ),
    );
    expect((await findAdmin(ctx.database, id))?.permissions).toMatchObject({
      manageSuppliers: true,
      manageTenders: true,
      settings: true,
    });
  });

  it('refuses unknown keys, non-boolean values and unknown sub-admins, changing nothing', async () => {
    const { id } = await createSubAdmin('Strict');
    const auditBefore = await ctx.auditCount();
    const unknownKey = await ctx.call(
      'POST',
      '/api/admin/permissions',
      { subAdminId: id, permissions: { reports: true, superUser: true } },
      admin,
    );
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toEqual({
      message: messages.subadmin.unknownPermission('superUser'),
      field: 'permissions',
    });
    const notBoolean = await ctx.call(
      'POST',
      '/api/admin/permissions',
      { subAdminId: id, permissions: { reports: 'yes' } },
      admin,
    );
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toEqual({
      message: messages.subadmin.permissionNotBoolean,
      field: 'permissions.reports',
    });
    for (const subAdminId of [randomUUID(), 'nope', adminId]) {
      const response = await ctx.call(
        'POST',
        '/api/admin/permissions',
        { subAdminId, permissions: { reports: true } },
        admin,
      );
      expect(response.statusCode).toBe(404);
    }
    expect(Object.values((await findAdmin(ctx.database, id))?.permissions as object).some(Boolean)).toBe(
      false,
    );
    expect(await ctx.auditCount()).toBe(auditBefore);
  });
});
