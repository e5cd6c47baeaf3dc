import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { openFreshDatabase } from '../test/database';
import { HSTS_VALUE } from './security';

/*
 * Issue 18 item 4 (decision 041): HSTS whenever the portal is served over HTTPS: a PUBLIC_URL of
 * https, or a trusted proxy's X-Forwarded-Proto in any case (HTTPS) and through a hop count.
 */

let database: Database;
const apps: FastifyInstance[] = [];

async function appWith(config: { trustProxy?: boolean | number | string[]; publicUrl?: string }) {
  const app = await buildApp({
    config: {
      jwtSecret: 'test-secret-that-is-long-enough',
      logLevel: 'silent',
      webDistDir: undefined,
      ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
      ...(config.publicUrl ? { mail: { smtp: undefined, publicUrl: config.publicUrl } } : {}),
    },
    database,
    logger: false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

const hstsOf = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url, headers })).headers['strict-transport-security'];

beforeAll(async () => {
  database = await openFreshDatabase();
}, 180_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('HSTS', () => {
  it('is sent on every answer when PUBLIC_URL is https, even with no proxy trusted', async () => {
    const app = await appWith({ publicUrl: 'https://tenders.example.test' });
    for (const url of ['/api/health', '/api/admin/profile', '/api/no-such-call']) {
      expect(await hstsOf(app, url), url).toBe(HSTS_VALUE);
    }
  });

  it('follows a trusted proxy saying https in any case, by address or hop count; never an untrusted one', async () => {
    for (const trustProxy of [['127.0.0.1'], 1]) {
      const app = await appWith({ trustProxy });
      for (const proto of ['https', 'HTTPS', 'http, https']) {
        expect(await hstsOf(app, '/api/health', { 'x-forwarded-proto': proto }), proto).toBe(HSTS_VALUE);
      }
      expect(await hstsOf(app, '/api/health', { 'x-forwarded-proto': 'http' })).toBeUndefined();
    }
    const untrusting = await appWith({ publicUrl: 'http://tenders.example.test' });
    expect(await hstsOf(untrusting, '/api/health', { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });
});
