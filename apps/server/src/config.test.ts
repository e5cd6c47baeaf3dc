import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trust = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off by default and for false, 0 or an empty value', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ['', 'false', 'FALSE', '0']) expect(trust(value)).toBe(false);
  });

  it('accepts true, a hop count, and comma-separated addresses and CIDRs', () => {
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, naming it', () => {
    for (const value of ['yes', '10.0.0.256', '10.0.0.0/33', 'proxy.example.com', '1.2.3.4/8/1']) {
      expect(() => trust(value), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('turns a hop count into a function trusting that many hops (Fastify trusts nobody for a bare number)', () => {
    const fn = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => fn('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('database timeouts', () => {
  it('default to 5 s to connect and 15 s a statement, and can be set', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 15_000 });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '60000' })
        .databaseTimeouts,
    ).toEqual({ connectMs: 2_000, statementMs: 60_000 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });
});

describe('upload concurrency', () => {
  it('is unset by default (the database decides), a whole number from 1 when set', () => {
    expect(loadConfig({}).uploadConcurrency).toBeUndefined();
    expect(loadConfig({ UPLOAD_CONCURRENCY: '8' }).uploadConcurrency).toBe(8);
    for (const wrong of ['0', '2.5', 'many']) {
      expect(() => loadConfig({ UPLOAD_CONCURRENCY: wrong }), wrong).toThrow(/UPLOAD_CONCURRENCY/);
    }
  });
});

describe('email settings (decision 027)', () => {
  it('are off by default: no SMTP, links from the request', () => {
    expect(loadConfig({}).mail).toEqual({ smtp: undefined, publicUrl: undefined });
  });

  it('take SMTP_URL with MAIL_FROM and PUBLIC_URL (without its trailing slash)', () => {
    const mail = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      MAIL_FROM: 'TenderDesk <no-reply@example.com>',
      PUBLIC_URL: 'https://tenders.example.com/',
    }).mail;
    expect(mail).toEqual({
      smtp: { url: 'smtp://user:pass@mail.example.com:587', from: 'TenderDesk <no-reply@example.com>' },
      publicUrl: 'https://tenders.example.com',
    });
  });

  it('refuse SMTP without a sender or a public address, and URLs of the wrong kind', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://x.test' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'a@b.c' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});

describe('metrics (decision 056)', () => {
  it('are off by default: no token, nobody allowed', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, allow: [] });
  });

  it('take a token of 16 printable characters or more, and addresses and CIDRs', () => {
    const metrics = loadConfig({
      METRICS_TOKEN: 'a-long-enough-token-1234',
      METRICS_ALLOW: '127.0.0.1, 10.0.0.0/8,::1, fd00::/8',
    }).metrics;
    expect(metrics).toEqual({
      token: 'a-long-enough-token-1234',
      allow: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'],
    });
  });

  it('refuse a short token, one with spaces, and anything but addresses in METRICS_ALLOW', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in the middle' })).toThrow(/METRICS_TOKEN/);
    for (const value of ['localhost', 'loopback', '10.0.0.256', '10.0.0.0/33', '1.2.3.4,,5.6.7.8']) {
      expect(() => loadConfig({ METRICS_ALLOW: value }), value).toThrow(/METRICS_ALLOW/);
    }
  });
});

describe('shutdown (decision 056)', () => {
  it('gives 20 s of grace and a 1 s drain by default, both settable', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceMs: 20_000, drainMs: 1_000 });
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '5000', SHUTDOWN_DRAIN_MS: '0' }).shutdown).toEqual({
      graceMs: 5_000,
      drainMs: 0,
    });
  });

  it('keeps the drain within the grace, and refuses values out of range', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '2000', SHUTDOWN_DRAIN_MS: '5000' }).shutdown.drainMs).toBe(2_000);
    for (const value of ['0', '999', '600001', 'soon']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: value }), value).toThrow(/SHUTDOWN_GRACE_MS/);
    }
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

describe('TEST_FAST_PASSWORD_HASHES', () => {
  it('is refused outside the test suites, and taken under NODE_ENV=test', () => {
    expect(() => loadConfig({ TEST_FAST_PASSWORD_HASHES: '1' })).toThrow(
      /TEST_FAST_PASSWORD_HASHES: only for the test suites/,
    );
    expect(() => loadConfig({ TEST_FAST_PASSWORD_HASHES: '1', NODE_ENV: 'production' })).toThrow(
      /TEST_FAST_PASSWORD_HASHES/,
    );
    expect(loadConfig({ TEST_FAST_PASSWORD_HASHES: '1', NODE_ENV: 'test' }).port).toBeGreaterThan(0);
  });
});
