import { INTL_LOCALE, type Locale } from './locale';

/**
 * The portal's catalogue (issue 26, decision 061).
 *
 * English is written where it always was: the message modules of this package (`messages.ts`,
 * `auction-messages.ts` ...) and the screens' text modules (`src/ui/*.ts`), plain strings and
 * functions, the spec's texts spelled exactly. Each module registers its object with `catalogue()`
 * under a key prefix, so every entry has a key: `messages.category.added`, `ui.login.title`.
 *
 * Other languages are flat maps from those keys to ICU messages (FormatJS's intl-messageformat:
 * plurals, numbers and selects), in `src/i18n/hi/*.ts`. A function's arguments are `{0}`, `{1}` ... in
 * the English function's order; an entry whose English takes objects may be a function of the same
 * arguments instead. `inLocale(source, locale)` gives a source in a language: the same shape and
 * types, every text from that language's map.
 *
 * Texts that reach an edge as finished English (a server error's message, a zod issue made from a
 * schema's message) are translated there with `localise(text, locale)`: an English constant is
 * found by its text; a function's text by what the function returned, remembered when it was called.
 */

/** A translation of one entry: an ICU message, or for a function a function of the same arguments. */
export type Translation = string | ((...args: never[]) => string);
export type Translations = Readonly<Record<string, Translation>>;

/**
 * The keys of an English source under its prefix, as a union: `messages.login.failed` | ... An array
 * (a table's column headings) has no key: `catalogue()` keeps it as it is, as it keeps any other value.
 */
export type CatalogueKeys<T, Prefix extends string> = T extends string | ((...args: never[]) => string)
  ? Prefix
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]: CatalogueKeys<T[K], `${Prefix}.${K}`> }[keyof T & string];

/** A language's part for one English source: every key, nothing else (typecheck and test both check). */
export type TranslationsOf<T, Prefix extends string> = Record<CatalogueKeys<T, Prefix>, Translation>;

type Entry = { key: string; english: string | ((...args: never[]) => string) };

/** Every registered entry by key; English constants by their text; each source object by its path. */
const entries = new Map<string, Entry>();
const constants = new Map<string, string>();
const paths = new WeakMap<object, string>();

/** What a catalogue function returned lately, to translate its text at an edge (bounded, oldest out). */
const RECENT_LIMIT = 20_000;
const recent = new Map<string, { key: string; args: readonly unknown[] }>();

function remember(text: string, key: string, args: readonly unknown[]) {
  recent.delete(text);
  recent.set(text, { key, args });
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
}

/**
 * Registers an English source under its key prefix and returns it, its functions wrapped to
 * remember what they return. Call it once where the source is declared:
 * `export const auctionMessages = catalogue('auction', { ... })`.
 */
export function catalogue<T extends object>(prefix: string, source: T): T {
  return register(source, prefix) as T;
}

function register(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    entries.set(key, { key, english: value });
    if (!constants.has(value)) constants.set(value, key);
    return value;
  }
  if (typeof value === 'function') {
    const english = value as (...args: unknown[]) => string;
    const wrapped = (...args: unknown[]) => {
      const text = english(...args);
      remember(text, key, args);
      return text;
    };
    entries.set(key, { key, english: english as Entry['english'] });
    return wrapped;
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(value)) out[name] = register(child, `${key}.${name}`);
    paths.set(out, key);
    return out;
  }
  return value;
}

/** Every registered key, with the number of arguments its English takes (0 for a constant). */
export function catalogueEntries(): { key: string; arity: number; english: Entry['english'] }[] {
  return [...entries.values()].map(({ key, english }) => ({
    key,
    english,
    arity: typeof english === 'function' ? english.length : 0,
  }));
}

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

export function hasTranslations(locale: Locale): boolean {
  return locale === 'en' || installed.has(locale);
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

/**
 * A finished English text in a language: an English constant by its text, a catalogue function's
 * text by the call that made it. Anything else (data, a text no catalogue made) stays as it is.
 */
export function localise(text: string, locale: Locale): string {
  if (locale === 'en' || !installed.has(locale)) return text;
  const key = constants.get(text);
  if (key !== undefined) return formatEntry(locale, key, []) ?? text;
  const call = recent.get(text);
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
  const prefix = paths.get(source);
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
