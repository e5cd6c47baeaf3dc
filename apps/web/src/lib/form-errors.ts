import { ApiError, errorMessage } from './api';

export type FieldErrors = Partial<Record<string, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * The first message per field of a failed domain-schema check. The server runs the same schema, so
 * the form shows the exact text the server would answer, without the round trip.
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
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
