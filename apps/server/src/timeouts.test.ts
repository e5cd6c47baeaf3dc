import { createServer, type Server, Socket } from 'node:net';
import { messages } from '@tenderdesk/domain/messages';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, HTTP_TIMEOUTS } from './app';
import { openDatabase } from './db/client';
import { openFreshDatabase } from './test/database';

/*
 * Issue 8, item 7: a client dripping bytes is cut off, and when PostgreSQL is down, unreachable or
 * too slow, API calls answer 503 {message} quickly instead of hanging and then failing with a 500.
 */

const config = {
  jwtSecret: 'test-secret-that-is-long-enough',
  logLevel: 'silent' as const,
  webDistDir: undefined,
};
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0)
    await cleanups
      .pop()?.()
      .catch(() => undefined);
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Sends `head`, then one more byte every 200 ms; resolves with the seconds until the server hangs up. */
function drip(port: number, head: string, byte: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = new Socket();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server never cut the connection'));
    }, 20_000);
    socket.on('data', (data) => {
      answer += data.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
    socket.connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(byte);
      }, 200);
    });
  });
}

describe('slow clients', () => {
  it('uses finite header, request, idle and keep-alive timeouts by default', () => {
    expect(HTTP_TIMEOUTS.headersMs).toBeGreaterThan(0);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(HTTP_TIMEOUTS.headersMs);
    expect(HTTP_TIMEOUTS.requestMs).toBeLessThanOrEqual(300_000);
    expect(HTTP_TIMEOUTS.idleMs).toBeGreaterThan(0);
    expect(HTTP_TIMEOUTS.keepAliveMs).toBeGreaterThan(0);
  });

  it('cuts off a client dripping its headers, and one dripping its body', async () => {
    const database = await openFreshDatabase();
    const app = await buildApp({
      config,
      database,
      logger: false,
      timeouts: { headersMs: 1_000, requestMs: 2_000, idleMs: 10_000, checkIntervalMs: 250 },
    });
    cleanups.push(
      () => database.close(),
      () => app.close(),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // Without the limits a drip goes on until it gives up (20 s). The bounds leave room for a CI
    // machine whose two cores run other test files at once (4.4 s was seen for the 1 s limit).
    const headers = await drip(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X');
    expect(headers.seconds).toBeLessThan(8);

    const body = await drip(
      port,
      'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
      ' ',
    );
    expect(body.seconds).toBeLessThan(9);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
  }, 180_000);
});

describe('an unavailable database', () => {
  const expectUnavailable = async (app: Awaited<ReturnType<typeof buildApp>>, withinSeconds: number) => {
    for (const request of [
      {
        method: 'POST' as const,
        url: '/api/admin/login',
        payload: { email: 'a@b.co', password: 'whatever-1' },
      },
      { method: 'GET' as const, url: '/api/category/view' },
    ]) {
      const started = performance.now();
      const response = await app.inject(request);
      const seconds = (performance.now() - started) / 1000;
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(503);
      expect(response.json()).toEqual({ message: messages.http.unavailable });
      expect(seconds).toBeLessThan(withinSeconds);
    }
  };

  it('answers 503 at once when nothing listens on the PostgreSQL port', async () => {
    const database = openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/tenderdesk`,
      dataDir: null,
      timeouts: { connectMs: 1_000, statementMs: 1_000 },
    });
    const app = await buildApp({ config, database, logger: false });
    cleanups.push(
      () => database.close(),
      () => app.close(),
    );
    await expectUnavailable(app, 3);
  }, 30_000);

  it('answers 503 within the connect timeout when the server accepts but never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const database = openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/tenderdesk`,
      dataDir: null,
      timeouts: { connectMs: 1_000, statementMs: 1_000 },
    });
    const app = await buildApp({ config, database, logger: false });
    cleanups.push(
      () => new Promise((resolve) => silent.close(resolve)),
      async () => {
        for (const socket of sockets) socket.destroy();
      },
      () => database.close(),
      () => app.close(),
    );
    await expectUnavailable(app, 4);
  }, 30_000);

  it.runIf(process.env.TEST_DB === 'postgres')(
    'answers 503 when a statement runs past its timeout',
    async () => {
      const fresh = await openFreshDatabase();
      cleanups.push(() => fresh.close());
      // The same database, opened again with a short statement timeout.
      const url = new URL(process.env.DATABASE_URL ?? '');
      const [{ name } = { name: '' }] = (await fresh.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        name: string;
      }[];
      url.pathname = `/${name}`;
      const database = openDatabase({
        databaseUrl: url.toString(),
        dataDir: null,
        timeouts: { connectMs: 2_000, statementMs: 500 },
      });
      const app = await buildApp({ config, database, logger: false });
      // Outside /api, so it needs no declared guard: it only runs a slow statement.
      app.get('/internal-test/slow', async () => {
        await database.db.execute(sql`select pg_sleep(5)`);
        return { ok: true };
      });
      cleanups.push(
        () => database.close(),
        () => app.close(),
      );
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/internal-test/slow' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: messages.http.unavailable });
      expect((performance.now() - started) / 1000).toBeLessThan(3);
    },
    30_000,
  );
});
