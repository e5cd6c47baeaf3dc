import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { loginHeaders } from './accounts';
import { contextAccounts, type InjectResponse, type TestContext } from './app';

/*
 * The test kits over real HTTP (decision 058): the kits call `app.inject` (./tenders-api.ts,
 * ./registration.ts, ./accounts.ts) or a TestContext's `call` (./award-kit.ts, ./auction-kit.ts).
 * Here both go through `fetch` to a base URL (a server process, or the round-robin proxy in front
 * of several), so a test of running processes reuses the kits instead of copying them. Only the
 * part of `inject` the kits use is provided: method, url, payload (an object as JSON, a string or
 * Buffer as it is), headers, and remoteAddress (sent as X-Forwarded-For, for servers that trust
 * the proxy in between).
 */

type InjectOptions = {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** One request to `base` with fetch, answered in the shape `app.inject` answers. */
export async function fetchInject(base: string, options: InjectOptions): Promise<InjectResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | Buffer | undefined;
  if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) body = options.payload;
  else if (options.payload !== undefined) {
    body = JSON.stringify(options.payload);
    headers['content-type'] ??= 'application/json';
  }
  if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
  const response = await fetch(`${base}${options.url}`, {
    method: options.method,
    headers,
    ...(body !== undefined
      ? { body: new Uint8Array(body instanceof Buffer ? body : Buffer.from(body)) }
      : {}),
  });
  const raw = Buffer.from(await response.arrayBuffer());
  const text = raw.toString('utf8');
  const answer = {
    statusCode: response.status,
    statusMessage: response.statusText,
    headers: Object.fromEntries(response.headers),
    rawPayload: raw,
    payload: text,
    body: text,
    json: () => JSON.parse(text),
  };
  return answer as unknown as InjectResponse;
}

/**
 * An `app` for the kits that take one: only `inject` exists, and it goes over HTTP to `base`.
 * (The kits type their parameter as FastifyInstance; they call nothing else on it.)
 */
export function httpApp(base: string): FastifyInstance {
  return { inject: (options: InjectOptions) => fetchInject(base, options) } as unknown as FastifyInstance;
}

/**
 * A TestContext whose calls go over HTTP to `base`, on the `database` the servers there use:
 * accounts made by `as` are inserted into it and logged in through the API. `close` closes nothing
 * but the database handle: the servers belong to the test.
 */
export function httpTestContext(base: string, database: Database): TestContext {
  const app = httpApp(base);
  const login = (email: string, password: string) => loginHeaders(app, email, password);
  return {
    app,
    database,
    db: database.db,
    call: (method, url, payload, headers = {}) =>
      fetchInject(base, { method, url, headers, ...(payload !== undefined ? { payload } : {}) }),
    login,
    ...contextAccounts(database, app),
    close: () => database.close(),
  };
}
