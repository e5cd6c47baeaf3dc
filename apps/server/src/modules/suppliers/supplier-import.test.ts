import { randomUUID } from 'node:crypto';
import { gstinCheckCharacter } from '@tenderdesk/domain/gst';
import { importMessages } from '@tenderdesk/domain/import-messages';
import { messages } from '@tenderdesk/domain/messages';
import { sheetMessages } from '@tenderdesk/domain/sheet-messages';
import { supplierTaxText } from '@tenderdesk/domain/supplier-tax';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/password-resets';
import { suppliers } from '../../db/schema/suppliers';
import { createSmtpTransport } from '../../mail/transport';
import { createMailWorker, type MailWorker } from '../../mail/worker';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type Headers, type TestCaller, type TestContext } from '../../test/app';
import { PDF_BYTES } from '../../test/files';
import { type Cell, csvFile, readWorkbook, uploadSheet, xlsxFile } from '../../test/sheets';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

/*
 * Issue 23 item 3: suppliers imported from a spreadsheet by an admin. The template; the preview and
 * the import checked with the registration's rules, each problem with its row and column;
 * duplicates (in the file, against existing accounts) reported, not created; each created supplier
 * audited and emailed a set-password link through the reset flow, with no password stored.
 */

const PUBLIC_URL = 'https://portal.example.test';
const IMPORT = '/api/suppliers/import';
const TEMPLATE = '/api/suppliers/import-template.xlsx';

let ctx: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;
let admin: TestCaller;
let manager: TestCaller;
let plain: TestCaller;
let supplier: TestCaller;
let categoryName: string;

const gstin = (entity: number) => {
  const first = `27AAPFU0939F${entity}Z`;
  return `${first}${gstinCheckCharacter(first)}`;
};

const HEADER: Cell[] = [
  'Company Name *',
  'Address *',
  'City *',
  'State *',
  'Postal Code *',
  'Country *',
  'Telephone *',
  'Fax',
  'Login Email *',
  'First Name *',
  'Last Name *',
  'Designation *',
  'Contact Email *',
  'Mobile *',
  'Category *',
  'Subcategory *',
  'GST registration',
  'GSTIN',
  'PAN',
  'Udyam registration number',
];

type RowInput = {
  company: string;
  email: string;
  gstin?: string;
  mobile?: string;
  category?: string;
  state?: string;
};
const supplierRow = (input: RowInput): Cell[] => [
  input.company,
  '12 MIDC Road',
  'Pune',
  input.state ?? 'Maharashtra',
  '411019',
  'India',
  '020 2712 3456',
  '',
  input.email,
  'Ravi',
  'Sharma',
  'Director',
  input.email,
  input.mobile ?? '+91 98220 12345',
  input.category ?? categoryName,
  'Cables',
  input.gstin ? 'Registered' : '',
  input.gstin ?? '',
  input.gstin ? 'AAPFU0939F' : '',
  '',
];

const send = async (rows: Cell[][], fields: Record<string, string>, headers: Headers = admin.headers) =>
  uploadSheet(ctx.app, IMPORT, headers, await xlsxFile(rows, 'suppliers.xlsx'), fields);

/** The mail the worker delivers to `address` (earlier tests' mails may be sent first). */
async function mailTo(address: string, before: number) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await worker.runOnce();
    const found = smtp.received.slice(before).find((mail) => mail.envelopeTo.includes(address));
    if (found) return found;
    await smtp.waitFor(smtp.received.length + 1, 500).catch(() => undefined);
  }
  return undefined;
}

const email = (name: string) => `${name}.${randomUUID().slice(0, 6)}@import.test`;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    mail: { smtp: { url: smtp.url, from: 'TenderDesk <no-reply@tenderdesk.test>' }, publicUrl: PUBLIC_URL },
  });
  worker = createMailWorker({
    db: ctx.db,
    transport: createSmtpTransport(smtp.url, 'TenderDesk <no-reply@tenderdesk.test>'),
  });
  categoryName = `Electrical ${randomUUID().slice(0, 8)}`;
  const pair = await insertCategoryPair(ctx.database, categoryName, 'Cables');
  admin = await ctx.as.admin();
  manager = await ctx.as.subAdmin(['manageSuppliers']);
  plain = await ctx.as.subAdmin(['manageTenders', 'reports']);
  supplier = await ctx.as.supplier(pair);
});
afterAll(async () => {
  await worker.stop();
  await ctx.close();
  await smtp.close();
});

describe('GET /api/suppliers/import-template.xlsx', () => {
  it('answers the columns of registration without documents or password, an example and the lists', async () => {
    const response = await ctx.call('GET', TEMPLATE, undefined, manager.headers);
    expect(response.statusCode).toBe(200);
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Suppliers');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADER]);
    const headers = JSON.stringify(sheet?.getRow(1).values).toLowerCase();
    expect(headers).not.toContain('password');
    expect(headers).not.toContain('licen');
    expect(sheet?.getCell('O2').dataValidation?.type).toBe('list');
    expect(workbook.getWorksheet('Instructions')).toBeDefined();
  });

  it('is refused to anonymous callers, suppliers and sub-admins without manageSuppliers', async () => {
    expect((await ctx.call('GET', TEMPLATE)).statusCode).toBe(401);
    expect((await ctx.call('GET', TEMPLATE, undefined, supplier.headers)).statusCode).toBe(403);
    expect((await ctx.call('GET', TEMPLATE, undefined, plain.headers)).statusCode).toBe(403);
    expect((await ctx.call('GET', TEMPLATE, undefined, admin.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/suppliers/import', () => {
  it('previews without storing anything, each problem with its row and column', async () => {
    const before = await ctx.auditCount({ action: 'supplier.import' });
    const taken = supplier.email;
    const response = await send(
      [
        HEADER,
        supplierRow({ company: 'Good One', email: email('good'), gstin: gstin(1) }),
        supplierRow({ company: 'Bad GSTIN', email: email('bad'), gstin: '27AAPFU0939F1ZZ' }),
        supplierRow({ company: 'Existing', email: taken }),
        supplierRow({ company: 'Phone', email: email('phone'), mobile: 'abc' }),
        supplierRow({ company: 'No category', email: email('cat'), category: 'Plumbing' }),
        supplierRow({ company: 'Wrong state', email: email('state'), gstin: gstin(2), state: 'Karnataka' }),
      ],
      { status: 'Pending', mode: 'preview' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ mode: 'preview', createdCount: 0, validCount: 1, problemCount: 5 });
    expect(body.rows[0].values).toMatchObject({ companyName: 'Good One', gstin: gstin(1), _id: null });
    const problems = body.rows.flatMap((row: { problems: unknown[] }) => row.problems);
    expect(problems).toEqual([
      { row: 3, column: 'GSTIN', message: expect.any(String) },
      { row: 4, column: 'Login Email', message: importMessages.suppliers.emailTaken },
      { row: 5, column: 'Mobile', message: messages.registration.phoneInvalid('Mobile') },
      { row: 6, column: 'Category', message: importMessages.suppliers.categoryNotFound('Plumbing') },
      { row: 7, column: 'GSTIN', message: supplierTaxText.stateMismatch('Maharashtra', 'Karnataka') },
    ]);
    expect(await ctx.auditCount({ action: 'supplier.import' })).toBe(before);
    const [stored] = await ctx.db.select().from(suppliers).where(eq(suppliers.companyName, 'Good One'));
    expect(stored).toBeUndefined();
  });

  it('reports duplicates in the file and against existing suppliers (email, GSTIN), creating none of them', async () => {
    const first = email('first');
    await send([HEADER, supplierRow({ company: 'Holder', email: email('holder'), gstin: gstin(3) })], {
      status: 'Active',
      mode: 'import',
    });
    const body = (
      await send(
        [
          HEADER,
          supplierRow({ company: 'First', email: first, gstin: gstin(4) }),
          supplierRow({ company: 'Same email', email: first.toUpperCase() }),
          supplierRow({ company: 'Same GSTIN', email: email('same'), gstin: gstin(4) }),
          supplierRow({ company: 'Existing GSTIN', email: email('existing'), gstin: gstin(3) }),
        ],
        { status: 'Pending', mode: 'import' },
      )
    ).json();
    expect(body).toMatchObject({ createdCount: 1, validCount: 1, problemCount: 3 });
    expect(body.rows.flatMap((row: { problems: unknown[] }) => row.problems)).toEqual([
      { row: 3, column: 'Login Email', message: importMessages.suppliers.emailTwice(2) },
      { row: 4, column: 'GSTIN', message: importMessages.suppliers.gstinTwice(2) },
      { row: 5, column: 'GSTIN', message: importMessages.suppliers.gstinTaken },
    ]);
    const names = await ctx.db.select({ name: suppliers.companyName }).from(suppliers);
    expect(names.map((row) => row.name)).not.toContain('Same email');
    expect(names.map((row) => row.name)).not.toContain('Existing GSTIN');
  });

  it('imports the valid rows as Active: audited, emailed a set-password link, no password stored', async () => {
    const address = email('active');
    const before = smtp.received.length;
    const response = await uploadSheet(
      ctx.app,
      IMPORT,
      manager.headers,
      csvFile(
        [
          HEADER,
          supplierRow({ company: 'Active Traders', email: address, gstin: gstin(5) }),
          supplierRow({ company: 'Broken', email: 'not-an-email' }),
        ],
        'suppliers.csv',
      ),
      { status: 'Active', mode: 'import' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      mode: 'import',
      createdCount: 1,
      emailed: true,
      validCount: 1,
      problemCount: 1,
    });
    expect(body.message).toBe(importMessages.suppliers.imported(1));
    expect(body.rows[1].problems).toEqual([
      { row: 3, column: 'Login Email', message: messages.registration.emailInvalid },
      { row: 3, column: 'Contact Email', message: messages.registration.emailInvalid },
    ]);
    const id = body.rows[0].values._id as string;
    const [stored] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(stored).toMatchObject({
      companyName: 'Active Traders',
      status: 'Active',
      emailAddress: address,
      gstin: gstin(5),
    });
    expect(stored?.passwordHash.startsWith('scrypt$')).toBe(false);
    expect(stored?.tradeLicenseFileId).toBeNull();
    const [event] = await ctx.auditFor(id, 'supplier.import');
    expect(event?.changes).toMatchObject({ status: 'Active', origin: { fileName: 'suppliers.csv', row: 2 } });
    expect(JSON.stringify(event)).not.toMatch(/password/i);
    // Cannot sign in before setting a password.
    const login = await ctx.call('POST', '/api/admin/login', { email: address, password: '' });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);

    const mail = await mailTo(address, before);
    expect(mail?.envelopeTo).toEqual([address]);
    expect(mail?.subject).toBe('Set your TenderDesk password');
    const token = /https:\/\/portal\.example\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const [link] = await ctx.db.select().from(passwordResets).where(eq(passwordResets.accountId, id));
    expect(link?.tokenHash).not.toBe(token);
    // The reset flow's page sets the password, then the supplier signs in.
    expect((await ctx.call('POST', '/api/auth/reset-password/check', { token })).statusCode).toBe(200);
    const set = await ctx.call('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'new-pass-123',
      confirmPassword: 'new-pass-123',
    });
    expect(set.statusCode).toBe(200);
    const signIn = await ctx.call('POST', '/api/admin/login', { email: address, password: 'new-pass-123' });
    expect(signIn.statusCode).toBe(200);
  });

  it('two imports racing for one email and GSTIN: one creates it, the other answers a row problem, never a 500', async () => {
    const address = email('race');
    const rows = (company: string) => [HEADER, supplierRow({ company, email: address, gstin: gstin(6) })];
    const fields = { status: 'Pending', mode: 'import' };
    const [a, b] = await Promise.all([send(rows('Race A'), fields), send(rows('Race B'), fields)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const created = [a.json(), b.json()].map((body) => body.createdCount);
    expect(created.sort()).toEqual([0, 1]);
    const loser = [a.json(), b.json()].find((body) => body.createdCount === 0);
    expect(loser.rows[0].problems[0]).toMatchObject({ row: 2 });
    expect(['Login Email', 'GSTIN']).toContain(loser.rows[0].problems[0].column);
    const stored = await ctx.db.select().from(suppliers).where(eq(suppliers.emailAddress, address));
    expect(stored).toHaveLength(1);
  });

  it('refuses bad status or mode, a wrong file kind, missing columns: 400, nothing stored', async () => {
    const rows = [HEADER, supplierRow({ company: 'X', email: email('x') })];
    const status = await send(rows, { status: 'Inactive', mode: 'import' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ message: importMessages.suppliers.statusInvalid, field: 'status' });
    const mode = await send(rows, { status: 'Active', mode: 'store' });
    expect(mode.json()).toEqual({ message: importMessages.suppliers.modeInvalid, field: 'mode' });
    const pdf = await uploadSheet(
      ctx.app,
      IMPORT,
      admin.headers,
      { bytes: PDF_BYTES, name: 'x.pdf' },
      { status: 'Active', mode: 'import' },
    );
    expect(pdf.json()).toEqual({ message: sheetMessages.wrongKind });
    const missing = await send([HEADER.slice(1), supplierRow({ company: 'X', email: email('y') }).slice(1)], {
      status: 'Active',
      mode: 'import',
    });
    expect(missing.json()).toEqual({ message: sheetMessages.missingColumns(['Company Name']) });
  });

  it('is refused to anonymous callers, suppliers and sub-admins without manageSuppliers', async () => {
    const rows = [HEADER, supplierRow({ company: 'Refused', email: email('refused') })];
    const fields = { status: 'Active', mode: 'import' };
    expect((await send(rows, fields, {})).statusCode).toBe(401);
    expect((await send(rows, fields, supplier.headers)).statusCode).toBe(403);
    expect((await send(rows, fields, plain.headers)).statusCode).toBe(403);
    const [stored] = await ctx.db.select().from(suppliers).where(eq(suppliers.companyName, 'Refused'));
    expect(stored).toBeUndefined();
  });
});
