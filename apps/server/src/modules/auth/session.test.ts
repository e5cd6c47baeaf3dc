import { randomUUID } from 'node:crypto';
import { messages } from '@tenderdesk/domain/messages';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_SESSION_SECONDS, RENEW_AFTER_SECONDS, TOKEN_LIFETIME_SECONDS } from '../../security/tokens';
import { insertAdmin, insertSupplier } from '../../test/accounts';
import { createTestApp, type TestContext } from '../../test/app';
import { RENEWED_TOKEN_HEADER } from './session-renewal';

/* Issue 8, items 6 and 9: logout revokes tokens on the server; tokens are short-lived, renewed while
 * the person is active, and must carry an expiry and a uuid id. */

let ctx: TestContext;
const PASSWORD = 'correct-horse-1';
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough'); // createTestApp's
let subAdminId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  subAdminId = await insertAdmin(ctx.database, {
    email: 'sub@example.com',
    password: PASSWORD,
    role: 'subadmin',
  });
  await insertSupplier(ctx.database, { email: 'vendor@supplier.in', password: PASSWORD });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const login = async (email: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response;
};
const tokenOf = async (email: string) => (await login(email)).json().token as string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const permissions = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/user-permissions', headers: bearer(token) });
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** Moves the clock (Date only: timers, PGlite and the database keep theirs). */
const setClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
};

describe('login answer', () => {
  it('keeps the spec shape, is not cacheable and carries a short-lived token', async () => {
    const response = await login('sub@example.com');
    // The spec's three fields, and the language chosen (issue 26): additive only.
    expect(Object.keys(response.json()).sort()).toEqual(['language', 'message', 'role', 'token']);
    expect(response.headers['cache-control']).toBe('no-store');
    const payload = claims(response.json().token);
    expect(payload).toMatchObject({ id: subAdminId, role: 'subadmin', tv: 0 });
    expect((payload.exp as number) - (payload.iat as number)).toBe(TOKEN_LIFETIME_SECONDS);
    expect(TOKEN_LIFETIME_SECONDS).toBeLessThanOrEqual(30 * 60);
  });
});

describe('POST /api/admin/logout', () => {
  it("ends the token's session on the server, and only that session", async () => {
    const first = await tokenOf('sub@example.com');
    const otherBrowser = await tokenOf('sub@example.com');
    expect((await permissions(first)).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(first) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: messages.login.loggedOut });
    const after = await permissions(first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.auth.invalidToken });
    // The same account in another browser (or another test worker) is still logged in.
    expect((await permissions(otherBrowser)).statusCode).toBe(200);
  });

  it('also refuses every later renewal of the logged-out session', async () => {
    const start = Date.now();
    const token = await tokenOf('sub@example.com');
    setClock(start + (RENEW_AFTER_SECONDS + 60) * 1000);
    const renewed = (await permissions(token)).headers[RENEWED_TOKEN_HEADER] as string;
    expect(typeof renewed).toBe('string');
    expect(claims(renewed).sid).toBe(claims(token).sid);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await permissions(renewed)).statusCode).toBe(401);
  });

  it('works for suppliers too, and needs a valid token', async () => {
    const token = await tokenOf('vendor@supplier.in');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await permissions(token)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('renewal while active', () => {
  it('renews a token older than the renewal age, keeping its session start; the old one still expires', async () => {
    const start = Date.now();
    const token = await tokenOf('sub@example.com');
    // Fresh: no renewal.
    expect((await permissions(token)).headers[RENEWED_TOKEN_HEADER]).toBeUndefined();

    setClock(start + (RENEW_AFTER_SECONDS + 60) * 1000);
    const active = await permissions(token);
    expect(active.statusCode).toBe(200);
    const renewed = active.headers[RENEWED_TOKEN_HEADER] as string;
    expect(typeof renewed).toBe('string');
    const before = claims(token);
    const after = claims(renewed);
    expect(after).toMatchObject({
      id: before.id,
      role: before.role,
      tv: before.tv,
      sid: before.sid,
      st: before.st,
    });
    expect(after.exp as number).toBeGreaterThan(before.exp as number);

    // Past the first token's expiry: it is refused, the renewed one works.
    setClock(start + (TOKEN_LIFETIME_SECONDS + 60) * 1000);
    expect((await permissions(token)).statusCode).toBe(401);
    expect((await permissions(renewed)).statusCode).toBe(200);
  });

  it('stops renewing when the session reaches its maximum age', async () => {
    const start = Date.now();
    let token = await tokenOf('sub@example.com');
    const step = (TOKEN_LIFETIME_SECONDS - 60) * 1000;
    let now = start;
    let renewals = 0;
    for (;;) {
      now += step;
      setClock(now);
      const response = await permissions(token);
      expect(response.statusCode).toBe(200);
      const renewed = response.headers[RENEWED_TOKEN_HEADER] as string | undefined;
      if (!renewed) break;
      token = renewed;
      renewals++;
    }
    expect((now - start) / 1000).toBeGreaterThanOrEqual(MAX_SESSION_SECONDS);
    expect((now - start) / 1000).toBeLessThan(MAX_SESSION_SECONDS + 2 * TOKEN_LIFETIME_SECONDS);
    expect(renewals).toBeGreaterThan(10);
    setClock(now + step);
    expect((await permissions(token)).statusCode).toBe(401);
  });

  it('never renews the token a logout revokes, nor an error answer', async () => {
    const start = Date.now();
    const token = await tokenOf('sub@example.com');
    setClock(start + (RENEW_AFTER_SECONDS + 60) * 1000);
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/subadmins',
      headers: bearer(token),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
  });
});

describe('token verification', () => {
  // A session id and start as login would give them; each test overrides what it is about.
  const sign = (claims: Record<string, unknown>, configure: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
    configure(
      new SignJWT({
        sid: randomUUID(),
        st: Math.floor(Date.now() / 1000) - 10,
        ...claims,
      }).setProtectedHeader({
        alg: 'HS256',
      }),
    ).sign(SECRET);

  it('accepts a well-formed token signed with the secret (control)', async () => {
    const token = await sign({ id: subAdminId, role: 'subadmin', tv: await currentTv() }, (jwt) =>
      jwt.setIssuedAt().setExpirationTime('5m'),
    );
    expect((await permissions(token)).statusCode).toBe(200);
  });

  it('refuses a signed token without an expiry', async () => {
    const token = await sign({ id: subAdminId, role: 'subadmin', tv: await currentTv() }, (jwt) =>
      jwt.setIssuedAt(),
    );
    const response = await permissions(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.auth.invalidToken });
  });

  it('refuses a signed token whose id is not a uuid with 401, not 500', async () => {
    for (const id of ['not-a-uuid', `${randomUUID()}x`, "1' or '1'='1"]) {
      const token = await sign({ id, role: 'admin', tv: 0 }, (jwt) =>
        jwt.setIssuedAt().setExpirationTime('5m'),
      );
      const response = await permissions(token);
      expect(response.statusCode, id).toBe(401);
      expect(response.json()).toEqual({ message: messages.auth.invalidToken });
    }
  });

  it('refuses other malformed claims and algorithms', async () => {
    const timed = (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('5m');
    const bad = [
      await sign({ id: subAdminId, role: 'root', tv: 0 }, timed),
      await sign({ id: subAdminId, role: 'subadmin', tv: -1 }, timed),
      await sign({ id: subAdminId, role: 'subadmin', tv: '0' }, timed),
      await sign({ id: subAdminId, role: 'subadmin', tv: 0 }, (jwt) => jwt.setExpirationTime('5m')),
      await sign({ id: subAdminId, role: 'subadmin', tv: 0, sid: 'session-1' }, timed),
      await sign({ id: subAdminId, role: 'subadmin', tv: 0, sid: undefined }, timed),
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ id: subAdminId, role: 'subadmin', tv: 0, sid: randomUUID(), st: 1, iat: 1, exp: 9_999_999_999 })).toString('base64url')}.`,
    ];
    for (const token of bad) expect((await permissions(token)).statusCode).toBe(401);
  });
});

async function currentTv(): Promise<number> {
  const response = await login('sub@example.com');
  return claims(response.json().token).tv as number;
}
