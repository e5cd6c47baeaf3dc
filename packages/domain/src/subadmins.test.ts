import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from './auth';
import { messages } from './messages';
import { permissionsUpdateBodySchema, subAdminCreateBodySchema, subAdminUpdateBodySchema } from './subadmins';

const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('sub-admin bodies', () => {
  it('requires username, email and a long enough password on create', () => {
    const valid = { username: 'Deputy', email: 'dep@example.com', password: 'x'.repeat(MIN_PASSWORD_LENGTH) };
    expect(subAdminCreateBodySchema.safeParse(valid).success).toBe(true);
    expect(firstIssue(subAdminCreateBodySchema.safeParse({ ...valid, username: '' }))?.path).toEqual([
      'username',
    ]);
    expect(firstIssue(subAdminCreateBodySchema.safeParse({ ...valid, email: '' }))).toMatchObject({
      message: messages.login.emailRequired,
      path: ['email'],
    });
    expect(firstIssue(subAdminCreateBodySchema.safeParse({ ...valid, password: 'short' }))).toMatchObject({
      message: messages.account.passwordTooShort(MIN_PASSWORD_LENGTH),
      path: ['password'],
    });
  });

  it('requires username and email on update', () => {
    expect(firstIssue(subAdminUpdateBodySchema.safeParse({ username: 'x' }))?.path).toEqual(['email']);
  });
});

describe('permissions body', () => {
  it('accepts a partial map of known keys', () => {
    const body = permissionsUpdateBodySchema.parse({ subAdminId: 'id', permissions: { masterTables: true } });
    expect(body.permissions).toEqual({ masterTables: true });
  });

  it('refuses unknown keys and non-boolean values', () => {
    expect(
      firstIssue(permissionsUpdateBodySchema.safeParse({ subAdminId: 'id', permissions: { bogus: true } })),
    ).toMatchObject({ message: messages.subadmin.unknownPermission('bogus'), path: ['permissions'] });
    expect(
      firstIssue(
        permissionsUpdateBodySchema.safeParse({ subAdminId: 'id', permissions: { reports: 'yes' } }),
      ),
    ).toMatchObject({ message: messages.subadmin.permissionNotBoolean, path: ['permissions', 'reports'] });
    expect(firstIssue(permissionsUpdateBodySchema.safeParse({ subAdminId: 'id' }))).toMatchObject({
      message: messages.subadmin.permissionsRequired,
      path: ['permissions'],
    });
    expect(firstIssue(permissionsUpdateBodySchema.safeParse({ permissions: {} }))?.path).toEqual([
      'subAdminId',
    ]);
  });
});
