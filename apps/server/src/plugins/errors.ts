import { messages } from '@tenderdesk/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/availability';
import { isForeignKeyViolation, isUniqueViolation } from '../db/client';

/**
 * The error vocabulary of the whole server: an application error carries one of these codes, and
 * this table is the only place that says which HTTP status each code answers.
 */
export const ERROR_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error a service or guard throws to answer the caller with a code, a message and maybe a field. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

// The only way modules build errors: one helper per code. Messages come from the domain catalogue.
export const badRequest = (message: string, field?: string) => new AppError('invalid', message, field);
export const unauthenticated = (message: string = messages.auth.missingToken) =>
  new AppError('unauthenticated', message);
export const forbidden = (message: string = messages.auth.forbidden) => new AppError('forbidden', message);
export const notFound = (message: string = messages.http.notFound) => new AppError('not_found', message);
export const conflict = (message: string, field?: string) => new AppError('conflict', message, field);
export const tooLarge = (message: string = messages.http.tooLarge, field?: string) =>
  new AppError('too_large', message, field);
export const unsupportedMedia = (message: string) => new AppError('unsupported_media', message);
export const rateLimited = (message: string = messages.http.rateLimited) =>
  new AppError('rate_limited', message);
export const unavailable = (message: string = messages.http.unavailable) =>
  new AppError('unavailable', message);

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

/** Fastify's own client errors (parsers, limits, validation) in our vocabulary. */
function fromFastifyError(error: FastifyError): AppError | { status: number; message: string } | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    return badRequest(first?.message ?? messages.http.invalidInput, field);
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
    return badRequest(messages.http.malformedJson);
  }
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge();
  if (status === 429) return rateLimited();
  if (status === 415) return unsupportedMedia(error.message || messages.http.invalidInput);
  if (status === 400) return badRequest(error.message || messages.http.invalidInput);
  // Other client errors of Fastify's (404 route, 405, 406...) keep their status and safe message.
  if (status > 400 && status < 500) return { status, message: error.message || messages.http.invalidInput };
  return null;
}

function send(reply: FastifyReply, status: number, message: string, field?: string) {
  const body: { message: string; field?: string } = { message };
  if (field) body.field = field;
  return reply.status(status).send(body);
}

/**
 * The one error handler: every failure answers `{message, field?}` and never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return send(reply, error.statusCode, error.message, error.field);
    const known = fromFastifyError(error);
    if (known instanceof AppError) return send(reply, known.statusCode, known.message, known.field);
    if (known) return send(reply, known.status, known.message);
    if (isDatabaseUnavailable(error)) {
      // The database cannot serve right now (down, unreachable, timed out): clients may retry.
      request.log.warn({ err: error }, 'database unavailable');
      const answer = unavailable();
      reply.header('retry-after', '5');
      return send(reply, answer.statusCode, answer.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, messages.http.internal);
  });
}
