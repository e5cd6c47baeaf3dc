import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { type DestinationStream, type LoggerOptions, symbols } from 'pino';

/*
 * What the logs may carry (decision 019's companion rule in DESIGN: no passwords, hashes, tokens or
 * query parameters with personal data). Two mechanisms:
 * - `redact` blanks secret-looking keys wherever a log call puts them (headers, bodies, objects);
 * - the `err` serializer rebuilds every logged error from an allow-list of fields, so a failed
 *   query's parameters (Drizzle and both drivers attach them, PostgreSQL's `detail` repeats row
 *   values) never reach the log, while its SQL text, code and stack still do.
 */

const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-session-token',
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'jwtSecret',
  'secret',
  // Personal data (issue 20): a supplier's bank account never reaches the logs.
  'bankAccountNumber',
  'bank_account_number',
];

const accessor = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`);

/** Each secret key at the top level and up to three levels down. */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [
  ...(/^[A-Za-z_$][\w$]*$/.test(key) ? [key] : []),
  `*${accessor(key)}`,
  `*.*${accessor(key)}`,
  `*.*.*${accessor(key)}`,
]);

/** Error fields that describe what went wrong without carrying the data it went wrong with. */
const SAFE_ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'schema_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'constraint',
  'constraint_name',
  'dataType',
] as const;

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps its first part only. */
export function withoutParameters(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
}

/** A logged error, rebuilt from safe fields only (its cause chain too). */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const source = error as Record<string, unknown>;
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const message = withoutParameters(typeof source.message === 'string' ? source.message : '');
  const result: Record<string, unknown> = { type, message };
  for (const key of SAFE_ERROR_FIELDS) {
    const value = source[key];
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  // The statement's text has placeholders ($1...), never the values.
  if (typeof source.query === 'string') result.query = source.query;
  if (typeof source.stack === 'string') {
    const frames = source.stack.split('\n').filter((line) => /^\s+at /.test(line));
    result.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (depth < 4) {
    if (source.cause !== undefined) result.cause = serializeError(source.cause, depth + 1);
    if (Array.isArray(source.errors)) {
      result.errors = source.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return result;
}

/**
 * A request as the log shows it: Fastify's usual fields, but the URL without its query string,
 * which may carry personal data or, on the reset page's address, a reset token (decision 027).
 */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  const url = typeof request.url === 'string' ? request.url : '';
  const at = url.indexOf('?');
  return {
    method: request.method,
    url: at === -1 ? url : `${url.slice(0, at)}?[redacted]`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's per-request logger, `{ reqId }` bound, made without pino's redaction pass over the
 * binding (decision 066). Pino runs every binding of a child through the redaction's wildcard
 * stringifier: about 25 µs a request on the 2-core machine, for a key that is never secret and a
 * string that `JSON.stringify` writes the same way. Any other binding or option takes pino's own path.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
): FastifyBaseLogger {
  const keys = Object.keys(bindings);
  const reqId = bindings.reqId;
  if (keys.length !== 1 || typeof reqId !== 'string' || Object.keys(options).length > 0) {
    return logger.child(bindings, options);
  }
  const child = logger.child({}) as FastifyBaseLogger & Record<symbol, string>;
  child[symbols.chindingsSym] += `,"reqId":${JSON.stringify(reqId)}`;
  return child;
}

/** Pino options for the server: level, redaction, safe errors, and an optional destination (tests). */
export function loggerOptions(
  level: LoggerOptions['level'],
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    hooks: {
      // `log.error(error)` makes pino use the raw error message as the log message: sanitise it too.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest : [withoutParameters(first.message)];
          return method.apply(this, [{ err: first }, ...message] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
