import type { QueryClient } from '@tanstack/react-query';
import { PATHS } from '../lib/paths';
import { clearSession } from '../lib/session';

/** Logout clears the stored token and role, forgets cached data and returns to the login page. */
export function logout(
  queryClient: QueryClient,
  navigate: (to: string, options?: { replace?: boolean }) => void,
) {
  clearSession();
  queryClient.clear();
  navigate(PATHS.login, { replace: true });
}
