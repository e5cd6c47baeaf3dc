import { messages } from '@tenderdesk/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  badRequest,
  isAppError,
  rateLimited,
  tooLarge,
  unavailable,
  unsupportedMedia,
} from '../core/errors';
import { isDatabaseUnavailable } from '../db/availability';
import { inCallerLanguage } from './locale';

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

/**
 * The answer `{message, field?}`, its message in the caller's language (decision 061): a catalogue
 * text in Hindi when the caller asked for Hindi, the spec's English otherwise.
 */
function send(request: FastifyRequest, reply: FastifyReply, status: number, message: string, field?: string) {
  const body: { message: string; field?: string } = { message: inCallerLanguage(request, message) };
  if (field) body.field = field;
  return reply.status(status).send(body);
}

/**
 * The one error handler: every failure answers `{message, field?}` and never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) return send(request, reply, error.statusCode, error.message, error.field);
    const known = fromFastifyError(error);
    if (known instanceof AppError) return send(request, reply, known.statusCode, known.message, known.field);
    if (known) return send(request, reply, known.status, known.message);
    if (isDatabaseUnavailable(error)) {
      // The database cannot serve right now (down, unreachable, timed out): clients may retry.
      request.log.warn({ err: error }, 'database unavailable');
      const answer = unavailable();
      reply.header('retry-after', '5');
      return send(request, reply, answer.statusCode, answer.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, 500, messages.http.internal);
  });
}
