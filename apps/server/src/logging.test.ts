import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { loggerOptions, requestChildLogger, serializeError, serializeRequest } from './logging';
import { insertCategoryPair } from './test/accounts';
import { openFreshDatabase } from './test/database';
import { postRegistration } from './test/registration';

/*
 * Issue 8, item 4: a failed query is logged without its parameters, and secrets are redacted, so
 * a failed registration leaves neither the password nor its hash (nor the person's details) in the log.
 */

let database: Database;
let app: FastifyInstance;
let ids: { categoryId: string; subCategoryId: string };
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logText = () => lines.join('');

beforeAll(async () => {
  database = await openFreshDatabase();
  app = await buildApp({
    config: { jwtSecret: 'test-secret-that-is-long-enough', logLevel: 'info', webDistDir: undefined },
    database,
    logStream,
  });
  await app.ready();
  ids = await insertCategoryPair(database);
  // Make every supplier insert fail inside PostgreSQL, after the hash is computed and bound.
  await database.db.execute(
    sql.raw(`create function td_refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'storage refused'; end $$`),
  );
  await database.db.execute(
    sql.raw(
      'create trigger td_refuse_insert before insert on suppliers for each row execute function td_refuse_insert()',
    ),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('keep the password, its hash and personal details out when a registration query fails', async () => {
    lines.length = 0;
    const response = await postRegistration(app, 'leaky@acme.in', ids, {
      fields: { password: 'Sup3r-Secret-Pw', confirmPassword: 'Sup3r-Secret-Pw', mobile: '+91 99887 76655' },
    });
    expect(response.statusCode).toBe(500);
    const text = logText();
    // The failure itself is logged, with its SQL and the database's reason...
    expect(text).toContain('storage refused');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(failure?.err.message).toMatch(/^Failed query: insert into "suppliers"/);
    // ...but nothing of what was bound to it.
    expect(text).not.toContain('scrypt$');
    expect(text).not.toContain('Sup3r-Secret-Pw');
    expect(text).not.toContain('leaky@acme.in');
    expect(text).not.toContain('99887');
    expect(text).not.toMatch(/"params"|"parameters"/);
  });

  it('redact authorization headers, tokens, passwords and hashes wherever a log call puts them', () => {
    lines.length = 0;
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'sid=1' } },
        body: { password: 'pw-1', newPassword: 'pw-2', token: 'tok-3' },
        account: { row: { passwordHash: 'scrypt$32768$8$1$salt$hash' } },
      },
      'something happened',
    );
    const text = logText();
    expect(text).toContain('something happened');
    for (const secret of ['abc.def.ghi', 'sid=1', 'pw-1', 'pw-2', 'tok-3', 'scrypt$']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it("bind each request's id as pino would, and still redact what a request's log call carries", async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer secret.token.value' },
    });
    expect(response.statusCode).toBe(200);
    const entries = lines.map((line) => JSON.parse(line));
    const incoming = entries.find((entry) => entry.msg === 'incoming request');
    const completed = entries.find((entry) => entry.msg === 'request completed');
    expect(incoming?.reqId).toMatch(/^req-/);
    expect(completed?.reqId).toBe(incoming?.reqId);
    expect(logText()).not.toContain('secret.token.value');
    // The fast child (decision 066) writes the same bindings as pino's own, whatever the id holds...
    const root = pino(loggerOptions('info', logStream) as LoggerOptions);
    const bindingsOf = (logger: FastifyBaseLogger) => (logger as Logger).bindings();
    for (const reqId of ['req-1', 'req-"quoted"\\and\nnewline', 'रिक्वेस्ट']) {
      expect(bindingsOf(requestChildLogger(root, { reqId }, {}))).toEqual(root.child({ reqId }).bindings());
    }
    // ...and anything else takes pino's own path, redaction included.
    const other = requestChildLogger(root, { reqId: 'req-2', token: 'tok-9' }, {});
    expect(bindingsOf(other)).toEqual({ reqId: 'req-2', token: '[redacted]' });
  });

  it('sanitise an error logged on its own, message included', () => {
    lines.length = 0;
    const failed = Object.assign(new Error('Failed query: select $1\nparams: secret-value'), {
      query: 'select $1',
      params: ['secret-value'],
      cause: Object.assign(new Error('duplicate key'), {
        code: '23505',
        detail: 'Key (email)=(someone@example.com) already exists.',
        constraint: 'account_emails_pkey',
      }),
    });
    app.log.error(failed);
    const text = logText();
    expect(text).toContain('Failed query: select $1');
    expect(text).toContain('account_emails_pkey');
    expect(text).not.toContain('secret-value');
    expect(text).not.toContain('someone@example.com');
  });
});

describe('serializeError', () => {
  it('keeps the type, code, SQL and stack frames, and drops parameters and details', () => {
    const error = Object.assign(new Error('Failed query: insert into t values ($1)\nparams: x@y.z,hash'), {
      query: 'insert into t values ($1)',
      params: ['x@y.z', 'hash'],
      parameters: ['x@y.z'],
      cause: Object.assign(new Error('boom'), { code: '22021', detail: 'row (x@y.z)', where: 'x@y.z' }),
    });
    const serialised = serializeError(error) as Record<string, unknown>;
    expect(serialised).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into t values ($1)',
      query: 'insert into t values ($1)',
      cause: { type: 'Error', message: 'boom', code: '22021' },
    });
    expect(String(serialised.stack)).toMatch(/^Error: Failed query: insert into t values \(\$1\)\n\s+at /);
    expect(JSON.stringify(serialised)).not.toContain('x@y.z');
  });
});

describe('serializeRequest', () => {
  it('logs the path without its query string (a reset token, personal data)', () => {
    const logged = serializeRequest({
      method: 'GET',
      url: '/reset-password?token=secret-token-value',
      host: 'portal.test',
      ip: '10.0.0.1',
      socket: { remotePort: 5000 },
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/reset-password?[redacted]',
      host: 'portal.test',
      remoteAddress: '10.0.0.1',
      remotePort: 5000,
    });
    expect(serializeRequest({ method: 'GET', url: '/api/health' }).url).toBe('/api/health');
  });
});
