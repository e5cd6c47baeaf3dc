/**
 * The portal's languages (issue 26, decision 061). English is the source language: the spec's
 * texts, and what every caller gets unless it asks for Hindi. Data (tender titles, items, company
 * names) is never translated: only the portal's own texts are.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as a language switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale for numbers, dates and plurals: Indian grouping (12,34,567.00) in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a request asks for in its Accept-Language header. Hindi only when Hindi is preferred
 * over English; any other header, or none (the spec's client sends none), is English, so the spec's
 * texts stay exactly as they are for every caller that does not ask.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The first guess for someone not signed in: the browser's languages, Hindi if it comes before English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
