/*
 * Failures that mean "the database cannot serve right now", not "this request is wrong": the
 * server is down or unreachable, refused or dropped the connection, is starting or shutting down,
 * has no connection slot left, or cancelled a statement that ran past its timeout. They answer 503
 * (plugins/errors.ts) so clients and load balancers retry, instead of a 500 after a long hang.
 */

/** Socket errors (Node) and postgres.js connection errors. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** PostgreSQL SQLSTATEs: admin or crash shutdown, cannot connect now, too many connections, statement
 * timeout (query_canceled), lock timeout, idle-in-transaction timeout. Class 08 (connection) too. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03', '25P03']);

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    pending.push(cause);
    // A connection attempt to several addresses (IPv4 and IPv6) fails with an AggregateError.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
