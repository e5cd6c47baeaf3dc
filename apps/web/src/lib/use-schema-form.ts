import { useState } from 'react';
import { type FieldErrors, fieldErrorsOf, placeServerError } from './form-errors';

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
  return {
    values,
    setValues,
    errors,
    /** An updater for one field; a change clears that field's error. */
    set:
      <K extends keyof V & string>(field: K) =>
      (value: V[K]) => {
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
    /** The parsed body, or null after showing the schema's messages on their fields. */
    validate: (): T | null => {
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error.issues));
        return null;
      }
      setErrors({});
      return parsed.data;
    },
    /** Puts a failed save's message on the field the server named and returns null, else returns it for a banner. */
    placeError: (error: unknown, fallback: string): string | null => {
      const { field, message } = placeServerError(error, fallback, Object.keys(initialValues));
      if (!field) return message;
      setErrors({ [field]: message });
      return null;
    },
    reset: () => {
      setValues(initialValues);
      setErrors({});
    },
  };
}
