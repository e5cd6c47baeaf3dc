import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { languageMessages } from '@tenderdesk/domain/language-messages';
import { messages } from '@tenderdesk/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import { insertCategoryPair } from '../../test/accounts';
import { createTestApp, type Headers, type TestCaller, type TestContext } from '../../test/app';
import { encodeMultipart, PDF_BYTES, PNG_BYTES } from '../../test/files';
import { registrationFields } from '../../test/registration';

/*
 * Issue 26: a person's language, stored on the account and answered at login on any device, and a
 * request's language (Accept-Language) for every error answer. Without the header, as the spec's
 * client calls, every text stays the spec's English exactly.
 */

let ctx: TestContext;
/** The Hindi of the catalogue: read once the app has installed it (plugins/locale.ts). */
let hi: typeof messages;
let hiLanguage: typeof languageMessages;
beforeAll(async () => {
  ctx = await createTestApp();
  hi = inLocale(messages, 'hi');
  hiLanguage = inLocale(languageMessages, 'hi');
});
afterAll(() => ctx.close());

const HINDI: Headers = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const DEVANAGARI = /[\u0900-\u097F]/;

const setLanguage = (payload: object | string, headers: Headers) =>
  ctx.call('PUT', '/api/account/language', payload, headers);

async function storedLanguage(caller: TestCaller, kind: 'admin' | 'supplier') {
  const table = kind === 'admin' ? admins : suppliers;
  const [row] = await ctx.db.select({ locale: table.locale }).from(table).where(eq(table.id, caller.id));
  return row?.locale;
}

async function loginAnswer(caller: TestCaller, headers: Headers = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: caller.email, password: caller.password },
    headers,
  });
}

describe('a request in Hindi', () => {
  it('answers a wrong login in Hindi, and in the spec English without the header', async () => {
    const admin = await ctx.as.admin();
    const wrong = { email: admin.email, password: 'not-the-password' };
    const inHindi = await ctx.call('POST', '/api/admin/login', wrong, HINDI);
    expect(inHindi.statusCode).toBe(401);
    expect(inHindi.json()).toEqual({ message: hi.login.invalidCredentials });
    expect(inHindi.json().message).toMatch(DEVANAGARI);

    const plain = await ctx.call('POST', '/api/admin/login', wrong);
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toEqual({ message: 'Invalid email or password.' });
    // English asked first, or another language only: the spec's English.
    const english = await ctx.call('POST', '/api/admin/login', wrong, {
      'accept-language': 'en-IN,hi;q=0.5',
    });
    expect(english.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it("localises a bad body's field error, and leaves it English without the header", async () => {
    const admin = await ctx.as.admin();
    const refused = await setLanguage({ language: 'fr' }, { ...admin.headers, ...HINDI });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: hiLanguage.invalid, field: 'language' });
    expect(refused.json().message).toMatch(DEVANAGARI);
    const plain = await setLanguage({ language: 'fr' }, admin.headers);
    expect(plain.json()).toEqual({
      message: 'Language must be "en" (English) or "hi" (Hindi).',
      field: 'language',
    });
    // A schema message of the shared catalogue (zod, built once when the schema was) too.
    const profile = await ctx.call(
      'PUT',
      '/api/admin/profile',
      { username: ' ', email: admin.email },
      { ...admin.headers, ...HINDI },
    );
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({ message: hi.account.usernameRequired, field: 'username' });
    expect(profile.json().message).toMatch(DEVANAGARI);
  });

  it("answers a success's message in the caller's language, the data as entered", async () => {
    const admin = await ctx.as.admin();
    const inHindi = await ctx.call(
      'POST',
      '/api/category/add',
      { category: 'Pumps हिन्दी' },
      {
        ...admin.headers,
        ...HINDI,
      },
    );
    expect(inHindi.statusCode).toBe(201);
    expect(inHindi.json().message).toBe(hi.category.added('Pumps हिन्दी'));
    expect(hi.category.added('Pumps हिन्दी')).not.toBe(messages.category.added('Pumps हिन्दी'));
    expect(inHindi.json().category.category).toBe('Pumps हिन्दी');
    const plain = await ctx.call('POST', '/api/category/add', { category: 'Valves' }, admin.headers);
    expect(plain.json().message).toBe('Category "Valves" added successfully.');
  });

  it("answers the guards' refusal in the caller's language", async () => {
    const inHindi = await setLanguage({ language: 'hi' }, HINDI);
    expect(inHindi.statusCode).toBe(401);
    expect(inHindi.json()).toEqual({ message: hi.auth.missingToken });
    expect(inHindi.json().message).toMatch(DEVANAGARI);
    const plain = await setLanguage({ language: 'hi' }, {});
    expect(plain.json()).toEqual({ message: messages.auth.missingToken });
  });
});

describe('PUT /api/account/language', () => {
  it('refuses every kind of caller without a token (401), storing nothing', async () => {
    const admin = await ctx.as.admin();
    const supplier = await ctx.as.supplier();
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }] as Headers[]) {
      const response = await setLanguage({ language: 'hi' }, headers);
      expect(response.statusCode).toBe(401);
    }
    expect(await storedLanguage(admin, 'admin')).toBeNull();
    expect(await storedLanguage(supplier, 'supplier')).toBeNull();
  });

  it('refuses anything but en or hi with the allowed values, storing nothing', async () => {
    const subAdmin = await ctx.as.subAdmin([]);
    const before = await ctx.auditCount({ action: 'profile.update', entityId: subAdmin.id });
    for (const body of [{ language: 'fr' }, { language: 'HI' }, { language: null }, {}, { lang: 'hi' }]) {
      const response = await setLanguage(body, subAdmin.headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message: languageMessages.invalid });
    }
    expect(await storedLanguage(subAdmin, 'admin')).toBeNull();
    expect(await ctx.auditCount({ action: 'profile.update', entityId: subAdmin.id })).toBe(before);
  });

  it("stores an admin's choice: the next login on another device, the profile and the permissions carry it", async () => {
    const admin = await ctx.as.admin();
    expect((await loginAnswer(admin)).json().language).toBeNull();

    const saved = await setLanguage({ language: 'hi' }, admin.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: languageMessages.saved, language: 'hi' });
    expect(await storedLanguage(admin, 'admin')).toBe('hi');

    // Another device: a new login, no Accept-Language (its browser is English).
    const elsewhere = await loginAnswer(admin);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({
      role: 'admin',
      message: messages.login.success,
      language: 'hi',
    });
    const headers = { authorization: `Bearer ${elsewhere.json().token}` };
    expect((await ctx.call('GET', '/api/admin/profile', undefined, headers)).json()).toMatchObject({
      email: admin.email,
      language: 'hi',
    });
    expect((await ctx.call('GET', '/api/admin/user-permissions', undefined, headers)).json()).toMatchObject({
      role: 'admin',
      language: 'hi',
    });

    // Audited as a profile change, once per change: choosing the same again records nothing.
    const events = await ctx.auditFor(admin.id, 'profile.update');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.id,
      entity: 'admin',
      changes: { language: { from: null, to: 'hi' } },
    });
    expect((await setLanguage({ language: 'hi' }, admin.headers)).statusCode).toBe(200);
    expect(await ctx.auditFor(admin.id, 'profile.update')).toHaveLength(1);

    // Back to English: stored, answered in the language of the request that asked.
    const back = await setLanguage({ language: 'en' }, { ...headers, ...HINDI });
    expect(back.json()).toEqual({ message: hiLanguage.saved, language: 'en' });
    expect((await loginAnswer(admin)).json().language).toBe('en');
  });

  it("stores a supplier's choice: its login and own profile carry it", async () => {
    const supplier = await ctx.as.supplier();
    const profile = () => ctx.call('GET', '/api/suppliers/profile', undefined, supplier.headers);
    expect((await profile()).json().data.language).toBeNull();
    expect((await setLanguage({ language: 'hi' }, supplier.headers)).statusCode).toBe(200);
    expect(await storedLanguage(supplier, 'supplier')).toBe('hi');
    expect((await profile()).json().data).toMatchObject({ _id: supplier.id, language: 'hi' });
    expect((await loginAnswer(supplier)).json()).toMatchObject({ role: 'supplier', language: 'hi' });
    expect(await ctx.auditFor(supplier.id, 'profile.update')).toMatchObject([
      { entity: 'supplier', changes: { language: { from: null, to: 'hi' } } },
    ]);
  });
});

describe('supplier registration with a language', () => {
  async function register(email: string, language: string | undefined, headers: Headers = {}) {
    const ids = await insertCategoryPair(ctx.database, `Cat ${email}`, `Sub ${email}`);
    const { payload, headers: form } = await encodeMultipart(
      { ...registrationFields(email, ids), ...(language === undefined ? {} : { language }) },
      {
        companyTradeLicense: { bytes: PDF_BYTES, name: 'licence.pdf', type: 'application/pdf' },
        vatRegistrationCertificate: { bytes: PNG_BYTES, name: 'gst.png', type: 'image/png' },
      },
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/suppliers/add',
      payload,
      headers: { ...form, ...headers },
    });
  }
  const languageOf = async (email: string) => {
    const [row] = await ctx.db
      .select({ locale: suppliers.locale })
      .from(suppliers)
      .where(eq(suppliers.emailAddress, email));
    return row?.locale;
  };

  it('stores the language sent, and none when none is sent (the spec client)', async () => {
    expect((await register('hindi@acme.in', 'hi')).statusCode).toBe(201);
    expect(await languageOf('hindi@acme.in')).toBe('hi');
    expect((await register('plain@acme.in', undefined)).statusCode).toBe(201);
    expect(await languageOf('plain@acme.in')).toBeNull();
    expect((await register('empty@acme.in', '')).statusCode).toBe(201);
    expect(await languageOf('empty@acme.in')).toBeNull();
  });

  it('refuses another language naming the field, in the language asked, storing nothing', async () => {
    const refused = await register('french@acme.in', 'fr', HINDI);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: hiLanguage.invalid, field: 'language' });
    expect(await languageOf('french@acme.in')).toBeUndefined();
  });
});
