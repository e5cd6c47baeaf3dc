import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, profileBodySchema, USERNAME_MAX } from './account';
import { MIN_PASSWORD_LENGTH } from './auth';
import { messages } from './messages';

const firstIssue = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('profile body', () => {
  it('trims and requires both fields', () => {
    expect(profileBodySchema.parse({ username: ' Chief ', email: ' A@B.co ' })).toEqual({
      username: 'Chief',
      email: 'A@B.co',
    });
    expect(firstIssue(profileBodySchema.safeParse({ username: ' ', email: 'a@b.co' }))).toMatchObject({
      message: messages.account.usernameRequired,
      path: ['username'],
    });
    expect(firstIssue(profileBodySchema.safeParse({ username: 'x', email: 'nope' }))).toMatchObject({
      message: messages.login.emailInvalid,
      path: ['email'],
    });
    expect(
      firstIssue(profileBodySchema.safeParse({ username: 'x'.repeat(USERNAME_MAX + 1), email: 'a@b.co' }))
        ?.message,
    ).toBe(messages.account.usernameTooLong(USERNAME_MAX));
  });
});

describe('change-password body', () => {
  const valid = { oldPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };

  it('accepts a valid body, with or without the confirmation', () => {
    expect(changePasswordBodySchema.safeParse(valid).success).toBe(true);
    expect(
      changePasswordBodySchema.safeParse({ oldPassword: 'a', newPassword: 'new-password' }).success,
    ).toBe(true);
  });

  it('requires each field with its own message and field', () => {
    expect(firstIssue(changePasswordBodySchema.safeParse({ ...valid, oldPassword: '' }))).toMatchObject({
      message: messages.password.oldRequired,
      path: ['oldPassword'],
    });
    expect(firstIssue(changePasswordBodySchema.safeParse({ oldPassword: 'x' }))).toMatchObject({
      message: messages.password.newRequired,
      path: ['newPassword'],
    });
    expect(firstIssue(changePasswordBodySchema.safeParse({ ...valid, confirmPassword: '' }))).toMatchObject({
      message: messages.password.confirmRequired,
      path: ['confirmPassword'],
    });
  });

  it('checks length, confirmation and that the password changes', () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(
      firstIssue(
        changePasswordBodySchema.safeParse({ ...valid, newPassword: short, confirmPassword: short }),
      ),
    ).toMatchObject({
      message: messages.password.newTooShort(MIN_PASSWORD_LENGTH),
      path: ['newPassword'],
    });
    expect(
      firstIssue(changePasswordBodySchema.safeParse({ ...valid, confirmPassword: 'other-password' })),
    ).toMatchObject({
      message: 'New passwords do not match.',
      path: ['confirmPassword'],
    });
    expect(
      firstIssue(
        changePasswordBodySchema.safeParse({ oldPassword: 'same-password', newPassword: 'same-password' }),
      ),
    ).toMatchObject({ message: messages.password.sameAsOld, path: ['newPassword'] });
  });

  it('does not trim passwords', () => {
    expect(
      changePasswordBodySchema.parse({ oldPassword: ' a ', newPassword: ' spaced pass ' }).newPassword,
    ).toBe(' spaced pass ');
  });
});
