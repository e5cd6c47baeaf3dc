import { describe, expect, it } from 'vitest';
import { loginBodySchema, normaliseEmail } from './auth';
import { messages } from './messages';

describe('login body', () => {
  it('requires both fields with the catalogue messages', () => {
    const result = loginBodySchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.login.emailRequired);
    const noPassword = loginBodySchema.safeParse({ email: 'a@b.co' });
    expect(noPassword.error?.issues[0]?.message).toBe(messages.login.passwordRequired);
  });

  it('rejects a malformed email and trims a good one', () => {
    expect(loginBodySchema.safeParse({ email: 'nope', password: 'x' }).error?.issues[0]?.message).toBe(
      messages.login.emailInvalid,
    );
    expect(loginBodySchema.parse({ email: ' A@B.co ', password: 'x' }).email).toBe('A@B.co');
  });

  it('normalises emails for comparison', () => {
    expect(normaliseEmail('  Admin@Example.COM ')).toBe('admin@example.com');
  });
});
