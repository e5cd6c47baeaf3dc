import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { ApiError, errorMessage } from './api';
import { currentLocale, localised } from './i18n';

export type FieldErrors = Partial<Record<string, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first message per field of a failed domain-schema check. The server runs the same schema, so
 * the form shows the exact text the server would answer, without the round trip: in the language on
 * screen (issue 26), or in `locale` (English: the catalogue's text, to translate when shown).
 */
export function fieldErrorsOf(issues: readonly Issue[], locale: Locale = currentLocale()): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= localised(issue.message, locale);
  }
  return errors;
}

/**
 * The field errors in a language (issue 26): the schema's messages are the catalogue's English, kept
 * as they are in the form's state and translated when shown, so a switch of language shows them in
 * the new one. A server message arrives in the language it was asked in and stays as it is.
 */
export function localisedErrors(errors: FieldErrors, locale: Locale): FieldErrors {
  if (locale === 'en') return errors;
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    shown[field] = message === undefined ? undefined : localised(message, locale);
  }
  return shown;
}

/**
 * Where a failed save's message belongs: on the field the server named when the form has that
 * field, otherwise on the form as a whole (server message, else the fallback).
 */
export function placeServerError(
  error: unknown,
  fallback: string,
  fields: readonly string[],
): { field: string | null; message: string } {
  const message = errorMessage(error, fallback);
  const field = error instanceof ApiError && error.field && fields.includes(error.field) ? error.field : null;
  return { field, message };
}
