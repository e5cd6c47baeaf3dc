import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionKey, Permissions } from '@tenderdesk/domain/permissions';
import type {
  SubAdmin,
  SubAdminCreateBody,
  SubAdminUpdateBody,
  SubAdminWithPermissions,
} from '@tenderdesk/domain/subadmins';
import { api } from '../../lib/api';

export const subAdminKeys = {
  all: ['subadmins'] as const,
  list: ['subadmins', 'list'] as const,
  /** The role page's list, which carries each sub-admin's permissions. */
  withPermissions: ['subadmins', 'permissions'] as const,
};

type SubAdminSaved = { message: string; subadmin: SubAdmin };

export function useSubAdmins() {
  return useQuery({
    queryKey: subAdminKeys.list,
    queryFn: ({ signal }) => api<SubAdmin[]>('/api/admin/viewsubadmins', { signal }),
  });
}

/** Both lists show usernames and emails, so every write refreshes both. */
function useInvalidateSubAdmins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subAdminKeys.all });
}

export function useAddSubAdmin() {
  const onSettled = useInvalidateSubAdmins();
  return useMutation({
    mutationFn: (body: SubAdminCreateBody) =>
      api<SubAdminSaved>('/api/admin/subadmin', { method: 'POST', json: body }),
    onSettled,
  });
}

export function useUpdateSubAdmin() {
  const queryClient = useQueryClient();
  const onSettled = useInvalidateSubAdmins();
  return useMutation({
    mutationFn: ({ id, ...body }: SubAdminUpdateBody & { id: string }) =>
      api<SubAdminSaved>(`/api/admin/updatesubadmin/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: body,
      }),
    // Shown at once, so the saved row does not flash its old values until the refetch lands.
    onSuccess: ({ subadmin }) =>
      queryClient.setQueryData<SubAdmin[]>(subAdminKeys.list, (rows) =>
        rows?.map((row) => (row._id === subadmin._id ? subadmin : row)),
      ),
    onSettled,
  });
}

export function useDeleteSubAdmin() {
  const queryClient = useQueryClient();
  const onSettled = useInvalidateSubAdmins();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/admin/deletesubadmin/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<SubAdmin[]>(subAdminKeys.list, (rows) =>
        rows?.filter((row) => row._id !== id),
      ),
    onSettled,
  });
}

export function useSubAdminsWithPermissions() {
  return useQuery({
    queryKey: subAdminKeys.withPermissions,
    queryFn: ({ signal }) => api<SubAdminWithPermissions[]>('/api/admin/subadmins', { signal }),
  });
}

const setPermissionKey = ['subadmins', 'set-permission'];

export type PermissionToggle = { subAdminId: string; key: PermissionKey; value: boolean };

/** Sets one permission of one sub-admin in the cached role matrix. */
function setCachedPermission(rows: SubAdminWithPermissions[] | undefined, toggle: PermissionToggle) {
  return rows?.map((row) =>
    row._id === toggle.subAdminId
      ? { ...row, permissions: { ...row.permissions, [toggle.key]: toggle.value } }
      : row,
  );
}

/**
 * Saves one checkbox of the role matrix (spec section 4: applied at once, reverted if the save
 * fails). Only the toggled key is sent, and the server merges it, so two checkboxes saved at the
 * same moment do not overwrite each other. A failure reverts only its own cell, never a neighbour
 * that saved meanwhile.
 */
export function useSetPermission() {
  const queryClient = useQueryClient();
  const key = subAdminKeys.withPermissions;
  return useMutation({
    mutationKey: setPermissionKey,
    mutationFn: (toggle: PermissionToggle) =>
      api<{ message: string; permissions: Permissions }>('/api/admin/permissions', {
        method: 'POST',
        json: { subAdminId: toggle.subAdminId, permissions: { [toggle.key]: toggle.value } },
      }),
    onMutate: async (toggle) => {
      // A refetch landing now would overwrite the optimistic tick with the old value.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<SubAdminWithPermissions[]>(key, (rows) => setCachedPermission(rows, toggle));
    },
    onError: (_, toggle) =>
      queryClient.setQueryData<SubAdminWithPermissions[]>(key, (rows) =>
        setCachedPermission(rows, { ...toggle, value: !toggle.value }),
      ),
    // Only the saved cell takes the server's word: another cell of the row may still be saving.
    onSuccess: ({ permissions }, toggle) =>
      queryClient.setQueryData<SubAdminWithPermissions[]>(key, (rows) =>
        setCachedPermission(rows, { ...toggle, value: permissions[toggle.key] }),
      ),
  });
}

/** The cells whose save is still on its way, as "subAdminId:key", to hold them until it lands. */
export function useSavingPermissions(): Set<string> {
  const saving = useMutationState({
    filters: { mutationKey: setPermissionKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as PermissionToggle,
  });
  return new Set(saving.map((toggle) => permissionCellId(toggle.subAdminId, toggle.key)));
}

export const permissionCellId = (subAdminId: string, key: PermissionKey) => `${subAdminId}:${key}`;
