// Every English source registers itself when imported: `localise` then finds any catalogue text.
import '@tenderdesk/domain/i18n/sources';
import { installTranslations, localise } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import { type Locale, localeFromAcceptLanguage } from '@tenderdesk/domain/i18n/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller asked for in Accept-Language: Hindi only when preferred (decision 061). */
    locale: Locale;
  }
}

/**
 * A request's language (issue 26, decision 061). Hindi is installed once at start; each request's
 * `locale` comes from its Accept-Language header, so the web (which sends the person's choice) gets
 * Hindi and the spec's client (which sends none) gets the spec's English exactly. Registered before
 * every other hook, so a refusal by the rate limiter or a guard is answered in the caller's language.
 */
export function registerLocale(app: FastifyInstance) {
  installTranslations('hi', hindi, compileIcu);
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
  // A success answer's `message` ("1 purchase order ready.") in the caller's language too: routes
  // write the catalogue's English, as the spec's client reads it; English callers pay nothing.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.locale === 'en' || !isObject(payload) || typeof payload.message !== 'string') return payload;
    const message = localise(payload.message, request.locale);
    return message === payload.message ? payload : { ...payload, message };
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The caller's language, also for an answer made before the hooks ran (a malformed URL, a body
 * parser's failure on a route whose hooks never started).
 */
export function localeOf(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** A finished English text of the catalogue in the caller's language; any other text as it is. */
export function inCallerLanguage(request: FastifyRequest, text: string): string {
  return localise(text, localeOf(request));
}
