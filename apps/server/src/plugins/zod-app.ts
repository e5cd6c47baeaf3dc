import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The Fastify instance a routes factory registers on (zod type provider): route groups take it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
