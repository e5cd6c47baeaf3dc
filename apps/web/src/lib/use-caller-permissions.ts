import { useQuery } from '@tanstack/react-query';
import type { Permissions } from '@tenderdesk/domain/permissions';
import { api } from './api';
import { sharedKeys } from './query-keys';

/**
 * The signed-in caller's permissions, from the shell's own cache entry (`sharedKeys.permissions`),
 * for screens of other features that adapt to them: no extra call once the shell has them.
 */
export function useCallerPermissions(): Permissions | undefined {
  const permissions = useQuery({
    queryKey: sharedKeys.permissions,
    queryFn: ({ signal }) => api<{ permissions: Permissions }>('/api/admin/user-permissions', { signal }),
  });
  return permissions.data?.permissions;
}
