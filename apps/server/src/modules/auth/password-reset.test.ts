import { Writable } from 'node:stream';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { PORTAL_NAME } from '@tenderdesk/domain/password-reset';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { passwordResets } from '../../db/schema/password-resets';
import { createSmtpTransport } from '../../mail/transport';
import { createMailWorker, type MailWorker } from '../../mail/worker';
import { createTestApp, type TestContext } from '../../test/app';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { hashResetToken } from './password-reset';

/*
 * Issue 13, forgotten password: the request always answers the same; an account that may reset
 * gets an email (through the outbox, the worker and a real SMTP server) naming the portal, with a
 * link that works once, for 30 minutes, and ends every session of the account.
 */

const PUBLIC_URL = 'https://portal.example.test';
let ctx: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    mail: { smtp: { url: smtp.url, from: 'TenderDesk <no-reply@tenderdesk.test>' }, publicUrl: PUBLIC_URL },
  });
  worker = createMailWorker({
    db: ctx.db,
    transport: createSmtpTransport(smtp.url, 'TenderDesk <no-reply@tenderdesk.test>'),
  });
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await smtp.close();
});

let addresses = 0;
/** Each request from its own address unless told, so the per-address limit stays out of the way. */
const nextAddress = () => `10.13.${(++addresses >> 8) & 255}.${addresses & 255}`;

function forgot(email: unknown, remoteAddress = nextAddress(), headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress,
    headers,
  });
}

const reset = (body: object) => ctx.call('POST', '/api/auth/reset-password', body);
const check = (token: string) => ctx.call('POST', '/api/auth/reset-password/check', { token });

/** Asks for a link for `email`, lets the worker send it, and returns the mail and the link's token. */
async function requestLink(email: string) {
  const before = smtp.received.length;
  const response = await forgot(email);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: mailMessages.passwordReset.requested });
  await worker.runOnce();
  const mail = (await smtp.waitFor(before + 1))[before];
  if (!mail) throw new Error('no mail');
  const match = /https:\/\/portal\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    mail.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no link in ${mail.text}`);
  return { mail, token: match[1] };
}

const permissionsOf = (caller: { headers: Record<string, string> }) =>
  ctx.call('GET', '/api/admin/user-permissions', undefined, caller.headers);

describe('asking for a reset link', () => {
  it('emails an Active supplier a link naming the portal, in text and HTML; only its hash is stored', async () => {
    const supplier = await ctx.as.supplier();
    const { mail, token } = await requestLink(supplier.email.toUpperCase());
    expect(mail.envelopeTo).toEqual([supplier.email]);
    expect(mail.subject).toBe(`Reset your ${PORTAL_NAME} password`);
    expect(mail.text).toContain(PORTAL_NAME);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(PORTAL_NAME);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    // Never a password, and no token but the link's.
    expect(`${mail.text}${mail.html}`).not.toContain(supplier.password);
    expect(`${mail.text}${mail.html}`).not.toMatch(/scrypt\$/);
    // The only token is the link's: in the text, and the HTML's button and written-out address.
    const tokens = [...`${mail.text}${mail.html}`.matchAll(/token=([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
    expect(tokens).toEqual([token, token, token, token]);
    const rows = await ctx.db.select().from(passwordResets).where(eq(passwordResets.accountId, supplier.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
  });

  it('answers the same, and sends nothing, for an unknown email and a Pending or Inactive supplier', async () => {
    const pending = await ctx.as.supplier({ status: 'Pending' });
    const inactive = await ctx.as.supplier({ status: 'Inactive' });
    const outboxBefore = (await ctx.db.select().from(emailOutbox)).length;
    for (const email of ['nobody@example.test', pending.email, inactive.email]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: mailMessages.passwordReset.requested });
    }
    expect(await ctx.db.select().from(emailOutbox)).toHaveLength(outboxBefore);
    for (const id of [pending.id, inactive.id]) {
      expect(await ctx.db.select().from(passwordResets).where(eq(passwordResets.accountId, id))).toEqual([]);
    }
  });

  it('links to PUBLIC_URL whatever Host the request came with', async () => {
    const admin = await ctx.as.admin();
    const before = smtp.received.length;
    await forgot(admin.email, nextAddress(), { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    await worker.runOnce();
    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(`${mail?.text}${mail?.html}`).not.toContain('evil.example');
  });

  it('refuses a missing or malformed email with 400', async () => {
    for (const email of [undefined, '', 'not-an-email', 42]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('email');
    }
    const junk = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('is limited to 5 links an hour per email and 20 requests an hour per address (429)', async () => {
    const supplier = await ctx.as.supplier();
    for (let n = 0; n < 5; n++) expect((await forgot(supplier.email)).statusCode).toBe(200);
    const sixth = await forgot(supplier.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: mailMessages.passwordReset.tooManyForEmail });
    // An unknown email is limited the same way, so the limit tells nothing either.
    for (let n = 0; n < 5; n++) await forgot('ghost@example.test');
    expect((await forgot('ghost@example.test')).json()).toEqual({
      message: mailMessages.passwordReset.tooManyForEmail,
    });

    const address = '10.99.0.1';
    for (let n = 0; n < 20; n++)
      expect((await forgot(`many${n}@example.test`, address)).statusCode).toBe(200);
    const over = await forgot('many-more@example.test', address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: mailMessages.passwordReset.tooManyFromAddress });
    await worker.runOnce();
  });
});

describe('using the link', () => {
  it('sets the new password once, ends every old session, and is audited', async () => {
    const supplier = await ctx.as.supplier();
    const otherSession = { headers: await ctx.login(supplier.email, supplier.password) };
    const { token } = await requestLink(supplier.email);
    expect((await check(token)).json()).toEqual({ message: mailMessages.passwordReset.linkValid });

    const done = await reset({ token, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: mailMessages.passwordReset.done });

    // Every session of the account is over.
    for (const session of [supplier, otherSession]) {
      const response = await permissionsOf(session);
      expect(response.statusCode).toBe(401);
    }
    // The new password works, the old one does not.
    const old = await ctx.call('POST', '/api/admin/login', {
      email: supplier.email,
      password: supplier.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.login(supplier.email, 'brand-new-pass');
    expect((await permissionsOf({ headers: fresh })).statusCode).toBe(200);

    // Once only.
    const again = await reset({ token, newPassword: 'another-pass-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: mailMessages.passwordReset.invalidLink, field: 'token' });
    expect((await check(token)).statusCode).toBe(400);

    const [event] = await ctx.auditFor(supplier.id, 'account.reset-password');
    expect(event).toMatchObject({ actorId: supplier.id, actorRole: 'supplier', entity: 'supplier' });
    expect(JSON.stringify(event)).not.toMatch(/brand-new-pass|scrypt/);
  });

  it('expires after 30 minutes', async () => {
    const admin = await ctx.as.subAdmin(['manageTenders']);
    const { token } = await requestLink(admin.email);
    await ctx.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    const checked = await check(token);
    expect(checked.statusCode).toBe(400);
    expect(checked.json()).toEqual({ message: mailMessages.passwordReset.expiredLink, field: 'token' });
    const used = await reset({ token, newPassword: 'too-late-pass' });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe(mailMessages.passwordReset.expiredLink);
    // The old password still works.
    expect((await permissionsOf({ headers: await ctx.login(admin.email, admin.password) })).statusCode).toBe(
      200,
    );
  });

  it('a newer link replaces the older one', async () => {
    const admin = await ctx.as.admin();
    const first = await requestLink(admin.email);
    const second = await requestLink(admin.email);
    expect((await check(first.token)).json().message).toBe(mailMessages.passwordReset.invalidLink);
    expect((await reset({ token: second.token, newPassword: 'admin-new-pass' })).statusCode).toBe(200);
    expect((await permissionsOf(admin)).statusCode).toBe(401);
    expect(
      (await permissionsOf({ headers: await ctx.login(admin.email, 'admin-new-pass') })).statusCode,
    ).toBe(200);
  });

  it('two uses at once: exactly one succeeds', async () => {
    const supplier = await ctx.as.supplier();
    const { token } = await requestLink(supplier.email);
    const answers = await Promise.all([
      reset({ token, newPassword: 'racer-one-pass' }),
      reset({ token, newPassword: 'racer-two-pass' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses bad input with 400, never 500', async () => {
    const cases: [object, string][] = [
      [{}, 'token'],
      [{ token: '', newPassword: 'long-enough' }, 'token'],
      [{ token: 'abc' }, 'newPassword'],
      [{ token: 'abc', newPassword: 'short' }, 'newPassword'],
      [{ token: 'abc', newPassword: 'long-enough', confirmPassword: 'different' }, 'confirmPassword'],
      [{ token: 'has spaces!', newPassword: 'long-enough' }, 'token'],
      [{ token: 'x'.repeat(500), newPassword: 'long-enough' }, 'token'],
      [{ token: 7, newPassword: 'long-enough' }, 'token'],
      [{ token: 'abc', newPassword: 'long\u0000enough' }, 'newPassword'],
    ];
    for (const [body, field] of cases) {
      const response = await reset(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
    const unknown = await reset({ token: 'a'.repeat(43), newPassword: 'long-enough' });
    expect(unknown.json()).toEqual({ message: mailMessages.passwordReset.invalidLink, field: 'token' });
    expect((await ctx.call('POST', '/api/auth/reset-password/check', {})).statusCode).toBe(400);
  });
});

describe('without SMTP', () => {
  it('queues no email and writes the link to the log, and the link works', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const plain = await createTestApp({ logStream });
    try {
      const supplier = await plain.as.supplier();
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: supplier.email },
        headers: { host: 'tenders.local:3000' },
      });
      // Issue 18: without mail the answer no longer says "check your inbox".
      expect(response.json()).toEqual({ message: mailMessages.passwordReset.requestedNoMail });
      expect(await plain.db.select().from(emailOutbox)).toEqual([]);
      const entry = lines
        .map((line) => JSON.parse(line))
        .find((e) => /Password reset link/.test(e.msg ?? ''));
      expect(entry?.level).toBe(30);
      const match = /(http:\/\/tenders\.local:3000\/reset-password\?token=([A-Za-z0-9_-]+))/.exec(
        entry?.msg ?? '',
      );
      expect(match?.[2]).toBeTruthy();

      lines.length = 0;
      const done = await plain.call('POST', '/api/auth/reset-password', {
        token: match?.[2],
        newPassword: 'from-the-log-1',
        confirmPassword: 'from-the-log-1',
      });
      expect(done.statusCode).toBe(200);
      // The reset request's log says nothing of the token or the password.
      expect(lines.join('')).not.toMatch(/from-the-log-1/);
      expect(lines.join('')).not.toContain(match?.[2] ?? 'none');

      // The reset page's address is logged without its query string.
      lines.length = 0;
      await plain.app.inject({ method: 'GET', url: `/reset-password?token=${match?.[2]}` });
      expect(lines.join('')).not.toContain(match?.[2] ?? 'none');
    } finally {
      await plain.close();
    }
  });
});
