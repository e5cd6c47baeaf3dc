import multipart from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '@tenderdesk/domain/documents';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/account/routes';
import { authRoutes } from './modules/auth/routes';
import { categoryRoutes } from './modules/categories/routes';
import { healthRoutes } from './modules/health/routes';
import { subAdminRoutes } from './modules/subadmins/routes';
import { supplierRoutes } from './modules/suppliers/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerFiles } from './plugins/files/plugin';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createTokenService, resolveJwtSecret } from './security/tokens';

/** Largest uploaded document (DESIGN: 10 MB a file). */
export const MAX_FILE_BYTES = MAX_DOCUMENT_BYTES;

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'logLevel' | 'webDistDir'>;
  database: Database;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean;
  /** Sees every route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the Fastify app: external plugins, then ours, then the feature modules. */
export async function buildApp({
  config,
  database,
  logger = true,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandling(app);

  await registerSecurity(app);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 10, fields: 50 } });

  const tokens = createTokenService(await resolveJwtSecret(database.db, config.jwtSecret));
  // Before any route: the guards and the documentation both see every route as it is added.
  registerAuth(app, database.db, tokens);
  await registerOpenApi(app);
  registerFiles(app, database.db);

  await app.register(healthRoutes(database));
  await app.register(authRoutes(database.db, tokens));
  await app.register(accountRoutes(database.db, tokens));
  await app.register(categoryRoutes(database.db));
  await app.register(subAdminRoutes(database.db));
  await app.register(supplierRoutes(database.db));

  await registerWebApp(app, config.webDistDir);
  return app;
}
