import { homePathForRole } from '@tenderdesk/domain/permissions';

/** What the login page is given when a protected screen sends a logged-out visitor to it. */
export type LoginRedirectState = { from: string };

/** The router state that sends a visitor to the login page and brings them back to `location`. */
export function loginRedirectState(location: { pathname: string; search: string; hash: string }) {
  return { from: `${location.pathname}${location.search}${location.hash}` } satisfies LoginRedirectState;
}

/**
 * Where to go after login: the screen that was asked for, when it is a path of this app (never
 * another site: '//host' and '/\host' are refused), otherwise the role's home page.
 */
export function returnPathAfterLogin(state: unknown, role: string, fromQuery?: string | null): string {
  // Router state when a protected screen redirected; the address's `from` after an expired session.
  const from = (state as Partial<LoginRedirectState> | null)?.from ?? fromQuery ?? undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from === '/') return homePathForRole(role);
  if (from.startsWith('//') || from.startsWith('/\\')) return homePathForRole(role);
  return from;
}
