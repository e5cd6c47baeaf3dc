import type { Locale } from './locale';

/**
 * The catalogue's English half (decision 061): every source registered under its key prefix and
 * found by key, by constant text or by the call that made a text; `inLocale` and `localise` hand
 * over to the translation half (`translate.ts`) once it is loaded. Import both through
 * `catalogue.ts`. Apart so that the web's English pages, which only register their texts, do not
 * carry the translation half: it comes with Hindi (apps/web/src/lib/hindi.ts).
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
    // A source registered on its own and nested here (`messages.login`) stays that source: its
    // prefix must be the path it is nested at.
    const own = paths.get(value);
    if (own !== undefined) {
      if (own !== key) throw new Error(`Source ${own} nested at ${key}: its prefix must be ${key}`);
      return value;
    }
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(value)) out[name] = register(child, `${key}.${name}`);
    paths.set(out, key);
    return out;
  }
  return value;
}

/** The key of an English constant, by its text (the first source to register the text). */
export function keyOfConstant(text: string): string | undefined {
  return constants.get(text);
}

/** The catalogue function call that returned this text lately, if it is still remembered. */
export function callThatMade(text: string): { key: string; args: readonly unknown[] } | undefined {
  return recent.get(text);
}

/** The key prefix a registered source (or a part of one) lives under. */
export function prefixOf(source: object): string | undefined {
  return paths.get(source);
}

/** Every registered key, with the number of arguments its English takes (0 for a constant). */
export function catalogueEntries(): { key: string; arity: number; english: Entry['english'] }[] {
  return [...entries.values()].map(({ key, english }) => ({
    key,
    english,
    arity: typeof english === 'function' ? english.length : 0,
  }));
}

/**
 * The translation half (`translate.ts`), once it is loaded: it registers itself here when its module
 * runs. Until then (an English page of the web, which never loads it) every text stays English.
 */
type Translator = {
  inLocale: <T extends object>(source: T, locale: Locale) => T;
  localise: (text: string, locale: Locale) => string;
  has: (locale: Locale) => boolean;
};
let translator: Translator | null = null;

export function setTranslator(loaded: Translator) {
  translator = loaded;
}

export function hasTranslations(locale: Locale): boolean {
  return locale === 'en' || (translator?.has(locale) ?? false);
}

/**
 * A finished English text in a language: an English constant by its text, a catalogue function's
 * text by the call that made it. Anything else (data, a text no catalogue made) stays as it is.
 */
export function localise(text: string, locale: Locale): string {
  return translator && locale !== 'en' ? translator.localise(text, locale) : text;
}

/**
 * A registered source in a language: the same shape, each constant and function giving that
 * language's text (English where a translation is missing). English, or a language not installed,
 * gives the source itself.
 */
export function inLocale<T extends object>(source: T, locale: Locale): T {
  return translator && locale !== 'en' ? translator.inLocale(source, locale) : source;
}
