import { INTL_LOCALE, type Locale } from './locale';
import { callThatMade, keyOfConstant, prefixOf, setTranslator, type Translations } from './registry';

/**
 * The catalogue's translation half (decision 061): installed languages and the real `localise` and
 * `inLocale`, which register themselves with `registry.ts` when this module runs. The server, the
 * tests and the web's Hindi chunk load it through `installTranslations`; an English page never does.
 */

/** Formats one ICU message (`icu.ts`: FormatJS), compiled once per key. */
export type IcuCompiler = (
  message: string,
  intlLocale: string,
) => (values: Record<string, unknown>) => string;

const installed = new Map<Locale, Translations>();
const compilers = new Map<Locale, IcuCompiler>();

/**
 * Makes a language's translations available (the server at start, the web when it is chosen), with
 * the ICU formatter they need. The formatter comes with the translations (`hi/index.ts` exports
 * `compileIcu`), so FormatJS travels in the Hindi chunk and English pages never load it.
 */
export function installTranslations(locale: Locale, translations: Translations, compile: IcuCompiler) {
  installed.set(locale, translations);
  compilers.set(locale, compile);
  mirrors.delete(locale);
  for (const key of [...formats.keys()]) if (key.startsWith(`${locale}\u0000`)) formats.delete(key);
}

const formats = new Map<string, (values: Record<string, unknown>) => string>();

function formatEntry(locale: Locale, key: string, args: readonly unknown[]): string | undefined {
  const translation = installed.get(locale)?.[key];
  if (translation === undefined) return undefined;
  const values = args.map((arg) => argumentIn(locale, arg));
  if (typeof translation === 'function') return (translation as (...a: unknown[]) => string)(...values);
  const cacheKey = `${locale}\u0000${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    const compile = compilers.get(locale);
    if (!compile) return undefined;
    format = compile(translation, INTL_LOCALE[locale]);
    formats.set(cacheKey, format);
  }
  return format(Object.fromEntries(values.map((value, index) => [String(index), value])));
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

function localise(text: string, locale: Locale): string {
  if (locale === 'en' || !installed.has(locale)) return text;
  const key = keyOfConstant(text);
  if (key !== undefined) return formatEntry(locale, key, []) ?? text;
  const call = callThatMade(text);
  if (call) return formatEntry(locale, call.key, call.args) ?? text;
  return text;
}

const mirrors = new Map<Locale, WeakMap<object, unknown>>();

function inLocale<T extends object>(source: T, locale: Locale): T {
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

setTranslator({ inLocale, localise, has: (locale) => installed.has(locale) });
