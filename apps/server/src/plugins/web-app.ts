import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@tenderdesk/domain/messages';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Unknown /api/* paths answer 404 JSON; every other GET answers the app's
 * index.html, so deep links such as /tender-details/abc load the page and React Router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasDist = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/');
    if (request.method === 'GET' && !isApi && hasDist) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: messages.http.notFound });
  });
}
