import { messages } from '@tenderdesk/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { insertAdmin } from '../test/accounts';
import { openFreshDatabase } from '../test/database';
import { ACCOUNT_LIMIT, PAIR_LIMIT, releaseLoginAttempt, reserveLoginAttempt } from './login-limits';

/*
 * Issue 8, items 1 and 2: forwarded addresses are believed only from configured proxies, a budget
 * per account holds whatever the address, and the limits hold under concurrency.
 */

const PASSWORD = 'correct-horse-1';
let database: Database;
// Two apps on one database: no proxy trusted (the default), and 127.0.0.1 as the trusted proxy.
let direct: Awaited<ReturnType<typeof buildApp>>;
let proxied: Awaited<ReturnType<typeof buildApp>>;
/** The client address Fastify saw for each request to `proxied`. */
const proxiedIps: string[] = [];

beforeAll(async () => {
  database = await openFreshDatabase();
  const config = {
    jwtSecret: 'test-secret-that-is-long-enough',
    logLevel: 'silent' as const,
    webDistDir: undefined,
  };
  direct = await buildApp({ config, database, logger: false });
  proxied = await buildApp({ config: { ...config, trustProxy: ['127.0.0.1'] }, database, logger: false });
  proxied.addHook('onRequest', async (request) => {
    proxiedIps.push(request.ip);
  });
  for (const email of ['rotate@example.com', 'budget@example.com', 'race@example.com', 'proxy@example.com']) {
    await insertAdmin(database, { email, password: PASSWORD, role: 'subadmin' });
  }
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
  await database.close();
});

type App = typeof direct;
const login = (
  app: App,
  email: string,
  password: string,
  init: { address?: string; forwardedFor?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: init.address ?? '127.0.0.1',
    headers: init.forwardedFor ? { 'x-forwarded-for': init.forwardedFor } : {},
  });

describe('client addresses (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_LIMIT.max + 5; i++) {
      const response = await login(direct, 'rotate@example.com', `wrong-${i}`, {
        forwardedFor: `10.7.0.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, PAIR_LIMIT.max)).toEqual(Array(PAIR_LIMIT.max).fill(401));
    expect(statuses.slice(PAIR_LIMIT.max)).toEqual(Array(5).fill(429));
  });

  it('believes X-Forwarded-For from a configured proxy only', async () => {
    proxiedIps.length = 0;
    // Through the trusted proxy: the forwarded address is the client's.
    const viaProxy = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    // From anywhere else: the header is the caller's own claim, and ignored.
    const forged = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.9',
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(viaProxy.statusCode).toBe(200);
    expect(forged.statusCode).toBe(200);
    expect(proxiedIps).toEqual(['203.0.113.7', '198.51.100.9']);
  });
});

describe('per-account failure budget', () => {
  it('refuses the account from every address once its hourly budget is spent, right password too', async () => {
    // Failures from 49 different addresses (counted directly: 49 password checks would only slow
    // the test down), then the 50th through the API: the per-address limit never triggers.
    for (let i = 0; i < ACCOUNT_LIMIT.max - 1; i++) {
      expect(await reserveLoginAttempt(database.db, 'budget@example.com', `10.8.${i}.1`)).toBeNull();
    }
    expect((await login(direct, 'budget@example.com', 'wrong', { address: '10.8.249.1' })).statusCode).toBe(
      401,
    );
    const fresh = await login(direct, 'budget@example.com', PASSWORD, { address: '10.8.250.1' });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual({ message: messages.login.tooManyAccountAttempts });
    // Through a trusted proxy with yet another client address: still refused.
    const proxiedFresh = await login(proxied, 'budget@example.com', PASSWORD, { forwardedFor: '10.8.251.1' });
    expect(proxiedFresh.statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await login(direct, 'proxy@example.com', PASSWORD, { address: '10.8.250.1' })).statusCode).toBe(
      200,
    );
  }, 120_000);

  it('does not count successful logins against the budget', async () => {
    for (let i = 0; i < ACCOUNT_LIMIT.max + 10; i++) {
      expect(await reserveLoginAttempt(database.db, 'proxy@example.com', `10.6.${i}.1`)).toBeNull();
      await releaseLoginAttempt(database.db, 'proxy@example.com', `10.6.${i}.1`);
    }
    expect((await login(direct, 'proxy@example.com', PASSWORD, { address: '10.6.250.1' })).statusCode).toBe(
      200,
    );
  });
});

describe('limits under concurrency', () => {
  it('checks at most the limit of 60 parallel wrong passwords from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(direct, 'race@example.com', `wrong-${i}`, { address: '10.5.5.5' }),
      ),
    );
    const checked = responses.filter((response) => response.statusCode === 401).length;
    const refused = responses.filter((response) => response.statusCode === 429).length;
    expect(checked).toBeLessThanOrEqual(PAIR_LIMIT.max);
    expect(checked + refused).toBe(60);
    // The address and email pair is now closed, even for the right password.
    expect((await login(direct, 'race@example.com', PASSWORD, { address: '10.5.5.5' })).statusCode).toBe(429);
  });
});
