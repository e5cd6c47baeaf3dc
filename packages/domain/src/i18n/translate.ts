import { INTL_LOCALE, type Locale } from './locale';
import { callThatMade, keyOfConstant, MESSAGE_FORMAT, prefixOf, type Translations } from './registry';

/**
 * The catalogue's translation half (decision 061): installed languages, `localise` and `inLocale`.
 * A module of its own, so that a page that only registers English (the web's English pages) does
 * not carry it; the web loads it with the Hindi chunk (apps/web/src/lib/hindi.ts).
 */

const installed = new Map<Locale, Translations>();

/** Makes a language's translations available (the server at start, the web when it is chosen). */
export function installTranslations(locale: Locale, translations: Translations) {
  installed.set(locale, translations);
  mirrors.delete(locale);
}

export function hasTranslations(locale: Locale): boolean {
  return locale === 'en' || installed.has(locale);
}

function formatEntry(locale: Locale, key: string, args: readonly unknown[]): string | undefined {
  const translations = installed.get(locale);
  const translation = translations?.[key];
  if (translations === undefined || translation === undefined) return undefined;
  const values = args.map((arg) => argumentIn(locale, arg));
  if (typeof translation === 'function') return (translation as (...a: unknown[]) => string)(...values);
  const format = translations[MESSAGE_FORMAT];
  if (!format) throw new Error(`The ${locale} translations carry no ICU format: build them with withIcu()`);
  const named = Object.fromEntries(values.map((value, index) => [String(index), value]));
  return format(translation, INTL_LOCALE[locale], named);
}

/** An argument as the translation uses it: a catalogue text in the language, a list joined in it. */
function argumentIn(locale: Locale, arg: unknown): unknown {
  if (typeof arg === 'string') return localise(arg, locale);
  if (Array.isArray(arg) && arg.every((item) => typeof item === 'string')) {
    return new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(
      arg.map((item) => localise(item, locale)),
    );
  }
  return arg;
}

/**
 * A finished English text in a language: an English constant by its text, a catalogue function's
 * text by the call that made it. Anything else (data, a text no catalogue made) stays as it is.
 */
export function localise(text: string, locale: Locale): string {
  if (locale === 'en' || !installed.has(locale)) return text;
  const key = keyOfConstant(text);
  if (key !== undefined) return formatEntry(locale, key, []) ?? text;
  const call = callThatMade(text);
  if (call) return formatEntry(locale, call.key, call.args) ?? text;
  return text;
}

const mirrors = new Map<Locale, WeakMap<object, unknown>>();

/**
 * A registered source in a language: the same shape, each constant and function giving that
 * language's text (English where a translation is missing). English, or a language not installed,
 * gives the source itself.
 */
export function inLocale<T extends object>(source: T, locale: Locale): T {
  if (locale === 'en' || !installed.has(locale)) return source;
  const prefix = prefixOf(source);
  if (prefix === undefined) return source;
  let cache = mirrors.get(locale);
  if (!cache) {
    cache = new WeakMap();
    mirrors.set(locale, cache);
  }
  const cached = cache.get(source);
  if (cached) return cached as T;
  const mirror = mirrorOf(source as Record<string, unknown>, prefix, locale);
  cache.set(source, mirror);
  return mirror as T;
}

function mirrorOf(source: Record<string, unknown>, prefix: string, locale: Locale): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(source)) {
    const key = `${prefix}.${name}`;
    if (typeof value === 'string') out[name] = formatEntry(locale, key, []) ?? value;
    else if (typeof value === 'function') {
      const english = value as (...args: unknown[]) => string;
      out[name] = (...args: unknown[]) => formatEntry(locale, key, args) ?? english(...args);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      out[name] = mirrorOf(value as Record<string, unknown>, key, locale);
    } else out[name] = value;
  }
  return out;
}
