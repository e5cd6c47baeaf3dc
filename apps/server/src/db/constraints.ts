import { messages } from '@tenderdesk/domain/messages';
import { type AppError, conflict, isAppError } from '../core/errors';
import { isForeignKeyViolation, isUniqueViolation } from './client';

type ErrorAnswer = AppError | (() => AppError | Promise<AppError>);

/** What a write answers when the database refuses it: a unique or a foreign-key violation. */
export type ConstraintAnswers = { unique?: ErrorAnswer; foreignKey?: ErrorAnswer };

/**
 * Runs a write and translates the database's constraint violations into application errors: a
 * unique violation into `answers.unique` (409 by default), a foreign-key violation into
 * `answers.foreignKey` (409 by default). Uniqueness is the database's job, so services insert and
 * let this helper say why it failed, which also holds under concurrent requests.
 */
export async function withConstraintErrors<T>(
  work: () => Promise<T>,
  answers: ConstraintAnswers = {},
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await constraintError(error, answers);
  }
}

/** The application error for a constraint violation, or the error itself when it is none. */
export async function constraintError(error: unknown, answers: ConstraintAnswers = {}): Promise<unknown> {
  if (isAppError(error)) return error;
  if (isUniqueViolation(error)) return answer(answers.unique ?? conflict(messages.http.duplicate));
  if (isForeignKeyViolation(error))
    return answer(answers.foreignKey ?? conflict(messages.http.stillReferenced));
  return error;
}

function answer(value: ErrorAnswer): AppError | Promise<AppError> {
  return typeof value === 'function' ? value() : value;
}
