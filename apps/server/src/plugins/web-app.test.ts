import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPortalTimeZone } from './index-page';
import { IMMUTABLE, REVALIDATE, registerWebApp } from './web-app';

// A built web app as Vite and its compression step leave it: hashed files under assets/ with .gz
// and .br twins, index.html with twins, a favicon without.
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
/** The page as served: the portal's time zone named in it (decision 038). */
const SERVED_HTML = withPortalTimeZone(INDEX_HTML, 'Asia/Kolkata');
const SCRIPT = `export const answer = ${JSON.stringify('tender '.repeat(500))};\n`;
const STYLES = `${'.td-button { color: #1c3d7a; padding: 4px 8px; }\n'.repeat(200)}`;

let dist: string;
let app: FastifyInstance;

function writeWithTwins(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content));
  writeFileSync(`${file}.br`, brotliCompressSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'tenderdesk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithTwins(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithTwins(path.join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeWithTwins(path.join(dist, 'assets', 'index-def456.css'), STYLES);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify({ logger: false });
  app.get('/api/health', async () => ({ status: 'ok' }));
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it('sends a script brotli-compressed, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('sends gzip to a browser without brotli', async () => {
    const response = await get('/assets/index-def456.css', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/css/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLES);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SCRIPT);
  });

  it('answers 404, not the page, for a script that does not exist (an old release asked for it)', async () => {
    const response = await get('/assets/index-gone999.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('does not serve the compressed twins under their own names', async () => {
    expect((await get('/assets/index-abc123.js.br')).statusCode).toBe(404);
    // Outside /assets/ an unknown path is a deep link: the page, not the gzip bytes.
    const page = await get('/index.html.gz');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toBe(SERVED_HTML);
  });
});

describe('index.html', () => {
  it.each(['/', '/index.html', '/listCategory', '/suppliers/4f1c2d9e?tab=documents'])(
    '%s is the app page, compressed and revalidated on every load',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SERVED_HTML);
    },
  );

  it('answers 304 to a revalidation when nothing changed, so no-cache costs one round trip', async () => {
    const first = await get('/dashboard', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/dashboard', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(REVALIDATE);
  });

  it('names the portal time zone in the page (a meta element, no script), gzip for a browser without brotli', async () => {
    const response = await get('/tender-details/abc', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(response.rawPayload).toString();
    expect(html).toContain('<meta name="portal-time-zone" content="Asia/Kolkata" />');
    expect(html.replace(/<meta name="portal-time-zone"[^>]*>/, '')).toBe(INDEX_HTML);
  });

  it('names the configured zone, replacing one the page already names', async () => {
    const other = Fastify({ logger: false });
    await registerWebApp(other, dist, 'America/New_York');
    const response = await other.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<meta name="portal-time-zone" content="America/New_York" />');
    await other.close();
    const named = withPortalTimeZone(
      '<head><meta name="portal-time-zone" content="UTC"></head>',
      'Asia/Kolkata',
    );
    expect(named).toBe('<head><meta name="portal-time-zone" content="Asia/Kolkata" /></head>');
  });

  it('revalidates the files that have no hash in their name', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });
});

describe('API paths', () => {
  it('answers unknown /api paths with 404 JSON, not the page', async () => {
    const response = await get('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});
