import { randomBytes } from 'node:crypto';
import type { Role } from '@tenderdesk/domain/permissions';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/accounts';

export const TOKEN_LIFETIME = '8h';

export type TokenPayload = { id: string; role: Role; tv: number };

export type TokenService = {
  sign: (payload: TokenPayload) => Promise<string>;
  verify: (token: string) => Promise<TokenPayload | null>;
};

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (payload) =>
      new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const { id, role, tv } = payload as Record<string, unknown>;
        if (typeof id !== 'string' || typeof role !== 'string' || typeof tv !== 'number') return null;
        if (role !== 'admin' && role !== 'subadmin' && role !== 'supplier') return null;
        return { id, role, tv };
      } catch {
        return null;
      }
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
