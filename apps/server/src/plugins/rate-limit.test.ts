import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

/*
 * The global limit (1,200 a minute per address) counts the API and the uploads, and not the web app's own files: a page load fetches some forty scripts, which must not spend the
 * API's budget of everyone behind the same office address.
 */

let ctx: TestContext;
let dist: string;
beforeAll(async () => {
  // A built web app: the page and one hashed script.
  dist = mkdtempSync(path.join(tmpdir(), 'tenderdesk-limit-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {};\n');
  ctx = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const remaining = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.7' });
  return response.headers['x-ratelimit-remaining'];
};

describe('the global rate limit', () => {
  it('counts API calls and not the web app’s pages and files', async () => {
    const first = Number(await remaining('/api/category/view'));
    expect(first).toBeGreaterThan(0);
    expect(Number(await remaining('/api/category/view'))).toBe(first - 1);
    for (const url of ['/', '/dashboard', '/assets/index-abc123.js']) {
      const response = await ctx.app.inject({ method: 'GET', url, remoteAddress: '10.9.8.7' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-ratelimit-remaining'], url).toBeUndefined();
    }
    expect(Number(await remaining('/api/category/view'))).toBe(first - 2);
  });
});
