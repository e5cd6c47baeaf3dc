import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PERMISSION_KEYS, type Permissions } from '@tenderdesk/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, accessOf, DOCS_PREFIX, isDocsPath, isGuardedPath } from './auth';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation of a multipart body, which the route reads itself (it is not validated here):
     * shown in the OpenAPI document as `multipart/form-data`.
     */
    multipartBody?: z.ZodType;
  }
}

/** The API's groups, in the order the documentation lists them. */
export const API_TAGS = [
  { name: 'health', description: 'Liveness, database and readiness checks.' },
  { name: 'auth', description: 'Login, the caller and its permissions.' },
  { name: 'account', description: "The caller's own profile and password." },
  { name: 'categories', description: 'Categories and sub-categories (master tables).' },
  { name: 'sub-admins', description: 'Sub-admins and the role matrix.' },
  { name: 'suppliers', description: 'Supplier registration, lists, details and status.' },
  { name: 'files', description: 'Private documents, served as attachments.' },
  { name: 'interests', description: 'Supplier discovery of tenders, and interest in them.' },
  { name: 'tenders', description: 'Tenders and drafts: create, edit, publish, list, delete, files.' },
  { name: 'organisation', description: 'The buying organisation, its units and the units of measure.' },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

// ---------------------------------------------------------------------------------------------
// Schemas many routes share
// ---------------------------------------------------------------------------------------------

/** Every error answer: `{message, field?}` (DESIGN: HTTP conventions). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    field: z.string().optional().describe('The input field the message is about'),
  })
  .meta({ description: 'Error' });

export const messageSchema = z.object({ message: z.string() });

/** Path parameters `{ name: string }`, e.g. `idParams('id')`. */
export function idParams<const Name extends string>(name: Name) {
  return z.object({ [name]: z.string().describe('Record id (uuid)') } as Record<Name, z.ZodString>);
}

export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSION_KEYS.map((key) => [key, z.boolean()])) as Record<
    keyof Permissions,
    z.ZodBoolean
  >,
);

/** A downloaded document: the bytes, with its sniffed type. */
export const documentResponse = {
  description: 'The document, as an attachment',
  content: {
    'application/pdf': { schema: z.string().meta({ format: 'binary' }) },
    'image/png': { schema: z.string().meta({ format: 'binary' }) },
    'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
  },
};

// ---------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------

const errorJsonSchema = {
  description: 'Error: `{message, field?}`',
  ...z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }),
};
delete (errorJsonSchema as { $schema?: string }).$schema;

/** Who may call a route, in words, for its description. */
export function describeAccess(rule: Access | undefined): string {
  switch (rule?.kind) {
    case undefined:
    case 'public':
      return 'Public: no token needed.';
    case 'authenticated':
      return 'Needs a bearer token (any account); the record decides who may read it.';
    case 'role':
      return `Needs a bearer token of: ${rule.roles.join(', ')}.`;
    case 'permission':
      return `Needs a bearer token of the admin, or of a sub-admin holding ${rule.anyOf.join(' or ')}.`;
    case 'ownSupplier':
      return `Needs a bearer token of the supplier whose id is {${rule.param}}.`;
    case 'operator':
      return 'Operators only: METRICS_TOKEN as the bearer token, or an address of METRICS_ALLOW.';
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod type provider's transform, plus what our routes declare elsewhere: the bearer
 * requirement from `config.access` (public routes get none), the access in words, the shared
 * error answer, and the multipart body. Only /api and /uploads routes are documented.
 */
export function documentRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { url, route } = input;
  // Only the API is documented: not the web app, the documentation itself or operators' calls (/metrics).
  const hidden = !isGuardedPath(url) || isDocsPath(url) || accessOf(route)?.kind === 'operator';
  if (hidden || !input.schema) return { schema: { hide: true }, url };
  const { multipartBody, ...schema } = input.schema;
  const withBody = multipartBody
    ? { ...schema, body: multipartBody, consumes: ['multipart/form-data'] }
    : schema;
  const result = jsonSchemaTransform({ ...input, schema: withBody });
  const documented = result.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const rule = accessOf(route);
  documented.security = rule?.kind === 'public' ? [] : [{ bearerAuth: [] }];
  const access = describeAccess(rule);
  documented.description = documented.description ? `${documented.description}\n\n${access}` : access;
  documented.response = { ...documented.response, '4XX': errorJsonSchema };
  return result;
}

/** OpenAPI 3.1 from the route schemas, and Swagger UI (served from the npm package) at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TenderDesk API',
        version: '0.1.0',
        description:
          'The calls of the TenderDesk portal. Log in with `POST /api/admin/login`, then use the token as ' +
          '`Authorization: Bearer <token>` (the Authorize button). Errors answer `{message, field?}`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: API_TAGS.map((tag) => ({ ...tag })),
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
    // Our helmet policy already allows what Swagger UI needs ('self' scripts, inline styles, data:
    // images) and forbids the rest; it is not relaxed here.
    staticCSP: false,
  });
}
