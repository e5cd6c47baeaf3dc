import type { FastifyInstance } from 'fastify';

/**
 * Reads an empty body sent with a JSON content type as no body, instead of failing: the spec's
 * bodiless writes (activate, ready, publish) may still carry `Content-Type: application/json`.
 * Call it inside a module's plugin: only that module's routes get the lenient parser; the others keep
 * Fastify's strict one.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
