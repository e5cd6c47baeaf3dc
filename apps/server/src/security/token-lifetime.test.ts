import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openFreshDatabase } from '../test/database';
import { createTokenService, MAX_SESSION_SECONDS, TOKEN_LIFETIME_SECONDS } from './tokens';

/*
 * Issue 18 item 4 (decision 041): a correctly signed token is accepted only with the times this
 * portal issues: iat not in the future, exp - iat at most the token lifetime, exp not further
 * ahead than a fresh token's.
 */

const SECRET = 'a-secret-that-is-long-enough-1';
let database: Database;
beforeAll(async () => {
  database = await openFreshDatabase();
}, 180_000);
afterAll(() => database.close());

const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the portal's secret, with the times given (seconds). */
function forge(times: { iat: number; exp: number; st?: number }) {
  return new SignJWT({ id: randomUUID(), role: 'admin', tv: 0, sid: randomUUID(), st: times.st ?? times.iat })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(new TextEncoder().encode(SECRET));
}

describe('token lifetime', () => {
  it('accepts the times the portal issues (and a token it signs)', async () => {
    const tokens = createTokenService(SECRET, database.db);
    expect(
      await tokens.verifySignature(await tokens.sign({ id: randomUUID(), role: 'admin', tv: 0 })),
    ).not.toBeNull();
    const t = now();
    expect(
      await tokens.verifySignature(await forge({ iat: t, exp: t + TOKEN_LIFETIME_SECONDS })),
    ).not.toBeNull();
    // A renewed token of a session started hours ago.
    const renewed = await forge({ iat: t - 60, exp: t - 60 + TOKEN_LIFETIME_SECONDS, st: t - 3 * 3600 });
    expect(await tokens.verifySignature(renewed)).not.toBeNull();
  });

  it('refuses an expiry years ahead, a lifetime longer than issued, a future iat, an over-long session', async () => {
    const tokens = createTokenService(SECRET, database.db);
    const t = now();
    const years = 10 * 365 * 24 * 3600;
    const refused = [
      await forge({ iat: t, exp: t + years }),
      await forge({ iat: t + years - TOKEN_LIFETIME_SECONDS, exp: t + years, st: t }),
      await forge({ iat: t, exp: t + TOKEN_LIFETIME_SECONDS + 1 }),
      await forge({ iat: t + 3600, exp: t + 3600 + 60 }),
      await forge({ iat: t, exp: t + 60, st: t - MAX_SESSION_SECONDS - 3600 }),
    ];
    for (const [index, token] of refused.entries()) {
      expect(await tokens.verifySignature(token), `case ${index}`).toBeNull();
      expect(await tokens.verify(token), `case ${index}`).toBeNull();
    }
  });
});
