import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginBody } from '@tenderdesk/domain/auth';
import type { Permissions, Role } from '@tenderdesk/domain/permissions';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { getSession } from '../../lib/session';

export type LoginResponse = { token: string; role: Role; message: string };
export type UserPermissions = { role: Role; permissions: Permissions };
export type AdminProfile = { username: string; email: string; role: Role };

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
    queryFn: ({ signal }) => api<UserPermissions>('/api/admin/user-permissions', { signal }),
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
