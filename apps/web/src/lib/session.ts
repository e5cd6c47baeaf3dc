import type { Role } from '@tenderdesk/domain/permissions';

/** Spec section 7: the token is stored under adminToken; a separate key `token` is cleared on logout. */
export const TOKEN_KEY = 'adminToken';
export const ROLE_KEY = 'role';
const LEGACY_TOKEN_KEY = 'token';

export type Session = { token: string; role: Role; id: string };

type Payload = { id?: unknown; role?: unknown; exp?: unknown };

/** Reads a token's payload without verifying it: the server verifies; the client only routes. */
export function decodeTokenPayload(token: string): Payload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Payload;
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.id !== 'string' || typeof payload.role !== 'string') return null;
  if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return null;
  const role = payload.role;
  if (role !== 'admin' && role !== 'subadmin' && role !== 'supplier') return null;
  return { token, role, id: payload.id };
}

export function saveSession(token: string, role: string) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(ROLE_KEY, role);
}

/** Replaces the token only (after a password change the server issues a fresh one). */
export function replaceToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

/** The server's answer header carrying a renewed token (apps/server/src/modules/auth/session-renewal.ts). */
export const RENEWED_TOKEN_HEADER = 'x-session-token';

/**
 * Keeps a renewed token the server sent with an answer, so an active session outlives the short
 * token lifetime. Only when the stored token is still the one the request was sent with: a logout
 * or a password change meanwhile must not be undone by a late answer.
 */
export function adoptRenewedToken(sentToken: string | undefined, response: Response) {
  const renewed = response.headers.get(RENEWED_TOKEN_HEADER);
  if (renewed && sentToken && localStorage.getItem(TOKEN_KEY) === sentToken) replaceToken(renewed);
}

/** Asks the server to revoke the current token (POST /api/admin/logout); failures are ignored. */
export function revokeSession() {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return;
  fetch('/api/admin/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => {});
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
  localStorage.removeItem(LEGACY_TOKEN_KEY);
}
