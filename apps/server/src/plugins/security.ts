import rateLimit from '@fastify/rate-limit';
import { messages } from '@tenderdesk/domain/messages';
import { findUnstorableText } from '@tenderdesk/domain/text';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { badRequest } from '../core/errors';
import { isApiPath } from './api-path';

/** HSTS for a year, subdomains included (helmet's default value). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers, a coarse per-address request limit, caching rules for API answers and the
 * safety net for text PostgreSQL cannot store.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl?: string | undefined } = {},
) {
  // Served over HTTPS by configuration: PUBLIC_URL is the address people use (decision 041).
  // Browsers ignore HSTS received over plain HTTP, so sending it there too cannot pin a host.
  const httpsPortal = /^https:\/\//i.test(options.publicUrl ?? '');
  // helmet's middleware, built once: @fastify/helmet built it again on every request (parsing the
  // policy each time), a twentieth of an authenticated call's CPU under load (decision 024).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets element styles at run time; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Set below, only when the request really came over HTTPS: on plain http it would be ignored
    // at best, and on a test host it would pin HTTPS where there is none.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(rateLimit, {
    global: true,
    max: 1200,
    timeWindow: '1 minute',
    // The limit guards the API and the uploads. The web app's own files (the page and its ~40
    // precompressed, cached chunks) do not count: a few people behind one office address opening
    // the portal would otherwise spend the API's budget on scripts (and did, in the browser suite).
    allowList: (request) => !isApiPath(request.url),
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // `request.protocol` is https on a TLS socket, or when a trusted proxy (TRUST_PROXY) says so in
    // X-Forwarded-Proto (any case: some proxies send HTTPS); a forwarded header from anyone else is
    // ignored. A PUBLIC_URL of https means the portal is served over HTTPS whatever the proxy says.
    if (httpsPortal || request.protocol?.trim().toLowerCase() === 'https') {
      reply.header('strict-transport-security', HSTS_VALUE);
    }
    // API answers carry personal data and tokens: no browser or proxy may keep them, unless a route
    // chose its own caching.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  // Safety net behind the request schemas: a NUL or a lone surrogate anywhere in a body, query or
  // route parameter answers 400 naming it, so no route can fail on it in the database (500).
  // A query is checked when the route declares one (its schema has dropped unknown keys): a query
  // no route reads cannot reach the database, and must not answer 400 before a handler's own
  // access rule (a file's owner) answers 403.
  app.addHook('preHandler', async (request) => {
    const parts = [request.params, request.body];
    if (request.routeOptions.schema?.querystring) parts.push(request.query);
    for (const part of parts) {
      const field = findUnstorableText(part);
      if (field !== null) throw badRequest(messages.text.invalidCharacters(field), field);
    }
  });
}
