import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/health', { config: { rateLimit: false } }, async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok', database: database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    });
  };
}
