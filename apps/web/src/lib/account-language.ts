import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { api } from './api';
import { currentLocale, localeAfterSignIn, setLocale } from './i18n';
import { getSession } from './session';

/**
 * The language stored on the account (issue 26): it follows the person to every device. After a
 * login, or the first permissions answer of a page signed in already, the stored language wins; an
 * account without one gets the language on screen. Once per sign-in and page, so a later answer
 * does not undo a switch made meanwhile.
 */
let adopted = false;

/** PUT /api/account/language: the caller's own language. */
export function saveAccountLanguage(locale: Locale) {
  return api<{ message: string; language: Locale }>('/api/account/language', {
    method: 'PUT',
    json: { language: locale },
  });
}

/**
 * Applies the account's language from a login or permissions answer (`language`: null when never
 * chosen). `fresh`: a new sign-in, which always applies.
 */
export function adoptAccountLanguage(language: Locale | null | undefined, { fresh = false } = {}) {
  if (adopted && !fresh) return;
  adopted = true;
  const { locale, save } = localeAfterSignIn(language ?? null, currentLocale());
  if (save) saveAccountLanguage(locale).catch(() => {});
  else void setLocale(locale).catch(() => {});
}

/** Logging out: the next sign-in adopts its account's language again. */
export function forgetAccountLanguage() {
  adopted = false;
}

/**
 * A choice made with the language switch: shown at once, kept on this browser and, signed in,
 * stored on the account (rejects when that save fails; the language stays switched here).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await setLocale(locale);
  if (!getSession()) return;
  adopted = true;
  await saveAccountLanguage(locale);
}
