import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migration-state';
import { access } from '../../plugins/auth';
import type { ModuleDeps } from '../../shared/module-deps';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  reason: z
    .enum(['shutting-down', 'database-unavailable', 'migrations-pending'])
    .optional()
    .describe('Why not ready'),
  pendingMigrations: z.number().int().optional().describe('Migrations of this version not yet applied'),
});
type Readiness = z.infer<typeof readySchema>;

export function healthRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { database } = deps;
  // Once every migration is seen applied it stays so (none is ever undone): then only the database's
  // answer is asked again.
  let migrated = false;

  async function readiness(shuttingDown: boolean): Promise<Readiness> {
    if (shuttingDown) return { status: 'not-ready', reason: 'shutting-down' };
    try {
      if (migrated) {
        await database.db.execute(sql`select 1`);
        return { status: 'ready' };
      }
      const pending = await pendingMigrations(database.db);
      if (pending > 0)
        return { status: 'not-ready', reason: 'migrations-pending', pendingMigrations: pending };
      migrated = true;
      return { status: 'ready' };
    } catch {
      return { status: 'not-ready', reason: 'database-unavailable' };
    }
  }

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

    app.get(
      '/api/ready',
      {
        config: { access: access.public, rateLimit: false },
        schema: {
          summary: 'Whether this server should be sent requests',
          description:
            'Ready (200) when the database answers and every migration of this version is applied; ' +
            '503 otherwise, and from the moment the server begins to shut down (SIGTERM), so that a ' +
            'proxy or orchestrator stops sending it requests (decision 056).',
          tags: ['health'],
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_request, reply) => {
        const answer = await readiness(app.lifecycle.shuttingDown);
        return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
      },
    );
  };
}
