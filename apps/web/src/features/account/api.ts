import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, ProfileBody } from '@tenderdesk/domain/account';
import type { Role } from '@tenderdesk/domain/permissions';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';
import { replaceToken } from '../../lib/session';

export type Profile = { username: string; email: string; role: Role };

/** The same cache entry the header's profile card reads, so a save shows there at once. */
export const profileKey = sharedKeys.profile;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<Profile>('/api/admin/profile', { signal }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) =>
      api<{ message: string; profile: Profile }>('/api/admin/profile', { method: 'PUT', json: body }),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileKey, profile);
      return queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}

/**
 * Changing the password makes the server retire every token issued before, this one included, so
 * the fresh token it answers with is stored before anything else is called.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api<{ message: string; token: string }>('/api/admin/change-password', { method: 'PUT', json: body }),
    onSuccess: ({ token }) => replaceToken(token),
  });
}
