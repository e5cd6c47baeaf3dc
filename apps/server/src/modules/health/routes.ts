import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/auth';
import type { ModuleDeps } from '../../shared/module-deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export function healthRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { database } = deps;
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: access.public, rateLimit: false },
        schema: {
          summary: 'Check that the server and its database answer',
          tags: ['health'],
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database: database.kind };
        } catch {
          return reply.status(503).send({ status: 'unavailable', database: database.kind });
        }
      },
    );
  };
}
