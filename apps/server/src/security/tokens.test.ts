import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { openFreshDatabase } from '../test/database';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from './tokens';

/** Verified tokens are remembered (decision 020): never across keys, never past their expiry. */
describe('token verification', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openFreshDatabase();
  }, 180_000);
  afterAll(() => database.close());

  const payload = () => ({ id: randomUUID(), role: 'supplier' as const, tv: 0 });

  it('accepts a token signed with its key, again and again', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-1', database.db);
    const token = await tokens.sign(payload());
    const first = await tokens.verifySignature(token);
    expect(first).not.toBeNull();
    expect(await tokens.verifySignature(token)).toEqual(first);
  });

  it("never accepts a token another key's service has verified", async () => {
    const a = createTokenService('a-secret-that-is-long-enough-1', database.db);
    const b = createTokenService('another-secret-long-enough-22', database.db);
    const token = await a.sign(payload());
    expect(await a.verifySignature(token)).not.toBeNull();
    expect(await b.verifySignature(token)).toBeNull();
    expect(await b.verify(token)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-1', database.db);
    const token = await tokens.sign(payload());
    expect(await tokens.verifySignature(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + (TOKEN_LIFETIME_SECONDS + 1) * 1000, toFake: ['Date'] });
    try {
      expect(await tokens.verifySignature(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a tampered token even after the genuine one was remembered', async () => {
    const tokens = createTokenService('a-secret-that-is-long-enough-1', database.db);
    const token = await tokens.sign(payload());
    await tokens.verifySignature(token);
    const [header, body, signature = ''] = token.split('.');
    const tampered = `${header}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verifySignature(tampered)).toBeNull();
  });
});
