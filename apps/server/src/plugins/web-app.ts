import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@tenderdesk/domain/messages';
import { DEFAULT_PORTAL_TIME_ZONE } from '@tenderdesk/domain/portal-time';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';
import { loadIndexPage } from './index-page';
import { inCallerLanguage } from './locale';

/** Hashed build output: a changed file gets a new name, so a copy may be kept for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): kept, but checked with the server before each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built web app. Unknown /api/* paths answer 404 JSON; every other GET answers the app's
 * index.html, so deep links such as /tender-details/abc load the page and React Router takes over.
 *
 * Scripts, styles and index.html go out as the build's .br or .gz twin when the browser accepts it
 * (`preCompressed`, written by apps/web/vite.config.ts). Files under /assets/ carry a content hash in
 * their names and are cached for a year; index.html must never be stale, or it would point at
 * scripts a new release has removed, so it is revalidated on every load. An unknown /assets/ file
 * answers 404 rather than index.html: a browser asking for a script must not be handed a page.
 *
 * index.html itself is served from memory with the portal's time zone named in it (`timeZone`,
 * PORTAL_TIME_ZONE; decision 038), compressed once at start-up (`index-page.ts`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  timeZone: string = DEFAULT_PORTAL_TIME_ZONE,
) {
  const hasDist = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  const sendIndex = hasDist ? loadIndexPage(path.join(distDir, 'index.html'), timeZone) : null;
  if (hasDist) {
    const assetsDir = `${path.join(distDir, 'assets')}${path.sep}`;
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The twins are found through preCompressed; they need no route of their own. index.html is
      // answered below, with the portal's time zone in it.
      globIgnore: ['**/*.gz', '**/*.br', 'index.html'],
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isAsset = url.startsWith('/assets/');
    if (request.method === 'GET' && !isApiPath(request.url) && !isAsset && sendIndex) {
      return sendIndex(request, reply, REVALIDATE);
    }
    return reply.status(404).send({ message: inCallerLanguage(request, messages.http.notFound) });
  });
}
