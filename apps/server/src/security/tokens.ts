import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@tenderdesk/domain/permissions';
import { eq, lt, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { appSettings, revokedSessions } from '../db/schema/accounts';
import { isUuid } from '../db/uuid';

/**
 * Access tokens are short-lived and renewed while the person is active (decision 020): a token lives
 * TOKEN_LIFETIME_SECONDS; any authenticated answer to a token older than RENEW_AFTER_SECONDS carries a
 * fresh one, until the session (started at login, claim `st`) reaches MAX_SESSION_SECONDS.
 */
export const TOKEN_LIFETIME_SECONDS = 30 * 60;
export const RENEW_AFTER_SECONDS = 5 * 60;
export const MAX_SESSION_SECONDS = 12 * 60 * 60;

/** `tv` is the account's token version: a password change bumps it, revoking every session. */
export type TokenPayload = { id: string; role: Role; tv: number };

/**
 * A verified token: the payload, when it was issued, its session's id (`sid`, kept by renewals
 * and revoked by logout) and when that session started (seconds).
 */
export type VerifiedToken = TokenPayload & { iat: number; sid: string; st: number };

export type TokenService = {
  /** A token for a new session (login, password change). */
  sign: (payload: TokenPayload) => Promise<string>;
  /** A fresh token continuing a verified token's session, or null once that session is too old. */
  renew: (token: VerifiedToken) => Promise<string | null>;
  /**
   * The payload of a well-formed, correctly signed, unexpired token of a session that was not
   * logged out; null for anything else.
   */
  verify: (token: string) => Promise<VerifiedToken | null>;
  /**
   * The same without asking whether the session was logged out: for the request guard, whose caller
   * lookup asks that in the same query (plugins/auth.ts loadCaller), one round trip instead of two.
   */
  verifySignature: (token: string) => Promise<VerifiedToken | null>;
  /** Ends a token's session: none of its tokens is accepted again (logout). */
  revoke: (token: VerifiedToken) => Promise<void>;
};

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
}

const ROLES: ReadonlySet<string> = new Set<Role>(['admin', 'subadmin', 'supplier']);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Tokens whose signature and claims were checked already, until they expire, per signing key. A
 * signed-in person sends the same token on every call for minutes, and checking its HMAC through
 * WebCrypto was a tenth of an authenticated request's CPU under load. Only tokens that passed every
 * check are kept (a forged one never is), each until its own `exp`; revocation and the account are
 * still checked on every request (plugins/auth.ts loadCaller). Bounded: the oldest go first.
 */
const VERIFIED_CACHE_SIZE = 10_000;

function cachedReader(key: Uint8Array) {
  const cache = new Map<string, VerifiedToken & { exp: number }>();
  return async (token: string): Promise<VerifiedToken | null> => {
    const known = cache.get(token);
    if (known && known.exp > nowSeconds()) {
      const { exp: _exp, ...verified } = known;
      return verified;
    }
    if (known) cache.delete(token);
    const read = await readToken(key, token);
    if (!read) return null;
    if (cache.size >= VERIFIED_CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(token, read);
    const { exp: _exp, ...verified } = read;
    return verified;
  };
}

/** Clock skew tolerated between server instances, in seconds. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a token's times are ones this portal issues (decision 041): not issued in the future,
 * living at most TOKEN_LIFETIME_SECONDS, expiring at most that long from now, and of a session
 * no older than MAX_SESSION_SECONDS at issue. A token signed with a leaked or reused secret and an
 * expiry years ahead is refused, even though its signature is good.
 */
function withinIssuedLifetime(iat: number, exp: number, st: number): boolean {
  const now = nowSeconds();
  if (!Number.isFinite(iat) || !Number.isFinite(exp)) return false;
  if (iat > now + CLOCK_SKEW_SECONDS) return false;
  if (exp - iat > TOKEN_LIFETIME_SECONDS) return false;
  if (exp > now + TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) return false;
  return iat - st <= MAX_SESSION_SECONDS;
}

/** The claims (and expiry) of a correctly signed, unexpired, well-formed token; null for anything else. */
async function readToken(key: Uint8Array, token: string): Promise<(VerifiedToken & { exp: number }) | null> {
  try {
    // exp and iat are required: a token without an expiry would never die.
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat'],
    });
    const { id, role, tv, iat, sid, st } = payload as Record<string, unknown>;
    // Ids go into uuid columns: anything else is refused here, not by a database cast error (500).
    if (typeof id !== 'string' || !isUuid(id) || typeof sid !== 'string' || !isUuid(sid)) return null;
    if (typeof role !== 'string' || !ROLES.has(role)) return null;
    if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return null;
    if (typeof iat !== 'number' || typeof st !== 'number' || !Number.isFinite(st) || st > iat) return null;
    const exp = payload.exp as number;
    if (!withinIssuedLifetime(iat, exp, st)) return null;
    return { id, role: role as Role, tv, iat, sid, st, exp };
  } catch {
    return null;
  }
}

// A revoked session's row outlives the longest-lived token it could have (one renewed just before
// the logout, or by a request in flight during it).
const REVOCATION_KEPT_SECONDS = TOKEN_LIFETIME_SECONDS + 5 * 60;

// Prepared once per database, like the caller lookups of plugins/auth.ts (decision 015): every
// verification runs it.
const revokedLookup = preparedPerDb((db) =>
  db
    .select({ sid: revokedSessions.sid })
    .from(revokedSessions)
    .where(eq(revokedSessions.sid, sql.placeholder('sid')))
    .prepare('is_session_revoked'),
);

export function createTokenService(secret: string, db: Db): TokenService {
  const key = new TextEncoder().encode(secret);
  const read = cachedReader(key);
  const signToken = (payload: TokenPayload, session: { sid: string; st: number }) =>
    new SignJWT({ id: payload.id, role: payload.role, tv: payload.tv, sid: session.sid, st: session.st })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(nowSeconds() + TOKEN_LIFETIME_SECONDS)
      .sign(key);
  const isRevoked = async (sid: string) => (await revokedLookup(db).execute({ sid })).length > 0;
  return {
    sign: (payload) => signToken(payload, { sid: randomUUID(), st: nowSeconds() }),
    renew: async (token) => {
      if (nowSeconds() - token.st >= MAX_SESSION_SECONDS) return null;
      return signToken(token, token);
    },
    revoke: async (token) => {
      await db
        .insert(revokedSessions)
        .values({
          sid: token.sid,
          expiresAt: sql`now() + ${REVOCATION_KEPT_SECONDS}::int * interval '1 second'`,
        })
        .onConflictDoNothing();
      await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, sql`now()`));
    },
    verifySignature: read,
    verify: async (token) => {
      const verified = await read(token);
      // Outside readToken's catch: a database failure is not a bad token (it answers 503, not 401).
      if (!verified || (await isRevoked(verified.sid))) return null;
      return verified;
    },
  };
}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated once and kept in the database,
 * so that every server process sharing the database accepts the same tokens (see docs/decisions).
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(appSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('Could not store the JWT secret');
  return row.value;
}
