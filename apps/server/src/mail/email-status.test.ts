import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/mail';
import { createTestApp, type TestCaller, type TestContext } from '../test/app';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp';

/*
 * Issue 18, item 5: the screens tell the truth about email. GET /api/admin/emails/status says
 * whether the portal sends any (the admin's only), the email choices say it too, and without SMTP
 * the forgot-password answer tells the person to contact the administrator, the same for a known
 * and an unknown address.
 */

let plain: TestContext;
let withMail: TestContext;
let smtp: TestSmtpServer;
let admin: TestCaller;
let subAdmin: TestCaller;
let supplier: TestCaller;
let addresses = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  plain = await createTestApp();
  withMail = await createTestApp({
    mail: {
      smtp: { url: smtp.url, from: 'TenderDesk <no-reply@tenderdesk.test>' },
      publicUrl: 'https://p.test',
    },
  });
  admin = await plain.as.admin();
  subAdmin = await plain.as.subAdmin(['manageSuppliers', 'manageTenders', 'masterTables', 'reports']);
  supplier = await plain.as.supplier();
});
afterAll(async () => {
  await plain.close();
  await withMail.close();
  await smtp.close();
});

const forgot = (ctx: TestContext, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: `10.18.5.${++addresses}`,
  });

describe('GET /api/admin/emails/status', () => {
  it('answers configured false without SMTP and true with it', async () => {
    const off = await plain.call('GET', '/api/admin/emails/status', undefined, admin.headers);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ configured: false });
    const mailAdmin = await withMail.as.admin();
    const on = await withMail.call('GET', '/api/admin/emails/status', undefined, mailAdmin.headers);
    expect(on.json()).toEqual({ configured: true });
  });

  it('is the admin’s only: 401 anonymous, 403 a sub-admin with every permission, 403 a supplier', async () => {
    expect((await plain.call('GET', '/api/admin/emails/status')).statusCode).toBe(401);
    expect(
      (await plain.call('GET', '/api/admin/emails/status', undefined, subAdmin.headers)).statusCode,
    ).toBe(403);
    expect(
      (await plain.call('GET', '/api/admin/emails/status', undefined, supplier.headers)).statusCode,
    ).toBe(403);
  });
});

describe('the email choices say whether email is sent', () => {
  it('emailEnabled is false without SMTP, true with it, on reading and on saving', async () => {
    for (const caller of [admin, subAdmin, supplier]) {
      const read = await plain.call('GET', '/api/notifications/preferences', undefined, caller.headers);
      expect(read.json().emailEnabled).toBe(false);
    }
    const saved = await plain.call(
      'PUT',
      '/api/notifications/preferences',
      { preferences: [{ event: 'tender.published', email: false }] },
      supplier.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().emailEnabled).toBe(false);
    const mailSupplier = await withMail.as.supplier();
    const read = await withMail.call(
      'GET',
      '/api/notifications/preferences',
      undefined,
      mailSupplier.headers,
    );
    expect(read.json().emailEnabled).toBe(true);
  });
});

describe('POST /api/auth/forgot-password without SMTP', () => {
  it('tells every asker to contact the administrator, known or unknown, and queues nothing', async () => {
    const known = await forgot(plain, supplier.email);
    const knownAdmin = await forgot(plain, admin.email);
    const unknown = await forgot(plain, 'nobody-here@example.test');
    for (const response of [known, knownAdmin, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: mailMessages.passwordReset.requestedNoMail });
    }
    expect(mailMessages.passwordReset.requestedNoMail).toMatch(/administrator/);
    expect(await plain.db.select().from(emailOutbox)).toEqual([]);
  });

  it('with SMTP still says to check the inbox, known or unknown', async () => {
    const mailSupplier = await withMail.as.supplier();
    for (const email of [mailSupplier.email, 'nobody-here@example.test'])
      expect((await forgot(withMail, email)).json()).toEqual({
        message: mailMessages.passwordReset.requested,
      });
  });
});
