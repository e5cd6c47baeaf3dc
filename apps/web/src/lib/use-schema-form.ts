import { messages } from '@tenderdesk/domain/messages';
import { type FormEvent, useMemo, useState } from 'react';
import { type FieldErrors, fieldErrorsOf, localisedErrors, placeServerError } from './form-errors';
import { localised, useLocale } from './i18n';

/** What the form needs of a domain (zod) schema; typed by shape so the web app needs no zod import. */
type SchemaOf<T> = { safeParse(input: unknown): ParseResult<T> };
type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: Parameters<typeof fieldErrorsOf>[0] } };

/**
 * The state and checks every simple form page had written out again: field values, one error per
 * field, checking against the domain schema the server also runs, and placing a failed save's
 * message on its field. A page keeps only what is its own: the schema, the mutation, the banner
 * timing and texts, and any extra rule.
 *
 * The fields are the keys of `initialValues`; a server error naming another field goes to the banner.
 * `reset()` goes back to the `initialValues` of the latest render, so a form seeded from loaded data
 * (the profile) resets to what was last saved.
 */
export function useSchemaForm<V extends Record<string, unknown>, T>(schema: SchemaOf<T>, initialValues: V) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Shown in the language on screen (issue 26): the schema's English messages through the catalogue.
  const locale = useLocale();
  const shownErrors = useMemo(() => localisedErrors(errors, locale), [errors, locale]);
  /** The parsed body, or null after showing the schema's messages on their fields. */
  const validate = (): T | null => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      // Kept in English, shown in the language on screen (below).
      setErrors(fieldErrorsOf(parsed.error.issues, 'en'));
      return null;
    }
    setErrors({});
    return parsed.data;
  };
  /** Puts a failed save's message on the field the server named and returns null, else returns it for a banner. */
  const placeError = (error: unknown, fallback: string): string | null => {
    const { field, message } = placeServerError(error, fallback, Object.keys(initialValues));
    if (!field) return message;
    setErrors({ [field]: message });
    return null;
  };
  return {
    values,
    setValues,
    errors: shownErrors,
    /** An updater for one field; a change clears that field's error. */
    set:
      <K extends keyof V & string>(field: K) =>
      (value: V[K]) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
    validate,
    placeError,
    /** A form's onSubmit: stops the page load, checks the values, and saves only a valid body. */
    submitWith: (save: (body: T) => void) => (event: FormEvent) => {
      event.preventDefault();
      const body = validate();
      if (body) save(body);
    },
    /**
     * A mutation's onError: the message goes on its field, or to `toBanner` (server message,
     * otherwise the spec's 'Something went wrong.').
     */
    reportErrorTo: (toBanner: (message: string) => void) => (error: unknown) => {
      const message = placeError(error, messages.generic.somethingWrong);
      if (message !== null) toBanner(localised(message, locale));
    },
    reset: () => {
      setValues(initialValues);
      setErrors({});
    },
  };
}
