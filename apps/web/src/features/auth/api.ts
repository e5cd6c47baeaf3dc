import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginBody } from '@tenderdesk/domain/auth';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type { Permissions, Role } from '@tenderdesk/domain/permissions';
import { adoptAccountLanguage } from '../../lib/account-language';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { getSession } from '../../lib/session';

/** `language`: the one stored on the account (issue 26), null while never chosen. */
export type LoginResponse = { token: string; role: Role; message: string; language: Locale | null };
export type UserPermissions = { role: Role; permissions: Permissions; language: Locale | null };
export type AdminProfile = { username: string; email: string; role: Role; language?: Locale | null };

export const authKeys = {
  permissions: sharedKeys.permissions,
  profile: sharedKeys.profile,
};

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) =>
      api<LoginResponse>('/api/admin/login', { method: 'POST', json: body, anonymous: true }),
  });
}

export function useUserPermissions() {
  return useQuery({
    queryKey: authKeys.permissions,
    queryFn: async ({ signal }) => {
      const answer = await api<UserPermissions>('/api/admin/user-permissions', { signal });
      // Every signed-in page asks this first: a page opened signed in adopts the account's language.
      adoptAccountLanguage(answer.language);
      return answer;
    },
    enabled: getSession() !== null,
  });
}

export function useAdminProfile(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.profile,
    queryFn: ({ signal }) => api<AdminProfile>('/api/admin/profile', { signal }),
    enabled,
  });
}
