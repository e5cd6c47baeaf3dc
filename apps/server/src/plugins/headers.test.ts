import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@tenderdesk/domain/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { insertAdmin, loginHeaders } from '../test/accounts';
import { openFreshDatabase } from '../test/database';
import { isApiPath } from './api-path';
import { HSTS_VALUE } from './security';

/*
 * Issue 8, item 8: HSTS only over HTTPS (or a trusted proxy saying so), no-store on API answers,
 * malformed URLs in the portal's {message} shape, and /API or //api paths never served the web app.
 */

let database: Database;
let app: FastifyInstance; // trusts 127.0.0.1 as its proxy, serves a built web app
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  database = await openFreshDatabase();
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'td-web-'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>TenderDesk</title>');
  app = await buildApp({
    config: {
      jwtSecret: 'test-secret-that-is-long-enough',
      logLevel: 'silent',
      webDistDir,
      trustProxy: ['127.0.0.1'],
    },
    database,
    logger: false,
  });
  await app.ready();
  await insertAdmin(database, { email: 'admin@example.com', password: PASSWORD });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('is not sent over plain HTTP, nor when an untrusted caller claims HTTPS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on the login answer and on API answers carrying personal data', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const headers = await loginHeaders(app, 'admin@example.com', PASSWORD);
    for (const url of ['/api/admin/profile', '/api/suppliers/active', '/api/admin/viewsubadmins']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Errors too (they may echo what was sent).
    const refused = await app.inject({ method: 'GET', url: '/api/admin/profile' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the web app to its own caching', async () => {
    const page = await app.inject({ method: 'GET', url: '/suppliers/requests' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

describe('odd URLs', () => {
  it('answer a malformed escape with 400 in the portal shape', async () => {
    for (const url of ['/api/%ZZ', '/%ZZ', '/api/category/update/%E0%A4%A']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ message: messages.http.badUrl });
    }
  });

  it('answer /API/..., //api/... and other spellings of the API with 404 JSON, not the web app', async () => {
    for (const url of [
      '/API/health',
      '/Api/admin/profile',
      '//api/health',
      '///api/nothing',
      '/%61pi/x',
      '/UPLOADS/x.pdf',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ message: messages.http.notFound });
    }
    // The web app still answers its own deep links, in any case.
    const deep = await app.inject({ method: 'GET', url: '/Tender-Details/abc' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>TenderDesk</title>');
  });

  it('isApiPath recognises every spelling', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/x?y=1')).toBe(true);
    expect(isApiPath('//API//x')).toBe(true);
    expect(isApiPath('/%2Fapi/x')).toBe(true);
    expect(isApiPath('/uploads/a.pdf')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/dashboard')).toBe(false);
    expect(isApiPath('/%ZZ')).toBe(false);
  });
});

describe('security headers', () => {
  it('carry the content security policy and helmet’s other headers on API answers, the web app and errors', async () => {
    for (const url of ['/api/health', '/', '/listTender', '/api/no-such-call']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});
