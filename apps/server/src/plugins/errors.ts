import { messages } from '@tenderdesk/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service throws to answer the caller with a status, a message and maybe a field. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);

type ErrorBody = { message: string; field?: string };

/**
 * The one error handler: every failure answers `{message, field?}` and never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { message: error.message };
      if (error.field) body.field = error.field;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const body: ErrorBody = { message: first?.message ?? messages.http.invalidInput };
      if (field) body.field = field;
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: messages.http.malformedJson });
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: messages.http.tooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ message: messages.http.rateLimited });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (unsupported media type, empty body...) have safe messages.
      return reply.status(status).send({ message: error.message || messages.http.invalidInput });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: messages.http.internal });
  });
}
