import type { QueryClient } from '@tanstack/react-query';
import { forgetAccountLanguage } from '../lib/account-language';
import { PATHS } from '../lib/paths';
import { clearSession, revokeSession } from '../lib/session';

/**
 * Logout revokes the token on the server, clears the stored token and role, forgets cached data and
 * returns to the login page. The page does not wait for the server: a failed call still logs out here.
 */
export function logout(
  queryClient: QueryClient,
  navigate: (to: string, options?: { replace?: boolean }) => void,
) {
  revokeSession();
  clearSession();
  forgetAccountLanguage();
  queryClient.clear();
  navigate(PATHS.login, { replace: true });
}
