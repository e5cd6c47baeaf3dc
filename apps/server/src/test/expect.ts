import { expect } from 'vitest';

/** No answer may carry a password, a hash or the token version, whatever the call. */
export function expectNoSecrets(response: { body: string; statusCode: number }) {
  expect(response.body).not.toMatch(/scrypt|passwordHash|tokenVersion|secret-pass/i);
  if (response.statusCode < 400) expect(response.body).not.toMatch(/password/i);
}
