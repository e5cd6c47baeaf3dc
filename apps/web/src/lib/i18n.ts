import { hasTranslations, inLocale, localise } from '@tenderdesk/domain/i18n/catalogue';
import { INTL_LOCALE, isLocale, type Locale, localeFromLanguages } from '@tenderdesk/domain/i18n/locale';
import { useSyncExternalStore } from 'react';

/**
 * The web app's language (issue 26, decision 061): one current locale for the whole page, kept here
 * at module level so that code outside React (the API client's Accept-Language) reads it too, and
 * screens re-render when it changes (`useLocale`, `useText`). Switching changes only the texts: form
 * state lives above them, so nothing typed is lost, and nothing reloads.
 *
 * English is the code itself (each screen imports its sources); Hindi is one chunk fetched the first
 * time Hindi is chosen (`hindi.ts`: the Hindi texts, the ICU engine and the catalogue's translation
 * half), then installed in the catalogue.
 */

/** Where the choice made before signing in is kept (signed in, the account's choice wins). */
export const LANGUAGE_KEY = 'language';

/** Before signing in: a choice made on this browser, else the browser's languages (Hindi if before English). */
export function firstLocale(stored: string | null, languages: readonly string[]): Locale {
  return isLocale(stored) ? stored : localeFromLanguages(languages);
}

/**
 * After signing in (or reloading signed in): the language stored on the account wins, so a person
 * sees their language on any device; an account that never chose one keeps the language on screen,
 * which is then stored on it (`save`).
 */
export function localeAfterSignIn(
  account: Locale | null,
  onScreen: Locale,
): { locale: Locale; save: boolean } {
  return account ? { locale: account, save: false } : { locale: onScreen, save: true };
}

let current: Locale = 'en';
/** The latest locale asked for: a slower load of an earlier choice must not win over it. */
let requested: Locale = 'en';
const listeners = new Set<() => void>();

/** The locale on screen now (for code outside React: the API client, form checks). */
export function currentLocale(): Locale {
  return current;
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

async function ensureLoaded(locale: Locale) {
  if (hasTranslations(locale)) return;
  (await import('./hindi')).installHindi();
}

/**
 * Shows the portal in `locale`: loads its texts when needed, then every screen re-renders in it and
 * `<html lang>` follows. `remember` keeps it as this browser's choice. A failed load keeps the
 * language on screen and rejects.
 */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  requested = locale;
  await ensureLoaded(locale);
  if (requested !== locale) return;
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_KEY, locale);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  }
  if (current === locale) return;
  current = locale;
  document.documentElement.lang = INTL_LOCALE[locale];
  for (const listener of listeners) listener();
}

/**
 * The language to start in, before the first render: a stored choice or the browser's first guess.
 * Resolves at once for English; for Hindi once its texts are in (English if they cannot be loaded).
 */
export function startLocale(): Promise<void> {
  const guess = firstLocale(storedChoice(), navigator.languages ?? [navigator.language]);
  if (guess === 'en') return Promise.resolve();
  return setLocale(guess, { remember: false }).catch(() => {});
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The locale on screen; the component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** A registered text source in the language on screen: `const t = useText(loginText)`. */
export function useText<T extends object>(source: T): T {
  return inLocale(source, useLocale());
}

/** A finished English text of the catalogue (a zod issue, a fallback) in the language on screen. */
export function localised(text: string, locale: Locale = current): string {
  return localise(text, locale);
}

/**
 * A finished English text of `source` (a server's reason sent in a data field) in the language on
 * screen. Naming the source keeps it in the screen's chunk, registered, so its texts are found
 * (the domain package has no side effects: an import for its own sake is dropped).
 */
export function localisedFrom(source: object, text: string, locale: Locale = current): string {
  return source ? localise(text, locale) : text;
}
