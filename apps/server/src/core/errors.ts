import { messages } from '@tenderdesk/domain/messages';

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
