import { loginText } from '@tenderdesk/domain/ui/login';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptAccountLanguage, chooseLocale, forgetAccountLanguage } from './account-language';
import { authHeaders } from './api';
import { currentLocale, firstLocale, LANGUAGE_KEY, localeAfterSignIn, localised, setLocale } from './i18n';
import { TOKEN_KEY } from './session';

describe('the language before signing in', () => {
  it('is the choice made on this browser, else the first of its languages the portal has', () => {
    expect(firstLocale('hi', ['en-US', 'en'])).toBe('hi');
    expect(firstLocale('en', ['hi-IN', 'hi'])).toBe('en');
    expect(firstLocale(null, ['hi-IN', 'en-IN'])).toBe('hi');
    expect(firstLocale(null, ['mr-IN', 'hi', 'en'])).toBe('hi');
    expect(firstLocale(null, ['en-GB', 'hi'])).toBe('en');
    expect(firstLocale('fr', ['fr-FR'])).toBe('en');
    expect(firstLocale(null, [])).toBe('en');
  });
});

describe('the language after signing in', () => {
  it("is the account's when it has one, else the one on screen, which is then stored", () => {
    expect(localeAfterSignIn('hi', 'en')).toEqual({ locale: 'hi', save: false });
    expect(localeAfterSignIn('en', 'hi')).toEqual({ locale: 'en', save: false });
    expect(localeAfterSignIn(null, 'hi')).toEqual({ locale: 'hi', save: true });
    expect(localeAfterSignIn(null, 'en')).toEqual({ locale: 'en', save: true });
  });
});

/** A signed-in token as the web reads it (the server verifies it; the client only decodes it). */
const token = () => {
  const payload = btoa(JSON.stringify({ id: 'u1', role: 'admin', exp: Date.now() / 1000 + 600 }));
  return `h.${payload}.s`;
};

describe('switching', () => {
  const store = new Map<string, string>();
  const html = { lang: 'en-IN' };
  const calls: { url: string; init: RequestInit }[] = [];

  beforeEach(() => {
    store.clear();
    calls.length = 0;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    vi.stubGlobal('document', { documentElement: html });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ message: 'ok', language: 'hi' }), { status: 200 });
    });
  });
  afterEach(async () => {
    await setLocale('en');
    forgetAccountLanguage();
    vi.unstubAllGlobals();
  });

  it('loads Hindi on demand: texts, <html lang>, the stored choice and every call', async () => {
    expect(authHeaders({ anonymous: true })).toEqual({ 'accept-language': 'en' });
    await setLocale('hi');
    expect(currentLocale()).toBe('hi');
    expect(html.lang).toBe('hi-IN');
    expect(store.get(LANGUAGE_KEY)).toBe('hi');
    expect(localised(loginText.title)).toBe('साइन इन करें');
    expect(authHeaders({ anonymous: true })).toEqual({ 'accept-language': 'hi' });
    await setLocale('en');
    expect(localised(loginText.title)).toBe('Sign in');
    expect(html.lang).toBe('en-IN');
  });

  it("after a sign-in the account's language wins, once; an account without one gets the screen's", async () => {
    store.set(TOKEN_KEY, token());
    adoptAccountLanguage('hi', { fresh: true });
    await vi.waitFor(() => expect(currentLocale()).toBe('hi'), { timeout: 10_000 });
    expect(calls).toEqual([]);
    // A later answer (permissions refetched) does not undo a switch made meanwhile.
    await setLocale('en');
    adoptAccountLanguage('hi');
    await Promise.resolve();
    expect(currentLocale()).toBe('en');

    // Another sign-in, an account that never chose: the language on screen is stored on it.
    adoptAccountLanguage(null, { fresh: true });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000 });
    expect(calls[0]?.url).toBe('/api/account/language');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ language: 'en' });
  });

  it('a switch signed in is stored on the account; signed out only on this browser', async () => {
    await chooseLocale('hi');
    expect(calls).toEqual([]);
    expect(store.get(LANGUAGE_KEY)).toBe('hi');
    store.set(TOKEN_KEY, token());
    await chooseLocale('en');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ language: 'en' });
    expect(calls[0]?.init.headers).toMatchObject({ 'accept-language': 'en' });
  });
});
