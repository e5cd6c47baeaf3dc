import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '@tenderdesk/domain/documents';
import { messages } from '@tenderdesk/domain/messages';
import { MAX_TENDER_FILES_PER_KIND } from '@tenderdesk/domain/tenders';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import {
  type Config,
  DEFAULT_EXPORT_CONCURRENCY,
  DEFAULT_PORTAL_TIME_ZONE,
  DEFAULT_UPLOAD_CONCURRENCY,
  fastifyTrustProxy,
  type MailConfig,
  type MetricsConfig,
} from './config';
import { badRequest } from './core/errors';
import type { Database } from './db/client';
import { loggerOptions, requestChildLogger } from './logging';
import { createMailer } from './mail/mailer';
import { accountRoutes } from './modules/account/routes';
import { auctionExportRoutes } from './modules/auctions/export-routes';
import { auctionRoutes } from './modules/auctions/routes';
import { auctionStreamRoutes } from './modules/auctions/stream-routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { registerSessionRenewal } from './modules/auth/session-renewal';
import { awardRoutes } from './modules/awards/routes';
import { statementRoutes } from './modules/awards/statement-routes';
import { categoryRoutes } from './modules/categories/routes';
import { clarificationRoutes } from './modules/clarifications/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { emailRoutes } from './modules/emails/routes';
import { evaluationRoutes } from './modules/evaluation/routes';
import { healthRoutes } from './modules/health/routes';
import { interestRoutes } from './modules/interests/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { organisationRoutes } from './modules/organisation/routes';
import { purchaseOrderRoutes } from './modules/purchase-orders/routes';
import { purchaseRequestRoutes } from './modules/purchase-requests/routes';
import { quotationRoutes } from './modules/quotations/routes';
import { reportRoutes } from './modules/reports/routes';
import { subAdminRoutes } from './modules/subadmins/routes';
import { supplierDocumentRoutes } from './modules/supplier-documents/routes';
import { supplierRoutes } from './modules/suppliers/routes';
import { tenderRoutes } from './modules/tenders/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerExportBound } from './plugins/export-bound';
import { createUploadBound, registerUploadBound } from './plugins/files/bound';
import { registerFiles } from './plugins/files/plugin';
import { registerLifecycle } from './plugins/lifecycle';
import { LIST_EXPORT_BATCH } from './plugins/list-export';
import { inCallerLanguage, registerLocale } from './plugins/locale';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { createOperatorGuard } from './plugins/operator-access';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createTokenService, resolveJwtSecret } from './security/tokens';
import type { ModuleDeps } from './shared/module-deps';
import { createNotifier } from './shared/notify';

/** Largest uploaded document (DESIGN: 10 MB a file). */
export const MAX_FILE_BYTES = MAX_DOCUMENT_BYTES;

/**
 * How long a client may take (milliseconds), so that one dripping bytes cannot hold a connection:
 * the request headers, the whole request (a 20 MB registration on a slow line included), an idle
 * socket in the middle of a request, and an idle keep-alive connection between requests (above the
 * 60 s idle timeout of common proxies, so the proxy closes first). Node checks the first two every
 * `checkIntervalMs`.
 */
export const HTTP_TIMEOUTS = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 65_000,
  checkIntervalMs: 5_000,
};

export type AppOptions = {
  config: Pick<Config, 'jwtSecret' | 'logLevel' | 'webDistDir'> &
    Partial<Pick<Config, 'trustProxy' | 'portalTimeZone' | 'uploadConcurrency' | 'exportConcurrency'>> & {
      /** Email (decision 027); absent: no SMTP, links from the request's origin. */
      mail?: MailConfig;
      /** Rows a list export reads per batch; default LIST_EXPORT_BATCH (tests: a few, to cross batches). */
      exportBatchSize?: number;
      /** Who may read /metrics (decision 056); absent: /metrics is off (404). */
      metrics?: MetricsConfig;
    };
  database: Database;
  /** Pino logs, or false for none (tests); `logStream` sends them somewhere else than stdout. */
  logger?: boolean;
  logStream?: DestinationStream;
  /** Overrides HTTP_TIMEOUTS (tests). */
  timeouts?: Partial<typeof HTTP_TIMEOUTS>;
  /** Sees every route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the Fastify app: external plugins, then ours, then the feature modules. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, onRoute } = options;
  /** Where closing dates end; the tender and interest modules take it. */
  const timeZone = config.portalTimeZone ?? DEFAULT_PORTAL_TIME_ZONE;
  const app = createFastify(options);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  // The first onRequest hook: every later refusal knows the caller's language (decision 061).
  registerLocale(app);
  registerErrorHandling(app);
  // Shutting down (server.ts): /api/ready answers 503 and every answer closes its connection.
  registerLifecycle(app);

  await registerSecurity(app, { publicUrl: config.mail?.publicUrl });
  // Large JSON answers (a 200-item comparison is about 1 MB) travel compressed to clients that ask:
  // brotli at a quick level, else gzip; small answers, files (PDF, images) and the web app's
  // precompressed assets are left alone (decision 026).
  await app.register(compress, {
    global: true,
    threshold: 2048,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 2 * MAX_TENDER_FILES_PER_KIND, fields: 50 },
  });

  const tokens = createTokenService(await resolveJwtSecret(database.db, config.jwtSecret), database.db);
  // Before any route: the guards and the documentation both see every route as it is added.
  const metrics = config.metrics ?? { token: undefined, allow: [] };
  registerAuth(app, database.db, tokens, createOperatorGuard(metrics));
  registerSessionRenewal(app, database.db, tokens);
  // Before the routes, so every route's answers are timed; off (404) without a token or allow-list.
  registerMetrics(app, database, Boolean(metrics.token) || metrics.allow.length > 0);
  await registerOpenApi(app);
  registerFiles(app, database.db);
  // Uploads at once, process-wide; more answer 503 before their body is read (decision 023).
  const uploadConcurrency = config.uploadConcurrency ?? DEFAULT_UPLOAD_CONCURRENCY[database.kind];
  registerUploadBound(app, createUploadBound(uploadConcurrency));
  // Exports (statements, report files) built at once; more answer 503 (decision 041).
  registerExportBound(
    app,
    config.exportConcurrency ?? DEFAULT_EXPORT_CONCURRENCY[database.kind],
    config.exportBatchSize ?? LIST_EXPORT_BATCH,
  );

  // Emails go to the outbox only when SMTP is configured; the worker is started by server.ts.
  const mailer = createMailer({ enabled: Boolean(config.mail?.smtp), publicUrl: config.mail?.publicUrl });
  // In-app notifications always; their emails go to the outbox with the mailer (decision 029).
  const notifier = createNotifier(mailer);
  await registerModules(app, { database, db: database.db, tokens, mailer, notifier, timeZone });

  await registerWebApp(app, config.webDistDir, timeZone);
  return app;
}

/** Fastify with the portal's logger, body limit, proxy trust and timeouts. */
function createFastify({
  config,
  logger = true,
  logStream,
  timeouts: timeoutOverrides,
}: AppOptions): FastifyInstance {
  const timeouts = { ...HTTP_TIMEOUTS, ...timeoutOverrides };
  return Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    childLoggerFactory: requestChildLogger,
    bodyLimit: 1024 * 1024,
    // Forwarded headers are believed only from configured proxies (decision 019).
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // On close (SIGTERM, server.ts): idle keep-alive connections are closed at once and requests in
    // flight finish; a request arriving on a connection still open is served, not refused (its
    // answer closes the connection: plugins/lifecycle.ts). Decision 056.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    // A malformed URL (`/api/%ZZ`) answers in the portal's own shape.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') {
        const answer = badRequest(messages.http.badUrl);
        return (reply as FastifyReply)
          .status(answer.statusCode)
          .send({ message: inCallerLanguage(request, answer.message) });
      }
      request.log.error({ err: error }, 'request failed');
      return (reply as FastifyReply)
        .status(500)
        .send({ message: inCallerLanguage(request, messages.http.internal) });
    },
  });
}

/** The feature modules, each a routes plugin taking the one `ModuleDeps` (decision 045). */
async function registerModules(app: FastifyInstance, deps: ModuleDeps) {
  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(emailRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(categoryRoutes(deps));
  await app.register(subAdminRoutes(deps));
  await app.register(supplierRoutes(deps));
  await app.register(supplierDocumentRoutes(deps));
  await app.register(interestRoutes(deps));
  await app.register(quotationRoutes(deps));
  await app.register(awardRoutes(deps));
  await app.register(evaluationRoutes(deps));
  await app.register(auctionRoutes(deps));
  await app.register(auctionStreamRoutes(deps));
  await app.register(tenderRoutes(deps));
  await app.register(clarificationRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(purchaseOrderRoutes(deps));
  await app.register(dashboardRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(statementRoutes(deps));
  await app.register(auctionExportRoutes(deps));
  await app.register(reportRoutes(deps));
  await app.register(purchaseRequestRoutes(deps));
  await app.register(organisationRoutes(deps));
}
