import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/accounts';
import { suppliers } from '../../db/schema/suppliers';
import {
  bearerToken,
  RENEW_AFTER_SECONDS,
  type TokenService,
  type VerifiedToken,
} from '../../security/tokens';

/** The response header carrying a renewed token; the web client stores it in place of its own. */
export const RENEWED_TOKEN_HEADER = 'x-session-token';

/**
 * Whether a token is old enough to renew, read without verifying: the guard has verified this very
 * token for this request already, and a renewal verifies it again before signing anything.
 */
function isRenewalDue(token: string): boolean {
  try {
    const { iat } = decodeJwt(token);
    return typeof iat === 'number' && Date.now() / 1000 - iat >= RENEW_AFTER_SECONDS;
  } catch {
    return false;
  }
}

async function currentTokenVersion(db: Db, token: VerifiedToken): Promise<number | null> {
  const table = token.role === 'supplier' ? suppliers : admins;
  const [row] = await db
    .select({ tokenVersion: table.tokenVersion })
    .from(table)
    .where(eq(table.id, token.id));
  return row?.tokenVersion ?? null;
}

/**
 * Sliding sessions (decision 020): a successful authenticated answer to a token older than
 * RENEW_AFTER_SECONDS carries a fresh token in RENEWED_TOKEN_HEADER, so a person who keeps working
 * stays logged in while an idle or stolen token dies within TOKEN_LIFETIME_SECONDS. The session and
 * the token version are checked again after the handler, so the answer to a logout or a password
 * change (which revoke the token) never carries a renewal of it.
 */
export function registerSessionRenewal(app: FastifyInstance, db: Db, tokens: TokenService) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.caller || reply.statusCode >= 400) return payload;
    const bearer = bearerToken(request.headers.authorization);
    if (!bearer || !isRenewalDue(bearer)) return payload;
    // Verified again (signature, session): a logout in this very request has revoked it by now.
    const token = await tokens.verify(bearer);
    if (!token || token.id !== request.caller.id) return payload;
    if ((await currentTokenVersion(db, token)) !== token.tv) return payload;
    const renewed = await tokens.renew(token);
    if (renewed) reply.header(RENEWED_TOKEN_HEADER, renewed);
    return payload;
  });
}
